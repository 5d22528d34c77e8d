/// Which screen the front end shows; `GameSession` moves between them.
public enum Screen: Sendable, Equatable {
    /// Title screen, waiting for confirm.
    case title
    /// A level is being played.
    case playing
    /// Play is paused (by the player, or because the window lost focus).
    case paused
    /// The level was won; confirm goes on to the next one.
    case levelComplete
    /// The last life was lost; confirm goes back to the title.
    case gameOver
    /// The last level was won; confirm goes back to the title.
    case victory
    /// The level to play could not be loaded; the text says why. Confirm goes back to the title.
    case error(String)

    /// True while a level is going on, played or paused; false on the title, end and error screens.
    public var isInLevel: Bool { self == .playing || self == .paused }
}
