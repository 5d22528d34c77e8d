import JoyStickLayout

/// A `joystick-run` profile: a layout file (`LayoutFile`, the same format and versioning) with one more
/// object, `"bindings"`, naming what each of its controls sends (`ProfileBinding`). Every control the layout
/// places has a binding, and every binding a control; a binding is an object with exactly one of `"keys"` (four
/// key names, for a stick), `"key"` (a key name, for a button) or `"pad"` (a pad's stick or button), and
/// optionally `"label"` (a button's words, 1 to `maxLabelLength` printable ASCII characters), `"tint"` (a colour,
/// `"#RRGGBB"`), `"reach"` (0 to 1: how far off its circle, as a share of its size, a finger landing while
/// another plays still takes it) and, for a stick, `"floating"` (`true` or `false`).
///
/// Reading checks the shape and the names' places; whether a key name is one SDL knows is for the caller,
/// which has SDL (each binding keeps where its name was written, for the message).
enum ProfileFile {
    /// The longest label a profile gives a button.
    static let maxLabelLength = 16

    /// Reads a profile's bytes.
    /// - Parameters:
    ///   - bytes: the file's contents
    ///   - file: its path, for messages
    /// - Returns: the layout, and the bindings in file order
    /// - Throws: `LayoutError` naming the file, and for a syntax or value error its line and column
    static func profile(from bytes: [UInt8], file: String) throws(LayoutError)
        -> (layout: ControlLayout, bindings: [ProfileBinding]) {
        var reader = JSONReader(bytes: bytes, file: file)
        let document = try reader.document()
        guard case .object(let top) = document.value else { throw LayoutError("\(file): not a layout file") }
        // A misspelt word is said where it is written, before what its misspelling leaves missing.
        try checkWords(top, file: file)
        let layout = try LayoutFile.layout(from: bytes, file: file)
        guard let bindingsNode = top.first(where: { $0.key == "bindings" })?.node else {
            throw LayoutError("\(file): a profile says what its controls send in a \"bindings\" object, and this file "
                              + "has none (a layout file alone places controls but binds nothing)")
        }
        guard case .object(let members) = bindingsNode.value else {
            throw at(bindingsNode, file, "\"bindings\" is not an object")
        }
        let placed = Set(ScreenOrientation.allCases.flatMap { layout[$0]?.entries.map { $0.name } ?? [] })
        var bindings: [ProfileBinding] = []
        bindings.reserveCapacity(members.count)
        for member in members {
            guard placed.contains(member.key) else {
                throw LayoutError(file: file, line: member.line, column: member.column,
                                  "\(LayoutError.quoted(member.key)) is bound, but the layout places no control of that name")
            }
            bindings.append(try binding(member, file: file))
        }
        let bound = Set(bindings.map { $0.control })
        for orientation in ScreenOrientation.allCases {
            for entry in layout[orientation]?.entries ?? [] where !bound.contains(entry.name) {
                throw at(bindingsNode, file, "\"bindings\" says nothing of the control \(LayoutError.quoted(entry.name)), "
                            + "which the layout places")
            }
        }
        return (layout, bindings)
    }

    /// The words of a profile's layout part: the layout file would leave a word it does not know out, and a
    /// hand-written profile's unknown word is a misspelling ("hiden" would leave the control shown).
    private static func checkWords(_ top: [JSONReader.Member], file: String) throws(LayoutError) {
        let orientations = ScreenOrientation.allCases.map(\.rawValue)
        try check(top, are: ["format", "version"] + orientations + ["bindings"], of: "a profile", file: file)
        for member in top where orientations.contains(member.key) {
            guard case .object(let fields) = member.node.value else { continue }
            try check(fields, are: ["shorterSide", "controls"], of: "an orientation", file: file)
            guard case .object(let controls)? = fields.first(where: { $0.key == "controls" })?.node.value else { continue }
            for control in controls {
                guard case .object(let placement) = control.node.value else { continue }
                try check(placement, are: ["x", "y", "size", "alpha", "hidden"], of: "a placement", file: file)
            }
        }
    }

    private static func check(_ members: [JSONReader.Member], are words: [String], of what: String,
                              file: String) throws(LayoutError) {
        guard let unknown = members.first(where: { !words.contains($0.key) }) else { return }
        let list = words.dropLast().map { "\"\($0)\"" }.joined(separator: ", ") + " and \"\(words[words.count - 1])\""
        throw LayoutError(file: file, line: unknown.line, column: unknown.column,
                          "\(what) has no \(LayoutError.quoted(unknown.key)) (it has \(list))")
    }

    private static func binding(_ member: JSONReader.Member, file: String) throws(LayoutError) -> ProfileBinding {
        guard case .object(let fields) = member.node.value else {
            throw at(member.node, file, "the binding of \(LayoutError.quoted(member.key)) is not an object such as "
                        + "{\"key\": \"Space\"}")
        }
        var target: (ProfileBinding.Target, JSONReader.Node)?
        var keyPlaces: [(line: Int, column: Int)] = []
        var label: String?
        var tint: UInt32?
        var reach = 0.0
        var floating: (Bool, JSONReader.Node)?
        for field in fields {
            switch field.key {
            case "keys", "key", "pad":
                guard target == nil else {
                    throw LayoutError(file: file, line: field.line, column: field.column,
                                      "a binding has one of \"keys\", \"key\" and \"pad\", not two")
                }
                target = (try self.target(field, file: file), field.node)
                if case .array(let names) = field.node.value { keyPlaces = names.map { ($0.line, $0.column) } }
            case "label":
                guard case .string(let text) = field.node.value, (1...maxLabelLength).contains(text.utf8.count),
                      text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) else {
                    throw at(field.node, file, "\"label\" is not 1 to \(maxLabelLength) printable ASCII characters")
                }
                label = text
            case "tint":
                guard case .string(let text) = field.node.value, let colour = LayoutFile.colour(text) else {
                    throw at(field.node, file, "\"tint\" is not a colour \"#RRGGBB\" (six hexadecimal digits, e.g. \"#FF8800\")")
                }
                tint = colour
            case "reach":
                guard case .number(let share) = field.node.value, share >= 0, share <= 1 else {
                    throw at(field.node, file, "\"reach\" is not a number from 0 to 1 (a share of the control's size)")
                }
                reach = share
            case "floating":
                guard case .bool(let value) = field.node.value else {
                    throw at(field.node, file, "\"floating\" is not true or false")
                }
                floating = (value, field.node)
            default:
                throw LayoutError(file: file, line: field.line, column: field.column,
                                  "a binding has no \(LayoutError.quoted(field.key)) (it has \"keys\", \"key\", \"pad\", "
                                  + "\"label\", \"tint\", \"reach\" and \"floating\")")
            }
        }
        guard let (found, node) = target else {
            throw at(member.node, file, "the binding of \(LayoutError.quoted(member.key)) has none of \"keys\", \"key\" and \"pad\"")
        }
        var binding = ProfileBinding(control: member.key, target: found, label: label, line: member.node.line,
                                     column: member.node.column, targetLine: node.line, targetColumn: node.column)
        binding.keyPlaces = keyPlaces
        binding.tint = tint
        binding.floating = floating?.0 ?? false
        binding.reach = reach
        if binding.isStick, label != nil {
            throw at(member.node, file, "\(LayoutError.quoted(member.key)) is a stick: it has no label")
        }
        if let (_, node) = floating, !binding.isStick {
            throw at(node, file, "\(LayoutError.quoted(member.key)) is a button: only a stick floats")
        }
        return binding
    }

    private static func target(_ field: JSONReader.Member, file: String) throws(LayoutError) -> ProfileBinding.Target {
        switch (field.key, field.node.value) {
        case ("keys", .array(let names)):
            var keys: [String] = []
            for name in names {
                guard case .string(let key) = name.value, !key.isEmpty else { break }
                keys.append(key)
            }
            guard keys.count == 4, names.count == 4 else {
                throw at(field.node, file, "\"keys\" is not four key names: up, left, down and right")
            }
            return .keys(keys)
        case ("key", .string(let key)) where !key.isEmpty:
            return .key(key)
        case ("pad", .string(let name)) where !name.isEmpty:
            return .pad(name)
        default:
            throw at(field.node, file, field.key == "keys" ? "\"keys\" is not four key names: up, left, down and right"
                        : "\(LayoutError.quoted(field.key)) is not a name")
        }
    }

    private static func at(_ node: JSONReader.Node, _ file: String, _ reason: String) -> LayoutError {
        LayoutError(file: file, line: node.line, column: node.column, reason)
    }
}
