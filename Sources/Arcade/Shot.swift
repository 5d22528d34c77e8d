/// One slot of the fixed-capacity shot pool (`Rules.shotCapacity` slots).
///
/// Inactive slots are free for the next shot; the renderer draws only active ones.
public struct Shot: Sendable, Equatable {
    /// True while the shot is flying.
    public internal(set) var isActive: Bool
    /// Centre in level pixels.
    public internal(set) var position: Vec2
    /// Displacement per step (`Rules.shotSpeed` long while active).
    public internal(set) var velocity: Vec2

    /// A free pool slot.
    public static let inactive = Shot(isActive: false, position: .zero, velocity: .zero)
}
