import RunBatch

/// joystick-run's command line: `joystick-run [OPTIONS] [--] GAME [ARGS...]`.
struct RunOptions: Equatable {
    /// A profile file: exactly its controls.
    var profile: String?
    /// Quick controls with no file (`--stick wasd`, `--button Space`), in the order given.
    var quickControls: [QuickControl] = []
    /// The name the player's arrangement is kept under, instead of GAME's file name.
    var name: String?
    /// SDL's dummy video driver and a virtual clock.
    var headless = false
    /// Frames a second of the virtual clock.
    var fps = 60.0
    /// The controls take touches but are not drawn, not even into pictures (a headless run draws them only into
    /// the frames it pictures).
    var invisibleControls = false
    /// An input script played through the controls.
    var script: String?
    /// SDL_QUIT after this many presented frames.
    var frames: Int?
    /// Frames to save as PNG pictures.
    var screenshots: [Screenshot] = []
    /// One line per frame with a hash of the game's own pixels (read before the controls are drawn).
    var frameHashes: String?
    /// A script of what the player does, written when the game ends.
    var record: String?
    /// Wall-clock seconds after which the game is stopped (SIGKILL).
    var timeout: Double?
    /// Seconds a game may take to leave once it was sent SDL_QUIT (after --frames, or when it waits for input
    /// that will never come), before it is stopped.
    var grace = 10.0
    /// Wall-clock seconds a headless game may go without presenting a frame or reading input before it is
    /// stopped (nil: no limit; a headless run has 60 by default).
    var idleTimeout: Double?
    /// The date a headless run's clock starts at, in seconds since 1970-01-01 UTC.
    var startTime = 946_684_800
    /// The seed of a headless run's random bytes (getrandom).
    var seed: UInt64 = 1
    /// A headless run's HOME (and XDG folders, Mesa's cache), kept after the run; nil: a fresh one, removed.
    var home: String?
    /// A good run's --frame-hashes: this run must give the same.
    var expectHashes: String?
    /// What else passes (--expect-status, --ignore-frames); a suite's test's NAME.verdict replaces these.
    var verdictRules = VerdictRules()
    /// Where pictures go: the first frame that differs from --expect-hashes, or every --screenshot-every'th.
    var screenshotDir: String?
    /// With --screenshot-dir and no --expect-hashes: a picture every this many frames.
    var screenshotEvery = 60
    /// Where a good run's pictures are, for the first frame that differs from --expect-hashes (nil: beside
    /// its hashes); a suite sets it for each script.
    var goodPictures: String?
    /// A suite: every script of this folder a test of GAME (``Suite``).
    var suite: String?
    /// A suite's worker processes (nil: the machine's cores).
    var jobs: Int?
    /// The slice of a suite's scripts to run.
    var shard: Shard?
    /// A suite's JUnit report.
    var junit: String?
    /// Where a suite writes each test's hashes and pictures.
    var output: String?
    /// Seconds a suite's worker may take over one test before it is killed and the test reported lost.
    var runTimeout: Double?
    /// A worker of a suite: it reads its tests' indices on standard input (set by the suite, not a person).
    var suiteWorker = false
    /// The overlay library, instead of the one installed beside joystick-run.
    var overlay: String?
    /// Every status line of the overlay, on stderr.
    var verbose = false
    /// GAME and its arguments.
    var game: [String] = []

    /// A quick control from the command line.
    enum QuickControl: Equatable {
        case stick(String)
        case button(String)
    }

    /// `--screenshot N:FILE.png`.
    struct Screenshot: Equatable {
        var frame: Int
        var path: String
    }

    /// What the command line asks for.
    enum Request: Equatable {
        case run(RunOptions)
        case help
        case version
    }

    /// Whether the run is a test: a script, pictures, hashes or a frame count; the overlay must be taken for it
    /// to mean anything.
    var isTest: Bool {
        headless || script != nil || frames != nil || !screenshots.isEmpty || frameHashes != nil || expectHashes != nil
    }

    /// The largest --fps.
    static let maxFPS = 1000.0
    /// A headless run's --idle-timeout unless given.
    static let defaultIdleTimeout = 60.0

    private static func seconds(_ text: String, _ option: String, allowZero: Bool) throws(UsageError) -> Double {
        guard let value = Double(text), value.isFinite, allowZero ? value >= 0 : value > 0 else {
            throw UsageError("\(option) is a number of seconds\(allowZero ? "" : " above 0"): not \(quoted(text))")
        }
        return value
    }

    /// Seconds since 1970-01-01 UTC, or a date YYYY-MM-DD (midnight UTC).
    static func startTime(_ text: String) -> Int? {
        if let seconds = Int(text), seconds >= 0 { return seconds }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), year >= 1970,
              (1...12).contains(month), day >= 1, day <= daysIn(month, of: year) else { return nil }
        var days = 0
        for y in 1970..<year { days += isLeap(y) ? 366 : 365 }
        for m in 1..<month { days += daysIn(m, of: year) }
        return (days + day - 1) * 86_400
    }

    private static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    private static func daysIn(_ month: Int, of year: Int) -> Int {
        [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// Reads the arguments after the program's name.
    /// - Throws: ``UsageError`` saying what is wrong in words
    static func parse(_ arguments: [String]) throws(UsageError) -> Request {
        var options = RunOptions()
        var index = 0
        func value(_ option: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError("\(option) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            // --option=value reads as --option value.
            var option = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                option = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            func take() throws(UsageError) -> String {
                if let inline { return inline }
                return try value(option)
            }
            switch option {
            case "--":
                options.game = Array(arguments[(index + 1)...])
                index = arguments.count
                continue
            case "-h", "--help", "--version":
                if inline != nil { throw UsageError("\(option) takes no value") }
                return option == "--version" ? .version : .help
            case "--profile": options.profile = try take()
            case "--stick": options.quickControls.append(.stick(try take()))
            case "--button": options.quickControls.append(.button(try take()))
            case "--name": options.name = try take()
            case "--headless": options.headless = true
            case "--invisible-controls": options.invisibleControls = true
            case "--fps":
                let text = try take()
                guard let fps = Double(text), fps.isFinite, fps >= 1, fps <= maxFPS else {
                    throw UsageError("--fps is frames a second, from 1 to \(Int(maxFPS)): not \(quoted(text))")
                }
                options.fps = fps
            case "--script": options.script = try take()
            case "--frames":
                let text = try take()
                guard let frames = Int(text), frames >= 0 else {
                    throw UsageError("--frames is a number of frames, 0 or more: not \(quoted(text))")
                }
                options.frames = frames
            case "--screenshot":
                let text = try take()
                guard let colon = text.firstIndex(of: ":"), let frame = Int(text[..<colon]), frame >= 0,
                      text.index(after: colon) < text.endIndex else {
                    throw UsageError("--screenshot is FRAME:FILE.png (FRAME from 0): not \(quoted(text))")
                }
                options.screenshots.append(Screenshot(frame: frame, path: String(text[text.index(after: colon)...])))
            case "--frame-hashes": options.frameHashes = try take()
            case "--record": options.record = try take()
            case "--timeout":
                let text = try take()
                guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
                    throw UsageError("--timeout is a number of seconds above 0: not \(quoted(text))")
                }
                options.timeout = seconds
            case "--grace":
                options.grace = try seconds(take(), option, allowZero: true)
            case "--idle-timeout":
                options.idleTimeout = try seconds(take(), option, allowZero: false)
            case "--start-time":
                let text = try take()
                guard let start = startTime(text) else {
                    throw UsageError("--start-time is seconds since 1970-01-01 UTC or a date YYYY-MM-DD: not \(quoted(text))")
                }
                options.startTime = start
            case "--seed":
                let text = try take()
                guard let seed = UInt64(text) else { throw UsageError("--seed is a whole number from 0: not \(quoted(text))") }
                options.seed = seed
            case "--home": options.home = try take()
            case "--expect-hashes": options.expectHashes = try take()
            case "--expect-status":
                let text = try take()
                do throws(UsageError) {
                    options.verdictRules.expectStatus = try VerdictRules.status(text)
                } catch {
                    throw UsageError("--expect-status: \(error.description)")
                }
            case "--ignore-frames":
                let text = try take()
                do throws(UsageError) {
                    options.verdictRules.ignoreFrames = try FrameList.parse(text)
                } catch {
                    throw UsageError("--ignore-frames \(quoted(text)): \(error.description)")
                }
            case "--screenshot-dir": options.screenshotDir = try take()
            case "--screenshot-every":
                let text = try take()
                guard let every = Int(text), every >= 1 else {
                    throw UsageError("--screenshot-every is a number of frames, 1 or more: not \(quoted(text))")
                }
                options.screenshotEvery = every
            case "--suite":
                if options.suite != nil { throw UsageError("--suite is given twice: a suite is one folder") }
                options.suite = try take()
            case "--jobs":
                let text = try take()
                guard let jobs = Int(text), (1...256).contains(jobs) else {
                    throw UsageError("--jobs is a number of worker processes, from 1 to 256: not \(quoted(text))")
                }
                options.jobs = jobs
            case "--shard":
                let text = try take()
                guard let shard = Shard(parsing: text) else {
                    throw UsageError("--shard is K/N with 1 <= K <= N, e.g. 2/3: not \(quoted(text))")
                }
                options.shard = shard
            case "--junit": options.junit = try take()
            case "--output": options.output = try take()
            case "--run-timeout":
                options.runTimeout = try seconds(take(), option, allowZero: false)
            case "--suite-worker": options.suiteWorker = true
            case "--overlay": options.overlay = try take()
            case "-v", "--verbose": options.verbose = true
            default:
                if argument.hasPrefix("-") {
                    throw UsageError("there is no option \(quoted(argument)) (joystick-run --help lists them)")
                }
                // The game: everything from here on is its.
                options.game = Array(arguments[index...])
                index = arguments.count
                continue
            }
            if inline != nil, ["--headless", "--invisible-controls", "--verbose", "--suite-worker"].contains(option) {
                throw UsageError("\(option) takes no value")
            }
            index += 1
        }
        guard !options.game.isEmpty else { throw UsageError("no game to run: joystick-run [OPTIONS] -- GAME [ARGS...]") }
        // A suite is a batch of headless tests; what goes with one is checked first.
        if options.suite != nil { options.headless = true }
        try checkSuite(options)
        if options.profile != nil, !options.quickControls.isEmpty {
            throw UsageError("--profile gives exactly its controls: --stick and --button go with no profile")
        }
        if options.record != nil, options.headless {
            throw UsageError("--record records a player in a window, and a headless run has none")
        }
        if options.expectHashes != nil, !options.headless {
            throw UsageError("--expect-hashes compares a headless run's frames: add --headless")
        }
        if options.verdictRules.expectStatus != nil, !options.headless {
            throw UsageError("--expect-status is a headless test's verdict: add --headless")
        }
        if options.verdictRules.ignoreFrames != nil, options.expectHashes == nil, options.suite == nil {
            throw UsageError("--ignore-frames leaves frames out of the comparison with a good run's: add --expect-hashes FILE")
        }
        if options.home != nil, !options.headless {
            throw UsageError("--home gives a headless run its own HOME: add --headless")
        }
        if options.headless, options.idleTimeout == nil { options.idleTimeout = defaultIdleTimeout }
        return .run(options)
    }

    /// A suite's options belong together, and a single run's per-script ones do not go with them.
    private static func checkSuite(_ options: borrowing RunOptions) throws(UsageError) {
        let suiteOnly: [(String, Bool)] = [("--jobs", options.jobs != nil), ("--shard", options.shard != nil),
                                           ("--junit", options.junit != nil), ("--output", options.output != nil),
                                           ("--run-timeout", options.runTimeout != nil)]
        // (Checked before the single run's own rules, so that --home with --suite is not told to add --headless.)
        guard options.suite != nil else {
            if let (name, _) = suiteOnly.first(where: { $0.1 }) { throw UsageError("\(name) goes with --suite DIR") }
            if options.suiteWorker { throw UsageError("--suite-worker goes with --suite DIR") }
            return
        }
        let perScript: [(String, Bool)] = [("--script", options.script != nil), ("--frame-hashes", options.frameHashes != nil),
                                           ("--expect-hashes", options.expectHashes != nil),
                                           ("--screenshot", !options.screenshots.isEmpty),
                                           ("--screenshot-dir", options.screenshotDir != nil), ("--home", options.home != nil),
                                           ("--record", options.record != nil)]
        if let (name, _) = perScript.first(where: { $0.1 }) {
            throw UsageError("\(name) is given to each test of a suite by the suite (its script, NAME.hashes beside it, "
                             + "--output DIR for this run's): it does not go with --suite")
        }
    }

    static let help = """
        usage: joystick-run [OPTIONS] [--] GAME [ARGS...]

        Runs an SDL2 or SDL3 game with on-screen touch controls that press its keys (or a virtual gamepad),
        without changing or rebuilding it: SDL loads joystick-run's overlay through its dynamic API
        (SDL_DYNAMIC_API, SDL3_DYNAMIC_API).

        Controls:
          --profile FILE          the controls a profile file gives (a layout file with "bindings")
          --stick KEYS            a stick: arrows, wasd, leftstick, rightstick, or four key names
                                  up,left,down,right (--stick I,J,K,L)
          --button KEY            a button pressing a key (SDL's name: Space, Return, E, Left Shift, ...),
                                  or a pad button (pad:a, pad:start, ...)
                                  without --profile, --stick or --button: a stick on the arrow keys and two
                                  buttons, Space and Return
          --name NAME             keep the player's arrangement under NAME (default: GAME's file name)
                                  The player opens the layout editor with Ctrl+Alt+J, or by holding three
                                  fingers on the screen for a second; the arrangement is kept in
                                  $XDG_CONFIG_HOME/joystick-sdl/NAME.json.

        Headless runs and tests:
          --headless              SDL's dummy video driver (no display), a virtual clock
          --fps N                 the virtual clock's frames a second (default 60)
          --script FILE           play an input script through the controls (coordinates: the window's pixels,
                                  scaled from its `window:` header when it has one)
          --frames N              send SDL_QUIT in the first read of events after the Nth presented frame
          --screenshot N:FILE     save frame N (from 0) as a PNG picture (repeatable); a frame that drew
                                  nothing is saved as the screen shows it: the last frame presented, with the
                                  controls as they are at N (-v says which frame)
          --frame-hashes FILE     one line per presented frame: its number and a hash of the game's pixels (the
                                  controls, drawn after, are not in it)
          --record FILE           write what the player does as a script --headless --script replays
          --timeout SECONDS       stop the game (SIGKILL) after this long: exit status 124
          --grace SECONDS         how long a game may take to leave once sent SDL_QUIT (default 10), then it is
                                  stopped: exit status 124
          --idle-timeout SECONDS  stop a game that presents nothing and reads no input this long (headless:
                                  60 by default): exit status 124
          --start-time T          the date the virtual clock starts at: seconds since 1970 or YYYY-MM-DD
                                  (default 2000-01-01), local time in UTC unless TZ is set
          --seed N                the seed of getrandom's bytes (default 1)
          --home DIR              the run's HOME, XDG folders and Mesa cache, kept (default: fresh, removed)
          --expect-hashes FILE    a good run's --frame-hashes: exit 1 and the first frame that differs unless
                                  this run's frames are the same; "frames: M of N matched" when they are
          --expect-status CODE    the game's own exit status CODE (0 to 255; 134 for SIGABRT) passes as 0 does,
                                  when the frames match
          --ignore-frames LIST    frames left out of the comparison with --expect-hashes: numbers and ranges,
                                  as in 370,670-690 (frames a game draws differently from run to run)
          --screenshot-dir DIR    with --expect-hashes, the first frame that differs beside the good run's
                                  nearest picture; otherwise a picture every --screenshot-every frames
          --screenshot-every N    the frames between two pictures of --screenshot-dir (default 60)
          --invisible-controls    the controls take touches but are not drawn, not even in pictures (a headless
                                  run draws them only into the frames it pictures)

        Suites (each script of a folder one test of GAME, headless, in worker processes):
          --suite DIR             every DIR/NAME.txt a test (hidden ones aside), played as --script; its frames
                                  compared with DIR/NAME.hashes when there is one (a good run's), its first
                                  frame that differs pictured beside DIR/NAME/'s; a line a test on stdout as it
                                  ends; a test ends at --frames N or its script's frames: header (one is needed);
                                  DIR/NAME.verdict, when there is one, holds the test's own --expect-status and
                                  --ignore-frames as lines "expect-status 134", "ignore-frames 370,670-690",
                                  each replacing the suite's option for that test
          --jobs N                worker processes, each playing one test at a time (default: the cores)
          --shard K/N             only the K-th of N slices of the tests, K from 1 (in GitLab CI, for example:
                                  --shard $CI_NODE_INDEX/$CI_NODE_TOTAL)
          --junit FILE            a JUnit XML report: one test case a script
          --output DIR            each test's DIR/NAME.hashes and pictures in DIR/NAME/ (one every
                                  --screenshot-every frames, or the first frame that differs) and the game's
                                  output, DIR/NAME/game.log; not the suite's folder
          --run-timeout SECONDS   a worker taking longer over one test is killed, the test lost (default:
                                  --timeout + --grace + 30, or 3600)
                                  The suite's exit status: 0 when every test passed, 1 when one failed, 3 when
                                  one could not be played (an error), 2 for bad input, 128 + N after signal N.

        Other:
          --overlay FILE          the overlay library (default: libjoystick-run.so beside joystick-run's lib/)
          -v, --verbose           every status line of the overlay
          -h, --help, --version

        The exit status is GAME's (128 + the signal that ended it; 0 for --expect-status's when the frames match),
        1 when its frames differ from --expect-hashes (the game having exited with 0 or --expect-status's), 2 for
        a bad command line, profile, script or good run's hashes (said with its file, line and reason), 124 when
        joystick-run stopped the game (--timeout, --grace, --idle-timeout: said why), 127 when GAME cannot be
        started, and 3 for a test run (--headless, --script, --frames, --screenshot, --frame-hashes,
        --expect-hashes) in which SDL never took the overlay.
        """

    private static func quoted(_ text: String) -> String {
        let start = text.prefix(41)
        return start.count > 40 ? "\"\(start.prefix(40))...\"" : "\"\(text)\""
    }
}

/// A command line joystick-run cannot run: said in words, exit status 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
