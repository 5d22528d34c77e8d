import Foundation

/// What the game prints, as one line of JSON, when a level's run ends:
///
/// ```
/// {"file":"Levels/01-first-steps.txt","frames":812,"gems":{"collected":4,"total":4},"level":"First Steps","lives":3,"player":{"x":48,"y":80},"result":"won","score":1200,"stateHash":"9f2c..."}
/// ```
///
/// `jsonLine()` writes it with `JSONEncoder`, keys sorted, so equal summaries are equal lines and scripts and
/// tests can compare them as text; `Codable` reads them back.
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
    /// The session seed (headless runs), so a run of many seeds says which one this was.
    public var seed: UInt64?
    /// The run's place in the invocation's work, counted from 0 over every level, seed and script before
    /// sharding (headless runs): lines printed as parallel workers finish sort back into order by it, and the
    /// shards of one batch fit together by it.
    public var index: Int?

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
    /// - Parameters:
    ///   - game: the game
    ///   - seed: the session seed, reported by headless runs
    ///   - index: the run's place in a headless invocation's work
    public init(game: Game, seed: UInt64? = nil, index: Int? = nil) {
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
        self.seed = seed
        self.index = index
    }

    /// Reads a line `jsonLine()` wrote.
    /// - Parameter line: one line of JSON
    /// - Returns: the summary, or nil when the line is not one
    public static func parse(_ line: String) -> RunSummary? {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try? decoder.decode(RunSummary.self, from: Data(line.utf8))
    }

    /// The summary as one line of JSON (no newline), as `JSONEncoder` writes it: keys sorted, no spaces,
    /// slashes unescaped, non-ASCII text as is (JSON text is UTF-8). The game never produces a NaN or
    /// infinite coordinate; one would be written as the string `"nan"`, `"inf"` or `"-inf"`.
    public func jsonLine() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = Self.nonFinite
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// How `jsonLine()` writes, and a `JSONDecoder` reads back, coordinates that are not finite.
    public static let nonFinite = JSONEncoder.NonConformingFloatEncodingStrategy.convertToString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
}
