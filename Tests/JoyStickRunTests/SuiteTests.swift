import Glibc
import RunBatch
import Testing
@testable import JoyStickRun

/// `joystick-run --suite DIR`: its command line, its tests, and the verdict a worker reports.
@Suite("joystick-run's suites")
struct SuiteTests {
    /// A suite is headless, with its own options; what it gives each test is not given with it.
    @Test func aSuitesCommandLine() throws {
        let options = try #require(RunOptionsTests.options(["--suite", "tests", "--jobs", "3", "--shard", "2/4",
                                                            "--junit", "r.xml", "--output", "out", "--run-timeout", "90",
                                                            "--", "game"]))
        #expect(options.headless && options.suite == "tests" && options.jobs == 3 && options.shard == Shard(parsing: "2/4"))
        #expect(options.junit == "r.xml" && options.output == "out" && options.runTimeout == 90 && !options.suiteWorker)
        #expect(RunOptionsTests.options(["--suite-worker", "--suite", "t", "--", "game"])?.suiteWorker == true)
        #expect(RunOptionsTests.refusal(["--jobs", "2", "--", "game"]) == "--jobs goes with --suite DIR")
        #expect(RunOptionsTests.refusal(["--suite", "t", "--script", "a.txt", "--", "game"])
                == "--script is given to each test of a suite by the suite (its script, NAME.hashes beside it, --output DIR for this run's): it does not go with --suite")
        #expect(RunOptionsTests.refusal(["--suite", "t", "--home", "h", "--", "game"])
                == "--home is given to each test of a suite by the suite (its script, NAME.hashes beside it, --output DIR for this run's): it does not go with --suite")
        #expect(RunOptionsTests.refusal(["--suite", "a", "--suite", "b", "--", "game"]) == "--suite is given twice: a suite is one folder")
        #expect(RunOptionsTests.refusal(["--suite", "t", "--jobs", "0", "--", "game"])
                == "--jobs is a number of worker processes, from 1 to 256: not \"0\"")
        #expect(RunOptionsTests.refusal(["--suite", "t", "--shard", "3/2", "--", "game"])
                == "--shard is K/N with 1 <= K <= N, e.g. 2/3: not \"3/2\"")
        #expect(RunOptionsTests.refusal(["--suite", "t", "--run-timeout", "-1", "--", "game"])
                == "--run-timeout is a number of seconds above 0: not \"-1\"")
    }

    /// The tests are the folder's `.txt` files, in byte order of their names; a folder with none, or none at
    /// all, is an error naming it.
    @Test func aSuitesTestsAreItsScripts() throws {
        var template = Array("/tmp/suite-test-XXXXXX".utf8CString)
        let folder = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        defer { _ = system("rm -rf '\(folder)'") }
        #expect(throws: UsageError("--suite \(folder): the folder has no script (NAME.txt)")) {
            try SuiteWork(folder: folder, shard: nil)
        }
        for name in ["b.txt", "a.txt", "B.txt", "a.hashes", ".hidden.txt", "notes.md"] {
            #expect(creat("\(folder)/\(name)", 0o644) >= 0)
        }
        #expect(mkdir("\(folder)/dir.txt", 0o755) == 0)
        let work = try SuiteWork(folder: folder, shard: nil)
        #expect(work.names == ["B", "a", "b"])
        #expect(work.script(1) == "\(folder)/a.txt" && work.goodHashes(1) == "\(folder)/a.hashes"
                && work.goodPictures(1) == "\(folder)/a")
        #expect(try SuiteWork(folder: folder, shard: Shard(parsing: "2/2")).count == 1)
        #expect(throws: UsageError("--suite \(folder)/none: there is no such folder")) {
            try SuiteWork(folder: folder + "/none", shard: nil)
        }
    }

    /// A script whose file name is not UTF-8 cannot be named in a report: refused, named with its bytes, not
    /// skipped without a word ("1 test: 1 passed" for a folder of two).
    @Test func aScriptWhoseNameIsNotUTF8IsRefused() throws {
        var template = Array("/tmp/suite-test-XXXXXX".utf8CString)
        let folder = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        defer { _ = system("rm -rf '\(folder)'") }
        #expect(creat("\(folder)/good.txt", 0o644) >= 0)
        var path = Array("\(folder)/bad".utf8) + [0xFF] + Array(".txt".utf8) + [0]
        #expect(path.withUnsafeMutableBufferPointer { $0.withMemoryRebound(to: CChar.self) { creat($0.baseAddress!, 0o644) } } >= 0)
        #expect(throws: UsageError("--suite \(folder): the script bad\\xFF.txt has a name that is not UTF-8: rename it")) {
            try SuiteWork(folder: folder, shard: nil)
        }
    }

    /// A worker's report of a test reads back as it was sent, a tab or line break in its message made a space;
    /// the suite's line for it says the verdict first.
    @Test func aVerdictTravelsAsALine() {
        let verdict = SuiteVerdict(result: .fail, frames: 61, drawn: 59, message: "frame 12 differs\tfrom\nthe good run's")
        let read = SuiteVerdict(report: Substring(verdict.report))
        #expect(read == SuiteVerdict(result: .fail, frames: 61, drawn: 59, message: "frame 12 differs from the good run's"))
        #expect(read?.line(name: "stick") == "FAIL stick: frame 12 differs from the good run's")
        #expect(SuiteVerdict(result: .pass, frames: 61, drawn: 59, message: "").line(name: "keys")
                == "pass keys: 61 frames (59 drawn)")
        #expect(SuiteVerdict(report: "pass\t61") == nil && SuiteVerdict(report: "maybe\t1\t1\t") == nil)
    }

    /// What a test's run left in its picture folder is cleared before it runs again; nothing else is.
    @Test func onlyARunsOwnPicturesAreCleared() {
        #expect(SuiteCommand.isPicture("frame-0.png") && SuiteCommand.isPicture("frame-120-beside-good-60.png"))
        #expect(!SuiteCommand.isPicture("frame-.png") && !SuiteCommand.isPicture("frame-1.jpg")
                && !SuiteCommand.isPicture("notes-frame-1.png") && !SuiteCommand.isPicture("frame-1-beside-bad-2.png")
                && !SuiteCommand.isPicture("frame-x.png"))
    }

    /// A report's times, to the millisecond.
    @Test func junitTimesAreMilliseconds() {
        #expect(JUnitReport<SuiteWork>.seconds(61.0 / 60) == "1.017")
        #expect(JUnitReport<SuiteWork>.seconds(0) == "0.000" && JUnitReport<SuiteWork>.seconds(12.5) == "12.500")
        #expect(JUnitReport<SuiteWork>.seconds(.nan) == "0.000")
    }
}
