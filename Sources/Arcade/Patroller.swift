extension Enemy {
    /// One step of a patroller: it walks tile centre to tile centre along its row
    /// (horizontal) or column (vertical) and turns back when the next tile is a wall.
    /// Boxed in on both sides, it stands still.
    mutating func patrol(in level: Level) {
        var budget = kind.speed
        for _ in 0..<4 {
            if tile == target {
                let dc = heading.x > 0 ? 1 : (heading.x < 0 ? -1 : 0)
                let dr = heading.y > 0 ? 1 : (heading.y < 0 ? -1 : 0)
                let ahead = TilePosition(col: tile.col + dc, row: tile.row + dr)
                if !level.isWall(ahead) {
                    target = ahead
                } else {
                    let behind = TilePosition(col: tile.col - dc, row: tile.row - dr)
                    guard !level.isWall(behind) else { return }
                    heading = Vec2(Double(-dc), Double(-dr))
                    target = behind
                }
            }
            budget = walk(budget: budget)
            if budget <= 0 { return }
        }
    }
}
