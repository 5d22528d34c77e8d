import CSDL2
import JoyStickEngine

/// SDL events as a real window would receive them, built from logical points: for scripted input, replays
/// and tests. Push them with `SDL_PushEvent` and poll them back so SDL's own renderer rewrites them
/// (letterboxing, hi-DPI) exactly as it does for real input.
public enum SyntheticEvent {
    /// A finger event with window-normalised coordinates.
    /// - Parameters:
    ///   - type: `SDL_FINGERDOWN`, `SDL_FINGERMOTION` or `SDL_FINGERUP`
    ///   - touch: the finger
    ///   - point: logical point
    ///   - screen: the window's coordinate mapping
    ///   - windowID: the window's SDL id
    /// - Returns: the event, ready for `SDL_PushEvent`
    public static func finger(_ type: SDL_EventType, touch: TouchID, at point: Point, screen: LogicalScreen,
                              windowID: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        let (x, y) = screen.normalizedFinger(for: point)
        event.tfinger.touchId = touch.device
        event.tfinger.fingerId = touch.finger
        event.tfinger.x = x
        event.tfinger.y = y
        event.tfinger.pressure = type == SDL_FINGERUP ? 0 : 1
        event.tfinger.windowID = windowID
        return event
    }

    /// A left mouse button event at window coordinates.
    /// - Parameters:
    ///   - down: pressed or released
    ///   - point: logical point
    ///   - screen: the window's coordinate mapping
    ///   - windowID: the window's SDL id
    /// - Returns: the event, ready for `SDL_PushEvent`
    public static func mouseButton(down: Bool, at point: Point, screen: LogicalScreen, windowID: UInt32 = 0)
        -> SDL_Event {
        var event = SDL_Event()
        event.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        let (x, y) = screen.windowPoint(for: point)
        event.button.windowID = windowID
        event.button.which = 0
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = 1
        event.button.x = windowCoordinate(x)
        event.button.y = windowCoordinate(y)
        return event
    }

    /// A mouse motion event at window coordinates.
    /// - Parameters:
    ///   - point: logical point
    ///   - leftButtonDown: whether the left button is held
    ///   - screen: the window's coordinate mapping
    ///   - windowID: the window's SDL id
    /// - Returns: the event, ready for `SDL_PushEvent`
    public static func mouseMotion(to point: Point, leftButtonDown: Bool, screen: LogicalScreen,
                                   windowID: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        let (x, y) = screen.windowPoint(for: point)
        event.motion.windowID = windowID
        event.motion.which = 0
        event.motion.state = leftButtonDown ? 1 : 0
        event.motion.x = windowCoordinate(x)
        event.motion.y = windowCoordinate(y)
        return event
    }

    /// A key event for a key code (`SDL_GetKeyFromName` gives one from a name like "Space").
    /// - Parameters:
    ///   - down: pressed or released
    ///   - key: the key code
    ///   - windowID: the window's SDL id
    /// - Returns: the event, ready for `SDL_PushEvent`
    public static func key(down: Bool, key: SDL_Keycode, windowID: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
        event.key.windowID = windowID
        event.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.key.keysym.sym = key
        event.key.keysym.scancode = SDL_GetScancodeFromKey(key)
        return event
    }

    /// A window event such as `SDL_WINDOWEVENT_FOCUS_LOST`.
    /// - Parameters:
    ///   - id: the window event
    ///   - windowID: the window's SDL id
    /// - Returns: the event, ready for `SDL_PushEvent`
    public static func window(_ id: SDL_WindowEventID, windowID: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = windowID
        event.window.event = UInt8(id.rawValue)
        return event
    }

    /// A game controller axis event, as SDL sends for an opened `SDL_GameController`.
    /// - Parameters:
    ///   - axis: the axis
    ///   - value: SDL's axis value, -32768...32767
    ///   - controller: the controller's joystick instance id
    /// - Returns: the event, ready for `SDL_PushEvent`
    public static func padAxis(_ axis: SDL_GameControllerAxis, value: Int16, controller: SDL_JoystickID) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_CONTROLLERAXISMOTION.rawValue
        event.caxis.which = controller
        event.caxis.axis = UInt8(truncatingIfNeeded: axis.rawValue)
        event.caxis.value = value
        return event
    }

    /// A game controller button event, as SDL sends for an opened `SDL_GameController`.
    /// - Parameters:
    ///   - down: pressed or released
    ///   - button: the button
    ///   - controller: the controller's joystick instance id
    /// - Returns: the event, ready for `SDL_PushEvent`
    public static func padButton(down: Bool, _ button: SDL_GameControllerButton, controller: SDL_JoystickID)
        -> SDL_Event {
        var event = SDL_Event()
        event.type = (down ? SDL_CONTROLLERBUTTONDOWN : SDL_CONTROLLERBUTTONUP).rawValue
        event.cbutton.which = controller
        event.cbutton.button = UInt8(truncatingIfNeeded: button.rawValue)
        event.cbutton.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        return event
    }

    /// A window coordinate as SDL stores it: the whole number at or above `value` (see
    /// ``LogicalScreen/windowPoint(for:)``), clamped to what an `Int32` holds so far-off points cannot trap.
    static func windowCoordinate(_ value: Double) -> Int32 {
        guard value.isFinite else { return value > 0 ? .max : .min }
        return Int32(min(max(value.rounded(.up), Double(Int32.min)), Double(Int32.max)))
    }
}
