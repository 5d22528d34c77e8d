/// What the game prints, as one line of JSON, when a level's run ends:
///
/// ```
/// {"level": "First Steps", "file": "Levels/01-first-steps.txt", "result": "won", "frames": 812, "score": 1200, "lives": 3, "gems": {"collected": 4, "total": 4}, "player": {"x": 48.0, "y": 80.0}, "stateHash": "9f2c..."}
/// ```
///
/// `jsonLine()` writes the members in exactly this order and spacing, so scripts and
/// tests can compare lines as text; `Codable` reads them back (and writes them in
/// whatever order `JSONEncoder` likes).
public struct RunSummary: Equatable, Sendable, Codable {
    /// How the run ended.
    public enum Result: String, Equatable, Sendable, Codable {
        /// The player reached the open exit.
        case won
        /// The player lost the last life.
        case lost
        /// The run was cut off (a frame limit, the window closed) while still playing.
        case stopped
    }

    /// Gems collected out of the level's total.
    public struct GemCount: Equatable, Sendable, Codable {
        /// Gems collected.
        public var collected: Int
        /// Gems in the level.
        public var total: Int

        /// Creates a count.
        public init(collected: Int, total: Int) {
            self.collected = collected
            self.total = total
        }
    }

    /// A point in level pixels.
    public struct Point: Equatable, Sendable, Codable {
        /// Horizontal, to the right.
        public var x: Double
        /// Vertical, downwards.
        public var y: Double

        /// Creates a point.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// The level's name.
    public var level: String
    /// The level's file, as it was named when loaded.
    public var file: String
    /// How the run ended.
    public var result: Result
    /// Steps played (`Game.frame`).
    public var frames: Int
    /// Final score, including any carried in.
    public var score: Int
    /// Lives left.
    public var lives: Int
    /// Gems collected and total.
    public var gems: GemCount
    /// Where the player ended, in level pixels.
    public var player: Point
    /// `Game.stateHashHex` at the end: equal for equal level, seed and inputs.
    public var stateHash: String

    /// Creates a summary from its values.
    public init(level: String, file: String, result: Result, frames: Int, score: Int, lives: Int,
                gems: GemCount, player: Point, stateHash: String) {
        self.level = level
        self.file = file
        self.result = result
        self.frames = frames
        self.score = score
        self.lives = lives
        self.gems = gems
        self.player = player
        self.stateHash = stateHash
    }

    /// The summary of `game` as it stands. A summary is made once the run is over, so a game still playing
    /// was cut off (frame limit, window closed) and reports `.stopped`; a game that ended reports how.
    public init(game: Game) {
        let result: Result
        switch game.result {
        case .won: result = .won
        case .lost: result = .lost
        case .playing: result = .stopped
        }
        self.init(level: game.level.name, file: game.level.file, result: result, frames: game.frame,
                  score: game.score, lives: game.lives,
                  gems: GemCount(collected: game.gemsCollected, total: game.gemsTotal),
                  player: Point(x: game.player.position.x, y: game.player.position.y),
                  stateHash: game.stateHashHex)
    }

    /// The summary as one line of JSON (no newline), members in declaration order with
    /// `", "` between them and `": "` after each key; coordinates always with a decimal
    /// point (`48.0`).
    public func jsonLine() -> String {
        "{\"level\": \(RunSummary.quote(level)), \"file\": \(RunSummary.quote(file)), "
            + "\"result\": \"\(result.rawValue)\", \"frames\": \(frames), \"score\": \(score), \"lives\": \(lives), "
            + "\"gems\": {\"collected\": \(gems.collected), \"total\": \(gems.total)}, "
            + "\"player\": {\"x\": \(RunSummary.number(player.x)), \"y\": \(RunSummary.number(player.y))}, "
            + "\"stateHash\": \(RunSummary.quote(stateHash))}"
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped;
    /// everything else, non-ASCII included, written as is (JSON text is UTF-8).
    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A JSON number that always shows a decimal point (`48.0`, `1.0e-05`) and reads
    /// back as the same `Double`. JSON has no NaN or infinity; the game never produces
    /// them, but if it did they would be written as `null` rather than break the line.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let text = value.description
        if text.contains(".") { return text }
        if let e = text.firstIndex(of: "e") {
            return text[..<e] + ".0" + text[e...]
        }
        return text + ".0"
    }
}
