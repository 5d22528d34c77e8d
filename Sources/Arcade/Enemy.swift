/// One enemy's state, read-only to the front end.
///
/// Enemies move from tile centre to tile centre: `tile` is the last centre reached and
/// `target` the one it is walking to (equal while standing). Destroyed enemies stay in
/// `Game.enemies` with `isAlive == false`, so indices stay stable for the renderer.
public struct Enemy: Sendable, Equatable {
    /// Chaser or patroller.
    public let kind: EnemyKind
    /// Centre in level pixels.
    public internal(set) var position: Vec2
    /// Unit direction of travel (or of the last travel while standing), for drawing.
    public internal(set) var heading: Vec2
    /// False once destroyed.
    public internal(set) var isAlive: Bool
    /// Shots still needed to destroy it.
    public internal(set) var hitPoints: Int
    /// Steps left of the flash after being hit; the renderer flashes while it is > 0.
    public internal(set) var hitFlash: Int
    /// Last tile centre reached.
    public internal(set) var tile: TilePosition
    /// Tile centre it is walking to.
    public internal(set) var target: TilePosition
    /// Steps left of a chaser's hesitation.
    public internal(set) var waitSteps: Int

    /// An enemy standing on its spawn tile, ready to go.
    public init(spawn: EnemySpawn) {
        kind = spawn.kind
        position = spawn.tile.center
        switch spawn.kind {
        case .chaser: heading = Vec2(0, 1)
        case .horizontalPatroller: heading = Vec2(1, 0)
        case .verticalPatroller: heading = Vec2(0, 1)
        }
        isAlive = true
        hitPoints = spawn.kind.hitPoints
        hitFlash = 0
        tile = spawn.tile
        target = spawn.tile
        waitSteps = 0
    }

    /// Walks towards `target` by up to `budget` pixels; returns the distance left over
    /// if it arrived (then `tile == target`), or 0 if it is still on the way.
    mutating func walk(budget: Double) -> Double {
        let goal = target.center
        let offset = goal - position
        let distance = offset.length
        if distance <= budget {
            position = goal
            tile = target
            return budget - distance
        }
        let direction = offset / distance
        heading = direction
        position += direction * budget
        return 0
    }
}
