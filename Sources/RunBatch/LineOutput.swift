#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TextFiles

/// Where a batch's summary lines go (standard output): a line at a time, as each run ends, so a reader (a
/// pipe, a parallel run's parent) has each one at once. A write that fails is remembered and ends the
/// batch: a reader that went away (`| head -1`: EPIPE, with SIGPIPE ignored) quietly, any other error (a
/// full disk, a closed descriptor) as an error.
public final class LineOutput {
    /// Why lines can no longer be written.
    public enum Failure: Equatable, Sendable {
        /// The reader closed its end (EPIPE).
        case readerGone
        /// Another error, in the system's words.
        case error(String)
    }

    /// The file descriptor written to.
    public let descriptor: Int32
    /// The first failure, after which nothing more is written.
    public private(set) var failure: Failure?

    /// Lines written to a descriptor.
    /// - Parameters:
    ///   - descriptor: e.g. 1
    ///   - closedAtStart: the descriptor was closed when the process started (and is now held by /dev/null),
    ///     so the first line fails with EBADF as it would have
    public init(descriptor: Int32, closedAtStart: Bool = false) {
        self.descriptor = descriptor
        if closedAtStart { failure = .error(BoundedFile.reason(EBADF)) }
    }

    /// Writes `line` and a newline.
    /// - Returns: whether it was written; once one fails, none is
    @discardableResult
    public func write(line: String) -> Bool {
        guard failure == nil else { return false }
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        guard let code = writeAll(bytes, to: descriptor) else { return true }
        failure = code == EPIPE ? .readerGone : .error(BoundedFile.reason(code))
        return false
    }
}
