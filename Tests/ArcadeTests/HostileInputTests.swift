import Foundation
import HostileFiles
import Testing
@testable import Arcade

/// Hostile level files (the input script's are in JoyStickSDLTests): each must be turned down with a clear error
/// that names the file and the line and column where the parser stopped, in bounded memory.
///
/// Nothing here is timed: where a reader stops is in its error, and a reader that waited on a FIFO would hang
/// the run instead of passing. What the largest files cost is measured in a `HostileFileProbe` process of their
/// own, so the figures are that one load's, whatever other tests allocated: the bytes it read and how far it
/// raised the peak resident set.
@Suite("Hostile input files")
struct HostileInputTests {

    static func levelError(_ bytes: [UInt8], file: String = "hostile.txt",
                           sourceLocation: SourceLocation = #_sourceLocation) -> LevelError? {
        HostileFiles.thrownError({ () throws(LevelError) in _ = try LevelParser.parse(bytes: bytes, file: file) },
                                 sourceLocation: sourceLocation)
    }

    // MARK: Levels

    /// A FIFO given as a level blocked the reader forever; now it is refused at once.
    @Test func aFIFOIsRefusedNotWaitedOn() throws {
        let path = try HostileFiles.fifo(as: "pipe.txt")
        defer { HostileFiles.cleanUp(path) }
        let error = HostileFiles.thrownError { () throws(LevelError) in _ = try LevelLibrary.load(path: path) }
        #expect(error?.description
            == "\(path): cannot read level file (it is not a regular file: a FIFO, a device or a socket)")
    }

    /// A symbolic link loop is reported as one, not as "no such file".
    @Test func aSymbolicLinkLoopSaysSo() throws {
        let folder = try HostileFiles.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/a.txt", withDestinationPath: folder + "/b.txt")
        try FileManager.default.createSymbolicLink(atPath: folder + "/b.txt", withDestinationPath: folder + "/a.txt")
        let error = HostileFiles.thrownError { () throws(LevelError) in _ = try LevelLibrary.load(path: folder + "/a.txt") }
        #expect(error?.reason == "cannot read level file (Too many levels of symbolic links)")
    }

    /// A 100 MB (sparse) level file is refused by its size, without reading a byte of it.
    @Test func hundredMegabyteLevelIsRefusedBySize() throws {
        let path = try HostileFiles.sparse(size: 100_000_000, as: "huge.txt")
        defer { HostileFiles.cleanUp(path) }
        let probe = try HostileFiles.probe("level", path)
        #expect(probe.outcome == "error tooLarge \(path): file is 100000000 bytes, at most 16777216 (16 MiB) allowed")
        #expect(probe.bytesRead < HostileFiles.probeReadSlack)
        // 1.4 MB measured, as for a tiny level; reading up to the 16 MiB limit would cost more than 16 MB.
        #expect(probe.peakGrowth < 8_000_000)
    }

    @Test func binaryGarbageLevel() throws {
        let path = try HostileFiles.write(HostileFiles.garbage(count: 1 << 20, seed: 7), as: "garbage.txt")
        defer { HostileFiles.cleanUp(path) }
        let error = HostileFiles.thrownError { () throws(LevelError) in _ = try LevelLibrary.load(path: path) }
        #expect(error == LevelError(kind: .notUTF8, file: path, line: 1, reason: "not valid UTF-8 text"))
        #expect(error?.description == "\(path):1: not valid UTF-8 text")
    }

    /// A valid header, then garbage: the line of the first bad byte is named.
    @Test func garbageAfterAValidHeader() {
        let bytes = Array("name: G\n---\n#P*E#\n".utf8) + [0xC3, 0x28, 0x0A]
        let error = Self.levelError(bytes)
        #expect(error?.kind == .notUTF8)
        #expect(error?.description == "hostile.txt:4: not valid UTF-8 text")
    }

    /// A single 10-million-character grid row: too wide, reported at the first column past the limit.
    @Test func tenMillionCharacterGridLine() {
        let bytes = Array("name: Wide\n---\n".utf8) + [UInt8](repeating: UInt8(ascii: "#"), count: 10_000_000) + [0x0A]
        let error = Self.levelError(bytes)
        #expect(error == LevelError(kind: .tooLarge, file: "hostile.txt", line: 3, column: 257,
                                    reason: "grid is 10000000 tiles wide, at most 256 allowed"))
        #expect(error?.description == "hostile.txt:3:257: grid is 10000000 tiles wide, at most 256 allowed")
    }

    /// A 10-million-character header line with no colon: refused on its own line, the first.
    @Test func tenMillionCharacterHeaderLine() {
        let bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 10_000_000) + Array("\n---\n#P*E#\n".utf8)
        let error = Self.levelError(bytes)
        #expect(error == LevelError(kind: .malformedHeaderLine, file: "hostile.txt", line: 1,
                                    reason: "malformed header line, expected 'key: value'"))
        #expect(error?.description == "hostile.txt:1: malformed header line, expected 'key: value'")
    }

    /// A 10-million-character comment is skipped; the level still loads.
    @Test func tenMillionCharacterComment() throws {
        let bytes = [UInt8(ascii: "#")] + [UInt8](repeating: UInt8(ascii: "c"), count: 10_000_000)
            + Array("\nname: Long Comment\n---\n#P*E#\n".utf8)
        let level = try LevelParser.parse(bytes: bytes, file: "hostile.txt")
        #expect(level.name == "Long Comment")
    }

    /// 300x300 tiles: too tall, reported on the first row past the limit.
    @Test func threeHundredByThreeHundredLevel() {
        var text = "name: Big\n---\n"
        let wall = String(repeating: "#", count: 300) + "\n"
        let inner = "#P*E" + String(repeating: ".", count: 295) + "#\n"
        text += wall + inner + String(repeating: "#" + String(repeating: ".", count: 298) + "#\n", count: 297) + wall
        let error = Self.levelError(Array(text.utf8))
        #expect(error == LevelError(kind: .tooLarge, file: "hostile.txt", line: 259,
                                    reason: "grid is 300 tiles tall, at most 256 allowed"))
        #expect(error?.description == "hostile.txt:259: grid is 300 tiles tall, at most 256 allowed")
    }

    /// 300 wide but short: too wide, at column 257 of the first long row.
    @Test func threeHundredWideLevel() {
        let text = "name: Wide\n---\n" + "#P*E" + String(repeating: ".", count: 296) + "\n"
        let error = Self.levelError(Array(text.utf8))
        #expect(error?.kind == .tooLarge)
        #expect(error?.description == "hostile.txt:3:257: grid is 300 tiles wide, at most 256 allowed")
    }

    /// 256x256 exactly is the largest level accepted.
    @Test func largestLevelLoads() throws {
        var rows = [String](repeating: String(repeating: ".", count: 256), count: 256)
        rows[0] = "P*E" + String(repeating: "#", count: 253)
        let text = "name: Largest\n---\n" + rows.joined(separator: "\n") + "\n"
        let level = try LevelParser.parse(text, file: "hostile.txt")
        #expect(level.width == 256 && level.height == 256)
        #expect(level.isWall(col: 255, row: 0) && !level.isWall(col: 255, row: 255) && level.isWall(col: 256, row: 0))
    }

    /// Old Mac line endings (`\r` only) are line endings: found in review, such a file was one line and
    /// reported as "missing '---' line".
    @Test func carriageReturnOnlyLevel() throws {
        let text = "name: CR\r---\r#####\r#P*E#\r#####\r"
        let level = try LevelParser.parse(bytes: Array(text.utf8), file: "cr.txt")
        #expect(level.name == "CR" && level.width == 5 && level.height == 3)
        #expect(level.playerStart == TilePosition(col: 1, row: 1) && level.exit == TilePosition(col: 3, row: 1))
        // Mixed endings too, and a comment first.
        #expect(try LevelParser.parse(bytes: Array("# level\r\nname: M\n---\r#####\r\n#P*E#\n#####".utf8), file: "m.txt").height == 3)
        // A grid error is at the line an editor shows.
        #expect(Self.levelError(Array("name: CR\r---\r#####\r#PQE#\r#####\r".utf8))?.description
            == "hostile.txt:4:3: unknown character 'Q' in grid")
    }

    @Test func nulBytesInALevel() {
        // In the grid: an unknown character, escaped in the message.
        let grid = Array("name: N\n---\n#P".utf8) + [0] + Array("*E#\n".utf8)
        let error = Self.levelError(grid)
        #expect(error == LevelError(kind: .unknownCharacter, file: "hostile.txt", line: 3, column: 3,
                                    reason: "unknown character '\\0' in grid"))
        #expect(error?.description == "hostile.txt:3:3: unknown character '\\0' in grid")
        // A file of nothing but NULs: one header line without a colon.
        let nuls = Self.levelError([UInt8](repeating: 0, count: 1 << 20))
        #expect(nuls?.kind == .malformedHeaderLine)
        #expect(nuls?.description == "hostile.txt:1: malformed header line, expected 'key: value'")
    }

    /// Found while writing these tests. A 16 MiB file is accepted by `LevelLibrary`, and the parser
    /// allocated `width * height` wall flags BEFORE it checked the width: 255 short rows and one row of
    /// 2 million characters cost a 512 MB array (a 10-million-character row, 2.5 GB) for a 2 MB file.
    @Test func wideRowInATallGridIsRefusedBeforeAllocating() throws {
        let short = String(repeating: "#\n", count: 254)
        let bytes = Array("name: Tall\n---\n#P*E#\n".utf8) + Array(short.utf8)
            + [UInt8](repeating: UInt8(ascii: "."), count: 2_000_000) + [0x0A]
        let path = try HostileFiles.write(bytes, as: "wide.txt")
        defer { HostileFiles.cleanUp(path) }
        let probe = try HostileFiles.probe("level", path)
        #expect(probe.outcome == "error tooLarge \(path):258:257: grid is 2000000 tiles wide, at most 256 allowed")
        // Read once.
        #expect((0..<HostileFiles.probeReadSlack).contains(probe.bytesRead - bytes.count))
        // 6 MB measured: the file's bytes and their copies on the way in.
        #expect(probe.peakGrowth < 16_000_000)
    }

    /// 16 MiB of `#` rows are refused by the grid's height before the file is split into lines and characters,
    /// so the memory stays bounded.
    @Test func sixteenMegabytesOfRowsAreRefusedInBoundedMemory() throws {
        let rows = String(repeating: "#\n", count: 8 * 1024 * 1024 - 16)
        let bytes = Array("name: Tall\n---\n#P*E#\n".utf8) + Array(rows.utf8)
        let path = try HostileFiles.write(bytes, as: "tall.txt")
        defer { HostileFiles.cleanUp(path) }
        let probe = try HostileFiles.probe("level", path)
        #expect(probe.outcome == "error tooLarge \(path):259: grid is 8388593 tiles tall, at most 256 allowed")
        #expect((0..<HostileFiles.probeReadSlack).contains(probe.bytesRead - bytes.count))
        // 35 MB measured: the 16.8 MB file and a copy. Keeping every line as a string as well peaks at 87 MB.
        #expect(probe.peakGrowth < 64_000_000)
    }

    /// Found while writing these tests. The level parser quotes an unknown header key whole and raw: a
    /// 10-million-character key makes a 10 MB error message, and control characters (NUL, ESC) go to the
    /// terminal as they are. The script parser escapes its quotes and cuts them after 40 characters.
    @Test func hugeUnknownHeaderKeyIsQuotedShortAndEscaped() {
        let key = [UInt8(ascii: "k"), 0, 0x1B] + [UInt8](repeating: UInt8(ascii: "k"), count: 10_000_000)
        let error = Self.levelError(key + Array(": v\n---\n#P*E#\n".utf8))
        #expect(error?.kind == .unknownHeaderKey)
        #expect((error?.description.utf8.count ?? .max) < 200)
        #expect(error?.description.contains("\0") == false)
        #expect(error?.description.contains("\u{1B}") == false)
    }

    // MARK: Tiled maps

    /// A 16 MiB map with 8.4 million tile ids, an unused key holding millions of empty objects and a 15 MB
    /// number are refused by counting bytes before anything is decoded: about 35 MB each, the file and a copy.
    @Test(arguments: ["tiles", "unused", "number"])
    func hostileMapsAreRefusedBeforeTheyAreDecoded(kind: String) throws {
        let head = #"{"type":"map","orientation":"orthogonal","width":10,"height":10,"tilewidth":32,"tileheight":32,"#
        let text: String
        switch kind {
        case "tiles":
            text = head + #""layers":[{"type":"tilelayer","name":"walls","width":10,"height":10,"data":["#
                + String(repeating: "1,", count: 8_300_000) + "1]}]}"
        case "unused":
            text = head + #""unused":["# + String(repeating: "{},", count: 5_500_000) + #"{}],"layers":[]}"#
        default:
            text = #"{"type":"map","width":"# + String(repeating: "1", count: 15_000_000) + "}"
        }
        let path = try HostileFiles.write(Array(text.utf8), as: "hostile.tmj")
        defer { HostileFiles.cleanUp(path) }
        let probe = try HostileFiles.probe("level", path)
        #expect(probe.outcome == "error tooLarge \(path): " + (kind == "number"
            ? "a number longer than 64 characters (from byte 22); no map needs one"
            : "more than 1000000 JSON values; no map of at most 256x256 tiles needs that many"))
        #expect((0..<HostileFiles.probeReadSlack).contains(probe.bytesRead - text.utf8.count))
        #expect(probe.peakGrowth < 64_000_000)
    }
}

/// Every file error's reason is short, whatever built it.
@Suite struct FileErrorLengthTests {
    @Test func aReasonIsCutAt280Characters() {
        let error = LevelError(kind: .unreadable, file: "f.txt", line: 0, reason: String(repeating: "é", count: 10_000))
        #expect(error.reason.unicodeScalars.count == 280)
        #expect(error.reason.hasSuffix("..."))
        #expect(LevelError(kind: .unreadable, file: "f.txt", line: 0, reason: "short").reason == "short")
    }
}
