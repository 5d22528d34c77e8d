/// Where a game stands.
public enum GameResult: UInt8, Sendable, Equatable {
    /// Still going.
    case playing
    /// The player reached the open exit.
    case won
    /// The player ran out of lives.
    case lost
}
