/// One play of one level: the rules, advanced one fixed step (1/60 s) at a time.
///
/// A `Game` is a value: deterministic (same level, seed and inputs give the same
/// `stateHash` in every run), allocation-free per step after `init`, and readable by the
/// renderer through its read-only properties. Copy it to look ahead or to rewind (a copy's first
/// step copies its arrays once, as values do; the steps after it allocate nothing).
public struct Game: Sendable {
    /// The level being played.
    public let level: Level
    /// The seed the random generator started from.
    public let seed: UInt64
    /// Steps taken while playing (steps after the end do not count).
    public private(set) var frame: Int
    /// The player.
    public private(set) var player: Player
    /// Every enemy of the level in `level.enemies` order; destroyed ones stay, marked dead.
    public private(set) var enemies: [Enemy]
    /// The shot pool, `Rules.shotCapacity` slots; draw the active ones.
    public private(set) var shots: [Shot]
    /// Every gem of the level in `level.gems` order, with its collected flag.
    public private(set) var gems: [Gem]
    /// How many gems have been collected.
    public private(set) var gemsCollected: Int
    /// True once every gem is collected; then touching the exit wins.
    public private(set) var exitOpen: Bool
    /// Score, including what was carried in from earlier levels.
    public private(set) var score: Int
    /// Lives left.
    public private(set) var lives: Int
    /// Playing, won or lost.
    public private(set) var result: GameResult
    /// What happened during the last step, in order (empty after a step once the game ended).
    public private(set) var events: [GameEvent]
    /// The random generator; its state is part of the game state.
    public private(set) var rng: SplitMix64
    private var pathFinder: PathFinder

    /// Starts `level` with the player on its start tile. `lives` below 1 counts as 1.
    public init(level: Level, seed: UInt64, lives: Int = Rules.startingLives, score: Int = 0) {
        self.level = level
        self.seed = seed
        frame = 0
        player = Player(start: level.playerStart)
        enemies = level.enemies.map(Enemy.init(spawn:))
        shots = [Shot](repeating: .inactive, count: Rules.shotCapacity)
        gems = level.gems.map(Gem.init(tile:))
        gemsCollected = 0
        exitOpen = false
        self.score = score
        self.lives = max(lives, 1)
        result = .playing
        // Enough for everything one step can report, so appending never reallocates.
        events = []
        events.reserveCapacity(8 + level.gems.count + level.enemies.count + Rules.shotCapacity)
        rng = SplitMix64(seed: seed)
        pathFinder = PathFinder(level: level)
    }

    /// How many gems the level has.
    public var gemsTotal: Int { gems.count }

    /// How many shots are flying.
    public var activeShotCount: Int {
        var count = 0
        for i in shots.indices where shots[i].isActive { count += 1 }
        return count
    }

    /// Advances the game by one step (1/60 s). Does nothing but clear `events` once the
    /// game is won or lost.
    ///
    /// Order within a step: timers count down, the player moves, fires, shots fly and
    /// hit, enemies move, gems are collected, the open exit is checked, and last enemy
    /// contact, so reaching the exit wins even if an enemy touches the player that step.
    public mutating func step(_ input: GameInput) {
        events.removeAll(keepingCapacity: true)
        guard result == .playing else { return }
        frame += 1
        countDownTimers()

        player.move(input.sanitizedMove, in: level)
        if let aim = input.fire { fire(aim) }
        moveShots()
        moveEnemies()
        collectGems()
        if exitOpen && playerTouches(level.exit.center, radius: Rules.exitRadius) {
            score += Rules.exitPoints
            result = .won
            events.append(.won)
            return
        }
        checkEnemyContact()
    }

    private mutating func countDownTimers() {
        if player.invulnerableSteps > 0 { player.invulnerableSteps -= 1 }
        if player.fireCooldown > 0 { player.fireCooldown -= 1 }
        for i in enemies.indices where enemies[i].hitFlash > 0 {
            enemies[i].hitFlash -= 1
        }
    }

    private mutating func fire(_ aim: Vec2) {
        guard player.fireCooldown == 0 else { return }
        let direction = aim.normalized == .zero ? player.facing : aim.normalized
        for i in shots.indices where !shots[i].isActive {
            shots[i] = Shot(isActive: true, position: player.position, velocity: direction * Rules.shotSpeed)
            player.fireCooldown = Rules.shotCooldownSteps
            events.append(.shotFired)
            return
        }
        // Pool full: the trigger is ignored and no cooldown starts.
    }

    private mutating func moveShots() {
        let reach = Rules.shotRadius + Rules.enemyRadius
        for i in shots.indices where shots[i].isActive {
            var shot = shots[i]
            shot.position += shot.velocity
            // Outside the grid counts as wall, so this also ends shots leaving the level.
            if level.isWall(TilePosition(containing: shot.position)) {
                shot.isActive = false
            } else {
                for e in enemies.indices where enemies[e].isAlive
                    && enemies[e].position.distanceSquared(to: shot.position) < reach * reach {
                    shot.isActive = false
                    hitEnemy(e)
                    break
                }
            }
            shots[i] = shot
        }
    }

    private mutating func hitEnemy(_ index: Int) {
        enemies[index].hitPoints -= 1
        enemies[index].hitFlash = Rules.hitFlashSteps
        if enemies[index].hitPoints <= 0 {
            enemies[index].isAlive = false
            score += Rules.enemyPoints
            events.append(.enemyDestroyed(enemy: index))
        } else {
            events.append(.enemyHit(enemy: index))
        }
    }

    private mutating func moveEnemies() {
        // Index loops rather than `for enemy in enemies`: unoptimised (debug) builds box
        // large elements while iterating, and steps must not allocate in any build.
        var chaserAlive = false
        for i in enemies.indices where enemies[i].isAlive && enemies[i].kind == .chaser {
            chaserAlive = true
            break
        }
        // One search per player tile serves every chaser; it is cached until the player
        // changes tile.
        if chaserAlive { pathFinder.prepare(goal: player.tile) }
        for i in enemies.indices where enemies[i].isAlive {
            var enemy = enemies[i]
            if enemy.kind == .chaser {
                enemy.chase(field: pathFinder, choices: &rng)
            } else {
                enemy.patrol(in: level)
            }
            enemies[i] = enemy
        }
    }

    private mutating func collectGems() {
        for i in gems.indices where !gems[i].isCollected && playerTouches(gems[i].position, radius: Rules.gemRadius) {
            gems[i].isCollected = true
            gemsCollected += 1
            score += Rules.gemPoints
            events.append(.gemCollected(gem: i))
        }
        if !exitOpen && gemsCollected == gems.count {
            exitOpen = true
            events.append(.exitOpened)
        }
    }

    private mutating func checkEnemyContact() {
        guard !player.isInvulnerable else { return }
        for i in enemies.indices where enemies[i].isAlive && playerTouches(enemies[i].position, radius: Rules.enemyRadius) {
            lives -= 1
            events.append(.playerHit)
            if lives <= 0 {
                lives = 0
                result = .lost
                events.append(.lost)
            } else {
                player.position = level.playerStart.center
                player.velocity = .zero
                player.invulnerableSteps = Rules.invulnerableSteps
            }
            return
        }
    }

    private func playerTouches(_ point: Vec2, radius: Double) -> Bool {
        let reach = Rules.playerRadius + radius
        return player.position.distanceSquared(to: point) < reach * reach
    }
}
