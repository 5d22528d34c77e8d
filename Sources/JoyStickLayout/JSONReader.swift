/// Reads a JSON document within bounds: nesting at most ``maxDepth`` deep, and every failure a ``LayoutError``
/// naming the file, the line and the column. Standard library only, so it builds into the C library too.
struct JSONReader {
    /// A value and where it starts.
    struct Node {
        var value: Value
        var line: Int
        var column: Int
    }

    indirect enum Value {
        case object([(key: String, node: Node)])
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

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// The whole document: one value and nothing after it but white space.
    mutating func document() throws(LayoutError) -> Node {
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
        switch bytes[index] {
        case UInt8(ascii: "{"): value = try object(depth: depth + 1)
        case UInt8(ascii: "["): value = try array(depth: depth + 1)
        case UInt8(ascii: "\""): value = .string(try string())
        case UInt8(ascii: "t"): try word("true"); value = .bool(true)
        case UInt8(ascii: "f"): try word("false"); value = .bool(false)
        case UInt8(ascii: "n"): try word("null"); value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try number())
        default: throw error("expected a value, found \(describe(bytes[index]))")
        }
        return Node(value: value, line: line, column: column)
    }

    private mutating func object(depth: Int) throws(LayoutError) -> Value {
        guard depth <= Self.maxDepth else { throw error("nested more than \(Self.maxDepth) deep") }
        index += 1
        var members: [(key: String, node: Node)] = []
        skipSpace()
        if take(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes")
            }
            let key = try string()
            skipSpace()
            guard take(UInt8(ascii: ":")) else { throw error("expected ':' after a key") }
            members.append((key, try value(depth: depth)))
            skipSpace()
            if take(UInt8(ascii: ",")) { continue }
            guard take(UInt8(ascii: "}")) else { throw error("expected ',' or '}' in an object") }
            return .object(members)
        }
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
                return String(decoding: text, as: UTF8.self)
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

    /// A number as JSON writes it. Exact for the numbers this project writes (at most 15 significant digits
    /// and 6 decimals: the integer of the digits divided by a power of ten, one rounding).
    private mutating func number() throws(LayoutError) -> Double {
        let start = index
        let negative = take(UInt8(ascii: "-"))
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        func digit(_ byte: UInt8) -> UInt64? {
            byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? UInt64(byte - UInt8(ascii: "0")) : nil
        }
        guard index < bytes.count, let first = digit(bytes[index]) else { throw error("a number without digits") }
        if first == 0 {
            index += 1
        } else {
            while index < bytes.count, let d = digit(bytes[index]) {
                if digits < 19 { mantissa = mantissa * 10 + d; digits += 1 } else { exponent += 1 }
                index += 1
            }
        }
        if take(UInt8(ascii: ".")) {
            guard index < bytes.count, digit(bytes[index]) != nil else { throw error("a number with no digits after '.'") }
            while index < bytes.count, let d = digit(bytes[index]) {
                if digits < 19 { mantissa = mantissa * 10 + d; digits += 1; exponent -= 1 }
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            let negativeExponent = take(UInt8(ascii: "-"))
            if !negativeExponent { _ = take(UInt8(ascii: "+")) }
            guard index < bytes.count, digit(bytes[index]) != nil else { throw error("a number with no digits in its exponent") }
            var written = 0
            while index < bytes.count, let d = digit(bytes[index]) {
                if written < 100_000 { written = written * 10 + Int(d) }
                index += 1
            }
            exponent += negativeExponent ? -written : written
        }
        var value = Double(mantissa)
        if mantissa != 0 {
            var power = 1.0
            var remaining = min(abs(exponent), 400)
            while remaining > 0 {
                let step = min(remaining, 22)
                power *= Self.powersOfTen[step]
                remaining -= step
            }
            value = exponent < 0 ? value / power : value * power
        }
        guard value.isFinite else {
            index = start
            throw error("a number too large")
        }
        return negative ? -value : value
    }

    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13,
                                                1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22]

    // MARK: Reading

    private mutating func word(_ text: StaticString) throws(LayoutError) {
        let expected = text.withUTF8Buffer { Array($0) }
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw error("expected \(text)")
        }
        index += expected.count
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
