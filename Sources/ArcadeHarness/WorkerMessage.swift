import Arcade

/// What a worker writes to its parent for each run, one line, fields separated by tabs so the parent reads
/// the numbers it needs and passes the summary on without decoding JSON:
///
/// ```
/// P <index> <result> <frames> <gems collected> <gems total> <lives> <score> <picture error> <summary JSON>
/// L <index> <reason>
/// ```
///
/// `P` for a run played (the picture error empty when there is none), `L` for a run lost. Tabs and line
/// breaks in a reason become spaces; the summary's JSON has none (`JSONEncoder` escapes them).
enum WorkerMessage {
    /// The line for an outcome, with its newline.
    static func line(for outcome: RunOutcome) -> String {
        switch outcome {
        case .played(let run):
            let fields = ["P", String(run.index), run.result.rawValue, String(run.frames), String(run.gemsCollected),
                          String(run.gemsTotal), String(run.lives), String(run.score), flat(run.pictureError ?? ""),
                          run.line]
            return fields.joined(separator: "\t") + "\n"
        case .lost(let index, let reason):
            return "L\t\(index)\t\(flat(reason))\n"
        }
    }

    /// The outcome a line (without its newline) gives, or nil when it is not one.
    static func outcome(from line: Substring) -> RunOutcome? {
        let fields = line.split(separator: "\t", maxSplits: 9, omittingEmptySubsequences: false)
        guard fields.count >= 3, let index = Int(fields[1]) else { return nil }
        if fields[0] == "L", fields.count == 3 { return .lost(index: index, reason: String(fields[2])) }
        guard fields[0] == "P", fields.count == 10, let result = RunSummary.Result(rawValue: String(fields[2])),
              let frames = Int(fields[3]), let collected = Int(fields[4]), let total = Int(fields[5]),
              let lives = Int(fields[6]), let score = Int(fields[7]) else { return nil }
        return .played(PlayedRun(index: index, result: result, frames: frames, gemsCollected: collected,
                                  gemsTotal: total, lives: lives, score: score,
                                  pictureError: fields[8].isEmpty ? nil : String(fields[8]), line: String(fields[9])))
    }

    /// Text on one line: tabs and line breaks become spaces.
    private static func flat(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }
}
