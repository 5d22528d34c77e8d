import CSDL2
import JoyStickEngine
import JoyStickSDL

/// One event line of an input script: at the start of step `frame`, `event` reaches the game.
///
/// A line is the frame, a verb and its arguments, e.g. `5 touch-move 1 230 420`; coordinates are the game's
/// logical pixels, x right, y down. Writing an `InputEvent` as a line (``text(for:mouseHeld:)``) and reading
/// one back (`event(verb:arguments:mouseHeld:)`) sit side by side here, so the two cannot drift apart.
public struct ScriptEvent: Sendable, Equatable {
    /// The step at whose start the event happens (0 = before the first step).
    public var frame: Int
    /// The script line it was read from, for messages; 0 when made in code. It is where the event came from,
    /// not what it is, so `==` ignores it.
    public var line: Int
    /// What happens.
    public var event: InputEvent

    /// Creates an event line.
    public init(frame: Int, line: Int = 0, event: InputEvent) {
        self.frame = frame
        self.line = line
        self.event = event
    }

    /// Same frame and event; the line numbers may differ (a rendered script has no comments, so its events
    /// sit on other lines than the original's).
    public static func == (a: ScriptEvent, b: ScriptEvent) -> Bool {
        a.frame == b.frame && a.event == b.event
    }

    // MARK: The vocabulary

    /// Every verb with the names of its arguments: what the parser reads and its messages list.
    public static let syntax: [(verb: String, arguments: [String])] = [
        ("touch-down", ["id", "x", "y"]), ("touch-move", ["id", "x", "y"]), ("touch-up", ["id", "x", "y"]),
        ("touch-cancel", ["id"]), ("mouse-down", ["x", "y"]), ("mouse-move", ["x", "y"]), ("mouse-up", ["x", "y"]),
        ("mouse-wheel", ["steps"]), ("key-down", ["key"]), ("key-up", ["key"]), ("focus-lost", []), ("focus-gained", []),
        ("pad-axis", ["axis", "value"]), ("pad-down", ["button"]), ("pad-up", ["button"]),
    ]

    /// Every verb, in ``syntax`` order.
    public static let verbs = syntax.map(\.verb)

    /// The touch device of scripted fingers: a script names only the finger.
    public static let touchDevice: Int64 = 1

    /// The pad of scripted game controller events: no real pad has this instance id, so a replay gives
    /// them its own virtual pad's (``InputInjector``).
    public static let scriptedPad = GamepadID(SDL_JoystickID(-1))

    /// Game controller axis names, as SDL writes them (`SDL_GameControllerGetStringForAxis`).
    public static let padAxes = ["leftx", "lefty", "rightx", "righty", "lefttrigger", "righttrigger"]

    /// Game controller button names, as SDL 2 writes them (`SDL_GameControllerGetStringForButton`).
    public static let padButtons = [
        "a", "b", "x", "y", "back", "guide", "start", "leftstick", "rightstick", "leftshoulder", "rightshoulder",
        "dpup", "dpdown", "dpleft", "dpright", "misc1", "paddle1", "paddle2", "paddle3", "paddle4", "touchpad",
    ]

    /// The range of a game controller axis value.
    public static let padAxisRange = -32768...32767

    // MARK: Writing

    /// The verb and arguments that write `event`, e.g. `touch-down 1 150 420`, or nil for what a script
    /// cannot say: key repeats, keys SDL has no name for, a drag whose `mouse-down` the script never
    /// saw, pad plugging, window size changes and quit.
    ///
    /// A `mouse-move` is a drag while `mouseHeld` and hovering otherwise. A mouse move without the button while
    /// `mouseHeld` is the button coming up outside the window, and is written as the `mouse-up` it was. Numbers
    /// are written so they read back to the same value.
    /// - Parameters:
    ///   - event: the event
    ///   - mouseHeld: whether the left button is down so far; updated by the event
    public static func text(for event: InputEvent, mouseHeld: inout Bool) -> String? {
        switch event {
        case .touchDown(let id, let point): return "touch-down \(id.finger) \(format(point))"
        case .touchMove(let id, let point): return "touch-move \(id.finger) \(format(point))"
        case .touchUp(let id, let point): return "touch-up \(id.finger) \(format(point))"
        case .touchCancel(let id): return "touch-cancel \(id.finger)"
        case .mouseDown(let point):
            mouseHeld = true
            return "mouse-down \(format(point))"
        case .mouseMove(let point, let held):
            // A drag whose mouse-down came before the script began would read back as hovering.
            if held, !mouseHeld { return nil }
            let released = mouseHeld && !held
            mouseHeld = held
            return (released ? "mouse-up " : "mouse-move ") + format(point)
        case .mouseUp(let point):
            mouseHeld = false
            return "mouse-up \(format(point))"
        case .mouseWheel(let steps):
            return "mouse-wheel \(format(steps))"
        case .keyDown(let key, let isRepeat):
            guard !isRepeat, let name = keyToken(key) else { return nil }
            return "key-down \(name)"
        case .keyUp(let key):
            return keyToken(key).map { "key-up \($0)" }
        case .focusLost: return "focus-lost"
        case .focusGained: return "focus-gained"
        case .padAxis(let axis, let value, _):
            return name(SDL_GameControllerGetStringForAxis(SDL_GameControllerAxis(axis)), in: padAxes).map { "pad-axis \($0) \(value)" }
        case .padButtonDown(let button, _):
            return name(SDL_GameControllerGetStringForButton(SDL_GameControllerButton(button)), in: padButtons).map { "pad-down \($0)" }
        case .padButtonUp(let button, _):
            return name(SDL_GameControllerGetStringForButton(SDL_GameControllerButton(button)), in: padButtons).map { "pad-up \($0)" }
        case .padAdded, .padRemoved, .windowResized, .quit:
            return nil
        }
    }

    /// The event as a recording keeps it, with its line's text (the same as the kept event's), so a recording
    /// in memory equals the same recording read back; nil
    /// for what ``text(for:mouseHeld:)`` cannot say and for hovering, which changes nothing a replay needs and
    /// would fill a recording with every move of the mouse. Fingers get ``touchDevice``, pads ``scriptedPad``,
    /// and a mouse move that lost the button becomes the `mouse-up` it was.
    /// - Parameters:
    ///   - event: the event
    ///   - mouseHeld: whether the left button is down so far; updated by the event
    public static func scripted(_ event: InputEvent, mouseHeld: inout Bool) -> (event: InputEvent, line: String)? {
        let wasHeld = mouseHeld
        if case .mouseMove(_, false) = event, !wasHeld { return nil }
        guard let line = text(for: event, mouseHeld: &mouseHeld) else { return nil }
        func finger(_ id: TouchID) -> TouchID { TouchID(device: touchDevice, finger: id.finger) }
        let kept: InputEvent
        switch event {
        case .touchDown(let id, let point): kept = .touchDown(finger(id), at: point)
        case .touchMove(let id, let point): kept = .touchMove(finger(id), to: point)
        case .touchUp(let id, let point): kept = .touchUp(finger(id), at: point)
        case .touchCancel(let id): kept = .touchCancel(finger(id))
        case .mouseMove(let point, false) where wasHeld: kept = .mouseUp(at: point)
        case .padAxis(let axis, let value, _): kept = .padAxis(axis, value: value, pad: scriptedPad)
        case .padButtonDown(let button, _): kept = .padButtonDown(button, pad: scriptedPad)
        case .padButtonUp(let button, _): kept = .padButtonUp(button, pad: scriptedPad)
        default: kept = event
        }
        return (kept, line)
    }

    /// A key as a script names it: SDL's name of its scancode, quoted when it has a space (`"Left Ctrl"`, as
    /// the script's separator is a space), or nil for a scancode SDL has no name for.
    /// - Parameter key: the key
    public static func keyToken(_ key: Scancode) -> String? {
        let key = SDL_Scancode(key)
        guard let cName = SDL_GetScancodeName(key) else { return nil }
        let name = String(cString: cName)
        // No SDL name holds a quote or a tab; a name that did could not be written.
        guard !name.isEmpty, !name.contains("\""), !name.contains("\t") else { return nil }
        return name.contains(" ") ? "\"\(name)\"" : name
    }

    private static func name(_ cName: UnsafePointer<CChar>?, in names: [String]) -> String? {
        guard let cName else { return nil }
        let name = String(cString: cName)
        return names.contains(name) ? name : nil
    }

    private static func format(_ point: Point) -> String {
        "\(format(point.x)) \(format(point.y))"
    }

    /// A coordinate as a script writes it: `150` for whole numbers (exact up to 2^53), else the shortest text
    /// that reads back as the same `Double`.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return value.description
    }

    // MARK: Reading

    /// The event a verb and its arguments describe (the verb is one of ``verbs``; the parser has checked the
    /// argument count). A `mouse-move` is a move with the button held while `mouseHeld`.
    /// - Parameters:
    ///   - verb: the verb
    ///   - arguments: reads each argument, throwing an error that points at it
    ///   - mouseHeld: whether the left button is down so far; updated by the event
    static func event(verb: String, arguments: inout some ScriptArguments, mouseHeld: inout Bool)
        throws(InputScriptError) -> InputEvent {
        func finger() throws(InputScriptError) -> TouchID {
            TouchID(device: touchDevice, finger: try arguments.touchID())
        }
        func point() throws(InputScriptError) -> Point {
            Point(x: try arguments.coordinate("x"), y: try arguments.coordinate("y"))
        }
        switch verb {
        case "touch-down": return .touchDown(try finger(), at: try point())
        case "touch-move": return .touchMove(try finger(), to: try point())
        case "touch-up": return .touchUp(try finger(), at: try point())
        case "touch-cancel": return .touchCancel(try finger())
        case "mouse-down":
            mouseHeld = true
            return .mouseDown(at: try point())
        case "mouse-move": return .mouseMove(to: try point(), buttonHeld: mouseHeld)
        case "mouse-up":
            mouseHeld = false
            return .mouseUp(at: try point())
        case "mouse-wheel": return .mouseWheel(steps: try arguments.coordinate("steps"))
        case "key-down": return .keyDown(try arguments.key(), isRepeat: false)
        case "key-up": return .keyUp(try arguments.key())
        case "focus-lost": return .focusLost
        case "focus-gained": return .focusGained
        case "pad-axis":
            let axis = GamepadAxis(SDL_GameControllerGetAxisFromString(try arguments.name(padAxes, "axis")))
            return .padAxis(axis, value: Int16(try arguments.axisValue()), pad: scriptedPad)
        case "pad-down":
            return .padButtonDown(GamepadButton(SDL_GameControllerGetButtonFromString(
                try arguments.name(padButtons, "button"))), pad: scriptedPad)
        default:
            return .padButtonUp(GamepadButton(SDL_GameControllerGetButtonFromString(
                try arguments.name(padButtons, "button"))), pad: scriptedPad)
        }
    }
}

/// How `ScriptEvent.event(verb:arguments:mouseHeld:)` reads a line's arguments, one after the other: each
/// call reads the next one or throws an error pointing at it.
protocol ScriptArguments {
    /// A finger id: a whole number that fits 64 bits.
    mutating func touchID() throws(InputScriptError) -> Int64
    /// A finite decimal coordinate; `name` ("x" or "y") is for the message.
    mutating func coordinate(_ name: String) throws(InputScriptError) -> Double
    /// An SDL key name, as a scancode (`SDL_GetScancodeFromName`).
    mutating func key() throws(InputScriptError) -> SDL_Scancode
    /// One of `names`; `what` ("axis", "button") is for the message.
    mutating func name(_ names: [String], _ what: String) throws(InputScriptError) -> String
    /// A game controller axis value in ``ScriptEvent/padAxisRange``.
    mutating func axisValue() throws(InputScriptError) -> Int
}
