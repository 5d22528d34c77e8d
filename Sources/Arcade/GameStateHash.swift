extension Game {
    /// 64-bit FNV-1a over the whole game state: frame, player, enemies, shots, gems,
    /// score, lives, result and the random generator. Equal for equal level, seed and
    /// inputs in every run, debug or release, so replays and tests can compare it.
    public var stateHash: UInt64 {
        var h = StateHasher()
        h.combine(frame)
        h.combine(player.position)
        h.combine(player.facing)
        h.combine(player.velocity)
        h.combine(player.invulnerableSteps)
        h.combine(player.fireCooldown)
        h.combine(enemies.count)
        // Index loops: allocation-free in debug builds too, so a replay can hash every step.
        for i in enemies.indices {
            let enemy = enemies[i]
            h.combine(UInt64(enemy.kind.rawValue))
            h.combine(enemy.position)
            h.combine(enemy.heading)
            h.combine(enemy.isAlive)
            h.combine(enemy.hitPoints)
            h.combine(enemy.hitFlash)
            h.combine(enemy.tile)
            h.combine(enemy.target)
            h.combine(enemy.waitSteps)
        }
        h.combine(shots.count)
        for i in shots.indices {
            let shot = shots[i]
            h.combine(shot.isActive)
            h.combine(shot.position)
            h.combine(shot.velocity)
        }
        h.combine(gems.count)
        for i in gems.indices { h.combine(gems[i].isCollected) }
        h.combine(gemsCollected)
        h.combine(exitOpen)
        h.combine(score)
        h.combine(lives)
        h.combine(UInt64(result.rawValue))
        h.combine(rng.state)
        return h.value
    }

    /// `stateHash` as 16 lowercase hex digits.
    public var stateHashHex: String { StateHasher.hex(stateHash) }
}
