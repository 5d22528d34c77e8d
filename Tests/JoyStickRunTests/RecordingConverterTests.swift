import CSDL2
import JoyStickEngine
import JoyStickReplay
import JoyStickSDL
import Testing
@testable import JoyStickRun

/// What the overlay records (record.c: `window W H`, `FRAME VERB ARGUMENTS` in SDL's numbers, `frames N`)
/// turned into an input script.
@Suite("Converting a raw recording")
struct RecordingConverterTests {
    static let raw = """
        window 1280 720
        0 touch-down 1 100.5 200
        3 touch-move 1 110 200
        5 touch-up 1 110 200
        6 mouse-move 10 10
        7 mouse-down 10 20
        8 mouse-move 15 25
        9 mouse-up 15 25
        10 mouse-move 30 30
        11 key-down 44
        11 key-up 44
        13 focus-lost
        14 focus-gained
        15 pad-axis 0 -32768
        16 pad-down 0
        17 pad-up 0
        18 mouse-wheel 1.5
        19 touch-down 2 0.30000000000000004 7
        this line is no event
        20 touch-down 2 5
        frames 21
        21 touch-do
        """

    @Test func aRecordingBecomesItsScript() {
        let script = RecordingConverter.script(fromRaw: Self.raw)
        // Hovering moves (before the mouse-down, after the mouse-up) and the lines cut short are left out.
        #expect(script.render() == """
            window: 1280x720
            frames: 21
            0 touch-down 1 100.5 200
            3 touch-move 1 110 200
            5 touch-up 1 110 200
            7 mouse-down 10 20
            8 mouse-move 15 25
            9 mouse-up 15 25
            11 key-down Space
            11 key-up Space
            13 focus-lost
            14 focus-gained
            15 pad-axis leftx -32768
            16 pad-down a
            17 pad-up a
            18 mouse-wheel 1.5
            19 touch-down 2 0.30000000000000004 7

            """)
    }

    @Test func theScriptsEventsAreTheScriptedOnes() {
        let script = RecordingConverter.script(fromRaw: Self.raw)
        let finger = TouchID(device: ScriptEvent.touchDevice, finger: 1)
        #expect(script.window == InputScript.WindowSize(width: 1280, height: 720))
        #expect(script.frames == 21)
        #expect(script.headers.isEmpty)
        #expect(Array(script.events.prefix(6)) == [
            ScriptEvent(frame: 0, event: .touchDown(finger, at: Point(x: 100.5, y: 200))),
            ScriptEvent(frame: 3, event: .touchMove(finger, to: Point(x: 110, y: 200))),
            ScriptEvent(frame: 5, event: .touchUp(finger, at: Point(x: 110, y: 200))),
            ScriptEvent(frame: 7, event: .mouseDown(at: Point(x: 10, y: 20))),
            ScriptEvent(frame: 8, event: .mouseMove(to: Point(x: 15, y: 25), buttonHeld: true)),
            ScriptEvent(frame: 9, event: .mouseUp(at: Point(x: 15, y: 25))),
        ])
        #expect(script.events.contains(ScriptEvent(frame: 15, event: .padAxis(SDL_CONTROLLER_AXIS_LEFTX, value: -32768,
                                                                             pad: ScriptEvent.scriptedPad))))
        #expect(script.events.contains(ScriptEvent(frame: 16, event: .padButtonDown(SDL_CONTROLLER_BUTTON_A,
                                                                                   pad: ScriptEvent.scriptedPad))))
        #expect(script.events.count == 15)
    }

    @Test func theScriptReadsBackAsTheSameScript() throws {
        let script = RecordingConverter.script(fromRaw: Self.raw)
        #expect(try InputScript.parse(script.render(), file: "recorded.txt") == script)
    }

    @Test func aWindowOutsideWhatAScriptHoldsIsLeftOut() {
        for header in ["window 89 720", "window 1280 89", "window 8193 720", "window 1280 8193", "window -5 100",
                       "window 0 0"] {
            let script = RecordingConverter.script(fromRaw: "\(header)\n0 key-down 44\n")
            #expect(script.window == nil, "\(header)")
            #expect(script.render() == "0 key-down Space\n", "\(header)")
        }
        #expect(RecordingConverter.script(fromRaw: "window 90 8192\n").window == InputScript.WindowSize(width: 90, height: 8192))
        #expect(RecordingConverter.script(fromRaw: "window 8192 90\n").render() == "window: 8192x90\n")
        // A window line that is not three words is no header.
        #expect(RecordingConverter.script(fromRaw: "window 1280\nwindow 1280 720 1\n").window == nil)
    }

    @Test func theFramesLine() {
        #expect(RecordingConverter.script(fromRaw: "frames 0\n").frames == 0)
        #expect(RecordingConverter.script(fromRaw: "frames 200000000\n").frames == InputScript.maxFrame)
        #expect(RecordingConverter.script(fromRaw: "frames -1\n").frames == nil)
        #expect(RecordingConverter.script(fromRaw: "frames many\n").frames == nil)
        #expect(RecordingConverter.script(fromRaw: "").render() == "")
    }

    @Test func eventsOutsideSDLsNumbersAreLeftOut() {
        let raw = """
            -1 key-down 44
            100000001 key-down 44
            1 key-down 0
            1 key-down 512
            1 key-down 4.5
            1 touch-down 0 5 5
            1 touch-down 1000001 5 5
            1 touch-down 1 nan 5
            1 touch-down 1 inf 5
            1 pad-axis 6 0
            1 pad-axis 0 32768
            1 pad-down 21
            1 pad-up -1
            1 mouse-wheel
            1 mouse-down 5
            1 jump 5 5
            1
            2 pad-down 20
            2 key-down 511
            100000000 key-up 4

            """
        #expect(RecordingConverter.script(fromRaw: raw).render() == "2 pad-down touchpad\n100000000 key-up A\n")
    }

    /// Keys whose SDL name has a space (Left Shift, Right Ctrl, Keypad 8) have no word in a script: they are
    /// left out of the recording's script, as ScriptEvent.text(for:mouseHeld:) documents.
    @Test func keysWhoseNameHasASpaceAreLeftOut() {
        let script = RecordingConverter.script(fromRaw: "0 key-down 225\n1 key-up 225\n2 key-down 4\n")
        #expect(script.render() == "2 key-down A\n")
    }
}
