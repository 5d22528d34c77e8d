import RunBatch

/// A suite's tests as their verdicts come in from the workers: a line for each on standard output as it ends,
/// its JUnit test case, and the counts the exit status needs.
final class SuiteLedger: BatchLedger {
    let work: SuiteWork
    let output: LineOutput
    private let report: JUnitReport<SuiteWork>?
    private let fps: Double
    /// Where a test's game log is, for its `<system-err>`.
    private let gameLog: (Int) -> String
    private(set) var passed = 0, failed = 0, errors = 0

    init(work: SuiteWork, output: LineOutput, report: JUnitReport<SuiteWork>?, fps: Double,
         gameLog: @escaping (Int) -> String) {
        self.work = work
        self.output = output
        self.report = report
        self.fps = fps
        self.gameLog = gameLog
    }

    var mustStop: Bool { output.failure != nil }

    /// The JUnit report's `testsuite` name.
    static let suite = "joystick-run --suite"

    /// A test's `<testcase ...>` line: named by its script, grouped by the suite's folder.
    func opening(_ index: Int, frames: Int) -> String {
        let folderName = work.folder.split(separator: "/").last.map(String.init) ?? "suite"
        return JUnitReport<SuiteWork>.opening(name: work.names[index], classname: "joystick-run.\(folderName)",
                                              file: work.script(index), seconds: Double(frames) / fps)
    }

    func recordFinished(run index: Int, report text: Substring) {
        guard let verdict = SuiteVerdict(report: text) else {
            recordLost([index], reason: "its worker's report cannot be read: \(text.prefix(80))")
            return
        }
        switch verdict.result {
        case .pass: passed += 1
        case .fail: failed += 1
        case .error: errors += 1
        }
        output.write(line: verdict.line(name: work.names[index]))
        guard let report else { return }
        typealias XML = JUnitReport<SuiteWork>
        var xml = opening(index, frames: verdict.frames)
        switch verdict.result {
        case .pass: break
        case .fail:
            xml += #"      <failure type="fail" message="\#(XML.escape(verdict.message))">"#
                + XML.escape(verdict.message, quotes: false) + "</failure>\n"
        case .error:
            xml += #"      <error type="error" message="\#(XML.escape(verdict.message))">"#
                + XML.escape(verdict.message, quotes: false) + "</error>\n"
        }
        xml += "      <system-out>" + XML.escape(verdict.line(name: work.names[index]), quotes: false) + "</system-out>\n"
        if let log = GameLog.reported(gameLog(index)) {
            xml += "      <system-err>" + XML.escape(log, quotes: false) + "</system-err>\n"
        }
        xml += "    </testcase>\n"
        report.add(run: index, testcase: xml, seconds: Double(verdict.frames) / fps, failure: verdict.result == .fail,
                   error: verdict.result == .error)
    }

    func recordLost(_ indices: [Int], reason: String) {
        guard !indices.isEmpty else { return }
        errors += indices.count
        for index in indices {
            output.write(line: "ERROR \(work.names[index]): \(reason)")
            // What its game wrote before the worker went is kept, as for a test that ended.
            report?.addLost(run: index, opening: opening(index, frames: 0), reason: reason,
                            systemErr: report == nil ? nil : GameLog.reported(gameLog(index)))
        }
    }

    func writeReport(notPlayed reason: String) throws(BatchError) {
        try report?.write(notPlayed: reason)
    }
}
