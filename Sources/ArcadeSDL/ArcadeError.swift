/// A headless run or a recording that cannot go on, for a reason of the game's own (not SDL's, not a file
/// format's): its description is the message printed.
public struct ArcadeError: Error, CustomStringConvertible, Equatable {
    /// What went wrong.
    public var description: String

    /// Creates an error with a message.
    /// - Parameter description: what went wrong
    public init(_ description: String) {
        self.description = description
    }
}
