extension Level {
    /// Moves an axis-aligned box through the maze and returns its new centre.
    ///
    /// The x and y parts of `displacement` are resolved separately, so a box pushed
    /// diagonally into a wall slides along it keeping the along-wall component. The box is
    /// half-open (`[x-h, x+h)`), so resting flush against a wall is not an overlap. Each
    /// axis is assumed to move less than a tile per call (true for every speed in
    /// `Rules`), so nothing can tunnel through a wall.
    public func slideBox(center: Vec2, halfSize: Double, by displacement: Vec2) -> Vec2 {
        var c = center
        let size = Double(Rules.tileSize)
        if displacement.x != 0 {
            let x = c.x + displacement.x
            let top = TilePosition.index(of: c.y - halfSize)
            let bottom = lastTile(before: c.y + halfSize)
            if displacement.x > 0 {
                let col = lastTile(before: x + halfSize)
                c.x = columnBlocked(col, from: top, to: bottom) ? Double(col) * size - halfSize : x
            } else {
                let col = TilePosition.index(of: x - halfSize)
                c.x = columnBlocked(col, from: top, to: bottom) ? Double(col + 1) * size + halfSize : x
            }
        }
        if displacement.y != 0 {
            let y = c.y + displacement.y
            let left = TilePosition.index(of: c.x - halfSize)
            let right = lastTile(before: c.x + halfSize)
            if displacement.y > 0 {
                let row = lastTile(before: y + halfSize)
                c.y = rowBlocked(row, from: left, to: right) ? Double(row) * size - halfSize : y
            } else {
                let row = TilePosition.index(of: y - halfSize)
                c.y = rowBlocked(row, from: left, to: right) ? Double(row + 1) * size + halfSize : y
            }
        }
        return c
    }

    /// The tile holding the last pixel before the exclusive edge `edge`.
    private func lastTile(before edge: Double) -> Int {
        let size = Double(Rules.tileSize)
        return TilePosition.index(of: (edge / size).rounded(.up) * size - size)
    }

    private func columnBlocked(_ col: Int, from top: Int, to bottom: Int) -> Bool {
        var row = top
        while row <= bottom {
            if isWall(col: col, row: row) { return true }
            row += 1
        }
        return false
    }

    private func rowBlocked(_ row: Int, from left: Int, to right: Int) -> Bool {
        var col = left
        while col <= right {
            if isWall(col: col, row: row) { return true }
            col += 1
        }
        return false
    }
}
