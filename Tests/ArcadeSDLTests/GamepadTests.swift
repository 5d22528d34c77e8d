import Arcade
import CSDL2
import Foundation
import Testing
import JoyStickEngine
import JoyStickSDL
import SDLTestSupport
import JoyStickReplay
@testable import ArcadeSDL

/// A game controller player: the pad's events through the same path as in the window, in scripts, and in
/// recordings that replay headless.
@Suite(.serialized, .sdl) struct GamepadTests {
    @Test func padStickMovesLikeTheArrowKeys() throws {
        let level = try TestLevels.level(TestLevels.room)
        let runner = try makeRunner()
        let typed = runner.start(level, seed: 1)
        runner.send(.keyDown(name: "Right"), to: typed)
        typed.steps(40)
        let padded = runner.start(level, seed: 1)
        runner.send(.padAxis(axis: "leftx", value: 32767), to: padded)
        padded.steps(40)
        #expect(padded.player == Vec2(404, 112))
        #expect(padded.session.game?.stateHash == typed.session.game?.stateHash)
        #expect(padded.input.lastDevice == .gamepad)
        #expect(padded.input.dimsScreenControls)
    }

    @Test func halfAPadPushIsSlowerPastThePadsDeadZone() throws {
        let runner = try makeRunner()
        let runtime = runner.start(try TestLevels.level(TestLevels.room), seed: 1)
        // 16384 / 32767 = 0.50002 of the way; past the pad's 0.2 dead zone that is
        // (0.50002 - 0.2) / 0.8 = 0.37502, past the move stick's own 0.1 dead zone (0.37502 - 0.1) / 0.9 =
        // 0.30558 of full speed: 1252/4096 once quantized.
        runner.send(.padAxis(axis: "leftx", value: 16384), to: runtime)
        #expect(runtime.controls.gameInput(keys: runtime.input).move.x == 1252.0 / 4096)
        runtime.steps(40)
        // Full speed is 2.5 pixels a step.
        #expect(runtime.player == Vec2(304 + 40 * 2.5 * 1252 / 4096, 112))
        // Inside the pad's dead zone the character stops.
        runner.send(.padAxis(axis: "leftx", value: 6000), to: runtime)
        runtime.steps(10)
        #expect(runtime.player == Vec2(304 + 40 * 2.5 * 1252 / 4096, 112))
    }

    @Test func aPadBackAtRestHomesAHandleLeftInsideTheSticksDeadZone() throws {
        let runner = try makeRunner()
        let runtime = runner.start(try TestLevels.level(TestLevels.room), seed: 1)
        let home = runtime.controls.move.handlePosition
        // 0.25 of the way: past the pad's dead zone (0.0625 after it) but inside the move stick's 0.1.
        runner.send(.padAxis(axis: "leftx", value: 8192), to: runtime)
        #expect(runtime.controls.move.displacement == 0)
        #expect(runtime.controls.move.handlePosition != home)
        runner.send(.padAxis(axis: "leftx", value: 0), to: runtime)
        #expect(runtime.controls.move.handlePosition == home)
    }

    @Test func aStartsFromTheTitleAndStartPausesAndResumes() throws {
        let runner = try makeRunner()
        let level = try TestLevels.level(TestLevels.room)
        let runtime = ArcadeRuntime(session: GameSession(levels: [level], seed: 5), renderer: runner.renderer)
        #expect(runtime.session.screen == .title)
        runner.send(.padDown(button: "a"), to: runtime)
        runtime.step()
        #expect(runtime.session.screen == .playing)
        runner.send(.padUp(button: "a"), to: runtime)
        runtime.steps(5)
        // Letting go of A on the new level does not fire.
        #expect(runtime.session.game?.shots.allSatisfy { !$0.isActive } == true)
        runner.send(.padDown(button: "start"), to: runtime)
        runtime.step()
        #expect(runtime.session.screen == .paused)
        runner.send(.padUp(button: "start"), to: runtime)
        runner.send(.padDown(button: "start"), to: runtime)
        runtime.step()
        #expect(runtime.session.screen == .playing)
    }

    @Test func everyPadNameOfTheScriptFormatIsOneSDLKnows() throws {
        // Every name the script format accepts is one SDL knows, and SDL writes it back the same way.
        for name in ScriptEvent.padAxes {
            let axis = SDL_GameControllerGetAxisFromString(name)
            #expect(axis != SDL_CONTROLLER_AXIS_INVALID)
            #expect(String(cString: try #require(SDL_GameControllerGetStringForAxis(axis))) == name)
        }
        for name in ScriptEvent.padButtons {
            let button = SDL_GameControllerGetButtonFromString(name)
            #expect(button != SDL_CONTROLLER_BUTTON_INVALID)
            #expect(String(cString: try #require(SDL_GameControllerGetStringForButton(button))) == name)
        }
    }

    @Test func aGamePlayedWithAPadReplaysToTheSameState() throws {
        let level = try LevelLibrary.load(path: TestLevels.shippedDirectory + "/03-crossing-guards.txt")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pad-\(getpid()).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorded: Game
        do {
            // As in the window: a real SDL game controller (virtual here), its events made by SDL itself.
            let runner = try makeRunner()
            let runtime = ArcadeRuntime(session: GameSession(levels: [level], seed: 9), renderer: runner.renderer)
            runtime.input.readsVirtualControllers = true
            let recorder = ScriptRecorder(stream: try ScriptStream(path: path), runtime: runtime)
            let pad = try VirtualGamepad(backend: SDL2Backend(renderer: runner.renderer), name: "test pad")
            let left = JoyStick(center: Point(x: 50, y: 50), size: 100)
            let right = JoyStick(center: Point(x: 50, y: 50), size: 100)
            let a = TouchButton(center: .zero, size: 2)
            pad.leftStick = left
            pad.rightStick = right
            pad.bind(SDL_CONTROLLER_BUTTON_A, to: a)
            func pump() {
                pad.publish()
                SDL_GameControllerUpdate()
                var polled = SDL_Event()
                while SDL_PollEvent(&polled) != 0 {
                    guard let event = runtime.input.event(from: polled) else { continue }
                    recorder.record(event, runtime: runtime)
                    runtime.handle(event)
                }
            }
            func steps(_ count: Int) {
                for _ in 0..<count {
                    runtime.step()
                    recorder.observe(runtime)
                }
            }
            pump()
            steps(10)
            a.setDown(true, time: 0)
            pump()
            steps(1)
            #expect(runtime.session.screen == .playing)
            a.setDown(false, time: 0)
            pump()
            left.setDeflection(x: 0.9, y: -0.35, time: 0)
            pump()
            steps(45)
            left.setDeflection(x: 0.2, y: 0.95, time: 0)
            right.setDeflection(x: 1, y: 0, time: 0)
            pump()
            steps(30)
            right.setDeflection(x: 0, y: 0, time: 0)
            a.setDown(true, time: 0)
            pump()
            steps(15)
            a.setDown(false, time: 0)
            left.setDeflection(x: 0, y: 0, time: 0)
            pump()
            steps(9)
            recorded = try #require(runtime.session.game)
            #expect(recorded.player.position != level.playerStart.center)
            try recorder.save(runtime)
        }
        let loaded = try ArcadeScript.load(path: path)
        let script = loaded.script
        #expect(script.frames == 100)
        #expect(script.events.contains { $0.event == .padDown(button: "a") })
        #expect(script.events.contains { $0.event == .padAxis(axis: "rightx", value: 32767) })
        let replayer = try makeRunner(frames: try #require(script.frames))
        let replayed = try replayer.play(level, seed: try #require(loaded.seed), script: script)
        #expect(replayed.game.frame == recorded.frame)
        #expect(replayed.game.player.position == recorded.player.position)
        #expect(replayed.game.stateHash == recorded.stateHash)
    }
}
