import CSDL2
import JoyStickEngine
import JoyStickLayout

/// The on-screen controls of one renderer: the one type a game holds. Sticks and buttons, the SDL input that
/// drives them (fingers, the mouse, keys, game controllers), their drawing with the built-in pictures and font,
/// a debug overlay and an optional virtual game controller, behind four calls a frame.
///
/// ```swift
/// let controls = OnScreenControls(renderer: renderer)   // after SDL_RenderSetLogicalSize
/// let stick = controls.addStick(frame: Rect(x: 40, y: 220, width: 120, height: 120))
/// let fire = controls.addButton(center: Point(x: 580, y: 300), radius: 36, label: "A")
/// while SDL_PollEvent(&event) != 0 {
///     if controls.handle(event) { continue }       // a control took it
///     // ... the game's own events
/// }
/// controls.update(time: Double(SDL_GetTicks()) / 1000)
/// // ... read stick.xy, fire.isPressed; draw the game
/// controls.draw()
/// SDL_RenderPresent(renderer)
/// ```
///
/// It is the Swift side of the C library's `js_controls`: the same objects, the same behaviour. Everything
/// it is made of stays reachable for what the calls above do not cover: ``surface`` (custom controls),
/// ``input`` (key and pad bindings, the logical screen), ``drawing`` (pictures, tints, the rest opacity) and
/// ``overlay``.
///
/// Use it on one thread, the one that runs SDL's events. A callback of a control may add or remove controls,
/// or drop the game's last reference to the controls: the call that fired it finishes without touching
/// anything freed.
public final class OnScreenControls {
    /// The renderer the controls draw on and read the logical screen from.
    public let renderer: OpaquePointer
    /// The controls and the router of touches between them.
    public let surface: ControlSurface
    /// SDL's input into the controls: bindings of keys and pads, the logical screen.
    public let input: SDLControlInput
    /// The drawing of the controls: pictures, tints, fading while a keyboard or pad is in use.
    public let drawing: ControlRenderer
    /// What the sticks see, drawn over them while on (``showsDebugOverlay``).
    public let overlay = DebugOverlay()
    /// Keys the controls press, for a game that reads the keyboard (``emitKeys(from:up:left:down:right:)``,
    /// ``emitKey(from:_:)``, ``keyboardState()``).
    public let virtualKeys = VirtualKeys()
    /// The sticks added here, in order.
    public private(set) var sticks: [JoyStick] = []
    /// The buttons added here, in order.
    public private(set) var buttons: [TouchButton] = []
    /// The virtual game controller published with ``publishGamepad(left:right:)``, if any.
    public private(set) var gamepad: VirtualGamepad?
    /// Every stick and button added, to refuse adding one twice without a search.
    private var members: Set<ObjectIdentifier> = []
    /// The controls named for layouts, in the order they were named.
    var named: [(name: String, control: LaidOut)] = []
    /// The player's layout (loaded or edited), and the game's own for each orientation, kept when first needed.
    var playerLayout = ControlLayout()
    var gameLayout = ControlLayout()
    /// The logical size the named controls were last laid out for.
    var laidOutSize: Size?
    /// The layout editor, drawn and fed while ``isEditingLayout``.
    let editor = LayoutEditor()

    /// Whether the player is arranging the controls: every pointer event (SDL's mouse copies of touches too)
    /// and the editor's keys go to the layout editor, the controls report and press nothing (other keys and
    /// game controllers drive none of them: those are the game's), and ``draw(faded:)`` draws the editor over
    /// the game. Setting it lets go of every control; leaving it keeps the new layout as the player's
    /// (``saveLayout(to:)`` writes it).
    public var isEditingLayout = false {
        didSet {
            guard isEditingLayout != oldValue else { return }
            if isEditingLayout {
                input.releaseAll(time: input.lastTime)
                virtualKeys.sync()
                keepDefaults()
                editor.begin(on: input.screen.size, controls: self)
            } else {
                keepEdits()
            }
        }
    }
    var screenChange: ((Size) -> Void)?
    /// The buttons the virtual game controller presses.
    private var gamepadButtons: [(button: SDL_GameControllerButton, control: TouchButton)] = []

    /// Controls for a game's renderer, drawn with the built-in pictures and font at the renderer's density.
    /// The logical size, output size and window size are read from the renderer now and whenever the window
    /// changes; game controllers already connected are opened. The pictures and the font are decoded when
    /// first drawn, so controls that are never drawn (a headless run) cost no decoding.
    /// - Parameter renderer: the game's renderer, its logical size set if the game uses one
    public init(renderer: OpaquePointer) {
        self.renderer = renderer
        surface = ControlSurface()
        input = SDLControlInput(surface: surface, renderer: renderer)
        drawing = ControlRenderer(renderer: renderer)
        virtualKeys.windowID = SDL_RenderGetWindow(renderer).map(SDL_GetWindowID) ?? 0
        input.openConnectedControllers()
    }

    deinit {
        gamepad = nil
        input.closeControllers()
        if !rendererExists { drawing.abandonTextures() }
    }

    // MARK: Sticks and buttons

    /// Adds a stick whose base is the square `frame`, on top of the controls already added.
    /// - Parameter frame: the base square, in logical coordinates
    /// - Returns: the stick, to read and shape
    @discardableResult
    public func addStick(frame: Rect) -> JoyStick {
        let stick = JoyStick(frame: frame)
        add(stick)
        return stick
    }

    /// Adds a stick made elsewhere, on top of the controls already added (a stick already added stays where
    /// it is).
    /// - Parameter stick: the stick
    public func add(_ stick: JoyStick) {
        guard members.insert(ObjectIdentifier(stick)).inserted else { return }
        sticks.append(stick)
        surface.add(stick)
    }

    /// Adds a round button, on top of the controls already added.
    /// - Parameters:
    ///   - center: the circle's centre, in logical coordinates
    ///   - radius: the circle's radius
    ///   - label: drawn on the button in the built-in font ("A", "FIRE"); empty for none
    /// - Returns: the button, to read and bind
    @discardableResult
    public func addButton(center: Point, radius: Double, label: String = "") -> TouchButton {
        let button = TouchButton(center: center, radius: radius, label: label)
        add(button)
        return button
    }

    /// Adds a button made elsewhere, on top of the controls already added (a button already added stays where
    /// it is).
    /// - Parameter button: the button
    public func add(_ button: TouchButton) {
        guard members.insert(ObjectIdentifier(button)).inserted else { return }
        buttons.append(button)
        surface.add(button)
    }

    /// Removes a stick: it lets go of what it holds (reporting 0), and loses its bindings and pictures. Safe
    /// from inside any control's callback.
    /// - Parameter stick: the stick
    public func remove(_ stick: JoyStick) {
        guard members.remove(ObjectIdentifier(stick)) != nil,
              let index = sticks.firstIndex(where: { $0 === stick }) else { return }
        sticks.remove(at: index)
        forgetName(of: stick)
        input.unbind(stick)
        virtualKeys.stopEmitting(from: stick)
        gamepad?.unbind(stick)
        drawing.forget(stick)
        surface.remove(stick, time: input.lastTime)
    }

    /// Removes a button: it lets go (no tap), and loses its bindings and pictures. Safe from inside any
    /// control's callback.
    /// - Parameter button: the button
    public func remove(_ button: TouchButton) {
        guard members.remove(ObjectIdentifier(button)) != nil,
              let index = buttons.firstIndex(where: { $0 === button }) else { return }
        buttons.remove(at: index)
        forgetName(of: button)
        input.unbind(button)
        virtualKeys.stopEmitting(from: button)
        gamepadButtons.removeAll { $0.control === button }
        gamepad?.buttons = gamepadButtons
        drawing.forget(button)
        surface.remove(button, time: input.lastTime)
    }

    /// Removes every stick and button.
    public func removeAll() {
        for stick in sticks { remove(stick) }
        for button in buttons { remove(button) }
    }

    // MARK: The frame

    /// Gives one SDL event to the controls.
    /// - Parameters:
    ///   - event: an event as `SDL_PollEvent` returned it
    ///   - time: its time on the clock ``update(time:)`` is given, seconds; nil: its SDL timestamp
    ///     (``SDLControlInput/time(of:)``). A headless test on a fixed step passes the step's time, since
    ///     `SDL_PushEvent` stamps events with the real clock.
    /// - Returns: true when a control took it (the game should not act on it too)
    @discardableResult
    public func handle(_ event: SDL_Event, time: Double? = nil) -> Bool {
        let taken = handleEvent(event, time: time)
        // A game reading a kept keyboard state pointer between events sees real keys as SDL's own shows them.
        if event.type == SDL_KEYDOWN.rawValue || event.type == SDL_KEYUP.rawValue, virtualKeys.isPolled {
            virtualKeys.refreshPolledState()
        }
        return taken
    }

    @inline(__always)
    private func handleEvent(_ event: SDL_Event, time: Double?) -> Bool {
        if isEditingLayout {
            guard let decoded = input.event(from: event) else {
                // SDL's mouse copies of touches: the editor has the touches, so the game gets neither.
                return event.type == SDL_MOUSEBUTTONDOWN.rawValue || event.type == SDL_MOUSEBUTTONUP.rawValue
                    || event.type == SDL_MOUSEMOTION.rawValue || event.type == SDL_MOUSEWHEEL.rawValue
            }
            return handle(decoded, time: time ?? SDLControlInput.time(of: event))
        }
        if event.type == SDL_WINDOWEVENT.rawValue {
            defer { followScreen() }
            return input.handle(event, time: time)
        }
        if virtualKeys.isEmpty { return input.handle(event, time: time) }
        // The keys the controls pushed are the game's: the controls do not read them back.
        if VirtualKeys.isVirtual(event) { return false }
        let taken = input.handle(event, time: time)
        virtualKeys.sync()
        // A real key a control holds too stays down, for the game, until both let go: its own down and up
        // are taken here.
        if virtualKeys.pushesEvents, event.type == SDL_KEYDOWN.rawValue || event.type == SDL_KEYUP.rawValue,
           virtualKeys.isHeld(event.key.keysym.scancode) {
            return true
        }
        return taken
    }

    /// Gives one decoded event to the controls, for a game that reads ``InputEvent`` values itself (see
    /// ``event(from:)``) or replays them.
    /// - Parameters:
    ///   - event: the event
    ///   - time: the engine time, seconds (SDL's clock for events from SDL: ``SDLControlInput/time(of:)``)
    /// - Returns: true when a control took it
    @discardableResult
    public func handle(_ event: InputEvent, time: Double) -> Bool {
        if isEditingLayout {
            if editor.handle(event, controls: self) { return true }
            // Keys and pads the editor leaves drive no control while it is open: they are the game's.
            switch event {
            case .keyDown, .keyUp, .padButtonDown, .padButtonUp, .padAxis: return false
            default: break
            }
        }
        let taken = input.handle(event, time: time)
        if event == .windowResized { followScreen() }
        if !virtualKeys.isEmpty { virtualKeys.sync() }
        return taken
    }

    /// Decodes an SDL event in the controls' logical screen, or nil for what is not input (or is SDL's
    /// synthesized duplicate of a touch or a click).
    /// - Parameter event: an event from `SDL_PollEvent`
    public func event(from event: SDL_Event) -> InputEvent? {
        input.event(from: event)
    }

    /// Advances the controls' timers (reports held back for a tap, double taps) and updates the published game
    /// controller. Call it once a frame, after the events.
    /// - Parameter time: seconds on the events' clock: `Double(SDL_GetTicks()) / 1000` in a window, or a fixed
    ///   step (`frame / 60.0`) in a headless test
    public func update(time: Double) {
        guard time.isFinite else { return }
        input.update(time: time)
        if !virtualKeys.isEmpty { virtualKeys.update() }
        virtualKeys.refreshPolledState()
        gamepad?.publish()
    }

    /// Draws every stick and button, first added first, faded while a keyboard or pad is in use, and the
    /// debug overlay over them when it is on; the renderer is left as it was found (draw colour, blend mode,
    /// clip rectangle, viewport, target). Nothing is drawn once the renderer is gone.
    /// - Parameter faded: true draws them faded in any case (behind a pause screen, say)
    /// - Returns: nil, or why a part was not drawn (``drawingError``)
    @discardableResult
    public func draw(faded: Bool = false) -> SDLError? {
        guard rendererExists else {
            drawingError = SDLError("the renderer was destroyed before the controls")
            return drawingError
        }
        let before = RendererState(of: renderer)
        defer { before.restore(on: renderer) }
        var fontError: SDLError?
        if drawing.font == nil, !fontFailed {
            do {
                drawing.font = try BitmapFont.builtIn(renderer: renderer, scale: input.screen.scale)
            } catch {
                // Labels and the overlay's text are left out, and said so, once.
                fontFailed = true
                fontError = error
            }
        }
        if isEditingLayout {
            editor.draw(controls: self, on: renderer)
        } else if hasSteppedAside {
            overlay.draw(surface, input: input, on: renderer, font: drawing.font)
        } else {
            drawing.draw(surface, dimmed: faded || input.dimsScreenControls)
            overlay.draw(surface, input: input, on: renderer, font: drawing.font)
        }
        drawingError = drawing.drawingError ?? fontError
        return drawingError
    }

    /// The built-in font could not be made: drawing goes on without labels.
    private var fontFailed = false

    /// Why the last ``draw(faded:)`` left a part out: a texture SDL could not make, or a renderer that is gone.
    public private(set) var drawingError: SDLError?

    /// Releases every stick and button, as a focus loss does.
    public func releaseAll() {
        input.releaseAll(time: input.lastTime)
        virtualKeys.sync()
    }

    // MARK: Keys for games that read the keyboard

    /// Makes a stick press keys by its direction, as ``VirtualKeys/emit(from:up:left:down:right:)`` does.
    /// - Parameters:
    ///   - stick: one of these controls' sticks
    ///   - up: the scancode for up (`SDL_SCANCODE_UP`; `SDL_SCANCODE_UNKNOWN`: none)
    ///   - left: for left
    ///   - down: for down
    ///   - right: for right
    public func emitKeys(from stick: JoyStick, up: SDL_Scancode, left: SDL_Scancode, down: SDL_Scancode,
                         right: SDL_Scancode) {
        virtualKeys.emit(from: stick, up: up, left: left, down: down, right: right)
    }

    /// Makes a button press a key while it is down.
    /// - Parameters:
    ///   - button: one of these controls' buttons
    ///   - key: the scancode (`SDL_SCANCODE_SPACE`)
    public func emitKey(from button: TouchButton, _ key: SDL_Scancode) {
        virtualKeys.emit(from: button, key: key)
    }

    /// `SDL_GetKeyboardState` with the controls' keys pressed in, as of the last ``update(time:)``: a drop-in
    /// for a game that polls the keyboard. A key a control pressed even briefly since the update before shows
    /// for that frame. The bytes are valid until the next call.
    public func keyboardState() -> (keys: UnsafePointer<UInt8>, count: Int32) {
        virtualKeys.keyboardState()
    }

    /// Reads the renderer's logical size, output size and window size again; the controls do it on their own
    /// on SDL's window size events. Call it after changing the logical size.
    public func refreshScreen() {
        guard rendererExists else { return }
        input.refreshScreen()
        followScreen()
    }

    /// Whether the renderer still exists, as far as SDL can tell: its window is open and still has it. A
    /// renderer of a surface (no window) is taken to exist.
    public var rendererExists: Bool { input.rendererExists }

    /// Loads a picture for a control: ``Image/init(contentsOf:maxSide:)`` with the largest side the renderer
    /// can make a texture of (SDL's `max_texture_width` and `_height`; ``Image/maxSide`` when it sets none).
    /// - Parameter path: a PNG, JPEG, GIF or BMP file
    /// - Throws: ``SDLError`` naming the file and the reason
    public func image(contentsOf path: String) throws(SDLError) -> Image {
        var info = SDL_RendererInfo()
        var side = Image.maxSide
        if rendererExists, SDL_GetRendererInfo(renderer, &info) == 0 {
            let largest = min(info.max_texture_width > 0 ? Int(info.max_texture_width) : side,
                              info.max_texture_height > 0 ? Int(info.max_texture_height) : side)
            side = min(side, largest)
        }
        return try Image(contentsOf: path, maxSide: side)
    }

    // MARK: Looks and feel

    /// Whether the debug overlay is drawn over the controls. Off at first.
    public var showsDebugOverlay: Bool {
        get { overlay.isEnabled }
        set { overlay.isEnabled = newValue }
    }

    /// True while a keyboard or game controller was used last: the controls are drawn faded to
    /// ``ControlRenderer/restAlpha``.
    public var isDimmed: Bool { input.dimsScreenControls }

    /// When on, the controls step aside for a game controller or the keyboard: once one has been in use for
    /// ``stepAsideGrace`` without a touch they are not drawn at all (rather than faded), and they are back at
    /// the next touch. The grace keeps a pad plugged in or a stray key from making them flicker. Off at first.
    public var stepsAsideForPads = false

    /// How long a keyboard or game controller is used before the controls step aside: 0.8 s.
    public static let stepAsideGrace = 0.8

    /// Whether the controls have stepped aside now (``stepsAsideForPads``).
    public var hasSteppedAside: Bool {
        stepsAsideForPads && input.dimsScreenControls
            && input.deviceLastUsed - input.deviceInUseSince >= Self.stepAsideGrace
    }

    /// Gives one stick pictures of its own (nil keeps a picture as it is).
    /// - Parameters:
    ///   - stick: the stick
    ///   - base: its base
    ///   - handle: its handle
    public func setImages(of stick: JoyStick, base: Image?, handle: Image?) {
        if let base { drawing.setImage(base, as: .base, for: stick) }
        if let handle { drawing.setImage(handle, as: .handle, for: stick) }
    }

    /// Gives one button pictures of its own (nil keeps a picture as it is).
    /// - Parameters:
    ///   - button: the button
    ///   - up: the button at rest
    ///   - pressed: the button held down
    public func setImages(of button: TouchButton, up: Image?, pressed: Image?) {
        if let up { drawing.setImage(up, as: .button, for: button) }
        if let pressed { drawing.setImage(pressed, as: .buttonPressed, for: button) }
    }

    // MARK: A virtual game controller

    /// Publishes sticks as an SDL virtual game controller, for a game that reads only `SDL_GameController`;
    /// it is updated in ``update(time:)``. SDL's game controller subsystem must be on. A second call replaces
    /// the first pad.
    /// - Parameters:
    ///   - left: the stick published as the left stick, if any
    ///   - right: the stick published as the right stick, if any
    /// - Returns: the pad (its `deviceIndex` is what `SDL_GameControllerOpen` takes)
    /// - Throws: ``SDLError`` when SDL cannot attach it
    @discardableResult
    public func publishGamepad(left: JoyStick?, right: JoyStick?) throws(SDLError) -> VirtualGamepad {
        guard SDL_WasInit(SDL_INIT_JOYSTICK) != 0 else {
            throw SDLError("SDL's game controller subsystem is not on (SDL_INIT_GAMECONTROLLER)")
        }
        gamepad = nil
        let pad = try VirtualGamepad()
        pad.leftStick = left
        pad.rightStick = right
        pad.buttons = gamepadButtons
        gamepad = pad
        return pad
    }

    /// Makes the published game controller (now or later) press `padButton` while `button` is down.
    /// - Parameters:
    ///   - button: an on-screen button
    ///   - padButton: the pad button it presses
    public func bindGamepadButton(_ button: TouchButton, to padButton: SDL_GameControllerButton) {
        gamepadButtons.append((padButton, button))
        gamepad?.buttons = gamepadButtons
    }
}
