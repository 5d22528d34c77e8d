import Foundation
import Testing
@testable import Arcade

@Suite("Level library")
struct LevelLibraryTests {
    /// A fresh folder under the system's temporary directory.
    static func makeFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("arcade-levels-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func listsLevelFilesInFileNameOrder() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["10-late.txt", "02-b.txt", "01-a.txt", "notes.md", ".hidden.txt"] {
            try "name: \(name)\n---\nP*E\n".write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
        }
        let library = LevelLibrary(directory: folder)
        let files = try library.levelFiles()
        #expect(files == [folder + "/01-a.txt", folder + "/02-b.txt", folder + "/10-late.txt"])
        let levels = library.loadAll()
        #expect(levels.count == 3)
        #expect((try? levels[0].get())?.name == "01-a.txt")
    }

    @Test func loadErrorsNameThePath() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/03-x.txt"
        try "name: X\n---\n#P*E#\n#..Q#\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: LevelError(kind: .unknownCharacter, file: path, line: 4, column: 4,
                                   reason: "unknown character 'Q' in grid")) {
            try LevelLibrary.load(path: path)
        }
        let results = LevelLibrary(directory: folder).loadAll()
        if case .failure(let error) = results.first {
            #expect(error.description == "\(path):4:4: unknown character 'Q' in grid")
        } else {
            Issue.record("expected a failure")
        }
    }

    @Test func missingFileAndFolder() {
        let path = "/nonexistent-arcade-folder/01.txt"
        #expect(throws: LevelError(kind: .unreadable, file: path, line: 0,
                                   reason: "cannot read level file (no such file)")) {
            try LevelLibrary.load(path: path)
        }
        let error = LevelError(kind: .unreadable, file: path, line: 0, reason: "cannot read level file (no such file)")
        #expect(error.description == "/nonexistent-arcade-folder/01.txt: cannot read level file (no such file)")
        let results = LevelLibrary(directory: "/nonexistent-arcade-folder").loadAll()
        #expect(results.count == 1)
        if case .failure(let listing) = results.first {
            #expect(listing.kind == .unreadable)
            #expect(listing.file == "/nonexistent-arcade-folder")
        } else {
            Issue.record("expected a failure")
        }
    }

    @Test func unsupportedExtension() {
        #expect(throws: LevelError(kind: .unsupportedFormat, file: "map.tmx", line: 0,
                                   reason: "unsupported level file type (expected .txt, .tmj)")) {
            try LevelLibrary.load(path: "map.tmx")
        }
    }

    /// A 100 MB level is refused by its size before a byte of it is read: no loader reads a whole file first.
    @Test func hugeTextLevelIsRefusedBeforeReading() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(getpid()).txt").path
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 100_000_000)
        try handle.close()
        #expect(throws: LevelError(kind: .tooLarge, file: path, line: 0,
                                   reason: "file is 100000000 bytes, at most 16777216 (16 MiB) allowed")) {
            try LevelLibrary.load(path: path)
        }
    }
}
