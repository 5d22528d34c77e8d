#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CRunBatch
import CStopSignal
import TextFiles

/// Plays a batch's runs in worker processes (`arcade --headless --jobs N`, `joystick-run --suite DIR --jobs N`):
/// each worker is the same executable (``BatchWorker``), started with the invocation's options alone.
///
/// The work is handed out over each worker's standard input, a run index a line, in the order of the work and
/// `handedAhead` at a time, the next one as each outcome comes back over its standard output (``WorkerLine``):
/// a worker's command line and memory do not grow with the number of runs, and a worker with long runs gets
/// fewer. The parent is one thread polling the workers' pipes.
///
/// No run goes missing, and none is lost that could still be played. A worker says when it begins a run; when
/// it ends (killed, crashed) the run it had begun is recorded as lost, named by what it played, with its exit
/// status or signal, and the runs it was handed and had not begun are handed to another worker. A worker that
/// ends after playing something is replaced while runs remain, so one crashing run does not halve a batch;
/// what no worker is left to play is lost too.
///
/// The watchdog: a worker that has been handed runs and reports nothing for `runTimeout` seconds (a game that
/// hangs, a process stopped with SIGSTOP) is killed, its run lost "after N s without an end".
///
/// A SIGINT or SIGTERM the parent catches, or a ledger that must stop, is passed on as that signal (SIGTERM
/// for the ledger): each worker stops its run in progress and starts no other, and the runs not begun are
/// left unrecorded (a report calls them skipped). A worker that has not ended `graceSeconds` after that is
/// killed, and the run it had begun is lost.
public enum WorkerPool {
    /// The most workers per core: above it, `--jobs` is capped, so a typo such as `--jobs 256` forks a few
    /// processes, not hundreds (each a SDL process of some 30 MB). A run keeps a core busy: one worker per
    /// core is as fast as it gets, and more only share the cores (Benchmarks/README.md); two leave room for a
    /// machine that reports fewer cores than it has.
    public static let jobsPerCore = 2

    /// Runs a worker holds at a time: the one it plays and the next, so it never waits for the parent.
    static let handedAhead = 2

    /// How long a worker has to end after a stop is passed on before it is killed, in seconds: a worker
    /// stops within a frame, milliseconds.
    public static let graceSeconds = 0.5

    /// Plays the work in `jobs` workers (one per run when there are fewer runs), recording every outcome in
    /// the ledger. Nothing is started when a stop was asked for already. SIGPIPE is ignored from here on: a
    /// worker that died before reading its runs is a write that fails (EPIPE), not the end of the batch.
    /// - Parameters:
    ///   - executable: the path of the workers' executable
    ///   - arguments: a worker's arguments after the executable
    ///   - jobs: how many workers at most
    ///   - work: the runs
    ///   - runTimeout: seconds a worker holding runs may go without reporting one before it is killed
    ///     (nil: no limit)
    ///   - ledger: where the outcomes go
    ///   - warn: writes a line to standard error (a worker replaced, runs handed to another)
    /// - Throws: ``BatchError`` when no worker can be started (before any run is handed out)
    public static func run(executable: String, arguments: [String], jobs: Int, work: some BatchWork,
                           runTimeout: Double?, ledger: some BatchLedger,
                           warn: (String) -> Void) throws(BatchError) {
        guard stop_signal_received() == 0, !ledger.mustStop, work.count > 0 else { return }
        signal(SIGPIPE, SIG_IGN)
        var workers: [Worker] = []
        do {
            for _ in 0..<min(jobs, work.count) {
                workers.append(try spawn(executable, [executable] + arguments))
            }
        } catch {
            for worker in workers {
                kill(worker.pid, SIGKILL)
                var code: Int32 = 0
                while waitpid(worker.pid, &code, 0) < 0, errno == EINTR {}
            }
            throw error
        }
        var queue = RunQueue(count: work.count)
        // Replacements for workers that ended having played nothing: as many as there are workers, so a
        // worker that cannot start at all does not start others without end.
        var freeReplacements = workers.count
        func hand(to worker: Worker) {
            guard worker.input >= 0, let index = queue.take(work) else { return }
            if worker.held.isEmpty { worker.progressed = .now }
            worker.held.append(index)
            // A worker gone already cannot take it (EPIPE): the run is handed on when it is reaped.
            _ = writeAll(Array("\(index)\n".utf8), to: worker.input)
        }
        // Dealt out in turn, every worker's first run before anyone's second. Once workers exist the runs
        // are handed out whatever happens, so a stop passed on finds each worker with a run to stop.
        for _ in 0..<handedAhead {
            for worker in workers { hand(to: worker) }
        }
        var stoppedAt: ContinuousClock.Instant?
        var forwarded = SIGTERM
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while workers.contains(where: { $0.status == nil }) {
            if stoppedAt == nil, stop_signal_received() != 0 || ledger.mustStop {
                stoppedAt = .now
                let caught = stop_signal_received()
                forwarded = caught != 0 ? caught : SIGTERM
                for worker in workers where worker.status == nil {
                    kill(worker.pid, forwarded)
                    worker.closeInput()
                }
            }
            if let stoppedAt, ContinuousClock.now - stoppedAt > .seconds(graceSeconds) {
                for worker in workers where worker.status == nil && worker.killedFor == nil {
                    kill(worker.pid, SIGKILL)
                    worker.killedFor = "did not stop within \(graceSeconds) s of \(WaitStatus.name(ofSignal: forwarded)) "
                        + "and was killed"
                }
            }
            if stoppedAt == nil, let runTimeout {
                for worker in workers where worker.status == nil && worker.killedFor == nil && !worker.held.isEmpty
                    && ContinuousClock.now - worker.progressed > .seconds(runTimeout) {
                    kill(worker.pid, SIGKILL)
                    worker.killedFor = "reported nothing for \(seconds(runTimeout)) s and was killed"
                }
            }
            let reading = workers.filter { $0.output >= 0 }
            var fds = reading.map { pollfd(fd: $0.output, events: Int16(POLLIN), revents: 0) }
            let exiting = workers.contains { $0.output < 0 && $0.status == nil }
            _ = poll(&fds, nfds_t(fds.count), exiting ? 5 : 50)
            for (worker, entry) in zip(reading, fds) where entry.revents != 0 {
                let got = buffer.withUnsafeMutableBytes { read(worker.output, $0.baseAddress, $0.count) }
                if got < 0, errno == EINTR || errno == EAGAIN { continue }
                guard got > 0 else {
                    // Its end: a line cut short by its death is dropped (the run stays held).
                    worker.closeOutput()
                    continue
                }
                worker.pending += buffer[0..<got]
                while let newline = worker.pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: worker.pending[..<newline], as: UTF8.self)
                    worker.pending.removeSubrange(...newline)
                    guard let message = WorkerLine.parse(Substring(line)) else {
                        // Not a message: pass it on as the worker wrote it.
                        _ = writeAll(Array((line + "\n").utf8), to: 2)
                        continue
                    }
                    worker.progressed = .now
                    if message.kind == "S" {
                        worker.begun = message.index
                        worker.playedSomething = true
                        continue
                    }
                    if let held = worker.held.firstIndex(of: message.index) { worker.held.remove(at: held) }
                    if worker.begun == message.index { worker.begun = nil }
                    if message.kind == "P" {
                        ledger.recordFinished(run: message.index, report: message.rest)
                    } else {
                        ledger.recordLost([message.index], reason: String(message.rest))
                    }
                    if stoppedAt == nil, stop_signal_received() == 0, !ledger.mustStop { hand(to: worker) }
                }
            }
            for worker in workers where worker.output < 0 && worker.status == nil {
                var code: Int32 = 0
                guard waitpid(worker.pid, &code, WNOHANG) == worker.pid else { continue }
                worker.status = WaitStatus(raw: code)
                worker.closeInput()
                let how = worker.killedFor ?? worker.status?.words ?? "ended"
                if let begun = worker.begun {
                    ledger.recordLost([begun], reason: "worker \(worker.pid) \(how)")
                    worker.held.removeAll { $0 == begun }
                }
                let notBegun = worker.held
                worker.held = []
                guard stoppedAt == nil, !notBegun.isEmpty || !queue.isEmpty else { continue }
                // Runs it had not begun go back to the front of the queue, for a live worker or a new one.
                queue.giveBack(notBegun)
                if !notBegun.isEmpty {
                    warn("worker \(worker.pid) \(how) before it began run\(notBegun.count == 1 ? "" : "s") "
                        + "\(work.named(notBegun)): handed to another worker")
                }
                guard worker.playedSomething || freeReplacements > 0 else { continue }
                if !worker.playedSomething { freeReplacements -= 1 }
                do {
                    let replacement = try spawn(executable, [executable] + arguments)
                    workers.append(replacement)
                    for _ in 0..<handedAhead { hand(to: replacement) }
                } catch {
                    warn("\(error.description): its runs go to the other workers")
                }
            }
            guard stoppedAt == nil else { continue }
            // Runs handed back go to live workers with room for them.
            for worker in workers where worker.status == nil && worker.input >= 0 && worker.held.count < handedAhead {
                while worker.held.count < handedAhead, !queue.isEmpty { hand(to: worker) }
            }
            if queue.isEmpty {
                // Nothing more to hand out: a worker with nothing held reads the end of its input and exits.
                for worker in workers where worker.held.isEmpty { worker.closeInput() }
            } else if workers.allSatisfy({ $0.status != nil || $0.input < 0 }) {
                var left: [Int] = []
                while let index = queue.take(work) { left.append(index) }
                ledger.recordLost(left, reason: "not played: no worker was left to play them")
            }
        }
    }

    /// The `--jobs` to use on this machine: at most ``jobsPerCore`` per core.
    /// - Parameters:
    ///   - jobs: the number asked for
    ///   - cores: the machine's cores
    /// - Returns: the number to use, and the message saying it was capped, if it was
    public static func capped(_ jobs: Int, cores: Int) -> (jobs: Int, message: String?) {
        let most = max(1, cores) * jobsPerCore
        guard jobs > most else { return (jobs, nil) }
        return (most, "--jobs \(jobs) is more than \(cores) cores can use: \(most) workers at most (\(jobsPerCore) per core)")
    }

    /// Seconds as a message says them: `600`, `0.5`.
    private static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// The runs not yet handed out: those handed back by a worker that ended first, then the rest in order.
    private struct RunQueue {
        private let count: Int
        private var next = 0
        private var handedBack: [Int] = []

        init(count: Int) {
            self.count = count
        }

        var isEmpty: Bool { handedBack.isEmpty && next >= count }

        mutating func take(_ work: some BatchWork) -> Int? {
            if !handedBack.isEmpty { return handedBack.removeFirst() }
            guard next < count else { return nil }
            next += 1
            return work.index(at: next - 1)
        }

        mutating func giveBack(_ indices: [Int]) {
            handedBack = indices + handedBack
        }
    }

    /// Starts a worker with its standard input and output on pipes and SIGINT and SIGTERM blocked: a signal
    /// passed on before it watches for them waits until it does, so it always stops the way a single
    /// process does. Every end is closed on exec, so no other worker (or process) holds them.
    private static func spawn(_ executable: String, _ arguments: [String]) throws(BatchError) -> Worker {
        var input: [Int32] = [-1, -1], output: [Int32] = [-1, -1]
        // Closed on exec from their making (pipe2), not a moment later: a process another thread spawns in
        // between would hold them, and a worker would never see the end of its input.
        guard run_batch_pipe(&input) == 0 else {
            throw BatchError("cannot start a worker: no pipe (\(BoundedFile.reason(errno)))")
        }
        guard run_batch_pipe(&output) == 0 else {
            let code = errno
            input.forEach { close($0) }
            throw BatchError("cannot start a worker: no pipe (\(BoundedFile.reason(code)))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, SIGINT)
        sigaddset(&mask, SIGTERM)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, &cArguments, environ)
        close(input[0])
        close(output[1])
        guard result == 0 else {
            close(input[1])
            close(output[0])
            throw BatchError("cannot start a worker (\(executable)): \(BoundedFile.reason(result))")
        }
        return Worker(pid: pid, input: input[1], output: output[0])
    }

    /// A worker as the parent sees it.
    private final class Worker {
        let pid: pid_t
        /// The writing end of its standard input; -1 once closed.
        private(set) var input: Int32
        /// The reading end of its standard output; -1 once at its end.
        private(set) var output: Int32
        /// What it wrote after its last full line.
        var pending: [UInt8] = []
        /// The runs handed to it and not yet reported, in the order handed.
        var held: [Int] = []
        /// The run it said it began and has not reported.
        var begun: Int?
        /// Whether it began any run: a worker that did is replaced when it ends.
        var playedSomething = false
        /// When it last reported anything (or was handed its first run while holding none).
        var progressed = ContinuousClock.now
        /// How it ended, once reaped.
        var status: WaitStatus?
        /// Why the parent killed it, if it did.
        var killedFor: String?

        init(pid: pid_t, input: Int32, output: Int32) {
            self.pid = pid
            self.input = input
            self.output = output
        }

        func closeInput() {
            if input >= 0 { close(input) }
            input = -1
        }

        func closeOutput() {
            if output >= 0 { close(output) }
            output = -1
        }
    }
}
