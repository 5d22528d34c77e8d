/// The player's input for one step, usually from the on-screen joysticks.
public struct GameInput: Sendable, Equatable {
    /// Movement in level orientation (x right, y down). Length 0...1 sets the speed;
    /// longer vectors are clamped to 1, and NaN or infinite ones count as zero.
    public var move: Vec2
    /// Aim direction while firing (any length), or nil when not firing. A zero or
    /// non-finite aim fires along the player's `facing`, which suits a keyboard fire key.
    public var fire: Vec2?

    /// Creates an input.
    public init(move: Vec2 = .zero, fire: Vec2? = nil) {
        self.move = move
        self.fire = fire
    }

    /// No movement, no firing.
    public static let idle = GameInput()

    /// `move` made safe: finite and at most 1 long.
    public var sanitizedMove: Vec2 {
        guard move.isFinite else { return .zero }
        return move.clamped(toLength: 1)
    }
}
