import Arcade
import RunBatch

/// What an arcade worker reports for a run (`WorkerLine`): played, with the numbers the parent
/// needs and the summary it passes on without decoding JSON, fields separated by tabs:
///
/// ```
/// P <index> <result> <frames> <gems collected> <gems total> <lives> <score> <picture error> <summary JSON>
/// L <index> <reason>
/// ```
///
/// The picture error is empty when there is none; tabs and line breaks in it become spaces; the summary's
/// JSON has none (`JSONEncoder` escapes them).
enum WorkerMessage {
    /// The worker's line for an outcome.
    static func line(for outcome: RunOutcome) -> WorkerLine {
        switch outcome {
        case .played(let run):
            let fields = [run.result.rawValue, String(run.frames), String(run.gemsCollected), String(run.gemsTotal),
                          String(run.lives), String(run.score), flat(run.pictureError ?? ""), run.line]
            return .finished(run.index, report: fields.joined(separator: "\t"))
        case .lost(let index, let reason):
            return .lost(index, reason: reason)
        }
    }

    /// The run a `P` line's report gives, or nil when it is not one.
    static func played(index: Int, report: Substring) -> PlayedRun? {
        let fields = report.split(separator: "\t", maxSplits: 7, omittingEmptySubsequences: false)
        guard fields.count == 8, let result = RunSummary.Result(rawValue: String(fields[0])),
              let frames = Int(fields[1]), let collected = Int(fields[2]), let total = Int(fields[3]),
              let lives = Int(fields[4]), let score = Int(fields[5]) else { return nil }
        return PlayedRun(index: index, result: result, frames: frames, gemsCollected: collected,
                         gemsTotal: total, lives: lives, score: score,
                         pictureError: fields[6].isEmpty ? nil : String(fields[6]), line: String(fields[7]))
    }

    /// Text on one line: tabs and line breaks become spaces.
    private static func flat(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }
}
