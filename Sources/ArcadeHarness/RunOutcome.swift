import Arcade

/// How one run of a batch ended, as the batch records it, whether it was played in this process or in a
/// worker: played (perhaps with a picture that could not be written), or lost, with the reason. A run with
/// no outcome when the batch ends was not played because a stop was asked for: the report calls it skipped.
enum RunOutcome: Equatable {
    /// The run was played to its end (won, lost, or stopped by its frame limit or a signal).
    case played(PlayedRun)
    /// The run did not finish: its process could not play it, or ended (killed, crashed) before reporting it.
    case lost(index: Int, reason: String)

    /// The run's index in the whole work.
    var index: Int {
        switch self {
        case .played(let run): run.index
        case .lost(let index, _): index
        }
    }
}

/// What a batch keeps of a run that was played: what its report and exit status need, and its summary line,
/// so a parent passes a worker's line on without decoding its JSON.
struct PlayedRun: Equatable {
    /// The run's index in the whole work.
    var index: Int
    /// How it ended.
    var result: RunSummary.Result
    /// Steps played.
    var frames: Int
    /// Gems collected.
    var gemsCollected: Int
    /// Gems in the level.
    var gemsTotal: Int
    /// Lives left.
    var lives: Int
    /// The final score.
    var score: Int
    /// Why its trace picture could not be written, if it could not.
    var pictureError: String?
    /// Its summary, one line of JSON (`RunSummary.jsonLine()`).
    var line: String

    /// The run as this process played it.
    init(_ played: HeadlessRequest.Played, index: Int) {
        let summary = played.summary
        self.init(index: index, result: summary.result, frames: summary.frames, gemsCollected: summary.gems.collected,
                  gemsTotal: summary.gems.total, lives: summary.lives, score: summary.score,
                  pictureError: played.pictureError, line: summary.jsonLine())
    }

    init(index: Int, result: RunSummary.Result, frames: Int, gemsCollected: Int, gemsTotal: Int, lives: Int, score: Int,
         pictureError: String?, line: String) {
        self.index = index
        self.result = result
        self.frames = frames
        self.gemsCollected = gemsCollected
        self.gemsTotal = gemsTotal
        self.lives = lives
        self.score = score
        self.pictureError = pictureError
        self.line = line
    }
}
