/// A bot that plays a level the way a person on the two on-screen sticks would: each
/// step it looks at the `Game` and answers with a move direction and magnitude (the
/// left stick) and, when it has a shot, an aim direction (the right stick; holding it
/// keeps firing every `Rules.shotCooldownSteps` steps).
///
/// Its plan: walk a shortest route over the tile grid to the nearest gem left, then to
/// the exit once it opens, steering at tile centres so the 20x20 box does not snag on
/// corners. Before each move it checks the next `AutoPilot.lookahead` steps against
/// where the nearby enemies will be, and if the route would touch one it picks the
/// move (wait, sidestep, back off) that stays clear longest and still gains ground.
/// Meanwhile it shoots any enemy it can hit along a straight, wall-free line, leading
/// moving targets. When it makes no progress for a long time it gives up on that gem
/// for a while, or wiggles.
///
/// Deterministic: the same level, seed and games give the same decisions. Every buffer
/// is allocated in `init`, so `decide` does not allocate.
public struct AutoPilot: Sendable {
    /// Steps ahead a move is checked against the enemies' forecast.
    static let lookahead = 40
    /// Enemies further away than this (pixels) are ignored for moving and shooting.
    static let awarenessRange = 420.0
    /// Steps without getting closer to the target before the bot tries something else.
    static let patience = 600
    /// Steps a gem given up on is left alone.
    static let banSteps = 1200
    /// Steps of a random wiggle when there is no other gem to try.
    static let wiggleSteps = 45

    let level: Level
    /// Distance field towards `target`: the route to follow.
    var route: PathFinder
    /// Distance field towards the player's tile: how far each gem is, and the way
    /// chasers come.
    var around: PathFinder
    var forecast: EnemyForecast
    var rng: SplitMix64
    /// The tile being walked to: a gem, or the exit once open.
    var target: TilePosition?
    /// Index into `game.gems` of the targeted gem, nil when heading for the exit.
    var targetGem: Int?
    /// Per gem, the frame until which it is not chosen as a target.
    var bannedUntil: [Int]
    var bestPotential = Double.infinity
    var stepsWithoutProgress = 0
    var wiggleLeft = 0
    var wiggleMove = Vec2.zero
    var lastLives = -1

    /// A bot for `level`. `seed` only drives its wiggles when stuck.
    public init(level: Level, seed: UInt64 = 0) {
        self.level = level
        route = PathFinder(level: level)
        around = PathFinder(level: level)
        forecast = EnemyForecast(enemyCount: level.enemies.count)
        rng = SplitMix64(seed: seed)
        bannedUntil = [Int](repeating: 0, count: level.gems.count)
    }

    /// The input for the next step of `game`: pass it to `game.step`. `.idle` once the
    /// game is over, or for a game of another level than the bot was made for.
    public mutating func decide(_ game: Game) -> GameInput {
        // Levels share their storage with the games made from them, so this is cheap for the right one.
        guard game.result == .playing, game.level == level else { return .idle }
        if game.lives != lastLives {
            // Respawned at the start (or first call): old progress no longer means anything.
            lastLives = game.lives
            resetProgress()
        }
        around.prepare(goal: game.player.tile)
        chooseTarget(game)
        guard let target else { return .idle }
        route.prepare(goal: target)
        forecast.update(game: game, field: around, range: AutoPilot.awarenessRange)
        trackProgress(game)

        let move: Vec2
        if wiggleLeft > 0 {
            wiggleLeft -= 1
            move = wiggleMove
        } else {
            move = chooseMove(game)
        }
        // The shot leaves from where the player will be after this step's move.
        let origin = level.slideBox(center: game.player.position, halfSize: Rules.playerHalfSize,
                                    by: move.clamped(toLength: 1) * Rules.playerSpeed)
        return GameInput(move: move, fire: aim(game, from: origin))
    }

    /// Keeps the current gem until it is collected or given up on; otherwise takes the
    /// nearest one by walking distance. Heads for the exit once it is open.
    private mutating func chooseTarget(_ game: Game) {
        if game.exitOpen {
            setTarget(level.exit, gem: nil)
            return
        }
        if let gem = targetGem, !game.gems[gem].isCollected, bannedUntil[gem] <= game.frame { return }
        var best: Int?
        var bestDistance = Int.max
        var fallback: Int?
        var fallbackDistance = Int.max
        for i in game.gems.indices where !game.gems[i].isCollected {
            let distance = around.distanceToGoal(from: game.gems[i].tile) ?? Int.max - 1
            if distance < fallbackDistance {
                fallbackDistance = distance
                fallback = i
            }
            if bannedUntil[i] <= game.frame && distance < bestDistance {
                bestDistance = distance
                best = i
            }
        }
        // When every gem left is banned, a banned one is better than standing still.
        guard let chosen = best ?? fallback else {
            setTarget(nil, gem: nil)
            return
        }
        setTarget(game.gems[chosen].tile, gem: chosen)
    }

    private mutating func setTarget(_ tile: TilePosition?, gem: Int?) {
        guard tile != target || gem != targetGem else { return }
        target = tile
        targetGem = gem
        resetProgress()
    }

    private mutating func resetProgress() {
        bestPotential = .infinity
        stepsWithoutProgress = 0
    }

    /// Notices when the player has not got closer to the target for `patience` steps:
    /// then the gem is left alone for a while (another one is tried), or, with nothing
    /// else to try, the bot wiggles in a random direction to get unstuck.
    private mutating func trackProgress(_ game: Game) {
        let now = potential(game.player.position)
        if now < bestPotential - 1 {
            bestPotential = now
            stepsWithoutProgress = 0
            return
        }
        stepsWithoutProgress += 1
        guard stepsWithoutProgress > AutoPilot.patience else { return }
        resetProgress()
        var others = false
        for i in game.gems.indices where !game.gems[i].isCollected && i != targetGem && bannedUntil[i] <= game.frame {
            others = true
            break
        }
        if let gem = targetGem, others {
            bannedUntil[gem] = game.frame + AutoPilot.banSteps
            targetGem = nil
            target = nil
            chooseTarget(game)
            if let target { route.prepare(goal: target) }
        } else {
            wiggleMove = AutoPilot.compass[Int(rng.next(below: UInt64(AutoPilot.compass.count)))]
            wiggleLeft = AutoPilot.wiggleSteps
        }
    }

    /// Sixteen unit directions, every 22.5 degrees starting to the right. Literal values
    /// rather than `cos`/`sin`, whose last bits may differ between C libraries: the
    /// bot's decisions must replay identically everywhere.
    static let compass: [Vec2] = {
        let c = 0.923_879_532_511_286_7  // cos 22.5 degrees
        let s = 0.382_683_432_365_089_8  // sin 22.5 degrees
        let h = 0.707_106_781_186_547_6  // cos 45 degrees
        let quarter = [Vec2(1, 0), Vec2(c, s), Vec2(h, h), Vec2(s, c)]
        // Each quarter turn maps (x, y) to (-y, x).
        var all: [Vec2] = []
        for turn in 0..<4 {
            for v in quarter {
                var w = v
                for _ in 0..<turn { w = Vec2(-w.y, w.x) }
                all.append(w)
            }
        }
        return all
    }()
}
