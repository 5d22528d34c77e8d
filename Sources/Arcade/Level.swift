/// One maze: walls, where the player starts, the gems, the exit and the enemies.
///
/// Levels are immutable values; create them with `LevelParser` or `LevelLibrary`.
/// Positions are tiles; tile (col, row) spans level pixels
/// `[col*32, col*32+32) x [row*32, row*32+32)` and a thing placed on a tile starts at
/// its centre (`TilePosition.center`).
public struct Level: Sendable, Equatable {
    /// The level's title from the `name:` header.
    public let name: String
    /// Where the level came from (a path, or whatever the caller passed to the parser).
    public let file: String
    /// Width in tiles (the longest grid row).
    public let width: Int
    /// Height in tiles (the number of grid rows).
    public let height: Int
    /// The player's start tile (`P`).
    public let playerStart: TilePosition
    /// The exit tile (`E`).
    public let exit: TilePosition
    /// Gem tiles (`*`) in reading order: left to right, then top to bottom.
    public let gems: [TilePosition]
    /// Enemy start tiles (`C`, `H`, `V`) in reading order.
    public let enemies: [EnemySpawn]
    /// Row-major wall flags, `width * height` of them.
    @usableFromInline
    let walls: [Bool]

    init(
        name: String, file: String, width: Int, height: Int, walls: [Bool],
        playerStart: TilePosition, exit: TilePosition, gems: [TilePosition], enemies: [EnemySpawn]
    ) {
        self.name = name
        self.file = file
        self.width = width
        self.height = height
        self.walls = walls
        self.playerStart = playerStart
        self.exit = exit
        self.gems = gems
        self.enemies = enemies
    }

    /// True when the tile is a wall. Everything outside the grid counts as wall.
    @inlinable
    public func isWall(col: Int, row: Int) -> Bool {
        guard col >= 0, row >= 0, col < width, row < height else { return true }
        return walls[row * width + col]
    }

    /// True when the tile is a wall. Everything outside the grid counts as wall.
    @inlinable
    public func isWall(_ tile: TilePosition) -> Bool {
        isWall(col: tile.col, row: tile.row)
    }

    /// True when the tile lies inside the grid.
    @inlinable
    public func contains(_ tile: TilePosition) -> Bool {
        tile.col >= 0 && tile.row >= 0 && tile.col < width && tile.row < height
    }

    /// Width of the level in pixels.
    public var pixelWidth: Int { width * Rules.tileSize }
    /// Height of the level in pixels.
    public var pixelHeight: Int { height * Rules.tileSize }
}

/// Where an enemy starts and which kind it is.
public struct EnemySpawn: Sendable, Equatable {
    /// The kind of enemy.
    public var kind: EnemyKind
    /// The tile it starts on.
    public var tile: TilePosition

    /// Creates a spawn description.
    public init(kind: EnemyKind, tile: TilePosition) {
        self.kind = kind
        self.tile = tile
    }
}
