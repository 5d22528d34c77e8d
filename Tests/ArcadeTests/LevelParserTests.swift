import Testing
@testable import Arcade

@Suite("Level parsing")
struct LevelParserTests {
    static let sample = """
        # lines starting with '#' are comments
        name: First Steps
        ---
        ##########
        #P..*...E#
        #..C.....#
        ##########

        """

    @Test func validLevelFields() throws {
        let level = try LevelParser.parse(Self.sample, file: "Levels/01.txt")
        #expect(level.name == "First Steps")
        #expect(level.file == "Levels/01.txt")
        #expect(level.width == 10)
        #expect(level.height == 4)
        #expect(level.playerStart == TilePosition(col: 1, row: 1))
        #expect(level.exit == TilePosition(col: 8, row: 1))
        #expect(level.gems == [TilePosition(col: 4, row: 1)])
        #expect(level.enemies == [EnemySpawn(kind: .chaser, tile: TilePosition(col: 3, row: 2))])
        #expect(level.isWall(col: 0, row: 0))
        #expect(!level.isWall(col: 1, row: 1))
        #expect(!level.isWall(col: 3, row: 2))
        #expect(level.isWall(col: 9, row: 2))
        #expect(level.pixelWidth == 320)
        #expect(level.pixelHeight == 128)
    }

    @Test func enemyKindsAndReadingOrder() throws {
        let level = try LevelFixtures.level(["#P*HV*E#", "#C     #"])
        #expect(level.gems == [TilePosition(col: 2, row: 0), TilePosition(col: 5, row: 0)])
        #expect(level.enemies.map(\.kind) == [.horizontalPatroller, .verticalPatroller, .chaser])
        #expect(level.enemies.map(\.tile) == [TilePosition(col: 3, row: 0), TilePosition(col: 4, row: 0), TilePosition(col: 1, row: 1)])
    }

    @Test func outsideTheGridIsWall() throws {
        // No border walls at all: the grid's edge still blocks.
        let level = try LevelFixtures.level(["P*E"])
        #expect(!level.isWall(col: 0, row: 0))
        #expect(level.isWall(col: -1, row: 0))
        #expect(level.isWall(col: 3, row: 0))
        #expect(level.isWall(col: 0, row: -1))
        #expect(level.isWall(col: 0, row: 1))
        #expect(level.isWall(col: Int.min, row: Int.max))
    }

    @Test func shortRowsArePaddedWithFloor() throws {
        let level = try LevelFixtures.level(["######", "#P*E", "#", "######"])
        #expect(level.width == 6)
        #expect(level.height == 4)
        #expect(!level.isWall(col: 4, row: 1))
        #expect(!level.isWall(col: 5, row: 1))
        #expect(level.isWall(col: 0, row: 2))
        #expect(!level.isWall(col: 1, row: 2))
        #expect(!level.isWall(col: 5, row: 2))
    }

    @Test func spacesAreFloor() throws {
        let level = try LevelFixtures.level(["#P * E#"])
        #expect(level.width == 7)
        #expect(!level.isWall(col: 2, row: 0))
        #expect(level.gems == [TilePosition(col: 3, row: 0)])
    }

    @Test func blankLinesInsideTheGridAreFloorRowsAndTrailingOnesAreDropped() throws {
        let text = "name: Gaps\n---\n#P*E#\n\n# #\n\n\n   \n"
        let level = try LevelParser.parse(text, file: "t.txt")
        #expect(level.height == 3)
        #expect(level.width == 5)
        #expect(!level.isWall(col: 0, row: 1))
        // A '#' line inside the grid is a wall row, not a comment.
        #expect(level.isWall(col: 0, row: 2))
        #expect(!level.isWall(col: 1, row: 2))
        #expect(level.isWall(col: 2, row: 2))
    }

    @Test func commentsAndBlankLinesInTheHeader() throws {
        let text = "# a level\n\n  # indented comment\nname:   Spaced Out  \n\n---\nP*E\n"
        let level = try LevelParser.parse(text, file: "t.txt")
        #expect(level.name == "Spaced Out")
    }

    @Test func crlfLineEndings() throws {
        let text = "# comment\r\nname: Windows\r\n---\r\n#####\r\n#P*E#\r\n#####\r\n"
        let level = try LevelParser.parse(text, file: "t.txt")
        #expect(level.name == "Windows")
        #expect(level.width == 5)
        #expect(level.height == 3)
        #expect(level.exit == TilePosition(col: 3, row: 1))
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("name: Bom\n---\nP*E\n".utf8)
        let level = try LevelParser.parse(bytes: bytes, file: "t.txt")
        #expect(level.name == "Bom")
    }

    @Test func lastLineWithoutNewline() throws {
        let level = try LevelParser.parse("name: X\n---\nP*E", file: "t.txt")
        #expect(level.width == 3)
        #expect(level.height == 1)
    }

    @Test func largestAllowedSize() throws {
        let row = "P*E" + String(repeating: ".", count: 253)
        let rows = [row] + Array(repeating: String(repeating: "#", count: 256), count: 255)
        let level = try LevelFixtures.level(rows)
        #expect(level.width == 256)
        #expect(level.height == 256)
    }

    // MARK: Errors

    @Test func unknownCharacter() {
        let text = "# level 3\nname: X\n---\n############\n#P*E.......#\n#..........#\n#..........Q#\n"
        let error = LevelFixtures.error(text, file: "Levels/03-x.txt")
        #expect(error?.kind == .unknownCharacter)
        #expect(error?.file == "Levels/03-x.txt")
        #expect(error?.line == 7)
        #expect(error?.column == 12)
        #expect(error?.reason == "unknown character 'Q' in grid")
        #expect(error?.description == "Levels/03-x.txt:7:12: unknown character 'Q' in grid")
    }

    @Test func unknownCharacterTabIsEscaped() {
        let error = LevelFixtures.error("name: X\n---\nP*\tE\n")
        #expect(error?.description == "t.txt:3:3: unknown character '\\t' in grid")
    }

    @Test func missingPlayer() {
        let error = LevelFixtures.error("name: X\n---\n#####\n#.*E#\n#####\n")
        #expect(error?.kind == .missingPlayer)
        #expect(error?.description == "t.txt:3: no player start 'P' in grid")
        #expect(error?.column == nil)
    }

    @Test func secondPlayerPointsAtTheSecond() {
        let error = LevelFixtures.error("name: X\n---\n#P*E#\n#..P#\n")
        #expect(error?.kind == .secondPlayer)
        #expect(error?.line == 4)
        #expect(error?.column == 4)
        #expect(error?.description == "t.txt:4:4: second player start 'P' (the first is at line 3, column 2)")
    }

    @Test func missingExit() {
        let error = LevelFixtures.error("name: X\n---\n#P*.#\n")
        #expect(error?.kind == .missingExit)
        #expect(error?.description == "t.txt:3: no exit 'E' in grid")
    }

    @Test func secondExit() {
        let error = LevelFixtures.error("name: X\n---\n#P*E#\n#E..#\n")
        #expect(error?.kind == .secondExit)
        #expect(error?.description == "t.txt:4:2: second exit 'E' (the first is at line 3, column 4)")
    }

    @Test func noGems() {
        let error = LevelFixtures.error("name: X\n---\n#P.E#\n")
        #expect(error?.kind == .noGems)
        #expect(error?.description == "t.txt:3: no gems '*' in grid")
    }

    @Test func emptyGrid() {
        let error = LevelFixtures.error("name: X\n---\n\n  \n")
        #expect(error?.kind == .emptyGrid)
        #expect(error?.description == "t.txt:2: empty grid: no rows after '---'")
    }

    @Test func tooWide() {
        let row = "P*E" + String(repeating: ".", count: 254)
        let error = LevelFixtures.error("name: X\n---\n#\n" + row + "\n")
        #expect(error?.kind == .tooLarge)
        #expect(error?.description == "t.txt:4:257: grid is 257 tiles wide, at most 256 allowed")
    }

    @Test func tooTall() {
        let rows = ["P*E"] + Array(repeating: "#", count: 299)
        let error = LevelFixtures.error("name: X\n---\n" + rows.joined(separator: "\n"))
        #expect(error?.kind == .tooLarge)
        #expect(error?.description == "t.txt:259: grid is 300 tiles tall, at most 256 allowed")
    }

    @Test func missingName() {
        let error = LevelFixtures.error("# no name\n---\nP*E\n")
        #expect(error?.kind == .missingName)
        #expect(error?.description == "t.txt:2: missing 'name' in header")
    }

    @Test func emptyName() {
        let error = LevelFixtures.error("name:   \n---\nP*E\n")
        #expect(error?.kind == .missingName)
        #expect(error?.description == "t.txt:1:1: empty 'name' in header")
    }

    @Test func unknownHeaderKey() {
        let error = LevelFixtures.error("name: X\n  author: Me\n---\nP*E\n")
        #expect(error?.kind == .unknownHeaderKey)
        #expect(error?.description == "t.txt:2:3: unknown header key 'author' (known keys: name)")
    }

    @Test func duplicateHeaderKey() {
        let error = LevelFixtures.error("name: X\n# again\nname: Y\n---\nP*E\n")
        #expect(error?.kind == .duplicateHeaderKey)
        #expect(error?.description == "t.txt:3:1: duplicate header key 'name' (first given on line 1)")
    }

    @Test func malformedHeaderLine() {
        let error = LevelFixtures.error("name: X\njust some words\n---\nP*E\n")
        #expect(error?.kind == .malformedHeaderLine)
        #expect(error?.description == "t.txt:2: malformed header line, expected 'key: value'")
        #expect(LevelFixtures.error("name: X\n: value\n---\nP*E\n")?.kind == .malformedHeaderLine)
    }

    @Test func missingSeparator() {
        let error = LevelFixtures.error("name: X\n#####\n#P*E#\n#####\n")
        #expect(error?.kind == .missingSeparator)
        #expect(error?.description == "t.txt:4: missing '---' line between header and grid")
        #expect(LevelFixtures.error("")?.description == "t.txt:1: missing '---' line between header and grid")
    }

    @Test func invalidUTF8() {
        let bytes = Array("name: X\n---\n#P*E#\n".utf8) + [0x23, 0xFF, 0xFE, 0x0A]
        do {
            _ = try LevelParser.parse(bytes: bytes, file: "bad.txt")
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .notUTF8)
            #expect(error.description == "bad.txt:4: not valid UTF-8 text")
        }
    }

    @Test func errorsAreTheFirstProblemInFileOrder() {
        // Unknown character comes before the missing exit is noticed.
        let error = LevelFixtures.error("name: X\n---\n#P*?\n")
        #expect(error?.kind == .unknownCharacter)
    }

    /// A walled-off gem or exit is refused at its place, rather than played to the frame limit.
    @Test func unreachableExitsAndGemsAreRefusedWithTheirPlace() {
        // The gem behind the wall at column 7.
        let gem = LevelFixtures.error("name: Shut\n---\n#########\n#P..E.#*#\n#########\n")
        #expect(gem?.kind == .unreachable)
        #expect(gem?.description == "t.txt:4:8: the gem '*' cannot be reached from the player start 'P' (line 4, column 2): walls close it off, so the level cannot be won")
        let exit = LevelFixtures.error("name: Shut\n---\n#######\n#P*.#E#\n#######\n")
        #expect(exit?.description == "t.txt:4:6: the exit 'E' cannot be reached from the player start 'P' (line 4, column 2): walls close it off, so the level cannot be won")
        // Reached the long way round: fine.
        #expect(LevelFixtures.error("name: Round\n---\n######\n#P#E.#\n#*##.#\n#....#\n######\n") == nil)
    }
}
