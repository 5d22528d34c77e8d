import Foundation
import HostileFiles
import SDLTestSupport
import Testing

/// Where a headless run writes (the JUnit report, trace pictures, screenshots) and the window's recording:
/// checked before the first run, in words, never a device, FIFO or folder replaced by a file, and a path that
/// is not UTF-8 refused by name rather than written under another name.
extension CommandLineTests {
    /// A short run that writes a JUnit report to `report`.
    private func reportRun(_ report: String, user: uid_t? = nil) throws -> ArcadeProcess.Ending {
        let run = try ArcadeProcess(["--headless", "--level", "1", "--frames", "5", "--junit", report], user: user)
        let result = run.finish()
        #expect(result.errors.isEmpty, "\(result.errors)")
        return result.ending
    }

    /// As root, as CI containers run: a copy of /dev/null and a link to it are written through and stay what
    /// they were; so does a FIFO with a reader, which gets the report.
    @Test(.enabled(if: SpecialFiles.isRoot, "device copies need mknod, so root"))
    func aReportIsWrittenThroughDevicesAndFIFOs() throws {
        let folder = try HostileFiles.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let device = folder + "/null", link = folder + "/link", fifo = folder + "/fifo"
        try #require(SpecialFiles.make(.null, at: device) == nil)
        #expect(symlink(device, link) == 0)
        #expect(mkfifo(fifo, 0o644) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        for path in [device, link, fifo] {
            #expect(try reportRun(path).exitCode == 0, "\(path)")
        }
        #expect(SpecialFiles.type(of: device) == S_IFCHR)
        #expect(SpecialFiles.type(of: link) == S_IFLNK && SpecialFiles.targetType(of: link) == S_IFCHR)
        #expect(SpecialFiles.type(of: fifo) == S_IFIFO)
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = read(reader, &buffer, buffer.count)
        #expect(count > 0 && String(decoding: buffer[0..<max(count, 0)], as: UTF8.self).hasPrefix("<?xml"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["fifo", "link", "null"])
        #expect(SpecialFiles.devNullIsIntact)
    }

    /// The same as a normal user (nobody), in a folder anyone may write in: the rename that replaced the
    /// device as root would replace it for them too.
    @Test(.enabled(if: SpecialFiles.isRoot, "becoming another user needs root"))
    func aReportIsWrittenThroughADeviceAsANormalUser() throws {
        let folder = try HostileFiles.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        chmod(folder, 0o777)
        let device = folder + "/null"
        try #require(SpecialFiles.make(.null, at: device) == nil)
        #expect(try reportRun(device, user: 65534).exitCode == 0)
        #expect(SpecialFiles.type(of: device) == S_IFCHR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["null"])
        #expect(SpecialFiles.devNullIsIntact)
    }

    /// Every output path is checked once, before the first run: nothing is printed, the message says what is
    /// wrong in words (no Foundation error dump), and it comes once, not once per worker.
    @Test func outputPathsAreCheckedBeforeTheFirstRun() throws {
        let folder = try HostileFiles.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/file", fifo = folder + "/fifo"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
        #expect(mkfifo(fifo, 0o644) == 0)
        let cases: [([String], String)] = [
            (["--junit", ""], "--junit takes a file path, not ''"),
            (["--junit", "/nonexistent/r.xml"], "cannot write the JUnit report /nonexistent/r.xml: the folder /nonexistent does not exist"),
            (["--junit", folder], "cannot write the JUnit report \(folder): it is a folder"),
            (["--junit", file + "/r.xml"], "cannot write the JUnit report \(file)/r.xml: \(file) is not a folder"),
            (["--trace-dir", ""], "--trace-dir takes a folder path, not ''"),
            (["--trace-dir", file], "cannot use the trace folder \(file): it is a file, not a folder"),
            (["--trace-dir", fifo], "cannot use the trace folder \(fifo): it is a FIFO, not a folder"),
            (["--trace-dir", file + "/traces"], "cannot use the trace folder \(file)/traces: \(file) is not a folder"),
            (["--screenshot-dir", ""], "--screenshot-dir takes a folder path, not ''"),
            (["--screenshot-dir", file], "cannot use the screenshot folder \(file): it is a file, not a folder"),
        ]
        for (options, message) in cases {
            let run = try ArcadeProcess(["--headless", "--level", "1", "--frames", "5", "--seeds", "1..4", "--jobs", "2"]
                                        + options).finish()
            #expect(run.ending.exitCode == 2, "\(options)")
            #expect(run.output.isEmpty, "\(options): played before refusing")
            #expect(run.errors.hasPrefix("arcade: Error: \(message)\n"), "\(options): \(run.errors)")
            #expect(run.errors.components(separatedBy: "arcade:").count == 2, "\(options): said more than once")
            #expect(!run.errors.contains("Error Domain"), "\(options)")
        }
        #expect(SpecialFiles.type(of: fifo) == S_IFIFO && SpecialFiles.type(of: file) == S_IFREG)
    }

    /// A picture's path that is a FIFO or a folder is refused in words (the run is an error), never waited on
    /// and never replaced; the other runs play on.
    @Test func aPictureIsNeverWrittenOverAFIFOOrAFolder() throws {
        let folder = try HostileFiles.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/01-first-steps-seed-1.png", inside = folder + "/01-first-steps-seed-2.png"
        #expect(mkfifo(fifo, 0o644) == 0)
        try FileManager.default.createDirectory(atPath: inside, withIntermediateDirectories: false)
        let run = try ArcadeProcess(["--headless", "--level", "1", "--frames", "5", "--seeds", "1..3", "--jobs", "1",
                                     "--trace-dir", folder]).finish()
        #expect(run.ending.exitCode == 3)
        #expect(run.output.split(separator: "\n").count == 3)
        #expect(run.errors == """
            arcade: run 0 (01-first-steps seed 1): cannot write the picture \(fifo): it is a FIFO, not a regular file
            arcade: run 1 (01-first-steps seed 2): cannot write the picture \(inside): it is a folder

            """)
        #expect(SpecialFiles.type(of: fifo) == S_IFIFO && SpecialFiles.type(of: inside) == S_IFDIR)
        #expect(SpecialFiles.type(of: folder + "/01-first-steps-seed-3.png") == S_IFREG)
    }

    /// A recording is written as the game goes and again whole when it ends: a FIFO would get it twice, so it
    /// is refused before the game starts (no display needed), and stays a FIFO.
    @Test func aRecordingIsNeverWrittenToAFIFO() throws {
        let folder = try HostileFiles.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/rec.txt"
        #expect(mkfifo(fifo, 0o644) == 0)
        let run = try ArcadeProcess(["--record", fifo, "--mute"]).finish()
        #expect(run.ending.exitCode == 2)
        #expect(run.errors == "arcade: Error: \(fifo): cannot write the recording (it is a FIFO: a recording is written as the game goes, then whole when it ends, so it needs a regular file)\n")
        #expect(SpecialFiles.type(of: fifo) == S_IFIFO)
    }

    /// Linux paths are bytes; Swift's strings are UTF-8. An argument that is not UTF-8 is refused by name,
    /// where it was written under another name (bad\u{FFFD}.xml) or reported missing though it exists.
    @Test func argumentsThatAreNotUTF8AreRefusedByName() throws {
        let folder = try HostileFiles.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = Array((folder + "/bad").utf8) + [0xFF] + Array(".xml".utf8)
        let level = Array((folder + "/bad").utf8) + [0xFF] + Array(".txt".utf8)
        let levelText = try String(contentsOf: SDLTestEnvironment.repository
            .appendingPathComponent("Levels/01-first-steps.txt"), encoding: .utf8)
        let cLevel = level.map { CChar(bitPattern: $0) } + [0]
        let descriptor = open(cLevel, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        try #require(descriptor >= 0)
        _ = Array(levelText.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        let head = ["--headless", "--frames", "5"].map { Array($0.utf8) }
        let writing = try ArcadeProcess(head + [Array("--junit".utf8), report]).finish()
        #expect(writing.ending.exitCode == 2)
        #expect(writing.output.isEmpty)
        #expect(writing.errors == "arcade: Error: argument 5 is not UTF-8 text: '\(folder)/bad\\xFF.xml' (arcade takes paths and values as UTF-8: rename the file, or name it through a link whose name is UTF-8)\n")
        let reading = try ArcadeProcess(head + [Array("--level".utf8), level]).finish()
        #expect(reading.ending.exitCode == 2)
        #expect(reading.errors == "arcade: Error: argument 5 is not UTF-8 text: '\(folder)/bad\\xFF.txt' (arcade takes paths and values as UTF-8: rename the file, or name it through a link whose name is UTF-8)\n")
        // Nothing written under a repaired name: only the level is there.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 1)
    }
}

