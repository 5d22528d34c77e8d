import JoyStickEngine
import JoyStickLayout

/// The on-screen controls of one renderer: the one type a game holds. Sticks and buttons, the SDL input that
/// drives them (fingers, the mouse, keys, game controllers), their drawing with the built-in pictures and font,
/// keys and a virtual game controller they press for games that read those, a debug overlay and a layout
/// editor for the player, behind four calls a frame.
///
/// ```swift
/// let controls = OnScreenControls(renderer: renderer)
/// let stick = try controls.addStick("move", center: Point(x: 100, y: 280), size: 120)
/// let fire = try controls.addButton("fire", center: Point(x: 580, y: 300), size: 72, label: "A")
/// while SDL_PollEvent(&event) != 0 {
///     if controls.handle(event) { continue }       // a control took it
///     // ... the game's own events
/// }
/// controls.update(time: Double(SDL_GetTicks()) / 1000)
/// // ... read stick.xy, fire.isDown, fire.wasPressed; draw the game
/// try? controls.draw()
/// SDL_RenderPresent(renderer)
/// ```
///
/// It is the Swift side of the C library's `js_controls`: the same objects, the same words, the same
/// behaviour. Every control is placed and read back by its centre and size (a stick's side, a button's
/// diameter), in the renderer's logical coordinates, as the layout file keeps them.
///
/// Use it on one thread, the one that runs SDL's events. A callback of a control may add or remove controls,
/// or drop the game's last reference to the controls: the call that fired it finishes without touching
/// anything freed.
public final class OnScreenControls {
    /// The renderer the controls draw on and read the logical screen from (an `SDL_Renderer *`).
    public let renderer: OpaquePointer
    /// The SDL the controls run on: its renderer, keyboard, gamepads and windows.
    package let backend: any ControlsBackend
    /// The controls and the router of touches between them: the one place controls live.
    package let surface: ControlSurface
    /// SDL's input into the controls: bindings of keys and pads, the logical screen.
    package let input: ControlInput
    /// The drawing of the controls: pictures, tints, fading while a keyboard or pad is in use.
    package let drawing: ControlRenderer
    /// What the sticks see, drawn over them while on (``showsDebugOverlay``).
    package let overlay = DebugOverlay()
    /// Keys the controls press, for a game that reads the keyboard.
    package let virtualKeys = VirtualKeys()
    /// The sticks added here, in order: a new array at each read (the surface keeps them).
    public var sticks: [JoyStick] {
        surface.members.compactMap { if case .stick(let stick) = $0 { stick } else { nil } }
    }
    /// The buttons added here, in order: a new array at each read (the surface keeps them).
    public var buttons: [TouchButton] {
        surface.members.compactMap { if case .button(let button) = $0 { button } else { nil } }
    }
    /// The virtual game controller published with ``publishGamepad()``, if any.
    package private(set) var gamepad: VirtualGamepad?
    /// The controls named for layouts, in the order they were named, by control.
    var named = IdentityList<(name: String, control: LaidOut)>()
    /// Which control has which name.
    var controlNamed: [NameKey: ObjectIdentifier] = [:]
    /// The player's layout (loaded or edited).
    var playerLayout = ControlLayout()
    /// ``playerLayout`` as last read from a layout file or written to one: an orientation that has not changed
    /// since is saved as the file holds it then (another copy of the game may have saved it meanwhile).
    var playerLayoutFiled = ControlLayout()
    /// The game's own layout for each orientation, kept when first needed, with the places controls were named
    /// at since last read (``gameLayout``).
    var keptGameLayout = ControlLayout()
    var homesNamed: [(orientation: ScreenOrientation, shorterSide: Double, entry: ControlLayout.Entry)] = []
    /// The player's layout and the named controls' placements as the editor found them, put back when the
    /// player cancels.
    var layoutBeforeEditing: ControlLayout?
    var placementsBeforeEditing: [(LaidOut, ControlPlacement)] = []
    /// The logical size the named controls were last laid out for.
    var laidOutSize: Size?
    /// The layout editor, drawn and fed while ``isEditingLayout``.
    let editor = LayoutEditor()
    var screenChange: ((Size) -> Void)?
    var editorClose: ((Bool) -> Void)?

    /// Whether the player is arranging the controls: every pointer event (SDL's mouse copies of touches too)
    /// and the editor's keys go to the layout editor, the controls report and press nothing (other keys and
    /// game controllers drive none of them: those are the game's), the editor's keys read as up in
    /// ``keyboardState()`` and the key queries, and ``draw(faded:)`` draws the editor over the game. Setting
    /// it lets go of every control; leaving it keeps the new layout as the player's (``saveLayout(to:)`` writes
    /// it) and calls ``onEditorClose`` with true. The player leaves it with DONE or Enter (kept), or Escape,
    /// Back or a pad's B (cancelled: the layout it opened with comes back, and ``onEditorClose`` hears false).
    public var isEditingLayout: Bool {
        get { editing }
        set {
            guard newValue != editing else { return }
            if newValue { beginEditing() } else { endEditing(keep: true) }
        }
    }

    /// Closes the layout editor as Escape does, for a game's own way out (a Back button of its menu): the
    /// layout it opened with comes back, and ``onEditorClose`` hears false. Nothing when it is not open.
    public func cancelEditingLayout() {
        endEditing(keep: false)
    }
    package internal(set) var editing = false

    /// Hides every control from the player while playing, or shows them again: a game's "hide the controls"
    /// option or key (joystick-run's Ctrl+Alt+H and four fingers held do this for games that do not link the
    /// library). Hidden, no control is drawn or takes a touch or a click, so every one reaches the game; bound
    /// keys and pads still drive them, and the debug overlay still shows. Hiding lets go of what the controls
    /// hold (its reports and key-ups at once); opening the layout editor shows them. Off at first.
    public var isHidden: Bool {
        get { hidden }
        set {
            guard newValue != hidden else { return }
            hidden = newValue
            if newValue { releaseAll() }
        }
    }
    private var hidden = false
    /// The screen the floating sticks' areas were last laid out on.
    var floatingScreen: Size?
    /// The key events ``event(from:)`` decoded from keys the controls pushed, in order, not yet handed back to
    /// ``handle(_:time:)-(InputEvent,_)``: handed back, each is the game's and drives no control. Forgotten at
    /// each ``update(time:)``, since a game hands back a frame's events before its update (a pushed key it never
    /// hands back then takes no real key of the next frame for itself).
    private var decodedPushedKeys: [InputEvent] = []
    /// How many ``decodedPushedKeys`` are kept: the oldest goes first (a frame's worth and more).
    private static let decodedPushedKeysKept = 64

    /// Controls for a game's renderer, drawn with the built-in pictures and font at the renderer's density.
    /// The logical size, output size and window size are read from the renderer now and whenever the window
    /// changes; game controllers already connected are opened. The pictures and the font are decoded when
    /// first drawn, so controls that are never drawn (a headless run) cost no decoding.
    /// - Parameters:
    ///   - renderer: the game's renderer, its logical size set if the game uses one
    ///   - backend: its SDL
    package init(renderer: OpaquePointer, backend: any ControlsBackend) {
        self.renderer = renderer
        self.backend = backend
        surface = ControlSurface()
        input = ControlInput(surface: surface, backend: backend)
        drawing = ControlRenderer(backend: backend)
        virtualKeys.backend = backend
        editor.backKey = backend.backKey
        input.openConnectedControllers()
        decodedPushedKeys.reserveCapacity(Self.decodedPushedKeysKept)
    }

    deinit {
        gamepad = nil
        input.closeControllers()
        if !rendererExists { drawing.abandonTextures() }
    }

    // MARK: Sticks and buttons

    /// Adds a stick, on top of the controls already added.
    /// - Parameters:
    ///   - name: its name for layouts (``setName(_:for:)-(_,JoyStick)``), or nil
    ///   - center: the base's centre, in logical coordinates
    ///   - size: the base's side (its diameter); the handle travels `size / 2`
    /// - Returns: the stick, to read and shape; its ``JoyStick/touchArea`` is the drawn circle
    ///   (``StickTouchArea/circle``), not the engine's default square
    /// - Throws: ``ControlsError`` for a centre that is not finite, a size that is not positive and finite, or a
    ///   name refused (its characters, its length, a name taken); nothing is added then
    @discardableResult
    public func addStick(_ name: String? = nil, center: Point, size: Double) throws(ControlsError) -> JoyStick {
        try Self.checkPlace(center, size, "the stick")
        let stick = JoyStick(center: center, size: size)
        // Only the drawn circle takes a touch: the square's corners belong to the game under them.
        stick.touchArea = .circle
        try add(stick, name: name)
        return stick
    }

    /// Adds a round button, on top of the controls already added.
    /// - Parameters:
    ///   - name: its name for layouts, or nil
    ///   - center: the circle's centre, in logical coordinates
    ///   - size: the circle's diameter
    ///   - label: drawn on the button in the built-in font ("A", "FIRE"); empty for none
    /// - Returns: the button, to read and bind
    /// - Throws: ``ControlsError`` as ``addStick(_:center:size:)`` does
    @discardableResult
    public func addButton(_ name: String? = nil, center: Point, size: Double, label: String = "")
        throws(ControlsError) -> TouchButton {
        try Self.checkPlace(center, size, "the button")
        let button = TouchButton(center: center, size: size, label: label)
        try add(button, name: name)
        return button
    }

    /// Adds a stick made elsewhere (`JoyStick.fourWay(center:)`, say), on top of the controls already added.
    /// - Parameters:
    ///   - stick: the stick
    ///   - name: its name for layouts, or nil
    /// - Throws: ``ControlsError`` for a stick already added here or a name refused; nothing is added then
    public func add(_ stick: JoyStick, name: String? = nil) throws(ControlsError) {
        guard !surface.contains(stick) else { throw ControlsError("the stick is already added") }
        if let name { try checkName(name, for: nil) }
        surface.add(stick)
        if let name { try setName(name, for: stick) }
    }

    /// Adds a button made elsewhere, on top of the controls already added.
    /// - Parameters:
    ///   - button: the button
    ///   - name: its name for layouts, or nil
    /// - Throws: ``ControlsError`` for a button already added here or a name refused; nothing is added then
    public func add(_ button: TouchButton, name: String? = nil) throws(ControlsError) {
        guard !surface.contains(button) else { throw ControlsError("the button is already added") }
        if let name { try checkName(name, for: nil) }
        surface.add(button)
        if let name { try setName(name, for: button) }
    }

    private static func checkPlace(_ center: Point, _ size: Double, _ what: String) throws(ControlsError) {
        guard center.isFinite, size.isFinite, size > 0 else {
            throw ControlsError("\(what) at (\(center.x), \(center.y)) of size \(size) is not a finite centre with a positive size")
        }
    }

    /// Removes a stick: it lets go of what it holds (reporting 0), the keys it pressed come up, and it loses
    /// its bindings, name and pictures. Safe from inside any control's callback.
    /// - Parameter stick: the stick
    public func remove(_ stick: JoyStick) {
        // Off the surface first: a callback fired while its bindings go (a key let go of) cannot name or bind it.
        guard surface.detach(stick) else { return }
        forgetName(of: stick)
        input.unbind(stick)
        virtualKeys.remove(stick)
        gamepad?.unbind(stick)
        drawing.forget(stick)
        stick.cancelAll(time: input.lastTime)
        // Its keys came up with it, and no other control is driven otherwise: the keys follow the controls its
        // release callbacks changed, if any.
        virtualKeys.syncIfChanged(devices: input)
    }

    /// Removes a button: it lets go (no tap), the keys it pressed come up, and it loses its bindings, name and
    /// pictures. Safe from inside any control's callback.
    /// - Parameter button: the button
    public func remove(_ button: TouchButton) {
        guard surface.detach(button) else { return }
        forgetName(of: button)
        input.unbind(button)
        virtualKeys.remove(button)
        gamepad?.unbind(button)
        drawing.forget(button)
        button.cancelAll(time: input.lastTime)
        virtualKeys.syncIfChanged(devices: input)
    }

    /// Holds a button down or lets it go from code, at the latest time the controls were given, and presses or
    /// lets go of its keys at once (C's `js_button_set_down`).
    package func setDown(_ button: TouchButton, _ down: Bool) {
        button.setDown(down, time: input.lastTime)
        syncKeys()
    }

    /// Removes every stick and button there is when it is called (a control a release callback adds stays).
    public func removeAll() {
        for member in surface.members {
            switch member {
            case .stick(let stick): remove(stick)
            case .button(let button): remove(button)
            case .other: break
            }
        }
    }

    // MARK: The frame

    /// A finger's motion outside the editor, as a backend decodes it from its SDL's event without building an
    /// ``InputEvent``: the commonest event, on the shortest path.
    /// - Parameters:
    ///   - id: the finger
    ///   - point: where it is, in the game's coordinates
    ///   - time: the engine time, seconds
    /// - Returns: true when a control took it
    @inline(__always)
    package func handle(fingerMotion id: TouchID, to point: Point, time: Double) -> Bool {
        if hidden { return false }
        let taken = input.handle(motion: id, to: point, time: time)
        if !virtualKeys.isEmpty { virtualKeys.syncIfChanged(devices: input) }
        return taken
    }

    /// Any other event of the SDL, the general way: keys the game holds noted, the editor fed while open, the
    /// screen followed, the keys synced.
    /// - Parameter event: what the backend read of the SDL event
    /// - Returns: true when a control (or the editor) took it
    package func handle(_ event: BackendEvent) -> Bool {
        if let key = event.key, !event.isVirtualKey, !key.isRepeat {
            virtualKeys.noteRealKey(key.scancode, down: key.down)
        } else if event.isWindowEvent, event.decoded == .focusLost {
            virtualKeys.forgetRealKeys()
        }
        let taken = handleEvent(event)
        // A game reading a kept keyboard state pointer between events sees real keys as SDL's own shows them.
        if event.key != nil { virtualKeys.refreshPolledState() }
        return taken
    }

    @inline(__always)
    private func handleEvent(_ event: BackendEvent) -> Bool {
        // The keys the controls pushed are the game's: the controls and the editor do not read them back.
        if event.isVirtualKey { return false }
        if editing {
            // SDL's mouse copies of touches: the editor has the touches, so the game gets neither.
            guard let decoded = event.decoded else { return event.isMouse }
            return handleDecoded(decoded, time: event.time)
        }
        if event.isWindowEvent {
            defer { followScreen() }
            return handleInput(event)
        }
        // Hidden controls take no touch or click: the game has them all.
        if hidden, event.isPointer { return false }
        if virtualKeys.isEmpty { return handleInput(event) }
        let taken = handleInput(event)
        // A finger or the mouse changes no key or pad's hold: the keys follow only the controls that changed.
        if event.isPointer { virtualKeys.syncIfChanged(devices: input) } else { syncKeys() }
        // A real key a control holds too stays down, for the game, until both let go: its own down and up
        // are taken here.
        if let key = event.key, virtualKeys.pushesEvents, virtualKeys.isHeld(key.scancode) {
            return true
        }
        return taken
    }

    /// The event to the input, when it decoded to one.
    @inline(__always)
    private func handleInput(_ event: BackendEvent) -> Bool {
        guard let decoded = event.decoded else { return false }
        return input.handle(decoded, time: event.time)
    }

    /// Gives one decoded event to the controls, for a game that reads ``InputEvent`` values itself (see
    /// ``event(from:)``) or replays them.
    /// - Parameters:
    ///   - event: the event
    ///   - time: the engine time, seconds (for events from SDL: their timestamp over 1000)
    /// - Returns: true when a control took it
    @discardableResult
    public func handle(_ event: InputEvent, time: Double) -> Bool {
        // A key the controls pushed, decoded by event(from:): the game's, not the controls' (nor the editor's) to
        // read back; a stick would otherwise be pushed by its own key until that key's up came round.
        if !decodedPushedKeys.isEmpty, let pushed = decodedPushedKeys.firstIndex(of: event) {
            decodedPushedKeys.remove(at: pushed)
            return false
        }
        return handleDecoded(event, time: time)
    }

    /// ``handle(_:time:)-(InputEvent,_)`` for an event that is not one the controls pushed: what the game hands
    /// back once checked, and what the SDL path decodes for the editor (its own pushed keys set aside already).
    private func handleDecoded(_ event: InputEvent, time: Double) -> Bool {
        if editing {
            if editor.handle(event, controls: self) { return true }
            // Keys and pads the editor leaves drive no control while it is open: they are the game's.
            switch event {
            case .keyDown, .keyUp, .padButtonDown, .padButtonUp, .padAxis: return false
            default: break
            }
        } else if hidden, event.touch != nil {
            return false
        }
        let taken = input.handle(event, time: time)
        if event == .windowResized { followScreen() }
        if !virtualKeys.isEmpty {
            // A finger or the mouse changes no key or pad's hold: the keys follow only the controls that changed.
            if event.touch != nil { virtualKeys.syncIfChanged(devices: input) } else { syncKeys() }
        }
        return taken
    }

    /// Notes a key event the controls pushed, decoded for the game by a backend's `event(from:)`: handed back to
    /// ``handle(_:time:)-(InputEvent,_)`` before the frame's ``update(time:)``, it drives no control, as the SDL
    /// event itself would not.
    /// - Parameter decoded: the decoded key event
    package func notePushedKey(_ decoded: InputEvent) {
        if decodedPushedKeys.count >= Self.decodedPushedKeysKept { decodedPushedKeys.removeFirst() }
        decodedPushedKeys.append(decoded)
    }

    /// Advances the controls' timers (reports held back for a tap, double taps), updates the published game
    /// controller, and closes a frame: until the next update, a button's `wasPressed` and `wasReleased`, a
    /// stick's `wasTapped`, ``wasKeyPressed(_:)``, ``wasKeyReleased(_:)`` and ``keyboardState()`` tell what
    /// happened since the update before. Call it once a frame, after the events.
    /// - Parameter time: seconds on the events' clock: `Double(SDL_GetTicks()) / 1000` in a window, or a fixed
    ///   step (`frame / 60.0`) in a headless test
    public func update(time: Double) {
        decodedPushedKeys.removeAll(keepingCapacity: true)
        guard time.isFinite else { return }
        input.update(time: time)
        virtualKeys.update(devices: input)
        gamepad?.publish(devices: input)
    }

    /// Draws every stick and button, first added first, faded while a keyboard or pad is in use, and the
    /// debug overlay over them when it is on, or the layout editor while it is open; the renderer is left as it
    /// was found (draw colour, blend mode, clip rectangle, viewport, target). Nothing is drawn once the
    /// renderer is gone.
    /// - Parameter faded: true draws them faded in any case (behind a pause screen, say)
    /// - Throws: ``ControlsError`` saying which part was not drawn and why (a texture SDL could not make, a
    ///   renderer destroyed before the controls); the rest is drawn, and the part is tried again next frame
    public func draw(faded: Bool = false) throws(ControlsError) {
        guard rendererExists else { throw ControlsError("the renderer was destroyed before the controls") }
        // Read once a frame: a game that changes its presentation or scale between frames is followed.
        if let mapping = backend.canvas.windowMapping(), mapping != input.screen.windowMapping {
            input.screen.windowMapping = mapping
        }
        backend.canvas.beginDrawing(inWindowPixels: usesWindowPixels)
        defer { backend.canvas.endDrawing() }
        var fontError: ControlsError?
        if drawing.font == nil, !fontFailed {
            do {
                drawing.font = try BitmapFont.builtIn(backend: backend, scale: input.screen.scale)
            } catch {
                // Labels and the overlay's text are left out, and said so, once.
                fontFailed = true
                fontError = error
            }
        }
        if editing {
            editor.draw(controls: self, on: backend.canvas)
        } else if hasSteppedAside || hidden {
            overlay.draw(surface, input: input, on: backend.canvas, font: drawing.font)
        } else {
            drawing.draw(surface, dimmed: faded || input.dimsScreenControls)
            overlay.draw(surface, input: input, on: backend.canvas, font: drawing.font)
        }
        if let error = drawing.drawingFailure ?? fontError { throw error }
    }

    /// The built-in font could not be made: drawing goes on without labels.
    private var fontFailed = false

    /// Releases every stick and button, as a focus loss does.
    public func releaseAll() {
        input.releaseAll(time: input.lastTime)
        syncKeys()
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

    /// The size of the screen the controls are placed on: the renderer's logical size, or its output size in
    /// pixels when it has none or ``usesWindowPixels`` is on.
    public var screenSize: Size { input.screen.size }

    /// Whether the controls live in the window's output pixels whatever logical size the game's renderer has:
    /// placed, read and drawn there (thumb-sized over a game drawn at 320x180, say), and handed events as the
    /// window receives them, before SDL's renderer rewrites them for its logical size: from an event filter
    /// (`SDL_SetEventFilter`), which SDL calls before the renderer's own rewrite. Off at first: the controls
    /// share the game's logical coordinates and take events as `SDL_PollEvent` returns them. `joystick-run`,
    /// which sits between SDL and a game it did not build, uses it.
    public var usesWindowPixels: Bool {
        get { input.ignoresLogicalSize }
        set {
            input.ignoresLogicalSize = newValue
            followScreen()
        }
    }

    // MARK: Keys for games that read the keyboard

    /// `SDL_GetKeyboardState` with the keys the controls press pressed in, as of the last ``update(time:)``: a
    /// drop-in for a game that polls the keyboard. A key a control pressed even briefly since the update before
    /// shows for that frame. Like SDL's own, the array lives as long as the controls and stays current (it is
    /// rewritten at each update and key event), so a game may keep the pointer.
    public func keyboardState() -> (keys: UnsafePointer<UInt8>, count: Int32) {
        virtualKeys.keyboardState()
    }

    /// Whether a key is down, on the keyboard or pressed by a control, as ``keyboardState()`` shows it
    /// (raylib's `IsKeyDown`). A key whose key-down event the controls were given is down until its key-up or
    /// a focus loss, even when SDL's own state never saw it (`SDL_PushEvent`, as a headless test sends keys).
    /// - Parameter key: the scancode (`SDL_SCANCODE_SPACE`)
    public func isKeyDown(_ key: some ScancodeValue) -> Bool {
        virtualKeys.isDown(key.scancode)
    }

    /// Whether a key went down, on the keyboard or by a control, between the two latest updates (raylib's
    /// `IsKeyPressed`): a game that reads after the update sees every press once.
    /// - Parameter key: the scancode
    public func wasKeyPressed(_ key: some ScancodeValue) -> Bool {
        virtualKeys.wasPressed(key.scancode)
    }

    /// Whether a key went up between the two latest updates (raylib's `IsKeyReleased`).
    /// - Parameter key: the scancode
    public func wasKeyReleased(_ key: some ScancodeValue) -> Bool {
        virtualKeys.wasReleased(key.scancode)
    }

    /// Whether the keys the controls press also go into SDL's queue as `SDL_KEYDOWN` and `SDL_KEYUP` events
    /// (repeat 0, the renderer's window), for a game that handles key events: a real key a finger also holds
    /// through a control stays down for the game until both let go (the real key's own down and up are then
    /// taken by ``handle(_:)``). Off at first; turning it off pushes the key-up of every key it pushed down.
    public var pushesKeyEvents: Bool {
        get { virtualKeys.pushesEvents }
        set { virtualKeys.pushesEvents = newValue }
    }

    /// Keys and pads update: what the controls press after a change.
    func syncKeys() {
        virtualKeys.sync(devices: input)
    }

    // MARK: Looks and feel

    /// Whether the debug overlay is drawn over the controls. Off at first.
    public var showsDebugOverlay: Bool {
        get { overlay.isEnabled }
        set { overlay.isEnabled = newValue }
    }

    /// The opacity (0...1, default 0.5) of a stick no finger holds and a button not down: idle controls are
    /// see-through over the game, fully opaque under the thumb. 1 draws them the same held or not.
    public var idleAlpha: Double {
        get { drawing.idleAlpha }
        set { if newValue.isFinite { drawing.idleAlpha = min(max(newValue, 0), 1) } }
    }

    /// The opacity (0...1, default 0.35) the controls are dimmed to while a keyboard or game controller drives
    /// them (``isDimmed``).
    public var dimmedAlpha: Double {
        get { drawing.dimmedAlpha }
        set { if newValue.isFinite { drawing.dimmedAlpha = min(max(newValue, 0), 1) } }
    }

    /// True while a keyboard or game controller was used last: the controls are drawn dimmed to
    /// ``dimmedAlpha``.
    public var isDimmed: Bool { input.dimsScreenControls }

    /// The kind of device that drove the controls last.
    public var lastDevice: InputDevice { input.lastDevice }

    /// When on, the controls step aside for a game controller or the keyboard: once one has been in use for
    /// ``stepAsideGrace`` without a touch they are not drawn at all (rather than dimmed), and they are back at
    /// the next touch. The grace keeps a pad plugged in or a stray key from making them flicker. Off at first.
    public var stepsAside = false

    /// How long a keyboard or game controller is used before the controls step aside: 0.8 s.
    public static let stepAsideGrace = 0.8

    /// Whether the controls have stepped aside now (``stepsAside``).
    public var hasSteppedAside: Bool {
        stepsAside && input.dimsScreenControls
            && input.deviceLastUsed - input.deviceInUseSince >= Self.stepAsideGrace
    }

    /// A game controller stick's own dead zone (0...1, default 0.2), applied before the stick's: real pads rest
    /// slightly off centre.
    public var gamepadDeadZone: Double {
        get { input.padDeadZone }
        set { if newValue.isFinite { input.padDeadZone = min(max(newValue, 0), 1) } }
    }

    /// Loads a picture for a control: a PNG, JPEG, GIF or BMP file, at most 4096 pixels a side or the largest
    /// texture the renderer makes, and at most ``Image/maxFileSize`` bytes (68 MB).
    /// - Parameter path: the file
    /// - Throws: ``ControlsError`` naming the file and the reason
    public func image(contentsOf path: String) throws(ControlsError) -> Image {
        var side = Image.maxSide
        if rendererExists, let largest = backend.canvas.largestTextureSide { side = min(side, largest) }
        return try Image(contentsOf: path, maxSide: side, decoder: backend)
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
    ///   - up: the button up
    ///   - down: the button held down
    public func setImages(of button: TouchButton, up: Image?, down: Image?) {
        if let up { drawing.setImage(up, as: .button, for: button) }
        if let down { drawing.setImage(down, as: .buttonPressed, for: button) }
    }

    /// The pictures a stick is drawn with: its own where it has them (``setImages(of:base:handle:)``), else the
    /// built-in ones.
    /// - Parameter stick: the stick
    public func images(of stick: JoyStick) -> (base: Image, handle: Image) {
        let images = drawing.images(for: stick)
        return (images.base, images.handle)
    }

    /// The pictures a button is drawn with, up and held down: its own where it has them, else the built-in ones.
    /// - Parameter button: the button
    public func images(of button: TouchButton) -> (up: Image, down: Image) {
        let images = drawing.images(for: button)
        return (images.button, images.buttonPressed)
    }

    /// Whether a picture is one of the built-in ones the controls draw with when a control has none of its own.
    /// - Parameter image: a picture ``images(of:)-(JoyStick)`` gave
    public func isBuiltIn(_ image: Image) -> Bool {
        drawing.images.contains(image)
    }

    /// Draws a stick with the built-in pictures again, forgetting the ones of its own.
    /// - Parameter stick: the stick
    public func resetImages(of stick: JoyStick) {
        drawing.setImage(nil, as: .base, for: stick)
        drawing.setImage(nil, as: .handle, for: stick)
    }

    /// Draws a button with the built-in pictures again, forgetting the ones of its own.
    /// - Parameter button: the button
    public func resetImages(of button: TouchButton) {
        drawing.setImage(nil, as: .button, for: button)
        drawing.setImage(nil, as: .buttonPressed, for: button)
    }

    // MARK: Bindings: what each control is to a game that reads keys or pads

    /// Binds a stick to four keys, both ways: the keys push the stick as a finger would (two together push a
    /// diagonal), and a finger on the stick presses them by its direction (a diagonal presses two) for a game
    /// that reads the keyboard. A stick may be bound to several sets (the arrows and WASD): each moves it, and
    /// a finger presses them all. A key pressed on the keyboard is never pressed again by the stick it moves.
    ///
    /// Keys are scancodes (`SDL_SCANCODE_W`): the physical key, what `SDL_GetKeyboardState` indexes, so WASD
    /// stays under the same fingers on any keyboard layout.
    /// - Parameters:
    ///   - stick: one of these controls' sticks
    ///   - up: the key for up (`SDL_SCANCODE_UNKNOWN`: none)
    ///   - left: for left
    ///   - down: for down
    ///   - right: for right
    public func bindScancodes<Key: ScancodeValue>(_ stick: JoyStick, up: Key, left: Key, down: Key, right: Key) {
        guard surface.contains(stick) else { return }
        let (up, left, down, right) = (up.scancode, left.scancode, down.scancode, right.scancode)
        input.bindKeys(up: up, left: left, down: down, right: right, to: stick)
        virtualKeys.add(stick, up: up, left: left, down: down, right: right, devices: input)
    }

    /// Unbinds every key set of a stick: the keys it pressed come up.
    /// - Parameter stick: the stick
    public func unbindScancodes(_ stick: JoyStick) {
        input.unbindKeys(from: stick)
        virtualKeys.remove(stick)
        virtualKeys.syncIfChanged(devices: input)
    }

    /// Binds a button to a key, both ways: the key holds the button down, and a finger on the button presses
    /// the key for a game that reads the keyboard. A button may have several keys.
    /// - Parameters:
    ///   - button: one of these controls' buttons
    ///   - key: the scancode (`SDL_SCANCODE_SPACE`)
    public func bindScancode(_ button: TouchButton, _ key: some ScancodeValue) {
        guard surface.contains(button) else { return }
        input.bind(key: key.scancode, to: button)
        virtualKeys.add(button, key: key.scancode, devices: input)
    }

    /// Unbinds a button's keys: the keys it pressed come up, and a key holding it lets go.
    /// - Parameter button: the button
    public func unbindScancode(_ button: TouchButton) {
        input.unbindKeys(from: button)
        virtualKeys.remove(button)
        virtualKeys.syncIfChanged(devices: input)
    }

    /// Binds a stick to a game controller's stick, both ways: a real pad's stick (the left one with its d-pad)
    /// drives it, and a finger on it moves that stick of the published pad (``publishGamepad()``). One stick
    /// per side: binding another takes the side from this one.
    /// - Parameters:
    ///   - stick: one of these controls' sticks
    ///   - side: the left or the right stick
    public func bindGamepadStick(_ stick: JoyStick, _ side: GamepadStick) {
        guard surface.contains(stick) else { return }
        unbindGamepadStick(stick)
        input.setPadStick(stick, left: side == .left)
        gamepad?.leftStick = input.leftPadStick
        gamepad?.rightStick = input.rightPadStick
        // A pad already pushing it now drives it: the keys it pressed come up.
        virtualKeys.sync(stick, devices: input)
        virtualKeys.syncIfChanged(devices: input)
    }

    /// Unbinds a stick from the game controller's stick it was bound to; that stick of the published pad
    /// rests at 0.
    /// - Parameter stick: the stick
    public func unbindGamepadStick(_ stick: JoyStick) {
        if input.leftPadStick === stick { input.setPadStick(nil, left: true) }
        if input.rightPadStick === stick { input.setPadStick(nil, left: false) }
        gamepad?.unbind(stick)
        virtualKeys.sync(stick, devices: input)
        virtualKeys.syncIfChanged(devices: input)
    }

    /// Binds a button to a game controller button, both ways: a real pad's button holds it down, and a finger
    /// on it presses that button of the published pad (``publishGamepad()``). A button may have several.
    /// - Parameters:
    ///   - button: one of these controls' buttons
    ///   - padButton: the pad button (`SDL_CONTROLLER_BUTTON_A`)
    public func bindGamepadButton(_ button: TouchButton, _ padButton: some GamepadButtonValue) {
        guard surface.contains(button) else { return }
        let padButton = padButton.gamepadButton
        input.bind(padButton: padButton, to: button)
        gamepad?.bind(padButton, to: button)
        // A pad button already held now holds it: the key it pressed comes up.
        virtualKeys.sync(button, devices: input)
    }

    /// Unbinds a button's game controller buttons: a pad button holding it lets go, and the published pad's
    /// buttons it pressed come up.
    /// - Parameter button: the button
    public func unbindGamepadButton(_ button: TouchButton) {
        input.unbindPadButtons(from: button)
        gamepad?.unbind(button)
        virtualKeys.sync(button, devices: input)
        virtualKeys.syncIfChanged(devices: input)
    }

    // MARK: A virtual game controller

    /// Publishes the controls as an SDL virtual game controller, for a game that reads only
    /// `SDL_GameController`: the sticks and buttons bound to its sticks and buttons
    /// (``bindGamepadStick(_:_:)``, ``bindGamepadButton(_:_:)``) move it. It is updated in
    /// ``update(time:)``. SDL's game controller subsystem must be on; set
    /// `SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS` to "1" before `SDL_Init` if it must work without focus. A
    /// pad already published stays.
    /// - Throws: ``ControlsError`` when SDL cannot attach it
    public func publishGamepad() throws(ControlsError) {
        guard gamepad == nil else { return }
        let pad = try VirtualGamepad(backend: backend)
        // What the input's pads drive is what the published pad shows: the bindings are the input's.
        pad.leftStick = input.leftPadStick
        pad.rightStick = input.rightPadStick
        pad.buttons = input.gamepadButtons()
        gamepad = pad
    }

    /// Detaches the published game controller, if any.
    public func unpublishGamepad() {
        gamepad = nil
    }

    /// The published game controller's joystick instance id, stable for its life, or nil.
    public var gamepadInstanceID: GamepadID? { gamepad?.instanceID }
}

/// A game controller's stick, for ``OnScreenControls/bindGamepadStick(_:_:)``.
public enum GamepadStick: Sendable {
    /// The left stick, with the d-pad.
    case left
    /// The right stick.
    case right
}
