import Foundation
import HostileFiles
import Testing
@testable import TextFiles

/// `AtomicFile` replaces only what a file may replace: a regular file, or nothing. A FIFO or a character
/// device (a copy of /dev/null or /dev/full, never the real one) is written through and stays what it was; a
/// folder is refused in words.
@Suite struct AtomicFileTests {
    private func folder() throws -> String {
        try HostileFiles.makeFolder()
    }

    /// Expects a write to `path`, the only entry of its folder, to be refused with `reason`, leaving it of
    /// `type` and nothing beside it.
    private func expectRefused(_ path: String, reason: String, type: mode_t,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(throws: AtomicFile.Failure(reason: reason), sourceLocation: sourceLocation) {
            try AtomicFile.write(Array("<xml/>\n".utf8), to: path)
        }
        #expect(SpecialFiles.type(of: path) == type, sourceLocation: sourceLocation)
        let name = String(path.split(separator: "/").last ?? "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: OutputPath.folder(of: path)) == [name],
                sourceLocation: sourceLocation)
    }

    @Test(.enabled(if: SpecialFiles.isRoot, "device copies need mknod, so root"))
    func aCharacterDeviceIsWrittenThroughNotReplaced() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let device = folder + "/null", link = folder + "/link"
        try #require(SpecialFiles.make(.null, at: device) == nil)
        #expect(symlink(device, link) == 0)
        try AtomicFile.write(Array("hello\n".utf8), to: device)
        try AtomicFile.write(Array("hello\n".utf8), to: link)
        #expect(SpecialFiles.type(of: device) == S_IFCHR)
        #expect(SpecialFiles.type(of: link) == S_IFLNK && SpecialFiles.targetType(of: link) == S_IFCHR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["link", "null"])
        #expect(SpecialFiles.devNullIsIntact)
    }

    @Test(.enabled(if: SpecialFiles.isRoot, "device copies need mknod, so root"))
    func aFullDeviceIsAnErrorInWordsAndStaysADevice() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let device = folder + "/full"
        try #require(SpecialFiles.make(.full, at: device) == nil)
        try expectRefused(device, reason: "No space left on device", type: S_IFCHR)
    }

    /// A reader opened first gets the bytes; the FIFO stays a FIFO.
    @Test func aFIFOWithAReaderGetsTheBytes() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/report.xml"
        #expect(mkfifo(fifo, 0o644) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        try AtomicFile.write(Array("<xml/>\n".utf8), to: fifo)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &buffer, buffer.count)
        #expect(count == 7 && Array(buffer[0..<7]) == Array("<xml/>\n".utf8))
        #expect(SpecialFiles.type(of: fifo) == S_IFIFO)
    }

    /// With nothing reading, writing would wait for ever: it is refused at once, and the FIFO stays.
    @Test func aFIFOWithNoReaderIsRefusedNotWaitedOn() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/report.xml"
        #expect(mkfifo(fifo, 0o644) == 0)
        try expectRefused(fifo, reason: "it is a FIFO that nothing is reading", type: S_IFIFO)
    }

    @Test func aFolderIsRefusedInWords() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let inside = folder + "/report.xml"
        try FileManager.default.createDirectory(atPath: inside, withIntermediateDirectories: false)
        try expectRefused(inside, reason: "it is a folder", type: S_IFDIR)
    }
}
