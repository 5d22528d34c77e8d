import Arcade
import CSDL2
import Foundation
import Testing
import JoyStickEngine
import JoyStickSDL
import SDLTestSupport
@testable import ArcadeSDL

/// A game controller player: the pad's events through the same path as in the window, in scripts, and in
/// recordings that replay headless.
@Suite(.serialized, .sdl) struct GamepadTests {
    @Test func padStickMovesLikeTheArrowKeys() throws {
        let level = try TestLevels.level(TestLevels.room)
        let runner = try makeRunner()
        let typed = runner.start(level, seed: 1)
        try runner.send(.keyDown(name: "Right"), to: typed)
        typed.steps(40)
        let padded = runner.start(level, seed: 1)
        try runner.send(.padAxis(axis: "leftx", value: 32767), to: padded)
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
        try runner.send(.padAxis(axis: "leftx", value: 16384), to: runtime)
        #expect(runtime.controls.gameInput.move.x == 1252.0 / 4096)
        runtime.steps(40)
        // Full speed is 2.5 pixels a step.
        #expect(runtime.player == Vec2(304 + 40 * 2.5 * 1252 / 4096, 112))
        // Inside the pad's dead zone the character stops.
        try runner.send(.padAxis(axis: "leftx", value: 6000), to: runtime)
        runtime.steps(10)
        #expect(runtime.player == Vec2(304 + 40 * 2.5 * 1252 / 4096, 112))
    }

    @Test func aPadBackAtRestHomesAHandleLeftInsideTheSticksDeadZone() throws {
        let runner = try makeRunner()
        let runtime = runner.start(try TestLevels.level(TestLevels.room), seed: 1)
        let home = runtime.controls.move.handlePosition
        // 0.25 of the way: past the pad's dead zone (0.0625 after it) but inside the move stick's 0.1.
        try runner.send(.padAxis(axis: "leftx", value: 8192), to: runtime)
        #expect(runtime.controls.move.displacement == 0)
        #expect(runtime.controls.move.handlePosition != home)
        try runner.send(.padAxis(axis: "leftx", value: 0), to: runtime)
        #expect(runtime.controls.move.handlePosition == home)
    }

    @Test func aStartsFromTheTitleAndStartPausesAndResumes() throws {
        let runner = try makeRunner()
        let level = try TestLevels.level(TestLevels.room)
        let runtime = ArcadeRuntime(session: GameSession(levels: [level], seed: 5), renderer: runner.renderer)
        #expect(runtime.session.screen == .title)
        try runner.send(.padDown(button: "a"), to: runtime)
        #expect(runtime.session.screen == .playing)
        try runner.send(.padUp(button: "a"), to: runtime)
        runtime.steps(5)
        // Letting go of A on the new level does not fire.
        #expect(runtime.session.game?.shots.allSatisfy { !$0.isActive } == true)
        try runner.send(.padDown(button: "start"), to: runtime)
        #expect(runtime.session.screen == .paused)
        try runner.send(.padUp(button: "start"), to: runtime)
        try runner.send(.padDown(button: "start"), to: runtime)
        #expect(runtime.session.screen == .playing)
    }

    @Test func aScriptedPadEventWithANameSDLLacksIsAnErrorNamingTheLine() throws {
        // Every name the script format accepts is one SDL knows, and SDL writes it back the same way.
        for name in ScriptEvent.padAxes {
            let axis = HeadlessRunner.padAxis(named: name)
            #expect(axis != SDL_CONTROLLER_AXIS_INVALID)
            #expect(String(cString: try #require(SDL_GameControllerGetStringForAxis(axis))) == name)
        }
        for name in ScriptEvent.padButtons {
            let button = HeadlessRunner.padButton(named: name)
            #expect(button != SDL_CONTROLLER_BUTTON_INVALID)
            #expect(String(cString: try #require(SDL_GameControllerGetStringForButton(button))) == name)
        }
        let script = InputScript(events: [ScriptEvent(frame: 0, line: 7, action: .padDown(button: "turbo"))])
        #expect(throws: SDLError("rec.txt:7: this SDL has no game controller button 'turbo'")) {
            _ = try HeadlessRunner.keyCodes(of: script, file: "rec.txt")
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
            let recorder = ScriptRecorder(path: path, runtime: runtime)
            let pad = try VirtualGamepad(name: "test pad")
            let left = JoyStick(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let right = JoyStick(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let a = TouchButton(center: .zero, radius: 1)
            pad.leftStick = left
            pad.rightStick = right
            pad.buttons = [(SDL_CONTROLLER_BUTTON_A, a)]
            func pump() {
                pad.publish()
                SDL_GameControllerUpdate()
                var event = SDL_Event()
                while SDL_PollEvent(&event) != 0 { runtime.handle(event) }
            }
            pump()
            runtime.steps(10)
            a.setPressed(true, time: 0)
            pump()
            #expect(runtime.session.screen == .playing)
            a.setPressed(false, time: 0)
            pump()
            left.setDeflection(x: 0.9, y: -0.35, time: 0)
            pump()
            runtime.steps(45)
            left.setDeflection(x: 0.2, y: 0.95, time: 0)
            right.setDeflection(x: 1, y: 0, time: 0)
            pump()
            runtime.steps(30)
            right.setDeflection(x: 0, y: 0, time: 0)
            a.setPressed(true, time: 0)
            pump()
            runtime.steps(15)
            a.setPressed(false, time: 0)
            left.setDeflection(x: 0, y: 0, time: 0)
            pump()
            runtime.steps(10)
            recorded = try #require(runtime.session.game)
            #expect(recorded.player.position != level.playerStart.center)
            try recorder.save()
        }
        let script = try InputScript.load(path: path)
        #expect(script.frames == 100)
        #expect(script.events.contains { $0.action == .padDown(button: "a") })
        #expect(script.events.contains { if case .padAxis("rightx", let value) = $0.action { value == 32767 } else { false } })
        let replayer = try makeRunner(frames: try #require(script.frames))
        let replayed = try replayer.play(level, seed: try #require(script.seed), script: script)
        #expect(replayed.game.frame == recorded.frame)
        #expect(replayed.game.player.position == recorded.player.position)
        #expect(replayed.game.stateHash == recorded.stateHash)
    }
}
