import ArcadeSDL
import RunBatch

/// A worker of a parallel run (`arcade --headless --worker`, started by `WorkerPool`): the
/// invocation's options on its command line, the indices of its runs on standard input, and each run's
/// outcome on standard output (`WorkerMessage`), as `BatchWorker` serves them.
///
/// A SIGINT or SIGTERM stops the run in progress, or the next one it was handed if it is between runs (at
/// frame 0), and it starts no other. The end of its input ends it, and so does the parent's death
/// (PDEATHSIG) at its next frame.
public enum HeadlessWorker {
    /// Serves the parent until its input ends or a stop is asked for.
    /// - Parameters:
    ///   - request: what the invocation plays
    ///   - warn: writes a line to standard error
    /// - Returns: the exit status (`BatchWorker/serve(total:warn:play:)`)
    /// - Throws: an error naming the file for bad input (which the parent checked already)
    public static func serve(_ request: HeadlessRequest, warn: (String) -> Void) throws -> Int32 {
        let work = try request.work()
        return BatchWorker.serve(total: work.total, warn: warn) { index in
            WorkerMessage.line(for: request.outcome(of: work.run(at: index), in: work, warn: warn))
        }
    }
}
