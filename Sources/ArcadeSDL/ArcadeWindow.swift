import Arcade
import CSDL2
import Foundation
import JoyStickEngine
import JoyStickSDL

/// The windowed game: a resizable, letterboxed, hi-DPI-aware 960x540 window with vsync, F11 fullscreen,
/// sound, the best score, and the fixed-step loop around ``ArcadeRuntime``.
public final class ArcadeWindow {
    /// The game.
    public let runtime: ArcadeRuntime
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    // Optional so it can go before the renderer: destroying a renderer frees its textures.
    private var drawing: GameRenderer?
    private var highScores: HighScoreStore
    private var fullscreen = false

    /// Opens the window and loads the art.
    /// - Parameters:
    ///   - session: the run through the levels, on its title screen
    ///   - highScores: where the best score is kept (loaded here; a warning about a corrupt file is
    ///     printed once to standard error)
    /// - Throws: ``SDLError`` when SDL cannot start or a picture is missing
    public init(session: GameSession, highScores: HighScoreStore) throws {
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER) == 0 else { throw SDLError.lastError("SDL_Init") }
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1")
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let size = ArcadeControls.logicalSize
        // 0x2FFF0000 is SDL_WINDOWPOS_CENTERED, a macro Swift does not import.
        guard let window = SDL_CreateWindow("Joystick Arcade", 0x2FFF_0000, 0x2FFF_0000, Int32(size.width),
                                            Int32(size.height), flags) else {
            throw SDLError.lastError("SDL_CreateWindow")
        }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(window, -1, 0) else {
            SDL_DestroyWindow(window)
            throw SDLError.lastError("SDL_CreateRenderer")
        }
        SDL_RenderSetLogicalSize(renderer, Int32(size.width), Int32(size.height))
        do {
            // The @2x pictures whatever the window's size: it is resizable and fullscreen is a key away.
            drawing = try GameRenderer(renderer: renderer, assets: try AssetDirectory.locate(), scale: 2)
        } catch {
            SDL_DestroyRenderer(renderer)
            SDL_DestroyWindow(window)
            throw error
        }
        self.window = window
        self.renderer = renderer
        self.highScores = highScores
        runtime = ArcadeRuntime(session: session, renderer: renderer)
        if let warning = self.highScores.load() { Self.warn(warning) }
        runtime.onToggleFullscreen = { [unowned self] in toggleFullscreen() }
        runtime.onRunEnded = { [unowned self] score in
            do { _ = try self.highScores.submit(score) } catch { Self.warn("cannot save the best score: \(error)") }
        }
    }

    deinit {
        runtime.input.closeControllers()
        drawing = nil
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// Runs until the window is closed (or Esc on the title screen).
    /// - Throws: ``SDLError`` when drawing fails
    public func run() throws {
        let frequency = Double(SDL_GetPerformanceFrequency())
        let stepLength = 1.0 / Double(Rules.stepsPerSecond)
        var last = SDL_GetPerformanceCounter()
        var pending = 0.0
        var event = SDL_Event()
        while !runtime.quitRequested {
            while SDL_PollEvent(&event) != 0 {
                runtime.handle(event)
            }
            let now = SDL_GetPerformanceCounter()
            // A stall (a dragged window, a debugger) must not fast-forward the game: at most a quarter second.
            pending = min(pending + Double(now - last) / frequency, 0.25)
            last = now
            while pending >= stepLength {
                runtime.step()
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
    }

    private func toggleFullscreen() {
        fullscreen.toggle()
        SDL_SetWindowFullscreen(window, fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
        runtime.input.refreshScreen()
    }

    static func warn(_ message: String) {
        FileHandle.standardError.write(Data(("arcade: " + message + "\n").utf8))
    }
}
