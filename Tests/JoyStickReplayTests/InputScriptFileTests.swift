import Foundation
import HostileFiles
import Testing
import JoyStickEngine
import JoyStickReplay
@testable import JoyStickSDL
@testable import JoyStickControls

@Suite("Input script files and hostile input")
struct InputScriptFileTests {
    /// A fresh empty folder under the system's temporary directory; the caller removes it.
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("input-script-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func loadError(_ path: String) -> InputScriptError? {
        do {
            _ = try InputScript.load(path: path, gameKeys: Scripted.gameKeys)
            return nil
        } catch {
            return error
        }
    }

    @Test func loadsAFile() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/run.txt"
        try InputScriptTests.sample.write(toFile: path, atomically: true, encoding: .utf8)
        let script = try InputScript.load(path: path, gameKeys: Scripted.gameKeys)
        #expect(script == (try InputScript.parse(InputScriptTests.sample, file: "x", gameKeys: Scripted.gameKeys)))
        #expect(script.events.count == 11)
    }

    @Test func errorsNameThePath() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/bad.txt"
        try "seed: 1\n0 jump\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(Self.loadError(path)?.description.hasPrefix(path + ":2:3: unknown verb 'jump'") == true)
    }

    @Test func missingFileAndFolder() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let missing = Self.loadError(dir + "/none.txt")
        #expect(missing?.kind == .unreadable)
        #expect(missing?.line == 0)
        #expect(missing?.description == "\(dir)/none.txt: cannot read input script (no such file)")
        #expect(Self.loadError(dir)?.description == "\(dir): cannot read input script (it is a folder)")
    }

    /// A 100 MB file that is all hole: the size check turns it down without reading a
    /// byte (reading it would take 100 MB of memory).
    @Test func hugeSparseFileIsTurnedDownBySize() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/huge.txt"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 100_000_000)
        try handle.close()
        let error = Self.loadError(path)
        #expect(error?.kind == .fileTooLarge)
        #expect(error?.line == 0)
        #expect(error?.column == nil)
        #expect(error?.description == "\(path): input script is too large (100000000 bytes, at most 16777216)")
    }

    /// Exactly at the limit the file is read, and its first line (16 MiB of NUL bytes
    /// without a newline) is turned down after 1000 characters.
    @Test func fileAtTheLimitIsReadAndRejectedByContent() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/limit.txt"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(InputScript.maxFileSize))
        try handle.close()
        #expect(Self.loadError(path)?.description == "\(path):1:1001: line is longer than 1000 characters")
    }

    @Test func oversizedTextAndBytesAreTurnedDownToo() throws {
        let bytes = [UInt8](repeating: UInt8(ascii: "\n"), count: InputScript.maxFileSize + 1)
        do {
            _ = try InputScript.parse(bytes: bytes, file: "b")
            Issue.record("parsed")
        } catch {
            #expect(error.description == "b: input script is too large (16777217 bytes, at most 16777216)")
        }
        // One byte less is 16 MiB of blank lines: a valid, empty script.
        #expect(try InputScript.parse(bytes: Array(bytes.dropLast()), file: "b") == InputScript())
    }

    /// Random bytes are turned down on their first line.
    @Test func binaryGarbage() {
        var rng = HostileFiles.Bytes(seed: 2024)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 20)
        for _ in 0..<(1 << 17) {
            withUnsafeBytes(of: rng.next()) { bytes.append(contentsOf: $0) }
        }
        do {
            _ = try InputScript.parse(bytes: bytes, file: "g")
            Issue.record("parsed")
        } catch {
            #expect(error.kind == .notUTF8)
            #expect(error.line == 1)
        }
        // Valid UTF-8 garbage: control characters and digits, with newlines.
        let controls = String(repeating: "\u{1}\u{2}7\u{7F}", count: 100) + "\n"
        #expect(Self.parseError(controls)?.kind == .malformedLine)
        #expect(Self.parseError("7" + controls)?.kind == .badNumber)
    }

    /// A billion-digit number costs no more than a thousand: the line is cut off there.
    /// (Ten million digits here, to keep the test's own memory small.)
    @Test func hugeNumbers() throws {
        let digits = String(repeating: "9", count: 10_000_000)
        for text in [digits, "0 mouse-move " + digits + " 0", "seed: " + digits] {
            #expect(Self.parseError(text)?.description == "s:1:1001: line is longer than 1000 characters")
        }
        // Long but within the line: rejected as the number it is. (A game's header value is the game's to
        // check: the arcade's 900-digit seed is in ArcadeScriptTests.)
        #expect(Self.parseError("0 mouse-move " + String(repeating: "9", count: 900) + " 0")?.kind == .badNumber)
        #expect(Self.parseError("frames: " + String(repeating: "9", count: 900))?.kind == .badNumber)
        // A long fraction rounds like any decimal number.
        let tiny = "0 mouse-move 0." + String(repeating: "0", count: 900) + "1 1"
        #expect(try InputScript.parse(tiny, file: "s").events.first?.event
            == .mouseMove(to: Point(x: 0, y: 1), buttonHeld: false))
    }

    static func parseError(_ text: String) -> InputScriptError? {
        do {
            _ = try InputScript.parse(text, file: "s", gameKeys: Scripted.gameKeys)
            return nil
        } catch {
            return error
        }
    }
}
