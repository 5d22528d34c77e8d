import TextFiles
import Foundation

/// A folder of level files, played in file-name order.
public struct LevelLibrary: Sendable {
    /// File extensions (without the dot) recognised as levels: the text format and Tiled's
    /// JSON maps (`TiledMapLoader`).
    public static let fileExtensions = ["txt", TiledMapLoader.fileExtension]

    /// The folder holding the level files.
    public let directory: String

    /// A library over the given folder.
    public init(directory: String) {
        self.directory = directory
    }

    /// Paths of the level files in the folder, sorted by file name.
    ///
    /// Paths are `directory/name`, so errors name them the way the caller named the folder.
    public func levelFiles() throws(LevelError) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw LevelError(kind: .unreadable, file: directory, line: 0,
                             reason: "cannot list level folder (\(SystemReason.of(error)))")
        }
        let separator = directory.hasSuffix("/") ? "" : "/"
        return names
            .filter { !$0.hasPrefix(".") && LevelLibrary.isLevelFile($0) }
            .sorted()
            .map { directory + separator + $0 }
    }

    /// Loads every level in order; a file that fails stays in the list as its error so
    /// the session can show it when that level's turn comes.
    public func loadAll() -> [Result<Level, LevelError>] {
        do {
            return try levelFiles().map { path in
                Result { () throws(LevelError) -> Level in try LevelLibrary.load(path: path) }
            }
        } catch {
            return [.failure(error)]
        }
    }

    /// True when the file name has a level extension.
    public static func isLevelFile(_ name: String) -> Bool {
        fileExtensions.contains { name.hasSuffix("." + $0) }
    }

    /// Loads one level file; errors name `path`.
    public static func load(path: String) throws(LevelError) -> Level {
        guard isLevelFile(path) else {
            throw LevelError(kind: .unsupportedFormat, file: path, line: 0,
                             reason: "unsupported level file type (expected \(fileExtensions.map { "." + $0 }.joined(separator: ", ")))")
        }
        if path.hasSuffix("." + TiledMapLoader.fileExtension) {
            return try TiledMapLoader.load(path: path)
        }
        return try LevelParser.parse(bytes: [UInt8](try read(path)), file: path)
    }

    /// Largest level file accepted, of either format: far above any real level (a 256x256 grid is 66 KB).
    public static let maxFileSize = 16 * 1024 * 1024

    /// Reads a level file of either format, refusing it by its size before reading.
    static func read(_ path: String) throws(LevelError) -> Data {
        switch BoundedFile.read(path, limit: maxFileSize) {
        case .success(let bytes):
            return Data(bytes)
        case .failure(.missing):
            throw LevelError(kind: .unreadable, file: path, line: 0, reason: "cannot read level file (no such file)")
        case .failure(.folder):
            throw LevelError(kind: .unreadable, file: path, line: 0, reason: "cannot read level file (it is a folder)")
        case .failure(.notRegular):
            throw LevelError(kind: .unreadable, file: path, line: 0,
                             reason: "cannot read level file (it is not a regular file: a FIFO, a device or a socket)")
        case .failure(.tooLarge(let size)):
            throw LevelError(kind: .tooLarge, file: path, line: 0,
                             reason: "file is \(size) bytes, at most \(maxFileSize) (16 MiB) allowed")
        case .failure(.unreadable(let reason)):
            throw LevelError(kind: .unreadable, file: path, line: 0, reason: "cannot read level file (\(reason))")
        }
    }
}
