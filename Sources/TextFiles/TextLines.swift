/// The lines of a text file's bytes, one at a time, as the project's text formats (levels, input scripts)
/// read them: split on `\n` (Unix), `\r\n` (Windows) or a lone `\r` (old Mac editors), a leading UTF-8
/// byte-order mark skipped. A final line ending does not start an extra line. Nothing is copied: each line is
/// a range of the bytes.
public struct TextLines {
    /// The file's bytes.
    public let bytes: [UInt8]
    private var start: Int
    /// The 1-based number of the line last returned (0 before the first).
    public private(set) var number = 0

    /// Starts before the first line.
    /// - Parameter bytes: the file's bytes
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        start = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The next line's bytes, without its line ending, or nil after the last line.
    public mutating func next() -> Range<Int>? {
        guard start < bytes.count else { return nil }
        var end = start
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        let range = start..<end
        // A CR followed by an LF is one line ending.
        start = end < bytes.count && bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A
            ? end + 2 : end + 1
        number += 1
        return range
    }

    /// The next line as text (invalid UTF-8 repaired; check with ``isValidUTF8(_:)`` first where it matters).
    public mutating func nextText() -> String? {
        next().map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// Whether a line's bytes are valid UTF-8.
    /// - Parameter range: a range ``next()`` returned
    public func isValidUTF8(_ range: Range<Int>) -> Bool {
        String(validating: bytes[range], as: UTF8.self) != nil
    }
}
