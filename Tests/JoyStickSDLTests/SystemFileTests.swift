import Foundation
import Testing
@testable import JoyStickSDL
@testable import JoyStickControls

/// The controls' one file layer (`SystemFile`, over JoyStickSystem's C): what a path names, a whole file read
/// within a limit, a file replaced atomically, each failure a sentence without the path.
@Suite struct SystemFileTests {
    /// A fresh folder, removed by the caller.
    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("system-file-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func whatAPathNames() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/a.json", fifo = folder + "/fifo", link = folder + "/link"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("{}".utf8)))
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(symlink(file, link) == 0)
        #expect(SystemFile.kind(of: file) == .regular)
        #expect(SystemFile.kind(of: link) == .regular)
        #expect(SystemFile.kind(of: folder) == .folder)
        #expect(SystemFile.kind(of: fifo) == .other)
        #expect(SystemFile.kind(of: "/dev/null") == .other)
        #expect(SystemFile.kind(of: folder + "/missing") == .missing)
    }

    @Test func aFileIsReadWholeWithinItsLimitAndNothingThereIsNil() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/layout.json", empty = folder + "/empty"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("0123456789".utf8)))
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        #expect(try SystemFile.read(path, limit: 10) == Array("0123456789".utf8))
        #expect(try SystemFile.read(path, limit: 1 << 30) == Array("0123456789".utf8))
        #expect(try SystemFile.read(empty, limit: 10) == [])
        #expect(try SystemFile.read(folder + "/missing", limit: 10) == nil)
        #expect(throws: SystemFile.Failure(reason: "is too large (10 bytes, at most 9)")) {
            try SystemFile.read(path, limit: 9)
        }
        #expect(throws: SystemFile.Failure(reason: "is a folder, not a file")) { try SystemFile.read(folder, limit: 10) }
        #expect(throws: SystemFile.Failure(reason: "is not a regular file (a FIFO, a device or a socket)")) {
            try SystemFile.read("/dev/zero", limit: 10)
        }
    }

    /// Memory is taken for the size the file states, and more only as more comes: a file of /proc states 0
    /// bytes and holds more than a thousand.
    @Test func aFileLongerThanItsStatedSizeIsReadToItsEndOrToTheLimit() throws {
        let status = try #require(try SystemFile.read("/proc/self/status", limit: 1 << 20))
        #expect(status.count > 1000)
        #expect(String(decoding: status.prefix(5), as: UTF8.self) == "Name:")
        #expect(throws: SystemFile.Failure(reason: "is too large (more than 100 bytes)")) {
            try SystemFile.read("/proc/self/status", limit: 100)
        }
    }

    @Test func aFileIsReplacedWholeAndAFolderIsLeftAlone() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/layout.json"
        try SystemFile.write(Array("first".utf8), atomicallyTo: path)
        try SystemFile.write(Array("second".utf8), atomicallyTo: path)
        #expect(try SystemFile.read(path, limit: 100) == Array("second".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["layout.json"])
        #expect(throws: SystemFile.Failure(reason: "is a folder, not a file: left alone")) {
            try SystemFile.write(Array("x".utf8), atomicallyTo: folder)
        }
    }
}
