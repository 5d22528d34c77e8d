import Testing
@testable import JoyStickRun

/// `joystick-run [OPTIONS] [--] GAME [ARGS...]` read into ``RunOptions``.
@Suite("joystick-run's command line")
struct RunOptionsTests {
    /// The options of a command line that asks for a run; nil (and a recorded issue) otherwise.
    static func options(_ arguments: [String]) -> RunOptions? {
        do {
            guard case .run(let options) = try RunOptions.parse(arguments) else {
                Issue.record("\(arguments) is not a run")
                return nil
            }
            return options
        } catch {
            Issue.record("\(arguments) refused: \(error.description)")
            return nil
        }
    }

    /// The message a command line is refused with, or nil when it is not.
    static func refusal(_ arguments: [String]) -> String? {
        do {
            _ = try RunOptions.parse(arguments)
            return nil
        } catch {
            return error.description
        }
    }

    /// Every option with a value, each given as `--option value`, and `-v`.
    static let everyOption: RunOptions = {
        var options = RunOptions()
        options.profile = "p.json"
        options.name = "mine"
        options.headless = true
        options.fps = 30
        options.script = "s.txt"
        options.frames = 240
        options.screenshots = [RunOptions.Screenshot(frame: 0, path: "first.png"),
                               RunOptions.Screenshot(frame: 12, path: "b/c.png")]
        options.frameHashes = "h.txt"
        options.timeout = 2.5
        // A headless run's watchdog, by default.
        options.idleTimeout = RunOptions.defaultIdleTimeout
        options.overlay = "o.so"
        options.verbose = true
        options.game = ["./game", "--level", "3"]
        return options
    }()

    // MARK: Options and their values

    @Test func everyOptionTakesTheNextArgumentAsItsValue() {
        let options = Self.options([
            "--profile", "p.json", "--name", "mine", "--headless", "--fps", "30", "--script", "s.txt", "--frames", "240",
            "--screenshot", "0:first.png", "--screenshot", "12:b/c.png", "--frame-hashes", "h.txt", "--timeout", "2.5",
            "--overlay", "o.so", "-v", "--", "./game", "--level", "3",
        ])
        #expect(options == Self.everyOption)
    }

    @Test func everyOptionTakesItsValueAfterAnEqualsSign() {
        let options = Self.options([
            "--profile=p.json", "--name=mine", "--headless", "--fps=30", "--script=s.txt", "--frames=240",
            "--screenshot=0:first.png", "--screenshot=12:b/c.png", "--frame-hashes=h.txt", "--timeout=2.5",
            "--overlay=o.so", "--verbose", "--", "./game", "--level", "3",
        ])
        #expect(options == Self.everyOption)
    }

    @Test func recordIsAPathInAWindowedRun() {
        var expected = RunOptions()
        expected.record = "/tmp/played.txt"
        expected.game = ["game"]
        #expect(Self.options(["--record", "/tmp/played.txt", "game"]) == expected)
        #expect(Self.options(["--record=/tmp/played.txt", "game"]) == expected)
    }

    @Test func quickControlsKeepTheirOrder() {
        let options = Self.options(["--stick", "wasd", "--button=Space", "--stick=arrows", "--button", "pad:a", "game"])
        #expect(options?.quickControls == [.stick("wasd"), .button("Space"), .stick("arrows"), .button("pad:a")])
        #expect(options?.profile == nil)
    }

    @Test func theDefaultsWithOnlyAGame() {
        var expected = RunOptions()
        expected.game = ["game"]
        #expect(Self.options(["game"]) == expected)
        #expect(expected.fps == 60 && !expected.headless && !expected.verbose && expected.quickControls.isEmpty)
    }

    @Test func aValueMayLookLikeAnOptionOrHoldAnEqualsSign() {
        let options = Self.options(["--name", "--headless", "--name=a=b", "--screenshot", "3:a:b.png", "game"])
        #expect(options?.name == "a=b")
        #expect(options?.headless == false)
        #expect(options?.screenshots == [RunOptions.Screenshot(frame: 3, path: "a:b.png")])
    }

    @Test func theLimitsOfFPSFramesAndTimeoutAreTaken() {
        #expect(Self.options(["--fps", "1", "g"])?.fps == 1)
        #expect(Self.options(["--fps", "1000", "g"])?.fps == 1000)
        #expect(Self.options(["--fps", "29.97", "g"])?.fps == 29.97)
        #expect(Self.options(["--frames", "0", "g"])?.frames == 0)
        #expect(Self.options(["--timeout", "0.001", "g"])?.timeout == 0.001)
    }

    // MARK: GAME

    @Test func theGameAfterADoubleDashKeepsArgumentsThatLookLikeOptions() {
        #expect(Self.options(["--", "--weird-name", "-v", "--headless"])?.game == ["--weird-name", "-v", "--headless"])
        #expect(Self.options(["--headless", "--", "game", "--", "x"])?.game == ["game", "--", "x"])
    }

    @Test func theFirstArgumentThatIsNoOptionIsTheGame() {
        let options = Self.options(["--headless", "lbreakouthd", "--headless", "-v", "--fps", "5", "--", "x"])
        #expect(options?.game == ["lbreakouthd", "--headless", "-v", "--fps", "5", "--", "x"])
        #expect(options?.headless == true)
        #expect(options?.verbose == false)
        #expect(options?.fps == 60)
    }

    @Test func helpAfterTheGameIsTheGames() {
        #expect(Self.options(["game", "--help", "--version"])?.game == ["game", "--help", "--version"])
    }

    // MARK: Help and version

    @Test func helpAndVersion() throws {
        #expect(try RunOptions.parse(["--help"]) == .help)
        #expect(try RunOptions.parse(["-h"]) == .help)
        #expect(try RunOptions.parse(["--version"]) == .version)
        // Asked for before GAME, with other options, they still win: no game is needed.
        #expect(try RunOptions.parse(["--headless", "--help", "game"]) == .help)
        #expect(try RunOptions.parse(["--fps", "30", "--version"]) == .version)
    }

    @Test func theHelpNamesEveryOption() {
        for option in ["--profile FILE", "--stick KEYS", "--button KEY", "--name NAME", "--headless", "--fps N",
                       "--script FILE", "--frames N", "--screenshot N:FILE", "--frame-hashes FILE", "--record FILE",
                       "--timeout SECONDS", "--overlay FILE", "-v, --verbose", "-h, --help, --version"] {
            #expect(RunOptions.help.contains("\n  \(option) ") || RunOptions.help.contains("\n  \(option)\n"), "\(option)")
        }
        #expect(RunOptions.help.hasPrefix("usage: joystick-run [OPTIONS] [--] GAME [ARGS...]\n"))
    }

    // MARK: Refusals

    @Test func anOptionAtTheEndNeedsItsValue() {
        for option in ["--profile", "--stick", "--button", "--name", "--fps", "--script", "--frames", "--screenshot",
                       "--frame-hashes", "--record", "--timeout", "--overlay"] {
            #expect(Self.refusal([option]) == "\(option) needs a value", "\(option)")
            #expect(Self.refusal(["--headless", option]) == "\(option) needs a value", "\(option)")
        }
    }

    @Test func badFramesASecond() {
        for value in ["0", "0.5", "1000.5", "1001", "fast", "nan", "inf", "-60", ""] {
            #expect(Self.refusal(["--fps=\(value)", "game"])
                        == "--fps is frames a second, from 1 to 1000: not \"\(value)\"", "\(value)")
        }
        #expect(Self.refusal(["--fps", "sixty", "game"]) == "--fps is frames a second, from 1 to 1000: not \"sixty\"")
    }

    @Test func badFrameCount() {
        for value in ["-1", "2.5", "ten", "", "1e3"] {
            #expect(Self.refusal(["--frames=\(value)", "game"])
                        == "--frames is a number of frames, 0 or more: not \"\(value)\"", "\(value)")
        }
    }

    @Test func badScreenshot() {
        for value in ["12", "12.png", ":a.png", "3:", "-1:a.png", "x:a.png", "1.5:a.png", ""] {
            #expect(Self.refusal(["--screenshot=\(value)", "game"])
                        == "--screenshot is FRAME:FILE.png (FRAME from 0): not \"\(value)\"", "\(value)")
        }
    }

    @Test func badTimeout() {
        for value in ["0", "-3", "never", "inf", "nan", ""] {
            #expect(Self.refusal(["--timeout=\(value)", "game"])
                        == "--timeout is a number of seconds above 0: not \"\(value)\"", "\(value)")
        }
    }

    @Test func aLongBadValueIsCutToFortyCharacters() {
        let long = String(repeating: "9", count: 41) + "x"
        #expect(Self.refusal(["--frames", long, "game"])
                    == "--frames is a number of frames, 0 or more: not \"\(String(repeating: "9", count: 40))...\"")
        let forty = String(repeating: "y", count: 40)
        #expect(Self.refusal(["--fps", forty, "game"]) == "--fps is frames a second, from 1 to 1000: not \"\(forty)\"")
    }

    @Test func unknownOptions() {
        #expect(Self.refusal(["--fullscreen", "game"]) == "there is no option \"--fullscreen\" (joystick-run --help lists them)")
        #expect(Self.refusal(["-x", "game"]) == "there is no option \"-x\" (joystick-run --help lists them)")
        #expect(Self.refusal(["--fullscreen=1", "game"]) == "there is no option \"--fullscreen=1\" (joystick-run --help lists them)")
        #expect(Self.refusal(["-v=1", "game"]) == "there is no option \"-v=1\" (joystick-run --help lists them)")
        #expect(Self.refusal(["-", "game"]) == "there is no option \"-\" (joystick-run --help lists them)")
    }

    @Test func flagsTakeNoValue() {
        #expect(Self.refusal(["--headless=1", "game"]) == "--headless takes no value")
        #expect(Self.refusal(["--verbose=yes", "game"]) == "--verbose takes no value")
    }

    // Like `--headless=1`, `--version=2` is refused rather than read as --version.
    @Test func versionAndHelpTakeNoValueEither() {
        #expect(Self.refusal(["--version=2"]) == "--version takes no value")
        #expect(Self.refusal(["--help=all"]) == "--help takes no value")
    }

    @Test func noGame() {
        let message = "no game to run: joystick-run [OPTIONS] -- GAME [ARGS...]"
        #expect(Self.refusal([]) == message)
        #expect(Self.refusal(["--headless"]) == message)
        #expect(Self.refusal(["--headless", "--"]) == message)
        #expect(Self.refusal(["--profile", "p.json", "--stick", "wasd"]) == message)
    }

    @Test func aProfileTakesNoQuickControls() {
        let message = "--profile gives exactly its controls: --stick and --button go with no profile"
        #expect(Self.refusal(["--profile", "p.json", "--stick", "wasd", "game"]) == message)
        #expect(Self.refusal(["--button", "Space", "--profile=p.json", "game"]) == message)
    }

    @Test func aHeadlessRunRecordsNothing() {
        #expect(Self.refusal(["--record", "r.txt", "--headless", "game"])
                    == "--record records a player in a window, and a headless run has none")
    }

    // MARK: Whether a run is a test

    @Test func aTestRunIsOneWithAHeadlessWindowAScriptFramesPicturesOrHashes() {
        var options = RunOptions()
        options.game = ["game"]
        #expect(!options.isTest)
        var recorded = options
        recorded.record = "r.txt"
        recorded.timeout = 5
        recorded.verbose = true
        recorded.quickControls = [.stick("wasd")]
        #expect(!recorded.isTest)
        for arguments in [["--headless"], ["--script", "s.txt"], ["--frames", "0"], ["--screenshot", "0:a.png"],
                          ["--frame-hashes", "h.txt"]] {
            #expect(Self.options(arguments + ["game"])?.isTest == true, "\(arguments)")
        }
        #expect(Self.options(["--record", "r.txt", "--timeout", "3", "game"])?.isTest == false)
    }
}
