import Testing
@testable import Arcade

@Suite("Enemy contact")
struct EnemyContactTests {
    /// Player at x 48; a vertical patroller boxed in at x 144 (it cannot move); gem and exit beyond.
    static func guardedCorridor() throws -> Level {
        try LevelFixtures.level([
            "#########",
            "#P..V.*E#",
            "#########",
        ])
    }

    @Test func touchingAnEnemyCostsALifeAndRespawns() throws {
        var game = Game(level: try Self.guardedCorridor(), seed: 1)
        // Contact is closer than 10 + 11: x > 123, after 31 steps.
        game.run(30, .right)
        #expect(game.lives == 3)
        game.step(.right)
        #expect(game.events == [.playerHit])
        #expect(game.lives == 2)
        #expect(game.player.position == Vec2(48, 48))
        #expect(game.player.velocity == .zero)
        #expect(game.player.invulnerableSteps == Rules.invulnerableSteps)
        #expect(game.player.isInvulnerable)
        #expect(game.enemies[0].position == Vec2(144, 48))
    }

    @Test func invulnerabilityLastsTwoSeconds() throws {
        var game = Game(level: try Self.guardedCorridor(), seed: 1)
        game.run(31, .right)
        #expect(game.lives == 2)
        // Walk back onto the enemy and stand there.
        game.run(37, .right)
        #expect(game.player.position.x == 140.5)
        game.run(119 - 37)
        #expect(game.lives == 2)
        #expect(game.player.invulnerableSteps == 1)
        game.step(.idle)
        #expect(game.events == [.playerHit])
        #expect(game.lives == 1)
    }

    @Test func invulnerablePlayerWalksThroughEnemies() throws {
        var game = Game(level: try Self.guardedCorridor(), seed: 1)
        game.run(31, .right)
        let seen = game.run(until: { $0.result != .playing }, limit: 200, .right)
        #expect(game.result == .won)
        #expect(game.lives == 2)
        #expect(seen < Rules.invulnerableSteps)
    }

    @Test func losingTheLastLifeLosesTheLevel() throws {
        var game = Game(level: try Self.guardedCorridor(), seed: 1, lives: 1)
        game.run(31, .right)
        #expect(game.events == [.playerHit, .lost])
        #expect(game.lives == 0)
        #expect(game.result == .lost)
        let frame = game.frame
        game.run(10, .left)
        #expect(game.frame == frame)
        #expect(game.events.isEmpty)
    }

    @Test func threeHitsEndAGame() throws {
        var game = Game(level: try Self.guardedCorridor(), seed: 1)
        var hits = 0
        var lost = 0
        for _ in 0..<2000 where game.result == .playing {
            // Walk into the enemy each time, but stay short of the gem.
            game.step(game.player.position.x > 150 ? .left : .right)
            hits += game.events.filter { $0 == .playerHit }.count
            lost += game.events.filter { $0 == .lost }.count
        }
        #expect(hits == 3)
        #expect(lost == 1)
        #expect(game.result == .lost)
    }

    @Test func aPatrollerWalksIntoAStandingPlayer() throws {
        let level = try LevelFixtures.level([
            "########",
            "#P....H#",
            "#*######",
            "#E######",
            "########",
        ])
        var game = Game(level: level, seed: 1)
        let steps = game.run(until: { $0.lives < 3 }, limit: 500)
        // The patroller turns at the wall and walks from x 208 to within 21 of x 48.
        #expect(game.lives == 2)
        #expect(steps == 93)
        #expect(game.enemies[0].heading == Vec2(-1, 0))
    }
}
