#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path the game is about to write names, found before anything is written, so a path that cannot be
/// written is refused up front, in words, and nothing that is not a file is ever replaced by one.
///
/// Nothing there yet, or a regular file (through any links): it gets a new file, renamed into place. A FIFO or
/// a character device (`/dev/null`, `/dev/stdout` on a pipe or a terminal): it is written through and stays
/// what it is. Anything else is refused: a folder, a socket, a block device, a link to nothing, a folder
/// that does not exist or cannot take a new file, an empty path.
public enum OutputPath {
    /// What a path that can be written names.
    public enum Kind: Equatable, Sendable {
        /// Nothing yet; the file will be made at `target` (the path itself).
        case new(target: String)
        /// A regular file at `target`, the path with its links followed.
        case regular(target: String)
        /// A FIFO (a named pipe): written through.
        case fifo
        /// A character device: written through.
        case characterDevice
    }

    /// What `path` names, if it can be written.
    /// - Parameter path: the file
    /// - Throws: why it cannot be written, in words
    public static func check(_ path: String) throws(WriteFailure) -> Kind {
        guard !path.isEmpty else { throw WriteFailure(reason: "no path given") }
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            var link = stat()
            if code == ENOENT, lstat(path, &link) == 0 {
                throw WriteFailure(reason: "it is a symbolic link to a file that does not exist")
            }
            guard code == ENOENT || code == ENOTDIR else { throw WriteFailure(errno: code) }
            let folder = Self.folder(of: path)
            try requireFolder(folder, of: path)
            guard access(folder, W_OK | X_OK) == 0 else {
                throw WriteFailure(reason: "cannot make a file in the folder \(folder) (\(BoundedFile.reason(errno)))")
            }
            return .new(target: path)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            let target = try resolved(path)
            let folder = Self.folder(of: target)
            guard access(folder, W_OK | X_OK) == 0 else {
                throw WriteFailure(reason: "cannot replace it in the folder \(folder) (\(BoundedFile.reason(errno)))")
            }
            return .regular(target: target)
        case S_IFIFO, S_IFCHR:
            guard access(path, W_OK) == 0 else { throw WriteFailure(errno: errno) }
            return status.st_mode & S_IFMT == S_IFIFO ? .fifo : .characterDevice
        default:
            throw WriteFailure(reason: "it is \(describe(status.st_mode))")
        }
    }

    /// What a file's type is called in messages: "a file", "a folder", "a FIFO", ...
    /// - Parameter mode: `st_mode` from `stat`
    public static func describe(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "a file"
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a file"
        }
    }

    /// The folder part of a path ("." for a bare name, "/" for a name in the root).
    public static func folder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// Refuses a path whose folder is missing or is not a folder, naming the nearest part that exists but
    /// is not a folder, else the missing folder.
    private static func requireFolder(_ folder: String, of path: String) throws(WriteFailure) {
        var status = stat()
        var part = folder
        while stat(part, &status) != 0 {
            guard errno == ENOENT || errno == ENOTDIR else { throw WriteFailure(errno: errno) }
            let parent = Self.folder(of: part)
            if parent == part { break }
            part = parent
        }
        if status.st_mode & S_IFMT != S_IFDIR {
            throw WriteFailure(reason: "\(part) is not a folder")
        }
        if part != folder {
            throw WriteFailure(reason: "the folder \(folder) does not exist")
        }
    }

    /// The path with its symbolic links followed, when it is one; else the path as given.
    private static func resolved(_ path: String) throws(WriteFailure) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
        guard let resolved = realpath(path, nil) else {
            throw WriteFailure(reason: "it is a symbolic link that cannot be followed (\(BoundedFile.reason(errno)))")
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
