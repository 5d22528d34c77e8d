import Arcade
import Foundation
import HostileFiles
import Testing

/// Summaries that cannot be written are an error, not a success with every line lost; a reader that goes
/// away (`| head -1`) ends the run quietly, with its workers stopped and the report still written.
extension CommandLineTests {
    /// Standard output on a copy of /dev/full, on one job and on two.
    @Test(.enabled(if: SpecialFiles.isRoot, "device copies need mknod, so root"), arguments: ["1", "2"])
    func summariesThatCannotBeWrittenAreAnError(jobs: String) throws {
        let folder = try HostileFiles.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let full = folder + "/full"
        try #require(SpecialFiles.make(.full, at: full) == nil)
        let run = try ArcadeProcess(["--headless", "--level", "1", "--frames", "5", "--seeds", "1..3", "--jobs", jobs],
                                    stdout: .file(full)).finish()
        #expect(run.ending.exitCode == 4)
        #expect(run.errors == "arcade: cannot write the summaries to standard output: No space left on device\n")
        #expect(SpecialFiles.type(of: full) == S_IFCHR)
    }

    @Test func aClosedStandardOutputIsAnError() throws {
        let run = try ArcadeProcess(["--headless", "--level", "1", "--frames", "5"], stdout: .closed).finish()
        #expect(run.ending.exitCode == 4)
        #expect(run.errors == "arcade: cannot write the summaries to standard output: Bad file descriptor\n")
    }

    /// `| head -1`: the reader takes one line and goes. The run ends quietly with 141 (as a process ended
    /// by SIGPIPE, so `set -o pipefail` sees it), its workers are gone, and the report has every run: those
    /// played, and the rest as skipped.
    @Test func aReaderThatGoesAwayEndsTheRunQuietly() throws {
        let folder = try HostileFiles.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = folder + "/r.xml"
        let run = try ArcadeProcess(["--headless", "--level", "all", "--autoplay", "--seeds", "1..10", "--jobs", "2",
                                     "--junit", report])
        #expect(run.readLine() != nil)
        let workers = run.children(count: 2)
        run.closeOutput()
        let result = run.finish()
        #expect(result.ending.exitCode == 141)
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(ArcadeProcess.waitUntilEnded(workers), "a worker outlived the run")
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.contains(#"tests="110""#))
        #expect(xml.contains(#"errors="0""#))
        #expect(xml.components(separatedBy: "<testcase ").count == 111)
        #expect(xml.components(separatedBy: "<skipped ").count > 1)
    }
}
