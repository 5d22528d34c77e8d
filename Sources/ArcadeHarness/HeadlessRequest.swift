import ArcadeSDL
import Arcade
import CStopSignal
import Foundation
import TextFiles
import JoyStickSDL
import JoyStickReplay

/// A headless run as `arcade --headless` describes it: which levels, what input, what to capture. Everything
/// left nil comes from the script's headers when there is a script, else from the defaults.
public struct HeadlessRequest: Sendable {
    /// A level number (1 = the first file of Levels/), a level file, or `all`; default: the script's `level:`,
    /// else 1.
    public var level: String?
    /// The input script to play.
    public var scriptPath: String?
    /// The session seed; default: the script's `seed:`, else 0.
    public var seed: UInt64?
    /// Frames per level before it is stopped; default: the script's `frames:`, else 36,000.
    public var frames: Int?
    /// Let the bot play.
    public var autoplay = false
    /// The window the events are built for; default: the script's `window:`, else 960x540.
    public var window: InputScript.WindowSize?
    /// Where screenshots go (nil: none). Work of several runs puts each run's in a folder named after it
    /// (`01-first-steps/frame-000120.png`, ``HeadlessCase/name``), since every run counts its frames from 0.
    public var screenshotDirectory: String?
    /// A screenshot every this many frames.
    public var screenshotEvery: Int?
    /// Screenshots of these frames.
    public var screenshotFrames: Set<Int> = []
    /// Play each level once per seed of this range (instead of one ``seed``).
    public var seeds: ClosedRange<UInt64>?
    /// Play only this slice of the work.
    public var shard: Shard?
    /// Play only the runs at these indices of the whole work (a worker of a parallel run).
    public var only: Set<Int>?
    /// Where a picture of each run goes (nil: none): `01-first-steps.png`, `-seed-N` added when several
    /// seeds are played.
    public var traceDirectory: String?

    /// A request with every default.
    public init() {}

    /// What a request resolves to before anything is played: the script, the levels, the runner's options.
    private struct Plan {
        var script: ArcadeScript?
        var options: HeadlessRunner.Options
        var levels: [String: Level]
        var cases: [HeadlessCase]
        /// How many runs the whole work has, before sharding.
        var total: Int
    }

    /// The runs this request plays, in order: every level for every seed, then the shard's slice of them.
    /// Every level is loaded, so a broken one is reported before anything is played.
    /// - Returns: the runs, each with its index in the whole work
    /// - Throws: an error naming the file (and line) for a bad script, level or folder
    public func cases() throws -> [HeadlessCase] {
        try plan().cases
    }

    private func plan() throws -> Plan {
        let arcadeScript = try scriptPath.map { path throws(InputScriptError) in try ArcadeScript.load(path: path) }
        let script = arcadeScript?.script
        var options = HeadlessRunner.Options()
        options.frames = frames ?? script?.frames ?? options.frames
        options.autoplay = autoplay
        let size = window ?? script?.window ?? InputScript.WindowSize(width: 960, height: 540)
        (options.windowWidth, options.windowHeight) = (size.width, size.height)
        options.screenshotEvery = screenshotEvery
        options.screenshotFrames = screenshotFrames
        options.recordsTrace = traceDirectory != nil
        let library = try LevelChoice.shippedLevels()
        var choice = LevelChoice(level ?? arcadeScript?.level ?? "1")
        if level == nil, let scriptPath, case .path(let recorded) = choice {
            choice = .path(LevelChoice.resolve(recorded, besideScript: scriptPath, shipped: library))
        }
        // A level the script names that cannot be played is the script's error, at its `level:` line.
        let fromScript = level == nil ? arcadeScript?.script.header("level").flatMap { header in
            scriptPath.map { (script: $0, header: header) }
        } : nil
        func scriptError(_ reason: String) -> InputScriptError? {
            fromScript.map {
                InputScriptError(kind: .badHeader, file: $0.script, line: $0.header.line, column: $0.header.column,
                                 reason: "the level \(FileLocation.quoted($0.header.value)) cannot be played: \(reason)")
            }
        }
        let files: [String]
        do {
            files = try choice.files(in: library)
        } catch {
            throw scriptError("\(error)") ?? error
        }
        guard !files.isEmpty else { throw ArcadeError("no level to play in \(library.directory)") }
        var levels: [String: Level] = [:]
        for file in files where levels[file] == nil {
            do {
                levels[file] = try LevelLibrary.load(path: file)
            } catch {
                throw scriptError("\(error)") ?? error
            }
        }
        let seedList = seeds.map(Array.init) ?? [seed ?? arcadeScript?.seed ?? 0]
        var cases: [HeadlessCase] = []
        for file in files {
            for seed in seedList {
                let name = Self.folderName(of: file) + (seedList.count > 1 ? "-seed-\(seed)" : "")
                cases.append(HeadlessCase(index: cases.count, file: file, seed: seed, name: name))
            }
        }
        let total = cases.count
        cases = cases.filter { (shard?.contains($0.index) ?? true) && (only?.contains($0.index) ?? true) }
        return Plan(script: arcadeScript, options: options, levels: levels, cases: cases, total: total)
    }

    /// Plays every chosen run from a fresh start (3 lives, score 0), each in its own runner. A SIGINT or
    /// SIGTERM caught with `stop_signal_watch` stops the level in progress (its summary says "stopped") and
    /// starts no other.
    /// - Parameters:
    ///   - report: called with each run's summary as it ends
    ///   - warn: called with what was asked for and could not be done (a screenshot of a frame the level
    ///     never reached)
    /// - Returns: whether every level played was won
    /// - Throws: an error naming the file (and line) for a bad script, level, key name or folder
    public func run(report: (RunSummary) -> Void, warn: (String) -> Void = { _ in }) throws -> Bool {
        let plan = try plan()
        if let traceDirectory {
            try FileManager.default.createDirectory(atPath: traceDirectory, withIntermediateDirectories: true)
        }
        var everyLevelWon = true
        for run in plan.cases {
            guard let level = plan.levels[run.file] else { continue }
            var options = plan.options
            if let directory = screenshotDirectory {
                let folder = plan.total > 1 ? directory + "/" + run.name : directory
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                options.screenshotDirectory = folder
            }
            let runner = try HeadlessRunner(options: options)
            let (game, _) = try runner.play(level, seed: run.seed, script: plan.script?.script)
            if let traceDirectory, let trace = runner.lastTrace {
                try TracePicture.write(trace, to: Self.tracePath(of: run, in: traceDirectory))
            }
            report(RunSummary(game: game, seed: run.seed, index: run.index))
            if !runner.missedScreenshotFrames.isEmpty {
                let frames = runner.missedScreenshotFrames.map(String.init).joined(separator: ", ")
                warn("\(run.file): no screenshot of frame\(runner.missedScreenshotFrames.count == 1 ? "" : "s") \(frames): the level ended at frame \(runner.finalFrame)")
            }
            if game.result != .won { everyLevelWon = false }
            if stop_signal_received() != 0 { break }
        }
        return everyLevelWon
    }

    /// Where the picture of a run goes.
    /// - Parameters:
    ///   - run: the run
    ///   - directory: the trace folder
    public static func tracePath(of run: HeadlessCase, in directory: String) -> String {
        directory + "/" + run.name + ".png"
    }

    /// `01-first-steps` for `Levels/01-first-steps.txt`.
    static func folderName(of file: String) -> String {
        ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
