import CSDL2
import JoyStickEngine

/// Drives a `ControlSurface` from the game's input: decode each SDL event with ``event(from:)``, give the
/// ``InputEvent`` to ``handle(_:time:)-(InputEvent,_)`` (``handle(_:time:)-(SDL_Event,_)`` does both), and call
/// ``update(time:)`` once per frame.
///
/// - Fingers become touches with their own `TouchID`; the left mouse button is one more touch,
///   ``mouseTouch``. SDL's synthesized duplicates never arrive (see ``InputEvent/init(_:screen:)``).
/// - Positions are read into the game's logical space by ``screen`` (letterboxing and hi-DPI included).
/// - ``InputEvent/focusLost`` (focus loss, minimising, hiding, going to the background) and
///   ``InputEvent/quit`` release every control, and a mouse button released where the window did not see it
///   releases what the mouse held, so no stick stays stuck.
/// - Any four keys (scancodes) drive a stick (``bindKeys(up:left:down:right:to:)``); ``bind(key:to:)`` binds
///   keys (space, enter) to buttons; game controllers (hot-plugged) drive ``leftPadStick``, ``rightPadStick``
///   and the buttons of ``bind(padButton:to:)``; ``isHeld(_:)`` tells whether any key or pad button is down,
///   for game actions with no on-screen control. Whichever device was used last wins, and
///   ``dimsScreenControls`` tells a renderer to fade the on-screen controls meanwhile.
package final class SDLControlInput {
    /// The controls the events drive.
    package let surface: ControlSurface
    /// How pointer positions map into the game's coordinates. Refreshed from ``renderer`` on window size
    /// events; set it directly when there is no renderer.
    // What the per-event path reads and writes (the screen, the device, the touches down, the mouse button) is
    // stored privately, behind the accessors the package sees: Swift then sees every access to the storage,
    // proves that none overlaps another (none calls into code it cannot see) and checks none at run time, as
    // it would check each access to a stored property other modules may reach (Benchmarks/README.md,
    // "Unchecked exclusivity").
    package var screen: LogicalScreen {
        get { currentScreen }
        set { currentScreen = newValue }
    }
    private var currentScreen: LogicalScreen
    /// Whether ``screen`` is the renderer's output pixels whatever logical size it has: events are then read as
    /// the window receives them, before SDL's renderer rewrites them for its logical size.
    package var ignoresLogicalSize = false {
        didSet { if ignoresLogicalSize != oldValue { refreshScreen() } }
    }
    /// The renderer whose logical size, output size and window define ``screen``.
    package var renderer: OpaquePointer? {
        didSet {
            rendererWindow = renderer.flatMap(SDL_RenderGetWindow).map(SDL_GetWindowID)
            refreshScreen()
        }
    }
    /// The id of the window ``renderer`` draws to, to tell whether the renderer still exists.
    private var rendererWindow: UInt32?

    /// Whether ``renderer`` still exists, as far as SDL can tell: its window is open and still has it
    /// (`SDL_DestroyRenderer` takes it from its window). A renderer of a surface, with no window, is taken
    /// to exist. False without a renderer.
    package var rendererExists: Bool {
        guard let renderer else { return false }
        guard let rendererWindow else { return true }
        guard let window = SDL_GetWindowFromID(rendererWindow) else { return false }
        return SDL_GetRenderer(window) == renderer
    }

    /// The touch identity of the left mouse button (no SDL touch device uses it).
    package static let mouseTouch = InputEvent.mouseTouch

    /// Four keys that push a stick up, left, down and right, with the directions they hold now.
    private struct KeySet {
        /// Up, left, down, right.
        var keys: [SDL_Scancode]
        var held = DirectionKeys()
    }
    /// A stick's key sets.
    private struct StickKeys {
        var stick: JoyStick
        var sets: [KeySet]

        /// The directions its keys hold now.
        var held: DirectionKeys { sets.reduce(DirectionKeys()) { $0.union($1.held) } }
    }
    /// A button's keys and game controller buttons.
    private struct ButtonBindings {
        var button: TouchButton
        var keys: [SDL_Scancode] = []
        var padButtons: [SDL_GameControllerButton] = []
    }
    // By control: what drives one is found, and forgotten, without a search through the others'.
    private var stickKeys = IdentityList<StickKeys>()
    private var buttonBindings = IdentityList<ButtonBindings>()
    /// The stick a game controller's left stick (and d-pad) drives.
    package var leftPadStick: JoyStick?
    /// The stick a game controller's right stick drives.
    package var rightPadStick: JoyStick?
    /// A pad stick's own dead zone (0...1), applied before the stick's: real pads rest slightly off centre.
    package var padDeadZone = 0.2
    /// When false (the default) virtual joysticks, such as a ``VirtualGamepad``, are not read as input.
    package var readsVirtualControllers = false

    /// The device used last.
    package var lastDevice: InputDevice { device }
    private var device: InputDevice = .touch
    /// Since when ``lastDevice`` has been in use without a pause longer than ``deviceUsePause``, and when it
    /// was last used (a key or pad button held counts at each ``update(time:)``): how long a keyboard or a pad
    /// has been in use.
    package private(set) var deviceInUseSince = 0.0
    package private(set) var deviceLastUsed = 0.0
    /// The longest pause within one use of a device: 0.8 s.
    package static let deviceUsePause = 0.8

    /// Notes the device an input came from, at a time.
    private func use(_ device: InputDevice, at time: Double) {
        if device != self.device || time - deviceLastUsed > Self.deviceUsePause {
            deviceInUseSince = time
        }
        self.device = device
        deviceLastUsed = time
    }
    /// True while a keyboard or game controller is in use: on-screen controls are dimmed
    /// until the next touch.
    package var dimsScreenControls: Bool { !lastDevice.usesScreen }

    /// The latest time the controls were given, by an event or ``update(time:)``: what a change made between
    /// events (a release, a removal) is timed with.
    package var lastTime: Double { latestTime }
    private var latestTime = 0.0

    /// Touches currently down (captured by a control or not), for a debug overlay: id and last logical point.
    package var activeTouches: TouchesDown { touchesDown }
    private var touchesDown = TouchesDown()

    private var mouseIsDown = false
    private var padDirections = DirectionKeys()
    private var padAxes = (leftX: 0.0, leftY: 0.0, rightX: 0.0, rightY: 0.0)
    private var controllers: [(instance: SDL_JoystickID, controller: OpaquePointer)] = []
    /// Keys and pad buttons held down (at most 32 of each): a button two of them hold stays down until both
    /// let go, and ``isHeld(_:)`` reads them.
    private var heldKeys: [SDL_Scancode] = []
    private var heldPadButtons: [Int32] = []

    /// Creates the input side of a control surface.
    /// - Parameters:
    ///   - surface: the controls to drive
    ///   - screen: the coordinate mapping to start with (refreshed from `renderer` when one is given)
    ///   - renderer: the game's renderer, if any
    package init(surface: ControlSurface, screen: LogicalScreen, renderer: OpaquePointer? = nil) {
        self.surface = surface
        self.currentScreen = screen
        self.renderer = renderer
        rendererWindow = renderer.flatMap(SDL_RenderGetWindow).map(SDL_GetWindowID)
        controllers.reserveCapacity(4)
        heldKeys.reserveCapacity(32)
        heldPadButtons.reserveCapacity(32)
        refreshScreen()
    }

    /// Creates the input side of a control surface for a game's renderer: the logical size, output size and
    /// window size are read from it now and whenever the window changes.
    /// - Parameters:
    ///   - surface: the controls to drive
    ///   - renderer: the game's renderer, its logical size set if the game uses one
    package convenience init(surface: ControlSurface, renderer: OpaquePointer) {
        let unknown = Size(width: 0, height: 0)
        self.init(surface: surface, screen: LogicalScreen(logicalSize: nil, windowSize: unknown), renderer: renderer)
    }

    deinit {
        closeControllers()
    }

    /// Closes the game controllers this input opened; call it before `SDL_Quit` if the input outlives SDL.
    package func closeControllers() {
        for entry in controllers {
            SDL_GameControllerClose(entry.controller)
        }
        controllers.removeAll()
    }

    /// Opens every game controller already connected (virtual ones only if ``readsVirtualControllers``).
    ///
    /// SDL announces connected pads with `SDL_CONTROLLERDEVICEADDED` when its game controller subsystem
    /// starts; an input made after those events were polled calls this instead. Pads already open are
    /// skipped, so a later `SDL_CONTROLLERDEVICEADDED` for the same pad does no harm.
    package func openConnectedControllers() {
        guard SDL_WasInit(SDL_INIT_GAMECONTROLLER) != 0 else { return }
        for index in 0..<max(SDL_NumJoysticks(), 0) {
            openController(deviceIndex: index)
        }
    }

    /// Reads the logical size, output size and window size from ``renderer`` (nothing once it is destroyed).
    package func refreshScreen() {
        guard let renderer, rendererExists else { return }
        var lw: Int32 = 0, lh: Int32 = 0, ow: Int32 = 0, oh: Int32 = 0, ww: Int32 = 0, wh: Int32 = 0
        SDL_RenderGetLogicalSize(renderer, &lw, &lh)
        guard SDL_GetRendererOutputSize(renderer, &ow, &oh) == 0 else { return }
        if let window = SDL_RenderGetWindow(renderer) {
            SDL_GetWindowSize(window, &ww, &wh)
        } else {
            (ww, wh) = (ow, oh)
        }
        screen = LogicalScreen(
            logicalSize: lw > 0 && lh > 0 && !ignoresLogicalSize ? Size(width: Double(lw), height: Double(lh)) : nil,
            windowSize: Size(width: Double(ww), height: Double(wh)),
            outputSize: Size(width: Double(ow), height: Double(oh)),
            presentation: Self.presentation())
    }

    /// How the running SDL presents a logical size: sdl2-compat, SDL2's library over SDL3, numbers its releases
    /// from patch level 50 and presents it as SDL3 does.
    private static func presentation() -> LogicalScreen.Presentation {
        var version = SDL_version()
        SDL_GetVersion(&version)
        return version.patch >= 50 ? .sdl3 : .sdl2
    }

    /// The engine time of an event: its SDL timestamp in seconds.
    /// - Parameter event: an SDL event
    /// - Returns: the event's `timestamp` (milliseconds since SDL started) in seconds
    package static func time(of event: SDL_Event) -> Double {
        time(milliseconds: event.common.timestamp)
    }

    /// An SDL timestamp (milliseconds since SDL started) in seconds.
    @inline(__always)
    private static func time(milliseconds: UInt32) -> Double {
        Double(milliseconds) / 1000
    }

    /// Decodes an SDL event with this input's ``screen``: what the game, a recorder and
    /// ``handle(_:time:)-(InputEvent,_)`` take. Nil for events that are not input, and for SDL's synthesized
    /// duplicates.
    /// - Parameter event: an event from `SDL_PollEvent`
    package func event(from event: SDL_Event) -> InputEvent? {
        InputEvent(event, screen: screen)
    }

    /// Decodes one SDL event and feeds it to the controls: ``event(from:)``, then
    /// ``handle(_:time:)-(InputEvent,_)``.
    /// - Parameters:
    ///   - event: the event from `SDL_PollEvent`
    ///   - time: the engine time to use; by default the event's timestamp in seconds
    /// - Returns: true when a control consumed the event (the game need not act on it)
    @discardableResult @inline(__always)
    package func handle(_ event: SDL_Event, time: Double? = nil) -> Bool {
        // The commonest event, a finger's motion, goes straight to its touch: decoded as
        // InputEvent(_:screen:) decodes it, then handled as handle(_:time:) handles .touchMove, without building
        // the value in between (a third of the cost of a motion).
        if event.type == SDL_FINGERMOTION.rawValue { return handle(motion: event.tfinger, time: time) }
        return decodeAndHandle(event, time: time)
    }

    /// A finger's motion (an `SDL_FINGERMOTION`'s `tfinger`), as ``handle(_:time:)-(SDL_Event,_)`` handles it.
    @inline(__always)
    package func handle(motion finger: SDL_TouchFingerEvent, time: Double?) -> Bool {
        guard finger.touchId != InputEvent.mouseTouchDevice else { return false }
        return moveTouch(TouchID(device: finger.touchId, finger: finger.fingerId),
                         to: screen.point(fingerX: finger.x, fingerY: finger.y),
                         time: time ?? Self.time(milliseconds: finger.timestamp))
    }

    /// Every other event: decoded, then handled. A call of its own, so that the motion's path does not make room
    /// for what decoding needs.
    @inline(never)
    private func decodeAndHandle(_ event: SDL_Event, time: Double?) -> Bool {
        guard let input = self.event(from: event) else { return false }
        return handle(input, time: time ?? Self.time(of: event))
    }

    /// Feeds one input event to the controls.
    /// - Parameters:
    ///   - event: the decoded event
    ///   - time: the engine time, seconds
    /// - Returns: true when a control consumed the event (the game need not act on it)
    @discardableResult
    package func handle(_ event: InputEvent, time: Double) -> Bool {
        if time.isFinite { latestTime = time }
        switch event {
        case .touchDown(let id, let point):
            use(.touch, at: time)
            let captured = surface.touchBegan(id, at: point, time: time)
            // Every touch, captured or not: the overlay shows the ones that missed too.
            noteTouch(id, at: point)
            return captured
        case .touchMove(let id, let point):
            return moveTouch(id, to: point, time: time)
        case .touchUp(let id, let point):
            return endTouch(id, at: point, time: time)
        case .touchCancel(let id):
            return endTouch(id, at: nil, time: time)
        case .mouseDown(let point):
            use(.mouse, at: time)
            mouseIsDown = true
            let captured = surface.touchBegan(Self.mouseTouch, at: point, time: time)
            noteTouch(Self.mouseTouch, at: point)
            return captured
        case .mouseMove(let point, let held):
            guard mouseIsDown else { return false }
            // The button came up where the window could not see it (outside, without mouse capture).
            guard held else {
                mouseIsDown = false
                return endTouch(Self.mouseTouch, at: point, time: time)
            }
            noteTouch(Self.mouseTouch, at: point, onlyIfKnown: true)
            return surface.touchMoved(Self.mouseTouch, at: point, time: time)
        case .mouseUp(let point):
            mouseIsDown = false
            return endTouch(Self.mouseTouch, at: point, time: time)
        // Keys and pads drive the controls bound to them and stay the game's: a game that reads the keyboard or
        // a pad sees them as it always did.
        case .keyDown(let key, let isRepeat):
            if !isRepeat { handleKey(key, down: true, time: time) }
        case .keyUp(let key):
            handleKey(key, down: false, time: time)
        case .padButtonDown(let button, let pad):
            handlePadButton(button, down: true, pad: pad, time: time)
        case .padButtonUp(let button, let pad):
            handlePadButton(button, down: false, pad: pad, time: time)
        case .padAxis(let axis, let value, let pad):
            handlePadAxis(axis, value: value, pad: pad, time: time)
        case .padAdded(let index):
            openController(deviceIndex: index)
        case .padRemoved(let pad):
            closeController(instance: pad, time: time)
        case .focusLost, .quit:
            releaseAll(time: time)
        case .windowResized:
            refreshScreen()
        case .focusGained, .mouseWheel:
            break
        }
        return false
    }

    /// True while a key is held down (any key, bound or not; repeats do not count).
    /// - Parameter key: the scancode
    package func isHeld(_ key: SDL_Scancode) -> Bool {
        heldKeys.contains(key)
    }

    /// Whether a stick passes its position on, as the keys it presses or a published pad's stick: not while keys
    /// or a pad alone push it (the game reads those already; passed on, they would echo).
    /// - Parameters:
    ///   - stick: the stick
    ///   - devices: the input whose keys and pads drive controls, if any
    package static func passesOn(_ stick: JoyStick, devices: SDLControlInput?) -> Bool {
        stick.isActive || devices?.drives(stick) != true
    }

    /// Whether a button passes its press on, as the keys it presses or a published pad's buttons: while it is
    /// down, but not while its own bound keys or pad buttons alone hold it.
    /// - Parameters:
    ///   - button: the button
    ///   - devices: the input whose keys and pads drive controls, if any
    package static func passesOn(_ button: TouchButton, devices: SDLControlInput?) -> Bool {
        button.isDown && (button.isActive || devices?.holds(button) != true)
    }

    /// Whether keys or a pad push a stick now (a finger may hold it too).
    /// - Parameter stick: the stick
    package func drives(_ stick: JoyStick) -> Bool {
        let (x, y) = deflection(for: stick)
        return x != 0 || y != 0
    }

    /// Whether a button's own bound keys or pad buttons hold it down.
    /// - Parameter button: the button
    package func holds(_ button: TouchButton) -> Bool {
        guard let bindings = buttonBindings[ObjectIdentifier(button)] else { return false }
        return bindings.keys.contains { heldKeys.contains($0) }
            || bindings.padButtons.contains { heldPadButtons.contains($0.rawValue) }
    }

    /// True while a button of an open game controller is held down.
    /// - Parameter button: the button
    package func isHeld(padButton button: SDL_GameControllerButton) -> Bool {
        heldPadButtons.contains(button.rawValue)
    }

    /// Advances the controls' timers; call once per frame.
    /// - Parameter time: the engine time, seconds
    package func update(time: Double) {
        if time.isFinite { latestTime = time }
        // A key or a pad held down is a device in use, though it sends nothing more.
        if !lastDevice.usesScreen, !heldKeys.isEmpty || !heldPadButtons.isEmpty || padAxes != (0, 0, 0, 0) {
            deviceLastUsed = time
        }
        surface.update(time: time)
    }

    /// Makes four keys push a stick up, left, down and right, as a finger would (two keys together push a
    /// diagonal). A stick may have several sets (arrows and WASD) and several sticks may have sets; a key
    /// already bound to another stick drives both.
    /// - Parameters:
    ///   - up: the key that pushes it up (a scancode: `SDL_SCANCODE_W`)
    ///   - left: the key that pushes it left
    ///   - down: the key that pushes it down
    ///   - right: the key that pushes it right
    ///   - stick: the stick
    package func bindKeys(up: SDL_Scancode, left: SDL_Scancode, down: SDL_Scancode, right: SDL_Scancode,
                          to stick: JoyStick) {
        let set = KeySet(keys: [up, left, down, right])
        let id = ObjectIdentifier(stick)
        if stickKeys[id] == nil {
            stickKeys.append(StickKeys(stick: stick, sets: [set]), for: id)
        } else {
            stickKeys[id]?.sets.append(set)
        }
    }

    /// Makes a key hold a button down, as a finger would; a button may have several, and a key several buttons.
    /// - Parameters:
    ///   - key: the scancode
    ///   - button: the button
    package func bind(key: SDL_Scancode, to button: TouchButton) {
        let id = ObjectIdentifier(button)
        if buttonBindings[id] == nil { buttonBindings.append(ButtonBindings(button: button), for: id) }
        buttonBindings[id]?.keys.append(key)
    }

    /// Makes a game controller's button hold a button down; a button may have several, and a pad button several
    /// buttons.
    /// - Parameters:
    ///   - padButton: the pad button
    ///   - button: the button
    package func bind(padButton: SDL_GameControllerButton, to button: TouchButton) {
        let id = ObjectIdentifier(button)
        if buttonBindings[id] == nil { buttonBindings.append(ButtonBindings(button: button), for: id) }
        buttonBindings[id]?.padButtons.append(padButton)
    }

    /// Forgets every key set bound to a stick (``bindKeys(up:left:down:right:to:)``); keys still held let go
    /// of it.
    /// - Parameter stick: the stick
    package func unbindKeys(from stick: JoyStick) {
        guard let removed = stickKeys.remove(ObjectIdentifier(stick)) else { return }
        if removed.held != DirectionKeys() { refresh(stick, time: lastTime) }
    }

    /// Forgets the keys bound to a button; a key holding it lets go.
    /// - Parameter button: the button
    package func unbindKeys(from button: TouchButton) {
        let wasHeld = holds(button)
        forget(button, keys: true, padButtons: false)
        if wasHeld { hold(button, false, time: lastTime) }
    }

    /// Forgets the pad buttons bound to a button; a pad button holding it lets go.
    /// - Parameter button: the button
    package func unbindPadButtons(from button: TouchButton) {
        let wasHeld = holds(button)
        forget(button, keys: false, padButtons: true)
        if wasHeld { hold(button, false, time: lastTime) }
    }

    /// Forgets a button's keys, its pad buttons, or both; the button's record goes with its last binding.
    private func forget(_ button: TouchButton, keys: Bool, padButtons: Bool) {
        let id = ObjectIdentifier(button)
        guard var bindings = buttonBindings[id] else { return }
        if keys { bindings.keys = [] }
        if padButtons { bindings.padButtons = [] }
        buttonBindings[id] = bindings.keys.isEmpty && bindings.padButtons.isEmpty ? nil : bindings
    }

    /// The buttons bound to game controller buttons, with theirs: what a published pad presses for them.
    package func gamepadButtons() -> VirtualGamepad.Buttons {
        var published = VirtualGamepad.Buttons()
        for bindings in buttonBindings where !bindings.padButtons.isEmpty {
            published.append(VirtualGamepad.ButtonBinding(control: bindings.button, padButtons: bindings.padButtons),
                             for: ObjectIdentifier(bindings.button))
        }
        return published
    }

    /// Makes a pad's stick (the left one with its d-pad) drive a stick, in place of the stick it drove; nil
    /// frees it. The stick it drove lets go of what the pad held.
    package func setPadStick(_ stick: JoyStick?, left: Bool) {
        let old = left ? leftPadStick : rightPadStick
        guard old !== stick else { return }
        if left { leftPadStick = stick } else { rightPadStick = stick }
        if let old { refresh(old, time: lastTime) }
        refresh(stick, time: lastTime)
    }

    /// Forgets a stick's key and pad bindings (it is being removed).
    /// - Parameter stick: the stick
    package func unbind(_ stick: JoyStick) {
        unbindKeys(from: stick)
        if leftPadStick === stick { leftPadStick = nil }
        if rightPadStick === stick { rightPadStick = nil }
    }

    /// Forgets a button's key and pad bindings (it is being removed).
    /// - Parameter button: the button
    package func unbind(_ button: TouchButton) {
        buttonBindings.remove(ObjectIdentifier(button))
    }

    /// Releases every touch, key and pad direction (focus lost).
    /// - Parameter time: the engine time, seconds
    package func releaseAll(time: Double) {
        mouseIsDown = false
        stickKeys.updateEach { keys in
            for index in keys.sets.indices { keys.sets[index].held = DirectionKeys() }
        }
        padDirections = DirectionKeys()
        padAxes = (0, 0, 0, 0)
        heldKeys.removeAll(keepingCapacity: true)
        heldPadButtons.removeAll(keepingCapacity: true)
        touchesDown.removeAll()
        surface.cancelAll(time: time)
    }

    // MARK: Touch and mouse

    /// A finger moved: the overlay follows it and its control hears of it.
    @inline(__always)
    private func moveTouch(_ id: TouchID, to point: Point, time: Double) -> Bool {
        if time.isFinite { latestTime = time }
        noteTouch(id, at: point, onlyIfKnown: true)
        return surface.touchMoved(id, at: point, time: time)
    }

    /// A finger or the mouse let go (at a point) or was cancelled (nil): the overlay forgets it, its control
    /// releases, and keys or a pad still held take their stick back. The one way every touch ends.
    private func endTouch(_ id: TouchID, at point: Point?, time: Double) -> Bool {
        forgetTouch(id)
        let owned = if let point { surface.touchEnded(id, at: point, time: time) }
            else { surface.touchCancelled(id, time: time) }
        if owned { refreshKeyAndPadSticks(time: time) }
        return owned
    }

    private func noteTouch(_ id: TouchID, at point: Point, onlyIfKnown: Bool = false) {
        touchesDown.note(id, at: point, onlyIfKnown: onlyIfKnown)
    }

    private func forgetTouch(_ id: TouchID) {
        touchesDown.forget(id)
    }

    // MARK: Keyboard

    /// A key drives every control bound to it: the sticks it pushes and the buttons it holds.
    private func handleKey(_ key: SDL_Scancode, down: Bool, time: Double) {
        heldKeys.removeAll { $0 == key }
        if down, heldKeys.count < heldKeys.capacity { heldKeys.append(key) }
        // The directions first, then the sticks and buttons (whose callbacks may change the bindings), over a copy
        // of the bindings as they are now.
        stickKeys.updateEach { keys in
            for index in keys.sets.indices {
                guard let slot = keys.sets[index].keys.firstIndex(of: key) else { continue }
                let way: DirectionKeys.Way = [.up, .left, .down, .right][slot]
                keys.sets[index].held.mark(way, down)
            }
        }
        let sticks = stickKeys
        for keys in sticks where keys.sets.contains(where: { $0.keys.contains(key) }) {
            if down { use(.keyboard, at: time) }
            refresh(keys.stick, time: time)
        }
        let buttons = buttonBindings
        for bindings in buttons where bindings.keys.contains(key) {
            // A button another's callback unbound from this key (or removed) meanwhile is left alone.
            guard buttonBindings[ObjectIdentifier(bindings.button)]?.keys.contains(key) == true else { continue }
            if down { use(.keyboard, at: time) }
            hold(bindings.button, down, time: time)
        }
    }

    /// Presses a button, or releases it unless another bound key or pad button still holds it.
    private func hold(_ button: TouchButton, _ down: Bool, time: Double) {
        button.setDown(down || holds(button), time: time)
    }

    /// What the keys and pads together ask of a stick: a pad's analog stick outside its dead zone, else the
    /// d-pad, else the keyboard. One place decides, so a resting pad's small axis changes do not cancel a held
    /// arrow key, and letting go of one device leaves the others in force.
    private func deflection(for stick: JoyStick) -> (x: Double, y: Double) {
        if stick === leftPadStick {
            let analog = Self.applyingDeadZone(x: padAxes.leftX, y: padAxes.leftY, zone: padDeadZone)
            if analog.0 != 0 || analog.1 != 0 { return analog }
            let pad = padDirections.deflection
            if pad.x != 0 || pad.y != 0 { return pad }
        }
        if stick === rightPadStick {
            let analog = Self.applyingDeadZone(x: padAxes.rightX, y: padAxes.rightY, zone: padDeadZone)
            if analog.0 != 0 || analog.1 != 0 { return analog }
        }
        return (stickKeys[ObjectIdentifier(stick)]?.held ?? DirectionKeys()).deflection
    }

    /// Drives a stick from the keys and pads; when none asks for anything it homes, unless a finger holds it.
    private func refresh(_ stick: JoyStick?, time: Double) {
        guard let stick else { return }
        let (x, y) = deflection(for: stick)
        if x == 0, y == 0, stick.isActive { return }
        if x == 0, y == 0, stick.rawDisplacement == 0 { return }
        stick.setDeflection(x: x, y: y, time: time)
    }

    /// After a finger lets go, keys or a pad still held take the stick back.
    private func refreshKeyAndPadSticks(time: Double) {
        let sticks = stickKeys
        for keys in sticks where keys.held != DirectionKeys() { refresh(keys.stick, time: time) }
        refresh(leftPadStick, time: time)
        if rightPadStick !== leftPadStick { refresh(rightPadStick, time: time) }
    }

    // MARK: Game controllers

    private func openController(deviceIndex: Int32) {
        guard SDL_IsGameController(deviceIndex) == SDL_TRUE else { return }
        if !readsVirtualControllers, SDL_JoystickIsVirtual(deviceIndex) == SDL_TRUE { return }
        let instance = SDL_JoystickGetDeviceInstanceID(deviceIndex)
        guard !controllers.contains(where: { $0.instance == instance }),
              let controller = SDL_GameControllerOpen(deviceIndex) else { return }
        controllers.append((instance, controller))
    }

    private func closeController(instance: Int32, time: Double) {
        guard let index = controllers.firstIndex(where: { $0.instance == instance }) else { return }
        SDL_GameControllerClose(controllers[index].controller)
        controllers.remove(at: index)
        // A pad pulled out mid-push must not leave its sticks deflected or its buttons held.
        padAxes = (0, 0, 0, 0)
        padDirections = DirectionKeys()
        refresh(leftPadStick, time: time)
        refresh(rightPadStick, time: time)
        heldPadButtons.removeAll(keepingCapacity: true)
        let buttons = buttonBindings
        for bindings in buttons where !bindings.padButtons.isEmpty { hold(bindings.button, false, time: time) }
    }

    private func isOpen(_ instance: SDL_JoystickID) -> Bool {
        controllers.contains { $0.instance == instance }
    }

    private func handlePadAxis(_ axis: SDL_GameControllerAxis, value raw: Int16, pad: SDL_JoystickID,
                               time: Double) {
        guard isOpen(pad) else { return }
        let value = max(-1, Double(raw) / 32767)
        let isLeft: Bool
        switch axis {
        case SDL_CONTROLLER_AXIS_LEFTX: padAxes.leftX = value; isLeft = true
        case SDL_CONTROLLER_AXIS_LEFTY: padAxes.leftY = -value; isLeft = true
        case SDL_CONTROLLER_AXIS_RIGHTX: padAxes.rightX = value; isLeft = false
        case SDL_CONTROLLER_AXIS_RIGHTY: padAxes.rightY = -value; isLeft = false
        default: return
        }
        guard let stick = isLeft ? leftPadStick : rightPadStick else { return }
        let (x, y) = isLeft ? (padAxes.leftX, padAxes.leftY) : (padAxes.rightX, padAxes.rightY)
        let (dx, dy) = Self.applyingDeadZone(x: x, y: y, zone: padDeadZone)
        if dx != 0 || dy != 0 { use(.gamepad, at: time) }
        refresh(stick, time: time)
    }

    /// A pad button drives the stick its d-pad pushes and the buttons bound to it.
    private func handlePadButton(_ button: SDL_GameControllerButton, down: Bool, pad: SDL_JoystickID,
                                 time: Double) {
        guard isOpen(pad) else { return }
        heldPadButtons.removeAll { $0 == button.rawValue }
        if down, heldPadButtons.count < heldPadButtons.capacity { heldPadButtons.append(button.rawValue) }
        if leftPadStick != nil, padDirections.set(padButton: button.rawValue, down) {
            if down { use(.gamepad, at: time) }
            refresh(leftPadStick, time: time)
        }
        let buttons = buttonBindings
        for bindings in buttons where bindings.padButtons.contains(button) {
            guard buttonBindings[ObjectIdentifier(bindings.button)]?.padButtons.contains(button) == true else {
                continue
            }
            if down { use(.gamepad, at: time) }
            hold(bindings.button, down, time: time)
        }
    }

    /// A pad stick's position through its own radial dead zone, rescaled so the output starts at 0 at the
    /// zone's edge.
    static func applyingDeadZone(x: Double, y: Double, zone: Double) -> (Double, Double) {
        var (x, y) = (x, y)
        DeadZoneShape.radial.apply(x: &x, y: &y, zone: zone)
        return (x, y)
    }
}
