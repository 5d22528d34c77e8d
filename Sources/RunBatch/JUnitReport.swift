#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TextFiles

/// A JUnit XML report of a batch (`arcade --headless --junit FILE`, `joystick-run --suite DIR --junit FILE`),
/// the format every CI system displays: one `testcase` per run of the work, every one of them whatever
/// happened. The batch writes each run's element (``opening(name:classname:file:seconds:)``, then a `failure`,
/// an `error` or `system-out` as its run calls for); a run not played because a stop was asked for is written
/// here as `skipped`. A run's `time` is what the batch says: its play time, so the same work gives the same
/// report.
///
/// Runs are recorded as they end, in any order, into a working file (unlinked at once, so nothing is left
/// behind) with only their place kept in memory, 12 bytes a run; ``write(notPlayed:)`` then writes the report
/// in the order of the work, replacing the file whole (`AtomicFile`). A million runs cost 12 MB, not the
/// hundreds of megabytes of their summaries.
public final class JUnitReport<Work: BatchWork> {
    /// The report's path.
    public let path: String
    private let suite: String
    private let work: Work
    private let skippedOpening: (Int) -> String
    /// The working file, holding each recorded run's `testcase` element.
    private let spool: Int32
    private var spoolEnd: Int64 = 0
    /// The first error writing the working file.
    private var spoolError: Int32?
    /// Where each run's element is in the working file, by position in the shard (-1: no outcome yet).
    private var offsets: [Int64]
    private var lengths: [Int32]
    private var failures = 0, errors = 0, seconds = 0.0

    /// A report to be written to `path`, whose path the caller checked (`OutputPath.check`).
    /// - Parameters:
    ///   - path: the report's path
    ///   - suite: the `testsuite`'s name, e.g. `arcade --headless`
    ///   - work: the batch's runs
    ///   - skippedOpening: the `<testcase ...>` line of a run, by index, for a run not played
    /// - Throws: ``BatchError`` when no working file can be made in the temporary folder
    public init(path: String, suite: String, work: Work, skippedOpening: @escaping (Int) -> String) throws(BatchError) {
        self.path = path
        self.suite = suite
        self.work = work
        self.skippedOpening = skippedOpening
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder + "/batch-junit-XXXXXX").utf8CString)
        spool = template.withUnsafeMutableBufferPointer { $0.baseAddress.map { mkstemp($0) } ?? -1 }
        guard spool >= 0 else {
            throw BatchError("cannot write the JUnit report \(path): no working file in \(folder) (\(BoundedFile.reason(errno)))")
        }
        template.withUnsafeBufferPointer { _ = $0.baseAddress.map { unlink($0) } }
        offsets = Array(repeating: -1, count: work.count)
        lengths = Array(repeating: 0, count: work.count)
    }

    deinit {
        close(spool)
    }

    /// Records how a run ended (the first outcome of a run counts).
    /// - Parameters:
    ///   - index: the run's index in the whole work
    ///   - testcase: its whole `testcase` element, with its line break
    ///   - seconds: its `time`
    ///   - failure: whether the element has a `failure`
    ///   - error: whether it has an `error`
    public func add(run index: Int, testcase: String, seconds: Double, failure: Bool, error: Bool) {
        guard let position = work.position(of: index), offsets.indices.contains(position),
              offsets[position] < 0 else { return }
        let bytes = Array(testcase.utf8)
        if spoolError == nil, let code = writeAll(bytes, to: spool) { spoolError = code }
        offsets[position] = spoolEnd
        lengths[position] = Int32(bytes.count)
        spoolEnd += Int64(bytes.count)
        self.seconds += seconds
        if failure { failures += 1 }
        if error { errors += 1 }
    }

    /// Records a run that did not finish: an `error` of type `lost` with the reason.
    /// - Parameters:
    ///   - index: the run's index in the whole work
    ///   - opening: its `<testcase ...>` line
    ///   - reason: why
    ///   - systemErr: what the run wrote meanwhile (a suite test's game log), for `<system-err>`; nil: none
    public func addLost(run index: Int, opening: String, reason: String, systemErr: String? = nil) {
        add(run: index, testcase: opening + #"      <error type="lost" message="\#(Self.escape(reason))">"#
                + Self.escape("run \(index) (\(work.label(ofRun: index))) did not finish: \(reason)", quotes: false)
                + "</error>\n"
                + (systemErr.map { "      <system-err>" + Self.escape($0, quotes: false) + "</system-err>\n" } ?? "")
                + "    </testcase>\n",
            seconds: 0, failure: false, error: true)
    }

    /// Writes the report: every run of the work in its order, those with no outcome as skipped.
    /// - Parameter reason: why the runs with no outcome were not played ("not played: stopped by SIGTERM")
    /// - Throws: ``BatchError`` naming the report and the reason
    public func write(notPlayed reason: String) throws(BatchError) {
        do {
            if let spoolError { throw WriteFailure(reason: "its working file: \(BoundedFile.reason(spoolError))") }
            let file = try AtomicFile(path: path)
            var out: [UInt8] = []
            out.reserveCapacity(1 << 16)
            let skipped = offsets.count - offsets.lazy.filter { $0 >= 0 }.count
            let counts = #"tests="\#(offsets.count)" failures="\#(failures)" errors="\#(errors)" skipped="\#(skipped)""#
                + #" time="\#(Self.seconds(seconds))""#
            out += Array((#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
                + #"<testsuites name="\#(Self.escape(suite))" \#(counts)>"# + "\n"
                + #"  <testsuite name="\#(Self.escape(suite))" \#(counts)>"# + "\n").utf8)
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
                    out += Array((skippedOpening(work.index(at: position))
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
            throw BatchError("cannot write the JUnit report \(path): \(error)")
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

    /// A run's `<testcase ...>` line, with its line break.
    /// - Parameters:
    ///   - name: what the run played (`01-first-steps seed 3`)
    ///   - classname: how CI systems group it (`arcade.01-first-steps`)
    ///   - file: the file it played, if one
    ///   - seconds: its `time`
    public static func opening(name: String, classname: String, file: String?, seconds: Double) -> String {
        #"    <testcase classname="\#(escape(classname))" name="\#(escape(name))""#
            + (file.map { #" file="\#(escape($0))""# } ?? "") + #" time="\#(Self.seconds(seconds))">"# + "\n"
    }

    /// Seconds to the millisecond, as `time` has them: `1.500`.
    public static func seconds(_ value: Double) -> String {
        let milliseconds = value.isFinite ? Int64((max(0, value) * 1000).rounded()) : 0
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// Text as an XML attribute value, or as character data with `quotes` false (quotes left as they are,
    /// so a JSON line stays readable): the special characters escaped, and the characters XML 1.0 cannot
    /// carry at all (control characters but tab, newline and return) dropped.
    public static func escape(_ text: String, quotes: Bool = true) -> String {
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
}
