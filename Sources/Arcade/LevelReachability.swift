extension Level {
    /// The first of the exit and the gems (in that order, gems in reading order) that the player cannot walk
    /// to from the start, through the 4-connected floor tiles, or nil when every one can be reached. A level
    /// with one is unwinnable: the parsers refuse it.
    public func firstUnreachable() -> (item: String, tile: TilePosition)? {
        var finder = PathFinder(level: self)
        // Walking is symmetric: the tiles that reach the start are the tiles the start reaches.
        finder.prepare(goal: playerStart)
        if finder.distanceToGoal(from: exit) == nil { return ("exit", exit) }
        for gem in gems where finder.distanceToGoal(from: gem) == nil { return ("gem", gem) }
        return nil
    }
}
