import Testing
@testable import Arcade

/// Inputs found by the libFuzzer targets in scripts/fuzz/ (run with scripts/fuzz.sh), replayed exactly.
@Suite("Fuzz regressions (Arcade)")
struct ArcadeFuzzRegressionTests {
    /// `parse(render())` must give back the script `parse` produced.
    static func roundTrips(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let script = try InputScript.parse(bytes: bytes, file: "fuzz.txt")
        let again = try InputScript.parse(script.render(), file: "fuzz.txt")
        #expect(again == script, "rendered: \(script.render().debugDescription)", sourceLocation: sourceLocation)
    }

    /// The script fuzzer's crasher (base64 `bGV2ZWw6IAkJIAkJIHRvCQkJCQkJCQkNCQkJIAkJ`): a CR followed by
    /// blanks stays in the `level:` value once the trailing blanks are trimmed, so the value ends in `\r`.
    /// `render()` writes `level: to\t…\t\r\n`, which the parser reads as a CRLF line ending: the value comes
    /// back as `to`. The same happens to a `key-down`/`key-up` name such as `x\r` followed by a blank.
    @Test func carriageReturnBeforeTrailingBlanks() throws {
        let crasher: [UInt8] = [
            0x6c, 0x65, 0x76, 0x65, 0x6c, 0x3a, 0x20, 0x09, 0x09, 0x20, 0x09, 0x09, 0x20, 0x74, 0x6f, 0x09,
            0x09, 0x09, 0x09, 0x09, 0x09, 0x09, 0x09, 0x0d, 0x09, 0x09, 0x09, 0x20, 0x09, 0x09,
        ]
        #expect(crasher == Array("level: \t\t \t\t to\t\t\t\t\t\t\t\t\r\t\t\t \t\t".utf8))
        try Self.roundTrips(crasher)
        try Self.roundTrips(Array("0 key-down x\r \n".utf8))
        try Self.roundTrips(Array("0 key-up Space\r\t\r\n".utf8))
    }

    /// What the round trip does keep: CRLF files, a CR inside a value, NULs and other control characters
    /// inside tokens, the Int64 extremes, -0 and long decimals.
    @Test func roundTripsThatHold() throws {
        try Self.roundTrips(Array("level: a\rb\r\nseed: 0\r\n0 key-down a\u{0}b\r\n".utf8))
        try Self.roundTrips(Array("0 touch-down -9223372036854775808 -0 1e308\n0 touch-move 9223372036854775807 0.1 -5e-324\n".utf8))
        try Self.roundTrips(Array("window: 16384x1\nframes: 100000000\n100000000 mouse-up 123456789012345678 3.000000000000001\n".utf8))
        try Self.roundTrips(Array("\u{FEFF}level: \u{0B}\u{0C}x\u{85}\n0 key-down \u{7F}\n".utf8))
    }

    /// The level fuzzer found no crash; these pin the edges it explored (CR handling, BOM, blank rows,
    /// combining marks, a grid that is all floor but for P, * and E).
    @Test func levelEdgesTheFuzzerExplored() throws {
        let crlf = try LevelParser.parse(bytes: Array("\u{FEFF}name: A\r\n---\r\n\r\nP*E\r\n\r\n".utf8), file: "f.txt")
        #expect(crlf.width == 3 && crlf.height == 2)
        #expect(crlf.playerStart == TilePosition(col: 0, row: 1))
        // A CR that does not end a line is a grid character, and not one the format knows.
        let cr = LevelFixtures.error("name: A\n---\nP*\rE\n")
        #expect(cr?.description == "t.txt:3:3: unknown character '\\r' in grid")
        // A combining mark makes the separator another string.
        #expect(LevelFixtures.error("name: A\n---\u{301}\nP*E\n")?.kind == .malformedHeaderLine)
        // Tabs in the grid are not floor.
        #expect(LevelFixtures.error("name: A\n---\nP*E\t\n")?.kind == .unknownCharacter)
    }
}
