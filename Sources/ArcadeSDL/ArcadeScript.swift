import JoyStickSDL
import TextFiles
import JoyStickReplay

/// An input script as the arcade reads it: the control module's `InputScript` (the window, the frame count,
/// the events) plus the game's own two header lines, `level:` (a level file or number) and `seed:` (the
/// session seed, an unsigned 64-bit integer).
public struct ArcadeScript: Sendable, Equatable {
    /// The header keys the arcade adds to the format, in the order it writes them.
    public static let keys = ["level", "seed"]

    /// The script.
    public var script: InputScript

    /// Wraps a parsed script, checking the game's headers.
    /// - Parameters:
    ///   - script: a script parsed with ``keys`` as its game keys
    ///   - file: the script's path, for errors
    /// - Throws: `InputScriptError` pointing at a `seed:` that is not a whole number from 0 to 2^64-1
    public init(_ script: InputScript, file: String) throws(InputScriptError) {
        self.script = script
        if let header = script.header("seed"), Self.seed(header.value) == nil {
            throw InputScriptError(kind: .badNumber, file: file, line: header.line, column: header.column,
                                   reason: "bad seed \(FileLocation.quoted(header.value)) (expected a whole number from 0 to \(UInt64.max))")
        }
    }

    /// A seed written as plain decimal digits, as `seed:` and `--seed` take it (no sign, no spaces).
    /// - Parameter text: the seed as written
    /// - Returns: the seed, or nil when it is not a whole number from 0 to 2^64-1
    public static func seed(_ text: String) -> UInt64? {
        guard text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return UInt64(text)
    }

    /// Wraps a script made in code, whose headers are right by construction.
    init(unchecked script: InputScript) {
        self.script = script
    }

    /// Loads and parses a script file.
    /// - Parameter path: the file
    /// - Throws: `InputScriptError` naming the file, line and reason
    public static func load(path: String) throws(InputScriptError) -> ArcadeScript {
        try ArcadeScript(InputScript.load(path: path, gameKeys: keys), file: path)
    }

    /// Parses a script's text.
    /// - Parameters:
    ///   - text: the script
    ///   - file: its name, for errors
    public static func parse(_ text: String, file: String) throws(InputScriptError) -> ArcadeScript {
        try ArcadeScript(InputScript.parse(text, file: file, gameKeys: keys), file: file)
    }

    /// The `level:` header: a level file path or a level number, as written.
    public var level: String? {
        get { script.header("level")?.value }
        set { script.setHeader("level", newValue) }
    }

    /// The `seed:` header.
    public var seed: UInt64? {
        get { script.header("seed").flatMap { Self.seed($0.value) } }
        set { script.setHeader("seed", newValue.map { String($0) }) }
    }
}
