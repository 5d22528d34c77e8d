/// How one test of a suite ended, as its worker reports it to the suite (one line, fields separated by tabs):
/// passed (the game left with status 0 and its frames matched the good run's, if there was one), failed (its
/// frames differ, the game failed or was stopped), or an error (it could not be played: a bad script, a game
/// that does not start or never took the overlay).
struct SuiteVerdict: Equatable {
    enum Result: String {
        case pass, fail, error
    }

    var result: Result
    /// Frames the run had, and how many of them the game drew.
    var frames: Int
    var drawn: Int
    /// What went wrong, in words; for a pass, what is worth knowing (no good run to compare with), or empty.
    var message: String

    /// The report a worker sends for it: `pass|fail|error <frames> <drawn> <message>`.
    var report: String {
        [result.rawValue, String(frames), String(drawn), message.map { $0 == "\t" || $0.isNewline ? " " : $0 }.reduce(into: "") { $0.append($1) }]
            .joined(separator: "\t")
    }

    /// The verdict a report gives, or nil.
    init?(report: Substring) {
        let fields = report.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
        guard fields.count == 4, let result = Result(rawValue: String(fields[0])), let frames = Int(fields[1]),
              let drawn = Int(fields[2]) else { return nil }
        self.init(result: result, frames: frames, drawn: drawn, message: String(fields[3]))
    }

    init(result: Result, frames: Int, drawn: Int, message: String) {
        self.result = result
        self.frames = frames
        self.drawn = drawn
        self.message = message
    }

    /// The line the suite prints for the test: `pass walk-right: 300 frames (298 drawn)` (`..., no
    /// walk-right.hashes to compare with` for a test with no good run yet), `FAIL jump: frame 41 differs ...`.
    func line(name: String) -> String {
        switch result {
        case .pass: "pass \(name): \(frames) frames (\(drawn) drawn)" + (message.isEmpty ? "" : ", \(message)")
        case .fail: "FAIL \(name): \(message)"
        case .error: "ERROR \(name): \(message)"
        }
    }
}
