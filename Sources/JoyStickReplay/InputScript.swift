import JoyStickSDL
import TextFiles

/// A recorded or hand-written list of input events, for replays and headless tests:
///
/// ```
/// # frame verb arguments          (coordinates: the game's logical pixels)
/// level: Levels/01-first-steps.txt
/// seed: 42
/// window: 1280x720
/// frames: 600
/// 0    touch-down   1  150 420
/// 5    touch-move   1  230 420
/// 90   touch-up     1  230 420
/// 140  key-down     Space
/// 150  focus-lost
/// 160  pad-axis     leftx -32768
/// 170  pad-down     a
/// ```
///
/// Blank lines and lines starting with `#` (after optional spaces) are ignored. Optional header lines
/// `key: value` come before the first event, each at most once: `window` (`WIDTHxHEIGHT`, the window the
/// events were recorded in), `frames` (how many frames the recording covers, 0...`maxFrame`), and the keys
/// the game declares for itself when it parses (the arcade's `level` and `seed`), kept as text in
/// ``headers``. An event line is a frame (0...`maxFrame`, never below the previous event's), a verb
/// (``ScriptEvent/verbs``) and its arguments, separated by spaces or tabs: an `InputEvent` written as text
/// (see ``ScriptEvent``). `InputScriptParser` has the details and ``InputScriptError`` what is rejected.
public struct InputScript: Sendable, Equatable {
    /// Largest script file `load(path:)` accepts: 16 MiB.
    public static let maxFileSize = 16 * 1024 * 1024
    /// Longest line, in characters (Unicode scalars; a CR before the newline does not count).
    public static let maxLineLength = 1000
    /// Largest frame number: about 19 days at 60 steps per second.
    public static let maxFrame = 100_000_000
    /// Largest window width or height.
    public static let maxWindowSide = 8192
    /// Smallest window width or height: below it a window cannot show the controls or take input at all (a
    /// window 1 pixel wide ignored every touch without a word). Largest: what a real display has, so a
    /// headless window's software picture stays at most 8192x8192.
    public static let minWindowSide = 90
    /// The header keys every script may have, after a game's own (``headers``).
    public static let headerKeys = ["window", "frames"]

    /// A header line of a key the game declared, e.g. `seed: 42`.
    public struct Header: Sendable, Equatable {
        /// The key, e.g. `seed`.
        public var key: String
        /// The value as written, without the blanks around it.
        public var value: String
        /// Where the value starts: the line, 0 when made in code, so a game's error about the value can
        /// point at it. `==` ignores it.
        public var line: Int
        /// The value's 1-based column (Unicode scalars).
        public var column: Int

        /// Creates a header.
        public init(key: String, value: String, line: Int = 0, column: Int = 0) {
            self.key = key
            self.value = value
            self.line = line
            self.column = column
        }

        /// Same key and value.
        public static func == (a: Header, b: Header) -> Bool { a.key == b.key && a.value == b.value }
    }

    /// A window size in pixels, from the `window: WIDTHxHEIGHT` header.
    public struct WindowSize: Sendable, Equatable {
        /// Width in pixels, `minWindowSide...maxWindowSide` when parsed.
        public var width: Int
        /// Height in pixels, `minWindowSide...maxWindowSide` when parsed.
        public var height: Int

        /// Creates a size.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        /// Reads `WIDTHxHEIGHT` (or `WIDTHXHEIGHT`): digits only, each side `minWindowSide...maxWindowSide`.
        /// - Parameter text: e.g. `1280x720`
        /// - Returns: nil when the text is anything else
        public init?<Text: StringProtocol>(parsing text: Text) {
            let bytes = Array(text.utf8)
            guard let x = bytes.firstIndex(where: { $0 == UInt8(ascii: "x") || $0 == UInt8(ascii: "X") }),
                  let width = Self.side(bytes[..<x]), let height = Self.side(bytes[(x + 1)...]) else { return nil }
            self.init(width: width, height: height)
        }

        /// Whole decimal digits in minWindowSide...maxWindowSide (any number of leading zeros, no sign).
        private static func side(_ digits: ArraySlice<UInt8>) -> Int? {
            guard !digits.isEmpty else { return nil }
            var value = 0
            for byte in digits {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                if value > InputScript.maxWindowSide { return nil }
            }
            return value >= InputScript.minWindowSide ? value : nil
        }
    }

    /// The game's own header lines, in file order.
    public var headers: [Header]
    /// The `window:` header.
    public var window: WindowSize?
    /// The `frames:` header: how many frames the recorded game ran, so a replay stops where it stopped.
    public var frames: Int?
    /// The events in file order, frames never decreasing.
    public var events: [ScriptEvent]

    /// Creates a script.
    public init(headers: [Header] = [], window: WindowSize? = nil, frames: Int? = nil, events: [ScriptEvent] = []) {
        self.headers = headers
        self.window = window
        self.frames = frames
        self.events = events
    }

    /// The value of a game's header, if the script has it.
    /// - Parameter key: the key, e.g. `seed`
    public func header(_ key: String) -> Header? {
        headers.first { $0.key == key }
    }

    /// Sets a game's header, replacing one with the same key, or removes it (nil).
    /// - Parameters:
    ///   - key: the key, e.g. `level`
    ///   - value: one line of text, or nil
    public mutating func setHeader(_ key: String, _ value: String?) {
        if let index = headers.firstIndex(where: { $0.key == key }) {
            if let value { headers[index].value = value } else { headers.remove(at: index) }
        } else if let value {
            headers.append(Header(key: key, value: value))
        }
    }

    /// Parses a script from text. `file` is only used to name the script in errors; `gameKeys` are the header
    /// keys the game reads besides ``headerKeys``. Text over `maxFileSize` bytes is turned down before it is
    /// copied.
    public static func parse(_ text: String, file: String, gameKeys: [String] = []) throws(InputScriptError)
        -> InputScript {
        try InputScriptParser.checkSize(text.utf8.count, file: file)
        return try InputScriptParser.parse(bytes: Array(text.utf8), file: file, gameKeys: gameKeys)
    }

    /// Parses a script from the raw bytes of a file, which must be UTF-8 and at most `maxFileSize` long.
    public static func parse(bytes: [UInt8], file: String, gameKeys: [String] = []) throws(InputScriptError)
        -> InputScript {
        try InputScriptParser.parse(bytes: bytes, file: file, gameKeys: gameKeys)
    }

    /// Loads and parses a script file; errors name `path`.
    ///
    /// The size is checked before anything is read, so a huge file is turned down at
    /// once, and the read itself stops one byte past the limit in case the file grows
    /// in between.
    public static func load(path: String, gameKeys: [String] = []) throws(InputScriptError) -> InputScript {
        func unreadable(_ why: String) -> InputScriptError {
            InputScriptError(kind: .unreadable, file: path, line: 0, reason: "cannot read input script (\(why))")
        }
        switch BoundedFile.read(path, limit: maxFileSize) {
        case .success(let data):
            return try InputScriptParser.parse(bytes: data, file: path, gameKeys: gameKeys)
        case .failure(.missing):
            throw unreadable("no such file")
        case .failure(.folder):
            throw unreadable("it is a folder")
        case .failure(.notRegular):
            throw unreadable("it is not a regular file: a FIFO, a device or a socket")
        case .failure(.tooLarge(let size)):
            try InputScriptParser.checkSize(Int(clamping: size), file: path)
            throw unreadable("it is too large")
        case .failure(.unreadable(let why)):
            throw unreadable(why)
        }
    }

    /// The script in its text format: header lines (the game's, then those of ``headerKeys`` that are set)
    /// first, then one line per event. `parse(render())` gives back an equal script, provided the values are
    /// ones `parse` could have produced (single-line trimmed header values, finite coordinates, frames in
    /// order); events a script cannot express (``ScriptEvent/text(for:mouseHeld:)`` is nil) are left out.
    public func render() -> String {
        var text = ""
        for header in headers { text += "\(header.key): \(header.value)\n" }
        if let window { text += "window: \(window.width)x\(window.height)\n" }
        if let frames { text += "frames: \(frames)\n" }
        var mouseHeld = false
        for event in events {
            guard let line = ScriptEvent.text(for: event.event, mouseHeld: &mouseHeld) else { continue }
            text += "\(event.frame) \(line)\n"
        }
        return text
    }
}
