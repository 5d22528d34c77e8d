import Arcade
import Foundation
import HostileFiles
import Testing

/// A run that did not finish is never absent: a worker killed at any moment, or a run whose picture cannot be
/// written, is named on stderr, is an `<error>` in the JUnit report (written even then), and the exit status
/// is 3.
extension CommandLineTests {
    /// The indices of the runs in `lines` of summaries.
    private func indices(_ output: String) -> [Int] {
        output.split(separator: "\n").compactMap { RunSummary.parse(String($0))?.index }
    }

    /// The run indices a line `arcade: lost runs 3 (01-first-steps seed 4), 5 (...): ...` names, over every
    /// such line.
    private func lostIndices(_ errors: String) -> [Int] {
        errors.split(separator: "\n").flatMap { line -> [Int] in
            guard line.hasPrefix("arcade: lost run"), let end = line.range(of: "): ") else { return [] }
            let list = line[line.index(line.startIndex, offsetBy: 16)..<end.lowerBound]
            return list.components(separatedBy: "), ").compactMap { Int($0.drop { $0 == " " || $0 == "s" }.prefix { $0.isNumber }) }
        }
    }

    /// SIGKILL one of two workers, as soon as it exists or once the first summary is out: every one of the 44
    /// runs is either printed or named lost on stderr (with the worker's signal), never both; the report has
    /// all 44, the lost ones as errors; the status is 3 when one was lost. Only the run the worker had begun is
    /// lost: the others it held (killed at once, the first worker holds runs 0 and 2, the runs being dealt out
    /// in turn, two to a worker) are played by another worker.
    @Test(arguments: [false, true])
    func aKilledWorkersRunsAreNamedAndReported(afterFirstLine: Bool) throws {
        let folder = try HostileFiles.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = folder + "/r.xml"
        let run = try ArcadeProcess(["--headless", "--level", "all", "--autoplay", "--seeds", "1..4", "--frames", "500",
                                     "--jobs", "2", "--junit", report, "--require-win"])
        let workers = run.children(count: 2)
        try #require(workers.count == 2, "the workers never started")
        // The first worker started (the lower process id) is dealt runs 0 and 2.
        let killed = try #require(workers.min())
        let first = afterFirstLine ? try #require(run.readLine(), "no first line") + "\n" : ""
        #expect(kill(killed, SIGKILL) == 0)
        let result = run.finish()
        let printed = indices(first + result.output)
        let lost = lostIndices(result.errors)
        // 1 with none lost: --require-win, and the longer levels are not won in 500 frames.
        #expect(result.ending.exitCode == (lost.isEmpty ? 1 : 3))
        #expect(lost.count <= 1, "\(result.errors)")
        if !afterFirstLine { #expect(lost.allSatisfy { $0 == 0 }) }
        #expect(Set(printed).isDisjoint(with: lost))
        #expect((printed + lost).sorted() == Array(0..<44), "printed \(printed.sorted()), lost \(lost)")
        #expect(result.errors.contains("worker \(killed) was killed by signal 9 (SIGKILL)"), "\(result.errors)")
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.contains(#"tests="44""#))
        #expect(xml.contains(#"errors="\#(lost.count)""#))
        #expect(xml.components(separatedBy: "<testcase ").count == 45)
        #expect(xml.components(separatedBy: #"<error type="lost""#).count == lost.count + 1)
    }

    /// A run whose picture cannot be written (its path is a folder) is an error with the reason, on one job
    /// and on two alike: the other runs play on and the report is the same.
    @Test(arguments: ["1", "2"])
    func aRunWhosePictureCannotBeWrittenIsAnError(jobs: String) throws {
        let folder = try HostileFiles.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let traces = folder + "/traces", report = folder + "/r.xml"
        try FileManager.default.createDirectory(atPath: traces + "/01-first-steps-seed-2.png",
                                                withIntermediateDirectories: true)
        let run = try ArcadeProcess(["--headless", "--level", "1", "--autoplay", "--seeds", "1..4", "--frames", "30",
                                     "--jobs", jobs, "--trace-dir", traces, "--junit", report]).finish()
        #expect(run.ending.exitCode == 3)
        #expect(indices(run.output).sorted() == [0, 1, 2, 3])
        #expect(run.errors == "arcade: run 1 (01-first-steps seed 2): cannot write the picture \(traces)/01-first-steps-seed-2.png: it is a folder\n")
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        #expect(xml.contains(#"tests="4" failures="0" errors="1" skipped="0""#))
        #expect(xml.contains(#"<error type="file" message="cannot write the picture \#(traces)/01-first-steps-seed-2.png: it is a folder">"#))
    }
}
