#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file for a loader (text levels, Tiled maps, input scripts), refusing it by its size before
/// reading when it is over the loader's limit: a hostile 100 MB file costs a `stat`, not 100 MB of memory.
/// The read stops one byte past the limit, in case the file grew after its size was checked. Only regular
/// files are read: a FIFO or a device would block or never end. Plain POSIX calls, so the reason for a
/// failure is the system's own words and no Foundation is needed.
public enum BoundedFile {
    /// Why a file could not be read; each loader words it in its own error type.
    public enum Failure: Error, Equatable {
        /// There is no such file.
        case missing
        /// The path is a folder.
        case folder
        /// The path is a FIFO, a device or a socket: something that is not a file's contents.
        case notRegular
        /// The file holds more than the limit.
        case tooLarge(size: UInt64)
        /// The system refused to read it, with its reason.
        case unreadable(String)
    }

    /// The file's bytes, or why they cannot be had.
    /// - Parameters:
    ///   - path: the file
    ///   - limit: the largest size accepted, in bytes
    public static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
        // Non-blocking, so opening a FIFO with no writer returns at once; fstat then turns it down.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            return .failure(code == ENOENT ? .missing : code == EISDIR ? .folder : .unreadable(reason(code)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(reason(errno))) }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .failure(.folder)
        case S_IFREG: break
        default: return .failure(.notRegular)
        }
        let size = UInt64(max(status.st_size, 0))
        guard size <= UInt64(limit) else { return .failure(.tooLarge(size: size)) }
        var bytes = [UInt8](repeating: 0, count: Int(size) + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .failure(.unreadable(reason(errno)))
            }
            if got == 0 { break }
            count += got
            // Grown since the stat: read on to see how far past the limit, up to one byte past it.
            if count == bytes.count, count <= limit { bytes.append(contentsOf: repeatElement(0, count: limit + 1 - count)) }
        }
        guard count <= limit else { return .failure(.tooLarge(size: UInt64(count))) }
        bytes.removeLast(bytes.count - count)
        return .success(bytes)
    }

    /// The system's words for an error number ("Permission denied").
    public static func reason(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }
}

/// POSIX `read`, named apart from `BoundedFile.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    guard let buffer else { return 0 }
    return read(descriptor, buffer, count)
}
