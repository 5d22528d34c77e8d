import Testing
@testable import Arcade

@Suite("Game session")
struct GameSessionTests {
    /// Walk right: gem at 6 steps, exit at 17 steps. Worth 550 points.
    static func quick(_ name: String) throws -> Level {
        try LevelFixtures.level(["#####", "#P*E#", "#####"], name: name)
    }

    /// Walking right runs into a boxed-in patroller (a life lost), then, invulnerable,
    /// through it to the gem and the exit. Worth 550 points.
    static func hurt() throws -> Level {
        try LevelFixtures.level(["########", "#P.V*E.#", "########"], name: "Hurt")
    }

    static func playUntilScreenChanges(_ session: inout GameSession, _ input: GameInput = .right) {
        for _ in 0..<1000 where session.screen == .playing {
            session.step(input)
        }
    }

    @Test func startsOnTheTitle() throws {
        let session = GameSession(levels: [try Self.quick("A")])
        #expect(session.screen == .title)
        #expect(session.game == nil)
        #expect(session.lives == 3)
        #expect(session.score == 0)
    }

    @Test func confirmOnTheTitlePlaysTheFirstLevel() throws {
        var session = GameSession(levels: [try Self.quick("A"), try Self.quick("B")])
        session.confirm()
        #expect(session.screen == .playing)
        #expect(session.levelIndex == 0)
        #expect(session.game?.level.name == "A")
        #expect(session.game?.lives == 3)
    }

    /// A paused step keeps the game (drawn behind the pause screen) and its last events, but plays no sound.
    @Test func stepEventsAreTheGamesOnlyWhenTheStepAdvancedIt() throws {
        var session = GameSession(levels: [try Self.quick("A")])
        session.step(GameInput(fire: Vec2(1, 0)))
        #expect(session.stepEvents.isEmpty)
        session.step(GameInput(), commands: [.confirm])
        #expect(session.game?.frame == 1)
        session.step(GameInput(fire: Vec2(1, 0)))
        #expect(session.stepEvents == [.shotFired])
        session.step(GameInput(fire: Vec2(1, 0)), commands: [.togglePause])
        #expect(session.screen == .paused)
        #expect(session.game?.events == [.shotFired])
        #expect(session.stepEvents.isEmpty)
    }

    @Test func pausesOnFocusLossAndStaysPausedOnFocusGained() throws {
        var session = GameSession(levels: [try Self.quick("A")])
        session.start()
        session.step(.right)
        session.focusLost()
        #expect(session.screen == .paused)
        session.focusGained()
        #expect(session.screen == .paused)
        let frame = session.game?.frame
        session.step(.right)
        #expect(session.game?.frame == frame)
        session.togglePause()
        #expect(session.screen == .playing)
        session.step(.right)
        #expect(session.game?.frame == 2)
    }

    @Test func togglePause() throws {
        var session = GameSession(levels: [try Self.quick("A")])
        session.togglePause()
        #expect(session.screen == .title)
        session.start()
        session.togglePause()
        #expect(session.screen == .paused)
        session.confirm()
        #expect(session.screen == .paused)
        session.togglePause()
        #expect(session.screen == .playing)
        session.focusGained()
        #expect(session.screen == .playing)
    }

    @Test func levelsAdvanceCarryingScoreAndLivesThenVictory() throws {
        var session = GameSession(levels: [try Self.hurt(), try Self.quick("B")], seed: 9)
        session.confirm()
        Self.playUntilScreenChanges(&session)
        #expect(session.screen == .levelComplete)
        #expect(session.score == 550)
        #expect(session.lives == 2)
        #expect(!session.isLastLevel)

        session.confirm()
        #expect(session.screen == .playing)
        #expect(session.levelIndex == 1)
        #expect(session.game?.level.name == "B")
        #expect(session.game?.score == 550)
        #expect(session.game?.lives == 2)
        #expect(session.game?.frame == 0)
        #expect(session.isLastLevel)

        Self.playUntilScreenChanges(&session)
        #expect(session.screen == .levelComplete)
        #expect(session.score == 1100)
        session.confirm()
        #expect(session.screen == .victory)
        #expect(session.score == 1100)

        session.confirm()
        #expect(session.screen == .title)
        #expect(session.score == 0)
        #expect(session.lives == 3)
    }

    @Test func gameOverAndBackToTitle() throws {
        var session = GameSession(levels: [try Self.hurt()])
        session.start()
        // Stand on the enemy's side of the corridor until every life is gone.
        for _ in 0..<2000 where session.screen == .playing {
            let x = session.game?.player.position.x ?? 0
            session.step(x > 100 ? .idle : .right)
        }
        #expect(session.screen == .gameOver)
        #expect(session.lives == 0)
        session.step(.right)
        #expect(session.screen == .gameOver)
        session.confirm()
        #expect(session.screen == .title)
        session.confirm()
        #expect(session.screen == .playing)
        #expect(session.lives == 3)
        #expect(session.score == 0)
    }

    @Test func aLevelThatFailedToLoadShowsItsError() throws {
        let failure = LevelError(kind: .missingExit, file: "Levels/02-b.txt", line: 3, reason: "no exit 'E' in grid")
        var session = GameSession(loadedLevels: [.success(try Self.quick("A")), .failure(failure)])
        session.start()
        Self.playUntilScreenChanges(&session)
        session.confirm()
        #expect(session.screen == .error("Levels/02-b.txt:3: no exit 'E' in grid"))
        #expect(session.game == nil)
        session.step(.right)
        session.confirm()
        #expect(session.screen == .title)
    }

    @Test func noLevelsIsAnError() {
        var session = GameSession(levels: [])
        session.confirm()
        #expect(session.screen == .error("no levels to play"))
    }

    @Test func eachLevelGetsItsOwnFixedSeed() throws {
        let session = GameSession(levels: [try Self.quick("A")], seed: 1)
        #expect(session.levelSeed(at: 0) == GameSession(levels: [], seed: 1).levelSeed(at: 0))
        #expect(session.levelSeed(at: 0) != session.levelSeed(at: 1))
        #expect(session.levelSeed(at: 0) != GameSession(levels: [], seed: 2).levelSeed(at: 0))
    }

    /// A one-level session started with the replay seed plays level i exactly as the full session does.
    @Test func replaySeedReproducesALevelsGameSeed() {
        let session = GameSession(levels: [], seed: 77)
        for index in 0..<12 {
            let single = GameSession(levels: [], seed: session.replaySeed(forLevelAt: index))
            #expect(single.levelSeed(at: 0) == session.levelSeed(at: index))
        }
    }

    // MARK: Changes as values, commands in the session's own step

    @Test func commandsApplyInTheStepAndEveryChangeIsReported() throws {
        var session = GameSession(levels: [try Self.hurt(), try Self.quick("B")], seed: 9)
        session.step(.right, commands: [.confirm])
        #expect(session.changes == [.levelStarted(index: 0)])
        // The level's first step was played in the same step, with the step's input.
        #expect(session.game?.frame == 1)
        session.step(.right, commands: [.togglePause])
        #expect(session.changes == [.paused])
        #expect(session.game?.frame == 1)
        session.step(.right)
        #expect(session.changes == [])
        session.step(.right, commands: [.confirm])
        // A confirm does nothing while paused; resuming is a toggle.
        #expect(session.changes == [])
        session.step(.right, commands: [.togglePause])
        #expect(session.changes == [.resumed])
        #expect(session.game?.frame == 2)
        session.step(.right, commands: [.focusLost])
        #expect(session.changes == [.paused])
        session.step(.right, commands: [.togglePause])

        var seen: [SessionChange] = []
        for _ in 0..<1000 where session.screen == .playing {
            session.step(.right)
            seen += session.changes
        }
        #expect(seen == [.levelWon(index: 0)])
        session.step(.idle, commands: [.confirm])
        #expect(session.changes == [.levelStarted(index: 1)])
        seen = []
        for _ in 0..<1000 where session.screen == .playing {
            session.step(.right)
            seen += session.changes
        }
        #expect(seen == [.levelWon(index: 1)])
        session.step(.idle, commands: [.confirm])
        #expect(session.changes == [.victory(score: 1100)])
        session.step(.idle, commands: [.confirm])
        #expect(session.changes == [.returnedToTitle])
    }

    @Test func losingTheLastLifeReportsTheLevelLostAndGameOver() throws {
        var session = GameSession(levels: [try Self.hurt()])
        session.start()
        #expect(session.changes == [.levelStarted(index: 0)])
        var seen: [SessionChange] = []
        for _ in 0..<2000 where session.screen == .playing {
            let x = session.game?.player.position.x ?? 0
            session.step(x > 100 ? .idle : .right)
            seen += session.changes
        }
        #expect(seen == [.levelLost(index: 0), .gameOver(score: 0)])
        session.step(.idle, commands: [.quitToTitle])
        #expect(session.changes == [.returnedToTitle])
    }

    @Test func aLevelThatFailedToLoadIsReported() throws {
        let failure = LevelError(kind: .missingExit, file: "x.txt", line: 3, reason: "no exit 'E' in grid")
        var session = GameSession(loadedLevels: [.failure(failure)])
        session.step(.idle, commands: [.confirm])
        #expect(session.changes == [.levelFailedToLoad(index: 0)])
    }
}
