import Testing
@testable import Arcade

@Suite("Shots")
struct ShotTests {
    static let fireRight = GameInput(fire: Vec2(1, 0))

    /// Player at (48, 48), a boxed-in (standing) vertical patroller at x 240.
    static func range() throws -> Level {
        try LevelFixtures.level([
            "##########",
            "#P.....V.#",
            "#*E#######",
            "##########",
        ])
    }

    @Test func holdingFireShootsOncePerCooldown() throws {
        var game = Game(level: try Self.range(), seed: 1)
        var firedAt: [Int] = []
        for _ in 0..<25 {
            game.step(Self.fireRight)
            if game.events.contains(.shotFired) { firedAt.append(game.frame) }
        }
        #expect(firedAt == [1, 13, 25])
        #expect(game.activeShotCount == 3)
    }

    @Test func shotFliesSixPixelsPerStepInTheAimDirection() throws {
        var game = Game(level: try Self.range(), seed: 1)
        game.step(GameInput(fire: Vec2(10, 0)))
        #expect(game.events == [.shotFired])
        #expect(game.shots[0].isActive)
        #expect(game.shots[0].position == Vec2(54, 48))
        #expect(game.shots[0].velocity == Vec2(6, 0))
        game.step(.idle)
        #expect(game.shots[0].position == Vec2(60, 48))
    }

    @Test func zeroOrInvalidAimFiresAlongFacing() throws {
        var game = Game(level: try Self.range(), seed: 1)
        game.step(GameInput(fire: .zero))
        #expect(game.shots[0].velocity == Vec2(0, -6))
        game.run(12, .right)
        game.step(GameInput(fire: Vec2(.nan, 1)))
        #expect(game.events == [.shotFired])
        // The first shot already hit the top wall, so its slot was reused.
        #expect(game.activeShotCount == 1)
        #expect(game.shots.first(where: \.isActive)?.velocity == Vec2(6, 0))
    }

    @Test func wallsStopShots() throws {
        let level = try LevelFixtures.level([
            "#######",
            "#P....#",
            "#*E####",
            "#######",
        ])
        var game = Game(level: level, seed: 1)
        game.step(Self.fireRight)
        // The right wall starts at x 192: 48 + 6 * 24.
        game.run(22)
        #expect(game.shots[0].isActive)
        #expect(game.shots[0].position == Vec2(186, 48))
        game.step(.idle)
        #expect(!game.shots[0].isActive)
        #expect(game.activeShotCount == 0)
    }

    @Test func shotsLeavingTheGridStop() throws {
        // No border: the edge of the grid stops the shot like a wall.
        let level = try LevelFixtures.level(["P*E"])
        var game = Game(level: level, seed: 1)
        game.step(GameInput(fire: Vec2(-1, 0)))
        #expect(game.shots[0].position == Vec2(10, 16))
        game.run(2)
        #expect(game.shots[0].position == Vec2(-2, 16))
        #expect(!game.shots[0].isActive)
    }

    @Test func oneShotDestroysAPatroller() throws {
        var game = Game(level: try Self.range(), seed: 1)
        game.step(Self.fireRight)
        // Hit when the shot is closer than 3 + 11 to x 240: x 228, step 30.
        game.run(28)
        #expect(game.enemies[0].isAlive)
        game.step(.idle)
        #expect(game.events == [.enemyDestroyed(enemy: 0)])
        #expect(!game.enemies[0].isAlive)
        #expect(game.enemies[0].hitFlash == Rules.hitFlashSteps)
        #expect(game.score == Rules.enemyPoints)
        #expect(game.activeShotCount == 0)
        // Dead enemies stay in place in the array and no longer hurt.
        #expect(game.enemies.count == 1)
        game.run(100, .right)
        #expect(game.lives == 3)
    }

    @Test func aChaserTakesTwoHits() throws {
        let level = try LevelFixtures.level([
            "################",
            "#P............C#",
            "#*E#############",
            "################",
        ])
        var game = Game(level: level, seed: 7)
        var hits: [GameEvent] = []
        var flashAfterFirstHit: [Int] = []
        for _ in 0..<300 where game.enemies[0].isAlive {
            game.step(Self.fireRight)
            for event in game.events where event != .shotFired { hits.append(event) }
            if hits.count == 1 && flashAfterFirstHit.count < 3 { flashAfterFirstHit.append(game.enemies[0].hitFlash) }
        }
        #expect(hits == [.enemyHit(enemy: 0), .enemyDestroyed(enemy: 0)])
        #expect(flashAfterFirstHit == [10, 9, 8])
        #expect(!game.enemies[0].isAlive)
        #expect(game.enemies[0].hitPoints == 0)
        #expect(game.score == Rules.enemyPoints)
        #expect(game.lives == 3)
    }

    @Test func thePoolHoldsAtMostThirtyTwoShots() throws {
        let level = try LevelFixtures.level(["P*E" + String(repeating: ".", count: 253)])
        var game = Game(level: level, seed: 1)
        let fired = game.run(Rules.shotCapacity * Rules.shotCooldownSteps, Self.fireRight).filter { $0 == .shotFired }.count
        #expect(fired == 32)
        #expect(game.activeShotCount == 32)
        game.run(Rules.shotCooldownSteps, Self.fireRight)
        #expect(game.activeShotCount == 32)
    }
}
