#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder the game writes files into (trace pictures, screenshots, the best score's), made with the folders
/// above it when missing, and refused in words when it cannot be: a part of the path that is a file, a FIFO
/// or a device, a folder the user may not write in, an empty path. Plain POSIX calls: no Foundation error
/// reaches a message.
public enum OutputFolder {
    /// Makes `path` a folder that takes new files, if it is not one already.
    /// - Parameter path: the folder
    /// - Throws: why it cannot be, in words
    public static func prepare(_ path: String) throws(WriteFailure) {
        guard !path.isEmpty else { throw WriteFailure(reason: "no path given") }
        try make(path, asked: path)
        guard access(path, W_OK | X_OK) == 0 else {
            throw WriteFailure(reason: "cannot make files in it (\(BoundedFile.reason(errno)))")
        }
    }

    /// Makes `folder` and the folders above it that are missing.
    /// - Parameters:
    ///   - folder: the folder to make
    ///   - asked: the folder the caller asked for, which a message calls "it"
    private static func make(_ folder: String, asked: String) throws(WriteFailure) {
        if mkdir(folder, 0o777) == 0 { return }
        let code = errno
        switch code {
        case EEXIST:
            var status = stat()
            guard stat(folder, &status) == 0 else { throw WriteFailure(errno: errno) }
            guard status.st_mode & S_IFMT == S_IFDIR else {
                let what = OutputPath.describe(status.st_mode)
                throw WriteFailure(reason: folder == asked ? "it is \(what), not a folder" : "\(folder) is not a folder")
            }
        case ENOENT:
            let parent = OutputPath.folder(of: folder)
            guard parent != folder else { throw WriteFailure(errno: code) }
            try make(parent, asked: asked)
            guard mkdir(folder, 0o777) == 0 || errno == EEXIST else {
                throw WriteFailure(reason: "cannot make the folder \(folder) (\(BoundedFile.reason(errno)))")
            }
        case ENOTDIR:
            // A part above is not a folder: find it.
            let parent = OutputPath.folder(of: folder)
            guard parent != folder else { throw WriteFailure(errno: code) }
            try make(parent, asked: asked)
            throw WriteFailure(errno: code)
        default:
            throw WriteFailure(reason: "cannot make the folder \(folder) (\(BoundedFile.reason(code)))")
        }
    }
}
