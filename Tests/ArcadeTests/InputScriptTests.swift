import Testing
@testable import Arcade

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
        let script = try InputScript.parse(Self.sample, file: "s.txt")
        #expect(script.level == "Levels/01-first-steps.txt")
        #expect(script.seed == 42)
        #expect(script.window == InputScript.WindowSize(width: 1280, height: 720))
        #expect(script.events.map(\.action) == [
            .touchDown(id: 1, x: 150, y: 420),
            .touchMove(id: 1, x: 230, y: 420),
            .touchUp(id: 1, x: 230, y: 420),
            .touchCancel(id: 2),
            .mouseDown(x: 480, y: 270),
            .mouseMove(x: 500, y: 270),
            .mouseUp(x: 500, y: 270),
            .keyDown(name: "Space"),
            .keyUp(name: "Space"),
            .focusLost,
            .focusGained,
        ])
        #expect(script.events.map(\.frame) == [0, 5, 90, 95, 120, 121, 130, 140, 141, 150, 160])
        // Line numbers count the comment and header lines.
        #expect(script.events.map(\.line) == Array(5...15))
    }

    @Test func sampleRendersCompactly() throws {
        let script = try InputScript.parse(Self.sample, file: "s.txt")
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
        #expect(try InputScript.parse(script.render(), file: "r.txt") == script)
    }

    @Test func emptyScriptsAndHeaderOnlyScripts() throws {
        #expect(try InputScript.parse("", file: "e.txt") == InputScript())
        #expect(try InputScript.parse("\n  \n\t# only comments\n", file: "e.txt") == InputScript())
        #expect(try InputScript.parse("seed: 7", file: "e.txt") == InputScript(seed: 7))
        #expect(InputScript().render() == "")
        #expect(InputScript(level: "3").render() == "level: 3\n")
    }

    @Test func layoutIsForgiving() throws {
        // Tabs, CRLF, a byte-order mark, no final newline, `key:value` without a space,
        // a level value with spaces, equal frames, leading zeros and an upper-case X.
        let text = "\u{FEFF}level:My Levels/a b.txt  \r\nwindow: 640X360\r\n\t007\tfocus-lost\r\n7 focus-gained"
        let script = try InputScript.parse(text, file: "t.txt")
        #expect(script.level == "My Levels/a b.txt")
        #expect(script.window == InputScript.WindowSize(width: 640, height: 360))
        #expect(script.events == [ScriptEvent(frame: 7, action: .focusLost), ScriptEvent(frame: 7, action: .focusGained)])
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
        let actions = try InputScript.parse(text, file: "n.txt").events.map(\.action)
        #expect(actions == [
            .mouseMove(x: -12.5, y: 0.5),
            .mouseMove(x: 5, y: 1000),
            .mouseMove(x: 0.0025, y: 0),
            .touchDown(id: .min, x: 0, y: 0),
            .touchDown(id: .max, x: 0, y: 0),
            .touchDown(id: 3, x: 0, y: 0),
            .touchCancel(id: 0),
            .mouseMove(x: 1e308, y: -1e308),
        ])
        #expect(try InputScript.parse("seed: 18446744073709551615\nwindow: 16384x1", file: "n.txt")
            == InputScript(seed: .max, window: InputScript.WindowSize(width: 16384, height: 1)))
    }

    @Test func keyNamesAreKeptAsWritten() throws {
        let script = try InputScript.parse("0 key-down Keypad+\n0 key-up é\n1 key-down #\n", file: "k.txt")
        #expect(script.events.map(\.action) == [.keyDown(name: "Keypad+"), .keyUp(name: "é"), .keyDown(name: "#")])
    }

    @Test func roundTripKeepsEveryValue() throws {
        let awkward: [Double] = [0.1, -0.0, 1e-7, 123_456.789, 1e20, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
                                 -.leastNormalMagnitude, 9_007_199_254_740_992, 4_503_599_627_370_495.5, 0.30000000000000004, -479.99]
        var events: [ScriptEvent] = []
        for (i, x) in awkward.enumerated() {
            events.append(ScriptEvent(frame: i, action: .touchMove(id: Int64(i) - 5, x: x, y: -x)))
            events.append(ScriptEvent(frame: i, action: .mouseUp(x: -x, y: x)))
        }
        events.append(ScriptEvent(frame: 99, action: .touchDown(id: .min, x: 1, y: 2)))
        events.append(ScriptEvent(frame: 99, action: .touchUp(id: .max, x: 1, y: 2)))
        events.append(ScriptEvent(frame: 100, action: .keyDown(name: "F12")))
        events.append(ScriptEvent(frame: 100_000_000, action: .focusLost))
        let script = InputScript(level: "Levels/10-the-deep.txt", seed: .max,
                                 window: InputScript.WindowSize(width: 1, height: 16384), events: events)
        let back = try InputScript.parse(script.render(), file: "r.txt")
        #expect(back == script)
        // `==` on Double treats -0.0 and 0.0 alike; the bits must survive too, except that
        // whole numbers are written without a sign of zero.
        for (a, b) in zip(back.events, script.events) {
            if case .touchMove(_, let x1, _) = a.action, case .touchMove(_, let x2, _) = b.action, x2 != 0 {
                #expect(x1.bitPattern == x2.bitPattern)
            }
        }
    }

    @Test func eventEqualityIgnoresTheLine() {
        #expect(ScriptEvent(frame: 3, line: 9, action: .focusLost) == ScriptEvent(frame: 3, action: .focusLost))
        #expect(ScriptEvent(frame: 3, action: .focusLost) != ScriptEvent(frame: 4, action: .focusLost))
        #expect(ScriptEvent(frame: 3, action: .focusLost) != ScriptEvent(frame: 3, action: .focusGained))
    }

    @Test func actionText() {
        #expect(ScriptEvent.Action.touchDown(id: -2, x: 1.5, y: 0).text == "touch-down -2 1.5 0")
        #expect(ScriptEvent.Action.mouseMove(x: 1e20, y: 0.1).text == "mouse-move 1e+20 0.1")
        #expect(ScriptEvent.Action.keyUp(name: "Return").text == "key-up Return")
        #expect(ScriptEvent.Action.focusGained.text == "focus-gained")
        #expect(ScriptEvent.Action.padAxis(axis: "lefty", value: -32768).text == "pad-axis lefty -32768")
        #expect(ScriptEvent.Action.padDown(button: "start").text == "pad-down start")
        #expect(ScriptEvent.Action.padUp(button: "dpleft").text == "pad-up dpleft")
        #expect(ScriptEvent.Action.verbs.count == 14)
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
        #expect(script.events.map(\.action) == [
            .padAxis(axis: "leftx", value: 32767),
            .padAxis(axis: "lefty", value: -32768),
            .padAxis(axis: "righty", value: 12),
            .padAxis(axis: "rightx", value: 0),
            .padDown(button: "a"),
            .padUp(button: "a"),
            .padDown(button: "start"),
        ])
        #expect(script.events.map(\.frame) == [0, 0, 3, 4, 9, 12, 12])
        let rendered = script.render()
        #expect(rendered.contains("3 pad-axis righty 12\n4 pad-axis rightx 0\n"))
        #expect(try InputScript.parse(rendered, file: "again.txt") == script)
    }
}
