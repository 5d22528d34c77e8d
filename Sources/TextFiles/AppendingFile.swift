#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written as a program goes (a recording made while the game plays): created, or emptied, when
/// opened, so a path that cannot be written is an error before anything else happens; then each
/// ``write(_:)`` adds to its end at once, so a crash loses only what was not written yet. Plain POSIX calls: a
/// failure's reason is the system's own words. For a file replaced whole, use ``AtomicFile``.
public final class AppendingFile {
    /// The file, as given.
    public let path: String
    private var descriptor: Int32

    /// Opens the file for writing, making it or emptying it.
    /// - Parameter path: the file
    /// - Throws: the system's reason ("No such file or directory", "Is a directory", "Permission denied")
    public init(path: String) throws(WriteFailure) {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteFailure(errno: errno) }
    }

    deinit {
        close()
    }

    /// Whether the file is still open: ``close()`` not called yet.
    public var isOpen: Bool { descriptor >= 0 }

    /// Adds `bytes` to the end of the file, all of them.
    /// - Throws: the system's reason (a full disk), or "it is closed" after ``close()``
    public func write(_ bytes: [UInt8]) throws(WriteFailure) {
        guard descriptor >= 0 else { throw WriteFailure(reason: "it is closed") }
        if let code = writeAll(bytes, to: descriptor) { throw WriteFailure(errno: code) }
    }

    /// Closes the file; a second call does nothing.
    public func close() {
        guard descriptor >= 0 else { return }
        systemClose(descriptor)
        descriptor = -1
    }
}

/// POSIX `close`, named apart from `AppendingFile.close`.
private func systemClose(_ descriptor: Int32) {
    _ = close(descriptor)
}
