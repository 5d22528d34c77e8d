extension AutoPilot {
    /// What one candidate move would lead to over the lookahead.
    struct Outcome {
        /// First step at which the player would touch an enemy, `lookahead + 1` if none.
        var contactStep: Int
        /// `potential` of where the player ends up: lower is closer to the target.
        var potential: Double

        /// True when this outcome is better than `other`: later contact first (never is
        /// best), then more ground gained.
        func isBetter(than other: Outcome) -> Bool {
            if contactStep != other.contactStep { return contactStep > other.contactStep }
            return potential < other.potential - 0.5
        }
    }

    /// Distance left to the target along the route, in pixels: 32 per tile still to
    /// walk plus the way to the next tile centre, so it shrinks smoothly while walking.
    func potential(_ position: Vec2) -> Double {
        let tile = TilePosition(containing: position)
        guard let steps = route.distanceToGoal(from: tile) else { return 1e9 }
        guard let next = route.nextStep(from: tile) else { return position.distance(to: tile.center) }
        return Double(steps - 1) * Double(Rules.tileSize) + position.distance(to: next.center)
    }

    /// The stick deflection that walks the route from `position`: towards the centre of
    /// the next tile, so the box enters each corridor square-on and slides rather than
    /// catching a corner. Slows down on the last pixels of the target so it stops there.
    func steer(from position: Vec2) -> Vec2 {
        let tile = TilePosition(containing: position)
        let waypoint = route.nextStep(from: tile) ?? target ?? tile
        let offset = waypoint.center - position
        let length = offset.length
        guard length > 1e-9 else { return .zero }
        return offset / max(length, Rules.playerSpeed)
    }

    /// The move for this step: the route if it stays clear of the enemies for the
    /// lookahead; otherwise the best of waiting and sixteen straight moves.
    mutating func chooseMove(_ game: Game) -> Vec2 {
        let follow = steer(from: game.player.position)
        guard threatened(game) else { return follow }
        var best = simulate(game, move: nil)
        if best.contactStep > AutoPilot.lookahead { return follow }
        var bestMove = follow
        let stay = simulate(game, move: .zero)
        if stay.isBetter(than: best) {
            best = stay
            bestMove = .zero
        }
        for i in AutoPilot.compass.indices {
            let move = AutoPilot.compass[i]
            let outcome = simulate(game, move: move)
            if outcome.isBetter(than: best) {
                best = outcome
                bestMove = move
            }
        }
        return bestMove
    }

    /// True when some forecast enemy could come near enough to matter within the
    /// lookahead; far from every enemy the route is simply followed.
    private func threatened(_ game: Game) -> Bool {
        guard game.player.invulnerableSteps <= AutoPilot.lookahead else { return false }
        let reach = Rules.playerRadius + Rules.enemyRadius
            + Double(AutoPilot.lookahead) * (Rules.playerSpeed + Rules.patrollerSpeed) + 16
        for slot in 0..<forecast.count
        where forecast.position(slot, after: 0).distanceSquared(to: game.player.position) < reach * reach {
            return true
        }
        return false
    }

    /// Plays the move (`nil`: follow the route) for the lookahead against the forecast.
    func simulate(_ game: Game, move: Vec2?) -> Outcome {
        var position = game.player.position
        let exit = level.exit.center
        let winReach = Rules.playerRadius + Rules.exitRadius - 1
        for step in 1...AutoPilot.lookahead {
            let stick = move ?? steer(from: position)
            position = level.slideBox(center: position, halfSize: Rules.playerHalfSize, by: stick * Rules.playerSpeed)
            // Reaching the open exit wins before any contact counts.
            if game.exitOpen && position.distanceSquared(to: exit) < winReach * winReach {
                return Outcome(contactStep: AutoPilot.lookahead + 1, potential: -1)
            }
            // The game counts invulnerability down before it checks contact, so after
            // `step` steps the player is still safe while `invulnerableSteps - step > 0`.
            guard game.player.invulnerableSteps - step <= 0 else { continue }
            for slot in 0..<forecast.count {
                let reach = safetyRadius(slot, step: step)
                if position.distanceSquared(to: forecast.position(slot, after: step)) < reach * reach {
                    return Outcome(contactStep: step, potential: potential(position))
                }
            }
        }
        return Outcome(contactStep: AutoPilot.lookahead + 1, potential: potential(position))
    }

    /// Contact distance plus a margin: a little for patrollers, whose forecast is exact,
    /// and growing with time for chasers, whose random choices are not known.
    private func safetyRadius(_ slot: Int, step: Int) -> Double {
        let contact = Rules.playerRadius + Rules.enemyRadius
        if forecast.kind(slot) == .chaser { return contact + 3 + 0.25 * Double(step) }
        return contact + 3
    }
}
