import CSDL2
import JoyStickReplay
import JoyStickSDL
import Testing
@testable import JoyStickRun

/// The spec file joystick-run hands the overlay (Sources/JoyStickRunOverlay/spec.c reads it).
@Suite("The overlay's spec")
struct RunSpecTests {
    /// A stick on keys, a key button whose label has a space, a pad stick and a labelled pad button.
    static let profile = RunProfile(controls: [
        RunProfile.Control(name: "move", isStick: true,
                           binding: .keys([SDL_SCANCODE_W, SDL_SCANCODE_A, SDL_SCANCODE_S, SDL_SCANCODE_D]), label: ""),
        RunProfile.Control(name: "jump", isStick: false, binding: .keys([SDL_SCANCODE_SPACE]), label: "JUMP HIGH"),
        RunProfile.Control(name: "look", isStick: true, binding: .padStick(1), label: ""),
        RunProfile.Control(name: "fire", isStick: false, binding: .padButton(0), label: "A"),
    ], layoutFile: "/games/profile.json", layoutText: nil)

    static let script = """
        # every verb the overlay plays
        window: 1280x720
        frames: 240
        0    touch-down   1  150 420
        5    touch-move   1  230.5 420
        90   touch-up     1  230.5 420
        140  key-down     Space
        141  key-up       Space
        150  focus-lost
        151  focus-gained
        160  pad-axis     leftx -32768
        170  pad-down     a
        171  pad-up       a
        180  mouse-down   10 20
        181  mouse-move   11 21
        182  mouse-up     11 21
        183  mouse-wheel  -2

        """

    static func options(_ change: (inout RunOptions) -> Void = { _ in }) -> RunOptions {
        var options = RunOptions()
        options.game = ["/games/game"]
        change(&options)
        return options
    }

    static func spec(_ options: RunOptions, profile: RunProfile = profile, playerLayout: String? = nil,
                     script: (InputScript, String)? = nil, recording: String? = nil) -> String? {
        do {
            return try RunSpec.text(options: options, profile: profile, defaultLayout: "/games/profile.json",
                                    playerLayout: playerLayout, script: script.map { (script: $0.0, path: $0.1) },
                                    recording: recording)
        } catch {
            Issue.record("refused: \(error.description)")
            return nil
        }
    }

    @Test func aHeadlessTestRunWithAScript() throws {
        let script = try InputScript.parse(Self.script, file: "run.txt")
        let options = Self.options {
            $0.headless = true
            $0.fps = 30
            $0.script = "/games/run.txt"
            $0.frameHashes = "/out/hashes.txt"
            $0.screenshots = [RunOptions.Screenshot(frame: 3, path: "/out/three.png"),
                              RunOptions.Screenshot(frame: 0, path: "/out/with space.png")]
        }
        let text = Self.spec(options, script: (script, "/games/run.txt"))
        #expect(text == """
            joystick-run-spec 1
            headless 1
            fps 30.0
            frames 240
            default-layout /games/profile.json
            hashes /out/hashes.txt
            screenshot 3 /out/three.png
            screenshot 0 /out/with space.png
            stick move keys 26 4 22 7
            button jump key 44 JUMP HIGH
            stick look pad 1
            button fire pad 0 A
            script-window 1280 720
            event 0 touch-down 1 150.0 420.0
            event 5 touch-move 1 230.5 420.0
            event 90 touch-up 1 230.5 420.0
            event 140 key-down 44
            event 141 key-up 44
            event 150 focus-lost
            event 151 focus-gained
            event 160 pad-axis 0 -32768
            event 170 pad-down 0
            event 171 pad-up 0
            event 180 mouse-down 10.0 20.0
            event 181 mouse-move 11.0 21.0
            event 182 mouse-up 11.0 21.0
            event 183 mouse-wheel -2.0

            """)
    }

    @Test func aWindowedRunWithThePlayersLayoutAndARecording() {
        let text = Self.spec(Self.options(), playerLayout: "/home/p/.config/joystick-sdl/game.json",
                             recording: "/home/p/played.txt")
        #expect(text == """
            joystick-run-spec 1
            headless 0
            fps 60.0
            default-layout /games/profile.json
            player-layout /home/p/.config/joystick-sdl/game.json
            record /home/p/played.txt
            stick move keys 26 4 22 7
            button jump key 44 JUMP HIGH
            stick look pad 1
            button fire pad 0 A

            """ + RunSpec.recordingNames().map { $0 + "\n" }.joined())
    }

    /// A recording names keys, pad buttons and axes as the script writer does: the 227 keys SDL names (a name with
    /// a space quoted), SDL 2's 21 pad buttons and 6 axes.
    @Test func aRecordingIsGivenTheScriptsNames() {
        let names = RunSpec.recordingNames()
        #expect(names.filter { $0.hasPrefix("record-name key ") }.count == 227)
        #expect(names.contains("record-name key 224 \"Left Ctrl\""))
        #expect(names.contains("record-name key 89 \"Keypad 1\""))
        #expect(names.contains("record-name key 62 F5"))
        #expect(names.contains("record-name key 4 A"))
        #expect(names.filter { $0.hasPrefix("record-name pad-button ") }
            == ScriptEvent.padButtons.enumerated().map { "record-name pad-button \($0.offset) \($0.element)" })
        #expect(names.filter { $0.hasPrefix("record-name pad-axis ") }
            == ScriptEvent.padAxes.enumerated().map { "record-name pad-axis \($0.offset) \($0.element)" })
        #expect(Self.spec(Self.options())?.contains("record-name") == false)
    }

    @Test func framesFromTheCommandLineWinOverTheScriptsHeader() throws {
        let script = try InputScript.parse("frames: 240\n0 key-down Space\n", file: "run.txt")
        let lines = Self.spec(Self.options { $0.frames = 12 }, script: (script, "/games/run.txt"))?
            .split(separator: "\n").map(String.init)
        #expect(lines?.filter { $0.hasPrefix("frames") } == ["frames 12"])
        // No window header: no script-window line, the coordinates are the game's pixels.
        #expect(lines?.contains { $0.hasPrefix("script-window") } == false)
        #expect(lines?.last == "event 0 key-down 44")
    }

    @Test func noFramesLineWithoutFramesOrAHeader() throws {
        let script = try InputScript.parse("0 key-down Space\n", file: "run.txt")
        let text = Self.spec(Self.options(), profile: RunProfile(controls: [], layoutFile: nil, layoutText: ""),
                             script: (script, "/games/run.txt"))
        #expect(text == "joystick-run-spec 1\nheadless 0\nfps 60.0\ndefault-layout /games/profile.json\nevent 0 key-down 44\n")
    }

    @Test func framesZeroIsWritten() {
        let text = Self.spec(Self.options { $0.frames = 0 }, profile: RunProfile(controls: [], layoutFile: nil, layoutText: ""))
        #expect(text == "joystick-run-spec 1\nheadless 0\nfps 60.0\nframes 0\ndefault-layout /games/profile.json\n")
    }

    @Test func aButtonWithNoLabelEndsAtItsNumber() {
        let profile = RunProfile(controls: [
            RunProfile.Control(name: "b1", isStick: false, binding: .keys([SDL_SCANCODE_RETURN]), label: ""),
            RunProfile.Control(name: "b2", isStick: false, binding: .padButton(6), label: ""),
            // A stick's label, were it given, is not written.
            RunProfile.Control(name: "s1", isStick: true, binding: .padStick(0), label: "IGNORED"),
            RunProfile.Control(name: "s2", isStick: true,
                               binding: .keys([SDL_SCANCODE_UP, SDL_SCANCODE_LEFT, SDL_SCANCODE_DOWN, SDL_SCANCODE_RIGHT]),
                               label: "IGNORED"),
        ], layoutFile: nil, layoutText: "")
        let lines = Self.spec(Self.options(), profile: profile)?.split(separator: "\n").map(String.init)
        #expect(lines?.suffix(4) == ["button b1 key 40", "button b2 pad 6", "stick s1 pad 0", "stick s2 keys 82 80 81 79"])
    }

    @Test func theDefaultControlsAsTheSpecSaysThem() throws {
        let profile = try RunProfile.quick(RunProfile.defaultControls)
        let lines = Self.spec(Self.options(), profile: profile)?.split(separator: "\n").map(String.init)
        #expect(lines?.suffix(3) == ["stick stick-arrows keys 82 80 81 79", "button button-space key 44 SPACE",
                                     "button button-return key 40 RETURN"])
    }

    @Test func aTouchCancelIsRefusedWithItsFileAndLine() throws {
        let script = try InputScript.parse("# a finger the system took\n0 touch-down 1 5 5\n\n3 touch-cancel 1\n",
                                           file: "cancel.txt")
        do {
            _ = try RunSpec.text(options: Self.options(), profile: Self.profile, defaultLayout: "/games/profile.json",
                                 playerLayout: nil, script: (script: script, path: "/games/cancel.txt"), recording: nil)
            Issue.record("a touch-cancel was written")
        } catch {
            #expect(error.description == "/games/cancel.txt:4: joystick-run plays no touch-cancel: SDL 2 has no event for it")
        }
    }

    @Test func eventsSDLTwoCannotDeliverHaveNoWords() {
        #expect(RunSpec.words(of: .touchCancel(TouchID(device: 1, finger: 2))) == nil)
        #expect(RunSpec.words(of: .quit) == nil)
        #expect(RunSpec.words(of: .padAdded(deviceIndex: 0)) == nil)
        #expect(RunSpec.words(of: .padRemoved(pad: 3)) == nil)
        // A key repeat is a key-down; the pad's id is not written (the overlay's pad plays it).
        #expect(RunSpec.words(of: .keyDown(SDL_SCANCODE_E, isRepeat: true)) == "key-down 8")
        #expect(RunSpec.words(of: .padButtonDown(SDL_CONTROLLER_BUTTON_START, pad: 7)) == "pad-down 6")
        #expect(RunSpec.words(of: .padAxis(SDL_CONTROLLER_AXIS_TRIGGERRIGHT, value: 32767, pad: 7)) == "pad-axis 5 32767")
        #expect(RunSpec.words(of: .mouseMove(to: Point(x: 1.25, y: -3), buttonHeld: false)) == "mouse-move 1.25 -3.0")
        #expect(RunSpec.words(of: .touchDown(TouchID(device: 9, finger: 4), at: Point(x: 0, y: 0))) == "touch-down 4 0.0 0.0")
    }

    // A path runs to the end of its spec line (spec.c): one with a line break (a legal file name on Linux)
    // would split its line into one the overlay refuses after the game has started. It is refused first.
    @Test func aPathWithALineBreakIsRefused() {
        let options = Self.options { $0.frameHashes = "/out/a\nb.txt" }
        #expect(throws: UsageError("joystick-run takes no path with a line break in it: \"hashes /out/a\\nb.txt\"")) {
            try RunSpec.text(options: options, profile: RunProfile(controls: [], layoutFile: nil, layoutText: ""),
                             defaultLayout: "/games/profile.json", playerLayout: nil, script: nil, recording: nil)
        }
    }
}
