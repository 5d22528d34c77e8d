/// Why a file or folder cannot be written, in words: the system's own ("No space left on device") or the
/// project's ("it is a folder"). Each caller names the file in its own message.
public struct WriteFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The reason, e.g. "No space left on device".
    public var reason: String

    /// A failure for a reason.
    /// - Parameter reason: what is wrong, in words
    public init(reason: String) {
        self.reason = reason
    }

    /// The failure of a system call, in the system's words.
    /// - Parameter code: its `errno`
    public init(errno code: Int32) {
        reason = BoundedFile.reason(code)
    }

    /// The reason.
    public var description: String { reason }
}
