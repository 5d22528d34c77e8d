import Testing
@testable import Arcade

/// A bare path-following walker (no enemies, no shooting), to prove every corridor fits the player:
/// head for the nearest gem, then for the exit, one tile centre at a time.
struct PathWalker {
    var finder: PathFinder
    var path: [TilePosition] = []
    var goal: TilePosition?

    init(level: Level) {
        finder = PathFinder(level: level)
        path.reserveCapacity(level.width * level.height)
    }

    mutating func input(for game: Game) -> GameInput {
        let here = game.player.tile
        if game.exitOpen {
            goal = game.level.exit
        } else if goal == nil || game.gems.contains(where: { $0.tile == goal && $0.isCollected }) {
            // Pick the nearest gem once; searching towards a fixed goal is then cached.
            finder.prepare(goal: here)
            var best = Int.max
            for gem in game.gems where !gem.isCollected {
                if let d = finder.distanceToGoal(from: gem.tile), d < best {
                    best = d
                    goal = gem.tile
                }
            }
        }
        guard let goal, finder.path(from: here, to: goal, into: &path) else { return .idle }
        let target = path.count > 1 ? path[1].center : goal.center
        return GameInput(move: (target - game.player.position).normalized)
    }
}

@Suite("Walk-through")
struct WalkThroughTests {
    /// Every shipped level, with its enemies left out, can be finished by simply
    /// following shortest paths: the 20 px player fits every corridor it must take.
    @Test func everyShippedLevelCanBeWalkedThrough() throws {
        for shipped in try ShippedLevelsTests.levels() {
            let level = Level(name: shipped.name, file: shipped.file, width: shipped.width, height: shipped.height,
                              walls: shipped.walls, playerStart: shipped.playerStart, exit: shipped.exit,
                              gems: shipped.gems, enemies: [])
            var game = Game(level: level, seed: 1)
            var walker = PathWalker(level: level)
            for _ in 0..<60 * 60 * 5 where game.result == .playing {
                game.step(walker.input(for: game))
            }
            #expect(game.result == .won, "\(level.file): \(game.gemsCollected)/\(game.gemsTotal) gems")
            #expect(game.score == level.gems.count * Rules.gemPoints + Rules.exitPoints)
        }
    }
}
