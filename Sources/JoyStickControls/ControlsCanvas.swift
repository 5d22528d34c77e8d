import JoyStickEngine

/// Where the controls draw, and the screen they are placed on: the game's SDL renderer (`JoyStickSDL`'s
/// `RendererCanvas`, `JoyStickSDL3`'s), or the OpenGL frame of a window with no renderer (``OpenGLCanvas``). The
/// core draws on it in values alone: textures made from pictures, drawn as tinted quads, and lines and
/// rectangles.
///
/// Drawing calls come between ``beginDrawing(inWindowPixels:)`` and ``endDrawing()``, in the canvas's
/// coordinates (a renderer's logical ones when the game set a logical size, window pixels while
/// ``beginDrawing(inWindowPixels:)`` was asked for them; an OpenGL window's points).
package protocol ControlsCanvas: AnyObject {
    // MARK: The screen

    /// Whether the game's renderer still exists (its window open and still its own); a renderer of a surface
    /// exists while the controls do.
    var rendererExists: Bool { get }

    /// How the window's coordinates map to the game's now, or nil when the renderer cannot say (it is gone).
    /// - Parameter ignoringLogicalSize: true for the window's output pixels whatever logical size is set
    func screen(ignoringLogicalSize: Bool) -> LogicalScreen?

    /// How the renderer maps a point of its window to its coordinates now, for an SDL whose events come in window
    /// coordinates (SDL 3), or nil: the backend then asks its SDL at each event.
    func windowMapping() -> WindowMapping?

    /// Output pixels per unit the controls draw in (the renderer's scale, an OpenGL window's pixels per point), the
    /// larger of the two axes: the built-in pictures are the @2x ones from 1.5 on.
    var drawingScale: Double { get }

    /// The largest texture side the renderer makes, or nil when it does not say.
    var largestTextureSide: Int? { get }

    // MARK: Drawing

    /// Starts a frame's drawing: the renderer's state (colour, blend mode, clip, viewport, target) is kept to be
    /// put back by ``endDrawing()``, and with `inWindowPixels` the renderer draws in its output pixels meanwhile.
    func beginDrawing(inWindowPixels: Bool)

    /// Puts the renderer back as ``beginDrawing(inWindowPixels:)`` found it.
    func endDrawing()

    /// Uploads a picture to the renderer.
    /// - Throws: ``ControlsError`` naming the picture when the SDL cannot make the texture
    func makeTexture(of image: Image) throws(ControlsError) -> any ControlTexture

    /// Draws connected line segments through `points`, blended.
    func drawLines(_ points: [Point], color: Color)

    /// Draws a one-pixel rectangle outline, blended.
    func drawRect(_ rect: Rect, color: Color)

    /// Fills a rectangle, blended.
    func fillRect(_ rect: Rect, color: Color)
}

/// A picture on a renderer, drawn by the core (``ControlsCanvas/makeTexture(of:)`` makes one).
package protocol ControlTexture: AnyObject {
    /// Draws the texture into a rectangle of the renderer's coordinates.
    /// - Parameters:
    ///   - x: left edge
    ///   - y: top edge
    ///   - width: drawn width
    ///   - height: drawn height
    ///   - alpha: opacity 0...1
    ///   - brightness: colour modulation 0...1 (1 draws the pixels as they are)
    func draw(x: Double, y: Double, width: Double, height: Double, alpha: Double, brightness: Double)

    /// Draws a part of the texture (a glyph of a font sheet), colour- and alpha-modulated.
    /// - Parameters:
    ///   - source: the part, in texture pixels
    ///   - destination: where, in the renderer's coordinates
    ///   - color: colour and alpha modulation
    func draw(source: Rect, destination: Rect, color: Color)

    /// Forgets the SDL texture without destroying it: its renderer is gone, and destroyed it.
    func abandon()
}

extension ControlsCanvas {
    /// None: SDL 2 hands events over in the canvas's coordinates already.
    package func windowMapping() -> WindowMapping? { nil }
}
