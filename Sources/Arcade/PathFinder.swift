/// Shortest 4-connected paths on a level's tile grid, by breadth-first search.
///
/// Built once per level; every buffer is allocated in `init`, so queries never allocate
/// (`path(from:to:into:)` appends to the caller's array, which should have capacity
/// `width * height` reserved). A search fills a distance field towards one goal tile;
/// later queries towards the same goal reuse it, so many chasers hunting one player cost
/// a single search per player tile. Shared by the chasers and the autoplayer bot.
public struct PathFinder: Sendable {
    /// Grid width in tiles.
    public let width: Int
    /// Grid height in tiles.
    public let height: Int
    private let walls: [Bool]
    /// Steps from each tile to `goal`; -1 for walls and unreachable tiles.
    private var distances: [Int32]
    /// Ring of tile indices for the search; never grows past `width * height`.
    private var queue: [Int32]
    /// The goal the distance field was filled for, if any.
    public private(set) var goal: TilePosition?

    /// Prepares the buffers for `level`.
    public init(level: Level) {
        width = level.width
        height = level.height
        walls = level.walls
        distances = [Int32](repeating: -1, count: level.width * level.height)
        queue = [Int32](repeating: 0, count: level.width * level.height)
        goal = nil
    }

    /// Fills the distance field towards `goal` unless it already is. A goal on a wall or
    /// outside the grid leaves every tile unreachable.
    public mutating func prepare(goal newGoal: TilePosition) {
        if goal == newGoal { return }
        goal = newGoal
        for i in distances.indices { distances[i] = -1 }
        guard let start = index(newGoal) else { return }
        distances[start] = 0
        queue[0] = Int32(start)
        var head = 0
        var tail = 1
        while head < tail {
            let current = Int(queue[head])
            head += 1
            let nextDistance = distances[current] + 1
            let col = current % width
            // Each tile enters the queue at most once, so `tail` stays below the capacity.
            if current >= width { visit(current - width, nextDistance, &tail) }
            if col > 0 { visit(current - 1, nextDistance, &tail) }
            if col < width - 1 { visit(current + 1, nextDistance, &tail) }
            if current < width * (height - 1) { visit(current + width, nextDistance, &tail) }
        }
    }

    @inline(__always)
    private mutating func visit(_ neighbor: Int, _ distance: Int32, _ tail: inout Int) {
        if walls[neighbor] || distances[neighbor] >= 0 { return }
        distances[neighbor] = distance
        queue[tail] = Int32(neighbor)
        tail += 1
    }

    /// Steps from `tile` to the prepared goal, or nil if unreachable (or nothing prepared).
    public func distanceToGoal(from tile: TilePosition) -> Int? {
        guard let i = index(tile), distances[i] >= 0 else { return nil }
        return Int(distances[i])
    }

    /// Steps of the shortest path between two tiles, or nil if there is none.
    public mutating func distance(from start: TilePosition, to end: TilePosition) -> Int? {
        prepare(goal: end)
        return distanceToGoal(from: start)
    }

    /// The neighbour of `tile` one step closer to the prepared goal, taking the first in
    /// the order up, left, right, down when several are; nil at the goal or if unreachable.
    public func nextStep(from tile: TilePosition) -> TilePosition? {
        var first = FirstWay()
        return nextStep(from: tile, choosing: &first)
    }

    /// Like `nextStep(from:)`, but picks uniformly among equally short ways with `rng`
    /// (which is only advanced when there is a real choice).
    public func nextStep(from tile: TilePosition, using rng: inout SplitMix64) -> TilePosition? {
        nextStep(from: tile, choosing: &rng)
    }

    /// The next tile of a shortest way, `choices` picking among equally short ones (asked only when there
    /// is a real choice).
    func nextStep<Choices: ChaseChoices>(from tile: TilePosition, choosing choices: inout Choices) -> TilePosition? {
        guard let here = distanceToGoal(from: tile), here > 0 else { return nil }
        var count: UInt64 = 0
        for n in 0..<4 where distanceToGoal(from: tile.neighbor(n)) == here - 1 { count += 1 }
        var pick = count > 1 ? choices.pick(among: count) : 0
        for n in 0..<4 {
            let neighbor = tile.neighbor(n)
            if distanceToGoal(from: neighbor) == here - 1 {
                if pick == 0 { return neighbor }
                pick -= 1
            }
        }
        return nil
    }

    /// Writes a shortest path from `start` to `end` (both included) into `path`, after
    /// emptying it but keeping its capacity. Returns false, leaving `path` empty, when
    /// there is no path.
    @discardableResult
    public mutating func path(from start: TilePosition, to end: TilePosition, into path: inout [TilePosition]) -> Bool {
        path.removeAll(keepingCapacity: true)
        prepare(goal: end)
        guard distanceToGoal(from: start) != nil else { return false }
        var tile = start
        path.append(tile)
        while let next = nextStep(from: tile) {
            path.append(next)
            tile = next
        }
        return true
    }

    private func index(_ tile: TilePosition) -> Int? {
        guard tile.col >= 0, tile.row >= 0, tile.col < width, tile.row < height else { return nil }
        let i = tile.row * width + tile.col
        return walls[i] ? nil : i
    }
}
