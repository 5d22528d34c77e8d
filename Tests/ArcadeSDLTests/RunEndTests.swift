import Arcade
import CSDL2
import Foundation
import Testing
import JoyStickEngine
import JoyStickSDL
import SDLTestSupport
import JoyStickReplay
@testable import ArcadeSDL

/// How runs end and what is recorded, driven as the window drives them: from the title screen.
@Suite(.serialized, .sdl) struct RunEndTests {
    /// A run of one level on its title screen, in a headless runner's window.
    private func titleRuntime(_ runner: HeadlessRunner, level: Level) -> ArcadeRuntime {
        ArcadeRuntime(session: GameSession(levels: [level], seed: 5), renderer: runner.renderer)
    }

    /// Steps once and returns the session's changes.
    private func step(_ runtime: ArcadeRuntime) -> [SessionChange] {
        runtime.step()
        return runtime.session.changes
    }

    /// A flood of pause presses between two frames queues at most `maxQueuedCommands` (an even count, so
    /// the game plays on) instead of a command per press.
    @Test func aFloodOfPressesBetweenTwoStepsIsCapped() throws {
        let runner = try makeRunner()
        let runtime = titleRuntime(runner, level: try TestLevels.level(TestLevels.gemAndExit))
        runner.send(.keyDown(name: "Return"), to: runtime)
        runtime.step()
        for _ in 0..<1001 {
            runner.send(.keyDown(name: "P"), to: runtime)
            runner.send(.keyUp(name: "P"), to: runtime)
        }
        #expect(ArcadeRuntime.maxQueuedCommands == 16)
        let eightPauses = Array(repeating: [SessionChange.paused, .resumed], count: 8).flatMap { $0 }
        #expect(step(runtime) == eightPauses)
        #expect(runtime.session.screen == .playing)
        runner.send(.keyDown(name: "P"), to: runtime)
        #expect(step(runtime) == [.paused])
    }

    @Test func theSessionReportsARunThatIsWonAsValues() throws {
        let runner = try makeRunner()
        let runtime = titleRuntime(runner, level: try TestLevels.level(TestLevels.gemAndExit))
        runner.send(.keyDown(name: "Return"), to: runtime)
        // Asked for, not done: the session changes course in its own step.
        #expect(runtime.session.screen == .title)
        #expect(step(runtime) == [.levelStarted(index: 0)])
        #expect(runtime.session.screen == .playing)
        runner.send(.keyDown(name: "Right"), to: runtime)
        var changes: [SessionChange] = []
        for _ in 0..<60 { changes += step(runtime) }
        #expect(changes == [.levelWon(index: 0)])
        #expect(runtime.session.screen == .levelComplete)
        runner.send(.keyUp(name: "Right"), to: runtime)
        runner.send(.keyDown(name: "Return"), to: runtime)
        #expect(step(runtime) == [.victory(score: 550)])
        #expect(runtime.session.screen == .victory)
        runner.send(.keyDown(name: "Return"), to: runtime)
        #expect(step(runtime) == [.returnedToTitle])
    }

    @Test func theSessionReportsGameOverAsValues() throws {
        let runner = try makeRunner()
        let runtime = runner.start(try TestLevels.level(TestLevels.chaserNearby), seed: 1)
        var changes: [SessionChange] = []
        var steps = 0
        while runtime.session.screen == .playing, steps < 5000 {
            changes += step(runtime)
            steps += 1
        }
        #expect(runtime.session.screen == .gameOver)
        #expect(changes == [.levelLost(index: 0), .gameOver(score: 0)])
    }

    @Test func thePauseButtonPausesInTheSessionsOwnStep() throws {
        let runner = try makeRunner()
        let runtime = runner.start(try TestLevels.level(TestLevels.room), seed: 1)
        runner.send(.touchDown(id: 5, x: 922, y: 60), to: runtime)
        runner.send(.touchUp(id: 5, x: 922, y: 60), to: runtime)
        #expect(runtime.session.screen == .playing)
        let frame = runtime.session.game?.frame
        #expect(step(runtime) == [.paused])
        // The step that paused did not play.
        #expect(runtime.session.game?.frame == frame)
        runner.send(.touchDown(id: 6, x: 480, y: 270), to: runtime)
        #expect(step(runtime) == [])
        runner.send(.touchUp(id: 6, x: 480, y: 270), to: runtime)
        #expect(step(runtime) == [.resumed])
    }

    @Test func aFingerLiftedAsTheLevelEndsDoesNotSkipTheNextScreen() throws {
        let runner = try makeRunner()
        let runtime = runner.start(try TestLevels.level(TestLevels.gemAndExit), seed: 1)
        runner.send(.touchDown(id: 1, x: 140, y: 410), to: runtime)
        runner.send(.touchMove(id: 1, x: 215, y: 410), to: runtime)
        var steps = 0
        while runtime.session.screen == .playing, steps < 600 {
            runtime.step()
            steps += 1
        }
        #expect(runtime.session.screen == .levelComplete)
        runner.send(.touchUp(id: 1, x: 215, y: 410), to: runtime)
        runtime.step()
        #expect(runtime.session.screen == .levelComplete)
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
            let recorder = ScriptRecorder(stream: try ScriptStream(path: path), runtime: runtime)
            runtime.steps(30)
            runner.send(.mouseDown(x: 480, y: 270), to: runtime)
            runner.send(.mouseUp(x: 480, y: 270), to: runtime)
            runtime.step()
            recorder.observe(runtime)
            #expect(runtime.session.screen == .playing)
            func send(_ event: InputEvent) {
                runner.send(event, to: runtime) { recorder.record($0, runtime: runtime) }
            }
            send(.touchDown(id: 4, x: 140, y: 410))
            send(.touchMove(id: 4, x: 200, y: 380))
            runtime.steps(40)
            send(.touchMove(id: 4, x: 170, y: 460))
            runtime.steps(50)
            send(.keyDown(name: "Space"))
            runtime.steps(20)
            // Focus goes (the game pauses and lets go of the stick), comes back, and a click resumes.
            send(.keyUp(name: "Space"))
            send(.focusLost)
            runtime.steps(12)
            send(.focusGained)
            send(.mouseDown(x: 480, y: 200))
            send(.mouseUp(x: 480, y: 200))
            runtime.steps(3)
            // The mouse drags the fire stick; a key moves the character meanwhile.
            send(.mouseDown(x: 820, y: 410))
            send(.mouseMove(x: 880, y: 395))
            send(.keyDown(name: "Down"))
            runtime.steps(25)
            send(.mouseUp(x: 880, y: 395))
            send(.keyUp(name: "Down"))
            runtime.steps(5)
            recorded = try #require(runtime.session.game)
            try recorder.save(runtime)
        }
        let script = try ArcadeScript.load(path: path)
        // 111 steps, then 12 + 3 + 25 + 5 more: 156, of which the 12 paused ones did not play (the step that
        // resumes plays).
        #expect(script.script.frames == 156)
        #expect(recorded.frame == 144)
        #expect(script.script.events.map(\.event).contains(.focusLost))
        #expect(script.script.events.map(\.event).contains(.mouseMove(x: 880, y: 395)))
        #expect(script.seed == GameSession(levels: [], seed: 5).replaySeed(forLevelAt: 0))
        let replayer = try makeRunner(frames: try #require(script.script.frames))
        let replayed = try replayer.play(level, seed: try #require(script.seed), script: script.script)
        #expect(replayed.game.frame == recorded.frame)
        #expect(replayed.game.stateHash == recorded.stateHash)
        #expect(replayed.game.player.position != level.playerStart.center)
    }

    @Test func nothingRecordedIsAnError() throws {
        let runner = try makeRunner()
        let runtime = titleRuntime(runner, level: try TestLevels.level(TestLevels.room))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("never-\(getpid()).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = ScriptRecorder(stream: try ScriptStream(path: path), runtime: runtime)
        #expect(throws: InputScriptError(kind: .unwritable, file: path, line: 0,
                                         reason: "nothing recorded: no level was started")) {
            try recorder.save(runtime)
        }
    }

    /// A recording to a path that cannot be written fails before anything is played, with the system's
    /// reason in words.
    @Test(arguments: [("/nonexistent/rec.txt", "No such file or directory"), ("/proc/rec.txt", "No such file or directory"),
                      ("/tmp", "Is a directory")])
    func aRecordingPathThatCannotBeWrittenIsAnErrorAtOnce(path: String, reason: String) {
        #expect(throws: InputScriptError(kind: .unwritable, file: path, line: 0,
                                         reason: "cannot write the recording (\(reason))")) {
            _ = try ScriptStream(path: path)
        }
    }

    /// The recording is written as the level goes: a game killed mid-level leaves what was recorded up to the
    /// last second, and the finished file replaces it whole.
    @Test func aRecordingIsWrittenAsTheLevelGoes() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(getpid()).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = InputRecorder(window: InputScript.WindowSize(width: 960, height: 540),
                                     headers: [InputScript.Header(key: "level", value: "3")],
                                     stream: try ScriptStream(path: path))
        func onDisk() throws -> String { try String(contentsOfFile: path, encoding: .utf8) }
        #expect(try onDisk() == "level: 3\nwindow: 960x540\n")
        let finger = TouchID(device: 1, finger: 1)
        recorder.record(.touchDown(finger, at: Point(x: 140, y: 410)), frame: 10)
        recorder.record(.touchMove(finger, to: Point(x: 150, y: 410)), frame: 40)
        #expect(try onDisk() == "level: 3\nwindow: 960x540\n", "not a second yet")
        // A quiet second later, with no new event, the steps' ticks write what was recorded: a crash after a
        // quiet minute loses at most a second.
        recorder.tick(frame: 59)
        #expect(try onDisk() == "level: 3\nwindow: 960x540\n")
        recorder.tick(frame: 60)
        #expect(try onDisk() == "level: 3\nwindow: 960x540\n10 touch-down 1 140 410\n40 touch-move 1 150 410\n")
        recorder.record(.touchMove(finger, to: Point(x: 160, y: 410)), frame: 130)
        #expect(try onDisk() == "level: 3\nwindow: 960x540\n10 touch-down 1 140 410\n40 touch-move 1 150 410\n130 touch-move 1 160 410\n")
        recorder.record(.touchUp(finger, at: Point(x: 160, y: 410)), frame: 140)
        recorder.finish(frames: 150)
        try recorder.save(to: path)
        #expect(try onDisk() == "level: 3\nwindow: 960x540\nframes: 150\n10 touch-down 1 140 410\n40 touch-move 1 150 410\n130 touch-move 1 160 410\n140 touch-up 1 160 410\n")
    }
}
