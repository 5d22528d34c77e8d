import CSDL2
import JoyStickControls
import JoyStickEngine

// The one place that reads and writes the input fields of `SDL_Event`: decoding what SDL delivers into an
// `InputEvent`, and the inverse, the event a real window would receive, for replays and tests.

extension InputEvent {
    /// Decodes an event as SDL delivered it, or nil for events that are not input (or not input this
    /// vocabulary covers: other mouse buttons, the mouse wheel, text input).
    ///
    /// SDL's synthesized duplicates are dropped: mouse events SDL makes from touches
    /// (`which == SDL_TOUCH_MOUSEID`) and touch events it makes from the mouse (`touchId ==
    /// SDL_MOUSE_TOUCHID`), whatever the hints say, so each press counts once. Pointer positions are read into
    /// the game's logical space by `screen` (letterboxing and hi-DPI included). Losing focus, minimising,
    /// hiding and going to the background all become `focusLost`.
    /// - Parameters:
    ///   - event: an event from `SDL_PollEvent`
    ///   - screen: how the window's coordinates map to the game's
    package init?(_ event: SDL_Event, screen: LogicalScreen) {
        switch event.type {
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            let finger = event.tfinger
            guard finger.touchId != Self.mouseTouchDevice else { return nil }
            let id = TouchID(device: finger.touchId, finger: finger.fingerId)
            let point = screen.point(fingerX: finger.x, fingerY: finger.y)
            switch event.type {
            case SDL_FINGERDOWN.rawValue: self = .touchDown(id, at: point)
            case SDL_FINGERMOTION.rawValue: self = .touchMove(id, to: point)
            default: self = .touchUp(id, at: point)
            }
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let button = event.button
            guard button.which != Self.touchMouse, Int32(button.button) == SDL_BUTTON_LEFT else { return nil }
            let point = screen.point(mouseX: button.x, mouseY: button.y)
            self = event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .mouseDown(at: point) : .mouseUp(at: point)
        case SDL_MOUSEWHEEL.rawValue:
            let wheel = event.wheel
            guard wheel.which != Self.touchMouse else { return nil }
            // SDL since 2.0.18 fills both; a game's own wheel event may have whole steps in y alone.
            let steps = wheel.preciseY != 0 ? Double(wheel.preciseY) : Double(wheel.y)
            self = .mouseWheel(steps: wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -steps : steps)
        case SDL_MOUSEMOTION.rawValue:
            let motion = event.motion
            guard motion.which != Self.touchMouse else { return nil }
            self = .mouseMove(to: screen.point(mouseX: motion.x, mouseY: motion.y),
                              buttonHeld: motion.state & Self.leftButtonMask != 0)
        case SDL_KEYDOWN.rawValue:
            self = .keyDown(Scancode(event.key.keysym.scancode), isRepeat: event.key.repeat != 0)
        case SDL_KEYUP.rawValue:
            self = .keyUp(Scancode(event.key.keysym.scancode))
        case SDL_CONTROLLERBUTTONDOWN.rawValue, SDL_CONTROLLERBUTTONUP.rawValue:
            let button = GamepadButton(rawValue: Int32(event.cbutton.button))
            let pad = GamepadID(event.cbutton.which)
            self = event.type == SDL_CONTROLLERBUTTONDOWN.rawValue
                ? .padButtonDown(button, pad: pad) : .padButtonUp(button, pad: pad)
        case SDL_CONTROLLERAXISMOTION.rawValue:
            self = .padAxis(GamepadAxis(rawValue: Int32(event.caxis.axis)), value: event.caxis.value,
                            pad: GamepadID(event.caxis.which))
        case SDL_CONTROLLERDEVICEADDED.rawValue:
            self = .padAdded(deviceIndex: event.cdevice.which)
        case SDL_CONTROLLERDEVICEREMOVED.rawValue:
            self = .padRemoved(pad: GamepadID(event.cdevice.which))
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue, SDL_WINDOWEVENT_MINIMIZED.rawValue,
                 SDL_WINDOWEVENT_HIDDEN.rawValue:
                self = .focusLost
            case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue:
                self = .focusGained
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue, SDL_WINDOWEVENT_RESIZED.rawValue,
                 SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue:
                self = .windowResized
            default:
                return nil
            }
        case SDL_APP_WILLENTERBACKGROUND.rawValue, SDL_APP_DIDENTERBACKGROUND.rawValue:
            self = .focusLost
        case SDL_QUIT.rawValue, SDL_APP_TERMINATING.rawValue:
            self = .quit
        default:
            return nil
        }
    }

    /// The event a real window of `screen` would receive for this input, ready for `SDL_PushEvent`: finger
    /// positions normalised over the whole window and mouse positions in window coordinates, chosen so that
    /// SDL's own renderer rewrite (letterbox, hi-DPI) gives back exactly this event's logical point. Nil for
    /// `InputEvent/touchCancel(_:)`, which SDL 2 cannot express.
    /// - Parameters:
    ///   - screen: the window's coordinate mapping
    ///   - windowID: the window's SDL id
    ///   - keyboard: the keyboard's state a key event's modifiers are read from (`SDL_GetKeyboardState`'s), or
    ///     nil for none held
    package func sdlEvent(screen: LogicalScreen, windowID: UInt32 = 0,
                          keyboard: UnsafeBufferPointer<UInt8>? = nil) -> SDL_Event? {
        var event = SDL_Event()
        switch self {
        case .touchDown(let id, let point): event.tfinger = Self.finger(SDL_FINGERDOWN, id, point, screen, windowID)
        case .touchMove(let id, let point): event.tfinger = Self.finger(SDL_FINGERMOTION, id, point, screen, windowID)
        case .touchUp(let id, let point): event.tfinger = Self.finger(SDL_FINGERUP, id, point, screen, windowID)
        case .touchCancel:
            return nil
        case .mouseDown(let point), .mouseUp(let point):
            let down = if case .mouseDown = self { true } else { false }
            let (x, y) = screen.windowPoint(for: point)
            event.button.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
            event.button.windowID = windowID
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
            event.button.clicks = 1
            event.button.x = Self.windowCoordinate(x)
            event.button.y = Self.windowCoordinate(y)
        case .mouseMove(let point, let held):
            let (x, y) = screen.windowPoint(for: point)
            event.motion.type = SDL_MOUSEMOTION.rawValue
            event.motion.windowID = windowID
            event.motion.state = held ? Self.leftButtonMask : 0
            event.motion.x = Self.windowCoordinate(x)
            event.motion.y = Self.windowCoordinate(y)
        case .mouseWheel(let steps):
            event.wheel.type = SDL_MOUSEWHEEL.rawValue
            event.wheel.windowID = windowID
            event.wheel.preciseY = Float(steps)
            event.wheel.y = steps.isFinite ? Int32(min(max(steps, -1e6), 1e6).rounded(.towardZero)) : 0
            event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        case .keyDown(let key, let isRepeat):
            event.key = Self.key(SDL_KEYDOWN, key, windowID, keyboard)
            event.key.repeat = isRepeat ? 1 : 0
        case .keyUp(let key):
            event.key = Self.key(SDL_KEYUP, key, windowID, keyboard)
        case .padButtonDown(let button, let pad), .padButtonUp(let button, let pad):
            let down = if case .padButtonDown = self { true } else { false }
            event.cbutton.type = (down ? SDL_CONTROLLERBUTTONDOWN : SDL_CONTROLLERBUTTONUP).rawValue
            event.cbutton.which = pad.sdlID
            event.cbutton.button = UInt8(truncatingIfNeeded: button.rawValue)
            event.cbutton.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        case .padAxis(let axis, let value, let pad):
            event.caxis.type = SDL_CONTROLLERAXISMOTION.rawValue
            event.caxis.which = pad.sdlID
            event.caxis.axis = UInt8(truncatingIfNeeded: axis.rawValue)
            event.caxis.value = value
        case .padAdded(let index):
            event.cdevice.type = SDL_CONTROLLERDEVICEADDED.rawValue
            event.cdevice.which = index
        case .padRemoved(let pad):
            event.cdevice.type = SDL_CONTROLLERDEVICEREMOVED.rawValue
            event.cdevice.which = pad.sdlID
        case .focusLost: event.window = Self.window(SDL_WINDOWEVENT_FOCUS_LOST, windowID)
        case .focusGained: event.window = Self.window(SDL_WINDOWEVENT_FOCUS_GAINED, windowID)
        case .windowResized:
            event.window = Self.window(SDL_WINDOWEVENT_SIZE_CHANGED, windowID)
            event.window.data1 = Self.windowCoordinate(screen.windowSize.width)
            event.window.data2 = Self.windowCoordinate(screen.windowSize.height)
        case .quit:
            event.type = SDL_QUIT.rawValue
        }
        return event
    }

    // MARK: SDL's conventions

    /// `SDL_MOUSE_TOUCHID`: the touch device of touches SDL makes up from the mouse.
    static let mouseTouchDevice: SDL_TouchID = -1
    /// `SDL_TOUCH_MOUSEID`: the mouse id of clicks SDL makes up from touches.
    static let touchMouse = UInt32.max
    /// `SDL_BUTTON_LMASK`.
    static let leftButtonMask: UInt32 = 1

    private static func finger(_ type: SDL_EventType, _ id: TouchID, _ point: Point, _ screen: LogicalScreen,
                               _ windowID: UInt32) -> SDL_TouchFingerEvent {
        var finger = SDL_TouchFingerEvent()
        finger.type = type.rawValue
        (finger.x, finger.y) = screen.normalizedFinger(for: point)
        finger.touchId = id.device
        finger.fingerId = id.finger
        finger.pressure = type == SDL_FINGERUP ? 0 : 1
        finger.windowID = windowID
        return finger
    }

    private static func key(_ type: SDL_EventType, _ key: Scancode, _ windowID: UInt32,
                            _ keyboard: UnsafeBufferPointer<UInt8>?) -> SDL_KeyboardEvent {
        let key = SDL_Scancode(key)
        var event = SDL_KeyboardEvent()
        event.type = type.rawValue
        event.windowID = windowID
        event.state = UInt8(type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED)
        event.keysym.scancode = key
        event.keysym.sym = SDL_GetKeyFromScancode(key)
        event.keysym.mod = keyboard.map(KeyModifiers.held(in:)) ?? 0
        return event
    }

    private static func window(_ id: SDL_WindowEventID, _ windowID: UInt32) -> SDL_WindowEvent {
        var event = SDL_WindowEvent()
        event.type = SDL_WINDOWEVENT.rawValue
        event.windowID = windowID
        event.event = UInt8(id.rawValue)
        return event
    }

    /// A window coordinate as SDL stores it: the whole number at or above `value` (see
    /// `LogicalScreen/windowPoint(for:)`), clamped to what an `Int32` holds so far-off points cannot trap.
    static func windowCoordinate(_ value: Double) -> Int32 {
        guard value.isFinite else { return value > 0 ? .max : .min }
        return Int32(min(max(value.rounded(.up), Double(Int32.min)), Double(Int32.max)))
    }
}
