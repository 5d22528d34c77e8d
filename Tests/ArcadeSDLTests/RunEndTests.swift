import Arcade
import CSDL2
import Foundation
import Testing
import JoyStickEngine
import JoyStickSDL
import SDLTestSupport
@testable import ArcadeSDL

/// How runs end and what is recorded, driven as the window drives them: from the title screen.
@Suite(.serialized, .sdl) struct RunEndTests {
    /// A run of one level on its title screen, in a headless runner's window.
    private func titleRuntime(_ runner: HeadlessRunner, level: Level) -> ArcadeRuntime {
        ArcadeRuntime(session: GameSession(levels: [level], seed: 5), renderer: runner.renderer)
    }

    @Test func winningTheLastLevelSubmitsTheScoreWhenVictoryShows() throws {
        let runner = try makeRunner()
        let runtime = titleRuntime(runner, level: try TestLevels.level(TestLevels.gemAndExit))
        var submitted: [Int] = []
        runtime.onRunEnded = { submitted.append($0) }
        try runner.send(.keyDown(name: "Return"), to: runtime)
        #expect(runtime.session.screen == .playing)
        try runner.send(.keyDown(name: "Right"), to: runtime)
        runtime.steps(60)
        #expect(runtime.session.screen == .levelComplete)
        #expect(submitted.isEmpty)
        try runner.send(.keyUp(name: "Right"), to: runtime)
        try runner.send(.keyDown(name: "Return"), to: runtime)
        #expect(runtime.session.screen == .victory)
        #expect(submitted == [550])
    }

    @Test func gameOverSubmitsTheScore() throws {
        let runner = try makeRunner()
        let runtime = runner.start(try TestLevels.level(TestLevels.chaserNearby), seed: 1)
        var submitted: [Int] = []
        runtime.onRunEnded = { submitted.append($0) }
        var steps = 0
        while runtime.session.screen == .playing, steps < 5000 {
            runtime.step()
            steps += 1
        }
        #expect(runtime.session.screen == .gameOver)
        #expect(submitted == [0])
    }

    @Test func windowEventsThatPauseAreRecordedAsFocusLoss() {
        let screen = LogicalScreen(logicalSize: Size(width: 960, height: 540), windowSize: Size(width: 960, height: 540))
        var held = false
        for id in [SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN] {
            #expect(ScriptRecorder.action(for: SyntheticEvent.window(id), screen: screen, mouseHeld: &held) == .focusLost)
        }
        var background = SDL_Event()
        background.type = SDL_APP_WILLENTERBACKGROUND.rawValue
        #expect(ScriptRecorder.action(for: background, screen: screen, mouseHeld: &held) == .focusLost)
        #expect(ScriptRecorder.action(for: SyntheticEvent.window(SDL_WINDOWEVENT_FOCUS_GAINED), screen: screen,
                                      mouseHeld: &held) == .focusGained)
        #expect(ScriptRecorder.action(for: SyntheticEvent.window(SDL_WINDOWEVENT_MOVED), screen: screen,
                                      mouseHeld: &held) == nil)
    }

    /// The window's way: the recorder is attached on the title screen and starts with the level; the file
    /// replays headless to the same state.
    @Test func aRecordingStartedFromTheTitleReplays() throws {
        let level = try LevelLibrary.load(path: TestLevels.shippedDirectory + "/03-crossing-guards.txt")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("title-\(getpid()).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorded: Game
        do {
            let runner = try makeRunner()
            let runtime = titleRuntime(runner, level: level)
            let recorder = ScriptRecorder(path: path, runtime: runtime)
            runtime.steps(30)
            try runner.send(.mouseDown(x: 480, y: 270), to: runtime)
            try runner.send(.mouseUp(x: 480, y: 270), to: runtime)
            #expect(runtime.session.screen == .playing)
            try runner.send(.touchDown(id: 4, x: 140, y: 410), to: runtime)
            try runner.send(.touchMove(id: 4, x: 200, y: 380), to: runtime)
            runtime.steps(40)
            try runner.send(.touchMove(id: 4, x: 170, y: 460), to: runtime)
            runtime.steps(50)
            try runner.send(.keyDown(name: "Space"), to: runtime)
            runtime.steps(20)
            recorded = try #require(runtime.session.game)
            try recorder.save()
        }
        let script = try InputScript.load(path: path)
        #expect(script.frames == 110)
        #expect(script.seed == GameSession(levels: [], seed: 5).replaySeed(forLevelAt: 0))
        let replayer = try makeRunner(frames: try #require(script.frames))
        let replayed = try replayer.play(level, seed: try #require(script.seed), script: script)
        #expect(replayed.game.frame == recorded.frame)
        #expect(replayed.game.stateHash == recorded.stateHash)
        #expect(replayed.game.player.position != level.playerStart.center)
    }

    @Test func nothingRecordedIsAnError() throws {
        let runner = try makeRunner()
        let runtime = titleRuntime(runner, level: try TestLevels.level(TestLevels.room))
        let recorder = ScriptRecorder(path: "/nonexistent/never.txt", runtime: runtime)
        #expect(throws: SDLError("nothing recorded to /nonexistent/never.txt: no level was started")) {
            try recorder.save()
        }
    }
}
