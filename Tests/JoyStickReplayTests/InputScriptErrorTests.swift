import Testing
import JoyStickReplay
@testable import JoyStickSDL
@testable import JoyStickControls

@Suite("Input script errors")
struct InputScriptErrorTests {
    /// The error parsing `text` gives, or nil if it parses. The arcade's header keys are declared, as most
    /// messages list them.
    static func error(_ text: String, file: String = "s.txt", gameKeys: [String] = Scripted.gameKeys)
        -> InputScriptError? {
        do {
            _ = try InputScript.parse(text, file: file, gameKeys: gameKeys)
            return nil
        } catch {
            return error
        }
    }

    /// Checks kind, line, column and the whole description (which holds the reason).
    static func expect(_ text: String, _ kind: InputScriptError.Kind, line: Int, column: Int?, _ description: String,
                       gameKeys: [String] = Scripted.gameKeys, sourceLocation: SourceLocation = #_sourceLocation) {
        let error = Self.error(text, gameKeys: gameKeys)
        #expect(error?.kind == kind, sourceLocation: sourceLocation)
        #expect(error?.file == "s.txt", sourceLocation: sourceLocation)
        #expect(error?.line == line, sourceLocation: sourceLocation)
        #expect(error?.column == column, sourceLocation: sourceLocation)
        #expect(error?.description == description, sourceLocation: sourceLocation)
    }

    @Test func unknownVerb() {
        Self.expect("# c\n0 jump 1 2\n", .unknownVerb, line: 2, column: 3,
                    "s.txt:2:3: unknown verb 'jump' (known verbs: touch-down, touch-move, touch-up, touch-cancel, "
                        + "mouse-down, mouse-move, mouse-up, mouse-wheel, key-down, key-up, focus-lost, focus-gained, pad-axis, "
                        + "pad-down, pad-up)")
        // Verbs are case-sensitive.
        #expect(Self.error("0 Focus-Lost")?.kind == .unknownVerb)
    }

    @Test func badPadEvents() {
        Self.expect("0 pad-axis leftstick 5\n", .unknownPadName, line: 1, column: 12,
                    "s.txt:1:12: unknown game controller axis 'leftstick' (known: leftx, lefty, rightx, righty, "
                        + "lefttrigger, righttrigger)")
        Self.expect("2 pad-down A\n", .unknownPadName, line: 1, column: 12,
                    "s.txt:1:12: unknown game controller button 'A' (known: a, b, x, y, back, guide, start, "
                        + "leftstick, rightstick, leftshoulder, rightshoulder, dpup, dpdown, dpleft, dpright, misc1, "
                        + "paddle1, paddle2, paddle3, paddle4, touchpad)")
        Self.expect("0 pad-axis leftx 32768\n", .badNumber, line: 1, column: 18,
                    "s.txt:1:18: bad axis value '32768' (expected a whole number from -32768 to 32767)")
        Self.expect("0 pad-axis leftx -32769\n", .badNumber, line: 1, column: 18,
                    "s.txt:1:18: bad axis value '-32769' (expected a whole number from -32768 to 32767)")
        Self.expect("0 pad-axis leftx 0.5\n", .badNumber, line: 1, column: 18,
                    "s.txt:1:18: bad axis value '0.5' (expected a whole number from -32768 to 32767)")
        Self.expect("0 pad-axis leftx -\n", .badNumber, line: 1, column: 18,
                    "s.txt:1:18: bad axis value '-' (expected a whole number from -32768 to 32767)")
        Self.expect("0 pad-axis leftx\n", .wrongArgumentCount, line: 1, column: 3,
                    "s.txt:1:3: 'pad-axis' takes 2 arguments (axis value), got 1")
        Self.expect("0 pad-up\n", .wrongArgumentCount, line: 1, column: 3,
                    "s.txt:1:3: 'pad-up' takes 1 argument (button), got 0")
    }

    @Test func unknownKeyName() {
        Self.expect("# a typo on line 2\n3 key-down Spcae\n", .unknownKeyName, line: 2, column: 12,
                    "s.txt:2:12: unknown key name 'Spcae' (use SDL's names, e.g. Space, Left, Return, \"Left Ctrl\")")
        // SDL's own spelling is "Keypad +", which has a space: it is written quoted.
        #expect(Self.error("0 key-up Keypad+")?.kind == .unknownKeyName)
        // A NUL ends the name for SDL: an empty name is no key.
        #expect(Self.error("0 key-down \u{0}")?.kind == .unknownKeyName)
    }

    @Test func missingVerb() {
        Self.expect("seed: 1\n7  \n", .missingVerb, line: 2, column: nil, "s.txt:2: missing verb after frame 7")
    }

    @Test func wrongNumberOfArguments() {
        Self.expect("0 touch-down 1 150\n", .wrongArgumentCount, line: 1, column: 3,
                    "s.txt:1:3: 'touch-down' takes 3 arguments (id x y), got 2")
        // Too many: the column points at the first one too many.
        Self.expect("5 focus-lost now\n", .wrongArgumentCount, line: 1, column: 14,
                    "s.txt:1:14: 'focus-lost' takes no arguments, got 1")
        Self.expect("1 key-down\n", .wrongArgumentCount, line: 1, column: 3,
                    "s.txt:1:3: 'key-down' takes 1 argument (key), got 0")
        // An SDL name with a space, unquoted, reads as two arguments: the message says to quote it.
        Self.expect("1 key-down Left Shift\n", .wrongArgumentCount, line: 1, column: 17,
                    "s.txt:1:17: 'key-down' takes 1 argument (key), got 2: quote a key name with spaces: \"Left Shift\"")
        // Comments are whole lines only.
        Self.expect("1 focus-gained # back\n", .wrongArgumentCount, line: 1, column: 16,
                    "s.txt:1:16: 'focus-gained' takes no arguments, got 2")
        Self.expect("1 mouse-up 3\n", .wrongArgumentCount, line: 1, column: 3,
                    "s.txt:1:3: 'mouse-up' takes 2 arguments (x y), got 1")
        Self.expect("1 touch-cancel\n", .wrongArgumentCount, line: 1, column: 3,
                    "s.txt:1:3: 'touch-cancel' takes 1 argument (id), got 0")
    }

    @Test func badFrame() {
        Self.expect("-5 focus-lost\n", .badNumber, line: 1, column: 1,
                    "s.txt:1:1: bad frame '-5' (expected a whole number from 0 to 100000000)")
        Self.expect("\t1.5 focus-lost\n", .badNumber, line: 1, column: 2,
                    "s.txt:1:2: bad frame '1.5' (expected a whole number from 0 to 100000000)")
        #expect(Self.error("+5 focus-lost")?.kind == .badNumber)
        #expect(Self.error("5x focus-lost")?.kind == .badNumber)
    }

    @Test func badCoordinates() {
        Self.expect("0 mouse-down nan 3\n", .badNumber, line: 1, column: 14,
                    "s.txt:1:14: bad x coordinate 'nan' (expected a finite decimal number)")
        Self.expect("0 touch-move 1 2 -inf\n", .badNumber, line: 1, column: 18,
                    "s.txt:1:18: bad y coordinate '-inf' (expected a finite decimal number)")
        // Overflowing to infinity is as bad as writing it.
        Self.expect("0 mouse-up 1e309 0\n", .badNumber, line: 1, column: 12,
                    "s.txt:1:12: bad x coordinate '1e309' (expected a finite decimal number)")
        for bad in ["0x10", "1,5", "12abc", ".", "-", "+", "1e", "1e+", "e5", "1.2.3", "1_000", "١", "infinity", "--1"] {
            #expect(Self.error("0 mouse-move \(bad) 0")?.kind == .badNumber, "\(bad)")
        }
    }

    @Test func badTouchID() {
        Self.expect("0 touch-cancel 1.5\n", .badNumber, line: 1, column: 16,
                    "s.txt:1:16: bad touch id '1.5' (expected a whole number)")
        #expect(Self.error("0 touch-cancel -")?.kind == .badNumber)
        #expect(Self.error("0 touch-cancel finger")?.kind == .badNumber)
    }

    @Test func touchIDOutOfRange() {
        Self.expect("0 touch-cancel 9223372036854775808\n", .touchIDOutOfRange, line: 1, column: 16,
                    "s.txt:1:16: touch id '9223372036854775808' is out of range "
                        + "(expected -9223372036854775808 to 9223372036854775807)")
        #expect(Self.error("0 touch-down -9223372036854775809 0 0")?.kind == .touchIDOutOfRange)
        #expect(Self.error("0 touch-down \(String(repeating: "9", count: 500)) 0 0")?.kind == .touchIDOutOfRange)
    }

    @Test func frameTooLarge() {
        Self.expect("100000001 focus-lost\n", .frameTooLarge, line: 1, column: 1,
                    "s.txt:1:1: frame '100000001' is too large (at most 100000000)")
        // A huge number is quoted only in part.
        Self.expect(String(repeating: "1234567890", count: 90) + " focus-lost\n", .frameTooLarge, line: 1, column: 1,
                    "s.txt:1:1: frame '1234567890123456789012345678901234567890...' is too large (at most 100000000)")
    }

    @Test func framesOutOfOrder() {
        Self.expect("10 focus-lost\n\n# gap\n5 focus-gained\n", .framesOutOfOrder, line: 4, column: 1,
                    "s.txt:4:1: frame 5 comes before frame 10 of the previous event (line 1)")
    }

    @Test func badHeader() {
        Self.expect(": 5\n", .badHeader, line: 1, column: 1, "s.txt:1:1: bad header line, expected 'key: value'")
        Self.expect("  seed:   \n", .badHeader, line: 1, column: 3, "s.txt:1:3: missing value for 'seed'")
        Self.expect("frames:\n", .badHeader, line: 1, column: 1, "s.txt:1:1: missing value for 'frames'")
        // A game's header values are its own to check (the arcade's `seed:` is, in ArcadeScriptTests).
        #expect(Self.error("seed: -1") == nil)
        #expect(Self.error("seed: 0x10") == nil)
    }

    @Test func badFramesHeader() {
        Self.expect("seed: 1\nframes: 100000001\n", .badNumber, line: 2, column: 9,
                    "s.txt:2:9: bad frames '100000001' (expected a whole number from 0 to 100000000)")
        #expect(Self.error("frames: -4")?.kind == .badNumber)
        #expect(Self.error("frames: 1.5")?.kind == .badNumber)
    }

    @Test func neitherEventNorHeader() {
        Self.expect("touch-down 1 2 3\n", .malformedLine, line: 1, column: 1,
                    "s.txt:1:1: expected an event 'frame verb arguments' or a header 'key: value'")
        // A NUL is not a blank, so this is a token that is neither a frame nor a key.
        Self.expect("\u{0}\u{0}\n", .malformedLine, line: 1, column: 1,
                    "s.txt:1:1: expected an event 'frame verb arguments' or a header 'key: value'")
    }

    @Test func headerAfterEvents() {
        Self.expect("seed: 1\n0 focus-lost\nwindow: 10x10\n", .headerAfterEvents, line: 3, column: 1,
                    "s.txt:3:1: header 'window' after the first event (line 2); headers must come first")
    }

    @Test func unknownKey() {
        Self.expect("  Seed: 1\n", .unknownKey, line: 1, column: 3,
                    "s.txt:1:3: unknown key 'Seed' (known keys: level, seed, window, frames)")
        // The unknown key is reported even after the events.
        #expect(Self.error("0 focus-lost\nspeed: 2")?.kind == .unknownKey)
        // Without a game's keys only the format's own are known.
        Self.expect("seed: 1\n", .unknownKey, line: 1, column: 1,
                    "s.txt:1:1: unknown key 'seed' (known keys: window, frames)", gameKeys: [])
    }

    @Test func duplicateKey() {
        Self.expect("level: 1\nseed: 1\nlevel: 2\n", .duplicateKey, line: 3, column: 1,
                    "s.txt:3:1: duplicate key 'level' (first given on line 1)")
    }

    @Test func badWindowSize() {
        Self.expect("window: 1280x0\n", .badWindowSize, line: 1, column: 9,
                    "s.txt:1:9: bad window size '1280x0' (expected WIDTHxHEIGHT, each from 90 to 8192)")
        // A window 1 pixel wide would take no input at all, and 16384 squared a gigabyte: both are refused.
        Self.expect("window: 1x540\n", .badWindowSize, line: 1, column: 9,
                    "s.txt:1:9: bad window size '1x540' (expected WIDTHxHEIGHT, each from 90 to 8192)")
        Self.expect("window: 16384x16384\n", .badWindowSize, line: 1, column: 9,
                    "s.txt:1:9: bad window size '16384x16384' (expected WIDTHxHEIGHT, each from 90 to 8192)")
        for bad in ["16385x10", "1280", "x720", "1280x", "12a0x720", "1280 x 720", "-1x5", "1280x720x2", "99999999999999999999x1"] {
            #expect(Self.error("window: \(bad)")?.kind == .badWindowSize, "\(bad)")
        }
    }

    @Test func lineTooLong() {
        Self.expect(String(repeating: "1", count: 1001), .lineTooLong, line: 1, column: 1001,
                    "s.txt:1:1001: line is longer than 1000 characters")
        // Exactly 1000 characters is fine, with or without a CR before the newline, and
        // characters are counted, not bytes.
        #expect(Self.error("#" + String(repeating: "a", count: 999) + "\r\n") == nil)
        #expect(Self.error("#" + String(repeating: "é", count: 999) + "\n") == nil)
        Self.expect("seed: 1\n#" + String(repeating: "é", count: 1000) + "\n", .lineTooLong, line: 2, column: 1001,
                    "s.txt:2:1001: line is longer than 1000 characters")
    }

    @Test func notUTF8() throws {
        let bytes: [UInt8] = Array("seed: 1\n# ".utf8) + [0xFF, 0xFE] + Array("\n0 focus-lost\n".utf8)
        do {
            _ = try InputScript.parse(bytes: bytes, file: "b.txt", gameKeys: Scripted.gameKeys)
            Issue.record("parsed")
        } catch {
            #expect(error.kind == .notUTF8)
            #expect(error.line == 2)
            #expect(error.column == nil)
            #expect(error.description == "b.txt:2: not valid UTF-8 text")
        }
    }

    @Test func errorDescriptionForms() {
        #expect(InputScriptError(kind: .unreadable, file: "a", line: 0, reason: "r").description == "a: r")
        #expect(InputScriptError(kind: .notUTF8, file: "a", line: 3, reason: "r").description == "a:3: r")
        #expect(InputScriptError(kind: .badNumber, file: "a", line: 3, column: 4, reason: "r").description == "a:3:4: r")
    }
}
