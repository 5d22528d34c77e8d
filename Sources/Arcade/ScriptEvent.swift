/// One line of an input script: at the start of step `frame`, feed `action` to the game
/// as if it came from SDL.
///
/// Coordinates are logical pixels of the 960x540 screen, x right, y down.
public struct ScriptEvent: Sendable, Equatable {
    /// What happens. The SDL layer turns each case into the matching SDL event.
    public enum Action: Sendable, Equatable {
        /// A finger touches the screen.
        case touchDown(id: Int64, x: Double, y: Double)
        /// A finger moves.
        case touchMove(id: Int64, x: Double, y: Double)
        /// A finger lifts.
        case touchUp(id: Int64, x: Double, y: Double)
        /// The system takes a finger away (e.g. a gesture or a dialog).
        case touchCancel(id: Int64)
        /// The left mouse button goes down.
        case mouseDown(x: Double, y: Double)
        /// The mouse moves.
        case mouseMove(x: Double, y: Double)
        /// The left mouse button goes up.
        case mouseUp(x: Double, y: Double)
        /// A key goes down; `name` is an SDL key name (`SDL_GetKeyFromName`), one token.
        case keyDown(name: String)
        /// A key goes up.
        case keyUp(name: String)
        /// The window loses input focus.
        case focusLost
        /// The window gets input focus back.
        case focusGained
        /// A game controller axis moves: `axis` is one of ``ScriptEvent/padAxes`` (SDL's names), `value`
        /// is SDL's axis value, -32768...32767 (sticks: x right, y down; triggers: 0...32767).
        case padAxis(axis: String, value: Int)
        /// A game controller button goes down: `button` is one of ``ScriptEvent/padButtons`` (SDL's names).
        case padDown(button: String)
        /// A game controller button goes up.
        case padUp(button: String)

        /// Every verb with the names of its arguments, in the order of the cases: what the parser reads and
        /// its messages list.
        public static let syntax: [(verb: String, arguments: [String])] = [
            ("touch-down", ["id", "x", "y"]), ("touch-move", ["id", "x", "y"]), ("touch-up", ["id", "x", "y"]),
            ("touch-cancel", ["id"]), ("mouse-down", ["x", "y"]), ("mouse-move", ["x", "y"]), ("mouse-up", ["x", "y"]),
            ("key-down", ["key"]), ("key-up", ["key"]), ("focus-lost", []), ("focus-gained", []),
            ("pad-axis", ["axis", "value"]), ("pad-down", ["button"]), ("pad-up", ["button"]),
        ]

        /// Every verb, in the order of the cases.
        public static let verbs = syntax.map(\.verb)

        /// The verb naming this action in a script.
        public var verb: String {
            switch self {
            case .touchDown: return "touch-down"
            case .touchMove: return "touch-move"
            case .touchUp: return "touch-up"
            case .touchCancel: return "touch-cancel"
            case .mouseDown: return "mouse-down"
            case .mouseMove: return "mouse-move"
            case .mouseUp: return "mouse-up"
            case .keyDown: return "key-down"
            case .keyUp: return "key-up"
            case .focusLost: return "focus-lost"
            case .focusGained: return "focus-gained"
            case .padAxis: return "pad-axis"
            case .padDown: return "pad-down"
            case .padUp: return "pad-up"
            }
        }

        /// The verb and its arguments as written in a script, e.g. `touch-down 1 150 420`.
        ///
        /// Numbers are written so they parse back to the same value: whole numbers
        /// without a fraction, others by Swift's shortest round-trip `description`.
        public var text: String {
            switch self {
            case .touchDown(let id, let x, let y), .touchMove(let id, let x, let y), .touchUp(let id, let x, let y):
                return "\(verb) \(id) \(ScriptEvent.format(x)) \(ScriptEvent.format(y))"
            case .touchCancel(let id):
                return "\(verb) \(id)"
            case .mouseDown(let x, let y), .mouseMove(let x, let y), .mouseUp(let x, let y):
                return "\(verb) \(ScriptEvent.format(x)) \(ScriptEvent.format(y))"
            case .keyDown(let name), .keyUp(let name):
                return "\(verb) \(name)"
            case .focusLost, .focusGained:
                return verb
            case .padAxis(let axis, let value):
                return "\(verb) \(axis) \(value)"
            case .padDown(let button), .padUp(let button):
                return "\(verb) \(button)"
            }
        }
    }

    /// Game controller axis names, as SDL writes them (`SDL_GameControllerGetStringForAxis`).
    public static let padAxes = ["leftx", "lefty", "rightx", "righty", "lefttrigger", "righttrigger"]

    /// Game controller button names, as SDL 2 writes them (`SDL_GameControllerGetStringForButton`).
    public static let padButtons = [
        "a", "b", "x", "y", "back", "guide", "start", "leftstick", "rightstick", "leftshoulder", "rightshoulder",
        "dpup", "dpdown", "dpleft", "dpright", "misc1", "paddle1", "paddle2", "paddle3", "paddle4", "touchpad",
    ]

    /// The range of a game controller axis value.
    public static let padAxisRange = -32768...32767

    /// The step at whose start the action happens (0 = before the first step).
    public var frame: Int
    /// The script line it was read from, for messages; 0 when made in code. It is where
    /// the event came from, not what it is, so `==` ignores it.
    public var line: Int
    /// What happens.
    public var action: Action

    /// Creates an event.
    public init(frame: Int, line: Int = 0, action: Action) {
        self.frame = frame
        self.line = line
        self.action = action
    }

    /// Same frame and action; the line numbers may differ (a rendered script has no
    /// comments, so its events sit on other lines than the original's).
    public static func == (a: ScriptEvent, b: ScriptEvent) -> Bool {
        a.frame == b.frame && a.action == b.action
    }

    /// A coordinate as a script writes it: `150` for whole numbers (exact up to 2^53),
    /// else the shortest text that reads back as the same `Double`.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return value.description
    }
}
