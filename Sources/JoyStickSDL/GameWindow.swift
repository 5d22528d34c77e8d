import CSDL2
import JoyStickEngine

/// A game's window as players expect it: centred, resizable, hi-DPI-aware, with a vsynced renderer (an
/// unsynced one where the driver has none) drawing a letterboxed logical screen. Closes both when it goes.
public final class GameWindow {
    /// The `SDL_Window`.
    public let window: OpaquePointer
    /// Its `SDL_Renderer`, with the logical size set.
    public let renderer: OpaquePointer
    /// Whether the window fills its display (``toggleFullscreen()``).
    public private(set) var isFullscreen = false

    /// `SDL_WINDOWPOS_CENTERED`, a macro Swift does not import.
    static let centered = Int32(bitPattern: 0x2FFF_0000)

    /// Opens the window at the logical size (SDL's video must be initialised).
    /// - Parameters:
    ///   - title: the window's title
    ///   - logicalSize: the game's coordinate space, also the window's first size
    /// - Throws: ``SDLError`` with SDL's reason when the window or renderer cannot be made
    public init(title: String, logicalSize: Size) throws(SDLError) {
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let width = Int32(logicalSize.width), height = Int32(logicalSize.height)
        guard let window = SDL_CreateWindow(title, Self.centered, Self.centered, width, height, flags) else {
            throw SDLError.lastError("SDL_CreateWindow")
        }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(window, -1, 0) else {
            SDL_DestroyWindow(window)
            throw SDLError.lastError("SDL_CreateRenderer")
        }
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1")
        SDL_RenderSetLogicalSize(renderer, width, height)
        self.window = window
        self.renderer = renderer
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// Switches between the window and the whole display (its desktop resolution).
    public func toggleFullscreen() {
        isFullscreen.toggle()
        SDL_SetWindowFullscreen(window, isFullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
    }
}
