import JoyStickSDL
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

    /// No display was found: SDL fell back to a video driver that shows nothing (`offscreen` or `dummy`)
    /// without the user asking for one with `SDL_VIDEODRIVER`.
    public struct NoDisplay: Error, CustomStringConvertible, Equatable {
        /// The driver SDL ended up on.
        public var driver: String
        /// What happened and the ways out.
        public var description: String {
            "no display to open a window on (SDL fell back to its '\(driver)' video driver, which shows nothing): "
                + "set DISPLAY or WAYLAND_DISPLAY, or run headless"
        }
    }

    /// Throws ``NoDisplay`` when SDL's video (initialised) runs on a driver that shows nothing and nobody
    /// chose it through `SDL_VIDEODRIVER`: a window there would play unseen, using a core, forever.
    /// - Parameter environment: the process's environment
    public static func requireDisplay(environment: [String: String]) throws(NoDisplay) {
        guard let name = SDL_GetCurrentVideoDriver().map({ String(cString: $0) }) else { return }
        let invisible = name == "offscreen" || name == "dummy"
        if invisible, (environment["SDL_VIDEODRIVER"] ?? "").isEmpty { throw NoDisplay(driver: name) }
    }

    /// Opens the window at the logical size (SDL's video must be initialised).
    /// - Parameters:
    ///   - title: the window's title
    ///   - logicalSize: the game's coordinate space, also the window's first size
    /// - Throws: ``ControlsError`` with SDL's reason when the window or renderer cannot be made
    public init(title: String, logicalSize: Size) throws(ControlsError) {
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let width = Int32(logicalSize.width), height = Int32(logicalSize.height)
        guard let window = SDL_CreateWindow(title, Self.centered, Self.centered, width, height, flags) else {
            throw ControlsError.lastError("SDL_CreateWindow")
        }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(window, -1, 0) else {
            SDL_DestroyWindow(window)
            throw ControlsError.lastError("SDL_CreateRenderer")
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
