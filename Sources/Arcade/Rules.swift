/// The game's tunable numbers, in one place so the front end, the headless driver and
/// the autoplayer bot all read the same values.
///
/// Distances are level pixels, times are simulation steps (60 per second).
public enum Rules {
    // MARK: Time

    /// Simulation steps per second; `Game.step` advances exactly one of them.
    public static let stepsPerSecond = 60

    // MARK: Grid

    /// Edge length of one tile in level pixels.
    public static let tileSize = 32
    /// Largest level width or height in tiles.
    public static let maxLevelSize = 256

    // MARK: Player

    /// Player speed at full stick deflection, px per step (150 px/s).
    public static let playerSpeed = 2.5
    /// Half the edge of the player's square collision box against walls (box is 20x20).
    public static let playerHalfSize = 10.0
    /// Radius of the player's circle for touching gems, the exit and enemies.
    public static let playerRadius = 10.0
    /// Steps of invulnerability after losing a life (2 s); the front end blinks the player.
    public static let invulnerableSteps = 120
    /// Lives at the start of a run.
    public static let startingLives = 3

    // MARK: Pick-ups

    /// Radius of a gem's circle; touching it collects the gem.
    public static let gemRadius = 8.0
    /// Radius of the exit's circle; touching it while open wins the level.
    public static let exitRadius = 12.0

    // MARK: Enemies

    /// Radius of an enemy's contact circle.
    public static let enemyRadius = 11.0
    /// Chaser speed, px per step: a bit slower than the player.
    public static let chaserSpeed = 1.4
    /// Patroller speed, px per step.
    public static let patrollerSpeed = 1.5
    /// Shots a chaser takes before it is destroyed.
    public static let chaserHitPoints = 2
    /// Shots a patroller takes before it is destroyed.
    public static let patrollerHitPoints = 1
    /// Steps an enemy flashes after a hit (`Enemy.hitFlash` counts them down).
    public static let hitFlashSteps = 10
    /// A chaser reaching a tile centre hesitates with probability 1 in this many...
    public static let chaserHesitationOneIn: UInt64 = 24
    /// ...for this many steps, so several chasers do not move in lockstep.
    public static let chaserHesitationSteps = 15

    // MARK: Shots

    /// Steps between two shots while fire is held (5 shots per second).
    public static let shotCooldownSteps = 12
    /// Shot speed, px per step.
    public static let shotSpeed = 6.0
    /// Radius of a shot's circle against enemies.
    public static let shotRadius = 3.0
    /// Most shots in flight at once (the fixed pool size).
    public static let shotCapacity = 32

    // MARK: Points

    /// Points for collecting a gem.
    public static let gemPoints = 50
    /// Points for destroying an enemy of either kind.
    public static let enemyPoints = 100
    /// Points for reaching the open exit. Flat: no time or lives bonus.
    public static let exitPoints = 500
}
