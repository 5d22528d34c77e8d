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
        #expect(line == #"{"file":"Levels/01-first-steps.txt","frames":812,"gems":{"collected":4,"total":4},"#
            + #""level":"First Steps","lives":3,"player":{"x":48,"y":80},"result":"won","score":1200,"#
            + #""stateHash":"9f2c000000000000"}"#)
        #expect(try Self.decode(line) == Self.firstSteps)
    }

    @Test func stringsAreEscaped() throws {
        var summary = Self.firstSteps
        summary.level = "Say \"hi\" \\ now\n\t\u{1}\u{1F}\u{7F} é ✓"
        summary.file = "C:\\Levels\\x.txt"
        let line = summary.jsonLine()
        #expect(line.hasPrefix(#"{"file":"C:\\Levels\\x.txt","#))
        #expect(line.contains(#""level":"Say \"hi\" \\ now\n\t\u0001\u001f"# + "\u{7F} é ✓\""))
        #expect(!line.contains("\n"))
        #expect(try Self.decode(line) == summary)
    }

    @Test func coordinatesReadBackExactly() throws {
        var summary = Self.firstSteps
        summary.player = RunSummary.Point(x: 1e-5, y: 1234.5678)
        #expect(summary.jsonLine().contains(#""player":{"x":1e-05,"y":1234.5678}"#))
        #expect(try Self.decode(summary.jsonLine()) == summary)
        summary.player = RunSummary.Point(x: .nan, y: -.infinity)
        #expect(summary.jsonLine().contains(#""player":{"x":"nan","y":"-inf"}"#))
    }

    @Test func resultsFromAGame() throws {
        let level = try LevelFixtures.level(["#P*.E#", "#.H..#"], name: "Tiny \"One\"", file: "t\\1.txt")
        let fresh = Game(level: level, seed: 1)
        let stopped = RunSummary(game: fresh)
        #expect(stopped.result == .stopped)
        #expect(stopped.jsonLine() == #"{"file":"t\\1.txt","frames":0,"gems":{"collected":0,"total":1},"#
            + #""level":"Tiny \"One\"","lives":3,"player":{"x":48,"y":16},"result":"stopped","score":0,"#
            + "\"stateHash\":\"\(fresh.stateHashHex)\"}")

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
        #expect(RunSummary(game: lost).jsonLine().contains(#""result":"lost","#))
    }
}
