import JoyStickEngine

/// How an SDL 3 renderer turns a point of its window into its own coordinates, as
/// `SDL_RenderCoordinatesFromWindow` does, in the same single-precision arithmetic: read from the renderer with
/// the screen (and at each frame's drawing), so that a finger's motion needs no call into SDL. SDL 3 checks
/// every renderer handed to it against a locked table of objects, which made that one call cost more than the
/// rest of a motion.
package struct WindowMapping: Equatable, Sendable {
    /// Window coordinates to output pixels (`dpi_scale`).
    package var dpiX: Float, dpiY: Float
    /// With a logical presentation: the logical size and where its picture lies in output pixels.
    package var logical: (width: Float, height: Float, x: Float, y: Float, w: Float, h: Float)?
    /// The main view's scale and viewport origin.
    package var scaleX: Float, scaleY: Float, viewportX: Float, viewportY: Float

    /// A mapping.
    package init(dpiX: Float, dpiY: Float,
                 logical: (width: Float, height: Float, x: Float, y: Float, w: Float, h: Float)?,
                 scaleX: Float, scaleY: Float, viewportX: Float, viewportY: Float) {
        self.dpiX = dpiX
        self.dpiY = dpiY
        self.logical = logical
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.viewportX = viewportX
        self.viewportY = viewportY
    }

    /// A window point in the renderer's coordinates: `SDL_RenderCoordinatesFromWindow`'s steps, in its order.
    @inline(__always)
    package func point(windowX: Float, windowY: Float) -> Point {
        var x = windowX * dpiX, y = windowY * dpiY
        if let logical {
            x = ((x - logical.x) * logical.width) / logical.w
            y = ((y - logical.y) * logical.height) / logical.h
        }
        return Point(x: Double((x / scaleX) - viewportX), y: Double((y / scaleY) - viewportY))
    }

    package static func == (a: WindowMapping, b: WindowMapping) -> Bool {
        a.dpiX == b.dpiX && a.dpiY == b.dpiY && a.scaleX == b.scaleX && a.scaleY == b.scaleY
            && a.viewportX == b.viewportX && a.viewportY == b.viewportY
            && a.logical?.width == b.logical?.width && a.logical?.height == b.logical?.height
            && a.logical?.x == b.logical?.x && a.logical?.y == b.logical?.y
            && a.logical?.w == b.logical?.w && a.logical?.h == b.logical?.h
    }
}
