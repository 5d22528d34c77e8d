import Glibc
import JoyStickCSupport
import JoyStickReplay
import RunBatch
import TextFiles

/// `joystick-run`: checks what it is asked (the profile, the script, the paths) before the game starts, hands
/// the overlay a spec of it, runs the game with SDL_DYNAMIC_API and SDL3_DYNAMIC_API pointed at the overlay
/// (SDL2 reads the one, SDL3 the other), and says in words whether SDL took it.
enum JoyStickRunCommand {
    /// The variables joystick-run sets for the game.
    static let overlayVariable = "SDL_DYNAMIC_API"
    static let sdl3OverlayVariable = "SDL3_DYNAMIC_API"
    static let specVariable = "JOYSTICK_RUN_SPEC"
    static let statusVariable = "JOYSTICK_RUN_STATUS"
    static let clockVariable = "JOYSTICK_RUN_CLOCK"
    static let heartbeatVariable = "JOYSTICK_RUN_HEARTBEAT"

    /// Exit statuses of joystick-run's own.
    enum Exit {
        /// The frames differ from --expect-hashes, or a --screenshot was not saved.
        static let differs: Int32 = 1
        static let usage: Int32 = 2
        static let notTaken: Int32 = 3
        static let stopped: Int32 = 124
        static let cannotStart: Int32 = 127
    }

    /// Runs the command line (without the program's name); returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        if arguments.first == RunGuardian.option { return RunGuardian.serve(arguments) }
        // joystick-run reads key names with SDL: its own SDL must not load an overlay.
        unsetenv(overlayVariable)
        unsetenv(sdl3OverlayVariable)
        let options: RunOptions
        do {
            switch try RunOptions.parse(arguments) {
            case .help:
                print(RunOptions.help)
                return 0
            case .version:
                print("joystick-run \(String(cString: js_version()))")
                return 0
            case .run(let parsed): options = parsed
            }
        } catch {
            return fail(error)
        }
        if options.suite != nil {
            return options.suiteWorker ? SuiteCommand.serve(options) : SuiteCommand.run(options, arguments: arguments)
        }
        let prepared: PreparedRun
        do {
            prepared = try PreparedRun(options)
        } catch {
            return fail(error)
        }
        defer { prepared.files.remove() }
        return play(prepared, say: say).status
    }

    /// How a run ended: an exit status, and whose it is.
    struct Ending: Equatable {
        /// joystick-run's exit status for the run.
        var status: Int32
        /// Whether it is the game's own (its exit status, or 128 + its signal), not one of ``Exit``'s, which a
        /// game's own can equal.
        var isTheGames: Bool
        /// The signal that ended the game, already said; nil when it exited (even with a status above 128).
        var signal: Int32? = nil
        /// How its frames compared with --expect-hashes, when they all matched.
        var match: FrameHashes.Match? = nil
        /// The game's own status that --expect-status took for a pass (``status`` is then 0).
        var expectedStatus: Int32? = nil
    }

    /// Plays a prepared run to its end and says how it ended, saying on `say` what went wrong.
    /// - Parameter log: the file the game's output goes to (a suite's test's game.log); nil: joystick-run's own
    static func play(_ run: PreparedRun, log: String? = nil, say: (String) -> Void) -> Ending {
        let ending = { (status: Int32) in Ending(status: status, isTheGames: false) }
        var status = OverlayStatus()
        let options = run.options
        let watchdog = Watchdog(options: options, heartbeat: options.headless ? run.files.path("heartbeat") : nil)
        // The run's folder, and a headless game's processes, are taken down however joystick-run ends.
        let guardian = RunGuardian.start(mark: options.headless ? "\(specVariable)=\(run.files.path("spec"))" : nil,
                                         folder: run.files.folder)
        defer { guardian?.finish() }
        // The overlay writes the recording from the game's first frame: an older one is not this run's.
        if let record = run.recording { unlink(record) }
        let outcome: GameProcess.Outcome
        do {
            outcome = try GameProcess.run(options.game, environment: run.environment, status: run.files.path("status"),
                                          statusVariable: statusVariable, ownGroup: options.headless,
                                          spared: guardian?.pid, log: log) { line in
                if options.verbose { say("overlay: \(line)") }
                let knewSDL = status.sdlDescription != nil
                if let message = status.read(line) { say(message) }
                if options.verbose, !knewSDL, let sdl = status.sdlDescription { say("\(run.gameName) runs on \(sdl)") }
                watchdog.heard(line)
            } watchdog: {
                if let warning = watchdog.warning() { say("\(run.gameName) \(warning)") }
                // A test run whose SDL turned the overlay down cannot be what was asked (said already): it ends now.
                if options.isTest, status.refusedForGood { return "ran without controls" }
                return watchdog.reason() ?? stopAfterSignal(options)
            }
        } catch {
            say(error.description)
            return ending(Exit.cannotStart)
        }
        // What SDL did, when the game ended by itself (a game stopped is said by why it was; one that ended with a
        // signal joystick-run passed on, a stopped suite's say, may not have started SDL yet).
        if outcome.stopped == nil, GameProcess.caught == 0, let verdict = status.verdict(game: run.gameName) {
            say(verdict)
        }
        if let record = run.recording { checkRecording(record, say: say) }
        // A test run stopped by a signal is not a whole run, whatever the game did with the signal: its hashes
        // say so (no --expect-hashes takes them for a good run's), and it passes no verdict.
        let caught = GameProcess.caught
        if options.isTest, caught != 0 {
            if let hashes = options.frameHashes { markIncomplete(hashes, signal: caught) }
            if !options.suiteWorker {
                if let reason = outcome.stopped { say("\(run.gameName) \(reason): stopped") }
                say("the run was stopped by \(WaitStatus.name(ofSignal: caught)) before its end: no verdict")
                return ending(128 + caught)
            }
        }
        // A checking run says how its frames compare, however the game ended: "frames: M of N matched", or the
        // first frame that differs.
        func compared() -> FrameHashes.Match? {
            guard let expected = options.expectHashes, let got = options.frameHashes else { return nil }
            switch compare(got, with: expected, ignoring: options.verdictRules.ignoreFrames ?? FrameList(),
                           pictures: options.screenshotDir,
                           goodPictures: options.goodPictures ?? RunFiles.folder(of: expected)) {
            case .same(let match):
                say(match.description)
                return match
            case .differs(let words):
                say(words)
                return nil
            }
        }
        if let reason = outcome.stopped {
            say("\(run.gameName) \(reason): stopped")
            // Not taken when SDL turned the overlay down or never asked for it in time; a time limit is a time limit.
            let notTaken = status.refusedForGood || watchdog.stoppedBeforeEntry
            if !notTaken { _ = compared() }
            return ending(options.isTest && notTaken ? Exit.notTaken : Exit.stopped)
        }
        // A game ended by a signal (a crash, or one passed on from joystick-run) is said, not only its status; in a
        // test run, so is a game's own failing status, which stays joystick-run's, frames compared or not, unless
        // --expect-status takes it for a pass.
        let expectedStatus = options.verdictRules.expectStatus.flatMap { $0 != 0 && $0 == outcome.status ? $0 : nil }
        let expectation = expectedStatus == nil ? "" : ", as --expect-status expects"
        if let signal = outcome.signal {
            say("\(run.gameName) \(WaitStatus(raw: signal).words): exit status \(128 + signal)\(expectation)")
        } else if options.isTest, outcome.status != 0 {
            say("\(run.gameName) exited with status \(outcome.status)\(expectation)")
        }
        if options.isTest, !status.taken { return ending(Exit.notTaken) }
        // A picture asked for and not saved (the run ended before its frame, or it could not be written).
        let missing = options.screenshots.filter { !status.picturedFrames.contains($0.frame) }
        for shot in missing { say("no picture of frame \(shot.frame): \(shot.path) was not saved") }
        // A frame that drew nothing is pictured as the screen showed it; which frame that was is said with -v.
        if options.verbose {
            for shot in options.screenshots {
                guard let from = status.picturedFrom[shot.frame] else { continue }
                say("frame \(shot.frame) drew nothing: \(shot.path) shows frame \(from), the last one presented, with the "
                    + "controls as they are at frame \(shot.frame)")
            }
        }
        let match = compared()
        let differs = !missing.isEmpty || (options.expectHashes != nil && match == nil)
        guard outcome.status == 0 || expectedStatus != nil else {
            return Ending(status: outcome.status, isTheGames: true, signal: outcome.signal)
        }
        if differs { return ending(Exit.differs) }
        return Ending(status: 0, isTheGames: true, signal: expectedStatus == nil ? nil : outcome.signal, match: match,
                      expectedStatus: expectedStatus)
    }

    /// Ends a stopped run's hashes file with a line that is no frame's: `stopped by SIGTERM: not a whole run`.
    private static func markIncomplete(_ path: String, signal: Int32) {
        let file = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard file >= 0 else { return }
        defer { close(file) }
        _ = writeAll(Array("stopped by \(WaitStatus.name(ofSignal: signal)): not a whole run\n".utf8), to: file)
    }

    /// When a headless run was asked to stop (a suite's worker, or joystick-run itself by SIGTERM, SIGINT, SIGHUP or
    /// SIGQUIT): the game, which was passed the signal, is stopped outright a fifth of a second later, so that a
    /// game that ignores it ends all the same (within a suite's grace period).
    private static func stopAfterSignal(_ options: RunOptions) -> String? {
        guard options.suiteWorker || options.headless, GameProcess.caught != 0 else { return nil }
        let now = ContinuousClock.now
        if stopSeen == nil { stopSeen = now }
        guard let seen = stopSeen, now - seen >= .milliseconds(200) else { return nil }
        let who = options.suiteWorker ? "the suite" : "joystick-run"
        return "did not leave on \(WaitStatus.name(ofSignal: GameProcess.caught)) (\(who) was stopped)"
    }

    /// When ``stopAfterSignal(_:)`` first saw the stop.
    nonisolated(unsafe) private static var stopSeen: ContinuousClock.Instant?

    /// This run's frame hashes against a good run's, frames in `ignored` left out: how many matched when they are
    /// the same, else the first frame that differs in words (and, with --screenshot-dir, where its picture is,
    /// beside the good run's nearest).
    private static func compare(_ got: String, with expected: String, ignoring ignored: FrameList, pictures: String?,
                                goodPictures: String) -> Comparison {
        func read(_ path: String) -> Result<FrameHashes, UsageError> {
            switch BoundedFile.read(path, limit: FrameHashes.maxFileSize) {
            case .success(let bytes):
                do {
                    return .success(try FrameHashes.parse(String(decoding: bytes, as: UTF8.self), file: path))
                } catch {
                    return .failure(error)
                }
            case .failure(.missing): return .success(FrameHashes(frames: []))
            case .failure(let failure): return .failure(UsageError("\(path): \(RunFiles.describe(failure))"))
            }
        }
        let good: FrameHashes, this: FrameHashes
        switch (read(expected), read(got)) {
        case (.success(let a), .success(let b)): (good, this) = (a, b)
        case (.failure(let error), _), (_, .failure(let error)): return .differs(error.description)
        }
        guard let difference = this.firstDifference(from: good, ignoring: ignored) else {
            return .same(this.match(against: good, ignoring: ignored))
        }
        var words = difference.description
        if let pictures, difference.got != nil, difference.got != "-" {
            let mine = "\(pictures)/\(FramePicture.name(difference.frame))"
            if let beside = SideBySide.save(mine, besideTheNearestTo: difference.frame, in: goodPictures) {
                words += " (this run's frame beside the good run's nearest picture: \(beside))"
            } else if access(mine, R_OK) == 0 {
                words += " (this run's frame: \(mine))"
            }
        }
        return .differs(words)
    }

    /// How a run's frames compare with a good run's.
    private enum Comparison {
        /// Every frame compared is the same.
        case same(FrameHashes.Match)
        /// The first that differs, or why the two could not be compared, in words.
        case differs(String)
    }

    /// The overlay wrote the recording as the run went (Sources/JoyStickRunOverlay/record.c); says when there is
    /// none, as the game showed no frame.
    private static func checkRecording(_ path: String, say: (String) -> Void) {
        guard access(path, F_OK) != 0 else { return }
        say("nothing recorded: the game showed no frame, so \(path) is not written")
    }

    /// A line on stderr, `joystick-run: message`, written whole.
    static func say(_ message: String) {
        let bytes = Array("joystick-run: \(message)\n".utf8)
        _ = writeAll(bytes, to: 2)
    }

    private static func fail(_ error: UsageError) -> Int32 {
        say(error.description)
        return Exit.usage
    }
}
