#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents whole: written to a temporary file beside it, flushed to the disk, then renamed
/// over it (and the folder flushed, so the rename itself is on the disk), so a crash, a full disk or a power
/// cut leaves the old file or the new one, never half of one. A path that is a symbolic link is written
/// through: the file it points to is replaced, the link stays. Plain POSIX calls: a failure's reason is the
/// system's own words ("No such file or directory").
public enum AtomicFile {
    /// Writes `bytes` to `path`.
    /// - Parameters:
    ///   - bytes: the new contents
    ///   - path: the file
    /// - Throws: the system's reason, in words
    public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let path = try target(of: path)
        let temporary = path + ".tmp-\(getpid())"
        // A temporary left by a crash is removed, and the new one made afresh: never opened through a link.
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(reason: BoundedFile.reason(errno)) }
        // The new file keeps the old one's permissions (a score made private stays private).
        var status = stat()
        if stat(path, &status) == 0, fchmod(descriptor, status.st_mode & 0o7777) != 0 {
            return try abandon(descriptor, temporary, errno)
        }
        if let code = writeAll(bytes, to: descriptor) { return try abandon(descriptor, temporary, code) }
        guard fsync(descriptor) == 0 else { return try abandon(descriptor, temporary, errno) }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw Failure(reason: BoundedFile.reason(code))
        }
        let folder = open(Self.folder(of: path), O_RDONLY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// The file a path names: itself, or where the symbolic link it is points (a dangling link is refused:
    /// replacing it would silently turn the link into a file).
    private static func target(of path: String) throws(Failure) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
        guard let resolved = realpath(path, nil) else {
            let code = errno
            throw Failure(reason: code == ENOENT ? "it is a symbolic link to a file that does not exist"
                                                 : "it is a symbolic link that cannot be followed (\(BoundedFile.reason(code)))")
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folder part of a path ("." for a bare name).
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
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

/// Writes all of `bytes` to an open file, going on after interruptions.
/// - Returns: nil, or the `errno` of the write that failed
public func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var written = 0
    while written < bytes.count {
        let result = bytes.withUnsafeBytes { buffer in
            buffer.baseAddress.map { write(descriptor, $0 + written, buffer.count - written) } ?? 0
        }
        if result < 0 {
            if errno == EINTR { continue }
            return errno
        }
        written += result
    }
    return nil
}
