import JoyStickSDL
import CSDL2
import TextFiles

/// Reads the input script format (see `InputScript`) from bytes.
///
/// Built to turn hostile input down fast and in bounded memory: it works on the bytes
/// in one pass, stops counting a line's characters as soon as it passes `InputScript.maxLineLength`
/// (so a billion-digit number is never read as one), checks UTF-8
/// only on lines that are not plain ASCII, reads numbers without building big
/// intermediate values, and quotes at most a few dozen characters of a bad token back
/// in its message.
///
/// Lines are split by `TextLines` (`\n`, `\r\n` or a lone `\r`, a leading UTF-8 byte-order mark skipped). Comments
/// are whole lines only: a `#` after an event is an extra argument, and an error.
struct InputScriptParser {
    private let bytes: [UInt8]
    private let file: String
    /// Header keys: the game's, then `InputScript.headerKeys`.
    private let keys: [String]
    /// Whether the left mouse button is down so far: a `mouse-move` is a drag while it is.
    private var mouseHeld = false
    /// The token the next argument is read from.
    private var argument = 2
    private var script = InputScript()
    private var lineNumber = 0
    private var lineStart = 0
    /// Byte ranges of the current line's tokens.
    private var tokenStarts: [Int] = []
    private var tokenEnds: [Int] = []
    /// Line of each header key given so far (0: not given), in `keys` order.
    private var headerLines: [Int]
    private var firstEventLine = 0
    private var lastFrame = 0
    private var lastFrameLine = 0

    private init(bytes: [UInt8], file: String, gameKeys: [String]) {
        self.bytes = bytes
        self.file = file
        keys = gameKeys + InputScript.headerKeys
        headerLines = Array(repeating: 0, count: keys.count)
        // A line has at most maxLineLength characters, so at most half as many tokens.
        tokenStarts.reserveCapacity(InputScript.maxLineLength / 2 + 1)
        tokenEnds.reserveCapacity(InputScript.maxLineLength / 2 + 1)
    }

    /// Parses a whole script. `file` is only used to name it in errors.
    static func parse(bytes: [UInt8], file: String, gameKeys: [String] = []) throws(InputScriptError) -> InputScript {
        try checkSize(bytes.count, file: file)
        var parser = InputScriptParser(bytes: bytes, file: file, gameKeys: gameKeys)
        try parser.run()
        return parser.script
    }

    /// Turns down more than `InputScript.maxFileSize` bytes, whatever they came from.
    static func checkSize(_ count: Int, file: String) throws(InputScriptError) {
        guard count > InputScript.maxFileSize else { return }
        throw InputScriptError(kind: .fileTooLarge, file: file, line: 0,
                               reason: "input script is too large (\(count) bytes, at most \(InputScript.maxFileSize))")
    }

    private mutating func run() throws(InputScriptError) {
        var lines = TextLines(bytes: bytes)
        while let range = lines.next() {
            lineNumber = lines.number
            lineStart = range.lowerBound
            var characters = 0
            var ascii = true
            for byte in bytes[range] {
                if byte >= 0x80 { ascii = false }
                // Count scalar starts, not continuation bytes.
                if byte & 0xC0 != 0x80 {
                    characters += 1
                    if characters > InputScript.maxLineLength {
                        throw error(.lineTooLong, column: characters,
                                    "line is longer than \(InputScript.maxLineLength) characters")
                    }
                }
            }
            if !ascii && !lines.isValidUTF8(range) {
                throw error(.notUTF8, "not valid UTF-8 text")
            }
            try parseLine(end: range.upperBound)
        }
    }

    // MARK: Lines

    private mutating func parseLine(end: Int) throws(InputScriptError) {
        tokenStarts.removeAll(keepingCapacity: true)
        tokenEnds.removeAll(keepingCapacity: true)
        var i = lineStart
        var hasQuotes = false
        while i < end {
            while i < end, isBlank(bytes[i]) { i += 1 }
            guard i < end else { break }
            let tokenStart = i
            // A token that opens with a quote runs to the next quote, blanks and all: a key name with spaces.
            // It is checked only once the line is known to be an event.
            if bytes[i] == UInt8(ascii: "\""), tokenStarts.count > 0 {
                hasQuotes = true
                i += 1
                while i < end, bytes[i] != UInt8(ascii: "\"") { i += 1 }
                if i < end { i += 1 }
            }
            while i < end, !isBlank(bytes[i]) { i += 1 }
            tokenStarts.append(tokenStart)
            tokenEnds.append(i)
        }
        guard let first = tokenStarts.first else { return }
        if bytes[first] == UInt8(ascii: "#") { return }
        if let colon = firstIndex(of: UInt8(ascii: ":"), from: first, to: tokenEnds[0]) {
            try parseHeader(colon: colon, end: end)
        } else if isDigit(bytes[first]) || bytes[first] == UInt8(ascii: "-") || bytes[first] == UInt8(ascii: "+") {
            if hasQuotes { try checkQuotes() }
            try parseEvent()
        } else {
            throw error(.malformedLine, column: column(of: first),
                        "expected an event 'frame verb arguments' or a header 'key: value'")
        }
    }

    /// Each quoted token is closed on its line and ends at its closing quote.
    private func checkQuotes() throws(InputScriptError) {
        for (start, end) in zip(tokenStarts, tokenEnds) where bytes[start] == UInt8(ascii: "\"") {
            guard let close = firstIndex(of: UInt8(ascii: "\""), from: start + 1, to: end) else {
                throw error(.malformedLine, column: column(of: start),
                            "unclosed quote: a quoted name ends with '\"' on its line")
            }
            if close + 1 < end {
                throw error(.malformedLine, column: column(of: close + 1),
                            "a quoted name is followed by a space or the end of the line")
            }
        }
    }

    private mutating func parseHeader(colon: Int, end: Int) throws(InputScriptError) {
        let keyStart = tokenStarts[0]
        let keyColumn = column(of: keyStart)
        guard colon > keyStart else {
            throw error(.badHeader, column: keyColumn, "bad header line, expected 'key: value'")
        }
        let key = text(keyStart, colon)
        guard let slot = keys.firstIndex(of: key) else {
            throw error(.unknownKey, column: keyColumn,
                        "unknown key \(quoted(keyStart, colon)) (known keys: \(keys.joined(separator: ", ")))")
        }
        if firstEventLine > 0 {
            throw error(.headerAfterEvents, column: keyColumn,
                        "header '\(key)' after the first event (line \(firstEventLine)); headers must come first")
        }
        if headerLines[slot] > 0 {
            throw error(.duplicateKey, column: keyColumn,
                        "duplicate key '\(key)' (first given on line \(headerLines[slot]))")
        }
        var valueStart = colon + 1
        while valueStart < end, isBlank(bytes[valueStart]) { valueStart += 1 }
        var valueEnd = end
        while valueEnd > valueStart, isBlank(bytes[valueEnd - 1]) { valueEnd -= 1 }
        guard valueEnd > valueStart else {
            throw error(.badHeader, column: keyColumn, "missing value for '\(key)'")
        }
        let valueColumn = column(of: valueStart)
        switch key {
        case "frames":
            guard let frames = unsigned(valueStart, valueEnd, max: UInt64(InputScript.maxFrame)) else {
                throw error(.badNumber, column: valueColumn,
                            "bad frames \(quoted(valueStart, valueEnd)) (expected a whole number from 0 to \(InputScript.maxFrame))")
            }
            script.frames = Int(frames)
        case "window":
            guard let size = InputScript.WindowSize(parsing: text(valueStart, valueEnd)) else {
                throw error(.badWindowSize, column: valueColumn,
                            "bad window size \(quoted(valueStart, valueEnd)) (expected WIDTHxHEIGHT, each from \(InputScript.minWindowSide) to \(InputScript.maxWindowSide))")
            }
            script.window = size
        default:
            script.headers.append(InputScript.Header(key: key, value: text(valueStart, valueEnd), line: lineNumber,
                                                     column: valueColumn))
        }
        headerLines[slot] = lineNumber
    }

    private mutating func parseEvent() throws(InputScriptError) {
        let frame = try parseFrame()
        guard tokenStarts.count >= 2 else {
            throw error(.missingVerb, "missing verb after frame \(frame)")
        }
        let verbStart = tokenStarts[1]
        let verbEnd = tokenEnds[1]
        let verb = text(verbStart, verbEnd)
        guard let verbIndex = ScriptEvent.verbs.firstIndex(of: verb) else {
            throw error(.unknownVerb, column: column(of: verbStart),
                        "unknown verb \(quoted(verbStart, verbEnd)) (known verbs: \(ScriptEvent.verbs.joined(separator: ", ")))")
        }
        let arguments = ScriptEvent.syntax[verbIndex].arguments
        let given = tokenStarts.count - 2
        if given != arguments.count {
            let at = given > arguments.count ? tokenStarts[2 + arguments.count] : verbStart
            let expected = arguments.isEmpty
                ? "takes no arguments"
                : "takes \(arguments.count) argument\(arguments.count == 1 ? "" : "s") (\(arguments.joined(separator: " ")))"
            throw error(.wrongArgumentCount, column: column(of: at),
                        "'\(verb)' \(expected), got \(given)\(verb.hasPrefix("key-") ? quoteHint() : "")")
        }
        argument = 2
        var held = mouseHeld
        let event = try ScriptEvent.event(verb: verb, arguments: &self, mouseHeld: &held)
        mouseHeld = held
        if firstEventLine == 0 { firstEventLine = lineNumber }
        lastFrame = frame
        lastFrameLine = lineNumber
        script.events.append(ScriptEvent(frame: frame, line: lineNumber, event: event))
    }

    /// What a key verb given more than one word says: the key name to quote, when the words make one.
    private func quoteHint() -> String {
        guard tokenStarts.count > 3 else { return "" }
        let words = (2..<tokenStarts.count).map { text(tokenStarts[$0], tokenEnds[$0]) }.joined(separator: " ")
        let code = SDL_GetScancodeFromName(words)
        guard code != SDL_SCANCODE_UNKNOWN, let token = ScriptEvent.keyToken(Scancode(code)) else {
            return ": quote a key name with spaces, e.g. \"Left Ctrl\""
        }
        return ": quote a key name with spaces: \(token)"
    }

    // MARK: Numbers

    private func parseFrame() throws(InputScriptError) -> Int {
        let start = tokenStarts[0]
        let end = tokenEnds[0]
        let column = column(of: start)
        guard allDigits(start, end) else {
            throw error(.badNumber, column: column,
                        "bad frame \(quoted(start, end)) (expected a whole number from 0 to \(InputScript.maxFrame))")
        }
        guard let value = unsigned(start, end, max: UInt64(InputScript.maxFrame)) else {
            throw error(.frameTooLarge, column: column,
                        "frame \(quoted(start, end)) is too large (at most \(InputScript.maxFrame))")
        }
        let frame = Int(value)
        if lastFrameLine > 0 && frame < lastFrame {
            throw error(.framesOutOfOrder, column: column,
                        "frame \(frame) comes before frame \(lastFrame) of the previous event (line \(lastFrameLine))")
        }
        return frame
    }

    /// The next argument's byte range.
    private mutating func nextArgument() -> (start: Int, end: Int) {
        defer { argument += 1 }
        return (tokenStarts[argument], tokenEnds[argument])
    }
}

extension InputScriptParser: ScriptArguments {
    mutating func touchID() throws(InputScriptError) -> Int64 {
        let (start, end) = nextArgument()
        var i = start
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative || bytes[i] == UInt8(ascii: "+") { i += 1 }
        guard allDigits(i, end) else {
            throw error(.badNumber, column: column(of: start), "bad touch id \(quoted(start, end)) (expected a whole number)")
        }
        // The magnitude of Int64.min is one more than Int64.max.
        let limit = negative ? UInt64(Int64.max) + 1 : UInt64(Int64.max)
        guard let magnitude = unsigned(i, end, max: limit) else {
            throw error(.touchIDOutOfRange, column: column(of: start),
                        "touch id \(quoted(start, end)) is out of range (expected \(Int64.min) to \(Int64.max))")
        }
        return negative ? Int64(truncatingIfNeeded: 0 &- magnitude) : Int64(magnitude)
    }

    /// A game controller axis or button name from `names`.
    mutating func name(_ names: [String], _ what: String) throws(InputScriptError) -> String {
        let (start, end) = nextArgument()
        let name = text(start, end)
        guard names.contains(name) else {
            throw error(.unknownPadName, column: column(of: start),
                        "unknown game controller \(what) \(quoted(start, end)) (known: \(names.joined(separator: ", ")))")
        }
        return name
    }

    /// A game controller axis value: a whole number in `ScriptEvent.padAxisRange`.
    mutating func axisValue() throws(InputScriptError) -> Int {
        let (start, end) = nextArgument()
        var i = start
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative || bytes[i] == UInt8(ascii: "+") { i += 1 }
        let range = ScriptEvent.padAxisRange
        guard allDigits(i, end),
              let magnitude = unsigned(i, end, max: UInt64(negative ? -range.lowerBound : range.upperBound)) else {
            throw error(.badNumber, column: column(of: start),
                        "bad axis value \(quoted(start, end)) (expected a whole number from \(range.lowerBound) to \(range.upperBound))")
        }
        return negative ? -Int(magnitude) : Int(magnitude)
    }

    /// A finite decimal number: optional sign, digits with an optional fraction, an
    /// optional exponent. No `nan`, `inf`, hex or digit separators.
    mutating func coordinate(_ name: String) throws(InputScriptError) -> Double {
        let (start, end) = nextArgument()
        guard isDecimal(start, end), let value = Double(text(start, end)), value.isFinite else {
            throw error(.badNumber, column: column(of: start),
                        "bad \(name) coordinate \(quoted(start, end)) (expected a finite decimal number)")
        }
        return value
    }

    /// An SDL key name, resolved now to its scancode (the physical key) so a typo is an error at its line.
    /// A name with spaces comes quoted (`"Left Ctrl"`); the quotes are not part of it.
    mutating func key() throws(InputScriptError) -> SDL_Scancode {
        let (start, end) = nextArgument()
        let isQuoted = bytes[start] == UInt8(ascii: "\"")
        let code = SDL_GetScancodeFromName(isQuoted ? text(start + 1, end - 1) : text(start, end))
        guard code != SDL_SCANCODE_UNKNOWN else {
            throw error(.unknownKeyName, column: column(of: start),
                        "unknown key name \(isQuoted ? quoted(start + 1, end - 1) : quoted(start, end)) "
                            + "(use SDL's names, e.g. Space, Left, Return, \"Left Ctrl\")")
        }
        return code
    }
}

extension InputScriptParser {
    private func isDecimal(_ start: Int, _ end: Int) -> Bool {
        var i = start
        if i < end, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
        var digits = 0
        while i < end, isDigit(bytes[i]) { i += 1; digits += 1 }
        if i < end, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < end, isDigit(bytes[i]) { i += 1; digits += 1 }
        }
        guard digits > 0 else { return false }
        if i < end, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < end, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
            var exponentDigits = 0
            while i < end, isDigit(bytes[i]) { i += 1; exponentDigits += 1 }
            guard exponentDigits > 0 else { return false }
        }
        return i == end
    }

    /// The decimal digits in `start..<end` as a number, or nil if there are none, one is
    /// not a digit, or the value passes `max` (checked digit by digit, so any length is safe).
    private func unsigned(_ start: Int, _ end: Int, max: UInt64) -> UInt64? {
        guard start < end else { return nil }
        var value: UInt64 = 0
        for i in start..<end {
            let byte = bytes[i]
            guard isDigit(byte) else { return nil }
            let digit = UInt64(byte - UInt8(ascii: "0"))
            guard digit <= max, value <= (max - digit) / 10 else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    // MARK: Bytes

    private func allDigits(_ start: Int, _ end: Int) -> Bool {
        guard start < end else { return false }
        for i in start..<end where !isDigit(bytes[i]) { return false }
        return true
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Spaces and tabs separate tokens (every CR already ended a line in `TextLines`).
    @inline(__always)
    private func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private func firstIndex(of byte: UInt8, from start: Int, to end: Int) -> Int? {
        var i = start
        while i < end {
            if bytes[i] == byte { return i }
            i += 1
        }
        return nil
    }

    /// The bytes as text; the line was checked to be valid UTF-8.
    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The token quoted for a message (`FileLocation.quoted`).
    private func quoted(_ start: Int, _ end: Int) -> String {
        FileLocation.quoted(text(start, end))
    }

    /// 1-based column of a byte of the current line, counting Unicode scalars.
    private func column(of byte: Int) -> Int {
        var column = 1
        for i in lineStart..<byte where bytes[i] & 0xC0 != 0x80 { column += 1 }
        return column
    }

    private func error(_ kind: InputScriptError.Kind, column: Int? = nil, _ reason: String) -> InputScriptError {
        InputScriptError(kind: kind, file: file, line: lineNumber, column: column, reason: reason)
    }
}
