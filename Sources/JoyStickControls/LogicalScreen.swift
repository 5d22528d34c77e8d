import JoyStickEngine

/// The game's coordinate space and how SDL delivers pointer positions into it.
///
/// With `SDL_RenderSetLogicalSize`, SDL's renderer rewrites events before the game sees them: mouse positions
/// arrive already in logical pixels (truncated to integers; negative or past the edge in a letterbox bar), and
/// finger positions arrive normalised to the letterboxed picture, clamped to exactly 0 or 1 when the finger is
/// in a bar. This type reads both back into logical points and treats a clamped 0 or 1 as outside the game
/// area (one pixel beyond the edge), so a touch in a bar never lands on an edge control.
///
/// Without a logical size the game draws in output pixels: mouse positions (window coordinates) are scaled by
/// the output/window ratio (hi-DPI), normalised finger positions by the output size.
///
/// sdl2-compat (SDL2's library over SDL3) presents a logical size as SDL3 does (``Presentation/sdl3``): the
/// picture's place is a float rectangle, mouse positions arrive in logical pixels rounded to the nearest, and
/// fingers arrive as they are, normalised over the whole window (in a bar, below 0 or past the edge once
/// mapped, with no clamping).
package struct LogicalScreen: Equatable, Sendable {
    /// How the SDL places a logical picture in its output and rewrites pointer events for it.
    package enum Presentation: Equatable, Sendable {
        /// Classic SDL2's `UpdateLogicalSize` and event rewrite.
        case sdl2
        /// SDL3's logical presentation (letterbox mode), as sdl2-compat shows an SDL2 game's logical size.
        case sdl3
    }

    /// How this SDL presents a logical size.
    package var presentation: Presentation {
        didSet { letterbox = Self.letterbox(logicalSize: logicalSize, outputSize: outputSize, presentation) }
    }
    /// The size set with `SDL_RenderSetLogicalSize`, or nil when the game draws in output pixels.
    package var logicalSize: Size? {
        didSet { letterbox = Self.letterbox(logicalSize: logicalSize, outputSize: outputSize, presentation) }
    }
    /// The window's size in screen coordinates (`SDL_GetWindowSize`).
    package var windowSize: Size
    /// The renderer's output size in pixels (`SDL_GetRendererOutputSize`): larger than the window on hi-DPI.
    package var outputSize: Size {
        didSet { letterbox = Self.letterbox(logicalSize: logicalSize, outputSize: outputSize, presentation) }
    }
    /// Where the logical picture lies, worked out once per change of size rather than once per event.
    private var letterbox: Letterbox
    /// How SDL 3's renderer maps its window's points, when the backend read it (nil: ask SDL at each event).
    package var windowMapping: WindowMapping?

    /// Creates a description of the screen.
    /// - Parameters:
    ///   - logicalSize: the renderer's logical size, if any
    ///   - windowSize: the window size in screen coordinates
    ///   - outputSize: the output size in pixels (defaults to the window size)
    ///   - presentation: how the SDL presents a logical size (classic SDL2's by default)
    package init(logicalSize: Size?, windowSize: Size, outputSize: Size? = nil, presentation: Presentation = .sdl2) {
        self.logicalSize = logicalSize
        self.windowSize = windowSize
        self.outputSize = outputSize ?? windowSize
        self.presentation = presentation
        letterbox = Self.letterbox(logicalSize: logicalSize, outputSize: outputSize ?? windowSize, presentation)
    }

    /// The size of the game's coordinate space.
    package var size: Size { logicalSize ?? outputSize }

    /// The game's coordinate space as a rectangle at the origin.
    package var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    /// Output pixels per logical pixel, as SDL 2's letterbox policy computes it (a 32-bit float in SDL).
    package var scale: Double { Double(letterbox.scale) }

    /// Where the logical picture lies in output pixels (SDL 2's `UpdateLogicalSize`, letterbox mode).
    package var viewport: Rect { letterbox.viewport }

    /// SDL 2's letterbox of a logical size in an output: the scale and the viewport, and the logical extent a
    /// finger's normalised position spans.
    private struct Letterbox: Equatable, Sendable {
        var scale: Float
        var viewport: Rect
        /// The viewport in logical units: SDL normalises fingers over the viewport, whose size it floors to
        /// whole pixels, while it draws with the unrounded scale.
        var span: Size
    }

    /// SDL 2's `UpdateLogicalSize` in its own arithmetic: the aspect test, the scale and the floored viewport
    /// side are 32-bit floats there, which at some sizes (2436x1125 for 960x540) floors to one pixel less than
    /// exact arithmetic gives. SDL3's `UpdateLogicalPresentation` (letterbox) with ``Presentation/sdl3``.
    private static func letterbox(logicalSize: Size?, outputSize: Size, _ presentation: Presentation) -> Letterbox {
        let w = outputSize.width, h = outputSize.height
        let whole = Rect(x: 0, y: 0, width: w, height: h)
        guard let logical = logicalSize, logical.width > 0, logical.height > 0 else {
            return Letterbox(scale: 1, viewport: whole, span: Size(width: w, height: h))
        }
        if presentation == .sdl3 { return sdl3Letterbox(logical: logical, output: outputSize) }
        let lw = Float(logical.width), lh = Float(logical.height)
        let wanted = lw / lh
        let real = Float(w) / Float(max(h, 1))
        let scale: Float
        let viewport: Rect
        if abs(Double(wanted - real)) < 0.0001 {
            (scale, viewport) = (Float(w) / lw, whole)
        } else if wanted > real {
            scale = Float(w) / lw
            let height = Double((lh * scale).rounded(.down))
            viewport = Rect(x: 0, y: ((h - height) / 2).rounded(.towardZero), width: w, height: height)
        } else {
            scale = Float(h) / lh
            let width = Double((lw * scale).rounded(.down))
            viewport = Rect(x: ((w - width) / 2).rounded(.towardZero), y: 0, width: width, height: h)
        }
        let s = Double(scale)
        return Letterbox(scale: scale, viewport: viewport,
                         span: Size(width: viewport.width / s, height: viewport.height / s))
    }

    /// SDL3's letterbox, in its float arithmetic: the side that fits is the output's, the other floored, and the
    /// picture centred at a fractional offset. Its scale is the picture's width over the logical width (SDL3
    /// scales each axis by its own side; they differ by less than a pixel's worth).
    private static func sdl3Letterbox(logical: Size, output: Size) -> Letterbox {
        let lw = Float(logical.width), lh = Float(logical.height)
        let ow = Float(output.width), oh = Float(output.height)
        let wanted = lw / lh, real = ow / oh
        var picture = (x: Float(0), y: Float(0), w: ow, h: oh)
        if abs(wanted - real) < 0.0001 {
            // the whole output
        } else if wanted > real {
            picture.h = (lh * (ow / lw)).rounded(.down)
            picture.y = (oh - picture.h) / 2
        } else {
            picture.w = (lw * (oh / lh)).rounded(.down)
            picture.x = (ow - picture.w) / 2
        }
        return Letterbox(scale: picture.w / lw,
                         viewport: Rect(x: Double(picture.x), y: Double(picture.y), width: Double(picture.w),
                                        height: Double(picture.h)),
                         span: logical)
    }

    /// Window coordinates per output pixel (1 normally, 0.5 on a 2x hi-DPI display).
    package var dpiScale: Vector {
        Vector(dx: windowSize.width / max(outputSize.width, 1), dy: windowSize.height / max(outputSize.height, 1))
    }

    // MARK: What SDL delivered -> logical points

    /// The logical point of a mouse event's coordinates, as SDL delivered them.
    /// - Parameters:
    ///   - x: the event's x
    ///   - y: the event's y
    /// - Returns: the point in the game's logical coordinates
    package func point(mouseX x: Int32, mouseY y: Int32) -> Point {
        if logicalSize != nil {
            return Point(x: Double(x), y: Double(y))
        }
        let dpi = dpiScale
        return Point(x: Double(x) / dpi.dx, y: Double(y) / dpi.dy)
    }

    /// The logical point of a finger event's normalised coordinates, as SDL delivered them.
    /// - Parameters:
    ///   - x: the event's x, 0...1
    ///   - y: the event's y, 0...1
    /// - Returns: the point in the game's logical coordinates; a finger SDL clamped to the picture's edge lands one
    ///   pixel outside the game area
    @inline(__always)
    package func point(fingerX x: Float, fingerY y: Float) -> Point {
        guard let logicalSize else {
            return Point(x: Double(x) * outputSize.width, y: Double(y) * outputSize.height)
        }
        if presentation == .sdl3 {
            // Normalised over the window, not rewritten: through the picture's place in output pixels.
            let view = letterbox.viewport
            return Point(x: (Double(x) * outputSize.width - view.minX) * logicalSize.width / view.width,
                         y: (Double(y) * outputSize.height - view.minY) * logicalSize.height / view.height)
        }
        // SDL normalises over the viewport, whose size it floors to whole pixels, while it draws with the
        // unrounded scale; going back through the viewport in pixels undoes that small skew.
        let span = letterbox.span
        return Point(x: Self.unclamp(Double(x), span: span.width, extent: logicalSize.width),
                     y: Self.unclamp(Double(y), span: span.height, extent: logicalSize.height))
    }

    /// SDL clamps a finger outside the logical viewport to exactly 0 or 1: put it just outside instead.
    private static func unclamp(_ normalized: Double, span: Double, extent: Double) -> Double {
        if normalized <= 0 { return -1 }
        if normalized >= 1 { return extent + 1 }
        return normalized * span
    }

    // MARK: Logical points -> what SDL would receive (for synthesised input)

    /// The window coordinates of a logical point. SDL truncates the logical mouse position it computes, so
    /// the smallest whole window coordinate at or above this value (`rounded(.up)`) is the one a real mouse
    /// over that logical pixel reports.
    /// - Parameter point: a logical point
    /// - Returns: window coordinates, before SDL's renderer rewrites them
    package func windowPoint(for point: Point) -> (x: Double, y: Double) {
        let dpi = dpiScale
        guard let logicalSize else { return (point.x * dpi.dx, point.y * dpi.dy) }
        let view = viewport, s = scale
        if presentation == .sdl3 {
            // SDL3 maps the window point through the picture's place and rounds to the nearest logical pixel:
            // the nearest whole window coordinate comes back to it.
            return (((view.minX + point.x * view.width / logicalSize.width) * dpi.dx).rounded(),
                    ((view.minY + point.y * view.height / logicalSize.height) * dpi.dy).rounded())
        }
        // SDL subtracts the viewport's origin in whole window units before dividing by the scale.
        return ((view.minX * dpi.dx).rounded(.towardZero) + point.x * s * dpi.dx,
                (view.minY * dpi.dy).rounded(.towardZero) + point.y * s * dpi.dy)
    }

    /// The window-normalised coordinates (0...1 over the whole window) of a finger over a logical point, before
    /// SDL's renderer rewrites them: chosen so that SDL's own 32-bit rewrite gives back exactly the value a
    /// real finger at that point produced, so a recorded touch replays bit for bit at any window size.
    /// - Parameter point: a logical point
    /// - Returns: the `x` and `y` of an `SDL_TouchFingerEvent`, each 0...1 over the whole window
    package func normalizedFinger(for point: Point) -> (x: Float, y: Float) {
        let width = max(outputSize.width, 1), height = max(outputSize.height, 1)
        guard let logicalSize else { return (Float(point.x / width), Float(point.y / height)) }
        let view = viewport, s = scale
        if presentation == .sdl3 {
            // Not rewritten by the SDL: normalised over the window, through the picture's place.
            return (Float((view.minX + point.x * view.width / logicalSize.width) / width),
                    Float((view.minY + point.y * view.height / logicalSize.height) / height))
        }
        return (Self.preimage(point.x * s / view.width, guess: (view.minX + point.x * s) / width,
                              offset: view.minX, span: view.width, output: width),
                Self.preimage(point.y * s / view.height, guess: (view.minY + point.y * s) / height,
                              offset: view.minY, span: view.height, output: height))
    }

    /// SDL 2's finger rewrite for one axis, in its own float arithmetic (`SDL_RendererEventWatch`).
    static func sdlRewrite(_ value: Float, offset: Double, span: Double, output: Double) -> Float {
        let start = Float(offset) / Float(output), extent = Float(span) / Float(output)
        if value <= start { return 0 }
        if value >= start + extent { return 1 }
        return (value - start) / extent
    }

    /// A window-normalised value whose rewrite is exactly the float nearest `target`, found next to `guess`.
    private static func preimage(_ target: Double, guess: Double, offset: Double, span: Double, output: Double)
        -> Float {
        let wanted = Float(target)
        var candidate = Float(guess)
        guard wanted > 0, wanted < 1 else { return candidate }
        for _ in 0..<64 {
            let rewritten = sdlRewrite(candidate, offset: offset, span: span, output: output)
            if rewritten == wanted { return candidate }
            candidate = rewritten < wanted ? candidate.nextUp : candidate.nextDown
        }
        return Float(guess)
    }
}
