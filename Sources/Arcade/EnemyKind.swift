/// The two kinds of enemy; patrollers come in a horizontal and a vertical flavour.
public enum EnemyKind: UInt8, Sendable, Equatable, CaseIterable {
    /// `C`: finds its way to the player through the maze.
    case chaser
    /// `H`: walks back and forth along its row.
    case horizontalPatroller
    /// `V`: walks back and forth along its column.
    case verticalPatroller

    /// Shots needed to destroy an enemy of this kind.
    public var hitPoints: Int { self == .chaser ? Rules.chaserHitPoints : Rules.patrollerHitPoints }

    /// Movement speed in px per step.
    public var speed: Double { self == .chaser ? Rules.chaserSpeed : Rules.patrollerSpeed }
}
