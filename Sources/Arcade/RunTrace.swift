/// What happened in one level's run, for a picture of it: where the player was at every step, where gems were
/// collected and lives lost, and where and how the run ended.
public struct RunTrace: Sendable, Equatable {
    /// One point of interest: where, and at which step.
    public struct Mark: Sendable, Equatable {
        /// The player's position, in level pixels.
        public var position: Vec2
        /// The step it happened at.
        public var frame: Int

        /// Creates a mark.
        public init(position: Vec2, frame: Int) {
            self.position = position
            self.frame = frame
        }
    }

    /// The level played.
    public let level: Level
    /// The player's position after each step, the start first.
    public private(set) var path: [Vec2] = []
    /// Where each gem was collected: the gem's tile centre.
    public private(set) var gems: [Mark] = []
    /// Where the player was when an enemy took a life (the last life too).
    public private(set) var livesLost: [Mark] = []
    /// Where the player was when the run ended, and how it ended; nil until ``finish(_:)``.
    public private(set) var end: (mark: Mark, result: GameResult)?

    /// Starts a trace at the game's first position, with room for `frames` steps so recording allocates
    /// nothing as the game runs.
    /// - Parameters:
    ///   - game: the game as it starts
    ///   - frames: the most steps the run can take
    public init(game: Game, frames: Int) {
        level = game.level
        path.reserveCapacity(min(max(frames, 0), 1 << 20) + 1)
        path.append(game.player.position)
    }

    /// Adds the step just played: the player's position and what happened.
    /// - Parameters:
    ///   - game: the game after the step
    ///   - events: the step's events (`GameSession.stepEvents`)
    public mutating func record(_ game: Game, events: [GameEvent]) {
        // A hit sends the player back to the start within the step: the contact was where it stood before.
        let before = path.last ?? game.player.position
        for event in events {
            switch event {
            case .gemCollected(let gem) where game.gems.indices.contains(gem):
                gems.append(Mark(position: game.gems[gem].position, frame: game.frame))
            case .playerHit:
                livesLost.append(Mark(position: before, frame: game.frame))
            default:
                break
            }
        }
        path.append(game.player.position)
    }

    /// Ends the trace where the game stands.
    /// - Parameter game: the game when the run ended
    public mutating func finish(_ game: Game) {
        end = (Mark(position: game.player.position, frame: game.frame), game.result)
    }

    public static func == (a: RunTrace, b: RunTrace) -> Bool {
        a.level == b.level && a.path == b.path && a.gems == b.gems && a.livesLost == b.livesLost
            && a.end?.mark == b.end?.mark && a.end?.result == b.end?.result
    }
}
