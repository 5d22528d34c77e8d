/// What a player asks of a `GameSession` outside the game itself, given to `GameSession.step(_:commands:)`
/// so the session changes course in its own step, never in the middle of event handling.
public enum SessionCommand: Sendable, Equatable {
    /// The confirm button: see `GameSession.confirm()`.
    case confirm
    /// Pause or resume: see `GameSession.togglePause()`.
    case togglePause
    /// The window lost focus: see `GameSession.focusLost()`.
    case focusLost
    /// Abandon the run: see `GameSession.quitToTitle()`.
    case quitToTitle
}
