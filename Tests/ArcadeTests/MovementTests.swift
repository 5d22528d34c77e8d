import Testing
@testable import Arcade

@Suite("Player movement")
struct MovementTests {
    /// A 9x7 room with the player in the middle at (144, 112).
    static func room() throws -> Level {
        try LevelFixtures.level([
            "#########",
            "#*......#",
            "#.......#",
            "#...P...#",
            "#.......#",
            "#......E#",
            "#########",
        ])
    }

    @Test func startsAtTheCentreOfItsTileFacingUp() throws {
        let game = Game(level: try Self.room(), seed: 1)
        #expect(game.player.position == Vec2(144, 112))
        #expect(game.player.facing == Vec2(0, -1))
        #expect(game.lives == 3)
        #expect(game.score == 0)
        #expect(game.result == .playing)
    }

    @Test func fullDeflectionMovesTwoAndAHalfPixelsPerStep() throws {
        var game = Game(level: try Self.room(), seed: 1)
        game.step(.right)
        #expect(game.player.position == Vec2(146.5, 112))
        game.step(.right)
        #expect(game.player.position == Vec2(149, 112))
        #expect(game.player.velocity == Vec2(2.5, 0))
        #expect(game.player.facing == Vec2(1, 0))
        #expect(game.frame == 2)
    }

    @Test func halfDeflectionMovesHalfAsFast() throws {
        var game = Game(level: try Self.room(), seed: 1)
        game.run(4, GameInput(move: Vec2(0, 0.5)))
        #expect(game.player.position == Vec2(144, 117))
        #expect(game.player.facing == Vec2(0, 1))
    }

    @Test func longInputIsClampedToFullSpeed() throws {
        var game = Game(level: try Self.room(), seed: 1)
        game.step(GameInput(move: Vec2(-30, 40)))
        #expect(game.player.position == Vec2(142.5, 114))
        #expect(game.player.facing == Vec2(-0.6, 0.8))
    }

    @Test func hugeFiniteInputIsClampedToo() throws {
        // The square of a 1e200 component overflows: the move must still count, in its direction.
        var game = Game(level: try Self.room(), seed: 1)
        game.step(GameInput(move: Vec2(-3e200, 4e200)))
        #expect(game.player.position == Vec2(142.5, 114))
        #expect((game.player.facing - Vec2(-0.6, 0.8)).length < 1e-15)
        #expect(abs(Vec2(3e200, 4e200).length / 5e200 - 1) < 1e-15)
        #expect((Vec2(3e200, 4e200).normalized - Vec2(0.6, 0.8)).length < 1e-15)
    }

    @Test func nanAndInfiniteInputDoNotMove() throws {
        var game = Game(level: try Self.room(), seed: 1)
        game.step(GameInput(move: Vec2(.nan, 1)))
        game.step(GameInput(move: Vec2(.infinity, 0)))
        game.step(GameInput(move: Vec2(0, -.infinity)))
        #expect(game.player.position == Vec2(144, 112))
        #expect(game.player.facing == Vec2(0, -1))
        #expect(game.frame == 3)
    }

    @Test func idleKeepsFacing() throws {
        var game = Game(level: try Self.room(), seed: 1)
        game.step(.left)
        game.run(3)
        #expect(game.player.facing == Vec2(-1, 0))
        #expect(game.player.velocity == .zero)
    }

    @Test func wallsStopThePlayerFlush() throws {
        var game = Game(level: try Self.room(), seed: 1)
        game.run(100, .right)
        // Right wall starts at x = 256; the box's half-size is 10.
        #expect(game.player.position == Vec2(246, 112))
        game.run(100, .up)
        // Top wall ends at y = 32.
        #expect(game.player.position == Vec2(246, 42))
        game.run(100, .left)
        #expect(game.player.position == Vec2(42, 42))
    }

    @Test func slidesAlongAWallWhenPushingDiagonally() throws {
        var game = Game(level: try Self.room(), seed: 1)
        game.run(100, .right)
        let diagonal = GameInput(move: Vec2(1, 1))
        let before = game.player.position
        game.step(diagonal)
        // x is blocked; the along-wall part keeps its full size 2.5 * sqrt(1/2).
        let along = Vec2(1, 1).normalized.y * Rules.playerSpeed
        #expect(game.player.position == Vec2(246, before.y + along))
        #expect(game.player.velocity.x == 0)
    }

    @Test func neverTunnelsThroughAThinWall() throws {
        // The exit is reached the long way round (levels must be winnable); the wall right of P is one tile.
        let level = try LevelFixtures.level([
            "######",
            "#P#E.#",
            "#*##.#",
            "#....#",
            "######",
        ])
        var game = Game(level: level, seed: 1)
        game.run(500, .right)
        #expect(game.player.position == Vec2(54, 48))
        game.run(500, GameInput(move: Vec2(1, -0.2)))
        #expect(game.player.position.x == 54)
    }

    @Test func fitsThroughAOneTileCorridor() throws {
        let level = try LevelFixtures.level([
            "#######",
            "#P....#",
            "####.##",
            "####.##",
            "####*E#",
            "#######",
        ])
        var game = Game(level: level, seed: 1)
        // 39 steps right put the box (x 135.5...155.5) inside the corridor (x 128...160).
        game.run(39, .right)
        #expect(game.player.position == Vec2(145.5, 48))
        game.run(60, .down)
        // Down the corridor to the bottom wall at y = 160.
        #expect(game.player.position == Vec2(145.5, 150))
    }
}
