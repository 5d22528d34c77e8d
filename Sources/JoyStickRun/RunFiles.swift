import Glibc
import TextFiles

/// The files of a run: joystick-run's own folder for it (the spec, a made layout, the raw recording), removed
/// when the run ends, and the paths the player gave, made absolute (the game may change its folder).
struct RunFiles {
    /// The run's private folder.
    let folder: String

    /// Makes a private folder in a folder ($TMPDIR, or /tmp).
    /// - Throws: ``UsageError`` with the system's reason
    init(in base: String) throws(UsageError) {
        var template = Array("\(base)/joystick-run.XXXXXX".utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw UsageError("cannot make a folder in \(base): \(BoundedFile.reason(errno))")
        }
        folder = String(cString: made)
    }

    /// A run's folder made before (the guardian's, which removes it).
    init(existing folder: String) {
        self.folder = folder
    }

    /// A file of the run's folder.
    func path(_ name: String) -> String { "\(folder)/\(name)" }

    /// Writes a file of the run's folder.
    func write(_ text: String, to name: String) throws(UsageError) {
        do {
            try AtomicFile.write(Array(text.utf8), to: path(name), syncing: false)
        } catch {
            throw UsageError("cannot write \(path(name)): \(error)")
        }
    }

    /// Removes the folder and everything in it (links are removed, never followed).
    func remove() {
        Self.removeTree(folder)
    }

    private static func removeTree(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        if status.st_mode & S_IFMT == S_IFDIR, let directory = opendir(path) {
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != ".", name != ".." { removeTree("\(path)/\(name)") }
            }
            closedir(directory)
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// Makes a folder and the ones above it that are missing.
    /// - Throws: ``UsageError`` naming the folder and the system's reason
    static func makeFolder(_ path: String) throws(UsageError) {
        var made = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            made += "/\(part)"
            if mkdir(made, 0o755) != 0, errno != EEXIST {
                throw UsageError("cannot make the folder \(made): \(BoundedFile.reason(errno))")
            }
        }
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw UsageError("\(path) is not a folder")
        }
    }

    /// A path the player gave, made absolute against the folder joystick-run started in.
    static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        let folder = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return folder == "/" ? "/\(path)" : "\(folder)/\(path)"
    }

    /// The folder a file is in ("." for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Why a file could not be read, in words.
    static func describe(_ failure: BoundedFile.Failure) -> String {
        switch failure {
        case .missing: "there is no such file"
        case .folder: "it is a folder, not a file"
        case .notRegular: "it is not a regular file"
        case .tooLarge(let size): "it is too large (\(size) bytes)"
        case .unreadable(let reason): "it cannot be read: \(reason)"
        }
    }
}
