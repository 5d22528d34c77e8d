import CSDL2
import JoyStickEngine
import Testing
import JoyStickReplay
@testable import JoyStickSDL
@testable import JoyStickControls

/// Shorthands for the input script tests: events as a script reads them.
enum Scripted {
    /// The header keys the arcade declares; the tests parse with them so `level:` and `seed:` lines read.
    static let gameKeys = ["level", "seed"]

    /// A scripted finger: on ``ScriptEvent/touchDevice``.
    static func finger(_ id: Int64) -> TouchID { TouchID(device: ScriptEvent.touchDevice, finger: id) }

    /// A key code from SDL's key constant, e.g. `key(SDLK_SPACE)`.
    static func key(_ code: SDL_Scancode) -> SDL_Scancode { code }

    /// `Point(x:y:)`, shorter.
    static func at(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    /// A header as a game gets it (`==` ignores the line and column).
    static func header(_ key: String, _ value: String) -> InputScript.Header {
        InputScript.Header(key: key, value: value)
    }

    /// A parsed script's event, text only.
    static func text(_ event: InputEvent, mouseHeld: Bool = false) -> String? {
        var held = mouseHeld
        return ScriptEvent.text(for: event, mouseHeld: &held)
    }
}

@Suite("Input scripts")
struct InputScriptTests {
    static let sample = """
        # frame verb arguments          (coordinates: logical pixels of the 960x540 screen)
        level: Levels/01-first-steps.txt
        seed: 42
        window: 1280x720
        0    touch-down   1  150 420
        5    touch-move   1  230 420
        90   touch-up     1  230 420
        95   touch-cancel 2
        120  mouse-down   480 270
        121  mouse-move   500 270
        130  mouse-up     500 270
        140  key-down     Space
        141  key-up       Space
        150  focus-lost
        160  focus-gained

        """

    @Test func sampleParses() throws {
        let script = try InputScript.parse(Self.sample, file: "s.txt", gameKeys: Scripted.gameKeys)
        #expect(script.headers == [Scripted.header("level", "Levels/01-first-steps.txt"), Scripted.header("seed", "42")])
        #expect(script.header("level")?.value == "Levels/01-first-steps.txt")
        #expect(script.header("seed")?.value == "42")
        // Where each value starts, for a game's own errors about it.
        #expect(script.headers.map(\.line) == [2, 3])
        #expect(script.headers.map(\.column) == [8, 7])
        #expect(script.window == InputScript.WindowSize(width: 1280, height: 720))
        #expect(script.frames == nil)
        #expect(script.events.map(\.event) == [
            .touchDown(Scripted.finger(1), at: Scripted.at(150, 420)),
            .touchMove(Scripted.finger(1), to: Scripted.at(230, 420)),
            .touchUp(Scripted.finger(1), at: Scripted.at(230, 420)),
            .touchCancel(Scripted.finger(2)),
            .mouseDown(at: Scripted.at(480, 270)),
            .mouseMove(to: Scripted.at(500, 270), buttonHeld: true),
            .mouseUp(at: Scripted.at(500, 270)),
            .keyDown(SDL_SCANCODE_SPACE, isRepeat: false),
            .keyUp(SDL_SCANCODE_SPACE),
            .focusLost,
            .focusGained,
        ])
        #expect(script.events.map(\.frame) == [0, 5, 90, 95, 120, 121, 130, 140, 141, 150, 160])
        // Line numbers count the comment and header lines.
        #expect(script.events.map(\.line) == Array(5...15))
    }

    @Test func sampleRendersCompactly() throws {
        let script = try InputScript.parse(Self.sample, file: "s.txt", gameKeys: Scripted.gameKeys)
        #expect(script.render() == """
            level: Levels/01-first-steps.txt
            seed: 42
            window: 1280x720
            0 touch-down 1 150 420
            5 touch-move 1 230 420
            90 touch-up 1 230 420
            95 touch-cancel 2
            120 mouse-down 480 270
            121 mouse-move 500 270
            130 mouse-up 500 270
            140 key-down Space
            141 key-up Space
            150 focus-lost
            160 focus-gained

            """)
        #expect(try InputScript.parse(script.render(), file: "r.txt", gameKeys: Scripted.gameKeys) == script)
    }

    @Test func theMouseWheelIsScriptedInSteps() throws {
        let script = try InputScript.parse("3 mouse-wheel 2\n4 mouse-wheel -0.5\n", file: "w.txt")
        #expect(script.events.map(\.event) == [.mouseWheel(steps: 2), .mouseWheel(steps: -0.5)])
        #expect(script.render() == "3 mouse-wheel 2\n4 mouse-wheel -0.5\n")
    }

    @Test func emptyScriptsAndHeaderOnlyScripts() throws {
        #expect(try InputScript.parse("", file: "e.txt") == InputScript())
        #expect(try InputScript.parse("\n  \n\t# only comments\n", file: "e.txt") == InputScript())
        #expect(try InputScript.parse("seed: 7", file: "e.txt", gameKeys: Scripted.gameKeys)
            == InputScript(headers: [Scripted.header("seed", "7")]))
        #expect(try InputScript.parse("frames: 0", file: "e.txt") == InputScript(frames: 0))
        #expect(InputScript().render() == "")
        #expect(InputScript(headers: [Scripted.header("level", "3")]).render() == "level: 3\n")
        // The game's headers come first, then the format's own.
        #expect(InputScript(headers: [Scripted.header("seed", "1")], window: InputScript.WindowSize(width: 120, height: 90),
                            frames: 4).render() == "seed: 1\nwindow: 120x90\nframes: 4\n")
    }

    @Test func gameHeadersAreSetAndRemoved() {
        var script = InputScript()
        #expect(script.header("level") == nil)
        script.setHeader("level", "3")
        script.setHeader("seed", "9")
        script.setHeader("level", "Levels/a.txt")
        #expect(script.headers == [Scripted.header("level", "Levels/a.txt"), Scripted.header("seed", "9")])
        #expect(script.header("level")?.value == "Levels/a.txt")
        script.setHeader("level", nil)
        script.setHeader("speed", nil)
        #expect(script.headers == [Scripted.header("seed", "9")])
        #expect(script.render() == "seed: 9\n")
    }

    @Test func layoutIsForgiving() throws {
        // Tabs, CRLF, a byte-order mark, no final newline, `key:value` without a space,
        // a level value with spaces, equal frames, leading zeros and an upper-case X.
        let text = "\u{FEFF}level:My Levels/a b.txt  \r\nwindow: 640X360\r\n\t007\tfocus-lost\r\n7 focus-gained"
        let script = try InputScript.parse(text, file: "t.txt", gameKeys: Scripted.gameKeys)
        #expect(script.header("level")?.value == "My Levels/a b.txt")
        #expect(script.window == InputScript.WindowSize(width: 640, height: 360))
        #expect(script.events == [ScriptEvent(frame: 7, event: .focusLost), ScriptEvent(frame: 7, event: .focusGained)])
        #expect(script.events.map(\.line) == [3, 4])
    }

    @Test func numberForms() throws {
        let text = """
            0 mouse-move -12.5 +.5
            0 mouse-move 5. 1e3
            0 mouse-move 2.5E-3 -0
            0 touch-down -9223372036854775808 0 0
            0 touch-down 9223372036854775807 0 0
            0 touch-down +3 0 0
            0 touch-cancel -0
            100000000 mouse-move 1e308 -1e308
            """
        let events = try InputScript.parse(text, file: "n.txt").events.map(\.event)
        // No mouse-down before them: the moves are hovering.
        #expect(events == [
            .mouseMove(to: Scripted.at(-12.5, 0.5), buttonHeld: false),
            .mouseMove(to: Scripted.at(5, 1000), buttonHeld: false),
            .mouseMove(to: Scripted.at(0.0025, 0), buttonHeld: false),
            .touchDown(Scripted.finger(.min), at: Scripted.at(0, 0)),
            .touchDown(Scripted.finger(.max), at: Scripted.at(0, 0)),
            .touchDown(Scripted.finger(3), at: Scripted.at(0, 0)),
            .touchCancel(Scripted.finger(0)),
            .mouseMove(to: Scripted.at(1e308, -1e308), buttonHeld: false),
        ])
        #expect(try InputScript.parse("seed: 18446744073709551615\nwindow: 8192x90", file: "n.txt",
                                      gameKeys: Scripted.gameKeys)
            == InputScript(headers: [Scripted.header("seed", "18446744073709551615")],
                           window: InputScript.WindowSize(width: 8192, height: 90)))
    }

    /// Key names are SDL's names of scancodes (`SDL_GetScancodeFromName`), resolved when the script is read: any
    /// case, and written back the way SDL names the key; the physical key, whatever the keyboard's layout.
    @Test func keyNamesAreResolvedBySDL() throws {
        let script = try InputScript.parse("0 key-down space\n0 key-up escape\n1 key-down #\n1 key-up a\n2 key-down F12\n",
                                           file: "k.txt")
        #expect(script.events.map(\.event) == [
            .keyDown(SDL_SCANCODE_SPACE, isRepeat: false),
            .keyUp(SDL_SCANCODE_ESCAPE),
            .keyDown(SDL_SCANCODE_NONUSHASH, isRepeat: false),
            .keyUp(SDL_SCANCODE_A),
            .keyDown(SDL_SCANCODE_F12, isRepeat: false),
        ])
        #expect(script.render() == "0 key-down Space\n0 key-up Escape\n1 key-down #\n1 key-up A\n2 key-down F12\n")
    }

    @Test func mouseMovesAreDragsWhileTheButtonIsDown() throws {
        let text = "0 mouse-move 1 1\n1 mouse-down 2 2\n2 mouse-move 3 3\n3 mouse-up 4 4\n4 mouse-move 5 5\n"
        let script = try InputScript.parse(text, file: "m.txt")
        #expect(script.events.map(\.event) == [
            .mouseMove(to: Scripted.at(1, 1), buttonHeld: false),
            .mouseDown(at: Scripted.at(2, 2)),
            .mouseMove(to: Scripted.at(3, 3), buttonHeld: true),
            .mouseUp(at: Scripted.at(4, 4)),
            .mouseMove(to: Scripted.at(5, 5), buttonHeld: false),
        ])
        // Hovering reads back as hovering: the script is written as it was read.
        #expect(script.render() == text)
        // A recording leaves hovering out (every move of the mouse); the drags and the release stay.
        let recorder = InputRecorder(window: nil)
        for line in script.events { recorder.record(line.event, frame: line.frame) }
        #expect(recorder.script.render() == "1 mouse-down 2 2\n2 mouse-move 3 3\n3 mouse-up 4 4\n")
        // A release the window did not see is recorded as the mouse-up it was.
        let outside = InputRecorder(window: nil)
        outside.record(.mouseDown(at: Scripted.at(2, 2)), frame: 0)
        outside.record(.mouseMove(to: Scripted.at(9, 9), buttonHeld: false), frame: 1)
        outside.record(.mouseMove(to: Scripted.at(8, 8), buttonHeld: false), frame: 2)
        #expect(outside.script.render() == "0 mouse-down 2 2\n1 mouse-up 9 9\n")
    }

    @Test func roundTripKeepsEveryValue() throws {
        let awkward: [Double] = [0.1, -0.0, 1e-7, 123_456.789, 1e20, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
                                 -.leastNormalMagnitude, 9_007_199_254_740_992, 4_503_599_627_370_495.5, 0.30000000000000004, -479.99]
        var events: [ScriptEvent] = []
        for (i, x) in awkward.enumerated() {
            events.append(ScriptEvent(frame: i, event: .touchMove(Scripted.finger(Int64(i) - 5), to: Scripted.at(x, -x))))
            events.append(ScriptEvent(frame: i, event: .mouseUp(at: Scripted.at(-x, x))))
        }
        events.append(ScriptEvent(frame: 99, event: .touchDown(Scripted.finger(.min), at: Scripted.at(1, 2))))
        events.append(ScriptEvent(frame: 99, event: .touchUp(Scripted.finger(.max), at: Scripted.at(1, 2))))
        events.append(ScriptEvent(frame: 100, event: .keyDown(SDL_SCANCODE_F12, isRepeat: false)))
        events.append(ScriptEvent(frame: 100_000_000, event: .focusLost))
        let script = InputScript(headers: [Scripted.header("level", "Levels/10-the-deep.txt"),
                                           Scripted.header("seed", "18446744073709551615")],
                                 window: InputScript.WindowSize(width: 90, height: 8192), events: events)
        let back = try InputScript.parse(script.render(), file: "r.txt", gameKeys: Scripted.gameKeys)
        #expect(back == script)
        // `==` on Double treats -0.0 and 0.0 alike; the bits must survive too, except that
        // whole numbers are written without a sign of zero.
        for (a, b) in zip(back.events, script.events) {
            if case .touchMove(_, let p1) = a.event, case .touchMove(_, let p2) = b.event, p2.x != 0 {
                #expect(p1.x.bitPattern == p2.x.bitPattern)
            }
        }
    }

    @Test func eventEqualityIgnoresTheLine() {
        #expect(ScriptEvent(frame: 3, line: 9, event: .focusLost) == ScriptEvent(frame: 3, event: .focusLost))
        #expect(ScriptEvent(frame: 3, event: .focusLost) != ScriptEvent(frame: 4, event: .focusLost))
        #expect(ScriptEvent(frame: 3, event: .focusLost) != ScriptEvent(frame: 3, event: .focusGained))
        // Header equality ignores where the value was.
        #expect(InputScript.Header(key: "seed", value: "1", line: 4, column: 7) == Scripted.header("seed", "1"))
        #expect(Scripted.header("seed", "1") != Scripted.header("seed", "2"))
    }

    @Test func eventText() {
        #expect(Scripted.text(.touchDown(Scripted.finger(-2), at: Scripted.at(1.5, 0))) == "touch-down -2 1.5 0")
        #expect(Scripted.text(.mouseMove(to: Scripted.at(1e20, 0.1), buttonHeld: true), mouseHeld: true)
            == "mouse-move 1e+20 0.1")
        #expect(Scripted.text(.keyUp(SDL_SCANCODE_RETURN)) == "key-up Return")
        #expect(Scripted.text(.focusGained) == "focus-gained")
        #expect(Scripted.text(.padAxis(SDL_CONTROLLER_AXIS_LEFTY, value: -32768, pad: ScriptEvent.scriptedPad))
            == "pad-axis lefty -32768")
        #expect(Scripted.text(.padButtonDown(SDL_CONTROLLER_BUTTON_START, pad: ScriptEvent.scriptedPad)) == "pad-down start")
        #expect(Scripted.text(.padButtonUp(SDL_CONTROLLER_BUTTON_DPAD_LEFT, pad: ScriptEvent.scriptedPad)) == "pad-up dpleft")
        #expect(ScriptEvent.verbs.count == 15)
        #expect(ScriptEvent.verbs == ScriptEvent.syntax.map(\.verb))
    }

    /// What a script does not keep, and how writing follows the mouse button.
    @Test func eventTextLeavesOutWhatAScriptDoesNotKeep() {
        #expect(Scripted.text(.keyDown(SDL_SCANCODE_SPACE, isRepeat: true)) == nil)
        // A scancode SDL has no name for.
        #expect(Scripted.text(.keyDown(SDL_SCANCODE_UNKNOWN, isRepeat: false)) == nil)
        // Hovering is a mouse-move; a drag whose mouse-down the script never saw cannot be said.
        #expect(Scripted.text(.mouseMove(to: Scripted.at(1, 2), buttonHeld: false)) == "mouse-move 1 2")
        #expect(Scripted.text(.mouseMove(to: Scripted.at(1, 2), buttonHeld: true)) == nil)
        #expect(Scripted.text(.padAdded(deviceIndex: 0)) == nil)
        #expect(Scripted.text(.padRemoved(pad: 3)) == nil)
        #expect(Scripted.text(.windowResized) == nil)
        #expect(Scripted.text(.quit) == nil)
        var held = false
        #expect(ScriptEvent.text(for: .mouseDown(at: Scripted.at(1, 2)), mouseHeld: &held) == "mouse-down 1 2")
        #expect(held)
        // A move without the button while it was down: it came up outside the window.
        #expect(ScriptEvent.text(for: .mouseMove(to: Scripted.at(3, 4), buttonHeld: false), mouseHeld: &held)
            == "mouse-up 3 4")
        #expect(!held)
    }

    @Test func padEventsParseAndRenderBack() throws {
        let text = """
            0 pad-axis leftx 32767
            0 pad-axis lefty -32768
            3 pad-axis righty +12
            4 pad-axis rightx -0
            9 pad-down a
            12 pad-up a
            12 pad-down start

            """
        let script = try InputScript.parse(text, file: "p.txt")
        let pad = ScriptEvent.scriptedPad
        #expect(script.events.map(\.event) == [
            .padAxis(SDL_CONTROLLER_AXIS_LEFTX, value: 32767, pad: pad),
            .padAxis(SDL_CONTROLLER_AXIS_LEFTY, value: -32768, pad: pad),
            .padAxis(SDL_CONTROLLER_AXIS_RIGHTY, value: 12, pad: pad),
            .padAxis(SDL_CONTROLLER_AXIS_RIGHTX, value: 0, pad: pad),
            .padButtonDown(SDL_CONTROLLER_BUTTON_A, pad: pad),
            .padButtonUp(SDL_CONTROLLER_BUTTON_A, pad: pad),
            .padButtonDown(SDL_CONTROLLER_BUTTON_START, pad: pad),
        ])
        #expect(script.events.map(\.frame) == [0, 0, 3, 4, 9, 12, 12])
        let rendered = script.render()
        #expect(rendered.contains("3 pad-axis righty 12\n4 pad-axis rightx 0\n"))
        #expect(try InputScript.parse(rendered, file: "again.txt") == script)
    }
}
