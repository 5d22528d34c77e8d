import Foundation
import HostileFiles
import Testing
@testable import TextFiles

/// `AppendingFile` is made or emptied when opened, and each write is on the disk when it returns: what a
/// recording written as the game goes needs.
@Suite struct AppendingFileTests {
    private func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func aNewFileIsMadeAtOnceAndEachWriteIsAddedToItsEnd() throws {
        let folder = try HostileFiles.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/recording.txt"
        let file = try AppendingFile(path: path)
        #expect(file.path == path)
        #expect(try contents(path) == "")
        try file.write(Array("level: 3\n".utf8))
        #expect(try contents(path) == "level: 3\n")
        try file.write(Array("10 touch-down 1 140 410\n".utf8))
        try file.write([])
        #expect(try contents(path) == "level: 3\n10 touch-down 1 140 410\n")
    }

    @Test func openingEmptiesAFileThatWasThere() throws {
        let folder = try HostileFiles.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/recording.txt"
        try Data("an old recording\n".utf8).write(to: URL(fileURLWithPath: path))
        let file = try AppendingFile(path: path)
        #expect(try contents(path) == "")
        try file.write(Array("new\n".utf8))
        #expect(try contents(path) == "new\n")
    }

    @Test(arguments: [("/nonexistent/rec.txt", "No such file or directory"), ("/tmp", "Is a directory")])
    func aPathThatCannotBeWrittenIsRefusedInTheSystemsWords(path: String, reason: String) {
        #expect(throws: WriteFailure(reason: reason)) { _ = try AppendingFile(path: path) }
    }

    @Test func aClosedFileRefusesWritesAndKeepsWhatWasWritten() throws {
        let folder = try HostileFiles.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/recording.txt"
        let file = try AppendingFile(path: path)
        try file.write(Array("kept\n".utf8))
        #expect(file.isOpen)
        file.close()
        #expect(!file.isOpen)
        #expect(throws: WriteFailure(reason: "it is closed")) { try file.write(Array("lost\n".utf8)) }
        file.close()
        #expect(try contents(path) == "kept\n")
    }
}
