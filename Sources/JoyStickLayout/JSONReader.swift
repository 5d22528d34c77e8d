/// Reads a JSON document within bounds: nesting at most ``maxDepth`` deep, every number read exactly
/// (``DecimalNumber``), no key twice in one object, and every failure a ``LayoutError`` naming the file, the
/// line and the column. Time and memory grow with the document's size and no faster. Standard library only, so
/// it builds into the C library too. `package`: joystick-run reads its profiles' `"bindings"` with it.
package struct JSONReader {
    /// A value and where it starts.
    package struct Node {
        package var value: Value
        package var line: Int
        package var column: Int
        /// A number as the file wrote it, for messages; empty for other values.
        package var written = ""
    }

    /// An object's key, where it starts, and its value.
    package struct Member {
        package var key: String
        package var line: Int
        package var column: Int
        package var node: Node
    }

    package indirect enum Value {
        case object([Member])
        case array([Node])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// How deep objects and arrays may nest.
    static let maxDepth = 32

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0

    package init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// The whole document: one value and nothing after it but white space.
    package mutating func document() throws(LayoutError) -> Node {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw error("a byte order mark (EF BB BF) starts the file: save it as UTF-8 without one")
        }
        let node = try value(depth: 0)
        skipSpace()
        guard index == bytes.count else { throw error("text after the end of the document") }
        return node
    }

    // MARK: Values

    private mutating func value(depth: Int) throws(LayoutError) -> Node {
        skipSpace()
        let line = line, column = index - lineStart + 1
        guard index < bytes.count else { throw error("the document ends where a value should be") }
        let value: Value
        var written = ""
        switch bytes[index] {
        case UInt8(ascii: "{"): value = try object(depth: depth + 1)
        case UInt8(ascii: "["): value = try array(depth: depth + 1)
        case UInt8(ascii: "\""): value = .string(try string())
        case UInt8(ascii: "t"): try word("true"); value = .bool(true)
        case UInt8(ascii: "f"): try word("false"); value = .bool(false)
        case UInt8(ascii: "n"): try word("null"); value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = index
            value = .number(try number())
            written = String(decoding: bytes[start..<index], as: UTF8.self)
        default: throw error("expected a value, found \(describe(bytes[index]))")
        }
        return Node(value: value, line: line, column: column, written: written)
    }

    private mutating func object(depth: Int) throws(LayoutError) -> Value {
        guard depth <= Self.maxDepth else { throw error("nested more than \(Self.maxDepth) deep") }
        index += 1
        var members: [Member] = []
        // The keys of a large object by where they are in `members`, so each new key is checked in constant
        // time; a small one is searched.
        var keys = NameTable()
        skipSpace()
        if take(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes")
            }
            let line = line, column = index - lineStart + 1
            let key = try string()
            if let first = Self.find(key, in: members, keys: &keys) {
                throw LayoutError(file: file, line: line, column: column,
                                  "the key \(LayoutError.quoted(key)) appears twice in one object "
                                      + "(first at line \(members[first].line), column \(members[first].column))")
            }
            skipSpace()
            guard take(UInt8(ascii: ":")) else { throw error("expected ':' after a key") }
            members.append(Member(key: key, line: line, column: column, node: try value(depth: depth)))
            skipSpace()
            if take(UInt8(ascii: ",")) { continue }
            guard take(UInt8(ascii: "}")) else { throw error("expected ',' or '}' in an object") }
            return .object(members)
        }
    }

    /// Where a key already is among an object's members, or nil; the key is then noted as the next member's.
    /// Keys are the same when their UTF-8 bytes are.
    private static func find(_ key: String, in members: [Member], keys: inout NameTable) -> Int? {
        let searched = 8
        if members.count < searched {
            return members.firstIndex { NameTable.same($0.key, key) }
        }
        if keys.count == 0 {
            for (position, member) in members.enumerated() { keys.add(member.key, number: position) }
        }
        return keys.add(key, number: members.count)
    }

    private mutating func array(depth: Int) throws(LayoutError) -> Value {
        guard depth <= Self.maxDepth else { throw error("nested more than \(Self.maxDepth) deep") }
        index += 1
        var elements: [Node] = []
        skipSpace()
        if take(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            elements.append(try value(depth: depth))
            skipSpace()
            if take(UInt8(ascii: ",")) { continue }
            guard take(UInt8(ascii: "]")) else { throw error("expected ',' or ']' in an array") }
            return .array(elements)
        }
    }

    private mutating func string() throws(LayoutError) -> String {
        index += 1
        var text: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                // JSON is UTF-8; anything else would read as replacement characters and not save back as it was.
                guard let valid = String(validating: text, as: UTF8.self) else {
                    index -= 1
                    throw error("a string that is not UTF-8")
                }
                return valid
            case UInt8(ascii: "\\"):
                try escape(into: &text)
            case 0..<0x20:
                index -= 1
                throw error("a control character in a string")
            default:
                text.append(byte)
            }
        }
        throw error("a string that never ends")
    }

    private mutating func escape(into text: inout [UInt8]) throws(LayoutError) {
        guard index < bytes.count else { throw error("a string that never ends") }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(letter)
        case UInt8(ascii: "b"): text.append(8)
        case UInt8(ascii: "f"): text.append(12)
        case UInt8(ascii: "n"): text.append(10)
        case UInt8(ascii: "r"): text.append(13)
        case UInt8(ascii: "t"): text.append(9)
        case UInt8(ascii: "u"):
            var scalar = try hex4()
            if (0xD800...0xDBFF).contains(scalar) {
                guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")) else { throw error("a lone surrogate in \\u") }
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw error("a lone surrogate in \\u") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw error("a lone surrogate in \\u") }
            text.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            index -= 1
            throw error("an unknown escape \\\(describe(letter))")
        }
    }

    private mutating func hex4() throws(LayoutError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw error("four hexadecimal digits after \\u") }
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("four hexadecimal digits after \\u")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// A number as JSON writes it, read exactly; one no double but infinity, or but 0 when it is not 0, is
    /// near is refused, at its first character.
    private mutating func number() throws(LayoutError) -> Double {
        let start = index
        _ = take(UInt8(ascii: "-"))
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number without digits") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if take(UInt8(ascii: ".")) {
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number with no digits after '.'") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if !take(UInt8(ascii: "-")) { _ = take(UInt8(ascii: "+")) }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number with no digits in its exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        switch DecimalNumber.read(bytes, start..<index) {
        case .value(let value):
            return value
        case .tooLarge:
            let end = index
            index = start
            throw error("the number \(Self.quotedNumber(bytes[start..<end])) is too large (the largest double is 1.7976931348623157e308)")
        case .tooSmall:
            let end = index
            index = start
            throw error("the number \(Self.quotedNumber(bytes[start..<end])) is too close to zero (at most half the smallest double, 4.9406564584124654e-324)")
        }
    }

    /// A number as the file wrote it, cut to its first 40 characters (then "...") as ``LayoutError/quoted(_:)``
    /// cuts text.
    static func quotedNumber(_ text: ArraySlice<UInt8>) -> String {
        text.count > 40 ? String(decoding: text.prefix(40), as: UTF8.self) + "..." : String(decoding: text, as: UTF8.self)
    }

    // MARK: Reading

    /// Reads `true`, `false` or `null`; any other word (its letters, from where it starts) is named whole.
    private mutating func word(_ text: StaticString) throws(LayoutError) {
        let expected = text.withUTF8Buffer { Array($0) }
        var end = index
        while end < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[end] | 0x20) { end += 1 }
        guard bytes[index..<end].elementsEqual(expected) else {
            throw error("expected a value, found \(LayoutError.quoted(String(decoding: bytes[index..<end], as: UTF8.self)))")
        }
        index = end
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte \(byte)"
    }

    private func error(_ reason: String) -> LayoutError {
        LayoutError(file: file, line: line, column: index - lineStart + 1, reason)
    }
}
