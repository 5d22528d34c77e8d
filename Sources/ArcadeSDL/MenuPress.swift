import CSDL2
import JoyStickEngine
import JoyStickSDL

/// What counts as "press" on the game's menus (title, pause, level complete, game over, victory): a tap (a
/// finger or the left button that went down AND came up on the menu), Enter, Space, or a pad's A or Start.
///
/// The whole screen is the one item, so a finger lifted from a stick as a level ends, which went down
/// during play, does not also skip the "level complete" screen.
struct MenuPress {
    /// Fingers and the mouse (`SDLControlInput.mouseTouch`) that went down on the menu, at most 8.
    private var touches: [TouchID] = []

    init() {
        touches.reserveCapacity(8)
    }

    /// Whether the event presses the menu; notes the touches that begin on it.
    /// - Parameter event: the event, on a menu screen
    mutating func isPress(_ event: InputEvent) -> Bool {
        switch event {
        case .touchDown, .mouseDown:
            if let id = event.touch, !touches.contains(id), touches.count < touches.capacity { touches.append(id) }
            return false
        case .touchUp, .mouseUp, .mouseMove(_, false):
            guard let id = event.touch, let index = touches.firstIndex(of: id) else { return false }
            touches.remove(at: index)
            // A button released outside the window is no press.
            if case .mouseMove = event { return false }
            return true
        case .touchCancel(let id):
            touches.removeAll { $0 == id }
            return false
        case .keyDown(let key, isRepeat: false):
            return key == SDL_Keycode(SDLK_RETURN) || key == SDL_Keycode(SDLK_KP_ENTER)
                || key == SDL_Keycode(SDLK_SPACE)
        case .padButtonDown(let button, _):
            return button == SDL_CONTROLLER_BUTTON_A || button == SDL_CONTROLLER_BUTTON_START
        case .focusLost:
            touches.removeAll(keepingCapacity: true)
            return false
        default:
            return false
        }
    }

    /// Forgets every touch (a screen change: what went down on the old screen is no press on the new one).
    mutating func reset() {
        touches.removeAll(keepingCapacity: true)
    }
}
