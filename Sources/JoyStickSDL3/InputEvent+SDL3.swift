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
