import Foundation
import HostileFiles
import JoyStickEngine
import Testing
import JoyStickReplay
@testable import JoyStickSDL
@testable import JoyStickControls

/// Hostile script files: each must be turned down with a clear error that names the file and the line and
/// column where the parser stopped, in bounded memory.
///
/// Nothing here is timed: where the parser stops is in its error (a long line at the first character past the
/// limit), and a reader that waited on a FIFO would hang the run instead of passing. What a 100 MB file costs
/// is measured in a `HostileFileProbe` process of its own, so the figures are that one load's.
@Suite("Hostile input scripts")
struct InputScriptHostileTests {

    /// The error parsing `bytes` gives (with the arcade's header keys declared).
    static func scriptError(_ bytes: [UInt8], file: String = "hostile.txt",
                            sourceLocation: SourceLocation = #_sourceLocation) -> InputScriptError? {
        HostileFiles.thrownError({ () throws(InputScriptError) in
            _ = try InputScript.parse(bytes: bytes, file: file, gameKeys: Scripted.gameKeys)
        }, sourceLocation: sourceLocation)
    }


    @Test func binaryGarbageScript() throws {
        let path = try HostileFiles.write(HostileFiles.garbage(count: 1 << 20, seed: 11), as: "garbage.txt")
        defer { HostileFiles.cleanUp(path) }
        let error = HostileFiles.thrownError { () throws(InputScriptError) in _ = try InputScript.load(path: path) }
        #expect(error == InputScriptError(kind: .notUTF8, file: path, line: 1, reason: "not valid UTF-8 text"))
        #expect(error?.description == "\(path):1: not valid UTF-8 text")
    }

    /// A FIFO given as a script blocked the reader forever; now it is refused at once.
    @Test func aFIFOIsRefusedNotWaitedOn() throws {
        let path = try HostileFiles.fifo(as: "pipe.txt")
        defer { HostileFiles.cleanUp(path) }
        let error = HostileFiles.thrownError { () throws(InputScriptError) in _ = try InputScript.load(path: path) }
        #expect(error?.description
            == "\(path): cannot read input script (it is not a regular file: a FIFO, a device or a socket)")
    }

    /// A 100 MB (sparse) script is refused by its size, without reading a byte of it.
    @Test func hundredMegabyteScriptIsRefusedBySize() throws {
        let path = try HostileFiles.sparse(size: 100_000_000, as: "huge.txt")
        defer { HostileFiles.cleanUp(path) }
        let probe = try HostileFiles.probe("script", path)
        #expect(probe.outcome == "error fileTooLarge \(path): input script is too large (100000000 bytes, at most 16777216)")
        #expect(probe.bytesRead < HostileFiles.probeReadSlack)
        // 1.4 MB measured, as for a tiny script; reading up to the 16 MiB limit would cost more than 16 MB.
        #expect(probe.peakGrowth < 8_000_000)
    }

    @Test func billionthFrame() {
        let error = Self.scriptError(Array("0 focus-lost\n1000000000 focus-gained\n".utf8))
        #expect(error == InputScriptError(kind: .frameTooLarge, file: "hostile.txt", line: 2, column: 1,
                                          reason: "frame '1000000000' is too large (at most 100000000)"))
        #expect(error?.description == "hostile.txt:2:1: frame '1000000000' is too large (at most 100000000)")
        // A frame of 999 digits (the longest a line allows) costs no more, and is quoted cut.
        let digits = String(repeating: "9", count: 985)
        let long = Self.scriptError(Array("\(digits) focus-lost\n".utf8))
        #expect(long?.kind == .frameTooLarge)
        #expect(long?.description == "hostile.txt:1:1: frame '\(String(repeating: "9", count: 40))...' is too large (at most 100000000)")
    }

    @Test func touchIDOverflowingInt64() {
        let error = Self.scriptError(Array("0 touch-down 9223372036854775808 1 2\n".utf8))
        #expect(error == InputScriptError(
            kind: .touchIDOutOfRange, file: "hostile.txt", line: 1, column: 14,
            reason: "touch id '9223372036854775808' is out of range (expected -9223372036854775808 to 9223372036854775807)"))
        #expect(Self.scriptError(Array("0 touch-up -9223372036854775809 1 2\n".utf8))?.kind == .touchIDOutOfRange)
        #expect(Self.scriptError(Array("0 touch-cancel 99999999999999999999999999999\n".utf8))?.kind == .touchIDOutOfRange)
        // The extremes themselves are fine.
        let script = try? InputScript.parse("0 touch-down -9223372036854775808 1 2\n1 touch-up 9223372036854775807 1 2\n",
                                            file: "hostile.txt")
        #expect(script?.events.map(\.event) == [.touchDown(Scripted.finger(.min), at: Point(x: 1, y: 2)),
                                                .touchUp(Scripted.finger(.max), at: Point(x: 1, y: 2))])
    }

    @Test func tenMillionCharacterScriptLine() {
        let bytes = Array("seed: 1\n".utf8) + [UInt8](repeating: UInt8(ascii: "7"), count: 10_000_000) + [0x0A]
        let error = Self.scriptError(bytes)
        #expect(error == InputScriptError(kind: .lineTooLong, file: "hostile.txt", line: 2, column: 1001,
                                          reason: "line is longer than 1000 characters"))
        #expect(error?.description == "hostile.txt:2:1001: line is longer than 1000 characters")
        // Refused at the 1001st character, before the rest is decoded: bytes that are not UTF-8 further on
        // change nothing. (A parser that checked the whole line first would call it not UTF-8.)
        var poisoned = bytes
        poisoned[8 + 5000] = 0xFF
        #expect(Self.scriptError(poisoned) == error)
    }

    /// `\r`-only line endings are line endings (they made the whole file one line).
    @Test func carriageReturnOnlyScript() throws {
        let script = try InputScript.parse(bytes: Array("seed: 1\r0 focus-lost\r5 focus-gained\r".utf8),
                                           file: "hostile.txt", gameKeys: Scripted.gameKeys)
        #expect(script.header("seed")?.value == "1")
        #expect(script.events == [ScriptEvent(frame: 0, event: .focusLost), ScriptEvent(frame: 5, event: .focusGained)])
        #expect(script.events.map(\.line) == [2, 3])
        #expect(Self.scriptError(Array("0 focus-lost\r5 focus-gianed\r".utf8))?.description
            == "hostile.txt:2:3: unknown verb 'focus-gianed' (known verbs: \(ScriptEvent.verbs.joined(separator: ", ")))")
    }

    @Test func nulBytesInAScript() {
        let error = Self.scriptError([UInt8](repeating: 0, count: 1 << 20))
        #expect(error?.kind == .lineTooLong)
        #expect(error?.description == "hostile.txt:1:1001: line is longer than 1000 characters")
        let short = Self.scriptError([0, 0, 0, 0x0A])
        #expect(short == InputScriptError(kind: .malformedLine, file: "hostile.txt", line: 1, column: 1,
                                          reason: "expected an event 'frame verb arguments' or a header 'key: value'"))
        let frame = Self.scriptError(Array("1".utf8) + [0] + Array(" focus-lost\n".utf8))
        #expect(frame?.description == "hostile.txt:1:1: bad frame '1\\0' (expected a whole number from 0 to 100000000)")
    }
}

/// Inputs found by the libFuzzer `script` target in scripts/fuzz/ (run with scripts/fuzz.sh), replayed exactly.
@Suite("Fuzz regressions (input scripts)")
struct InputScriptFuzzRegressionTests {
    /// `parse(render())` must give back the script `parse` produced (with the arcade's header keys, as the
    /// fuzz harness parses).
    static func roundTrips(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let script = try InputScript.parse(bytes: bytes, file: "fuzz.txt", gameKeys: Scripted.gameKeys)
        let again = try InputScript.parse(script.render(), file: "fuzz.txt", gameKeys: Scripted.gameKeys)
        #expect(again == script, "rendered: \(script.render().debugDescription)", sourceLocation: sourceLocation)
    }

    /// The script fuzzer's crasher (base64 `bGV2ZWw6IAkJIAkJIHRvCQkJCQkJCQkNCQkJIAkJ`): a CR followed by
    /// blanks stays in the `level:` value once the trailing blanks are trimmed, so the value ends in `\r`.
    /// `render()` writes `level: to\t…\t\r\n`, which the parser reads as a CRLF line ending: the value comes
    /// back as `to`. The same happens to a `key-down`/`key-up` name such as `x\r` followed by a blank.
    @Test func carriageReturnBeforeTrailingBlanks() throws {
        let crasher: [UInt8] = [
            0x6c, 0x65, 0x76, 0x65, 0x6c, 0x3a, 0x20, 0x09, 0x09, 0x20, 0x09, 0x09, 0x20, 0x74, 0x6f, 0x09,
            0x09, 0x09, 0x09, 0x09, 0x09, 0x09, 0x09, 0x0d, 0x09, 0x09, 0x09, 0x20, 0x09, 0x09,
        ]
        #expect(crasher == Array("level: \t\t \t\t to\t\t\t\t\t\t\t\t\r\t\t\t \t\t".utf8))
        try Self.roundTrips(crasher)
        try Self.roundTrips(Array("0 key-down x\r \n".utf8))
        try Self.roundTrips(Array("0 key-up Space\r\t\r\n".utf8))
    }

    /// What the round trip does keep: CRLF and CR-only files, NULs and other control characters
    /// inside tokens, the Int64 extremes, -0 and long decimals.
    @Test func roundTripsThatHold() throws {
        try Self.roundTrips(Array("level: a b\r\nseed: 0\r\n0 key-down a\u{0}b\r\n".utf8))
        try Self.roundTrips(Array("level: a\rseed: 0\r0 key-down a\r".utf8))
        try Self.roundTrips(Array("0 touch-down -9223372036854775808 -0 1e308\n0 touch-move 9223372036854775807 0.1 -5e-324\n".utf8))
        try Self.roundTrips(Array("window: 8192x90\nframes: 100000000\n100000000 mouse-up 123456789012345678 3.000000000000001\n".utf8))
        try Self.roundTrips(Array("\u{FEFF}level: \u{0B}\u{0C}x\u{85}\n0 key-down Delete\n".utf8))
    }
}
