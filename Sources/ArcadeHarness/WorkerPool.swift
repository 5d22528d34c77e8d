import ArcadeSDL
import Arcade
import CStopSignal
import Foundation

/// Runs a headless invocation's runs in worker processes (`arcade --headless --jobs N`): SDL's video state is
/// per process, so each worker is the same executable playing its share of the runs, dealt out in turn. Each
/// summary line is reported as a worker prints it; a SIGINT or SIGTERM the parent catches is passed on to
/// the workers, which stop their level in progress as a single process would.
public enum WorkerPool {
    /// How the workers ended.
    public struct Outcome: Sendable {
        /// Every summary the workers printed, in the order they arrived.
        public var summaries: [RunSummary]
        /// A worker's exit status other than 0 (the first seen): 2 for bad input, 128 + N for a signal.
        public var failedStatus: Int32?
    }

    /// Runs the workers and waits for all of them.
    /// - Parameters:
    ///   - executable: the path of the `arcade` executable
    ///   - arguments: a worker's arguments for the indices of its runs
    ///   - cases: the runs to play
    ///   - jobs: how many workers at most (one per run when there are fewer runs)
    ///   - report: called with each summary as it arrives, one at a time
    /// - Returns: the summaries and how the workers ended
    /// - Throws: when a worker cannot be started
    public static func run(executable: String, arguments: ([Int]) -> [String], cases: [HeadlessCase], jobs: Int,
                           report: @escaping @Sendable (RunSummary) -> Void) throws -> Outcome {
        let count = max(1, min(jobs, cases.count))
        let collected = Collected()
        var workers: [(pid: pid_t, done: DispatchSemaphore, status: Status)] = []
        // A stop asked for before any worker starts starts none.
        guard stop_signal_received() == 0 else { return Outcome(summaries: [], failedStatus: nil) }
        for worker in 0..<count {
            let share = stride(from: worker, to: cases.count, by: count).map { cases[$0].index }
            let started: (pid: pid_t, output: Int32)
            do {
                started = try spawn(executable, [executable] + arguments(share))
            } catch {
                for other in workers { kill(other.pid, SIGTERM) }
                throw error
            }
            let done = DispatchSemaphore(value: 0), status = Status()
            let output = started.output, pid = started.pid
            Thread.detachNewThread {
                // Plain read(2), retried on EINTR: a SIGINT or SIGTERM caught while it waits must not end the
                // reading (Foundation's FileHandle treats an interrupted read as fatal).
                var buffer = [UInt8](repeating: 0, count: 4096), pending: [UInt8] = []
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
                    if count < 0, errno == EINTR { continue }
                    if count <= 0 { break }
                    pending.append(contentsOf: buffer[0..<count])
                    while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                        collected.add(String(decoding: pending[..<newline], as: UTF8.self), report: report)
                        pending.removeSubrange(...newline)
                    }
                }
                close(output)
                if !pending.isEmpty { collected.add(String(decoding: pending, as: UTF8.self), report: report) }
                var code: Int32 = 0
                while waitpid(pid, &code, 0) < 0, errno == EINTR {}
                status.code = code
                done.signal()
            }
            workers.append((pid, done, status))
        }
        var forwarded = false
        for worker in workers {
            // Wake up now and then to pass a caught SIGINT or SIGTERM on to the workers.
            while worker.done.wait(timeout: .now() + .milliseconds(50)) == .timedOut {
                let signal = stop_signal_received()
                if signal != 0, !forwarded {
                    forwarded = true
                    for other in workers { kill(other.pid, signal) }
                }
            }
        }
        var failed: Int32?
        for worker in workers where failed == nil {
            let code = worker.status.code
            if code & 0x7F != 0 {
                failed = 128 + (code & 0x7F)            // killed by a signal
            } else if (code >> 8) & 0xFF != 0 {
                failed = (code >> 8) & 0xFF
            }
        }
        return Outcome(summaries: collected.summaries, failedStatus: failed)
    }

    /// Starts a worker with its standard output on a pipe and SIGINT and SIGTERM blocked: a signal passed on
    /// before it watches for them waits until it does, so it always stops the way a single process does.
    /// - Returns: its process id and the pipe's reading end
    private static func spawn(_ executable: String, _ arguments: [String]) throws -> (pid: pid_t, output: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            throw ArcadeError("cannot start a worker: no pipe (\(String(cString: strerror(errno))))")
        }
        // The reading end stays out of later workers (the writing end is closed here once this one has it).
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
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
        close(ends[1])
        guard result == 0 else {
            close(ends[0])
            throw ArcadeError("cannot start a worker (\(executable)): \(String(cString: strerror(result)))")
        }
        return (pid, ends[0])
    }

    /// A worker's wait status, set by its reader when it has exited.
    private final class Status: @unchecked Sendable {
        var code: Int32 = 0
    }

    /// Lines from the workers' readers, one at a time.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var summaries: [RunSummary] = []

        func add(_ line: String, report: (RunSummary) -> Void) {
            lock.lock()
            defer { lock.unlock() }
            if let summary = RunSummary.parse(line) {
                summaries.append(summary)
                report(summary)
            } else if !line.isEmpty {
                // Not a summary: pass it on as the worker wrote it.
                FileHandle.standardError.write(Data((line + "\n").utf8))
            }
        }
    }
}
