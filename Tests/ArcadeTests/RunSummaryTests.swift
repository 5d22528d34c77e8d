import Foundation
import Testing
@testable import Arcade

@Suite("Run summary")
struct RunSummaryTests {
    static let firstSteps = RunSummary(
        level: "First Steps", file: "Levels/01-first-steps.txt", result: .won, frames: 812, score: 1200, lives: 3,
        gems: RunSummary.GemCount(collected: 4, total: 4), player: RunSummary.Point(x: 48, y: 80),
        stateHash: "9f2c000000000000")

    static func decode(_ line: String) throws -> RunSummary {
        try JSONDecoder().decode(RunSummary.self, from: Data(line.utf8))
    }

    @Test func exactLine() throws {
        let line = Self.firstSteps.jsonLine()
        #expect(line == #"{"level": "First Steps", "file": "Levels/01-first-steps.txt", "result": "won", "frames": 812, "#
            + #""score": 1200, "lives": 3, "gems": {"collected": 4, "total": 4}, "player": {"x": 48.0, "y": 80.0}, "#
            + #""stateHash": "9f2c000000000000"}"#)
        #expect(try Self.decode(line) == Self.firstSteps)
    }

    @Test func stringsAreEscaped() throws {
        var summary = Self.firstSteps
        summary.level = "Say \"hi\" \\ now\n\t\u{1}\u{1F}\u{7F} é ✓"
        summary.file = "C:\\Levels\\x.txt"
        let line = summary.jsonLine()
        #expect(line.hasPrefix(#"{"level": "Say \"hi\" \\ now\n\t\u0001\u001f"# + "\u{7F} é ✓\", "
            + #""file": "C:\\Levels\\x.txt", "result""#))
        #expect(!line.contains("\n"))
        #expect(try Self.decode(line) == summary)
    }

    @Test func numbersAlwaysShowADecimalPoint() throws {
        #expect(RunSummary.number(48) == "48.0")
        #expect(RunSummary.number(-0.0) == "-0.0")
        #expect(RunSummary.number(0.1) == "0.1")
        #expect(RunSummary.number(1e-5) == "1.0e-05")
        #expect(RunSummary.number(2.5e-7) == "2.5e-07")
        #expect(RunSummary.number(1e16) == "1.0e+16")
        #expect(RunSummary.number(.nan) == "null")
        var summary = Self.firstSteps
        summary.player = RunSummary.Point(x: 1e-5, y: 1234.5678)
        #expect(summary.jsonLine().contains(#""player": {"x": 1.0e-05, "y": 1234.5678}"#))
        #expect(try Self.decode(summary.jsonLine()) == summary)
    }

    @Test func resultsFromAGame() throws {
        let level = try LevelFixtures.level(["#P*.E#", "#.H..#"], name: "Tiny \"One\"", file: "t\\1.txt")
        let fresh = Game(level: level, seed: 1)
        let stopped = RunSummary(game: fresh)
        #expect(stopped.result == .stopped)
        #expect(stopped.jsonLine() == #"{"level": "Tiny \"One\"", "file": "t\\1.txt", "result": "stopped", "frames": 0, "#
            + #""score": 0, "lives": 3, "gems": {"collected": 0, "total": 1}, "player": {"x": 48.0, "y": 16.0}, "#
            + "\"stateHash\": \"\(fresh.stateHashHex)\"}")

        var won = fresh
        won.run(until: { $0.result != .playing }, limit: 200, .right)
        #expect(won.result == .won)
        let summary = RunSummary(game: won)
        #expect(summary.result == .won)
        #expect(summary.frames == won.frame)
        #expect(summary.score == Rules.gemPoints + Rules.exitPoints)
        #expect(summary.gems == RunSummary.GemCount(collected: 1, total: 1))
        #expect(summary.player == RunSummary.Point(x: won.player.position.x, y: won.player.position.y))
        #expect(summary.stateHash == won.stateHashHex)
        #expect(try Self.decode(summary.jsonLine()) == summary)

        var lost = Game(level: level, seed: 1, lives: 1)
        lost.run(until: { $0.result != .playing }, limit: 400, .down)
        lost.run(until: { $0.result != .playing }, limit: 400, .right)
        #expect(lost.result == .lost)
        #expect(RunSummary(game: lost).jsonLine().contains(#""result": "lost", "#))
    }
}
