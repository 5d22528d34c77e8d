#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArcadeSDL
import CStopSignal
import TextFiles

/// A worker of a parallel run (`arcade --headless --worker`, started by ``WorkerPool``): the invocation's
/// options on its command line, the indices of its runs on standard input, one a line, and each run's
/// outcome on standard output (`WorkerMessage`), written as the run ends.
///
/// It plays each run it reads; a SIGINT or SIGTERM stops the run in progress, or the next one it was handed
/// if it is between runs (at frame 0), and it starts no other. The end of its input (the parent closed it,
/// or died) ends it, and so does the parent's death (PDEATHSIG) at its next frame.
public enum HeadlessWorker {
    /// Serves the parent until its input ends or a stop is asked for.
    /// - Parameters:
    ///   - request: what the invocation plays
    ///   - warn: writes a line to standard error
    /// - Returns: the exit status: 0 at the end of its input, 128 + N after signal N, 141 when the parent no
    ///   longer reads (EPIPE), 2 for an index outside the work
    /// - Throws: an error naming the file for bad input (which the parent checked already)
    public static func serve(_ request: HeadlessRequest, warn: (String) -> Void) throws -> Int32 {
        let work = try request.work()
        var input = IndexReader()
        while let index = input.next() {
            guard (0..<work.total).contains(index) else {
                warn("worker: run \(index) is not in the work (\(work.total) runs)")
                return 2
            }
            let outcome = request.outcome(of: work.run(at: index), in: work, warn: warn)
            guard writeAll(Array(WorkerMessage.line(for: outcome).utf8), to: 1) == nil else { return 141 }
            if stop_signal_received() != 0 { break }
        }
        let signal = stop_signal_received()
        return signal != 0 ? 128 + signal : 0
    }

    /// Run indices from standard input, one a line.
    private struct IndexReader {
        private var pending: [UInt8] = []
        private var buffer = [UInt8](repeating: 0, count: 4096)

        /// The next index: nil at the end of the input, or when a stop interrupts the wait for one (an index
        /// already there is still read, so a stop finds the run handed first and stops it at frame 0).
        mutating func next() -> Int? {
            while true {
                if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[..<newline], as: UTF8.self)
                    pending.removeSubrange(...newline)
                    return Int(line) ?? -1
                }
                let got = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                if got < 0, errno == EINTR, stop_signal_received() == 0 { continue }
                guard got > 0 else { return nil }
                pending += buffer[0..<got]
            }
        }
    }
}
