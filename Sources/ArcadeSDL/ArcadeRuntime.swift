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
public final class ArcadeRuntime {
    /// Title, play, pause and the end screens, with the current game.
    public private(set) var session: GameSession
    /// The game's sticks and buttons and how they become its input.
    public let controls = ArcadeControls()
    /// The same sticks and buttons as the control module drives and draws them, with the F3 overlay.
    public let onScreen: OnScreenControls
    /// Input events into the controls.
    public var input: SDLControlInput { onScreen.input }
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
        if session.screen == .playing {
            if case .padButtonDown(SDL_CONTROLLER_BUTTON_START, _) = event {
                queue(.togglePause)
                return
            }
            if input.handle(event, time: time) { return }
        } else {
            if menu.isPress(event) {
                // On the pause screen a press resumes; elsewhere it confirms.
                queue(session.screen == .paused ? .togglePause : .confirm)
                return
            }
            // Presses belong to the menu; every other event still reaches the controls so their state
            // (released keys, pads plugged in, the window's size) stays right.
            switch event {
            case .touchDown, .mouseDown, .keyDown, .padButtonDown: break
            default: input.handle(event, time: time)
            }
        }
        if case .keyDown(let key, isRepeat: false) = event {
            handleKey(key)
        }
    }

    private func handleKey(_ key: SDL_Keycode) {
        switch key {
        case SDL_Keycode(SDLK_ESCAPE):
            if session.screen == .title {
                quitRequested = true
            } else {
                queue(session.screen.isInLevel ? .togglePause : .quitToTitle)
            }
        case SDL_Keycode(SDLK_p):
            queue(.togglePause)
        case SDL_Keycode(SDLK_F3):
            onScreen.showsDebugOverlay.toggle()
        default:
            break
        }
    }

    private func queue(_ command: SessionCommand) {
        guard commands.count < Self.maxQueuedCommands else { return }
        commands.append(command)
    }

    /// Simulates one fixed step (1/60 s): the commands queued since the last step, then the game with what
    /// the controls say now.
    public func step() {
        input.update(time: time)
        if controls.takePauseTap() { queue(.togglePause) }
        session.step(controls.gameInput(keys: input), commands: commands)
        commands.removeAll(keepingCapacity: true)
        frame += 1
        if !session.changes.isEmpty { menu.reset() }
        // A level that ended lets go of every stick, so nothing carries into the next screen.
        if session.changes.contains(where: \.endsLevel) { input.releaseAll(time: time) }
    }
}
