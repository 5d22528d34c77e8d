#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a lock file beside the file it guards (`FILE.lock`), held while a
/// reader-then-writer replaces that file, so two games finishing at once (the best score, the player's
/// layout) never interleave. The lock file is made if missing and left in place.
public enum FileLock {
    /// Runs `body` holding the lock of `path` (on `path + ".lock"`).
    /// - Parameters:
    ///   - path: the file guarded
    ///   - body: what to do while holding it
    /// - Throws: why the lock could not be taken (``FileLockError``, naming the lock file), or `body`'s error
    public static func holding<Result, Failure: Error>(_ path: String, _ body: () throws(Failure) -> Result)
        throws(FileLockError<Failure>) -> Result {
        let lockPath = path + ".lock"
        let lock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard lock >= 0 else {
            throw .lock(file: lockPath, reason: "cannot open the lock (\(BoundedFile.reason(errno)))")
        }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .lock(file: lockPath, reason: "cannot lock (\(BoundedFile.reason(errno)))") }
        }
        do {
            return try body()
        } catch {
            throw .body(error)
        }
    }
}

/// Why ``FileLock/holding(_:_:)`` failed: the lock, or what was done under it.
public enum FileLockError<Failure: Error>: Error {
    /// The lock file could not be opened or locked.
    case lock(file: String, reason: String)
    /// The body's own error.
    case body(Failure)
}
