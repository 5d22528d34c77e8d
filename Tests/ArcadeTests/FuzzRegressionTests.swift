import Testing
@testable import Arcade

/// Inputs found by the libFuzzer targets in scripts/fuzz/ (run with scripts/fuzz.sh), replayed exactly. The
/// `script` target's are in JoyStickSDLTests (InputScriptHostileTests.swift).
@Suite("Fuzz regressions (Arcade)")
struct ArcadeFuzzRegressionTests {
    /// The level fuzzer found no crash; these pin the edges it explored (CR handling, BOM, blank rows,
    /// combining marks, a grid that is all floor but for P, * and E).
    @Test func levelEdgesTheFuzzerExplored() throws {
        let crlf = try LevelParser.parse(bytes: Array("\u{FEFF}name: A\r\n---\r\n\r\nP*E\r\n\r\n".utf8), file: "f.txt")
        #expect(crlf.width == 3 && crlf.height == 2)
        #expect(crlf.playerStart == TilePosition(col: 0, row: 1))
        // A lone CR ends a line too (old Mac files): two grid rows.
        let cr = try LevelParser.parse("name: A\n---\nP*\rE\n", file: "t.txt")
        #expect(cr.height == 2 && cr.exit == TilePosition(col: 0, row: 1))
        // A combining mark makes the separator another string.
        #expect(LevelFixtures.error("name: A\n---\u{301}\nP*E\n")?.kind == .malformedHeaderLine)
        // Tabs in the grid are not floor.
        #expect(LevelFixtures.error("name: A\n---\nP*E\t\n")?.kind == .unknownCharacter)
    }
}
