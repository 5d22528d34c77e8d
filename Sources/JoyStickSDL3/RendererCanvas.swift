#if JOYSTICK_SDL3
import CSDL3
import JoyStickControls
import JoyStickEngine

/// The controls drawn with a game's SDL 3 renderer: the one place the core's drawing meets SDL 3's renderer, and
/// where the screen the controls are placed on is read (the renderer's logical presentation, output size and
/// window).
package final class RendererCanvas: ControlsCanvas {
    /// The game's renderer.
    package let renderer: OpaquePointer
    /// The id of the window the renderer draws to, to tell whether the renderer still exists (nil: a renderer
    /// of a surface, which has no window).
    private let windowID: SDL_WindowID?
    /// What a frame's drawing put aside, to put back at its end.
    private var before: RendererState?
    private var pixelSpace: WindowPixelSpace?
    /// The points of the lines drawn now, as SDL takes them (kept: drawing allocates nothing after the first).
    private var points: [SDL_FPoint] = []

    /// The canvas of a game's renderer.
    /// - Parameter renderer: the renderer, its logical presentation set if the game uses one
    package init(renderer: OpaquePointer) {
        self.renderer = renderer
        windowID = SDL_GetRenderWindow(renderer).map(SDL_GetWindowID)
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
        var mode = SDL_LOGICAL_PRESENTATION_DISABLED
        SDL_GetRenderLogicalPresentation(renderer, &lw, &lh, &mode)
        guard SDL_GetRenderOutputSize(renderer, &ow, &oh) else { return nil }
        if let window = SDL_GetRenderWindow(renderer) {
            SDL_GetWindowSize(window, &ww, &wh)
        } else {
            (ww, wh) = (ow, oh)
        }
        let logical = mode != SDL_LOGICAL_PRESENTATION_DISABLED && lw > 0 && lh > 0 && !ignoringLogicalSize
        var screen = LogicalScreen(logicalSize: logical ? Size(width: Double(lw), height: Double(lh)) : nil,
                                   windowSize: Size(width: Double(ww), height: Double(wh)),
                                   outputSize: Size(width: Double(ow), height: Double(oh)), presentation: .sdl3)
        screen.windowMapping = windowMapping()
        return screen
    }

    /// What `SDL_RenderCoordinatesFromWindow` works with, read through SDL's getters: the window's pixel density
    /// (output size over window size), the logical presentation's size and picture, and the view's scale and
    /// viewport. Nil while a render target is set, whose view is not the one events map through.
    package func windowMapping() -> WindowMapping? {
        guard SDL_GetRenderTarget(renderer) == nil else { return nil }
        var ow: Int32 = 0, oh: Int32 = 0, ww: Int32 = 0, wh: Int32 = 0
        guard SDL_GetRenderOutputSize(renderer, &ow, &oh) else { return nil }
        if let window = SDL_GetRenderWindow(renderer) { SDL_GetWindowSize(window, &ww, &wh) }
        // As SDL works out its dpi_scale.
        let dpiX: Float = ww > 0 && wh > 0 ? Float(ow) / Float(ww) : 1
        let dpiY: Float = ww > 0 && wh > 0 ? Float(oh) / Float(wh) : 1
        var lw: Int32 = 0, lh: Int32 = 0
        var mode = SDL_LOGICAL_PRESENTATION_DISABLED
        SDL_GetRenderLogicalPresentation(renderer, &lw, &lh, &mode)
        var logical: (width: Float, height: Float, x: Float, y: Float, w: Float, h: Float)?
        if mode != SDL_LOGICAL_PRESENTATION_DISABLED {
            var picture = SDL_FRect()
            SDL_GetRenderLogicalPresentationRect(renderer, &picture)
            guard picture.w > 0, picture.h > 0 else { return nil }
            logical = (Float(lw), Float(lh), picture.x, picture.y, picture.w, picture.h)
        }
        var sx: Float = 1, sy: Float = 1
        var viewport = SDL_Rect()
        SDL_GetRenderScale(renderer, &sx, &sy)
        SDL_GetRenderViewport(renderer, &viewport)
        return WindowMapping(dpiX: dpiX, dpiY: dpiY, logical: logical, scaleX: sx, scaleY: sy,
                             viewportX: Float(viewport.x), viewportY: Float(viewport.y))
    }

    /// Where a point in window coordinates (an event's) lies in the controls' coordinates: through the game's
    /// logical presentation and scale (SDL 3 hands events over in window coordinates, unlike SDL 2), or in
    /// output pixels while the controls use them.
    /// - Parameters:
    ///   - x: window x
    ///   - y: window y
    ///   - screen: the controls' screen now
    ///   - renderer: the game's renderer
    @inline(__always)
    package static func point(windowX x: Float, windowY y: Float, screen: LogicalScreen, renderer: OpaquePointer)
        -> Point {
        guard screen.logicalSize != nil else {
            let window = screen.windowSize, output = screen.outputSize
            let sx = window.width > 0 ? output.width / window.width : 1
            let sy = window.height > 0 ? output.height / window.height : 1
            return Point(x: Double(x) * sx, y: Double(y) * sy)
        }
        if let mapping = screen.windowMapping { return mapping.point(windowX: x, windowY: y) }
        var lx: Float = 0, ly: Float = 0
        SDL_RenderCoordinatesFromWindow(renderer, x, y, &lx, &ly)
        return Point(x: Double(lx), y: Double(ly))
    }

    package var drawingScale: Double {
        var sx: Float = 1, sy: Float = 1
        SDL_GetRenderScale(renderer, &sx, &sy)
        var lw: Int32 = 0, lh: Int32 = 0, ow: Int32 = 0, oh: Int32 = 0
        var mode = SDL_LOGICAL_PRESENTATION_DISABLED
        SDL_GetRenderLogicalPresentation(renderer, &lw, &lh, &mode)
        var presented = 1.0
        if mode != SDL_LOGICAL_PRESENTATION_DISABLED, lw > 0, lh > 0, SDL_GetRenderOutputSize(renderer, &ow, &oh) {
            presented = min(Double(ow) / Double(lw), Double(oh) / Double(lh))
        }
        return Double(max(sx, sy)) * presented
    }

    package var largestTextureSide: Int? {
        let side = SDL_GetNumberProperty(SDL_GetRendererProperties(renderer), "SDL.renderer.max_texture_size", 0)
        return side > 0 ? Int(side) : nil
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
        SDL_RenderLines(renderer, self.points, Int32(self.points.count))
    }

    package func drawRect(_ rect: Rect, color: Color) {
        use(color)
        var area = Self.area(rect)
        SDL_RenderRect(renderer, &area)
    }

    package func fillRect(_ rect: Rect, color: Color) {
        use(color)
        var area = Self.area(rect)
        SDL_RenderFillRect(renderer, &area)
    }

    private func use(_ color: Color) {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
    }

    private static func area(_ rect: Rect) -> SDL_FRect {
        SDL_FRect(x: Float(rect.minX), y: Float(rect.minY), w: Float(rect.width), h: Float(rect.height))
    }
}
#endif
