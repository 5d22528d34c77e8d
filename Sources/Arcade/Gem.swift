/// A gem of the current game and whether it has been collected.
public struct Gem: Sendable, Equatable {
    /// The tile it lies on.
    public let tile: TilePosition
    /// Its centre in level pixels.
    public var position: Vec2 { tile.center }
    /// True once the player has touched it.
    public internal(set) var isCollected: Bool

    /// An uncollected gem on `tile`.
    public init(tile: TilePosition) {
        self.tile = tile
        isCollected = false
    }
}
