import CSDL2
import JoyStickEngine
import JoyStickSDL

/// SDL events as a real window would receive them, for tests that drive the SDL path by SDL event type:
/// each is ``InputEvent/sdlEvent(screen:windowID:)`` of the matching input event.
package enum SyntheticEvent {
    package static func finger(_ type: SDL_EventType, touch: TouchID, at point: Point, screen: LogicalScreen,
                              windowID: UInt32 = 0) -> SDL_Event {
        let event: InputEvent = switch type {
        case SDL_FINGERDOWN: .touchDown(touch, at: point)
        case SDL_FINGERMOTION: .touchMove(touch, to: point)
        default: .touchUp(touch, at: point)
        }
        return make(event, screen, windowID)
    }

    package static func mouseButton(down: Bool, at point: Point, screen: LogicalScreen, windowID: UInt32 = 0)
        -> SDL_Event {
        make(down ? .mouseDown(at: point) : .mouseUp(at: point), screen, windowID)
    }

    package static func mouseMotion(to point: Point, leftButtonDown: Bool, screen: LogicalScreen,
                                   windowID: UInt32 = 0) -> SDL_Event {
        make(.mouseMove(to: point, buttonHeld: leftButtonDown), screen, windowID)
    }

    package static func key(down: Bool, key: SDL_Scancode, windowID: UInt32 = 0) -> SDL_Event {
        make(down ? .keyDown(key, isRepeat: false) : .keyUp(key), nil, windowID)
    }

    package static func window(_ id: SDL_WindowEventID, windowID: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = windowID
        event.window.event = UInt8(id.rawValue)
        return event
    }

    package static func padAxis(_ axis: SDL_GameControllerAxis, value: Int16, controller: SDL_JoystickID) -> SDL_Event {
        make(.padAxis(axis, value: value, pad: GamepadID(controller)), nil, 0)
    }

    package static func padButton(down: Bool, _ button: SDL_GameControllerButton, controller: SDL_JoystickID)
        -> SDL_Event {
        make(down ? .padButtonDown(button, pad: GamepadID(controller)) : .padButtonUp(button, pad: GamepadID(controller)),
             nil, 0)
    }

    private static func make(_ event: InputEvent, _ screen: LogicalScreen?, _ windowID: UInt32) -> SDL_Event {
        let screen = screen ?? LogicalScreen(logicalSize: nil, windowSize: Size(width: 960, height: 540))
        return event.sdlEvent(screen: screen, windowID: windowID) ?? SDL_Event()
    }
}
