import Arcade
import CSDL2
import Foundation
import JoyStickEngine
import JoyStickSDL
import AppShell
import JoyStickReplay

/// The windowed game: a resizable, letterboxed, hi-DPI-aware 960x540 window with vsync, F11 fullscreen,
/// M to mute, sound, the best score, the player's layout of the controls, an optional recording, and the
/// fixed-step loop around ``ArcadeRuntime``. Prints each level's summary as it ends, as headless mode does.
public final class ArcadeWindow {
    /// The game.
    public let runtime: ArcadeRuntime
    // Optional so it can go before the window's renderer: destroying a renderer frees its textures.
    private var drawing: GameRenderer?
    // Optional so it can close before SDL_Quit.
    private var window: GameWindow?
    private let renderer: OpaquePointer
    private var highScores: HighScoreStore
    private let sound: SoundEffects?
    private let recorder: ScriptRecorder?

    /// Opens the window and loads the art.
    /// - Parameters:
    ///   - session: the run through the levels, on its title screen
    ///   - highScores: where the best score is kept (loaded here; a warning about a corrupt file is
    ///     printed once to standard error)
    ///   - layout: where the player's layout of the controls is kept (loaded here; a broken file is a warning
    ///     on standard error and the game's own layout)
    ///   - sound: the sound effects, if any
    ///   - recording: where `--record` writes the first level played, opened before the window
    ///     (`ScriptStream.init(path:)`), if anywhere
    /// - Throws: `ControlsError` when SDL cannot start or a picture is missing
    public init(session: GameSession, highScores: HighScoreStore, layout: LayoutStore, sound: SoundEffects?,
                recording: ScriptStream?) throws {
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER) == 0 else { throw ControlsError.lastError("SDL_Init") }
        do {
            try GameWindow.requireDisplay(environment: ProcessInfo.processInfo.environment)
        } catch {
            SDL_Quit()
            throw error
        }
        let window = try GameWindow(title: "Joystick Arcade", logicalSize: ArcadeControls.logicalSize)
        // The @2x pictures whatever the window's size: it is resizable and fullscreen is a key away.
        drawing = try GameRenderer(renderer: window.renderer, assets: try AssetDirectory.locate(), scale: 2)
        self.window = window
        renderer = window.renderer
        self.highScores = highScores
        self.sound = sound
        let runtime = ArcadeRuntime(session: session, renderer: window.renderer)
        self.runtime = runtime
        recorder = recording.map { ScriptRecorder(stream: $0, runtime: runtime) }
        if let warning = self.highScores.load() { Self.warn(warning) }
        runtime.layoutStore = layout
        runtime.warn = Self.warn
        if let warning = layout.load(into: runtime.onScreen) { Self.warn(warning) }
    }

    deinit {
        runtime.input.closeControllers()
        drawing = nil
        window = nil
        SDL_Quit()
    }

    /// Runs until the window is closed (or Esc on the title screen), then saves the recording, if any, and
    /// prints the summary of a level left unfinished.
    /// - Throws: `ControlsError` when drawing fails, `InputScriptError` when the recording cannot be written
    public func run() throws {
        let frequency = Double(SDL_GetPerformanceFrequency())
        let stepLength = 1.0 / Double(Rules.stepsPerSecond)
        var last = SDL_GetPerformanceCounter()
        var pending = 0.0
        var polled = SDL_Event()
        while !runtime.quitRequested {
            while SDL_PollEvent(&polled) != 0 {
                guard let event = runtime.input.event(from: polled), !handleWindowKey(event) else { continue }
                recorder?.record(event, runtime: runtime)
                runtime.handle(event)
            }
            let now = SDL_GetPerformanceCounter()
            // A stall (a dragged window, a debugger) must not fast-forward the game: at most a quarter second.
            pending = min(pending + Double(now - last) / frequency, 0.25)
            last = now
            while pending >= stepLength {
                step()
                pending -= stepLength
            }
            try drawing?.draw(runtime, bestScore: highScores.best)
            SDL_RenderPresent(renderer)
            // Vsync paces the loop when the driver honours it; when it does not (software rendering, some
            // drivers, a minimised window), sleep until the next step is due instead of spinning a core.
            let drawn = Double(SDL_GetPerformanceCounter() - now) / frequency
            let idle = stepLength - pending - drawn
            if idle >= 0.001 { SDL_Delay(UInt32(idle * 1000)) }
        }
        try recorder?.save(runtime)
        if runtime.session.screen.isInLevel, let game = runtime.session.game {
            print(RunSummary(game: game).jsonLine())
        }
    }

    /// One fixed step, and what the game does with its outcome: sounds, summaries, the best score.
    private func step() {
        runtime.step()
        sound?.play(events: runtime.gameEvents)
        recorder?.observe(runtime)
        for change in runtime.session.changes {
            switch change {
            case .levelWon, .levelLost:
                if let game = runtime.session.game { print(RunSummary(game: game).jsonLine()) }
            case .gameOver(let score), .victory(let score):
                do { _ = try highScores.submit(score) } catch { Self.warn("cannot save the best score: \(error)") }
            default:
                break
            }
        }
    }

    /// F11 (fullscreen) and M (mute) belong to the window, not to the game.
    private func handleWindowKey(_ event: InputEvent) -> Bool {
        guard case .keyDown(let key, isRepeat: false) = event else { return false }
        switch key {
        case SDL_SCANCODE_F11:
            window?.toggleFullscreen()
            runtime.input.refreshScreen()
        case SDL_SCANCODE_M:
            sound?.isMuted.toggle()
        default:
            return false
        }
        return true
    }

    static func warn(_ message: String) {
        FileHandle.standardError.write(Data(("arcade: " + message + "\n").utf8))
    }
}
