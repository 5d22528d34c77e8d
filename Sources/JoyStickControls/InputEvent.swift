import JoyStickEngine

/// Everything a game takes from SDL's input, as one value: what happened, where in the game's logical
/// coordinates, with SDL's synthesized duplicates already gone.
///
/// Decode each polled `SDL_Event` (SDL 2's or SDL 3's) with ``OnScreenControls/event(from:)``, give it to
/// ``OnScreenControls/handle(_:time:)-(InputEvent,_)``, and let the game read the same value: a menu, and
/// JoyStickReplay's recorder and player all speak it.
public enum InputEvent: Equatable, Sendable {
    /// A finger touched the screen.
    case touchDown(TouchID, at: Point)
    /// A finger moved.
    case touchMove(TouchID, to: Point)
    /// A finger lifted.
    case touchUp(TouchID, at: Point)
    /// The system took a finger away (a gesture, a dialog): SDL 3's `SDL_EVENT_FINGER_CANCELED`. SDL 2 has no
    /// such event: there it comes from scripts and from games that learn it elsewhere.
    case touchCancel(TouchID)
    /// The left mouse button went down (the mouse acts as one more finger).
    case mouseDown(at: Point)
    /// The mouse moved; `buttonHeld` says whether SDL saw the left button held. A move without it while the
    /// button was down means the button came up where the window could not see it.
    case mouseMove(to: Point, buttonHeld: Bool)
    /// The left mouse button went up.
    case mouseUp(at: Point)
    /// The mouse wheel turned: `steps` up (away from the player) positive, as SDL's `preciseY` with a flipped
    /// wheel turned back.
    case mouseWheel(steps: Double)
    /// A key went down, by its scancode (the physical key, whatever the keyboard's layout: what
    /// `SDL_GetKeyboardState` indexes); `isRepeat` for the key repeat's copies.
    case keyDown(Scancode, isRepeat: Bool)
    /// A key went up.
    case keyUp(Scancode)
    /// A gamepad's button went down; `pad` is its joystick instance id.
    case padButtonDown(GamepadButton, pad: GamepadID)
    /// A gamepad's button went up.
    case padButtonUp(GamepadButton, pad: GamepadID)
    /// A gamepad's axis moved: `value` is SDL's, -32768...32767 (sticks: x right, y down; triggers
    /// 0...32767).
    case padAxis(GamepadAxis, value: Int16, pad: GamepadID)
    /// A gamepad was plugged in: `deviceIndex` is what opens it (SDL 2's device index for
    /// `SDL_GameControllerOpen`, SDL 3's joystick id for `SDL_OpenGamepad`).
    case padAdded(deviceIndex: Int32)
    /// A gamepad was unplugged.
    case padRemoved(pad: GamepadID)
    /// The game stopped getting input: the window lost focus, was minimised or hidden, or the app went to
    /// the background. Everything held must be let go.
    case focusLost
    /// The window got input focus back.
    case focusGained
    /// The window's size, its display or its pixel density changed: coordinates map differently from now on.
    case windowResized
    /// The player or the system asked the game to quit (the close button, SIGTERM, the app terminating).
    case quit

    /// The touch a pointer event is about: a finger's own id, ``mouseTouch`` for the mouse.
    public var touch: TouchID? {
        switch self {
        case .touchDown(let id, _), .touchMove(let id, _), .touchUp(let id, _), .touchCancel(let id): return id
        case .mouseDown, .mouseMove, .mouseUp: return Self.mouseTouch
        default: return nil
        }
    }

    /// The touch identity of the left mouse button (no SDL touch device uses it).
    public static let mouseTouch = TouchID(device: Int64.min, finger: 0)
}
