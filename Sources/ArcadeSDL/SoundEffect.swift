import Arcade

/// One of the game's sound effects.
///
/// The rules library reports what happened as `GameEvent`s; this names the sound each one makes, so
/// the rules never know about audio and the synthesizer never knows about the rules.
public enum SoundEffect: CaseIterable, Sendable {
    /// A gem was picked up: a rising two-note chime.
    case pickUp
    /// The last gem was taken and the exit opened: a quick rising arpeggio.
    case exitOpened
    /// The player fired: a short descending "pew".
    case shot
    /// A shot hit an enemy that survived: a short low "tock".
    case enemyHit
    /// A shot destroyed an enemy: a noise explosion.
    case enemyDestroyed
    /// An enemy caught the player: a low descending buzz.
    case playerHit
    /// The player reached the open exit: a four-note fanfare.
    case levelComplete
    /// The player lost the last life: a sad descending phrase.
    case gameOver

    /// The sound a game event makes.
    ///
    /// Every event has a sound today; the initializer is failable so a future event can stay quiet
    /// without changing callers.
    /// - Parameter event: what happened during a game step
    public init?(_ event: GameEvent) {
        switch event {
        case .gemCollected: self = .pickUp
        case .exitOpened: self = .exitOpened
        case .shotFired: self = .shot
        case .enemyHit: self = .enemyHit
        case .enemyDestroyed: self = .enemyDestroyed
        case .playerHit: self = .playerHit
        case .won: self = .levelComplete
        case .lost: self = .gameOver
        }
    }
}
