import Testing
@testable import Arcade

@Suite("AutoPilot plays")
struct AutoPilotPlaysTests {
    /// How a game played by the bot ended.
    struct Run {
        var game: Game
        var destroyed = 0
        var shots = 0
    }

    /// Plays `level` with the bot until the game ends or `limit` steps have passed.
    static func play(_ level: Level, seed: UInt64, limit: Int = 36_000) -> Run {
        var run = Run(game: Game(level: level, seed: seed))
        var pilot = AutoPilot(level: level)
        while run.game.result == .playing && run.game.frame < limit {
            run.game.step(pilot.decide(run.game))
            for event in run.game.events {
                if case .enemyDestroyed = event { run.destroyed += 1 }
                if event == .shotFired { run.shots += 1 }
            }
        }
        return run
    }

    /// The bot's decisions are a function of the game alone: "Something Follows", seed 9, is won in a pinned
    /// number of steps at a pinned state. After a deliberate change to the rules or the bot, run
    /// `swift test --filter AutoPilotPlaysTests` and copy the new values from the failure messages.
    @Test func theBotPlaysToAPinnedState() throws {
        let level = try #require(try ShippedLevelsTests.levels().first { $0.name == "Something Follows" })
        let run = Self.play(level, seed: 9)
        #expect(run.game.result == .won)
        #expect(run.game.frame == 1168)
        #expect(run.shots == 7)
        #expect(run.destroyed == 4)
        #expect(run.game.stateHashHex == "278e5ed515d4849d")
    }

    /// A chaser blocks the only corridor to the gem: the bot has to shoot it (two hits).
    @Test func shootsAChaserInTheWay() throws {
        let level = try LevelFixtures.level([
            "##############",
            "#P.......C.*E#",
            "##############",
        ])
        let run = Self.play(level, seed: 4, limit: 2000)
        #expect(run.game.result == .won)
        #expect(run.game.lives == 3)
        #expect(!run.game.enemies[0].isAlive)
        #expect(run.destroyed == 1)
        #expect(run.game.score == Rules.enemyPoints + Rules.gemPoints + Rules.exitPoints)
    }

    /// The gem sits in a cup open at the bottom, straight below the player: the bot walks
    /// round the wall rather than into it.
    @Test func walksAroundAUShapedWall() throws {
        let level = try LevelFixtures.level([
            "###########",
            "#....P....#",
            "#.........#",
            "#.#######.#",
            "#.#.....#.#",
            "#.#..*..#.#",
            "#.#.....#.#",
            "#.........#",
            "#E........#",
            "###########",
        ])
        var game = Game(level: level, seed: 1)
        var pilot = AutoPilot(level: level)
        var collectedAt = 0
        while game.result == .playing && game.frame < 2000 {
            game.step(pilot.decide(game))
            if game.gemsCollected == 1 && collectedAt == 0 { collectedAt = game.frame }
            // Never stuck against the wall: it keeps moving (after the first step).
            #expect(game.player.velocity != .zero || game.frame == 1, "stalled at step \(game.frame)")
        }
        #expect(game.result == .won)
        #expect(game.lives == 3)
        // Round the left side: 4 tiles left, 6 down, 4 right, 2 up is 16 tiles, about
        // 205 steps at 2.5 px, less the last tile's reach and the corners cut.
        #expect(collectedAt > 150 && collectedAt < 230, "gem collected at step \(collectedAt)")
    }

    @Test func aimsAtAnEnemyInLineOfSightOnly() throws {
        let open = try LevelFixtures.level([
            "##########",
            "#P......H#",
            "#........#",
            "#*......E#",
            "##########",
        ])
        var pilot = AutoPilot(level: open)
        let aim = try #require(pilot.decide(Game(level: open, seed: 1)).fire)
        #expect(aim.x > 0.99)
        let walled = try LevelFixtures.level([
            "##########",
            "#P....#.H#",
            "#.....#..#",
            "#*......E#",
            "##########",
        ])
        var blind = AutoPilot(level: walled)
        #expect(blind.decide(Game(level: walled, seed: 1)).fire == nil)
    }

    /// A patroller paces along the top row of a room while the bot walks to its gem: the
    /// shot is led, so the first one hits the moving target (the bot keeps the fire
    /// stick held, so a second shot is already on its way by then).
    @Test func leadsAMovingTarget() throws {
        let level = try LevelFixtures.level([
            "############",
            "#H.........#",
            "#..........#",
            "#..........#",
            "#..........#",
            "#....P.....#",
            "#*........E#",
            "############",
        ])
        var game = Game(level: level, seed: 1)
        var pilot = AutoPilot(level: level)
        var firstShotFrame = 0
        while game.enemies[0].isAlive && game.frame < 600 {
            game.step(pilot.decide(game))
            if firstShotFrame == 0 && game.events.contains(.shotFired) { firstShotFrame = game.frame }
        }
        #expect(!game.enemies[0].isAlive)
        #expect(firstShotFrame == 1)
        // The first shot took pool slot 0; it is the one that is gone.
        #expect(!game.shots[0].isActive)
        #expect(game.shots[1].isActive)
        // About 170 px away at 6 px per step (the patroller walks towards the shot's path).
        #expect(game.frame == 24)
    }

    @Test func standsStillOnceTheGameIsOver() throws {
        let level = try LevelFixtures.level(["#P*E#"])
        var game = Game(level: level, seed: 1)
        var pilot = AutoPilot(level: level)
        for _ in 0..<100 where game.result == .playing { game.step(pilot.decide(game)) }
        #expect(game.result == .won)
        #expect(pilot.decide(game) == .idle)
    }

    /// With no progress for `patience` steps the bot gives the gem up for a while and
    /// tries another; with nothing else to try it wiggles. (The game is not stepped, so
    /// the player never gets anywhere.)
    @Test func givesUpOnAGemThatMakesNoProgress() throws {
        let level = try LevelFixtures.level([
            "#########",
            "#P.....*#",
            "#.......#",
            "#*.....E#",
            "#########",
        ])
        let game = Game(level: level, seed: 1)
        var pilot = AutoPilot(level: level, seed: 3)
        _ = pilot.decide(game)
        #expect(pilot.targetGem == 1)
        for _ in 0..<AutoPilot.patience { _ = pilot.decide(game) }
        #expect(pilot.targetGem == 1)
        _ = pilot.decide(game)
        #expect(pilot.targetGem == 0)
        #expect(pilot.bannedUntil == [0, AutoPilot.banSteps])

        // Gem 0 makes no progress either, and gem 1 is still banned: wiggle.
        for _ in 0...AutoPilot.patience { _ = pilot.decide(game) }
        let wiggle = pilot.decide(game).move
        #expect(AutoPilot.compass.contains(wiggle))
        for _ in 2..<AutoPilot.wiggleSteps {
            #expect(pilot.decide(game).move == wiggle)
        }
    }

    @Test func compassHasSixteenUnitDirections() {
        let compass = AutoPilot.compass
        #expect(compass.count == 16)
        #expect(compass[0] == Vec2(1, 0))
        #expect(compass[4] == Vec2(0, 1))
        #expect(compass[8] == Vec2(-1, 0))
        for v in compass { #expect(abs(v.length - 1) < 1e-15) }
    }
}
