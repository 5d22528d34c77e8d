import Arcade
import CSDL2
import JoyStickEngine
import JoyStickSDL

/// The game loop's state and rules of interaction, shared by the window and headless mode: SDL events in,
/// one fixed step at a time, the same controls and the same session in both.
///
/// Time is the frame count over 60: events handled before frame F are stamped F/60, so a recording replays
/// exactly, whatever the real clock did.
public final class ArcadeRuntime {
    /// Title, play, pause and the end screens, with the current game.
    public private(set) var session: GameSession
    /// The on-screen sticks and buttons.
    public let controls = ArcadeControls()
    /// SDL events into the controls.
    public let input: SDLControlInput
    /// The F3 overlay.
    public let overlay = DebugOverlay()
    /// Steps simulated so far (menus included).
    public private(set) var frame = 0
    /// Set by the window's close button, or Esc on the title screen.
    public private(set) var quitRequested = false
    /// Called with each step's game events (sound effects).
    public var onEvents: (([GameEvent]) -> Void)?
    /// Called when F11 asks for fullscreen to be toggled.
    public var onToggleFullscreen: (() -> Void)?
    /// Called when M asks for sound to be toggled.
    public var onToggleMute: (() -> Void)?
    /// Called with every event handled and the frame it was handled before (recording).
    public var onEventHandled: ((SDL_Event, Int) -> Void)?
    /// Called when a level starts (its first step is the next one) with the level's index (recording).
    public var onLevelStarted: ((Int) -> Void)?
    /// Called when a level ends (won or lost) with its final game (summaries).
    public var onLevelEnded: ((Game) -> Void)?
    /// Called when a run ends with its score (best score): at game over, and when the player confirms the last
    /// level's "level complete" and the victory screen shows.
    public var onRunEnded: ((Int) -> Void)?

    /// The engine time of the next step, in seconds.
    public var time: Double { Double(frame) / Double(Rules.stepsPerSecond) }

    /// Creates a runtime.
    /// - Parameters:
    ///   - session: the run through the levels (call `start()` on it first to skip the title screen)
    ///   - renderer: the renderer whose logical size and window map pointer positions
    public init(session: GameSession, renderer: OpaquePointer?) {
        self.session = session
        input = SDLControlInput(surface: controls.surface,
                                screen: LogicalScreen(logicalSize: ArcadeControls.logicalSize,
                                                      windowSize: ArcadeControls.logicalSize),
                                renderer: renderer)
        controls.bind(input)
        controls.pause.onTap = { [unowned self] in self.session.togglePause() }
    }

    /// Handles one SDL event: the controls first while playing, then the game's own keys and screens.
    /// - Parameter event: an event from `SDL_PollEvent`
    public func handle(_ event: SDL_Event) {
        onEventHandled?(event, frame)
        let screenBefore = session.screen
        defer {
            // A level starts when a menu gives way to a fresh game (resuming from pause is not a start).
            if !screenBefore.isInLevel, session.screen == .playing,
               session.game?.frame == 0 {
                onLevelStarted?(session.levelIndex)
            }
            // Confirming the last level's "level complete" is where a won run ends.
            if screenBefore != .victory, session.screen == .victory { onRunEnded?(session.score) }
        }
        switch event.type {
        case SDL_QUIT.rawValue:
            quitRequested = true
            return
        case SDL_WINDOWEVENT.rawValue:
            let id = UInt32(event.window.event)
            if id == SDL_WINDOWEVENT_FOCUS_LOST.rawValue || id == SDL_WINDOWEVENT_MINIMIZED.rawValue
                || id == SDL_WINDOWEVENT_HIDDEN.rawValue {
                session.focusLost()
            } else if id == SDL_WINDOWEVENT_FOCUS_GAINED.rawValue {
                session.focusGained()
            }
        case SDL_APP_WILLENTERBACKGROUND.rawValue:
            session.focusLost()
        default:
            break
        }
        if session.screen == .playing {
            if isPadButtonDown(event, SDL_CONTROLLER_BUTTON_START) {
                session.togglePause()
                return
            }
            if input.handle(event, time: time) { return }
        } else {
            // Window and device events still reach the router so its state stays right.
            if isPress(event) {
                if session.screen == .paused { session.togglePause() } else { session.confirm() }
                return
            }
            if event.type != SDL_KEYDOWN.rawValue { input.handle(event, time: time) }
        }
        if event.type == SDL_KEYDOWN.rawValue, event.key.repeat == 0 {
            handleKey(event.key.keysym.sym)
        }
    }

    /// A touch-down, left click, or a pad's A or Start that the controls did not take: menus use it as
    /// "confirm".
    private func isPress(_ event: SDL_Event) -> Bool {
        if event.type == SDL_FINGERDOWN.rawValue { return event.tfinger.touchId != -1 }
        if event.type == SDL_MOUSEBUTTONDOWN.rawValue {
            return event.button.which != UInt32.max && Int32(event.button.button) == SDL_BUTTON_LEFT
        }
        return isPadButtonDown(event, SDL_CONTROLLER_BUTTON_A) || isPadButtonDown(event, SDL_CONTROLLER_BUTTON_START)
    }

    private func isPadButtonDown(_ event: SDL_Event, _ button: SDL_GameControllerButton) -> Bool {
        event.type == SDL_CONTROLLERBUTTONDOWN.rawValue && Int32(event.cbutton.button) == button.rawValue
    }

    private func handleKey(_ sym: SDL_Keycode) {
        switch sym {
        case SDL_Keycode(SDLK_ESCAPE.rawValue):
            if session.screen == .title { quitRequested = true } else if session.screen == .playing
                || session.screen == .paused { session.togglePause() } else { session.quitToTitle() }
        case SDL_Keycode(SDLK_p.rawValue):
            session.togglePause()
        case SDL_Keycode(SDLK_RETURN.rawValue), SDL_Keycode(SDLK_KP_ENTER.rawValue), SDL_Keycode(SDLK_SPACE.rawValue):
            if !session.screen.isInLevel { session.confirm() }
        case SDL_Keycode(SDLK_F3.rawValue):
            overlay.toggle()
        case SDL_Keycode(SDLK_F11.rawValue):
            onToggleFullscreen?()
        case SDL_Keycode(SDLK_m.rawValue):
            onToggleMute?()
        default:
            break
        }
    }

    /// Simulates one fixed step (1/60 s) with what the controls say now.
    public func step() {
        input.update(time: time)
        let wasPlaying = session.screen == .playing
        if wasPlaying {
            session.step(controls.gameInput)
            if let game = session.game, !game.events.isEmpty {
                onEvents?(game.events)
            }
        }
        frame += 1
        guard wasPlaying, !session.screen.isInLevel else { return }
        // The level ended: let go of every stick so nothing carries into the next screen.
        input.releaseAll(time: time)
        if let game = session.game { onLevelEnded?(game) }
        if session.screen == .gameOver { onRunEnded?(session.score) }
    }
}
