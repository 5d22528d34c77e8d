/// A layout file that could not be read or written, or a control name that is not one: the file, the place
/// and the reason, in words.
public struct LayoutError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The whole message, as `js_last_error()` and a thrown error say it.
    public var description: String

    /// An error with a message.
    public init(_ description: String) {
        self.description = description
    }

    /// An error at a place of a file: "FILE: line L, column C: reason".
    public init(file: String, line: Int, column: Int, _ reason: String) {
        description = "\(file): line \(line), column \(column): \(reason)"
    }

    /// Text from a file or a caller as a message quotes it: in double quotes, cut to its first 40 characters
    /// (then "...") so a hostile file cannot make a message of a megabyte.
    /// - Parameter text: the text
    public static func quoted(_ text: String) -> String {
        let start = text.prefix(41)
        return start.count > 40 ? "\"\(start.prefix(40))...\"" : "\"\(text)\""
    }
}
