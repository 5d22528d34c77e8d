import ArcadeSDL
import Arcade
import Foundation
import TextFiles

/// A JUnit XML report of a headless invocation (`arcade --headless --junit FILE`), the format every CI system
/// displays: one `testcase` per run of the work (a level with a seed), every one of them whatever happened.
/// A run played has its JSON summary line in `system-out` and, under `--require-win`, a `failure` if it was
/// lost or cut off, naming its trace picture when there is one; a run lost (its worker killed, say) or whose
/// picture could not be written has an `error` with the reason; a run not played because a stop was asked
/// for is `skipped`. A run's `time` is its play time, frames / 60 s, so the same work gives the same report.
///
/// Runs are recorded as they end, in any order, into a working file (unlinked at once, so nothing is left
/// behind) with only their place kept in memory, 12 bytes a run; ``write(notPlayed:)`` then writes the report
/// in the order of the work, replacing the file whole (`AtomicFile`). A million runs cost 12 MB, not the
/// hundreds of megabytes of their summaries.
final class JUnitReport {
    /// The report's path.
    let path: String
    private let work: HeadlessWork
    private let requireWin: Bool
    private let traceDirectory: String?
    private let workingDirectory = FileManager.default.currentDirectoryPath
    /// The working file, holding each recorded run's `testcase` element.
    private let spool: Int32
    private var spoolEnd: Int64 = 0
    /// The first error writing the working file.
    private var spoolError: Int32?
    /// Where each run's element is in the working file, by position in the shard (-1: no outcome yet).
    private var offsets: [Int64]
    private var lengths: [Int32]
    private var failures = 0, errors = 0, frames = 0

    /// A report to be written to `path`, whose path the caller checked (`OutputPath.check`).
    /// - Throws: `ArcadeError` when no working file can be made in the temporary folder
    init(path: String, work: HeadlessWork, requireWin: Bool, traceDirectory: String?) throws {
        self.path = path
        self.work = work
        self.requireWin = requireWin
        self.traceDirectory = traceDirectory
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder + "/arcade-junit-XXXXXX").utf8CString)
        spool = template.withUnsafeMutableBufferPointer { $0.baseAddress.map { mkstemp($0) } ?? -1 }
        guard spool >= 0 else {
            throw ArcadeError("cannot write the JUnit report \(path): no working file in \(folder) (\(BoundedFile.reason(errno)))")
        }
        template.withUnsafeBufferPointer { _ = $0.baseAddress.map { unlink($0) } }
        offsets = Array(repeating: -1, count: work.count)
        lengths = Array(repeating: 0, count: work.count)
    }

    deinit {
        close(spool)
    }

    /// Records how a run ended (the first outcome of a run counts).
    func add(_ outcome: RunOutcome) {
        guard let position = work.position(of: outcome.index), offsets.indices.contains(position),
              offsets[position] < 0 else { return }
        let bytes = Array(testcase(for: outcome).utf8)
        if spoolError == nil, let code = writeAll(bytes, to: spool) { spoolError = code }
        offsets[position] = spoolEnd
        lengths[position] = Int32(bytes.count)
        spoolEnd += Int64(bytes.count)
        switch outcome {
        case .played(let run):
            frames += run.frames
            if requireWin, run.result != .won { failures += 1 }
            if run.pictureError != nil { errors += 1 }
        case .lost:
            errors += 1
        }
    }

    /// Writes the report: every run of the work in its order, those with no outcome as skipped.
    /// - Parameter reason: why the runs with no outcome were not played ("not played: stopped by SIGTERM")
    /// - Throws: `ArcadeError` naming the report and the reason
    func write(notPlayed reason: String) throws {
        do {
            if let spoolError { throw WriteFailure(reason: "its working file: \(BoundedFile.reason(spoolError))") }
            let file = try AtomicFile(path: path)
            var out: [UInt8] = []
            out.reserveCapacity(1 << 16)
            let skipped = offsets.count - offsets.lazy.filter { $0 >= 0 }.count
            let counts = #"tests="\#(offsets.count)" failures="\#(failures)" errors="\#(errors)" skipped="\#(skipped)""#
                + #" time="\#(Self.seconds(frames))""#
            out += Array((#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
                + #"<testsuites name="arcade --headless" \#(counts)>"# + "\n"
                + #"  <testsuite name="arcade --headless" \#(counts)>"# + "\n").utf8)
            var position = 0
            while position < offsets.count {
                if offsets[position] >= 0 {
                    // Runs recorded one after another are copied from the working file in one piece.
                    let start = offsets[position]
                    var end = start
                    while position < offsets.count, offsets[position] == end {
                        end += Int64(lengths[position])
                        position += 1
                    }
                    try file.write(out)
                    out.removeAll(keepingCapacity: true)
                    try copy(start..<end, to: file)
                } else {
                    let run = work.run(at: work.index(at: position))
                    out += Array((opening(run, frames: 0)
                        + #"      <skipped message="\#(Self.escape(reason))"/>"# + "\n    </testcase>\n").utf8)
                    position += 1
                }
                if out.count >= 1 << 16 {
                    try file.write(out)
                    out.removeAll(keepingCapacity: true)
                }
            }
            out += Array("  </testsuite>\n</testsuites>\n".utf8)
            try file.write(out)
            try file.commit()
        } catch {
            throw ArcadeError("cannot write the JUnit report \(path): \(ErrorText.of(error))")
        }
    }

    /// Copies a stretch of the working file into the report.
    private func copy(_ range: Range<Int64>, to file: AtomicFile) throws {
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var offset = range.lowerBound
        while offset < range.upperBound {
            let wanted = Int(min(Int64(buffer.count), range.upperBound - offset))
            let got = buffer.withUnsafeMutableBytes { pread(spool, $0.baseAddress, wanted, off_t(offset)) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else {
                throw WriteFailure(reason: "its working file: \(got < 0 ? BoundedFile.reason(errno) : "cut short")")
            }
            try buffer.withUnsafeBytes { try file.write(UnsafeRawBufferPointer(rebasing: $0[0..<got])) }
            offset += Int64(got)
        }
    }

    /// The `testcase` element of a run that has an outcome.
    private func testcase(for outcome: RunOutcome) -> String {
        let run = work.run(at: outcome.index)
        switch outcome {
        case .played(let played):
            var xml = opening(run, frames: played.frames)
            let picture = traceDirectory.map { HeadlessRequest.tracePath(of: run, in: $0) }
            if requireWin, played.result != .won {
                let how = played.result == .lost ? "lost" : "not finished"
                let message = "\(how) at frame \(played.frames): \(played.gemsCollected) of \(played.gemsTotal) gems, "
                    + "\(played.lives) lives, score \(played.score)"
                xml += #"      <failure type="\#(played.result.rawValue)" message="\#(Self.escape(message))">"#
                xml += Self.escape(picture.map { "picture of the run: \($0)" } ?? message, quotes: false) + "</failure>\n"
            }
            if let pictureError = played.pictureError {
                xml += #"      <error type="file" message="\#(Self.escape(pictureError))">"#
                    + Self.escape(pictureError, quotes: false) + "</error>\n"
            }
            var output = played.line
            if let picture, played.pictureError == nil {
                // Jenkins' convention for a file to attach to the case; other systems show it as text.
                output += "\n[[ATTACHMENT|\(absolute(picture))]]"
            }
            xml += "      <system-out>" + Self.escape(output, quotes: false) + "</system-out>\n"
            return xml + "    </testcase>\n"
        case .lost(let index, let reason):
            return opening(run, frames: 0)
                + #"      <error type="lost" message="\#(Self.escape(reason))">"#
                + Self.escape("run \(index) did not finish: \(reason)", quotes: false) + "</error>\n    </testcase>\n"
        }
    }

    /// A run's `<testcase ...>` line.
    private func opening(_ run: HeadlessCase, frames: Int) -> String {
        let stem = HeadlessRequest.folderName(of: run.file)
        return #"    <testcase classname="\#(Self.escape("arcade." + stem))" name="\#(Self.escape(run.label))""#
            + #" file="\#(Self.escape(run.file))" time="\#(Self.seconds(frames))">"# + "\n"
    }

    /// Seconds of play for a number of 1/60 s frames, to the millisecond.
    static func seconds(_ frames: Int) -> String {
        String(format: "%.3f", Double(frames) / 60)
    }

    /// Text as an XML attribute value, or as character data with `quotes` false (quotes left as they are,
    /// so a JSON line stays readable): the special characters escaped, and the characters XML 1.0 cannot
    /// carry at all (control characters but tab, newline and return) dropped.
    static func escape(_ text: String, quotes: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quotes: out += "&quot;"
            case "'" where quotes: out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20, scalar.value != 0xFFFE, scalar.value != 0xFFFF {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : workingDirectory + "/" + path
    }
}
