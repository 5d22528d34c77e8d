/// The player's state, read-only to the front end.
public struct Player: Sendable, Equatable {
    /// Centre in level pixels.
    public internal(set) var position: Vec2
    /// Unit vector of the last non-zero move (initially up), for drawing and keyboard fire.
    public internal(set) var facing: Vec2
    /// Displacement actually applied in the last step (after wall collisions).
    public internal(set) var velocity: Vec2
    /// Steps of invulnerability left; the front end blinks the player while > 0.
    public internal(set) var invulnerableSteps: Int
    /// Steps until the next shot may be fired.
    public internal(set) var fireCooldown: Int

    /// A player standing at the centre of `start`, facing up.
    public init(start: TilePosition) {
        position = start.center
        facing = Vec2(0, -1)
        velocity = .zero
        invulnerableSteps = 0
        fireCooldown = 0
    }

    /// True while enemies cannot hurt the player.
    public var isInvulnerable: Bool { invulnerableSteps > 0 }

    /// The tile under the player's centre.
    public var tile: TilePosition { TilePosition(containing: position) }

    /// Moves by `displacement`, sliding along walls, and updates `facing`.
    ///
    /// `move` is the sanitised stick value (length 0...1); its direction becomes `facing`.
    mutating func move(_ move: Vec2, in level: Level) {
        let before = position
        position = level.slideBox(center: position, halfSize: Rules.playerHalfSize, by: move * Rules.playerSpeed)
        velocity = position - before
        if move.lengthSquared > 0 {
            facing = move.normalized
        }
    }
}
