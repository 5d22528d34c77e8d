import Arcade
import ArcadeSDL
import ArgumentParser
import Foundation

/// `arcade`: the maze game. Parses the command line and hands over to the window or to headless mode.
@main
struct ArcadeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "arcade",
        abstract: "A maze game driven by on-screen joysticks.",
        discussion: "Without --headless it opens a window. Exit codes: 0 done, 1 --require-win failed, 2 bad input.")

    @Option(help: "A level number (1 = the first file of Levels/), a level file, or 'all'.")
    var level: String?

    @Option(help: "The random seed.")
    var seed: UInt64?

    @Flag(help: "No sound.")
    var mute = false

    @Option(help: "Record the windowed game's input to this script file.")
    var record: String?

    @Flag(help: "Run the real game loop with no window; print a JSON summary per level.")
    var headless = false

    @Option(help: "Scripted input (headless).")
    var script: String?

    @Option(help: "Stop a level after this many frames (headless; default 36000, or a recording's own length).")
    var frames: Int?

    @Flag(help: "Let the bot play through the on-screen sticks (headless).")
    var autoplay = false

    @Option(help: "The window size the events are built for, WxH (headless).")
    var window: String?

    @Option(name: .customLong("screenshot-dir"), help: "Write PNG screenshots here (headless).")
    var screenshotDirectory: String?

    @Option(name: .customLong("screenshot-every"), help: "A screenshot every N frames.")
    var screenshotEvery: Int?

    @Option(name: .customLong("screenshot-at"), help: "Screenshots of these frames, e.g. 0,120,600.")
    var screenshotAt: String?

    @Flag(name: .customLong("require-win"), help: "Exit 1 unless every level played was won (headless).")
    var requireWin = false

    @Flag(name: .customLong("print-layout"), help: "Print the on-screen controls as JSON and exit.")
    var printLayout = false

    /// Runs the command; any error is bad input (exit 2), except --require-win's exit 1.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data(("arcade: " + fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
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
        let input = try script.map { try InputScript.load(path: $0) }
        var options = HeadlessRunner.Options()
        options.frames = frames ?? input?.frames ?? 36_000
        options.autoplay = autoplay
        let size = try window.map(Self.windowSize) ?? input?.window.map { ($0.width, $0.height) } ?? (960, 540)
        (options.windowWidth, options.windowHeight) = size
        options.screenshotDirectory = screenshotDirectory
        options.screenshotEvery = screenshotEvery
        options.screenshotFrames = try Self.frameList(screenshotAt)
        if let directory = screenshotDirectory {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        let library = try LevelChoice.shippedLevels()
        var choice = LevelChoice(level ?? input?.level ?? "1")
        if level == nil, let script, case .path(let recorded) = choice {
            choice = .path(LevelChoice.resolve(recorded, besideScript: script, shipped: library))
        }
        let files = try choice.files(in: library)
        guard !files.isEmpty else { throw ValidationError("no level to play in \(library.directory)") }
        let runner = try HeadlessRunner(options: options)
        var everyLevelWon = true
        for file in files {
            let loaded = try LevelLibrary.load(path: file)
            let (game, _) = try runner.play(loaded, seed: seed ?? input?.seed ?? 0, script: input,
                                                  scriptFile: script ?? "script")
            print(RunSummary(game: game).jsonLine())
            if game.result != .won { everyLevelWon = false }
        }
        if requireWin, !everyLevelWon { throw ExitCode(1) }
    }

    private func runWindow() throws {
        let files = try LevelChoice(level ?? "all").files(in: try LevelChoice.shippedLevels())
        let levels = files.map { file in Result { () throws(LevelError) -> Level in try LevelLibrary.load(path: file) } }
        let session = GameSession(loadedLevels: levels, seed: seed ?? 0)
        let game = try ArcadeWindow(session: session, highScores: HighScoreStore(environment: ProcessInfo.processInfo.environment))
        let sound = SoundEffects(muted: mute)
        if let reason = sound.unavailableReason {
            FileHandle.standardError.write(Data("arcade: no sound: \(reason)\n".utf8))
        }
        game.runtime.onEvents = { sound.play(events: $0) }
        game.runtime.onToggleMute = { sound.isMuted.toggle() }
        // One summary line per level played, as in headless mode, and one for a level left unfinished.
        game.runtime.onLevelEnded = { print(RunSummary(game: $0).jsonLine()) }
        let recorder = record.map { ScriptRecorder(path: $0, runtime: game.runtime) }
        try game.run()
        try recorder?.save()
        let ending = game.runtime.session
        if ending.screen.isInLevel, let last = ending.game {
            print(RunSummary(game: last).jsonLine())
        }
    }

    static func windowSize(_ text: String) throws -> (Int, Int) {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...16_384).contains(width), (1...16_384).contains(height) else {
            throw ValidationError("--window takes WxH, e.g. 1280x720 (each 1...16384), not '\(text)'")
        }
        return (width, height)
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
