import ArcadeSDL
import Arcade
import CStopSignal
import Foundation
import TextFiles

/// A whole `arcade --headless` invocation: its runs played in this process or in worker processes, a JUnit
/// report written, and the exit status decided, with the same rules however the runs were played.
public struct HeadlessBatch {
    /// What to play.
    public var request: HeadlessRequest
    /// Worker processes; 1 plays in this process (so does a single run).
    public var jobs = 1
    /// Where the JUnit report goes, if anywhere.
    public var junitPath: String?
    /// Whether a run that was not won makes the status 1 (and a JUnit failure).
    public var requireWin = false

    /// A batch of a request.
    /// - Parameter request: what to play
    public init(request: HeadlessRequest) {
        self.request = request
    }

    /// Plays the runs and writes the report.
    /// - Parameters:
    ///   - executable: the `arcade` executable, for the workers
    ///   - workerArguments: a worker's command line for the indices of its runs
    ///   - report: called with each summary as it arrives
    ///   - warn: called with what a run asked for and could not do (in this process; workers write theirs)
    /// - Returns: the exit status: 128 + N after a caught signal N, a worker's failing status, 1 when
    ///   `requireWin` and a run was not won, else 0
    /// - Throws: an error naming the file (and line) for bad input, checked before anything is played, or the
    ///   report that cannot be written
    public func run(executable: String, workerArguments: ([Int]) -> [String],
                    report: @escaping @Sendable (RunSummary) -> Void,
                    warn: (String) -> Void = { _ in }) throws -> Int32 {
        let runs = try request.cases()
        var summaries: [RunSummary] = []
        var workerStatus: Int32?
        if jobs > 1, runs.count > 1 {
            let outcome = try WorkerPool.run(executable: executable, arguments: workerArguments, cases: runs,
                                             jobs: jobs, report: report)
            summaries = outcome.summaries.sorted { ($0.index ?? 0) < ($1.index ?? 0) }
            workerStatus = outcome.failedStatus
        } else {
            _ = try request.run(report: { summary in
                summaries.append(summary)
                report(summary)
            }, warn: warn)
        }
        if let junitPath {
            let byIndex = Dictionary(runs.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
            let played = summaries.compactMap { summary in summary.index.flatMap { byIndex[$0] }.map { ($0, summary) } }
            let xml = JUnitReport.xml(played, requireWin: requireWin, traceDirectory: request.traceDirectory)
            do {
                try AtomicFile.write(Array(xml.utf8), to: junitPath)
            } catch {
                throw ArcadeError("cannot write the JUnit report \(junitPath): \(error.reason)")
            }
        }
        let signal = stop_signal_received()
        if signal != 0 { return 128 + signal }
        if let workerStatus { return workerStatus }
        let everyRunWon = summaries.count == runs.count && summaries.allSatisfy { $0.result == .won }
        return requireWin && !everyRunWon ? 1 : 0
    }
}
