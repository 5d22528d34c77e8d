/// A change of a `GameSession`'s course, reported in `GameSession.changes` the way `Game.events` reports
/// what happened in a game: a front end plays a jingle, prints a summary or saves the best score from these
/// values instead of comparing screens before and after.
public enum SessionChange: Sendable, Equatable {
    /// The level at `index` started from its beginning: reported by the step whose command started it, or
    /// by a direct `start()` or `confirm()` until the next step clears `changes`.
    case levelStarted(index: Int)
    /// The level at `index` could not be loaded; the error screen shows.
    case levelFailedToLoad(index: Int)
    /// Play paused (the player, or a focus loss).
    case paused
    /// Play resumed.
    case resumed
    /// The level at `index` was won.
    case levelWon(index: Int)
    /// The level at `index` was lost (the last life went).
    case levelLost(index: Int)
    /// The run ended in defeat with this score.
    case gameOver(score: Int)
    /// The run ended with every level won, with this score: the player confirmed the last level's "level
    /// complete" screen.
    case victory(score: Int)
    /// The run was abandoned or ended and the title shows.
    case returnedToTitle

    /// True for the changes that end a level (won or lost).
    public var endsLevel: Bool {
        switch self {
        case .levelWon, .levelLost: return true
        default: return false
        }
    }
}
