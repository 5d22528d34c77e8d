// What every level must satisfy, however it was loaded: shared by the level (text) and tiled (JSON) fuzz
// targets, compiled into each of them by scripts/fuzz.sh.

/// An error names the file, has a reason, and points at a line from `firstLine` to one past the input's
/// last byte (and a column from 1 when it has one).
func checkLevelError(_ error: LevelError, file: String, inputSize: Int, firstLine: Int) {
    let description = error.description
    guard description.hasPrefix(file + ":") else { fatalError("error description does not name the file: \(description)") }
    guard !error.reason.isEmpty else { fatalError("an error without a reason: \(description)") }
    guard error.line >= firstLine, error.line <= inputSize + 1 else {
        fatalError("line \(error.line) outside \(firstLine)...\(inputSize + 1): \(description)")
    }
    if let column = error.column, column < 1 { fatalError("column < 1: \(description)") }
}

/// The invariants a parsed level must satisfy.
func checkLevel(_ level: Level, file: String) {
    func fail(_ message: String) -> Never { fatalError("level invariant: \(message)") }
    let width = level.width, height = level.height
    guard (1...Rules.maxLevelSize).contains(width), (1...Rules.maxLevelSize).contains(height) else {
        fail("size \(width)x\(height) outside 1...\(Rules.maxLevelSize)")
    }
    guard level.walls.count == width * height else { fail("\(level.walls.count) wall flags for \(width)x\(height)") }
    guard level.file == file else { fail("file '\(level.file)'") }
    guard !level.name.isEmpty else { fail("empty name") }
    guard level.contains(level.playerStart), !level.isWall(level.playerStart) else { fail("player start") }
    guard level.contains(level.exit), !level.isWall(level.exit) else { fail("exit") }
    guard level.playerStart != level.exit else { fail("player start on the exit") }
    guard !level.gems.isEmpty else { fail("no gems") }
    var occupied = Set<TilePosition>([level.playerStart, level.exit])
    var previous: TilePosition?
    for gem in level.gems {
        guard level.contains(gem), !level.isWall(gem) else { fail("gem \(gem) outside or in a wall") }
        guard occupied.insert(gem).inserted else { fail("gem \(gem) shares its tile") }
        if let previous, (gem.row, gem.col) <= (previous.row, previous.col) { fail("gems not in reading order") }
        previous = gem
    }
    for enemy in level.enemies {
        guard level.contains(enemy.tile), !level.isWall(enemy.tile) else { fail("enemy \(enemy) outside or in a wall") }
        guard occupied.insert(enemy.tile).inserted else { fail("enemy \(enemy) shares its tile") }
    }
    // Everything outside the grid is wall, including absurd coordinates.
    let outside = [Int.min, -1_000_000, -1, width, height, width + 1, height + 1, Rules.maxLevelSize, Int.max]
    for col in outside {
        for row in [-1, 0, height / 2, height - 1] where !level.isWall(col: col, row: row) && !(0..<width).contains(col) {
            fail("isWall(col: \(col), row: \(row)) is false outside the grid")
        }
    }
    for row in outside {
        for col in [-1, 0, width / 2, width - 1] where !level.isWall(col: col, row: row) && !(0..<height).contains(row) {
            fail("isWall(col: \(col), row: \(row)) is false outside the grid")
        }
    }
    guard level.isWall(col: Int.min, row: Int.min), level.isWall(col: Int.max, row: Int.max) else {
        fail("isWall at the Int extremes")
    }
}

/// Writing the level back in the text format and parsing that gives the same level.
func checkRoundTrip(_ level: Level) {
    var text = "name: Round Trip\n---\n"
    var marks = [UInt8](repeating: UInt8(ascii: "."), count: level.width * level.height)
    for row in 0..<level.height {
        for col in 0..<level.width where level.isWall(col: col, row: row) {
            marks[row * level.width + col] = UInt8(ascii: "#")
        }
    }
    func mark(_ tile: TilePosition, _ char: Unicode.Scalar) { marks[tile.row * level.width + tile.col] = UInt8(ascii: char) }
    mark(level.playerStart, "P")
    mark(level.exit, "E")
    for gem in level.gems { mark(gem, "*") }
    for enemy in level.enemies {
        switch enemy.kind {
        case .chaser: mark(enemy.tile, "C")
        case .horizontalPatroller: mark(enemy.tile, "H")
        case .verticalPatroller: mark(enemy.tile, "V")
        }
    }
    for row in 0..<level.height {
        text += String(decoding: marks[(row * level.width)..<((row + 1) * level.width)], as: UTF8.self) + "\n"
    }
    let again: Level
    do {
        again = try LevelParser.parse(text, file: "fuzz/round-trip.txt")
    } catch {
        fatalError("a parsed level, written back, does not parse: \(error)")
    }
    guard again.width == level.width, again.height == level.height, again.walls == level.walls,
          again.playerStart == level.playerStart, again.exit == level.exit, again.gems == level.gems,
          again.enemies == level.enemies
    else { fatalError("a parsed level, written back, parses differently") }
}
