import JoyStickEngine

/// Drives a `ControlSurface` from the game's input: give each decoded ``InputEvent`` (the SDL backends decode
/// their SDL's events) to ``handle(_:time:)``, and call ``update(time:)`` once per frame.
///
/// - Fingers become touches with their own `TouchID`; the left mouse button is one more touch,
///   ``mouseTouch``. SDL's synthesized duplicates never arrive (the backends drop them).
/// - Positions are read into the game's logical space by ``screen`` (letterboxing and hi-DPI included).
/// - ``InputEvent/focusLost`` (focus loss, minimising, hiding, going to the background) and
///   ``InputEvent/quit`` release every control, and a mouse button released where the window did not see it
///   releases what the mouse held, so no stick stays stuck.
/// - Any four keys (scancodes) drive a stick (``bindKeys(up:left:down:right:to:)``); ``bind(key:to:)`` binds
///   keys (space, enter) to buttons; game controllers (hot-plugged) drive ``leftPadStick``, ``rightPadStick``
///   and the buttons of ``bind(padButton:to:)``; ``isHeld(_:)`` tells whether any key or pad button is down,
///   for game actions with no on-screen control. Whichever device was used last wins, and
///   ``dimsScreenControls`` tells a renderer to fade the on-screen controls meanwhile.
package final class ControlInput {
    /// The controls the events drive.
    package let surface: ControlSurface
    /// How pointer positions map into the game's coordinates. Refreshed from ``backend`` on window size
    /// events; set it directly when there is none.
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
    /// The SDL whose renderer's logical size, output size and window define ``screen``, and whose gamepads
    /// this input opens.
    package let backend: (any ControlsBackend)?

    /// Whether the game's renderer still exists, as far as its SDL can tell (``ControlsCanvas/rendererExists``).
    /// False without a backend.
    package var rendererExists: Bool { backend?.canvas.rendererExists ?? false }

    /// The touch identity of the left mouse button (no SDL touch device uses it).
    package static let mouseTouch = InputEvent.mouseTouch

    /// Four keys that push a stick up, left, down and right, with the directions they hold now.
    private struct KeySet {
        /// Up, left, down, right.
        var keys: [Scancode]
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
        var keys: [Scancode] = []
        var padButtons: [GamepadButton] = []
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
    /// The gamepads this input opened.
    private var controllers: [GamepadID] = []
    /// Keys and pad buttons held down (at most 32 of each): a button two of them hold stays down until both
    /// let go, and ``isHeld(_:)`` reads them.
    private var heldKeys: [Scancode] = []
    private var heldPadButtons: [Int32] = []

    /// Creates the input side of a control surface.
    /// - Parameters:
    ///   - surface: the controls to drive
    ///   - screen: the coordinate mapping to start with (refreshed from `backend` when one is given)
    ///   - backend: the SDL of the game's renderer and gamepads, if any
    package init(surface: ControlSurface, screen: LogicalScreen, backend: (any ControlsBackend)? = nil) {
        self.surface = surface
        self.currentScreen = screen
        self.backend = backend
        controllers.reserveCapacity(4)
        heldKeys.reserveCapacity(32)
        heldPadButtons.reserveCapacity(32)
        refreshScreen()
    }

    /// Creates the input side of a control surface for a game's renderer: the logical size, output size and
    /// window size are read from it now and whenever the window changes.
    /// - Parameters:
    ///   - surface: the controls to drive
    ///   - backend: the SDL of the game's renderer (its logical size set if the game uses one) and gamepads
    package convenience init(surface: ControlSurface, backend: any ControlsBackend) {
        let unknown = Size(width: 0, height: 0)
        self.init(surface: surface, screen: LogicalScreen(logicalSize: nil, windowSize: unknown), backend: backend)
    }

    deinit {
        closeControllers()
    }

    /// Closes the game controllers this input opened; call it before `SDL_Quit` if the input outlives SDL.
    package func closeControllers() {
        for pad in controllers {
            backend?.closeGamepad(pad)
        }
        controllers.removeAll()
    }

    /// Opens every game controller already connected (virtual ones only if ``readsVirtualControllers``).
    ///
    /// SDL announces connected pads with an added event when its gamepad subsystem starts; an input made after
    /// those events were polled calls this instead. Pads already open are skipped, so a later added event for
    /// the same pad does no harm.
    package func openConnectedControllers() {
        guard let backend, backend.gamepadsAreOn else { return }
        for device in backend.connectedGamepads() {
            openController(deviceIndex: device)
        }
    }

    /// Reads the logical size, output size and window size from ``backend``'s renderer (nothing once it is
    /// destroyed).
    package func refreshScreen() {
        guard let backend, backend.canvas.rendererExists,
              let now = backend.canvas.screen(ignoringLogicalSize: ignoresLogicalSize) else { return }
        screen = now
    }

    /// A finger's motion: the commonest event, which the SDL backends hand over without building an
    /// ``InputEvent`` first (a third of the cost of a motion).
    /// - Parameters:
    ///   - id: the finger
    ///   - point: where it is now, in the game's coordinates
    ///   - time: the engine time, seconds
    /// - Returns: true when a control owns the finger
    @inline(__always)
    package func handle(motion id: TouchID, to point: Point, time: Double) -> Bool {
        moveTouch(id, to: point, time: time)
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
    package func isHeld(_ key: some ScancodeValue) -> Bool {
        heldKeys.contains(key.scancode)
    }

    /// Whether a stick passes its position on, as the keys it presses or a published pad's stick: not while keys
    /// or a pad alone push it (the game reads those already; passed on, they would echo).
    /// - Parameters:
    ///   - stick: the stick
    ///   - devices: the input whose keys and pads drive controls, if any
    package static func passesOn(_ stick: JoyStick, devices: ControlInput?) -> Bool {
        stick.isActive || devices?.drives(stick) != true
    }

    /// Whether a button passes its press on, as the keys it presses or a published pad's buttons: while it is
    /// down, but not while its own bound keys or pad buttons alone hold it.
    /// - Parameters:
    ///   - button: the button
    ///   - devices: the input whose keys and pads drive controls, if any
    package static func passesOn(_ button: TouchButton, devices: ControlInput?) -> Bool {
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
    package func isHeld(padButton button: some GamepadButtonValue) -> Bool {
        heldPadButtons.contains(button.gamepadButton.rawValue)
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
    ///   - up: the key that pushes it up (a scancode: `SDL_SCANCODE_W`'s)
    ///   - left: the key that pushes it left
    ///   - down: the key that pushes it down
    ///   - right: the key that pushes it right
    ///   - stick: the stick
    package func bindKeys<Key: ScancodeValue>(up: Key, left: Key, down: Key, right: Key, to stick: JoyStick) {
        let set = KeySet(keys: [up.scancode, left.scancode, down.scancode, right.scancode])
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
    package func bind(key: some ScancodeValue, to button: TouchButton) {
        let id = ObjectIdentifier(button)
        if buttonBindings[id] == nil { buttonBindings.append(ButtonBindings(button: button), for: id) }
        buttonBindings[id]?.keys.append(key.scancode)
    }

    /// Makes a game controller's button hold a button down; a button may have several, and a pad button several
    /// buttons.
    /// - Parameters:
    ///   - padButton: the pad button
    ///   - button: the button
    package func bind(padButton: some GamepadButtonValue, to button: TouchButton) {
        let id = ObjectIdentifier(button)
        if buttonBindings[id] == nil { buttonBindings.append(ButtonBindings(button: button), for: id) }
        buttonBindings[id]?.padButtons.append(padButton.gamepadButton)
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
    private func handleKey(_ key: Scancode, down: Bool, time: Double) {
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
        guard let pad = backend?.openGamepad(deviceIndex, readsVirtual: readsVirtualControllers),
              !controllers.contains(pad) else { return }
        controllers.append(pad)
    }

    private func closeController(instance: GamepadID, time: Double) {
        guard let index = controllers.firstIndex(of: instance) else { return }
        backend?.closeGamepad(instance)
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

    private func isOpen(_ instance: GamepadID) -> Bool {
        controllers.contains(instance)
    }

    private func handlePadAxis(_ axis: GamepadAxis, value raw: Int16, pad: GamepadID, time: Double) {
        guard isOpen(pad) else { return }
        let value = max(-1, Double(raw) / 32767)
        let isLeft: Bool
        switch axis {
        case .leftX: padAxes.leftX = value; isLeft = true
        case .leftY: padAxes.leftY = -value; isLeft = true
        case .rightX: padAxes.rightX = value; isLeft = false
        case .rightY: padAxes.rightY = -value; isLeft = false
        default: return
        }
        guard let stick = isLeft ? leftPadStick : rightPadStick else { return }
        let (x, y) = isLeft ? (padAxes.leftX, padAxes.leftY) : (padAxes.rightX, padAxes.rightY)
        let (dx, dy) = Self.applyingDeadZone(x: x, y: y, zone: padDeadZone)
        if dx != 0 || dy != 0 { use(.gamepad, at: time) }
        refresh(stick, time: time)
    }

    /// A pad button drives the stick its d-pad pushes and the buttons bound to it.
    private func handlePadButton(_ button: GamepadButton, down: Bool, pad: GamepadID, time: Double) {
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
