/// Where a ``WorkerPool`` puts what its workers report, as it comes: the batch's own ledger, which knows what
/// a run's report means (a summary line, a verdict), while the pool knows only which run it was.
public protocol BatchLedger: AnyObject {
    /// A run a worker finished, with the report it wrote for it (the text after its index, as written).
    func recordFinished(run index: Int, report: Substring)
    /// Runs that did not finish, with why, e.g. "worker 812 was killed by signal 9 (SIGKILL)".
    func recordLost(_ indices: [Int], reason: String)
    /// Whether the batch must stop handing out runs (its output can no longer be written).
    var mustStop: Bool { get }
}
