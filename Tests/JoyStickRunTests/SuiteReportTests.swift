import Glibc
import RunBatch
import TextFiles
import Testing
@testable import JoyStickRun

/// A suite's report holds each test's game log in its `<system-err>`; the terminal gets the test's line alone.
@Suite("A suite's report")
struct SuiteReportTests {
    @Test func aTestsGameLogIsItsSystemErr() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("window: 640x360\n", to: "quit.txt")
        try folder.write("window: 640x360\n", to: "walk.txt")
        let work = try SuiteWork(folder: folder.path, shard: nil)
        try folder.write("probe: <boom> & \u{1}gone\n", to: "quit.game.log")
        let lines = open(folder.file("lines"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(lines >= 0)
        let report = try JUnitReport(path: folder.file("report.xml"), suite: SuiteLedger.suite, work: work) { _ in "" }
        let ledger = SuiteLedger(work: work, output: LineOutput(descriptor: lines), report: report, fps: 60) {
            work.gameLog($0, output: nil, scratch: folder.path)
        }
        ledger.recordFinished(run: 0, report: "fail\t60\t60\tprobe exited with status 3; frames: 60 of 60 matched")
        ledger.recordFinished(run: 1, report: "pass\t60\t60\t")
        try ledger.writeReport(notPlayed: "not played")
        close(lines)
        let xml = String(decoding: try #require(try? readAll(folder.file("report.xml"))), as: UTF8.self)
        #expect(xml.contains("""
                  <system-out>FAIL quit: probe exited with status 3; frames: 60 of 60 matched</system-out>
                  <system-err>probe: &lt;boom&gt; &amp; gone
            </system-err>
                </testcase>
            """))
        // A test with no log (none was written) has no <system-err>.
        #expect(xml.contains("<system-out>pass walk: 60 frames (60 drawn)</system-out>\n    </testcase>"))
        #expect(String(decoding: try readAll(folder.file("lines")), as: UTF8.self)
                == "FAIL quit: probe exited with status 3; frames: 60 of 60 matched\npass walk: 60 frames (60 drawn)\n")
        #expect(work.gameLog(0, output: "/out", scratch: "/tmp/s") == "/out/quit/game.log")
    }

    /// A test whose worker died keeps what its game wrote: the log is in the lost test's `<system-err>`, after
    /// its error, so that the tester sees what the game said before the worker went.
    @Test func aLostTestsGameLogIsItsSystemErrToo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("window: 640x360\n", to: "crash.txt")
        let work = try SuiteWork(folder: folder.path, shard: nil)
        try folder.write("probe: segfault coming\n", to: "crash.game.log")
        let lines = open(folder.file("lines"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(lines >= 0)
        let report = try JUnitReport(path: folder.file("report.xml"), suite: SuiteLedger.suite, work: work) { _ in "" }
        let ledger = SuiteLedger(work: work, output: LineOutput(descriptor: lines), report: report, fps: 60) {
            work.gameLog($0, output: nil, scratch: folder.path)
        }
        ledger.recordLost([0], reason: "its worker was killed by SIGKILL")
        try ledger.writeReport(notPlayed: "not played")
        close(lines)
        let xml = String(decoding: try #require(try? readAll(folder.file("report.xml"))), as: UTF8.self)
        #expect(xml.contains("""
            did not finish: its worker was killed by SIGKILL</error>
                  <system-err>probe: segfault coming
            </system-err>
                </testcase>
            """))
        #expect(String(decoding: try readAll(folder.file("lines")), as: UTF8.self)
                == "ERROR crash: its worker was killed by SIGKILL\n")
    }

    private func readAll(_ path: String) throws -> [UInt8] {
        guard case .success(let bytes) = BoundedFile.read(path, limit: 1 << 20) else {
            throw FolderFailure(reason: "cannot read \(path)")
        }
        return bytes
    }
}
