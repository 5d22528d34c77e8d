import Arcade
import Foundation
import HostileFiles
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import SDLTestSupport
@testable import ArcadeSDL

/// Headless runs at CI scale, through the built `arcade`: seeds, worker processes, shards and JUnit reports.
extension CommandLineTests {
    /// Every level twice (seeds 1 and 2), 90 frames each: the work of the shard tests.
    static let batch = ["--headless", "--level", "all", "--autoplay", "--seeds", "1..2", "--frames", "90"]

    /// The summary lines of a run, by index.
    private func lines(_ output: String) -> [Int: String] {
        var byIndex: [Int: String] = [:]
        for line in output.split(separator: "\n") {
            if let index = RunSummary.parse(String(line))?.index { byIndex[index] = String(line) }
        }
        return byIndex
    }

    /// The union of `--shard 1/3`, `2/3` and `3/3`, each on one job, is exactly the unsharded run on two
    /// worker processes: the same lines, each index once.
    @Test func theShardsTogetherAreTheWholeRun() throws {
        let levels = try LevelChoice.shippedLevels().levelFiles().count
        let whole = try arcade(Self.batch + ["--jobs", "2"])
        #expect(whole.status == 0)
        let wholeLines = lines(whole.output)
        #expect(wholeLines.count == 2 * levels)
        #expect(Set(wholeLines.keys) == Set(0..<(2 * levels)))
        var union: [Int: String] = [:]
        var sizes: [Int] = []
        for shard in 1...3 {
            let part = try arcade(Self.batch + ["--jobs", "1", "--shard", "\(shard)/3"])
            #expect(part.status == 0)
            let partLines = lines(part.output)
            sizes.append(partLines.count)
            for (index, line) in partLines {
                #expect(union[index] == nil, "run \(index) is in two shards")
                #expect(index % 3 == shard - 1)
                union[index] = line
            }
        }
        #expect(union == wholeLines)
        #expect(sizes.reduce(0, +) == 2 * levels && sizes.max()! - sizes.min()! <= 1)
    }

    /// `--seeds` plays each level once per seed, in order: level-major, seeds within.
    @Test func seedsPlayEachLevelOncePerSeed() throws {
        let run = try arcade(["--headless", "--level", "1", "--autoplay", "--seeds", "7..9", "--jobs", "1"])
        #expect(run.status == 0)
        let summaries = run.output.split(separator: "\n").compactMap { RunSummary.parse(String($0)) }
        #expect(summaries.map(\.seed) == [7, 8, 9])
        #expect(summaries.map(\.index) == [0, 1, 2])
        #expect(Set(summaries.map(\.stateHash)).count == 3)
    }

    /// Work goes to the workers over their pipes, not on their command lines: every level for 100,000 seeds
    /// (1.1 million runs) starts at once, each worker's command line is short whatever the work, and every
    /// process stays under 64 MB (a list of the runs took 214 MB per worker, or did not fit in argv at all).
    @Test func aMillionRunsStartWithoutAListOfThem() throws {
        let run = try ArcadeProcess(["--headless", "--level", "all", "--seeds", "1..100000", "--frames", "0",
                                     "--jobs", "2"])
        let workers = run.children(count: 2)
        try #require(workers.count == 2, "the workers never started")
        #expect(run.readLine() != nil)
        for worker in workers {
            let commandLine = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(worker)/cmdline"))) ?? Data()
            #expect(commandLine.count < 1024, "worker \(worker): \(commandLine.count) bytes of arguments")
        }
        for pid in [run.pid] + workers {
            let peak = ArcadeProcess.statusKilobytes("VmHWM", of: pid) ?? 0
            #expect(peak < 64 * 1024, "process \(pid): \(peak) kB at its peak")
        }
        #expect(kill(run.pid, SIGTERM) == 0)
        #expect(run.finish().ending.exitCode == 143)
    }

    /// A typo such as `--jobs 256` does not fork 256 processes: above what the cores can use, the workers are
    /// capped, with a word on stderr.
    @Test func jobsAboveWhatTheCoresCanUseAreCapped() throws {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let run = try ArcadeProcess(["--headless", "--level", "1", "--frames", "0", "--seeds", "1..3",
                                     "--jobs", "256"]).finish()
        #expect(run.ending.exitCode == 0)
        #expect(run.errors == "arcade: --jobs 256 is more than \(cores) cores can use: \(cores * 2) workers at most (2 per core)\n")
        #expect(run.output.split(separator: "\n").count == 3)
    }

    /// A shard with no runs (a CI matrix wider than the work) is normal, so exit 0, but it says so, and the
    /// report has no test rather than no file.
    @Test func anEmptyShardSaysSo() throws {
        let folder = try HostileFiles.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = folder + "/r.xml"
        let run = try ArcadeProcess(["--headless", "--level", "1", "--frames", "5", "--seeds", "1..4", "--shard", "7/8",
                                     "--require-win", "--junit", report]).finish()
        #expect(run.ending.exitCode == 0)
        #expect(run.output.isEmpty)
        #expect(run.errors == "arcade: shard 7/8 is empty: the work has 4 runs, fewer than 8 shards\n")
        #expect(try String(contentsOfFile: report, encoding: .utf8).contains(#"tests="0""#))
    }

    @Test func badScaleOptionsAreBadInput() throws {
        let cases: [([String], String)] = [
            (["--seed", "1", "--seeds", "1..2"], "--seed and --seeds cannot be used together"),
            (["--seeds", "5..1"], "--seeds takes A..B"),
            (["--shard", "4/3"], "--shard takes K/N with 1 <= K <= N, e.g. 2/3, not '4/3'"),
            (["--shard", "0/3"], "--shard takes K/N"),
            (["--jobs", "0"], "--jobs takes a whole number from 1 to 256, not '0'"),
        ]
        for (arguments, message) in cases {
            let run = try arcade(["--headless", "--level", "1"] + arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.errors.contains(message), "\(arguments): \(run.errors)")
        }
        let windowed = try arcade(["--junit", "out.xml"])
        #expect(windowed.status == 2)
        #expect(windowed.errors.contains("--junit only applies with --headless"))
    }

    /// The JUnit report has the structure of the JUnit schema: well-formed XML, `testsuites` and `testsuite`
    /// with their counts, a `testcase` with `name`, `classname` and `time` per run, a `failure` with `type`
    /// and `message` for each run not won under `--require-win`, naming its picture.
    @Test func theJUnitReportHasTheSchemasStructure() throws {
        let folder = try HostileFiles.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = folder + "/report.xml", traces = folder + "/traces"
        // Level 1 is won in 386 frames, level 2 is cut off at 400.
        let run = try arcade(["--headless", "--level", "all", "--autoplay", "--seeds", "3..4", "--frames", "400",
                              "--shard", "1/11", "--require-win", "--junit", report, "--trace-dir", traces])
        #expect(run.status == 1)
        let xml = try Data(contentsOf: URL(fileURLWithPath: report))
        let reader = JUnitReader()
        let parser = XMLParser(data: xml)
        parser.delegate = reader
        #expect(parser.parse(), "not well-formed: \(parser.parserError.map { "\($0)" } ?? "")")
        let roots = reader.elements.filter { $0.name == "testsuites" }
        let suites = reader.elements.filter { $0.name == "testsuite" }
        let cases = reader.elements.filter { $0.name == "testcase" }
        let failures = reader.elements.filter { $0.name == "failure" }
        #expect(roots.count == 1 && suites.count == 1)
        let summaries = run.output.split(separator: "\n").compactMap { RunSummary.parse(String($0)) }
        #expect(cases.count == summaries.count && cases.count == 2)   // indices 0 and 11: level 1 seed 3, level 6 seed 4
        for element in roots + suites {
            for attribute in ["name", "tests", "failures", "errors", "time"] {
                #expect(element.attributes[attribute] != nil, "\(element.name) has no \(attribute)")
            }
            #expect(element.attributes["tests"] == "\(cases.count)")
            #expect(element.attributes["failures"] == "\(failures.count)")
        }
        for testcase in cases {
            #expect(testcase.attributes["name"] != nil && testcase.attributes["classname"] != nil)
            #expect(Double(testcase.attributes["time"] ?? "") != nil)
        }
        #expect(cases.first?.attributes["name"] == "01-first-steps seed 3")
        #expect(cases.first?.attributes["time"] == "6.433")
        let lost = summaries.filter { $0.result != .won }.count
        #expect(failures.count == lost && lost >= 1)
        for failure in failures {
            #expect(failure.attributes["type"] != nil && failure.attributes["message"] != nil)
            let picture = try #require(failure.text.components(separatedBy: "picture of the run: ").last)
            #expect(FileManager.default.fileExists(atPath: picture), "\(picture)")
        }
        #expect(reader.elements.contains { $0.name == "system-out" && $0.text.hasPrefix(#"{"file":"#) })
    }
}

/// Collects the elements of an XML document with their attributes and text.
private final class JUnitReader: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }
    var elements: [Element] = []
    private var open: [Int] = []

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String]) {
        open.append(elements.count)
        elements.append(Element(name: name, attributes: attributes))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = open.last { elements[last].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }
}
