import Glibc
import Testing
@testable import JoyStickRun

/// A suite's test's game log: the game's output, then joystick-run's lines, and its end in the JUnit report.
@Suite("Game logs")
struct GameLogTests {
    @Test func aLogIsStartedEmptyAndAppendedTo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let log = try folder.write("an earlier suite's\n", to: "game.log")
        #expect(GameLog.start(log) == nil)
        #expect(GameLog.reported(log) == "")
        GameLog.append("probe exited with status 3", to: log)
        #expect(GameLog.reported(log) == "joystick-run: probe exited with status 3\n")
        #expect(GameLog.reported(folder.file("none.log")) == nil)
        #expect(GameLog.start(folder.file("no/such/folder.log"))
                == "cannot write the game's log \(folder.file("no/such/folder.log")): No such file or directory")
    }

    /// A long log is reported by its end, where a failing game says why, with how much is left out.
    @Test func aLongLogIsReportedByItsEnd() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = String(repeating: "x", count: GameLog.maxReported) + "the end\n"
        let log = try folder.write(text, to: "game.log")
        #expect(GameLog.reported(log) == "[the first 8 bytes of the game's output are left out]\n"
                + String(text.dropFirst(8)))
    }
}
