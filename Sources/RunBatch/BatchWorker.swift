#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CStopSignal
import TextFiles

/// A worker of a ``WorkerPool``: the batch's options on its command line, the indices of its runs on standard
/// input, one a line, and for each run a ``WorkerLine`` `S` as it begins and `P` or `L` as it ends, on
/// standard output.
///
/// It plays each run it reads; a caught SIGINT or SIGTERM (CStopSignal) ends it after the run in progress,
/// which the caller's `play` stops as it sees fit. The end of its input (the parent closed it, or died) ends
/// it too.
public enum BatchWorker {
    /// Serves the parent until its input ends or a stop is asked for.
    /// - Parameters:
    ///   - total: runs in the whole work (an index outside it is refused)
    ///   - warn: writes a line to standard error
    ///   - stopSignal: the stop signal caught, or 0 (CStopSignal's, unless the worker catches them itself)
    ///   - play: plays the run at an index, returning its `P` or `L` line
    /// - Returns: the exit status: 0 at the end of its input, 128 + N after signal N, 141 when the parent no
    ///   longer reads (EPIPE), 2 for an index outside the work
    public static func serve(total: Int, warn: (String) -> Void, stopSignal: @escaping () -> Int32 = { stop_signal_received() },
                             play: (Int) -> WorkerLine) -> Int32 {
        var input = IndexReader(stopSignal: stopSignal)
        while let index = input.next() {
            guard (0..<total).contains(index) else {
                warn("worker: run \(index) is not in the work (\(total) runs)")
                return 2
            }
            guard writeAll(Array(WorkerLine.started(index).text.utf8), to: 1) == nil,
                  writeAll(Array(play(index).text.utf8), to: 1) == nil else { return 141 }
            if stopSignal() != 0 { break }
        }
        let signal = stopSignal()
        return signal != 0 ? 128 + signal : 0
    }

    /// Run indices from standard input, one a line.
    private struct IndexReader {
        private let stopSignal: () -> Int32
        private var pending: [UInt8] = []
        private var buffer = [UInt8](repeating: 0, count: 4096)

        init(stopSignal: @escaping () -> Int32) {
            self.stopSignal = stopSignal
        }

        /// The next index: nil at the end of the input, or when a stop interrupts the wait for one (an index
        /// already there is still read, so a stop finds the run handed first and stops it at its start).
        mutating func next() -> Int? {
            while true {
                if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[..<newline], as: UTF8.self)
                    pending.removeSubrange(...newline)
                    return Int(line) ?? -1
                }
                let got = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                if got < 0, errno == EINTR, stopSignal() == 0 { continue }
                guard got > 0 else { return nil }
                pending += buffer[0..<got]
            }
        }
    }
}
