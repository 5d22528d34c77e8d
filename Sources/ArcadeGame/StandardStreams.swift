#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard input, output and error as it started. One that was closed is taken by /dev/null at
/// once, before anything else opens a file: otherwise the next file opened (a level, a worker's pipe) would
/// get its number, and summary lines meant for standard output would go into it. Standard output that was
/// closed is remembered, so the first summary fails with EBADF as it would have.
enum StandardStreams {
    /// Whether standard output was closed when the process started (read first thing in `main`).
    static let outputWasClosed: Bool = {
        var outputClosed = false
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            // The lowest free number is this one: the ones below it are open.
            _ = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if descriptor == 1 { outputClosed = true }
        }
        return outputClosed
    }()
}
