/// The command line's arguments as bytes, before Swift decodes them: Linux paths are bytes, and Swift's
/// `CommandLine.arguments` repairs bytes that are not UTF-8 (`bad\xFF.xml` becomes `bad\u{FFFD}.xml`), so a
/// report would be written under another name and an existing level reported missing. Such an argument is
/// refused, by its position and its bytes, before anything is parsed.
enum UTF8Arguments {
    /// The message for the first argument that is not UTF-8, or nil when they all are.
    static func problem() -> String? {
        for position in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[position] else { continue }
            guard String(validatingCString: argument) == nil else { continue }
            var shown = ""
            var byte = argument
            while byte.pointee != 0 {
                let value = UInt8(bitPattern: byte.pointee)
                switch value {
                case 0x20...0x7E where value != UInt8(ascii: "\\") && value != UInt8(ascii: "'"):
                    shown.unicodeScalars.append(Unicode.Scalar(value))
                default:
                    shown += "\\x" + String(value, radix: 16, uppercase: true).leftPadded(to: 2)
                }
                byte += 1
            }
            return "argument \(position) is not UTF-8 text: '\(shown)' (arcade takes paths and values as UTF-8: "
                + "rename the file, or name it through a link whose name is UTF-8)"
        }
        return nil
    }
}

private extension String {
    /// The string with zeros in front up to `width` characters.
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
