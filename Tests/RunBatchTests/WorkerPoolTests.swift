import Foundation
import HostileFiles
import RunBatch
import Testing

/// The worker pool with workers that are small shell scripts, so each way a worker fails is exact: one that
/// dies before it begins its runs, one killed in a run, one that hangs, workers that cannot start at all.
@Suite struct WorkerPoolTests {
    /// Runs named `case-0`, `case-1`, ...
    struct Cases: BatchWork {
        var total: Int
        var shard: Shard?
        func label(ofRun index: Int) -> String { "case-\(index)" }
    }

    /// What the pool reported.
    final class Ledger: BatchLedger {
        var finished: [Int: String] = [:]
        var lost: [Int: String] = [:]
        var mustStop: Bool { false }
        func recordFinished(run index: Int, report: Substring) {
            #expect(finished[index] == nil && lost[index] == nil, "run \(index) reported twice")
            finished[index] = String(report)
        }
        func recordLost(_ indices: [Int], reason: String) {
            for index in indices {
                #expect(finished[index] == nil && lost[index] == nil, "run \(index) reported twice")
                lost[index] = reason
            }
        }
    }

    /// A worker script: for each index it reads, `S`, then what `body` does with `$i`, then `P` naming the
    /// worker's process. `$dir` is a folder of its own for markers.
    private func worker(_ body: String) throws -> (script: String, folder: String) {
        let folder = try HostileFiles.makeFolder()
        let script = folder + "/worker.sh"
        try """
            #!/bin/sh
            dir=\(folder)
            while read i; do
                printf 'S\\t%s\\n' "$i"
                \(body)
                printf 'P\\t%s\\tplayed by %s\\n' "$i" "$$"
            done
            """.write(toFile: script, atomically: true, encoding: .utf8)
        return (script, folder)
    }

    private func play(_ script: String, runs: Int, jobs: Int, runTimeout: Double? = nil, shard: Shard? = nil)
        throws -> (ledger: Ledger, warnings: [String]) {
        let ledger = Ledger()
        var warnings: [String] = []
        // Run by /bin/sh rather than executed: a script just written may be held open for writing by a process
        // another test forked at that moment (ETXTBSY).
        try WorkerPool.run(executable: "/bin/sh", arguments: [script], jobs: jobs, work: Cases(total: runs, shard: shard),
                           runTimeout: runTimeout, ledger: ledger) { warnings.append($0) }
        return (ledger, warnings)
    }

    /// Every run played once, each by one of the workers, in a shard only the shard's.
    @Test func everyRunIsPlayedOnce() throws {
        let (script, folder) = try worker(":")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (ledger, warnings) = try play(script, runs: 9, jobs: 2)
        #expect(ledger.finished.keys.sorted() == Array(0..<9) && ledger.lost.isEmpty && warnings.isEmpty)
        #expect(Set(ledger.finished.values).count == 2, "two workers: \(ledger.finished)")
        let (sharded, _) = try play(script, runs: 9, jobs: 2, shard: Shard(parsing: "2/3"))
        #expect(sharded.finished.keys.sorted() == [1, 4, 7])
    }

    /// The worker dealt runs 0 and 2 (dealt in turn) dies before it begins them: they are handed to another
    /// worker, said on stderr, and nothing is lost.
    @Test func runsAWorkerNeverBeganGoToAnother() throws {
        let folder = try HostileFiles.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/worker.sh"
        // The worker whose first run is 0 dies once it has read it, the first time only (the worker given run 0
        // next plays it); the others play. Which worker that is does not depend on which starts first.
        try """
            #!/bin/sh
            read i || exit 0
            [ "$i" = 0 ] && mkdir \(folder)/first 2>/dev/null && exit 7
            printf 'S\\t%s\\nP\\t%s\\tok\\n' "$i" "$i"
            while read i; do printf 'S\\t%s\\nP\\t%s\\tok\\n' "$i" "$i"; done
            """.write(toFile: script, atomically: true, encoding: .utf8)
        let (ledger, warnings) = try play(script, runs: 6, jobs: 2)
        #expect(ledger.finished.keys.sorted() == Array(0..<6) && ledger.lost.isEmpty)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasSuffix("exited with status 7 before it began runs 0 (case-0), 2 (case-2): handed to another worker") == true,
                "\(warnings)")
    }

    /// A worker killed in run 1, its first (the runs are dealt in turn, two to a worker: it holds 1 and 3):
    /// run 1 is lost, with the signal; run 3, which it had not begun, is played by the replacement the pool
    /// starts for it, and so is what is left.
    @Test func aWorkerKilledInARunLosesThatRunOnly() throws {
        let (script, folder) = try worker(#"[ "$i" = 1 ] && kill -9 $$"#)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (ledger, warnings) = try play(script, runs: 12, jobs: 2)
        #expect(ledger.lost.keys.sorted() == [1])
        #expect(ledger.lost[1]?.hasSuffix("was killed by signal 9 (SIGKILL)") == true, "\(ledger.lost)")
        #expect(warnings.count == 1 && warnings[0].hasSuffix("before it began run 3 (case-3): handed to another worker"),
                "\(warnings)")
        #expect(ledger.finished.keys.sorted() == Array(0..<12).filter { $0 != 1 })
        // The first worker plays run 0; the replacement, not the first worker, plays run 3.
        #expect(Set(ledger.finished.values).count == 2 && ledger.finished[3] != ledger.finished[0], "\(ledger.finished)")
    }

    /// A worker that hangs in run 1 (its shell replaced by a sleep) is killed by the watchdog after the run
    /// timeout: run 1 lost with that reason, every other run played.
    @Test func aWorkerThatHangsIsKilledByTheWatchdog() throws {
        let (script, folder) = try worker(#"[ "$i" = 1 ] && exec sleep 1000"#)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (ledger, _) = try play(script, runs: 5, jobs: 2, runTimeout: 0.5)
        #expect(ledger.lost.keys.sorted() == [1])
        #expect(ledger.lost[1]?.hasSuffix("reported nothing for 0.5 s and was killed") == true, "\(ledger.lost)")
        #expect(ledger.finished.keys.sorted() == [0, 2, 3, 4])
    }

    /// Workers that die before playing anything are replaced as many times as there are workers, then the
    /// runs left are lost as "no worker was left": a worker that cannot start never starts others without end.
    @Test func workersThatCannotStartDoNotMultiply() throws {
        let folder = try HostileFiles.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/worker.sh"
        try "#!/bin/sh\necho started >> \(folder)/starts\nexit 1\n".write(toFile: script, atomically: true, encoding: .utf8)
        let (ledger, _) = try play(script, runs: 100, jobs: 2)
        #expect(ledger.finished.isEmpty)
        #expect(ledger.lost.keys.sorted() == Array(0..<100))
        #expect(Set(ledger.lost.values) == ["not played: no worker was left to play them"])
        let starts = try String(contentsOfFile: folder + "/starts", encoding: .utf8).split(separator: "\n").count
        #expect(starts == 4, "two workers and two replacements")
    }

    /// A worker that cannot be started at all is an error naming it, before any run.
    @Test func aMissingWorkerIsAnError() throws {
        let ledger = Ledger()
        let error = HostileFiles.thrownError { () throws(BatchError) in
            try WorkerPool.run(executable: "/nonexistent/worker", arguments: [], jobs: 2, work: Cases(total: 3),
                               runTimeout: nil, ledger: ledger) { _ in }
        }
        #expect(error?.description == "cannot start a worker (/nonexistent/worker): No such file or directory")
        #expect(ledger.finished.isEmpty && ledger.lost.isEmpty)
    }
}
