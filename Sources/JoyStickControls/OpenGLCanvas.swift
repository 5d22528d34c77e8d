import JoyStickEngine
import JoyStickGL

/// What ``OpenGLCanvas`` asks of the SDL of a window an OpenGL game shows its frames in: one conformance per SDL.
package protocol OpenGLWindow: AnyObject {
    /// Whether the window is still open.
    var isOpen: Bool { get }
    /// The window's size in points (the coordinates of its mouse events) and its drawable's in pixels, or nil
    /// when the window is gone.
    func sizes() -> (points: Size, pixels: Size)?
    /// The OpenGL context current on this thread (`SDL_GL_GetCurrentContext`), or nil.
    var currentContext: UnsafeMutableRawPointer? { get }
    /// Finds a GL function by name (`SDL_GL_GetProcAddress`).
    var lookup: js_gl_lookup { get }
    /// How the SDL presents a logical size (no logical size is ever set here, but the screen says its SDL).
    var presentation: LogicalScreen.Presentation { get }
}

/// The controls drawn with OpenGL over the frame of a game that has no SDL renderer (joystick-run's overlay over
/// an OpenGL game), with the context current when they are drawn, into its default framebuffer's back buffer, just
/// before the game's `SDL_GL_SwapWindow`: the core's quads, lines and rectangles as GL draws them
/// (`Sources/JoyStickGL`), every piece of the game's GL state put back.
///
/// The controls live in the window's points, as its mouse events do; the pictures are drawn at the drawable's
/// density. The GL objects belong to the context current at the first frame drawn: one canvas draws with one
/// context, and with any other current draws nothing (and deletes nothing: the names are not that context's).
package final class OpenGLCanvas: ControlsCanvas {
    private let window: any OpenGLWindow
    /// The GL objects and what a frame keeps, once made on `context`.
    private var drawing: OpaquePointer?
    /// The context they belong to.
    private var context: UnsafeMutableRawPointer?
    /// Why the controls cannot be drawn on `context`, once found.
    package private(set) var failure: ControlsError?
    /// Textures released while their context was not current, deleted at the next frame it is.
    private var released: [UInt32] = []
    /// Line points as GL takes them (kept: drawing allocates nothing after the first).
    private var points: [Float] = []

    /// The canvas of a window.
    /// - Parameter window: the window, whose SDL says its sizes and current context
    package init(window: any OpenGLWindow) {
        self.window = window
        points.reserveCapacity(128)
        released.reserveCapacity(8)
    }

    deinit {
        if let drawing { js_gl_destroy(drawing, ownsCurrentContext) }
    }

    /// Whether the context current now is the one the GL objects belong to.
    private var ownsCurrentContext: Bool {
        context != nil && window.currentContext == context
    }

    /// The drawing, between ``beginDrawing(inWindowPixels:)`` and ``endDrawing()``: nil outside them.
    var drawingNow: OpaquePointer? {
        guard let drawing, js_gl_is_drawing(drawing) else { return nil }
        return drawing
    }

    // MARK: The screen

    package var rendererExists: Bool { window.isOpen }

    package func screen(ignoringLogicalSize: Bool) -> LogicalScreen? {
        guard let sizes = window.sizes() else { return nil }
        return LogicalScreen(logicalSize: nil, windowSize: sizes.points, outputSize: sizes.points,
                             presentation: window.presentation)
    }

    package var drawingScale: Double {
        guard let sizes = window.sizes(), sizes.points.width > 0, sizes.points.height > 0 else { return 1 }
        return max(sizes.pixels.width / sizes.points.width, sizes.pixels.height / sizes.points.height)
    }

    package var largestTextureSide: Int? {
        drawing.map { Int(js_gl_max_texture_size($0)) }
    }

    // MARK: Drawing

    package func beginDrawing(inWindowPixels: Bool) {
        guard let current = window.currentContext, let sizes = window.sizes() else { return }
        if drawing == nil, failure == nil || context != current {
            context = current
            failure = nil
            var reason = [CChar](repeating: 0, count: 256)
            drawing = reason.withUnsafeMutableBufferPointer { buffer in
                js_gl_create(window.lookup, buffer.baseAddress, Int32(buffer.count))
            }
            if drawing == nil {
                let text = reason.withUnsafeBufferPointer { buffer in
                    buffer.baseAddress.map { String(cString: $0) } ?? ""
                }
                failure = ControlsError("the controls cannot be drawn over the OpenGL frame: \(text)")
            }
        }
        guard let drawing, current == context else { return }
        let scaleX = sizes.points.width > 0 ? sizes.pixels.width / sizes.points.width : 1
        let scaleY = sizes.points.height > 0 ? sizes.pixels.height / sizes.points.height : 1
        js_gl_begin(drawing, Int32(clamping: Int(sizes.pixels.width)), Int32(clamping: Int(sizes.pixels.height)),
                    Float(scaleX), Float(scaleY))
        for texture in released { js_gl_delete_texture(drawing, texture) }
        released.removeAll(keepingCapacity: true)
    }

    package func endDrawing() {
        if let drawing { js_gl_end(drawing) }
    }

    package func makeTexture(of image: Image) throws(ControlsError) -> any ControlTexture {
        let pixels = try image.pixels()
        guard let drawing = drawingNow else {
            throw failure ?? ControlsError("making a texture of \(image.path): no OpenGL frame is being drawn")
        }
        let name = pixels.bytes.withUnsafeBufferPointer { bytes in
            js_gl_make_texture(drawing, bytes.baseAddress, Int32(pixels.width), Int32(pixels.height))
        }
        guard name != 0 else {
            throw ControlsError("making a texture of \(image.path): OpenGL could not make one of "
                + "\(pixels.width)x\(pixels.height) pixels")
        }
        return OpenGLTexture(canvas: self, name: name, width: pixels.width, height: pixels.height)
    }

    package func drawLines(_ points: [Point], color: Color) {
        lines(points, closed: false, color: color)
    }

    package func drawRect(_ rect: Rect, color: Color) {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX - 1, y: rect.minY),
                       Point(x: rect.maxX - 1, y: rect.maxY - 1), Point(x: rect.minX, y: rect.maxY - 1)]
        lines(corners, closed: true, color: color)
    }

    package func fillRect(_ rect: Rect, color: Color) {
        guard let drawing = drawingNow else { return }
        let (r, g, b, a) = Self.components(color)
        js_gl_fill_rect(drawing, Float(rect.minX), Float(rect.minY), Float(rect.width), Float(rect.height), r, g, b, a)
    }

    private func lines(_ through: [Point], closed: Bool, color: Color) {
        guard let drawing = drawingNow, through.count >= 2 else { return }
        points.removeAll(keepingCapacity: true)
        for point in through {
            points.append(Float(point.x))
            points.append(Float(point.y))
        }
        let (r, g, b, a) = Self.components(color)
        points.withUnsafeBufferPointer { xy in
            js_gl_draw_lines(drawing, xy.baseAddress, Int32(through.count), closed, r, g, b, a)
        }
    }

    /// A colour as GL's 0...1 components.
    static func components(_ color: Color) -> (Float, Float, Float, Float) {
        (Float(color.red) / 255, Float(color.green) / 255, Float(color.blue) / 255, Float(color.alpha) / 255)
    }

    // MARK: Textures

    /// Draws a texture, if a frame is being drawn with the context it belongs to.
    func draw(_ texture: OpenGLTexture, source: Rect, destination: Rect, r: Float, g: Float, b: Float, a: Float) {
        guard let drawing = drawingNow else { return }
        js_gl_draw_texture(drawing, texture.name, Int32(texture.width), Int32(texture.height), Float(source.minX),
                           Float(source.minY), Float(source.width), Float(source.height), Float(destination.minX),
                           Float(destination.minY), Float(destination.width), Float(destination.height), r, g, b, a)
    }

    /// A texture the core let go of: deleted now if its context is current, else at its next frame.
    func release(_ name: UInt32) {
        if let drawing, ownsCurrentContext {
            js_gl_delete_texture(drawing, name)
        } else if drawing != nil {
            released.append(name)
        }
    }
}

/// A picture in a GL texture of an ``OpenGLCanvas``'s context, deleted with it.
final class OpenGLTexture: ControlTexture {
    /// The canvas it is drawn on (held: a texture outlives no canvas's GL objects).
    let canvas: OpenGLCanvas
    let name: UInt32
    let width: Int
    let height: Int
    /// Set by `abandon()`: its context is gone.
    private var isAbandoned = false

    init(canvas: OpenGLCanvas, name: UInt32, width: Int, height: Int) {
        self.canvas = canvas
        self.name = name
        self.width = width
        self.height = height
    }

    deinit {
        if !isAbandoned { canvas.release(name) }
    }

    func draw(x: Double, y: Double, width: Double, height: Double, alpha: Double, brightness: Double) {
        let level = Float(Color.byte(brightness)) / 255
        canvas.draw(self, source: Rect(x: 0, y: 0, width: Double(self.width), height: Double(self.height)),
                    destination: Rect(x: x, y: y, width: width, height: height), r: level, g: level, b: level,
                    a: Float(Color.byte(alpha)) / 255)
    }

    func draw(source: Rect, destination: Rect, color: Color) {
        let (r, g, b, a) = OpenGLCanvas.components(color)
        canvas.draw(self, source: source, destination: destination, r: r, g: g, b: b, a: a)
    }

    func abandon() {
        isAbandoned = true
    }
}
