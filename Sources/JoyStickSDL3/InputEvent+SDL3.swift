#if JOYSTICK_SDL3
import CSDL3
import JoyStickControls
import JoyStickEngine

// The one place that reads the input fields of SDL 3's `SDL_Event`.

extension InputEvent {
    /// Decodes an event as SDL 3 delivered it, or nil for events that are not input (or not input this
    /// vocabulary covers: other mouse buttons, text input).
    ///
    /// SDL's synthesized duplicates are dropped: mouse events SDL makes from touches (`which ==
    /// SDL_TOUCH_MOUSEID`) and touch events it makes from the mouse (`touchID == SDL_MOUSE_TOUCHID`), so each press
    /// counts once; a pen's mouse events (`SDL_PEN_MOUSEID`) are the mouse's. Positions, which SDL 3 gives in
    /// window coordinates (fingers normalised over the window), are read into the game's logical space through
    /// its renderer's presentation. Losing focus, minimising, hiding and going to the background all become
    /// ``focusLost``.
    /// - Parameters:
    ///   - event: an event from `SDL_PollEvent`
    ///   - screen: the controls' screen
    ///   - renderer: the game's renderer, which maps window points into its presentation
    package init?(_ event: SDL_Event, screen: LogicalScreen, renderer: OpaquePointer) {
        switch event.type {
        case SDL_EVENT_FINGER_DOWN.rawValue, SDL_EVENT_FINGER_MOTION.rawValue, SDL_EVENT_FINGER_UP.rawValue,
             SDL_EVENT_FINGER_CANCELED.rawValue:
            let finger = event.tfinger
            guard finger.touchID != Self.mouseTouchDevice else { return nil }
            let id = Self.touch(finger)
            if event.type == SDL_EVENT_FINGER_CANCELED.rawValue {
                self = .touchCancel(id)
                return
            }
            let point = Self.point(of: finger, screen: screen, renderer: renderer)
            switch event.type {
            case SDL_EVENT_FINGER_DOWN.rawValue: self = .touchDown(id, at: point)
            case SDL_EVENT_FINGER_MOTION.rawValue: self = .touchMove(id, to: point)
            default: self = .touchUp(id, at: point)
            }
        case SDL_EVENT_MOUSE_BUTTON_DOWN.rawValue, SDL_EVENT_MOUSE_BUTTON_UP.rawValue:
            let button = event.button
            guard button.which != Self.touchMouse, Int32(button.button) == SDL_BUTTON_LEFT else { return nil }
            let point = RendererCanvas.point(windowX: button.x, windowY: button.y, screen: screen, renderer: renderer)
            self = button.down ? .mouseDown(at: point) : .mouseUp(at: point)
        case SDL_EVENT_MOUSE_WHEEL.rawValue:
            let wheel = event.wheel
            guard wheel.which != Self.touchMouse else { return nil }
            let steps = Double(wheel.y)
            self = .mouseWheel(steps: wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -steps : steps)
        case SDL_EVENT_MOUSE_MOTION.rawValue:
            let motion = event.motion
            guard motion.which != Self.touchMouse else { return nil }
            self = .mouseMove(to: RendererCanvas.point(windowX: motion.x, windowY: motion.y, screen: screen,
                                                    renderer: renderer),
                              buttonHeld: motion.state & Self.leftButtonMask != 0)
        case SDL_EVENT_KEY_DOWN.rawValue:
            self = .keyDown(Scancode(event.key.scancode), isRepeat: event.key.repeat)
        case SDL_EVENT_KEY_UP.rawValue:
            self = .keyUp(Scancode(event.key.scancode))
        case SDL_EVENT_GAMEPAD_BUTTON_DOWN.rawValue, SDL_EVENT_GAMEPAD_BUTTON_UP.rawValue:
            let button = GamepadButton(rawValue: Int32(event.gbutton.button))
            let pad = GamepadID(rawValue: event.gbutton.which)
            self = event.gbutton.down ? .padButtonDown(button, pad: pad) : .padButtonUp(button, pad: pad)
        case SDL_EVENT_GAMEPAD_AXIS_MOTION.rawValue:
            self = .padAxis(GamepadAxis(rawValue: Int32(event.gaxis.axis)), value: event.gaxis.value,
                            pad: GamepadID(rawValue: event.gaxis.which))
        case SDL_EVENT_GAMEPAD_ADDED.rawValue:
            self = .padAdded(deviceIndex: Int32(bitPattern: event.gdevice.which))
        case SDL_EVENT_GAMEPAD_REMOVED.rawValue:
            self = .padRemoved(pad: GamepadID(rawValue: event.gdevice.which))
        case SDL_EVENT_WINDOW_FOCUS_LOST.rawValue, SDL_EVENT_WINDOW_MINIMIZED.rawValue,
             SDL_EVENT_WINDOW_HIDDEN.rawValue, SDL_EVENT_WILL_ENTER_BACKGROUND.rawValue,
             SDL_EVENT_DID_ENTER_BACKGROUND.rawValue:
            self = .focusLost
        case SDL_EVENT_WINDOW_FOCUS_GAINED.rawValue:
            self = .focusGained
        case SDL_EVENT_WINDOW_RESIZED.rawValue, SDL_EVENT_WINDOW_PIXEL_SIZE_CHANGED.rawValue,
             SDL_EVENT_WINDOW_DISPLAY_CHANGED.rawValue:
            self = .windowResized
        case SDL_EVENT_QUIT.rawValue, SDL_EVENT_TERMINATING.rawValue:
            self = .quit
        default:
            return nil
        }
    }

    /// The event a real window of `screen` would receive for this input, ready for `SDL_PushEvent`, as SDL 3 gives
    /// it: finger positions normalised over the whole window and mouse positions in window coordinates (SDL 3
    /// hands both over as they are; the game maps them through its presentation). Nil for
    /// `InputEvent/touchCancel(_:)` and `InputEvent/padAdded(deviceIndex:)`, which name no SDL 3 device.
    /// - Parameters:
    ///   - screen: the window's coordinate mapping
    ///   - windowID: the window's SDL id
    ///   - keyboard: the keyboard's state a key event's modifiers are read from (`SDL_GetKeyboardState`'s), or
    ///     nil for none held
    package func sdlEvent(screen: LogicalScreen, windowID: SDL_WindowID = 0,
                          keyboard: UnsafeBufferPointer<UInt8>? = nil) -> SDL_Event? {
        var event = SDL_Event()
        switch self {
        case .touchDown(let id, let point):
            event.tfinger = Self.finger(SDL_EVENT_FINGER_DOWN, id, point, screen, windowID)
        case .touchMove(let id, let point):
            event.tfinger = Self.finger(SDL_EVENT_FINGER_MOTION, id, point, screen, windowID)
        case .touchUp(let id, let point):
            event.tfinger = Self.finger(SDL_EVENT_FINGER_UP, id, point, screen, windowID)
        case .touchCancel, .padAdded:
            return nil
        case .mouseDown(let point), .mouseUp(let point):
            let down = if case .mouseDown = self { true } else { false }
            let (x, y) = screen.windowPoint(for: point)
            event.button.type = down ? SDL_EVENT_MOUSE_BUTTON_DOWN : SDL_EVENT_MOUSE_BUTTON_UP
            event.button.windowID = windowID
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.down = down
            event.button.clicks = 1
            event.button.x = Float(x)
            event.button.y = Float(y)
        case .mouseMove(let point, let held):
            let (x, y) = screen.windowPoint(for: point)
            event.motion.type = SDL_EVENT_MOUSE_MOTION
            event.motion.windowID = windowID
            event.motion.state = held ? Self.leftButtonMask : 0
            event.motion.x = Float(x)
            event.motion.y = Float(y)
        case .mouseWheel(let steps):
            event.wheel.type = SDL_EVENT_MOUSE_WHEEL
            event.wheel.windowID = windowID
            event.wheel.y = Float(steps)
            event.wheel.integer_y = steps.isFinite ? Int32(min(max(steps, -1e6), 1e6).rounded(.towardZero)) : 0
            event.wheel.direction = SDL_MOUSEWHEEL_NORMAL
        case .keyDown(let key, let isRepeat):
            event.key = Self.key(SDL_EVENT_KEY_DOWN, key, windowID, keyboard)
            event.key.repeat = isRepeat
        case .keyUp(let key):
            event.key = Self.key(SDL_EVENT_KEY_UP, key, windowID, keyboard)
        case .padButtonDown(let button, let pad), .padButtonUp(let button, let pad):
            let down = if case .padButtonDown = self { true } else { false }
            event.gbutton.type = down ? SDL_EVENT_GAMEPAD_BUTTON_DOWN : SDL_EVENT_GAMEPAD_BUTTON_UP
            event.gbutton.which = pad.sdlID
            event.gbutton.button = UInt8(truncatingIfNeeded: button.rawValue)
            event.gbutton.down = down
        case .padAxis(let axis, let value, let pad):
            event.gaxis.type = SDL_EVENT_GAMEPAD_AXIS_MOTION
            event.gaxis.which = pad.sdlID
            event.gaxis.axis = UInt8(truncatingIfNeeded: axis.rawValue)
            event.gaxis.value = value
        case .padRemoved(let pad):
            event.gdevice.type = SDL_EVENT_GAMEPAD_REMOVED
            event.gdevice.which = pad.sdlID
        case .focusLost: event.window = Self.window(SDL_EVENT_WINDOW_FOCUS_LOST, windowID)
        case .focusGained: event.window = Self.window(SDL_EVENT_WINDOW_FOCUS_GAINED, windowID)
        case .windowResized:
            event.window = Self.window(SDL_EVENT_WINDOW_RESIZED, windowID)
            event.window.data1 = Int32(clamping: Int(screen.windowSize.width.rounded()))
            event.window.data2 = Int32(clamping: Int(screen.windowSize.height.rounded()))
        case .quit:
            event.type = SDL_EVENT_QUIT.rawValue
        }
        return event
    }

    private static func finger(_ type: SDL_EventType, _ id: TouchID, _ point: Point, _ screen: LogicalScreen,
                               _ windowID: SDL_WindowID) -> SDL_TouchFingerEvent {
        var finger = SDL_TouchFingerEvent()
        finger.type = type
        (finger.x, finger.y) = screen.normalizedFinger(for: point)
        finger.touchID = SDL_TouchID(bitPattern: id.device)
        finger.fingerID = SDL_FingerID(bitPattern: id.finger)
        finger.pressure = type == SDL_EVENT_FINGER_UP ? 0 : 1
        finger.windowID = windowID
        return finger
    }

    private static func key(_ type: SDL_EventType, _ key: Scancode, _ windowID: SDL_WindowID,
                            _ keyboard: UnsafeBufferPointer<UInt8>?) -> SDL_KeyboardEvent {
        let scancode = SDL_Scancode(key)
        let mod = keyboard.map(KeyModifiers.held(in:)) ?? 0
        var event = SDL_KeyboardEvent()
        event.type = type
        event.windowID = windowID
        event.scancode = scancode
        event.key = SDL_GetKeyFromScancode(scancode, SDL_Keymod(mod), true)
        event.mod = SDL_Keymod(mod)
        event.down = type == SDL_EVENT_KEY_DOWN
        return event
    }

    private static func window(_ type: SDL_EventType, _ windowID: SDL_WindowID) -> SDL_WindowEvent {
        var event = SDL_WindowEvent()
        event.type = type
        event.windowID = windowID
        return event
    }

    /// A finger's touch identity: SDL 3's unsigned ids kept by their bits.
    @inline(__always)
    static func touch(_ finger: SDL_TouchFingerEvent) -> TouchID {
        TouchID(device: Int64(bitPattern: finger.touchID), finger: Int64(bitPattern: finger.fingerID))
    }

    /// A finger's point: SDL 3 normalises it over the window.
    @inline(__always)
    static func point(of finger: SDL_TouchFingerEvent, screen: LogicalScreen, renderer: OpaquePointer) -> Point {
        let window = screen.windowSize
        return RendererCanvas.point(windowX: finger.x * Float(window.width), windowY: finger.y * Float(window.height),
                                 screen: screen, renderer: renderer)
    }

    // MARK: SDL 3's conventions

    /// `SDL_MOUSE_TOUCHID`: the touch device of touches SDL makes up from the mouse.
    static let mouseTouchDevice = SDL_TouchID.max
    /// `SDL_TOUCH_MOUSEID`: the mouse id of clicks SDL makes up from touches.
    static let touchMouse = SDL_MouseID.max
    /// `SDL_BUTTON_LMASK`.
    static let leftButtonMask: SDL_MouseButtonFlags = 1
}
#endif
