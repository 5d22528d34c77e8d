import Arcade
import CSDL2
import JoyStickEngine
import JoyStickSDL

/// The game loop's state and rules of interaction, shared by the window and headless mode: input events in,
/// one fixed step at a time, the same controls and the same session in both.
///
/// Time is the frame count over 60: events handled before frame F are stamped F/60, so a recording replays
/// exactly, whatever the real clock did. What the player asks of the session (confirm, pause) is queued and
/// applied in the next ``step()``; after it, `GameSession.changes` and ``gameEvents`` say what happened.
///
/// The CONTROLS item of the title and pause screens (or C there) opens the control module's layout editor
/// over the level (the first level behind the title): while the player arranges the controls the session
/// stands still, and when they are done the layout is saved to ``layoutStore``.
public final class ArcadeRuntime {
    /// Title, play, pause and the end screens, with the current game.
    public private(set) var session: GameSession
    /// The game's sticks and buttons and how they become its input.
    public let controls = ArcadeControls()
    /// The same sticks and buttons as the control module drives and draws them, with the F3 overlay.
    public let onScreen: OnScreenControls
    /// Input events into the controls.
    package var input: ControlInput { onScreen.input }
    /// Steps simulated so far (menus included).
    public private(set) var frame = 0
    /// Set by the window's close button, or Esc on the title screen.
    public private(set) var quitRequested = false
    /// What the player asked of the session since the last step.
    private var commands: [SessionCommand] = []
    /// The most commands one step takes: a player asks a few between two frames, and a flood of menu
    /// presses (a stuck key's repeats, a hostile script) is dropped instead of growing the queue.
    static let maxQueuedCommands = 16
    private var menu = MenuPress()
    /// Where the player's layout is saved when they leave the editor; nil: kept for this run only.
    public var layoutStore: LayoutStore?
    /// Called with a warning for the player (a layout that could not be saved); the front end prints it.
    public var warn: (String) -> Void = { _ in }
    /// The level drawn behind the editor when it was opened from the title screen.
    public private(set) var backdrop: Game?
    /// Whether the editor was open at the last step, to save when it closes.
    private var wasArranging = false

    /// Whether the player is arranging the controls (the layout editor is open).
    public var isArrangingControls: Bool { onScreen.isEditingLayout }

    /// Where this screen's CONTROLS item is, if it has one: the title and pause screens.
    public var arrangeItem: Rect? {
        session.screen == .title || session.screen == .paused ? ArcadeControls.arrangeItem : nil
    }

    /// The engine time of the next step, in seconds.
    public var time: Double { Double(frame) / Double(Rules.stepsPerSecond) }

    /// The last step's game events (sound effects); empty when no game was played in it.
    public var gameEvents: [GameEvent] { session.stepEvents }

    /// Creates a runtime.
    /// - Parameters:
    ///   - session: the run through the levels (call `start()` on it first to skip the title screen)
    ///   - renderer: the renderer the controls draw on, whose logical size and window map pointer positions
    public init(session: GameSession, renderer: OpaquePointer) {
        self.session = session
        onScreen = OnScreenControls(renderer: renderer)
        controls.install(on: onScreen)
        commands.reserveCapacity(Self.maxQueuedCommands)
    }

    /// Handles one input event: the controls first while playing, else the menus, then the game's own keys.
    /// - Parameter event: an event decoded with `input.event(from:)`
    public func handle(_ event: InputEvent) {
        switch event {
        case .quit:
            quitRequested = true
            input.handle(event, time: time)
            return
        case .focusLost:
            queue(.focusLost)
        default:
            break
        }
        if onScreen.isEditingLayout {
            onScreen.handle(event, time: time)
            return
        }
        if session.screen == .playing {
            if case .padButtonDown(SDL_CONTROLLER_BUTTON_START, _) = event {
                queue(.togglePause)
                return
            }
            if onScreen.handle(event, time: time) { return }
        } else {
            switch menu.choice(for: event, item: arrangeItem) {
            case .confirm:
                // On the pause screen a press resumes; elsewhere it confirms.
                queue(session.screen == .paused ? .togglePause : .confirm)
                return
            case .arrangeControls:
                arrangeControls()
                return
            case nil:
                break
            }
            // Presses belong to the menu; every other event still reaches the controls so their state
            // (released keys, pads plugged in, the window's size) stays right.
            switch event {
            case .touchDown, .mouseDown, .keyDown, .padButtonDown: break
            default: onScreen.handle(event, time: time)
            }
        }
        if case .keyDown(let key, isRepeat: false) = event {
            handleKey(SDL_Scancode(key))
        }
    }

    private func handleKey(_ key: SDL_Scancode) {
        switch key {
        case SDL_SCANCODE_ESCAPE:
            if session.screen == .title {
                quitRequested = true
            } else {
                queue(session.screen.isInLevel ? .togglePause : .quitToTitle)
            }
        case SDL_SCANCODE_P:
            queue(.togglePause)
        case SDL_SCANCODE_F3:
            onScreen.showsDebugOverlay.toggle()
        default:
            break
        }
    }

    /// Opens the layout editor over the level, or over the first level from the title screen.
    private func arrangeControls() {
        if session.screen == .title {
            backdrop = session.levels.lazy.compactMap { try? $0.get() }.first.map { Game(level: $0, seed: session.levelSeed(at: 0)) }
        }
        menu.reset()
        onScreen.isEditingLayout = true
    }

    private func queue(_ command: SessionCommand) {
        guard commands.count < Self.maxQueuedCommands else { return }
        commands.append(command)
    }

    /// Simulates one fixed step (1/60 s): the commands queued since the last step, then the game with what
    /// the controls say now.
    public func step() {
        onScreen.update(time: time)
        if wasArranging || onScreen.isEditingLayout {
            stepArranging()
            return
        }
        if controls.takePauseTap() { queue(.togglePause) }
        session.step(controls.gameInput(keys: input), commands: commands)
        commands.removeAll(keepingCapacity: true)
        frame += 1
        if !session.changes.isEmpty { menu.reset() }
        // A level that ended lets go of every stick, so nothing carries into the next screen.
        if session.changes.contains(where: \.endsLevel) { input.releaseAll(time: time) }
    }

    /// A step while the player arranges the controls: the session stands still (its last changes and events
    /// are not repeated); when the editor has closed, the layout is saved.
    private func stepArranging() {
        // The editor opens on the title and pause screens only, where a step with no command changes nothing
        // (and clears the last step's changes and events).
        commands.removeAll(keepingCapacity: true)
        session.step(GameInput(move: .zero, fire: nil))
        frame += 1
        guard !onScreen.isEditingLayout else {
            wasArranging = true
            return
        }
        wasArranging = false
        backdrop = nil
        // The pause button tapped as the editor closed is no pause.
        _ = controls.takePauseTap()
        guard let layoutStore else { return }
        do {
            // A file the game could not read is kept aside, not overwritten: the player hears where.
            if let kept = try layoutStore.save(onScreen) { warn(kept) }
        } catch {
            warn(error.description)
        }
    }
}
