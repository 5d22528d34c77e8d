/// A tile of the level grid, addressed by column (left to right) and row (top to bottom).
///
/// Tile (col, row) covers the level pixels `[col*32, col*32+32) x [row*32, row*32+32)`.
public struct TilePosition: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// Column, 0 at the left edge.
    public var col: Int
    /// Row, 0 at the top edge.
    public var row: Int

    /// Creates a tile position.
    @inlinable
    public init(col: Int, row: Int) {
        self.col = col
        self.row = row
    }

    /// The centre of the tile in level pixels: where anything placed on it starts.
    @inlinable
    public var center: Vec2 {
        let size = Double(Rules.tileSize)
        return Vec2(Double(col) * size + size / 2, Double(row) * size + size / 2)
    }

    /// The tile that contains a point given in level pixels.
    @inlinable
    public init(containing point: Vec2) {
        self.init(col: TilePosition.index(of: point.x), row: TilePosition.index(of: point.y))
    }

    /// The tile index along one axis for a pixel coordinate.
    ///
    /// Uses floor, not truncation, so points left of or above the grid map to negative
    /// tiles (which count as wall). Non-finite or huge values map far outside the grid
    /// instead of trapping.
    @inlinable
    public static func index(of pixel: Double) -> Int {
        let tile = (pixel / Double(Rules.tileSize)).rounded(.down)
        guard tile.isFinite, tile > -1_000_000, tile < 1_000_000 else { return -1_000_000 }
        return Int(tile)
    }

    /// The four orthogonal neighbours, in the fixed order up, left, right, down.
    @inlinable
    public func neighbor(_ index: Int) -> TilePosition {
        switch index {
        case 0: return TilePosition(col: col, row: row - 1)
        case 1: return TilePosition(col: col - 1, row: row)
        case 2: return TilePosition(col: col + 1, row: row)
        default: return TilePosition(col: col, row: row + 1)
        }
    }

    /// `(col, row)`.
    public var description: String { "(\(col), \(row))" }
}
