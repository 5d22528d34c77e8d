/// Why a file could not be used, and where in it: the one shape of the project's file errors (levels, Tiled
/// maps, input scripts), each format with its own ``Kind`` of problems.
///
/// Its description reads like a compiler diagnostic: `replays/a.txt:7:12: bad x coordinate 'abc' (expected
/// a finite decimal number)`, or `file:line: reason` when no column applies, or `file: reason` when the whole
/// file is at fault (`line == 0`). Columns count Unicode scalars from 1 (bytes, for ASCII text).
public struct FileError<Problem: Sendable & Equatable>: Error, Equatable, Sendable, CustomStringConvertible {
    /// The format's kinds of problem.
    public typealias Kind = Problem

    /// What went wrong, for callers that react to specific problems.
    public let kind: Kind
    /// The file (path or name).
    public let file: String
    /// 1-based line of the problem, or 0 when it concerns the whole file.
    public let line: Int
    /// 1-based column where it applies, else nil.
    public let column: Int?
    /// A human-readable explanation, at most ``maxReasonLength`` characters: a hostile file cannot make a
    /// huge message (the parts quoted from it are cut shorter still, by `FileLocation.quoted`).
    public let reason: String
    /// The longest ``reason`` kept; longer ones end in "...".
    public static var maxReasonLength: Int { 280 }

    /// Creates an error.
    public init(kind: Kind, file: String, line: Int, column: Int? = nil, reason: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.reason = reason.unicodeScalars.count <= Self.maxReasonLength ? reason
            : String(String.UnicodeScalarView(reason.unicodeScalars.prefix(Self.maxReasonLength - 3))) + "..."
    }

    /// `file:line:column: reason`, `file:line: reason`, or `file: reason`.
    public var description: String {
        FileLocation.describe(file: file, line: line, column: column, reason: reason)
    }
}
