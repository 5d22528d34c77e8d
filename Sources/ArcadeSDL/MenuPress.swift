import CSDL2
import JoyStickEngine
import JoyStickSDL

/// What counts as "press" on the game's menus (title, pause, level complete, game over, victory): a tap (a
/// finger or the left button that went down AND came up on the menu), Enter, Space, or a pad's A or Start;
/// and, where the screen shows the CONTROLS item (title and pause), a tap that went down and came up on it,
/// or C, which opens the layout editor.
///
/// Apart from that item the whole screen is the one item, so a finger lifted from a stick as a level ends,
/// which went down during play, does not also skip the "level complete" screen.
struct MenuPress {
    /// What a press asks for.
    enum Choice: Equatable {
        /// The screen's own action: start, resume, go on.
        case confirm
        /// Open the layout editor (the CONTROLS item).
        case arrangeControls
    }

    /// Fingers and the mouse (`ControlInput.mouseTouch`) that went down on the menu, at most 8, and whether
    /// each went down on the CONTROLS item.
    private var touches: [(id: TouchID, onItem: Bool)] = []

    init() {
        touches.reserveCapacity(8)
    }

    /// What the event presses, if anything; notes the touches that begin on the menu.
    /// - Parameters:
    ///   - event: the event, on a menu screen
    ///   - item: where the CONTROLS item is on this screen, or nil when it has none
    mutating func choice(for event: InputEvent, item: Rect?) -> Choice? {
        switch event {
        case .touchDown(_, let point), .mouseDown(let point):
            if let id = event.touch, !touches.contains(where: { $0.id == id }), touches.count < touches.capacity {
                touches.append((id, item?.contains(point) ?? false))
            }
            return nil
        case .touchUp(_, let point), .mouseUp(let point):
            guard let index = touches.firstIndex(where: { $0.id == event.touch }) else { return nil }
            let onItem = touches.remove(at: index).onItem
            if !onItem { return .confirm }
            // Down on the item and lifted off it: a change of mind.
            return item?.contains(point) == true ? .arrangeControls : nil
        case .mouseMove(_, false):
            // A button released outside the window is no press.
            touches.removeAll { $0.id == ControlInput.mouseTouch }
            return nil
        case .touchCancel(let id):
            touches.removeAll { $0.id == id }
            return nil
        case .keyDown(let key, isRepeat: false):
            if key == SDL_SCANCODE_C, item != nil { return .arrangeControls }
            let confirms = key == SDL_SCANCODE_RETURN || key == SDL_SCANCODE_KP_ENTER || key == SDL_SCANCODE_SPACE
            return confirms ? .confirm : nil
        case .padButtonDown(let button, _):
            return button == SDL_CONTROLLER_BUTTON_A || button == SDL_CONTROLLER_BUTTON_START ? .confirm : nil
        case .focusLost:
            touches.removeAll(keepingCapacity: true)
            return nil
        default:
            return nil
        }
    }

    /// Forgets every touch (a screen change: what went down on the old screen is no press on the new one).
    mutating func reset() {
        touches.removeAll(keepingCapacity: true)
    }
}
