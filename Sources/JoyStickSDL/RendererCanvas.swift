import CSDL2
import JoyStickControls
import JoyStickEngine

/// The controls drawn with a game's SDL 2 renderer: the one place the core's drawing meets SDL 2's renderer, and
/// where the screen the controls are placed on is read (the renderer's logical size, output size and window).
package final class RendererCanvas: ControlsCanvas {
    /// The game's renderer.
    package let renderer: OpaquePointer
    /// The id of the window the renderer draws to, to tell whether the renderer still exists (nil: a renderer
    /// of a surface, which has no window).
    private let windowID: UInt32?
    /// What a frame's drawing put aside, to put back at its end.
    private var before: RendererState?
    private var pixelSpace: WindowPixelSpace?
    /// The points of the lines drawn now, as SDL takes them (kept: drawing allocates nothing after the first).
    private var points: [SDL_FPoint] = []

    /// The canvas of a game's renderer.
    /// - Parameter renderer: the renderer, its logical size set if the game uses one
    package init(renderer: OpaquePointer) {
        self.renderer = renderer
        windowID = SDL_RenderGetWindow(renderer).map(SDL_GetWindowID)
        points.reserveCapacity(64)
    }

    // MARK: The screen

    package var rendererExists: Bool {
        guard let windowID else { return true }
        guard let window = SDL_GetWindowFromID(windowID) else { return false }
        return SDL_GetRenderer(window) == renderer
    }

    package func screen(ignoringLogicalSize: Bool) -> LogicalScreen? {
        var lw: Int32 = 0, lh: Int32 = 0, ow: Int32 = 0, oh: Int32 = 0, ww: Int32 = 0, wh: Int32 = 0
        SDL_RenderGetLogicalSize(renderer, &lw, &lh)
        guard SDL_GetRendererOutputSize(renderer, &ow, &oh) == 0 else { return nil }
        if let window = SDL_RenderGetWindow(renderer) {
            SDL_GetWindowSize(window, &ww, &wh)
        } else {
            (ww, wh) = (ow, oh)
        }
        return LogicalScreen(
            logicalSize: lw > 0 && lh > 0 && !ignoringLogicalSize ? Size(width: Double(lw), height: Double(lh)) : nil,
            windowSize: Size(width: Double(ww), height: Double(wh)),
            outputSize: Size(width: Double(ow), height: Double(oh)),
            presentation: Self.presentation())
    }

    /// How the running SDL presents a logical size: sdl2-compat, SDL2's library over SDL3, numbers its releases
    /// from patch level 50 and presents it as SDL3 does.
    static func presentation() -> LogicalScreen.Presentation {
        var version = SDL_version()
        SDL_GetVersion(&version)
        return version.patch >= 50 ? .sdl3 : .sdl2
    }

    package var drawingScale: Double {
        var sx: Float = 1, sy: Float = 1
        SDL_RenderGetScale(renderer, &sx, &sy)
        return Double(max(sx, sy))
    }

    package var largestTextureSide: Int? {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0 else { return nil }
        let width = info.max_texture_width > 0 ? Int(info.max_texture_width) : Int.max
        let height = info.max_texture_height > 0 ? Int(info.max_texture_height) : Int.max
        let side = min(width, height)
        return side == Int.max ? nil : side
    }

    // MARK: Drawing

    package func beginDrawing(inWindowPixels: Bool) {
        before = RendererState(of: renderer)
        pixelSpace = inWindowPixels ? WindowPixelSpace(entering: renderer) : nil
    }

    package func endDrawing() {
        pixelSpace?.leave(renderer)
        before?.restore(on: renderer)
        pixelSpace = nil
        before = nil
    }

    package func makeTexture(of image: Image) throws(ControlsError) -> any ControlTexture {
        try Texture(renderer: renderer, image: image)
    }

    package func drawLines(_ points: [Point], color: Color) {
        use(color)
        self.points.removeAll(keepingCapacity: true)
        for point in points { self.points.append(SDL_FPoint(x: Float(point.x), y: Float(point.y))) }
        SDL_RenderDrawLinesF(renderer, self.points, Int32(self.points.count))
    }

    package func drawRect(_ rect: Rect, color: Color) {
        use(color)
        var area = Self.area(rect)
        SDL_RenderDrawRectF(renderer, &area)
    }

    package func fillRect(_ rect: Rect, color: Color) {
        use(color)
        var area = Self.area(rect)
        SDL_RenderFillRectF(renderer, &area)
    }

    private func use(_ color: Color) {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
    }

    private static func area(_ rect: Rect) -> SDL_FRect {
        SDL_FRect(x: Float(rect.minX), y: Float(rect.minY), w: Float(rect.width), h: Float(rect.height))
    }
}
