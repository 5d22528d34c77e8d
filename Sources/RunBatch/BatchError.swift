/// What stops a batch before it plays anything, in words: a worker that cannot be started, a report that
/// cannot be written.
public struct BatchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the file or program.
    public var description: String

    /// An error in words.
    public init(_ description: String) {
        self.description = description
    }
}
