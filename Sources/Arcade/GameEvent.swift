/// Something that happened during the last step, for sound effects and screen shake.
///
/// `Game.events` lists them in the order they happened; indices refer to `Game.gems`
/// and `Game.enemies`.
public enum GameEvent: Sendable, Equatable {
    /// The gem at this index was collected.
    case gemCollected(gem: Int)
    /// The last gem was collected and the exit opened.
    case exitOpened
    /// The player fired a shot.
    case shotFired
    /// A shot hit the enemy at this index without destroying it.
    case enemyHit(enemy: Int)
    /// A shot destroyed the enemy at this index.
    case enemyDestroyed(enemy: Int)
    /// An enemy touched the player, who lost a life.
    case playerHit
    /// The player reached the open exit.
    case won
    /// The player lost the last life.
    case lost
}
