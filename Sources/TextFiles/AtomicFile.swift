#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents whole: written to a temporary file beside it, flushed to the disk, then renamed
/// over it, so a crash, a full disk or a power cut leaves the old file or the new one, never half of one.
/// Plain POSIX calls: a failure's reason is the system's own words ("No such file or directory").
public enum AtomicFile {
    /// Writes `bytes` to `path`.
    /// - Parameters:
    ///   - bytes: the new contents
    ///   - path: the file
    /// - Throws: the system's reason, in words
    public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(reason: BoundedFile.reason(errno)) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                buffer.baseAddress.map { systemWrite(descriptor, $0 + written, buffer.count - written) } ?? 0
            }
            if result < 0 {
                if errno == EINTR { continue }
                return try abandon(descriptor, temporary, errno)
            }
            written += result
        }
        guard fsync(descriptor) == 0 else { return try abandon(descriptor, temporary, errno) }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw Failure(reason: BoundedFile.reason(code))
        }
    }

    /// Why a write failed, in the system's words.
    public struct Failure: Error, Equatable {
        /// The reason, e.g. "No space left on device".
        public var reason: String
    }

    private static func abandon(_ descriptor: Int32, _ temporary: String, _ code: Int32) throws(Failure) {
        close(descriptor)
        unlink(temporary)
        throw Failure(reason: BoundedFile.reason(code))
    }
}

/// POSIX `write`, named apart from `AtomicFile.write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
