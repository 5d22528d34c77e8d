import Arcade
import ArcadeSDL
import ArgumentParser
import CStopSignal
import Foundation
import JoyStickSDL
import AppShell
import JoyStickReplay
import ArcadeHarness
import RunBatch
import TextFiles

/// `arcade`: the maze game. Parses the command line and hands over to the window or to headless mode.
@main
struct ArcadeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "arcade",
        abstract: "A maze game driven by on-screen joysticks.",
        discussion: """
            Without --headless it opens a window. Exit codes: 0 done; 1 --require-win failed, or no display \
            for a window; 2 bad input, nothing played; 3 runs lost (a worker killed, a run that could not be \
            played) or a picture not written, each named on stderr and an error in the JUnit report; 4 the \
            summaries or the JUnit report could not be written; 130 and 143 a headless run stopped by SIGINT \
            and SIGTERM (the level in progress reports "stopped", the runs not begun are skipped in the \
            report); 141 standard output's reader went away (| head), quietly. When several apply, the \
            first of 130/143, 141, 4, 3, 1 wins.
            """)

    @Option(help: "A level number (1 = the first file of Levels/), a level file, or 'all'.")
    var level: String?

    // Read as text, whatever it looks like ("-1" too), so a bad value gets a message saying what is expected
    // (ArgumentParser said "Missing value" for -1 and "is invalid" for a number too large).
    @Option(parsing: .unconditional, help: "The random seed, a whole number from 0 to 2^64-1.")
    var seed: String?

    @Flag(help: "No sound.")
    var mute = false

    @Option(help: "Record the windowed game's input to this script file.")
    var record: String?

    @Flag(help: "Run the real game loop with no window; print a JSON summary per level.")
    var headless = false

    @Option(help: "Scripted input (headless).")
    var script: String?

    @Option(parsing: .unconditional,
            help: "Stop a level after this many frames (headless; default 36000, or a recording's own length).")
    var frames: String?

    @Flag(help: "Let the bot play through the on-screen sticks (headless).")
    var autoplay = false

    @Option(help: "The window size the events are built for, WxH (headless).")
    var window: String?

    @Option(name: .customLong("screenshot-dir"),
            help: "Write PNG screenshots here (headless): the frames asked for, else the final frame.")
    var screenshotDirectory: String?

    @Option(name: .customLong("screenshot-every"), help: "A screenshot every N frames.")
    var screenshotEvery: Int?

    @Option(name: .customLong("screenshot-at"), help: "Screenshots of these frames, e.g. 0,120,600.")
    var screenshotAt: String?

    @Flag(name: .customLong("require-win"), help: "Exit 1 unless every level played was won (headless).")
    var requireWin = false

    @Flag(name: .customLong("print-layout"), help: "Print the on-screen controls as JSON and exit.")
    var printLayout = false

    @Option(help: "The player's layout of the controls: loaded at start, saved when the layout editor closes (default: $XDG_DATA_HOME/joystick-arcade/layout.json; headless: none).")
    var layout: String?

    @Option(parsing: .unconditional,
            help: "Worker processes for the runs (headless; default: the number of cores; at most 2 per core).")
    var jobs: String?

    @Option(name: .customLong("run-timeout"), parsing: .unconditional,
            help: "Seconds a worker may play one run before it is killed and the run reported lost (headless, with --jobs; default 600).")
    var runTimeout: String?

    @Option(parsing: .unconditional, help: "Play each level once per seed from A to B, e.g. 1..20 (headless).")
    var seeds: String?

    @Option(parsing: .unconditional,
            help: "Play only the K-th of N slices of the runs, K from 1 (headless; e.g. $CI_NODE_INDEX/$CI_NODE_TOTAL).")
    var shard: String?

    @Option(help: "Write a JUnit XML report here (headless).")
    var junit: String?

    @Option(name: .customLong("trace-dir"),
            help: "Write a picture of each run here: the whole level and the player's path (headless).")
    var traceDirectory: String?

    /// A worker of a parallel run: it reads the indices of its runs on standard input.
    @Flag(name: .customLong("worker"), help: .hidden)
    var worker = false

    /// A worker of a parallel run: its parent's process id (the worker stops when the parent ends).
    @Option(name: .customLong("worker-parent"), help: .hidden)
    var workerParent: Int32?

    /// Runs the command; any error is bad input (exit 2), except --require-win's exit 1.
    static func main() {
        // First, before anything opens a file: a closed standard stream must not lend its number to one.
        _ = StandardStreams.outputWasClosed
        // A reader that goes away is EPIPE, an error the game handles, not the end of the process.
        signal(SIGPIPE, SIG_IGN)
        if let problem = UTF8Arguments.problem() {
            FileHandle.standardError.write(Data("arcade: Error: \(problem)\n".utf8))
            Foundation.exit(2)
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch let error as GameWindow.NoDisplay {
            // Not bad input: the machine has no display (exit 1, as for a game that cannot run here).
            FileHandle.standardError.write(Data("arcade: \(error)\n".utf8))
            Foundation.exit(1)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            // A Foundation error would print as "Error Domain=NSCocoaErrorDomain ...": its words instead.
            let foundation = error is CocoaError || error is POSIXError
            let message = foundation ? "Error: " + ErrorText.of(error) : fullMessage(for: error)
            FileHandle.standardError.write(Data(("arcade: " + message + "\n").utf8))
            Foundation.exit(2)
        }
    }

    /// Options that mean nothing in the chosen mode, or impossible values, are bad input (exit 2), not
    /// silently ignored.
    func validate() throws {
        if !headless {
            let headlessOnly: [(String, Bool)] = [
                ("--script", script != nil), ("--frames", frames != nil), ("--autoplay", autoplay),
                ("--window", window != nil), ("--screenshot-dir", screenshotDirectory != nil),
                ("--screenshot-every", screenshotEvery != nil), ("--screenshot-at", screenshotAt != nil),
                ("--require-win", requireWin), ("--jobs", jobs != nil), ("--seeds", seeds != nil),
                ("--run-timeout", runTimeout != nil),
                ("--shard", shard != nil), ("--junit", junit != nil), ("--trace-dir", traceDirectory != nil),
                ("--worker", worker), ("--worker-parent", workerParent != nil),
            ]
            if let (name, _) = headlessOnly.first(where: { $0.1 }), !printLayout {
                throw ValidationError("\(name) only applies with --headless")
            }
        } else if record != nil {
            throw ValidationError("--record records a game played in the window; it does not apply with --headless")
        }
        _ = try seedValue
        _ = try framesValue
        _ = try jobsValue
        _ = try runTimeoutValue
        _ = try seedRange
        _ = try shardValue
        for (name, value, what) in [("--junit", junit, "file"), ("--layout", layout, "file"), ("--trace-dir", traceDirectory, "folder"),
                                    ("--screenshot-dir", screenshotDirectory, "folder")] where value?.isEmpty == true {
            throw ValidationError("\(name) takes a \(what) path, not ''")
        }
        if seed != nil, seeds != nil {
            throw ValidationError("--seed and --seeds cannot be used together: --seeds A..B plays every seed from A to B")
        }
        if let level, level.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--level takes a level number, a level file or 'all', not '\(level)'")
        }
        if let screenshotEvery, screenshotEvery < 1 {
            throw ValidationError("--screenshot-every takes 1 or more, not \(screenshotEvery)")
        }
        if screenshotDirectory == nil, screenshotEvery != nil || screenshotAt != nil {
            throw ValidationError("--screenshot-every and --screenshot-at need --screenshot-dir")
        }
        if let window, InputScript.WindowSize(parsing: window) == nil {
            throw ValidationError("--window takes WxH, e.g. 1280x720 (each \(InputScript.minWindowSide)...\(InputScript.maxWindowSide)), not '\(window)'")
        }
        _ = try Self.frameList(screenshotAt)
    }

    mutating func run() throws {
        if printLayout {
            print(Layout.json(ArcadeControls()))
            return
        }
        if headless {
            try runHeadless()
        } else {
            try runWindow()
        }
    }

    private func runHeadless() throws {
        // Set once, before SDL starts: no window on screen, no sound device. SIGINT and SIGTERM stop the run
        // at the next frame (SDL leaves handlers it finds in place alone).
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        setenv("SDL_AUDIODRIVER", "dummy", 1)
        stop_signal_watch()
        if let workerParent { stop_signal_with_parent(workerParent) }
        var request = HeadlessRequest()
        request.level = level
        request.scriptPath = script
        request.seed = try seedValue
        request.seeds = try seedRange
        request.frames = try framesValue
        request.autoplay = autoplay
        request.window = window.flatMap { InputScript.WindowSize(parsing: $0) }
        request.screenshotDirectory = screenshotDirectory
        request.screenshotEvery = screenshotEvery
        request.screenshotFrames = try Self.frameList(screenshotAt)
        request.traceDirectory = traceDirectory
        request.layoutPath = layout
        request.shard = try shardValue
        let warn = { (message: String) in FileHandle.standardError.write(Data("arcade: \(message)\n".utf8)) }
        if worker {
            let status = try HeadlessWorker.serve(request, warn: warn)
            if status != 0 { throw ExitCode(status) }
            return
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let (jobs, capped) = WorkerPool.capped(try jobsValue ?? cores, cores: cores)
        if let capped { warn(capped) }
        var batch = HeadlessBatch(request: request)
        batch.jobs = jobs
        batch.junitPath = junit
        if let timeout = try runTimeoutValue { batch.runTimeout = timeout }
        batch.requireWin = requireWin
        let status = try batch.run(executable: Self.executablePath, workerArguments: workerArguments,
                                   output: LineOutput(descriptor: 1, closedAtStart: StandardStreams.outputWasClosed),
                                   warn: warn)
        if status != 0 { throw ExitCode(status) }
    }

    /// A worker's command line: this invocation's headless options and its parent; its runs come on its
    /// standard input.
    private var workerArguments: [String] {
        var arguments = ["--headless"]
        func add(_ name: String, _ value: String?) {
            if let value { arguments += [name, value] }
        }
        add("--level", level)
        add("--seed", seed)
        add("--seeds", seeds)
        add("--script", script)
        add("--frames", frames)
        if autoplay { arguments.append("--autoplay") }
        add("--window", window)
        add("--screenshot-dir", screenshotDirectory)
        add("--screenshot-every", screenshotEvery.map(String.init))
        add("--screenshot-at", screenshotAt)
        add("--trace-dir", traceDirectory)
        add("--layout", layout)
        return arguments + ["--worker", "--worker-parent", String(getpid())]
    }

    /// This executable, for its workers.
    private static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    private func runWindow() throws {
        // Opened first: a path that cannot be written is an error before anything is played.
        let recording = try record.map { path throws(InputScriptError) in try Self.recordingStream(path) }
        let files = try LevelChoice(level ?? "all").files(in: try LevelChoice.shippedLevels())
        let levels = files.map { file in Result { () throws(LevelError) -> Level in try LevelLibrary.load(path: file) } }
        let session = GameSession(loadedLevels: levels, seed: try seedValue ?? 0)
        let sound = SoundEffects(muted: mute)
        if let reason = sound.unavailableReason {
            FileHandle.standardError.write(Data("arcade: no sound: \(reason)\n".utf8))
        }
        let environment = ProcessInfo.processInfo.environment
        let game = try ArcadeWindow(session: session, highScores: HighScoreStore(environment: environment),
                                    layout: layout.map(LayoutStore.init(path:)) ?? LayoutStore(environment: environment),
                                    sound: sound, recording: recording)
        try game.run()
    }

    /// `--seed` as a number.
    var seedValue: UInt64? {
        get throws {
            guard let seed else { return nil }
            guard let value = ArcadeScript.seed(seed) else {
                throw ValidationError("--seed takes a whole number from 0 to \(UInt64.max), not '\(seed)'")
            }
            return value
        }
    }

    /// `--frames` as a number.
    var framesValue: Int? {
        get throws {
            guard let frames else { return nil }
            guard frames.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(frames),
                  value <= InputScript.maxFrame else {
                throw ValidationError("--frames takes a whole number from 0 to \(InputScript.maxFrame), not '\(frames)'")
            }
            return value
        }
    }

    /// `--jobs` as a number.
    var jobsValue: Int? {
        get throws {
            guard let jobs else { return nil }
            guard jobs.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(jobs), (1...256).contains(value)
            else { throw ValidationError("--jobs takes a whole number from 1 to 256, not '\(jobs)'") }
            return value
        }
    }

    /// `--run-timeout` in seconds.
    var runTimeoutValue: Double? {
        get throws {
            guard let runTimeout else { return nil }
            guard let value = Double(runTimeout), value.isFinite, value > 0 else {
                throw ValidationError("--run-timeout takes a number of seconds above 0, not '\(runTimeout)'")
            }
            return value
        }
    }

    /// `--seeds` as a range.
    var seedRange: ClosedRange<UInt64>? {
        get throws {
            guard let seeds else { return nil }
            guard let range = SeedRange.parse(seeds) else {
                throw ValidationError("--seeds takes A..B, whole numbers with A <= B and at most \(SeedRange.maxCount) seeds, not '\(seeds)'")
            }
            return range
        }
    }

    /// `--shard` as a slice.
    var shardValue: Shard? {
        get throws {
            guard let shard else { return nil }
            guard let value = Shard(parsing: shard) else {
                throw ValidationError("--shard takes K/N with 1 <= K <= N, e.g. 2/3, not '\(shard)'")
            }
            return value
        }
    }

    /// The file `--record` writes, opened. It is written as the game goes and again whole when the level
    /// ends, so only a file takes it: a FIFO would get it twice (and be waited on for a reader), a folder or
    /// a dangling link is refused in words; a character device (/dev/null) is written through.
    static func recordingStream(_ path: String) throws(InputScriptError) -> ScriptStream {
        func refused(_ reason: String) -> InputScriptError {
            InputScriptError(kind: .unwritable, file: path, line: 0, reason: "cannot write the recording (\(reason))")
        }
        let kind: OutputPath.Kind
        do {
            kind = try OutputPath.check(path)
        } catch {
            throw refused(error.reason)
        }
        if kind == .fifo {
            throw refused("it is a FIFO: a recording is written as the game goes, then whole when it ends, so it needs a regular file")
        }
        return try ScriptStream(path: path)
    }

    static func frameList(_ text: String?) throws -> Set<Int> {
        guard let text else { return [] }
        var frames: Set<Int> = []
        for part in text.split(separator: ",") {
            guard let frame = Int(part.trimmingCharacters(in: .whitespaces)), frame >= 0 else {
                throw ValidationError("--screenshot-at takes frame numbers separated by commas, not '\(text)'")
            }
            frames.insert(frame)
        }
        return frames
    }
}
