import Arcade
import RunBatch

/// Every run of a batch and how it ended, as the outcomes come in, from this process or from workers: each
/// summary line printed as it comes, a word on stderr for each run lost or whose picture could not be
/// written, the JUnit report's entries, and the counts the exit status needs.
final class RunLedger: BatchLedger {
    /// The batch's work.
    let work: HeadlessWork
    /// Where the summary lines go.
    let output: LineOutput
    private let report: JUnitReport<HeadlessWork>?
    private let cases: ArcadeReportCase
    private let warn: (String) -> Void
    /// Runs played to their end.
    private(set) var played = 0
    /// Runs played and won.
    private(set) var won = 0
    /// Runs lost, and runs played whose picture could not be written.
    private(set) var errors = 0
    private var outputFailureSaid = false

    /// A ledger of no run yet.
    /// - Parameters:
    ///   - work: the batch's work
    ///   - output: where the summary lines go
    ///   - report: the JUnit report, if one is asked for
    ///   - cases: the report's elements
    ///   - warn: writes a line to standard error (with the "arcade: " in front)
    init(work: HeadlessWork, output: LineOutput, report: JUnitReport<HeadlessWork>?, cases: ArcadeReportCase,
         warn: @escaping (String) -> Void) {
        self.work = work
        self.output = output
        self.report = report
        self.cases = cases
        self.warn = warn
    }

    /// Whether the batch must stop: its summary lines can no longer be written.
    var mustStop: Bool { output.failure != nil }

    /// Records a run's outcome: prints its summary line, or says it was lost.
    func record(_ outcome: RunOutcome) {
        if let report { cases.add(outcome, to: report) }
        switch outcome {
        case .played(let run):
            played += 1
            if run.result == .won { won += 1 }
            if !output.write(line: run.line), case .error(let reason) = output.failure, !outputFailureSaid {
                outputFailureSaid = true
                warn("cannot write the summaries to standard output: \(reason)")
            }
            if let pictureError = run.pictureError {
                errors += 1
                warn("run \(work.named([run.index])): \(pictureError)")
            }
        case .lost(let index, let reason):
            errors += 1
            warn("lost run \(work.named([index])): \(reason)")
        }
    }

    /// Records a run a worker finished, from its report.
    func recordFinished(run index: Int, report: Substring) {
        guard let played = WorkerMessage.played(index: index, report: report) else {
            record(.lost(index: index, reason: "its worker's report cannot be read: \(report.prefix(80))"))
            return
        }
        record(.played(played))
    }

    /// Records runs that did not finish, with one line on stderr for all of them.
    /// - Parameters:
    ///   - indices: the runs, in the order they were handed out
    ///   - reason: why, e.g. "worker 123 was killed by signal 9 (SIGKILL)"
    func recordLost(_ indices: [Int], reason: String) {
        guard !indices.isEmpty else { return }
        if let report {
            for index in indices { cases.add(.lost(index: index, reason: reason), to: report) }
        }
        errors += indices.count
        warn("lost run\(indices.count == 1 ? "" : "s") \(work.named(indices)): \(reason)")
    }

    /// Writes the JUnit report, if one was asked for.
    /// - Parameter reason: why the runs with no outcome were not played
    /// - Throws: `BatchError` naming the report and the reason
    func writeReport(notPlayed reason: String) throws(BatchError) {
        try report?.write(notPlayed: reason)
    }
}
