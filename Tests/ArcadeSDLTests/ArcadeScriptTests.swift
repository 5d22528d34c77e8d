import ArcadeSDL
import Foundation
import JoyStickSDL
import Testing
import JoyStickReplay

/// The arcade's own header lines of an input script, `level:` and `seed:` (the format itself is tested in
/// JoyStickSDLTests).
@Suite("Arcade scripts")
struct ArcadeScriptTests {
    /// The error parsing `text` as an arcade script gives, or nil if it parses.
    static func error(_ text: String, file: String = "s.txt") -> InputScriptError? {
        do {
            _ = try ArcadeScript.parse(text, file: file)
            return nil
        } catch {
            return error
        }
    }

    @Test func levelAndSeedParse() throws {
        let script = try ArcadeScript.parse("""
            # frame verb arguments
            level: Levels/01-first-steps.txt
            seed: 42
            window: 1280x720
            0    touch-down   1  150 420
            140  key-down     Space

            """, file: "s.txt")
        #expect(script.level == "Levels/01-first-steps.txt")
        #expect(script.seed == 42)
        #expect(script.script.window == InputScript.WindowSize(width: 1280, height: 720))
        #expect(script.script.events.map(\.frame) == [0, 140])
        #expect(ArcadeScript.keys == ["level", "seed"])
    }

    @Test func levelAndSeedAreOptional() throws {
        let empty = try ArcadeScript.parse("", file: "e.txt")
        #expect(empty.level == nil)
        #expect(empty.seed == nil)
        #expect(try ArcadeScript.parse("seed: 7", file: "e.txt").seed == 7)
        #expect(try ArcadeScript.parse("seed: 7", file: "e.txt").level == nil)
        // A level with spaces, `key:value` without a space, CRLF.
        let spaced = try ArcadeScript.parse("level:My Levels/a b.txt  \r\nseed:0\r\n", file: "t.txt")
        #expect(spaced.level == "My Levels/a b.txt")
        #expect(spaced.seed == 0)
    }

    @Test func seedRange() throws {
        #expect(try ArcadeScript.parse("seed: 18446744073709551615", file: "n.txt").seed == .max)
        #expect(try ArcadeScript.parse("seed: 000042", file: "n.txt").seed == 42)
    }

    @Test func settingLevelAndSeedRendersThem() throws {
        var script = try ArcadeScript.parse("window: 120x90\n0 focus-lost\n", file: "w.txt")
        script.seed = .max
        script.level = "Levels/10-the-deep.txt"
        #expect(script.script.render()
            == "seed: 18446744073709551615\nlevel: Levels/10-the-deep.txt\nwindow: 120x90\n0 focus-lost\n")
        script.level = "3"
        script.seed = nil
        #expect(script.script.render() == "level: 3\nwindow: 120x90\n0 focus-lost\n")
        #expect(try ArcadeScript.parse(script.script.render(), file: "again.txt") == script)
    }

    @Test func framesHeaderRoundTrips() throws {
        let script = try ArcadeScript.parse(
            "level: Levels/02-the-guard.txt\nseed: 9\nwindow: 1280x720\nframes: 475\n3 focus-lost\n", file: "rec.txt")
        #expect(script.script.frames == 475)
        #expect(script.level == "Levels/02-the-guard.txt")
        #expect(script.seed == 9)
        #expect(try ArcadeScript.parse(script.script.render(), file: "again.txt") == script)
    }

    @Test func badFramesHeaderNamesLineAndColumn() {
        #expect(throws: InputScriptError.self) { try ArcadeScript.parse("frames: -4\n", file: "rec.txt") }
        #expect(throws: InputScriptError(kind: .badNumber, file: "rec.txt", line: 2, column: 9,
                                         reason: "bad frames '100000001' (expected a whole number from 0 to 100000000)")) {
            try ArcadeScript.parse("seed: 1\nframes: 100000001\n", file: "rec.txt")
        }
    }

    @Test func badSeed() {
        let error = Self.error("seed: -1\n")
        #expect(error?.kind == .badNumber)
        #expect(error?.file == "s.txt")
        #expect(error?.line == 1)
        #expect(error?.column == 7)
        #expect(error?.description == "s.txt:1:7: bad seed '-1' (expected a whole number from 0 to 18446744073709551615)")
        // The column is the value's, wherever it starts.
        #expect(Self.error("level: 1\n  seed:\t 0x10\n")?.description
            == "s.txt:2:10: bad seed '0x10' (expected a whole number from 0 to 18446744073709551615)")
        for bad in ["18446744073709551616", "0x10", "+5", "1.5", "1e3", "42 43", String(repeating: "9", count: 900)] {
            #expect(Self.error("seed: \(bad)")?.kind == .badNumber, "\(bad)")
        }
    }

    /// `\r`-only line endings are line endings: the seed is the first line's (it read as one bad seed).
    @Test func carriageReturnOnlyScriptReadsItsSeed() throws {
        let script = try ArcadeScript.parse("seed: 1\rlevel: 2\r0 focus-lost\r5 focus-gained\r", file: "cr.txt")
        #expect(script.seed == 1 && script.level == "2" && script.script.events.count == 2)
    }

    @Test func headerErrorsListTheArcadesKeys() {
        let error = Self.error("  Seed: 1\n")
        #expect(error?.kind == .unknownKey)
        #expect(error?.description == "s.txt:1:3: unknown key 'Seed' (known keys: level, seed, window, frames)")
        #expect(Self.error("level: 1\nseed: 1\nlevel: 2\n")?.description
            == "s.txt:3:1: duplicate key 'level' (first given on line 1)")
        #expect(Self.error("seed: 1\n0 focus-lost\nlevel: 2\n")?.description
            == "s.txt:3:1: header 'level' after the first event (line 2); headers must come first")
    }

    @Test func loadNamesThePath() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-script-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let good = dir + "/good.txt"
        try "level: 2\nseed: 5\n0 focus-lost\n".write(toFile: good, atomically: true, encoding: .utf8)
        let script = try ArcadeScript.load(path: good)
        #expect(script.level == "2")
        #expect(script.seed == 5)
        let bad = dir + "/bad.txt"
        try "level: 2\nseed: five\n".write(toFile: bad, atomically: true, encoding: .utf8)
        do {
            _ = try ArcadeScript.load(path: bad)
            Issue.record("loaded")
        } catch {
            #expect(error.description
                == "\(bad):2:7: bad seed 'five' (expected a whole number from 0 to 18446744073709551615)")
        }
    }
}
