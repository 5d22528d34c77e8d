import ArcadeSDL
import Arcade
import CStopSignal
import Foundation
import RunBatch
import TextFiles

/// A whole `arcade --headless` invocation: its output paths checked, its runs played in this process or in
/// worker processes, a JUnit report written, and the exit status decided (``HeadlessExitCode``), with the
/// same rules however the runs were played.
public struct HeadlessBatch {
    /// What to play.
    public var request: HeadlessRequest
    /// Worker processes; 1 plays in this process (so does a single run).
    public var jobs = 1
    /// Where the JUnit report goes, if anywhere.
    public var junitPath: String?
    /// Whether a run that was not won makes the status 1 (and a JUnit failure).
    public var requireWin = false
    /// Seconds a worker may play one run without reporting it before it is killed and the run is lost
    /// (`--run-timeout`): a hung or stopped worker never holds up the batch.
    public var runTimeout = HeadlessBatch.defaultRunTimeout

    /// ``runTimeout`` unless set: far above any run the arcade plays (a level's frame limit is minutes of
    /// play, and a run plays hundreds of times faster than real time).
    public static let defaultRunTimeout = 600.0

    /// A batch of a request.
    /// - Parameter request: what to play
    public init(request: HeadlessRequest) {
        self.request = request
    }

    /// Checks every output path and plays the runs, writing each summary line to `output` as it ends, then
    /// writes the report. SIGPIPE is ignored from here on: a reader that goes away is an error to handle,
    /// not the end of the process.
    /// - Parameters:
    ///   - executable: the `arcade` executable, for the workers
    ///   - workerArguments: a worker's command line after the executable
    ///   - output: where the summary lines go
    ///   - warn: writes a line to standard error (runs lost, a picture not written, an empty shard)
    /// - Returns: the exit status (``HeadlessExitCode``)
    /// - Throws: an error naming the file (and line) for bad input, found before anything is played
    public func run(executable: String, workerArguments: [String], output: LineOutput,
                    warn: @escaping (String) -> Void) throws -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        if let junitPath {
            do {
                _ = try OutputPath.check(junitPath)
            } catch {
                throw ArcadeError("cannot write the JUnit report \(junitPath): \(error.reason)")
            }
        }
        let work = try request.work()
        try request.prepareFolders()
        // Said once here, not once a run: each run then plays with the game's own layout.
        if let problem = request.layoutPath.flatMap({ LayoutStore(path: $0).problem() }) { warn(problem) }
        if let shard = work.shard, work.count == 0 {
            warn("shard \(shard.number)/\(shard.count) is empty: the work has \(work.total) runs, fewer than \(shard.count) shards")
        }
        let cases = ArcadeReportCase(work: work, requireWin: requireWin, traceDirectory: request.traceDirectory)
        let report = try junitPath.map {
            try JUnitReport(path: $0, suite: ArcadeReportCase.suite, work: work) { cases.opening($0, frames: 0) }
        }
        let ledger = RunLedger(work: work, output: output, report: report, cases: cases, warn: warn)
        if jobs > 1, work.count > 1 {
            try WorkerPool.run(executable: executable, arguments: workerArguments, jobs: jobs, work: work,
                               runTimeout: runTimeout, ledger: ledger, warn: warn)
        } else {
            play(work, into: ledger, warn: warn)
        }
        let signal = stop_signal_received()
        var reportFailed = false
        do {
            try ledger.writeReport(notPlayed: signal != 0 ? "not played: stopped by \(WaitStatus.name(ofSignal: signal))"
                                   : output.failure == .readerGone ? "not played: standard output was closed"
                                   : "not played: standard output could not be written")
        } catch {
            warn(ErrorText.of(error))
            reportFailed = true
        }
        if signal != 0 { return HeadlessExitCode.stopped(by: signal) }
        switch output.failure {
        case .readerGone: return HeadlessExitCode.readerGone
        case .error: return HeadlessExitCode.outputFailed
        case nil: break
        }
        if reportFailed { return HeadlessExitCode.outputFailed }
        if ledger.errors > 0 { return HeadlessExitCode.runsLost }
        return requireWin && ledger.won < work.count ? HeadlessExitCode.notWon : HeadlessExitCode.success
    }

    /// Plays the runs in this process, in order. The first run is always played (stopped at frame 0 when a
    /// stop came first, as a worker stops the run it was handed); after it, a stop or standard output that
    /// can no longer be written starts no other.
    private func play(_ work: HeadlessWork, into ledger: RunLedger, warn: (String) -> Void) {
        for position in 0..<work.count {
            ledger.record(request.outcome(of: work.run(at: work.index(at: position)), in: work, warn: warn))
            if stop_signal_received() != 0 || ledger.mustStop { break }
        }
    }
}
