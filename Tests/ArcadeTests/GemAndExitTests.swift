import Testing
@testable import Arcade

@Suite("Gems and exit")
struct GemAndExitTests {
    /// Player at x 48, gem 0 at x 80, exit at x 112, gem 1 at x 176, wall from x 192.
    static func corridor() throws -> Level {
        try LevelFixtures.level([
            "#######",
            "#P*E.*#",
            "#######",
        ])
    }

    @Test func touchingAGemCollectsIt() throws {
        var game = Game(level: try Self.corridor(), seed: 1)
        #expect(game.gemsTotal == 2)
        // Touching means centres closer than 10 + 8: x > 62, reached after 6 steps.
        game.run(5, .right)
        #expect(game.gemsCollected == 0)
        game.step(.right)
        #expect(game.events == [.gemCollected(gem: 0)])
        #expect(game.gemsCollected == 1)
        #expect(game.gems[0].isCollected)
        #expect(!game.gems[1].isCollected)
        #expect(game.score == 50)
        #expect(!game.exitOpen)
        game.step(.right)
        #expect(game.events.isEmpty)
        #expect(game.score == 50)
    }

    @Test func closedExitDoesNothing() throws {
        var game = Game(level: try Self.corridor(), seed: 1)
        // Walk right over the exit while gem 1 is still out.
        let seen = game.run(18, .right)
        #expect(game.player.position.x == 93)
        #expect(seen == [.gemCollected(gem: 0)])
        #expect(game.result == .playing)
        #expect(!game.exitOpen)
    }

    @Test func lastGemOpensTheExitAndTouchingItWins() throws {
        var game = Game(level: try Self.corridor(), seed: 1)
        game.run(44, .right)
        #expect(game.gemsCollected == 1)
        // x 160.5 is within 18 of gem 1 at 176.
        game.step(.right)
        #expect(game.events == [.gemCollected(gem: 1), .exitOpened])
        #expect(game.exitOpen)
        #expect(game.score == 100)

        let steps = game.run(until: { $0.result != .playing }, limit: 200, .left)
        // Back from x 160.5 to within 22 of the exit (x < 134): 11 steps.
        #expect(game.player.position.x == 133)
        #expect(steps == 11)
        #expect(game.result == .won)
        #expect(game.events == [.won])
        #expect(game.score == 100 + Rules.exitPoints)

        let frame = game.frame
        let hash = game.stateHash
        game.step(.right)
        #expect(game.frame == frame)
        #expect(game.events.isEmpty)
        #expect(game.stateHash == hash)
    }

    @Test func carriedScoreAndLivesStartTheGame() throws {
        let game = Game(level: try Self.corridor(), seed: 1, lives: 2, score: 1234)
        #expect(game.lives == 2)
        #expect(game.score == 1234)
        #expect(Game(level: try Self.corridor(), seed: 1, lives: 0).lives == 1)
    }
}
