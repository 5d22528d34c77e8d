import ArcadeSDL
import Arcade
import RunBatch
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
    /// Where a picture of each run goes (nil: none): `01-first-steps.png`, `-seed-N` added when several
    /// seeds are played.
    public var traceDirectory: String?
    /// The player's layout of the controls, loaded at each run's start and saved when a script leaves the
    /// layout editor (`--layout`).
    public var layoutPath: String?

    /// A request with every default.
    public init() {}

    /// The runs this request plays: the script and every level loaded, so a broken one is reported before
    /// anything is played; nothing listed, whatever the number of runs.
    /// - Throws: an error naming the file (and line) for a bad script, level or folder
    public func work() throws -> HeadlessWork {
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
        options.layoutPath = layoutPath
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
        let seed = seed ?? arcadeScript?.seed ?? 0
        return HeadlessWork(files: files, levels: levels, seeds: seeds ?? seed...seed, shard: shard,
                            script: arcadeScript, options: options)
    }

    /// Makes the trace and screenshot folders, if asked for and missing: done once, before the first run.
    /// - Throws: an error naming the folder and why it cannot be used, in words
    public func prepareFolders() throws {
        for (what, folder) in [("trace", traceDirectory), ("screenshot", screenshotDirectory)] {
            guard let folder else { continue }
            do {
                try OutputFolder.prepare(folder)
            } catch {
                throw ArcadeError("cannot use the \(what) folder \(folder): \(error.reason)")
            }
        }
    }

    /// What one run played in this process gives: its summary, and why its picture could not be written.
    public struct Played {
        /// The run's summary.
        public var summary: RunSummary
        /// Why its trace picture could not be written, if it could not.
        public var pictureError: String?
    }

    /// Plays one run from a fresh start (3 lives, score 0) in its own runner, in folders
    /// ``prepareFolders()`` made. A SIGINT or SIGTERM caught with `stop_signal_watch` stops it (its summary
    /// says "stopped").
    /// - Parameters:
    ///   - run: the run
    ///   - work: the work it belongs to
    ///   - warn: called with what was asked for and could not be done (a screenshot of a frame the level
    ///     never reached)
    /// - Throws: why the run could not be played to its end (a screenshot that cannot be written, SDL that
    ///   cannot start), naming the file
    public func play(_ run: HeadlessCase, in work: HeadlessWork, warn: (String) -> Void) throws -> Played {
        guard let level = work.levels[run.file] else { throw ArcadeError("\(run.file): not loaded") }
        var options = work.options
        if let directory = screenshotDirectory {
            let folder = work.total > 1 ? directory + "/" + run.name : directory
            do {
                try OutputFolder.prepare(folder)
            } catch {
                throw ArcadeError("cannot use the screenshot folder \(folder): \(error.reason)")
            }
            options.screenshotDirectory = folder
        }
        let runner = try HeadlessRunner(options: options)
        let (game, _) = try runner.play(level, seed: run.seed, script: work.script?.script)
        if !runner.missedScreenshotFrames.isEmpty {
            let frames = runner.missedScreenshotFrames.map(String.init).joined(separator: ", ")
            warn("\(run.file): no screenshot of frame\(runner.missedScreenshotFrames.count == 1 ? "" : "s") \(frames): the level ended at frame \(runner.finalFrame)")
        }
        var played = Played(summary: RunSummary(game: game, seed: run.seed, index: run.index))
        if let traceDirectory, let trace = runner.lastTrace {
            do {
                try TracePicture.write(trace, to: Self.tracePath(of: run, in: traceDirectory))
            } catch {
                played.pictureError = ErrorText.of(error)
            }
        }
        return played
    }

    /// Plays one run as ``play(_:in:warn:)`` does, as the batch records it: played, or lost with the reason.
    func outcome(of run: HeadlessCase, in work: HeadlessWork, warn: (String) -> Void) -> RunOutcome {
        do {
            return .played(PlayedRun(try play(run, in: work, warn: warn), index: run.index))
        } catch {
            return .lost(index: run.index, reason: ErrorText.of(error))
        }
    }

    /// Plays every run of the work in this process, in order, as ``play(_:in:warn:)`` does; a caught SIGINT
    /// or SIGTERM stops the run in progress and starts no other.
    /// - Parameters:
    ///   - report: called with each run's summary as it ends
    ///   - warn: called with what was asked for and could not be done
    /// - Returns: whether every run was won
    /// - Throws: an error naming the file (and line) for a bad script, level or folder, or a run that could
    ///   not be played or whose picture could not be written
    public func run(report: (RunSummary) -> Void, warn: (String) -> Void = { _ in }) throws -> Bool {
        let work = try work()
        try prepareFolders()
        var everyRunWon = true
        for position in 0..<work.count {
            let played = try play(work.run(at: work.index(at: position)), in: work, warn: warn)
            report(played.summary)
            if let pictureError = played.pictureError { throw ArcadeError(pictureError) }
            if played.summary.result != .won { everyRunWon = false }
            if stop_signal_received() != 0 { break }
        }
        return everyRunWon
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
