import Arcade
import ArcadeSDL
import Foundation
import RunBatch

/// The arcade's `testcase` elements in a batch's JUnit report (`JUnitReport`): one per run (a level
/// with a seed). A run played has its JSON summary line in `system-out` and, under `--require-win`, a `failure`
/// if it was lost or cut off, naming its trace picture when there is one; a run whose picture could not be
/// written has an `error` with the reason. A run's `time` is its play time, frames / 60 s, so the same work
/// gives the same report.
struct ArcadeReportCase {
    let work: HeadlessWork
    let requireWin: Bool
    let traceDirectory: String?
    private let workingDirectory = FileManager.default.currentDirectoryPath

    init(work: HeadlessWork, requireWin: Bool, traceDirectory: String?) {
        self.work = work
        self.requireWin = requireWin
        self.traceDirectory = traceDirectory
    }

    /// The report's `testsuite` name.
    static let suite = "arcade --headless"

    /// A run's `<testcase ...>` line.
    func opening(_ index: Int, frames: Int) -> String {
        let run = work.run(at: index)
        return JUnitReport<HeadlessWork>.opening(name: run.label, classname: "arcade." + HeadlessRequest.folderName(of: run.file),
                                                 file: run.file, seconds: Self.seconds(frames))
    }

    /// Adds a run's outcome to the report.
    func add(_ outcome: RunOutcome, to report: JUnitReport<HeadlessWork>) {
        switch outcome {
        case .played(let played):
            typealias XML = JUnitReport<HeadlessWork>
            let run = work.run(at: played.index)
            var xml = opening(played.index, frames: played.frames)
            let picture = traceDirectory.map { HeadlessRequest.tracePath(of: run, in: $0) }
            let failed = requireWin && played.result != .won
            if failed {
                let how = played.result == .lost ? "lost" : "not finished"
                let message = "\(how) at frame \(played.frames): \(played.gemsCollected) of \(played.gemsTotal) gems, "
                    + "\(played.lives) lives, score \(played.score)"
                xml += #"      <failure type="\#(played.result.rawValue)" message="\#(XML.escape(message))">"#
                xml += XML.escape(picture.map { "picture of the run: \($0)" } ?? message, quotes: false) + "</failure>\n"
            }
            if let pictureError = played.pictureError {
                xml += #"      <error type="file" message="\#(XML.escape(pictureError))">"#
                    + XML.escape(pictureError, quotes: false) + "</error>\n"
            }
            var output = played.line
            if let picture, played.pictureError == nil {
                // Jenkins' convention for a file to attach to the case; other systems show it as text.
                output += "\n[[ATTACHMENT|\(absolute(picture))]]"
            }
            xml += "      <system-out>" + XML.escape(output, quotes: false) + "</system-out>\n    </testcase>\n"
            report.add(run: played.index, testcase: xml, seconds: Self.seconds(played.frames), failure: failed,
                       error: played.pictureError != nil)
        case .lost(let index, let reason):
            report.addLost(run: index, opening: opening(index, frames: 0), reason: reason)
        }
    }

    /// Seconds of play for a number of 1/60 s frames.
    static func seconds(_ frames: Int) -> Double {
        Double(frames) / 60
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : workingDirectory + "/" + path
    }
}
