#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents whole, and never replaces what is not a file.
///
/// A regular file, or a path with nothing yet, gets a temporary file beside it, flushed to the disk and
/// renamed over it (and the folder flushed, so the rename itself is on the disk): a crash, a full disk or a
/// power cut leaves the old file or the new one, never half of one. A path that is a symbolic link is written
/// through: the file it points to is replaced, the link stays. A FIFO or a character device (`/dev/null`, a
/// terminal, a pipe's `/dev/stdout`) is written through and stays what it is; a FIFO that nothing reads is
/// refused rather than waited on. A folder, a socket, a block device or a link to nothing is refused
/// (``OutputPath``). Plain POSIX calls: a failure's reason is the system's own words.
///
/// Write with ``write(_:)`` (as often as needed, for a large file), or let a writer that takes a file name fill
/// ``temporaryPath``; then ``commit()``. Dropped without a commit, the temporary file is removed.
public final class AtomicFile {
    /// Why a write failed, in words.
    public typealias Failure = WriteFailure

    /// The path being written, as given.
    public let path: String
    /// The temporary file that becomes ``path`` on ``commit()``; nil when a FIFO or a device is written
    /// through.
    public let temporaryPath: String?
    private let target: String
    private let syncing: Bool
    private let isFIFO: Bool
    private var descriptor: Int32
    private var committed = false

    /// Opens `path` for writing: a new temporary file beside its target, or the FIFO or device itself.
    /// - Parameters:
    ///   - path: the file
    ///   - syncing: whether ``commit()`` flushes the file and the rename to the disk (a report or a score
    ///     must survive a power cut; a screenshot need not cost a disk flush)
    ///   - regularOnly: refuse a FIFO or a device too, for a writer that needs ``temporaryPath``
    /// - Throws: why it cannot be written, in words
    public init(path: String, syncing: Bool = true, regularOnly: Bool = false) throws(Failure) {
        self.path = path
        self.syncing = syncing
        let kind = try OutputPath.check(path)
        if regularOnly, kind == .fifo || kind == .characterDevice {
            throw Failure(reason: "it is \(kind == .fifo ? "a FIFO" : "a character device"), not a regular file")
        }
        switch kind {
        case .fifo:
            // Non-blocking, so a FIFO nothing reads is refused at once instead of waited on for ever.
            let opened = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            guard opened >= 0 else {
                throw errno == ENXIO ? Failure(reason: "it is a FIFO that nothing is reading") : Failure(errno: errno)
            }
            _ = fcntl(opened, F_SETFL, fcntl(opened, F_GETFL) & ~O_NONBLOCK)
            descriptor = opened
            temporaryPath = nil
            target = path
            isFIFO = true
        case .characterDevice:
            let opened = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard opened >= 0 else { throw Failure(errno: errno) }
            descriptor = opened
            temporaryPath = nil
            target = path
            isFIFO = false
        case .new(let target), .regular(let target):
            let temporary = target + ".tmp-\(getpid())"
            // A temporary left by a crash is removed, and the new one made afresh: never opened through a link.
            unlink(temporary)
            let opened = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard opened >= 0 else { throw Failure(errno: errno) }
            // The new file keeps the old one's permissions (a score made private stays private).
            var status = stat()
            if stat(target, &status) == 0, fchmod(opened, status.st_mode & 0o7777) != 0 {
                let code = errno
                close(opened)
                unlink(temporary)
                throw Failure(errno: code)
            }
            descriptor = opened
            temporaryPath = temporary
            self.target = target
            isFIFO = false
        }
    }

    deinit {
        guard !committed else { return }
        close(descriptor)
        if let temporaryPath { unlink(temporaryPath) }
    }

    /// Writes all of `bytes`.
    /// - Throws: the system's reason (a full disk, a reader of the FIFO that went away)
    public func write(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
        if let code = writeOut(bytes) { throw Failure(errno: code) }
    }

    /// Writes all of `bytes`.
    /// - Throws: the system's reason
    public func write(_ bytes: [UInt8]) throws(Failure) {
        if let code = bytes.withUnsafeBytes(writeOut) { throw Failure(errno: code) }
    }

    /// Writes all of `bytes` to the file, a FIFO's reader going away being an error, not a signal.
    /// - Returns: nil, or the `errno` of the write that failed
    private func writeOut(_ bytes: UnsafeRawBufferPointer) -> Int32? {
        isFIFO ? Self.withoutSIGPIPE { writeAll(bytes, to: descriptor) } : writeAll(bytes, to: descriptor)
    }

    /// Puts what was written in place: renames the temporary file over the target, or ends the write-through.
    /// - Throws: the system's reason, or "it became a folder" when something else took the file's place
    public func commit() throws(Failure) {
        committed = true
        guard let temporaryPath else {
            close(descriptor)
            return
        }
        if syncing, fsync(descriptor) != 0 {
            let code = errno
            close(descriptor)
            unlink(temporaryPath)
            throw Failure(errno: code)
        }
        close(descriptor)
        // Whatever took the file's place while it was written (a FIFO, a folder) is not replaced.
        var status = stat()
        if lstat(target, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            unlink(temporaryPath)
            throw Failure(reason: "it became \(OutputPath.describe(status.st_mode)) while it was written")
        }
        guard rename(temporaryPath, target) == 0 else {
            let code = errno
            unlink(temporaryPath)
            throw Failure(errno: code)
        }
        guard syncing else { return }
        let folder = open(OutputPath.folder(of: target), O_RDONLY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// Writes `bytes` to `path` whole.
    /// - Parameters:
    ///   - bytes: the new contents
    ///   - path: the file
    ///   - syncing: whether to flush to the disk
    /// - Throws: why it cannot be written, in words
    public static func write(_ bytes: [UInt8], to path: String, syncing: Bool = true) throws(Failure) {
        let file = try AtomicFile(path: path, syncing: syncing)
        try file.write(bytes)
        try file.commit()
    }

    /// Runs `body` with SIGPIPE blocked in this thread, and discards one it raised: a FIFO's reader that goes
    /// away is EPIPE, an error, not the end of the process.
    private static func withoutSIGPIPE<T>(_ body: () -> T) -> T {
        var pipeSignal = sigset_t(), previous = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        let result = body()
        var pending = sigset_t()
        sigpending(&pending)
        if sigismember(&pending, SIGPIPE) == 1, sigismember(&previous, SIGPIPE) == 0 {
            var now = timespec(tv_sec: 0, tv_nsec: 0)
            _ = sigtimedwait(&pipeSignal, nil, &now)
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        return result
    }
}

/// Writes all of `bytes` to an open file, going on after interruptions.
/// - Returns: nil, or the `errno` of the write that failed
public func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    guard let base = bytes.baseAddress else { return nil }
    var written = 0
    while written < bytes.count {
        let result = write(descriptor, base + written, bytes.count - written)
        if result < 0 {
            if errno == EINTR { continue }
            return errno
        }
        written += result
    }
    return nil
}

/// Writes all of `bytes` to an open file, going on after interruptions.
/// - Returns: nil, or the `errno` of the write that failed
public func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
}
