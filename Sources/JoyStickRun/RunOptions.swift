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
    /// The controls take touches but are not drawn (a headless run at the game's own speed).
    var invisibleControls = false
    /// An input script played through the controls.
    var script: String?
    /// SDL_QUIT after this many presented frames.
    var frames: Int?
    /// Frames to save as PNG pictures.
    var screenshots: [Screenshot] = []
    /// One line per presented frame with a hash of its pixels.
    var frameHashes: String?
    /// A script of what the player does, written when the game ends.
    var record: String?
    /// Wall-clock seconds after which the game is stopped (SIGKILL).
    var timeout: Double?
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
        headless || script != nil || frames != nil || !screenshots.isEmpty || frameHashes != nil
    }

    /// The largest --fps.
    static let maxFPS = 1000.0

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
            if inline != nil, ["--headless", "--invisible-controls", "--verbose"].contains(option) {
                throw UsageError("\(option) takes no value")
            }
            index += 1
        }
        guard !options.game.isEmpty else { throw UsageError("no game to run: joystick-run [OPTIONS] -- GAME [ARGS...]") }
        if options.profile != nil, !options.quickControls.isEmpty {
            throw UsageError("--profile gives exactly its controls: --stick and --button go with no profile")
        }
        if options.record != nil, options.headless {
            throw UsageError("--record records a player in a window, and a headless run has none")
        }
        return .run(options)
    }

    static let help = """
        usage: joystick-run [OPTIONS] [--] GAME [ARGS...]

        Runs an SDL2 game with on-screen touch controls that press its keys (or a virtual game controller),
        without changing or rebuilding it: SDL2 loads joystick-run's overlay through SDL_DYNAMIC_API.

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
          --screenshot N:FILE     save frame N (from 0) as a PNG picture (repeatable)
          --frame-hashes FILE     one line per presented frame: its number and a hash of its pixels
          --record FILE           write what the player does as a script --headless --script replays
          --timeout SECONDS       stop the game (SIGKILL) after this long: exit status 124
          --invisible-controls    the controls take touches but are not drawn: the game at its own speed
                                  (drawing them in software costs more than a simple game's whole frame)

        Other:
          --overlay FILE          the overlay library (default: libjoystick-run.so beside joystick-run's lib/)
          -v, --verbose           every status line of the overlay
          -h, --help, --version

        The exit status is GAME's (128 + the signal that ended it), 2 for a bad command line, profile or script
        (said with its file, line and reason), 124 for --timeout, 127 when GAME cannot be started, and 3 for a
        test run (--headless, --script, --frames, --screenshot, --frame-hashes) in which SDL never took the
        overlay.
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
