import ArcadeSDL
import Arcade
import Foundation

/// A JUnit XML report of a headless invocation (`arcade --headless --junit FILE`), the format every CI system
/// displays: one `testcase` per run (a level with a seed), its JSON summary line in `system-out`, and under
/// `--require-win` a `failure` for a run that was lost or cut off, naming its trace picture when there is one.
/// A run's `time` is its play time, frames / 60 s, so the same work gives the same report.
public enum JUnitReport {
    /// The report's text.
    /// - Parameters:
    ///   - runs: each run played with its summary, in the order of the work
    ///   - requireWin: whether a run that was not won fails
    ///   - traceDirectory: where the runs' pictures are, if they were drawn
    /// - Returns: the XML document
    public static func xml(_ runs: [(run: HeadlessCase, summary: RunSummary)], requireWin: Bool,
                           traceDirectory: String?) -> String {
        let failures = requireWin ? runs.filter { $0.summary.result != .won }.count : 0
        let total = runs.reduce(0) { $0 + $1.summary.frames }
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        let counts = #"tests="\#(runs.count)" failures="\#(failures)" errors="0""#
        xml += #"<testsuites name="arcade --headless" \#(counts) time="\#(seconds(total))">"# + "\n"
        xml += #"  <testsuite name="arcade --headless" \#(counts) skipped="0" time="\#(seconds(total))">"# + "\n"
        for (run, summary) in runs {
            let stem = HeadlessRequest.folderName(of: run.file)
            xml += #"    <testcase classname="\#(escape("arcade." + stem))" name="\#(escape("\(stem) seed \(run.seed)"))""#
                + #" file="\#(escape(run.file))" time="\#(seconds(summary.frames))">"# + "\n"
            let picture = traceDirectory.map { HeadlessRequest.tracePath(of: run, in: $0) }
            if requireWin, summary.result != .won {
                let how = summary.result == .lost ? "lost" : "not finished"
                let message = "\(how) at frame \(summary.frames): \(summary.gems.collected) of \(summary.gems.total) gems, "
                    + "\(summary.lives) lives, score \(summary.score)"
                xml += #"      <failure type="\#(summary.result.rawValue)" message="\#(escape(message))">"#
                xml += escape(picture.map { "picture of the run: \($0)" } ?? message, quotes: false) + "</failure>\n"
            }
            var output = summary.jsonLine()
            if let picture {
                // Jenkins' convention for a file to attach to the case; other systems show it as text.
                output += "\n[[ATTACHMENT|\(absolute(picture))]]"
            }
            xml += "      <system-out>" + escape(output, quotes: false) + "</system-out>\n"
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
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

    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
