/// The flow of a run through the levels, as a pure state machine the front end drives:
/// title, playing, paused, level complete, game over, victory, or a level load error.
///
/// Score and lives carry over from level to level; a new run starts with
/// `Rules.startingLives` lives and no score.
///
/// A front end queues what the player asks (`SessionCommand`) and hands it to `step(_:commands:)`, which
/// applies it and plays one step; `changes` then says what changed course (`SessionChange`).
public struct GameSession: Sendable {
    /// The levels in play order; a level that failed to load is kept as its error and
    /// shown as `.error` when its turn comes.
    public let levels: [Result<Level, LevelError>]
    /// Base seed; each level's game gets its own seed derived from it (`levelSeed(at:)`).
    public let seed: UInt64
    /// The screen to show.
    public private(set) var screen: Screen = .title
    /// Index into `levels` of the current (or last played) level.
    public private(set) var levelIndex: Int = 0
    /// The current level's game: nil on the title screen and after a load error. It is
    /// kept on the level complete, game over and victory screens so the last frame can
    /// be drawn behind them.
    public private(set) var game: Game?
    /// What changed course since the last `step(_:commands:)` began (or since the session was made): the
    /// step's commands and the game's end, plus any of `start()`, `confirm()` and the others called directly
    /// since.
    public private(set) var changes: [SessionChange] = []
    /// The game events (sound effects) of the last `step(_:commands:)`: the game's when that step advanced
    /// it, else none, since a paused or finished game keeps its last step's events.
    public var stepEvents: [GameEvent] { steppedGame ? game?.events ?? [] : [] }
    private var steppedGame = false
    private var carriedScore = 0
    private var carriedLives = Rules.startingLives

    /// A session over levels that all loaded.
    public init(levels: [Level], seed: UInt64 = 0) {
        self.init(loadedLevels: levels.map { .success($0) }, seed: seed)
    }

    /// A session over the results of loading levels, e.g. `LevelLibrary.loadAll()`.
    public init(loadedLevels: [Result<Level, LevelError>], seed: UInt64 = 0) {
        levels = loadedLevels
        self.seed = seed
        changes.reserveCapacity(8)
    }

    /// Score so far: the current game's, else the score carried between levels.
    public var score: Int { game?.score ?? carriedScore }

    /// Lives left: the current game's, else the lives carried between levels.
    public var lives: Int { game?.lives ?? carriedLives }

    /// True when the current level is the last one.
    public var isLastLevel: Bool { levelIndex == levels.count - 1 }

    /// The seed for the game of level `index`: fixed per base seed and level, so a run
    /// replays exactly.
    public func levelSeed(at index: Int) -> UInt64 {
        var mixer = SplitMix64(seed: replaySeed(forLevelAt: index))
        return mixer.next()
    }

    /// The session seed with which a one-level session (a headless replay) plays level `index` with the
    /// same game seed as this session does.
    public func replaySeed(forLevelAt index: Int) -> UInt64 {
        seed ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15)
    }

    /// Starts a new run at the first level with fresh score and lives, from any screen.
    public mutating func start() {
        carriedScore = 0
        carriedLives = Rules.startingLives
        play(levelAt: 0)
    }

    /// The confirm button: title starts a run; level complete goes to the next level, or
    /// to victory after the last; game over, victory and error go back to the title.
    /// Ignored while playing or paused.
    public mutating func confirm() {
        switch screen {
        case .title:
            start()
        case .levelComplete:
            if levelIndex + 1 < levels.count {
                play(levelAt: levelIndex + 1)
            } else {
                screen = .victory
                changes.append(.victory(score: score))
            }
        case .gameOver, .victory, .error:
            quitToTitle()
        case .playing, .paused:
            break
        }
    }

    /// Esc or P: pauses while playing, resumes while paused; ignored elsewhere.
    public mutating func togglePause() {
        switch screen {
        case .playing:
            screen = .paused
            changes.append(.paused)
        case .paused:
            screen = .playing
            changes.append(.resumed)
        default:
            break
        }
    }

    /// The window lost focus: pause if playing, so the player loses nothing.
    public mutating func focusLost() {
        if screen == .playing { togglePause() }
    }

    /// The window got focus back. Deliberately stays paused: the player resumes when
    /// ready, with `togglePause()`.
    public mutating func focusGained() {}

    /// Abandons the run and shows the title.
    public mutating func quitToTitle() {
        game = nil
        carriedScore = 0
        carriedLives = Rules.startingLives
        levelIndex = 0
        screen = .title
        changes.append(.returnedToTitle)
    }

    /// Applies the player's commands in order, then advances the current game by one step if
    /// it is playing, moving on to level complete or game over when the game ends. `changes`
    /// starts afresh and lists what changed course.
    /// - Parameters:
    ///   - input: the game's input for this step
    ///   - commands: what the player asked since the last step
    public mutating func step(_ input: GameInput, commands: [SessionCommand] = []) {
        changes.removeAll(keepingCapacity: true)
        steppedGame = false
        for command in commands {
            switch command {
            case .confirm: confirm()
            case .togglePause: togglePause()
            case .focusLost: focusLost()
            case .quitToTitle: quitToTitle()
            }
        }
        guard screen == .playing, game != nil else { return }
        game?.step(input)
        steppedGame = true
        guard let game else { return }
        switch game.result {
        case .playing:
            break
        case .won:
            carriedScore = game.score
            carriedLives = game.lives
            screen = .levelComplete
            changes.append(.levelWon(index: levelIndex))
        case .lost:
            carriedScore = game.score
            carriedLives = 0
            screen = .gameOver
            changes.append(.levelLost(index: levelIndex))
            changes.append(.gameOver(score: game.score))
        }
    }

    private mutating func play(levelAt index: Int) {
        guard index < levels.count else {
            game = nil
            screen = .error("no levels to play")
            return
        }
        levelIndex = index
        switch levels[index] {
        case .success(let level):
            game = Game(level: level, seed: levelSeed(at: index), lives: carriedLives, score: carriedScore)
            screen = .playing
            changes.append(.levelStarted(index: index))
        case .failure(let error):
            game = nil
            screen = .error(error.description)
            changes.append(.levelFailedToLoad(index: index))
        }
    }
}
