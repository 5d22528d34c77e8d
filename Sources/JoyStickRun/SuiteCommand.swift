import CStopSignal
import Glibc
import RunBatch
import TextFiles

/// `joystick-run --suite DIR [OPTIONS] -- GAME [ARGS...]`: every script of DIR a headless test of GAME, played by
/// worker processes (`WorkerPool`, the arcade's harness), each test as a single `--headless --script`
/// run would be, with its verdict against a good run's hashes; a line a test, a JUnit report, shards.
///
/// The parent checks everything first (the folder, every script, the output paths: a bad one is exit 2 and
/// nothing runs), then hands the tests out. A worker is this program again, `--suite-worker` before the same
/// command line; it plays each test it is handed and reports a ``SuiteVerdict``.
enum SuiteCommand {
    /// Runs the suite; returns the exit status.
    /// - Parameters:
    ///   - options: the command line, read
    ///   - arguments: the command line as given, for the workers
    static func run(_ options: RunOptions, arguments: [String]) -> Int32 {
        stop_signal_watch()
        let work: SuiteWork
        do throws(UsageError) {
            work = try SuiteWork(folder: options.suite ?? ".", shard: options.shard)
            // Every script and good run read now: a broken one stops the suite before any game runs, with its
            // file and line.
            // Every one said, not only the first.
            var problems: [String] = []
            for index in 0..<work.total where work.position(of: index) != nil {
                do throws(UsageError) {
                    let script = try PreparedRun.checkScript(work.script(index))
                    if options.frames == nil, script.frames == nil {
                        throw UsageError("\(work.script(index)): the test would never end: it has no frames: header, "
                                         + "and the suite no --frames N")
                    }
                    _ = try FrameHashes.good(work.goodHashes(index))
                    _ = try VerdictRules.load(work.verdictRules(index))
                } catch {
                    problems.append(error.description)
                }
            }
            if let last = problems.popLast() {
                for problem in problems { JoyStickRunCommand.say(problem) }
                throw UsageError(last)
            }
            if let output = options.output {
                try RunFiles.makeFolder(output)
                if RunFiles.absolute(output) == work.folder || realPath(output) == realPath(work.folder) {
                    throw UsageError("--output \(output) is the suite's folder: this run's hashes and pictures would "
                                     + "replace the good run's; give another folder")
                }
            }
            if let junit = options.junit {
                do {
                    _ = try OutputPath.check(junit)
                } catch {
                    throw UsageError("--junit \(junit): \(error.reason)")
                }
            }
        } catch {
            JoyStickRunCommand.say(error.description)
            return JoyStickRunCommand.Exit.usage
        }
        // The game, the overlay and the profile checked once, as the first test would: a game that is not there
        // is exit 2 here, not an error in every test.
        if work.count > 0 {
            var first = options
            first.suite = nil
            first.script = work.script(work.index(at: 0))
            do throws(UsageError) {
                if let problem = GameBinary.startProblem(options.game[0]) { throw UsageError(problem) }
                let prepared = try PreparedRun(first)
                prepared.files.remove()
            } catch {
                JoyStickRunCommand.say(error.description)
                return JoyStickRunCommand.Exit.usage
            }
        }
        // The workers' and their games' temporary files go in a folder of the suite's, removed at its end, so
        // that a worker killed in a test (--run-timeout) leaves nothing behind.
        let scratch: RunFiles
        do {
            scratch = try RunFiles(in: RunEnvironment.current.nonEmpty("TMPDIR") ?? "/tmp")
        } catch {
            JoyStickRunCommand.say(error.description)
            return 3
        }
        defer { scratch.remove() }
        setenv("TMPDIR", scratch.folder, 1)
        if let shard = work.shard, work.count == 0 {
            JoyStickRunCommand.say("shard \(shard.number)/\(shard.count) is empty: the suite has \(work.total) tests, "
                                   + "fewer than \(shard.count) shards")
        }
        let report: JUnitReport<SuiteWork>?
        var ledger: SuiteLedger?
        do throws(BatchError) {
            var opening: (Int) -> String = { _ in "" }
            report = try options.junit.map { path throws(BatchError) in
                try JUnitReport(path: path, suite: SuiteLedger.suite, work: work) { opening($0) }
            }
            let made = SuiteLedger(work: work, output: LineOutput(descriptor: 1), report: report, fps: options.fps) {
                work.gameLog($0, output: options.output, scratch: scratch.folder)
            }
            opening = { made.opening($0, frames: 0) }
            ledger = made
            let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
            let (jobs, capped) = WorkerPool.capped(options.jobs ?? max(1, cores), cores: max(1, cores))
            if let capped { JoyStickRunCommand.say(capped) }
            let runTimeout = options.runTimeout ?? options.timeout.map { $0 + options.grace + 30 } ?? 3600
            // The workers are this program, by its own path (what `ps` shows of them).
            var executable = "/proc/self/exe"
            if let path = realpath(executable, nil) {
                executable = String(cString: path)
                free(path)
            }
            try WorkerPool.run(executable: executable, arguments: ["--suite-worker"] + arguments, jobs: jobs,
                               work: work, runTimeout: runTimeout, ledger: made, warn: JoyStickRunCommand.say)
        } catch {
            JoyStickRunCommand.say(error.description)
            return 3
        }
        guard let ledger else { return 3 }
        let signal = stop_signal_received()
        do throws(BatchError) {
            try ledger.writeReport(notPlayed: signal != 0 ? "not played: stopped by \(WaitStatus.name(ofSignal: signal))"
                                   : "not played: standard output could not be written")
        } catch {
            JoyStickRunCommand.say(error.description)
            if signal == 0 { return 3 }
        }
        JoyStickRunCommand.say("\(work.count) test\(work.count == 1 ? "" : "s"): \(ledger.passed) passed, "
                               + "\(ledger.failed) failed, \(ledger.errors) could not be played"
                               + (work.count - ledger.passed - ledger.failed - ledger.errors > 0
                                  ? ", \(work.count - ledger.passed - ledger.failed - ledger.errors) not played" : ""))
        if signal != 0 { return 128 + signal }
        if ledger.errors > 0 || ledger.output.failure != nil { return 3 }
        return ledger.failed > 0 ? 1 : 0
    }

    /// A worker: plays each test it is handed, as a single headless run of its script.
    static func serve(_ options: RunOptions) -> Int32 {
        GameProcess.watchSignals()
        stop_signal_with_parent(getppid())
        let work: SuiteWork
        do {
            work = try SuiteWork(folder: options.suite ?? ".", shard: options.shard)
        } catch {
            JoyStickRunCommand.say(error.description)
            return JoyStickRunCommand.Exit.usage
        }
        // Without --output, each test's hashes go to a folder of the worker's, removed at its end, and its game log
        // to the suite's (TMPDIR, set by the suite), which the suite reads for its report.
        let suiteScratch = RunEnvironment.current.nonEmpty("TMPDIR") ?? "/tmp"
        let scratch: RunFiles?
        do {
            scratch = options.output == nil ? try RunFiles(in: suiteScratch) : nil
        } catch {
            JoyStickRunCommand.say(error.description)
            return 3
        }
        defer { scratch?.remove() }
        let output = options.output.map(RunFiles.absolute) ?? scratch?.folder ?? "/tmp"
        return BatchWorker.serve(total: work.total, warn: JoyStickRunCommand.say, stopSignal: { GameProcess.caught }) { index in
            .finished(index, report: play(index, of: work, options: options, output: output,
                                          log: work.gameLog(index, output: options.output, scratch: suiteScratch)).report)
        }
    }

    /// One test, as `joystick-run --headless --script DIR/NAME.txt --frame-hashes OUT/NAME.hashes
    /// [--expect-hashes DIR/NAME.hashes] [--screenshot-dir OUT/NAME]` would play it, with DIR/NAME.verdict's
    /// rules over the suite's; the game's output, and what joystick-run says about the test, in `log`.
    static func play(_ index: Int, of work: SuiteWork, options base: RunOptions, output: String, log: String) -> SuiteVerdict {
        let name = work.names[index]
        var options = base
        options.suite = nil
        options.jobs = nil
        options.shard = nil
        options.junit = nil
        options.output = nil
        options.runTimeout = nil
        options.script = work.script(index)
        options.frameHashes = "\(output)/\(name).hashes"
        if access(work.goodHashes(index), F_OK) == 0 {
            options.expectHashes = work.goodHashes(index)
            options.goodPictures = work.goodPictures(index)
        }
        if base.output != nil { options.screenshotDir = "\(output)/\(name)" }
        // What the run says goes in the test's line (the suite prints it once) and after the game's output in its
        // log, not on the terminal.
        var said: [String] = []
        let say = { (message: String) in
            said.append(message)
            GameLog.append(message, to: log)
        }
        // A previous suite's hashes, pictures and log must not pass for this run's.
        unlink(options.frameHashes ?? "")
        if let pictures = options.screenshotDir { removePictures(in: pictures) }
        let ending: JoyStickRunCommand.Ending
        do throws(UsageError) {
            if base.output != nil { try RunFiles.makeFolder(RunFiles.folder(of: log)) }
            if let problem = GameLog.start(log) { throw UsageError(problem) }
            // Checked by the suite before any test; read again here, where the test is played.
            if let own = try VerdictRules.load(work.verdictRules(index)) {
                options.verdictRules = base.verdictRules.overridden(by: own)
            }
            let prepared = try PreparedRun(options)
            defer { prepared.files.remove() }
            ending = JoyStickRunCommand.play(prepared, log: log, say: say)
        } catch {
            GameLog.append(error.description, to: log)
            return SuiteVerdict(result: .error, frames: 0, drawn: 0, message: error.description)
        }
        let (frames, drawn) = FrameHashes.count(options.frameHashes ?? "")
        let message = said.joined(separator: "; ")
        func verdict(_ result: SuiteVerdict.Result, _ words: String...) -> SuiteVerdict {
            SuiteVerdict(result: result, frames: frames, drawn: drawn,
                         message: ([message] + words).filter { !$0.isEmpty }.joined(separator: "; "))
        }
        if GameProcess.caught != 0 {
            return SuiteVerdict(result: .error, frames: frames, drawn: drawn,
                                message: "not finished: the suite was stopped by \(WaitStatus.name(ofSignal: GameProcess.caught))")
        }
        if ending.isTheGames {
            let status = ending.status
            if status == 0 {
                // What a pass's line says besides its frames: what it was not compared with, or took for a pass.
                var notes: [String] = []
                if options.expectHashes == nil { notes.append("no \(name).hashes to compare with") }
                if let ignored = ending.match?.ignored, ignored > 0 { notes.append("\(ignored) frame\(ignored == 1 ? "" : "s") ignored") }
                if let expected = ending.expectedStatus { notes.append("exit status \(expected), as --expect-status expects") }
                return SuiteVerdict(result: .pass, frames: frames, drawn: drawn, message: notes.joined(separator: ", "))
            }
            // The signal or status that ended the game is already in what the run said (JoyStickRunCommand.play).
            return verdict(.fail)
        }
        switch ending.status {
        case JoyStickRunCommand.Exit.differs, JoyStickRunCommand.Exit.stopped: return verdict(.fail)
        default: return verdict(.error, message.isEmpty ? "the game could not be played (status \(ending.status))" : "")
        }
    }

    /// Removes what a run leaves in its picture folder (`frame-000012.png`, `frame-000012-beside-good-000000.png`,
    /// or a good run's from before six digits), and nothing else a person may have put there.
    private static func removePictures(in folder: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if isPicture(name) { names.append(name) }
        }
        for name in names { unlink("\(folder)/\(name)") }
    }

    /// Whether a file name is one of a run's pictures: `frame-000012.png`, `frame-000012-beside-good-000000.png`
    /// (and the same with fewer digits).
    static func isPicture(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let middle = name.dropFirst(6).dropLast(4)
        let parts = middle.split(separator: "-", omittingEmptySubsequences: false)
        func number(_ part: Substring) -> Bool { !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
        if parts.count == 1 { return number(parts[0]) }
        return parts.count == 4 && number(parts[0]) && parts[1] == "beside" && parts[2] == "good" && number(parts[3])
    }

    /// A path with its links and dots resolved, or nil when it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
