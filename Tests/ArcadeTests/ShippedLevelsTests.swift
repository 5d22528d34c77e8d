import Foundation
import Testing
@testable import Arcade

@Suite("Shipped levels")
struct ShippedLevelsTests {
    /// `Levels/` at the package root, found from this file's path.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Levels").path

    static func levels() throws -> [Level] {
        try LevelLibrary(directory: folder).levelFiles().map { try LevelLibrary.load(path: $0) }
    }

    @Test func thereAreAtLeastTenInOrder() throws {
        let files = try LevelLibrary(directory: Self.folder).levelFiles()
        #expect(files.count >= 10)
        let names = files.map { ($0 as NSString).lastPathComponent }
        #expect(names.first?.hasPrefix("01-") == true)
        for (i, name) in names.enumerated() {
            #expect(name.hasPrefix(String(format: "%02d-", i + 1)))
        }
    }

    @Test func everyLevelLoads() {
        for result in LevelLibrary(directory: Self.folder).loadAll() {
            if case .failure(let error) = result { Issue.record("\(error)") }
        }
    }

    @Test func everyLevelIsWinnable() throws {
        for level in try Self.levels() {
            var finder = PathFinder(level: level)
            finder.prepare(goal: level.playerStart)
            #expect(finder.distanceToGoal(from: level.exit) != nil, "\(level.file): exit unreachable")
            for gem in level.gems {
                #expect(finder.distanceToGoal(from: gem) != nil, "\(level.file): gem \(gem) unreachable")
            }
        }
    }

    @Test func everyLevelHasAWalledBorder() throws {
        for level in try Self.levels() {
            for col in 0..<level.width {
                #expect(level.isWall(col: col, row: 0) && level.isWall(col: col, row: level.height - 1), "\(level.file): column \(col)")
            }
            for row in 0..<level.height {
                #expect(level.isWall(col: 0, row: row) && level.isWall(col: level.width - 1, row: row), "\(level.file): row \(row)")
            }
        }
    }

    @Test func enemiesStartAwayFromThePlayer() throws {
        for level in try Self.levels() {
            var finder = PathFinder(level: level)
            finder.prepare(goal: level.playerStart)
            for enemy in level.enemies {
                let steps = finder.distanceToGoal(from: enemy.tile) ?? Int.max
                // A chaser needs 2 s to cover about 5 tiles; keep them further.
                #expect(steps >= (enemy.kind == .chaser ? 8 : 4), "\(level.file): enemy at \(enemy.tile) too close")
            }
        }
    }

    @Test func standingStillSurvivesTheFirstTwoSeconds() throws {
        for level in try Self.levels() {
            var game = Game(level: level, seed: 1)
            game.run(2 * Rules.stepsPerSecond)
            #expect(game.lives == Rules.startingLives, "\(level.file)")
        }
    }

    @Test func sizesRiseToScrollingLevels() throws {
        let levels = try Self.levels()
        #expect(levels.first?.enemies.isEmpty == true)
        // The screen shows 30x17 tiles; some levels must scroll.
        #expect(levels.contains { $0.width > 30 && $0.height > 17 })
        let largest = levels.map { $0.width * $0.height }.max() ?? 0
        #expect(largest >= 60 * 40)
        #expect(levels.allSatisfy { $0.width <= 64 && $0.height <= 48 })
        #expect(levels.contains { $0.enemies.filter { $0.kind == .chaser }.count >= 3 })
    }
}
