import Testing
@testable import Arcade

@Suite("Chasers and path-finding")
struct ChaserTests {
    /// A U-shaped wall opening downwards, with the chaser inside the cup and the player
    /// straight above it on the other side of the wall.
    static func cup() throws -> Level {
        try LevelFixtures.level([
            "###########",
            "#.........#",
            "#....P....#",
            "#.........#",
            "#.#######.#",
            "#.#.....#.#",
            "#.#..C..#.#",
            "#.#.....#.#",
            "#........*#",
            "#E........#",
            "###########",
        ])
    }

    @Test func pathGoesAroundTheCup() throws {
        let level = try Self.cup()
        var finder = PathFinder(level: level)
        var path: [TilePosition] = []
        path.reserveCapacity(level.width * level.height)
        let from = TilePosition(col: 5, row: 6)
        let to = TilePosition(col: 5, row: 2)
        #expect(finder.path(from: from, to: to, into: &path))
        // Down 2 out of the cup, 4 across, 6 up the side, 4 back: 16 steps, 17 tiles.
        #expect(finder.distance(from: from, to: to) == 16)
        #expect(path.count == 17)
        #expect(path.first == from)
        #expect(path.last == to)
        for (a, b) in zip(path, path.dropFirst()) {
            #expect(abs(a.col - b.col) + abs(a.row - b.row) == 1)
        }
        #expect(path.allSatisfy { !level.isWall($0) })
        // The fixed tie order (up, left, right, down) goes round the left side.
        #expect(path[1] == TilePosition(col: 4, row: 6))
        #expect(path.contains(TilePosition(col: 1, row: 8)))
    }

    @Test func noPathIntoASealedRoom() throws {
        let level = try LevelFixtures.level([
            "#######",
            "#P*#.##",
            "#.E####",
            "#######",
        ])
        var finder = PathFinder(level: level)
        var path = [TilePosition(col: 9, row: 9)]
        #expect(!finder.path(from: level.playerStart, to: TilePosition(col: 4, row: 1), into: &path))
        #expect(path.isEmpty)
        #expect(finder.distance(from: level.playerStart, to: TilePosition(col: 3, row: 1)) == nil)
        #expect(finder.distance(from: level.playerStart, to: TilePosition(col: -1, row: 0)) == nil)
        #expect(finder.distance(from: level.playerStart, to: level.exit) == 2)
        #expect(finder.distance(from: level.exit, to: level.exit) == 0)
        #expect(finder.nextStep(from: level.exit) == nil)
    }

    @Test func randomTieBreakStaysOnShortestPaths() throws {
        let level = try LevelFixtures.level([
            "P....",
            ".....",
            "....*",
            "....E",
        ])
        var finder = PathFinder(level: level)
        finder.prepare(goal: level.exit)
        var rng = SplitMix64(seed: 3)
        for _ in 0..<50 {
            var tile = level.playerStart
            var steps = 0
            while let next = finder.nextStep(from: tile, using: &rng) {
                #expect(finder.distanceToGoal(from: next) == finder.distanceToGoal(from: tile).map { $0 - 1 })
                tile = next
                steps += 1
            }
            #expect(tile == level.exit)
            #expect(steps == 7)
        }
        // Both first moves (right and down) must occur.
        var firsts = Set<TilePosition>()
        for _ in 0..<50 {
            if let next = finder.nextStep(from: level.playerStart, using: &rng) { firsts.insert(next) }
        }
        #expect(firsts == [TilePosition(col: 1, row: 0), TilePosition(col: 0, row: 1)])
    }

    @Test func chaserGoesAroundTheWallToReachThePlayer() throws {
        let level = try Self.cup()
        var game = Game(level: level, seed: 42)
        var maxRow = 0
        var steps = 0
        while game.lives == 3 && steps < 2000 {
            game.step(.idle)
            steps += 1
            let chaser = game.enemies[0]
            // Its whole 22 px body stays on floor: never through the wall.
            for dx in [-10.9, 10.9] {
                for dy in [-10.9, 10.9] {
                    #expect(!level.isWall(TilePosition(containing: chaser.position + Vec2(dx, dy))))
                }
            }
            maxRow = max(maxRow, chaser.tile.row)
        }
        #expect(game.lives == 2)
        #expect(maxRow == 8)
        // 16 tiles at 1.4 px per step is at least 366 steps, less the contact distance.
        #expect(steps > 330)
        #expect(steps < 1000)
    }

    @Test func chaserFirstHeadsOutOfTheCup() throws {
        var game = Game(level: try Self.cup(), seed: 42)
        game.run(until: { $0.enemies[0].tile != $0.enemies[0].target }, limit: 200)
        // Left, right or down are all one step closer; up (deeper into the cup) is not.
        let firstMoves = [TilePosition(col: 4, row: 6), TilePosition(col: 6, row: 6), TilePosition(col: 5, row: 7)]
        #expect(firstMoves.contains(game.enemies[0].target))
        #expect(game.enemies[0].heading.y >= 0)
    }

    @Test func chaserMovesAboutOnePointFourPixelsPerStep() throws {
        let level = try LevelFixtures.level([
            "##################",
            "#P..............C#",
            "#*E###############",
            "##################",
        ])
        var game = Game(level: level, seed: 5)
        var fullSteps = 0
        var last = game.enemies[0].position
        for _ in 0..<200 {
            game.step(.idle)
            let now = game.enemies[0].position
            let moved = now.distance(to: last)
            // Shorter steps happen only when it stops at a centre to hesitate.
            #expect(moved <= Rules.chaserSpeed + 1e-9)
            if abs(moved - Rules.chaserSpeed) < 1e-9 { fullSteps += 1 }
            last = now
        }
        #expect(fullSteps > 140)
        #expect(game.enemies[0].position.x < TilePosition(col: 16, row: 1).center.x - 250)
    }

    @Test func unreachablePlayerLeavesTheChaserStanding() throws {
        let level = try LevelFixtures.level([
            "########",
            "#P*E#C.#",
            "########",
        ])
        var game = Game(level: level, seed: 1)
        game.run(300)
        #expect(game.enemies[0].position == TilePosition(col: 5, row: 1).center)
        #expect(game.lives == 3)
    }
}
