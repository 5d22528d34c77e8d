/// How file errors name where they happened, like a compiler: `file:line:column: reason`,
/// `file:line: reason` without a column, or `file: reason` when the problem concerns the whole file.
public enum FileLocation {
    /// The error text.
    /// - Parameters:
    ///   - file: the file's path or name
    ///   - line: 1-based line, or 0 for the whole file
    ///   - column: 1-based column, if it applies
    ///   - reason: what is wrong
    public static func describe(file: String, line: Int, column: Int?, reason: String) -> String {
        guard line > 0 else { return "\(file): \(reason)" }
        if let column {
            return "\(file):\(line):\(column): \(reason)"
        }
        return "\(file):\(line): \(reason)"
    }

    /// Characters of a file's text quoted in an error message.
    public static let quoteLimit = 40

    /// A piece of a file's text in single quotes for an error message: special and control characters
    /// escaped as Swift writes them (`\0`, `\u{1B}`, `\'`), cut after ``quoteLimit`` characters, so a hostile
    /// file can make neither a huge message nor send escape sequences to the terminal.
    public static func quoted<Text: StringProtocol>(_ text: Text) -> String {
        var result = "'"
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == quoteLimit {
                result += "..."
                break
            }
            result += scalar.escaped(asASCII: false)
        }
        return result + "'"
    }
}
