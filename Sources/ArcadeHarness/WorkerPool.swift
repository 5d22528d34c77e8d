import ArcadeSDL
import Arcade
import CStopSignal
import Foundation
import TextFiles

/// Plays a batch's runs in worker processes (`arcade --headless --jobs N`): SDL's video state is per process,
/// so each worker is the same executable (``HeadlessWorker``), started with the invocation's options alone.
///
/// The work is handed out over each worker's standard input, a run index a line, in the order of the work and
/// `handedAhead` at a time, the next one as each outcome comes back over its standard output: a worker's
/// command line and memory do not grow with the number of runs, and a worker with long levels gets fewer.
/// The parent is one thread polling the workers' pipes.
///
/// No run goes missing. A worker that ends (killed, crashed) with runs it was handed and did not report has
/// them recorded as lost, with its exit status or signal; the other workers play the rest, and what no
/// worker is left to play is lost too. A SIGINT or SIGTERM the parent catches, or standard output that can
/// no longer be written, is passed on as that signal (SIGTERM for the output): each worker stops its run in
/// progress and starts no other, and the runs not begun are left unrecorded (the report calls them
/// skipped). A worker that has not ended `graceSeconds` after that is killed, and its runs are lost.
public enum WorkerPool {
    /// The most workers per core: above it, `--jobs` is capped, so a typo such as `--jobs 256` forks a few
    /// processes, not hundreds (each a SDL process of some 30 MB). A run keeps a core busy: one worker per
    /// core is as fast as it gets, with trace pictures written too, and more only share the cores
    /// (Benchmarks/README.md); two leave room for a machine that reports fewer cores than it has.
    public static let jobsPerCore = 2

    /// Runs a worker holds at a time: the one it plays and the next, so it never waits for the parent.
    static let handedAhead = 2

    /// How long a worker has to end after a stop is passed on before it is killed, in seconds: a worker
    /// stops within a frame, milliseconds.
    static let graceSeconds = 0.5

    /// Plays the ledger's work in `jobs` workers (one per run when there are fewer runs), recording every
    /// outcome in the ledger. Nothing is started when a stop was asked for already.
    /// - Parameters:
    ///   - executable: the path of the `arcade` executable
    ///   - arguments: a worker's arguments after the executable
    ///   - jobs: how many workers at most
    ///   - ledger: where the outcomes go
    /// - Throws: `ArcadeError` when a worker cannot be started (before any run is handed out)
    static func run(executable: String, arguments: [String], jobs: Int, ledger: RunLedger) throws {
        let work = ledger.work
        guard stop_signal_received() == 0, !ledger.outputFailed, work.count > 0 else { return }
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
        var next = 0
        func hand(to worker: Worker) {
            guard next < work.count, worker.input >= 0 else { return }
            let index = work.index(at: next)
            next += 1
            worker.held.append(index)
            // A worker gone already cannot take it (EPIPE): the run is lost with it when it is reaped.
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
            if stoppedAt == nil, stop_signal_received() != 0 || ledger.outputFailed {
                stoppedAt = .now
                let caught = stop_signal_received()
                forwarded = caught != 0 ? caught : SIGTERM
                for worker in workers where worker.status == nil {
                    kill(worker.pid, forwarded)
                    worker.closeInput()
                }
            }
            if let stoppedAt, ContinuousClock.now - stoppedAt > .seconds(graceSeconds) {
                for worker in workers where worker.status == nil && !worker.killed {
                    kill(worker.pid, SIGKILL)
                    worker.killed = true
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
                    // Its end: a line cut short by its death is dropped (the run stays held, so it is lost).
                    worker.closeOutput()
                    continue
                }
                worker.pending += buffer[0..<got]
                while let newline = worker.pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: worker.pending[..<newline], as: UTF8.self)
                    worker.pending.removeSubrange(...newline)
                    guard let outcome = WorkerMessage.outcome(from: Substring(line)) else {
                        // Not an outcome: pass it on as the worker wrote it.
                        FileHandle.standardError.write(Data((line + "\n").utf8))
                        continue
                    }
                    if let held = worker.held.firstIndex(of: outcome.index) { worker.held.remove(at: held) }
                    ledger.record(outcome)
                    if stoppedAt == nil, stop_signal_received() == 0, !ledger.outputFailed { hand(to: worker) }
                }
            }
            for worker in workers where worker.output < 0 && worker.status == nil {
                var code: Int32 = 0
                guard waitpid(worker.pid, &code, WNOHANG) == worker.pid else { continue }
                worker.status = WaitStatus(raw: code)
                worker.closeInput()
                settle(worker, stopping: stoppedAt != nil, signal: forwarded, ledger: ledger)
            }
            guard stoppedAt == nil else { continue }
            if next >= work.count {
                // Nothing more to hand out: a worker with nothing held reads the end of its input and exits.
                for worker in workers where worker.held.isEmpty { worker.closeInput() }
            } else if workers.allSatisfy({ $0.status != nil }) {
                ledger.recordLost((next..<work.count).map(work.index(at:)),
                                  reason: "not played: no worker was left to play them")
                next = work.count
            }
        }
    }

    /// Records what a worker that ended still held: lost, unless it ended as a stop asked (then the runs
    /// were not begun, and the report calls them skipped).
    private static func settle(_ worker: Worker, stopping: Bool, signal: Int32, ledger: RunLedger) {
        guard !worker.held.isEmpty else { return }
        if worker.killed {
            ledger.recordLost(worker.held, reason: "worker \(worker.pid) did not stop within \(graceSeconds) s of "
                + "\(WaitStatus.name(ofSignal: signal)) and was killed")
        } else if !stopping {
            ledger.recordLost(worker.held, reason: "worker \(worker.pid) \(worker.status?.words ?? "ended")")
        }
        worker.held = []
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

    /// Starts a worker with its standard input and output on pipes and SIGINT and SIGTERM blocked: a signal
    /// passed on before it watches for them waits until it does, so it always stops the way a single
    /// process does. The parent's ends are closed on exec, so no later worker holds them.
    private static func spawn(_ executable: String, _ arguments: [String]) throws -> Worker {
        var input: [Int32] = [-1, -1], output: [Int32] = [-1, -1]
        guard pipe(&input) == 0 else {
            throw ArcadeError("cannot start a worker: no pipe (\(BoundedFile.reason(errno)))")
        }
        guard pipe(&output) == 0 else {
            let code = errno
            input.forEach { close($0) }
            throw ArcadeError("cannot start a worker: no pipe (\(BoundedFile.reason(code)))")
        }
        for end in input + output { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
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
            throw ArcadeError("cannot start a worker (\(executable)): \(BoundedFile.reason(result))")
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
        /// How it ended, once reaped.
        var status: WaitStatus?
        /// Whether the parent killed it for not stopping.
        var killed = false

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
