import CSDL2
import JoyStickEngine

/// Turns SDL events into the touch phases of a `ControlSurface`: call ``handle(_:time:)`` with every event
/// of the game's loop and ``update(time:)`` once per frame.
///
/// - Fingers (`SDL_FINGERDOWN/MOTION/UP`) become touches with `TouchID(device: touchId, finger: fingerId)`.
/// - The left mouse button is one more touch, ``mouseTouch``.
/// - Duplicates are dropped: mouse events SDL synthesises from touches (`which == SDL_TOUCH_MOUSEID`) and
///   touch events synthesised from the mouse (`touchId == SDL_MOUSE_TOUCHID`), whatever the hints say.
/// - Positions are read into the game's logical space by ``screen`` (letterboxing and hi-DPI included).
/// - Focus loss, minimising, hiding and going to the background release every control, and a mouse button
///   released where the window did not see it releases what the mouse held, so no stick stays stuck.
/// - Arrow keys and WASD drive ``keyboardStick``; ``keyButtons`` bind keys (space, enter) to buttons; game
///   controllers (hot-plugged) drive ``leftPadStick``, ``rightPadStick`` and ``padButtons``. Whichever device
///   was used last wins, and ``dimsScreenControls`` tells a renderer to fade the on-screen controls meanwhile.
public final class SDLControlInput {
    /// The controls the events drive.
    public let surface: ControlSurface
    /// How pointer positions map into the game's coordinates. Refreshed from ``renderer`` on window size
    /// events; set it directly when there is no renderer.
    public var screen: LogicalScreen
    /// The renderer whose logical size, output size and window define ``screen``.
    public var renderer: OpaquePointer? {
        didSet { refreshScreen() }
    }

    /// The touch identity of the left mouse button (no SDL touch device uses it).
    public static let mouseTouch = TouchID(device: Int64.min, finger: 0)

    /// The stick that arrow keys and WASD drive.
    public var keyboardStick: JoyStick?
    /// Keys bound to buttons.
    public var keyButtons: [(key: SDL_Keycode, button: TouchButton)] = []
    /// The stick a game controller's left stick (and d-pad) drives.
    public var leftPadStick: JoyStick?
    /// The stick a game controller's right stick drives.
    public var rightPadStick: JoyStick?
    /// Game controller buttons bound to on-screen buttons.
    public var padButtons: [(button: SDL_GameControllerButton, control: TouchButton)] = []
    /// A pad stick's own dead zone (0...1), applied before the stick's: real pads rest slightly off centre.
    public var padDeadZone = 0.2
    /// When false (the default) virtual joysticks, such as a ``VirtualGamepad``, are not read as input.
    public var readsVirtualControllers = false

    /// The device used last.
    public private(set) var lastDevice: InputDevice = .touch
    /// True while a keyboard or game controller is in use: on-screen controls should fade to a rest opacity
    /// until the next touch.
    public var dimsScreenControls: Bool { !lastDevice.usesScreen }

    /// Touches currently down (captured by a control or not), for a debug overlay: id and last logical point.
    public private(set) var activeTouches: [(id: TouchID, point: Point)] = []

    private var mouseIsDown = false
    private var keysDown = DirectionKeys()
    private var padDirections = DirectionKeys()
    private var padAxes = (leftX: 0.0, leftY: 0.0, rightX: 0.0, rightY: 0.0)
    private var controllers: [(instance: SDL_JoystickID, controller: OpaquePointer)] = []
    /// Bound keys and pad buttons held down: a button two of them hold stays down until both let go.
    private var heldKeys: [SDL_Keycode] = []
    private var heldPadButtons: [Int32] = []

    /// Creates the input side of a control surface.
    /// - Parameters:
    ///   - surface: the controls to drive
    ///   - screen: the coordinate mapping to start with (refreshed from `renderer` when one is given)
    ///   - renderer: the game's renderer, if any
    public init(surface: ControlSurface, screen: LogicalScreen, renderer: OpaquePointer? = nil) {
        self.surface = surface
        self.screen = screen
        self.renderer = renderer
        activeTouches.reserveCapacity(16)
        controllers.reserveCapacity(4)
        heldKeys.reserveCapacity(8)
        heldPadButtons.reserveCapacity(8)
        refreshScreen()
    }

    deinit {
        closeControllers()
    }

    /// Closes the game controllers this input opened; call it before `SDL_Quit` if the input outlives SDL.
    public func closeControllers() {
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
    public func openConnectedControllers() {
        guard SDL_WasInit(SDL_INIT_GAMECONTROLLER) != 0 else { return }
        for index in 0..<max(SDL_NumJoysticks(), 0) {
            openController(deviceIndex: index)
        }
    }

    /// Reads the logical size, output size and window size from ``renderer``.
    public func refreshScreen() {
        guard let renderer else { return }
        var lw: Int32 = 0, lh: Int32 = 0, ow: Int32 = 0, oh: Int32 = 0, ww: Int32 = 0, wh: Int32 = 0
        SDL_RenderGetLogicalSize(renderer, &lw, &lh)
        guard SDL_GetRendererOutputSize(renderer, &ow, &oh) == 0 else { return }
        if let window = SDL_RenderGetWindow(renderer) {
            SDL_GetWindowSize(window, &ww, &wh)
        } else {
            (ww, wh) = (ow, oh)
        }
        screen = LogicalScreen(
            logicalSize: lw > 0 && lh > 0 ? Size(width: Double(lw), height: Double(lh)) : nil,
            windowSize: Size(width: Double(ww), height: Double(wh)),
            outputSize: Size(width: Double(ow), height: Double(oh)))
    }

    /// The engine time of an event: its SDL timestamp in seconds.
    /// - Parameter event: an SDL event
    /// - Returns: the event's `timestamp` (milliseconds since SDL started) in seconds
    public static func time(of event: SDL_Event) -> Double {
        Double(event.common.timestamp) / 1000
    }

    /// Feeds one SDL event to the controls.
    /// - Parameters:
    ///   - event: the event from `SDL_PollEvent`
    ///   - time: the engine time to use; by default the event's timestamp in seconds
    /// - Returns: true when a control consumed the event (the game need not act on it)
    @discardableResult
    public func handle(_ event: SDL_Event, time: Double? = nil) -> Bool {
        let now = time ?? Self.time(of: event)
        switch event.type {
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            return handleFinger(event.tfinger, type: event.type, time: now)
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            return handleMouseButton(event.button, time: now)
        case SDL_MOUSEMOTION.rawValue:
            return handleMouseMotion(event.motion, time: now)
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            return handleKey(event.key, time: now)
        case SDL_CONTROLLERDEVICEADDED.rawValue:
            openController(deviceIndex: event.cdevice.which)
            return false
        case SDL_CONTROLLERDEVICEREMOVED.rawValue:
            closeController(instance: event.cdevice.which, time: now)
            return false
        case SDL_CONTROLLERAXISMOTION.rawValue:
            return handlePadAxis(event.caxis, time: now)
        case SDL_CONTROLLERBUTTONDOWN.rawValue, SDL_CONTROLLERBUTTONUP.rawValue:
            return handlePadButton(event.cbutton, time: now)
        case SDL_WINDOWEVENT.rawValue:
            handleWindow(event.window, time: now)
            return false
        case SDL_APP_WILLENTERBACKGROUND.rawValue, SDL_APP_DIDENTERBACKGROUND.rawValue,
             SDL_APP_TERMINATING.rawValue:
            releaseAll(time: now)
            return false
        default:
            return false
        }
    }

    /// Advances the controls' timers; call once per frame.
    /// - Parameter time: the engine time, seconds
    public func update(time: Double) {
        surface.update(time: time)
    }

    /// Releases every touch, key and pad direction (focus lost).
    /// - Parameter time: the engine time, seconds
    public func releaseAll(time: Double) {
        mouseIsDown = false
        keysDown = DirectionKeys()
        padDirections = DirectionKeys()
        padAxes = (0, 0, 0, 0)
        heldKeys.removeAll(keepingCapacity: true)
        heldPadButtons.removeAll(keepingCapacity: true)
        activeTouches.removeAll(keepingCapacity: true)
        surface.cancelAll(time: time)
    }

    // MARK: Touch and mouse

    private func handleFinger(_ finger: SDL_TouchFingerEvent, type: UInt32, time: Double) -> Bool {
        // A touch SDL made up from the mouse: the mouse events themselves are handled.
        if finger.touchId == -1 { return false }
        let id = TouchID(device: finger.touchId, finger: finger.fingerId)
        let point = screen.point(fingerX: finger.x, fingerY: finger.y)
        switch type {
        case SDL_FINGERDOWN.rawValue:
            lastDevice = .touch
            let captured = surface.touchBegan(id, at: point, time: time)
            // Every touch, captured or not: the overlay shows the ones that missed too.
            noteTouch(id, at: point)
            return captured
        case SDL_FINGERMOTION.rawValue:
            noteTouch(id, at: point, onlyIfKnown: true)
            return surface.touchMoved(id, at: point, time: time)
        default:
            return endTouch(id, at: point, time: time)
        }
    }

    private func handleMouseButton(_ button: SDL_MouseButtonEvent, time: Double) -> Bool {
        // A click SDL made up from a touch: the finger events themselves are handled.
        guard button.which != UInt32.max, Int32(button.button) == SDL_BUTTON_LEFT else { return false }
        let point = screen.point(mouseX: button.x, mouseY: button.y)
        if button.type == SDL_MOUSEBUTTONDOWN.rawValue {
            lastDevice = .mouse
            mouseIsDown = true
            let captured = surface.touchBegan(Self.mouseTouch, at: point, time: time)
            noteTouch(Self.mouseTouch, at: point)
            return captured
        }
        mouseIsDown = false
        return endTouch(Self.mouseTouch, at: point, time: time)
    }

    private func handleMouseMotion(_ motion: SDL_MouseMotionEvent, time: Double) -> Bool {
        guard motion.which != UInt32.max, mouseIsDown else { return false }
        let point = screen.point(mouseX: motion.x, mouseY: motion.y)
        // The button came up where the window could not see it (outside, without mouse capture).
        if motion.state & 1 == 0 {
            mouseIsDown = false
            return endTouch(Self.mouseTouch, at: point, time: time)
        }
        noteTouch(Self.mouseTouch, at: point, onlyIfKnown: true)
        return surface.touchMoved(Self.mouseTouch, at: point, time: time)
    }

    /// A finger or the mouse let go: the overlay forgets it, its control releases, and keys or a pad still held
    /// take their stick back. The one way every touch ends.
    private func endTouch(_ id: TouchID, at point: Point, time: Double) -> Bool {
        forgetTouch(id)
        let owned = surface.touchEnded(id, at: point, time: time)
        if owned { refreshKeyAndPadSticks(time: time) }
        return owned
    }

    private func noteTouch(_ id: TouchID, at point: Point, onlyIfKnown: Bool = false) {
        if let index = activeTouches.firstIndex(where: { $0.id == id }) {
            activeTouches[index].point = point
        } else if !onlyIfKnown, activeTouches.count < activeTouches.capacity {
            activeTouches.append((id, point))
        }
    }

    private func forgetTouch(_ id: TouchID) {
        if let index = activeTouches.firstIndex(where: { $0.id == id }) {
            activeTouches.remove(at: index)
        }
    }

    // MARK: Window

    private func handleWindow(_ window: SDL_WindowEvent, time: Double) {
        switch UInt32(window.event) {
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue, SDL_WINDOWEVENT_MINIMIZED.rawValue,
             SDL_WINDOWEVENT_HIDDEN.rawValue:
            releaseAll(time: time)
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue, SDL_WINDOWEVENT_RESIZED.rawValue,
             SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue:
            refreshScreen()
        default:
            break
        }
    }

    // MARK: Keyboard

    private func handleKey(_ key: SDL_KeyboardEvent, time: Double) -> Bool {
        guard key.repeat == 0 else { return isBound(key.keysym.sym) }
        let down = key.type == SDL_KEYDOWN.rawValue
        let sym = key.keysym.sym
        if keyboardStick != nil, keysDown.set(sym, down) {
            if down { lastDevice = .keyboard }
            refresh(keyboardStick, time: time)
            return true
        }
        for binding in keyButtons where binding.key == sym {
            if down { lastDevice = .keyboard }
            heldKeys.removeAll { $0 == sym }
            if down { heldKeys.append(sym) }
            hold(binding.button, down, time: time)
            return true
        }
        return false
    }

    /// Presses a button, or releases it unless another bound key or pad button still holds it.
    private func hold(_ button: TouchButton, _ down: Bool, time: Double) {
        let held = down
            || keyButtons.contains { $0.button === button && heldKeys.contains($0.key) }
            || padButtons.contains { $0.control === button && heldPadButtons.contains(Int32($0.button.rawValue)) }
        button.setPressed(held, time: time)
    }

    private func isBound(_ sym: SDL_Keycode) -> Bool {
        (keyboardStick != nil && DirectionKeys.slot(of: sym) != nil)
            || keyButtons.contains { $0.key == sym }
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
        if stick === keyboardStick { return keysDown.deflection }
        return (0, 0)
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
        refresh(keyboardStick, time: time)
        if leftPadStick !== keyboardStick { refresh(leftPadStick, time: time) }
        if rightPadStick !== keyboardStick, rightPadStick !== leftPadStick { refresh(rightPadStick, time: time) }
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
        for binding in padButtons { hold(binding.control, false, time: time) }
    }

    private func isOpen(_ instance: SDL_JoystickID) -> Bool {
        controllers.contains { $0.instance == instance }
    }

    private func handlePadAxis(_ axis: SDL_ControllerAxisEvent, time: Double) -> Bool {
        guard isOpen(axis.which) else { return false }
        let value = max(-1, Double(axis.value) / 32767)
        switch Int32(axis.axis) {
        case SDL_CONTROLLER_AXIS_LEFTX.rawValue: padAxes.leftX = value
        case SDL_CONTROLLER_AXIS_LEFTY.rawValue: padAxes.leftY = -value
        case SDL_CONTROLLER_AXIS_RIGHTX.rawValue: padAxes.rightX = value
        case SDL_CONTROLLER_AXIS_RIGHTY.rawValue: padAxes.rightY = -value
        default: return false
        }
        let isLeft = axis.axis == UInt8(SDL_CONTROLLER_AXIS_LEFTX.rawValue)
            || axis.axis == UInt8(SDL_CONTROLLER_AXIS_LEFTY.rawValue)
        guard let stick = isLeft ? leftPadStick : rightPadStick else { return false }
        let (x, y) = isLeft ? (padAxes.leftX, padAxes.leftY) : (padAxes.rightX, padAxes.rightY)
        let (dx, dy) = Self.applyingDeadZone(x: x, y: y, zone: padDeadZone)
        if dx != 0 || dy != 0 { lastDevice = .gamepad }
        refresh(stick, time: time)
        return true
    }

    private func handlePadButton(_ button: SDL_ControllerButtonEvent, time: Double) -> Bool {
        guard isOpen(button.which) else { return false }
        let down = button.type == SDL_CONTROLLERBUTTONDOWN.rawValue
        if leftPadStick != nil, padDirections.set(padButton: Int32(button.button), down) {
            if down { lastDevice = .gamepad }
            refresh(leftPadStick, time: time)
            return true
        }
        for binding in padButtons where Int32(binding.button.rawValue) == Int32(button.button) {
            if down { lastDevice = .gamepad }
            let code = Int32(button.button)
            heldPadButtons.removeAll { $0 == code }
            if down { heldPadButtons.append(code) }
            hold(binding.control, down, time: time)
            return true
        }
        return false
    }

    /// A pad stick's position through its own radial dead zone, rescaled so the output starts at 0 at the
    /// zone's edge.
    static func applyingDeadZone(x: Double, y: Double, zone: Double) -> (Double, Double) {
        var (x, y) = (x, y)
        DeadZoneShape.radial.apply(x: &x, y: &y, zone: zone)
        return (x, y)
    }
}
