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
        #expect(throws: AtomicFile.Failure(reason: "No space left on device")) {
            try AtomicFile.write(Array("hello\n".utf8), to: device)
        }
        #expect(SpecialFiles.type(of: device) == S_IFCHR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["full"])
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
        #expect(throws: AtomicFile.Failure(reason: "it is a FIFO that nothing is reading")) {
            try AtomicFile.write(Array("<xml/>\n".utf8), to: fifo)
        }
        #expect(SpecialFiles.type(of: fifo) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.xml"])
    }

    @Test func aFolderIsRefusedInWords() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let inside = folder + "/report.xml"
        try FileManager.default.createDirectory(atPath: inside, withIntermediateDirectories: false)
        #expect(throws: AtomicFile.Failure(reason: "it is a folder")) {
            try AtomicFile.write(Array("<xml/>\n".utf8), to: inside)
        }
        #expect(SpecialFiles.type(of: inside) == S_IFDIR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.xml"])
    }
}
