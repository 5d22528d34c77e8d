import Arcade
import Foundation
import HostileFiles
import Testing

/// A stop request is honoured in every phase: a worker that does not stop is killed after a grace period,
/// workers end with a parent killed outright, and a report written after a stop still has every run.
extension CommandLineTests {
    /// `arcade` playing every level with no end in sight on `jobs`, its report to `report`, SIGTERM blocked
    /// from its start (it waits until the game watches for it).
    private func endlessRun(jobs: String, report: String) throws -> ArcadeProcess {
        try ArcadeProcess(["--headless", "--level", "all", "--frames", "100000000", "--jobs", jobs, "--junit", report],
                          blocked: [SIGTERM])
    }

    /// A worker frozen with SIGSTOP does not keep the parent alive after SIGTERM: it is killed after the
    /// grace period, and the run it had begun (0: the runs are dealt out in turn, two to a worker) is lost
    /// if it had begun it by then; the other worker stops its run 1, so run 2 and 3, handed out but never
    /// begun, and runs 4 to 10 are skipped. Exit 143.
    @Test func aFrozenWorkerIsKilledAfterTheGracePeriod() throws {
        let folder = try HostileFiles.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = folder + "/r.xml"
        let run = try endlessRun(jobs: "2", report: report)
        let workers = run.children(count: 2)
        try #require(workers.count == 2, "the workers never started")
        // The first worker started (the lower process id) is dealt runs 0 and 2.
        let frozen = try #require(workers.min())
        #expect(kill(frozen, SIGSTOP) == 0)
        #expect(kill(run.pid, SIGTERM) == 0)
        let result = run.finish()
        #expect(result.ending.exitCode == 143)
        let killed = "worker \(frozen) did not stop within 0.5 s of SIGTERM and was killed"
        let lost = result.errors.isEmpty ? 0 : 1
        #expect(result.errors.isEmpty || result.errors == "arcade: lost run 0 (01-first-steps seed 0): \(killed)\n",
                "\(result.errors)")
        let summaries = result.output.split(separator: "\n").compactMap { RunSummary.parse(String($0)) }
        #expect(summaries.map(\.index) == [1] && summaries.first?.result == .stopped)
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.contains(#"tests="11" failures="0" errors="\#(lost)" skipped="\#(10 - lost)""#), "\(xml.prefix(300))")
    }

    /// A single process stopped by SIGTERM before its first run ends: the report has all 11 runs, the one
    /// stopped and ten skipped, not just the one.
    @Test func aStoppedRunStillReportsEveryRun() throws {
        let folder = try HostileFiles.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = folder + "/r.xml"
        let run = try endlessRun(jobs: "1", report: report)
        #expect(kill(run.pid, SIGTERM) == 0)
        let result = run.finish()
        #expect(result.ending.exitCode == 143)
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.contains(#"tests="11" failures="0" errors="0" skipped="10""#), "\(xml.prefix(300))")
        #expect(xml.contains(#"<skipped message="not played: stopped by SIGTERM"/>"#))
    }
}
