@testable import Arcade

/// Small levels written inline, and shortcuts for driving games in tests.
enum LevelFixtures {
    /// Parses a level whose grid is `rows`, with a `name:` header and `---` added.
    static func level(_ rows: [String], name: String = "Test", file: String = "test.txt") throws -> Level {
        try LevelParser.parse("name: \(name)\n---\n" + rows.joined(separator: "\n") + "\n", file: file)
    }

    /// The error parsing `text` gives, or nil if it parses.
    static func error(_ text: String, file: String = "t.txt") -> LevelError? {
        do {
            _ = try LevelParser.parse(text, file: file)
            return nil
        } catch {
            return error
        }
    }
}

extension Game {
    /// Steps `count` times with the same input and returns every event seen, in order.
    @discardableResult
    mutating func run(_ count: Int, _ input: GameInput = .idle) -> [GameEvent] {
        var seen: [GameEvent] = []
        for _ in 0..<count {
            step(input)
            seen += events
        }
        return seen
    }

    /// Steps until `condition` holds or `limit` steps have passed; returns the steps taken.
    @discardableResult
    mutating func run(until condition: (Game) -> Bool, limit: Int, _ input: GameInput = .idle) -> Int {
        var taken = 0
        while taken < limit && !condition(self) {
            step(input)
            taken += 1
        }
        return taken
    }
}

extension GameInput {
    static let right = GameInput(move: Vec2(1, 0))
    static let left = GameInput(move: Vec2(-1, 0))
    static let up = GameInput(move: Vec2(0, -1))
    static let down = GameInput(move: Vec2(0, 1))
}
