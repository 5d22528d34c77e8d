import Glibc

/// A fresh folder from mkdtemp for one test's files, removed with everything in it by ``remove()``.
struct TemporaryFolder {
    let path: String

    init() throws {
        let base = "/tmp/joystick-run-tests.XXXXXX"
        var template = Array(base.utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw FolderFailure(reason: "mkdtemp failed: errno \(errno)")
        }
        path = String(cString: made)
    }

    /// A file's path in the folder.
    func file(_ name: String) -> String { "\(path)/\(name)" }

    /// Writes `text` to a file of the folder and returns its path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        try write(Array(text.utf8), to: name)
    }

    /// Writes bytes to a file of the folder and returns its path.
    @discardableResult
    func write(_ bytes: [UInt8], to name: String) throws -> String {
        let target = file(name)
        guard let stream = fopen(target, "wb") else { throw FolderFailure(reason: "cannot open \(target)") }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, stream) }
        fclose(stream)
        guard written == bytes.count else { throw FolderFailure(reason: "cannot write \(target)") }
        return target
    }

    /// Makes a folder inside and returns its path.
    @discardableResult
    func folder(_ name: String) throws -> String {
        let target = file(name)
        guard mkdir(target, 0o700) == 0 else { throw FolderFailure(reason: "cannot make \(target)") }
        return target
    }

    /// The contents of a file, or nil when it cannot be read.
    static func read(_ path: String) -> String? {
        guard let stream = fopen(path, "rb") else { return nil }
        defer { fclose(stream) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let got = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, stream) }
            if got == 0 { break }
            bytes += buffer[..<got]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Names in a folder, without "." and "..", sorted.
    static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Whether anything is at `path`.
    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// Removes the folder and everything in it.
    func remove() { Self.removeTree(path) }

    private static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            for name in names(in: path) { removeTree("\(path)/\(name)") }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}

struct FolderFailure: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
}
