extension AutoPilot {
    /// A shot must pass this close to a forecast enemy centre to count as a hit; the
    /// game's reach is `shotRadius + enemyRadius` (14), less a margin for forecast error.
    static let aimTolerance = Rules.shotRadius + Rules.enemyRadius - 3

    /// The fire-stick direction for this step, or nil to leave the stick alone.
    ///
    /// For each forecast enemy it leads the target (where will it be when a shot fired
    /// now gets there?), then follows that shot step by step the way the game moves it,
    /// stopping at the first wall: only a shot that reaches the enemy's forecast
    /// position first counts. Of those, the one hitting soonest is taken.
    func aim(_ game: Game, from origin: Vec2) -> Vec2? {
        var best: Vec2?
        var bestSteps = Int.max
        for slot in 0..<forecast.count {
            guard let direction = lead(slot, from: origin),
                  let steps = stepsToHit(slot, from: origin, direction: direction),
                  steps < bestSteps else { continue }
            best = direction
            bestSteps = steps
        }
        return best
    }

    /// The unit direction that meets slot `slot`'s forecast: the first step count `k` at
    /// which a shot, `shotSpeed * (k + 1)` pixels out, can be where the enemy is after `k`
    /// steps. (A shot moves in the step it is fired, before the enemies do.)
    private func lead(_ slot: Int, from origin: Vec2) -> Vec2? {
        // Leave room after the meeting point for `stepsToHit` to follow the shot.
        for k in 0..<(EnemyForecast.horizon - 2) {
            let spot = forecast.position(slot, after: k)
            let reach = Rules.shotSpeed * Double(k + 1)
            if spot.distanceSquared(to: origin) <= reach * reach {
                let direction = (spot - origin).normalized
                return direction == .zero ? nil : direction
            }
        }
        return nil
    }

    /// Steps until a shot fired along `direction` hits the forecast enemy, or nil if a
    /// wall stops it first or it misses.
    private func stepsToHit(_ slot: Int, from origin: Vec2, direction: Vec2) -> Int? {
        let velocity = direction * Rules.shotSpeed
        var shot = origin
        for step in 1..<EnemyForecast.horizon {
            shot += velocity
            if level.isWall(TilePosition(containing: shot)) { return nil }
            let enemy = forecast.position(slot, after: step - 1)
            if shot.distanceSquared(to: enemy) < AutoPilot.aimTolerance * AutoPilot.aimTolerance { return step }
            // Past the enemy and moving away from it: a miss.
            if (shot - enemy).dot(direction) > Rules.shotRadius + Rules.enemyRadius { return nil }
        }
        return nil
    }
}
