import CSDL2
import Foundation
import JoyStickEngine
import JoyStickSDL
import SDLTestSupport
import Testing
import JoyStickReplay

/// The control module's recording and replay, used by a game that is not the arcade: a dot pushed by one
/// stick (fingers, the mouse, the arrow keys), a fixed step, nothing else. Only public API.
@Suite(.serialized, .sdl) struct RecordAndReplayTests {
    /// The whole game: a stick, its input, and a dot the stick moves 3 pixels a step at full push.
    final class DotGame {
        let controls: OnScreenControls
        let stick: JoyStick
        var dot = Point(x: 480, y: 270)
        var frame = 0

        init(renderer: OpaquePointer) throws {
            controls = OnScreenControls(renderer: renderer)
            stick = try controls.addStick(center: Point(x: 100, y: 440), size: 120)
            controls.bindScancodes(stick, up: SDL_SCANCODE_UP, left: SDL_SCANCODE_LEFT, down: SDL_SCANCODE_DOWN,
                                   right: SDL_SCANCODE_RIGHT)
        }

        var time: Double { Double(frame) / 60 }

        func step() {
            controls.update(time: time)
            dot = Point(x: dot.x + 3 * stick.xy.x, y: dot.y - 3 * stick.xy.y)
            frame += 1
        }
    }

    @Test func aGameThatIsNotTheArcadeRecordsAndReplaysItsSessionExactly() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("dot-\(getpid()).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorded: Point
        do {
            let window = TestWindow(width: 1280, height: 720)
            let game = try DotGame(renderer: window.renderer)
            let recorder = InputRecorder(window: InputScript.WindowSize(width: 1280, height: 720),
                                         headers: [InputScript.Header(key: "dot", value: "1")])
            let screen = game.controls.input.screen
            let finger = TouchID(device: 3, finger: 11)
            // What a player does, as SDL delivers it to the window.
            let plan: [Int: [InputEvent]] = [
                2: [.touchDown(finger, at: Point(x: 100, y: 440))],
                3: [.touchMove(finger, to: Point(x: 141.3, y: 421.7))],
                40: [.touchMove(finger, to: Point(x: 77.25, y: 470))],
                70: [.touchUp(finger, at: Point(x: 77.25, y: 470))],
                80: [.mouseDown(at: Point(x: 100, y: 440)), .mouseMove(to: Point(x: 100, y: 400), buttonHeld: true)],
                110: [.mouseUp(at: Point(x: 100, y: 400))],
                120: [.keyDown(SDL_SCANCODE_RIGHT, isRepeat: false)],
                121: [.keyDown(SDL_SCANCODE_RIGHT, isRepeat: true)],
                150: [.keyDown(SDL_SCANCODE_UP, isRepeat: false)],
                170: [.focusLost],
                180: [.touchDown(finger, at: Point(x: 100, y: 440)), .touchMove(finger, to: Point(x: 160, y: 440))],
            ]
            while game.frame < 200 {
                for event in plan[game.frame] ?? [] {
                    var sdl = try #require(event.sdlEvent(screen: screen, windowID: window.windowID))
                    SDL_PushEvent(&sdl)
                }
                var polled = SDL_Event()
                while SDL_PollEvent(&polled) != 0 {
                    guard let event = game.controls.event(from: polled) else { continue }
                    recorder.record(event, frame: game.frame)
                    game.controls.handle(event, time: game.time)
                }
                game.step()
            }
            recorder.finish(frames: game.frame)
            try recorder.save(to: path)
            recorded = game.dot
            #expect(recorded != Point(x: 480, y: 270))
        }

        let script = try InputScript.load(path: path, gameKeys: ["dot"])
        #expect(script.header("dot")?.value == "1")
        #expect(script.frames == 200)
        #expect(script.window == InputScript.WindowSize(width: 1280, height: 720))
        // The key repeat is not kept; everything else is.
        #expect(script.events.count == 12)
        let window = TestWindow(width: 1280, height: 720)
        let game = try DotGame(renderer: window.renderer)
        let injector = InputInjector(window: window.window)
        var player = InputScriptPlayer(script)
        while game.frame < (script.frames ?? 0) {
            for line in player.events(before: game.frame) {
                injector.deliver(line.event, through: game.controls) { game.controls.handle($0, time: game.time) }
            }
            game.step()
        }
        #expect(player.isFinished)
        #expect(game.dot == recorded)
    }
}
