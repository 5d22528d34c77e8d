/// What a worker writes to its parent about a run, one line each, fields separated by tabs:
///
/// ```
/// S <index>             the worker begins the run
/// P <index> <report>    the run ended; the report is the batch's own (tabs allowed)
/// L <index> <reason>    the run could not be played
/// ```
///
/// `S` lets the parent tell a run in progress from runs handed to a worker and not begun: when a worker dies,
/// the first is lost and the others are handed to another worker. Tabs and line breaks in a reason, and line
/// breaks in a report, become spaces.
public enum WorkerLine: Equatable {
    case started(Int)
    case finished(Int, report: String)
    case lost(Int, reason: String)

    /// The line, with its newline.
    public var text: String {
        switch self {
        case .started(let index): "S\t\(index)\n"
        case .finished(let index, let report): "P\t\(index)\t\(Self.flat(report, tabs: false))\n"
        case .lost(let index, let reason): "L\t\(index)\t\(Self.flat(reason, tabs: true))\n"
        }
    }

    /// The message a line (without its newline) gives, or nil when it is not one (a worker's own words on
    /// standard output, passed on as they are).
    public static func parse(_ line: Substring) -> (kind: Character, index: Int, rest: Substring)? {
        let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count >= 2, fields[0].count == 1, let kind = fields[0].first, "SPL".contains(kind),
              let index = Int(fields[1]), index >= 0 else { return nil }
        if kind == "S" { return fields.count == 2 ? (kind, index, "") : nil }
        guard fields.count == 3 else { return nil }
        return (kind, index, fields[2])
    }

    /// Text on one line: line breaks (and tabs, with `tabs`) become spaces.
    private static func flat(_ text: String, tabs: Bool) -> String {
        String(text.map { $0.isNewline || (tabs && $0 == "\t") ? " " : $0 })
    }
}
