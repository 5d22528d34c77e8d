/// What one control of a `joystick-run` profile sends, as the profile's `"bindings"` object names it: a stick
/// four keys (up, left, down, right) or a pad's stick, a button a key or a pad's button. Names stay words here
/// (SDL reads them, in `joystick-run`); where each was written stays with it, for messages.
///
/// ```json
/// "bindings": {"move": {"keys": ["Up", "Left", "Down", "Right"]}, "jump": {"key": "Space", "label": "JUMP"},
///              "look": {"pad": "rightstick", "floating": true}, "fire": {"pad": "a", "tint": "#FF8800"}}
/// ```
struct ProfileBinding: Sendable, Equatable {
    /// What the control sends.
    enum Target: Sendable, Equatable {
        /// A stick's four keys, by SDL's key names, up, left, down, right.
        case keys([String])
        /// A button's key, by SDL's key name.
        case key(String)
        /// A game controller's stick (`leftstick`, `rightstick`) for a stick, or its button (SDL's names: `a`,
        /// `start`, ...) for a button.
        case pad(String)
    }

    /// The control's name, as the layout names it.
    var control: String
    /// What it sends.
    var target: Target
    /// The words on a button, if the profile gives them.
    var label: String?
    /// The control's tint, `0xRRGGBB`, from `"tint": "#RRGGBB"`, if the profile gives one.
    var tint: UInt32?
    /// Whether a stick floats (`"floating": true`): a touch-down in its corner of the screen brings it under the
    /// finger.
    var floating = false
    /// Extra reach for a finger landing wide while another plays (`"reach"`), a share of its size, 0 for none.
    var reach = 0.0
    /// Where the control's binding starts in the file: 1-based line and column.
    var line: Int
    var column: Int
    /// Where the target's name (the key, the list of keys, the pad) starts, for a message about the name.
    var targetLine: Int
    var targetColumn: Int
    /// Where each of a stick's four key names starts (line, column), for a message about one of them.
    var keyPlaces: [(line: Int, column: Int)] = []

    /// A binding, made in code (line and column 0).
    init(control: String, target: Target, label: String? = nil, line: Int = 0, column: Int = 0,
         targetLine: Int = 0, targetColumn: Int = 0) {
        self.control = control
        self.target = target
        self.label = label
        self.line = line
        self.column = column
        self.targetLine = targetLine
        self.targetColumn = targetColumn
    }

    /// The pad stick names a stick binds (in any case, as SDL reads names).
    static let padSticks = ["leftstick", "rightstick"]

    /// Whether it binds a stick (four keys, or a pad's stick) rather than a button.
    var isStick: Bool {
        switch target {
        case .keys: true
        case .key: false
        case .pad(let name): Self.padSticks.contains(name.lowercased())
        }
    }

    /// Where the name of a stick's key `index` (0 up, 1 left, 2 down, 3 right), or else the target, starts.
    func place(ofKey index: Int) -> (line: Int, column: Int) {
        keyPlaces.indices.contains(index) ? keyPlaces[index] : (targetLine, targetColumn)
    }

    /// Same control, target and label, wherever they were written.
    static func == (a: ProfileBinding, b: ProfileBinding) -> Bool {
        a.control == b.control && a.target == b.target && a.label == b.label
    }
}
