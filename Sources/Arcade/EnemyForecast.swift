/// Where the live enemies near the player will be over the next steps, as a player
/// reading the screen would guess it: patrollers pace their lane (exactly predictable),
/// chasers walk a shortest way towards the player's tile. A chaser's random tie-breaks
/// and hesitations cannot be foreseen, so its forecast is only a good guess; callers
/// widen their safety margin with time for chasers.
///
/// Every buffer is allocated in `init`, so `update` never allocates.
struct EnemyForecast: Sendable {
    /// Steps forecast ahead; position `horizon` is the last one stored.
    static let horizon = 64

    /// How many enemies the last `update` forecast (the first `count` slots are valid).
    private(set) var count = 0
    /// Kind of each slot's enemy.
    private var kinds: [EnemyKind]
    /// Row-major: slot `s`, `k` steps ahead is at `s * (horizon + 1) + k` (k = 0 is now).
    private var positions: [Vec2]

    /// Room for every enemy of a level with `enemyCount` enemies.
    init(enemyCount: Int) {
        let slots = max(enemyCount, 1)
        kinds = [EnemyKind](repeating: .chaser, count: slots)
        positions = [Vec2](repeating: .zero, count: slots * (EnemyForecast.horizon + 1))
    }

    /// Forecasts every live enemy whose centre is within `range` pixels of the player.
    /// `field` must be prepared towards the player's tile; chasers follow it.
    mutating func update(game: Game, field: PathFinder, range: Double) {
        count = 0
        let origin = game.player.position
        // Index loops: no iterator boxing in debug builds, so no allocation per call.
        for i in game.enemies.indices {
            let enemy = game.enemies[i]
            guard enemy.isAlive, count < kinds.count,
                  enemy.position.distanceSquared(to: origin) <= range * range else { continue }
            kinds[count] = enemy.kind
            forecast(enemy, slot: count, level: game.level, field: field)
            count += 1
        }
    }

    /// The forecast centre of slot `slot` after `steps` steps (0...horizon).
    @inline(__always)
    func position(_ slot: Int, after steps: Int) -> Vec2 {
        positions[slot * (EnemyForecast.horizon + 1) + steps]
    }

    /// The kind of enemy in slot `slot`.
    func kind(_ slot: Int) -> EnemyKind { kinds[slot] }

    private mutating func forecast(_ start: Enemy, slot: Int, level: Level, field: PathFinder) {
        let base = slot * (EnemyForecast.horizon + 1)
        var enemy = start
        positions[base] = enemy.position
        for k in 1...EnemyForecast.horizon {
            if enemy.kind == .chaser {
                var first = FirstWay()
                enemy.chase(field: field, choices: &first)
            } else {
                // The game's own patrol rule: a patroller's future is fully determined.
                enemy.patrol(in: level)
            }
            positions[base + k] = enemy.position
        }
    }
}
