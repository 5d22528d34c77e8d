import CSDL2

/// A renderer drawing in its window's output pixels for a while, whatever logical size, scale, viewport, clip
/// and target the game set, and then exactly as the game left it: how controls that use window pixels draw
/// over a game with a logical size of its own.
///
/// Entering unbinds a texture target (the window's view comes back), sets the scale to 1 and reads the viewport
/// and clip in pixels before opening both to the whole output; leaving puts the viewport and clip back in
/// pixels, then the scale, then the target.
///
/// Classic SDL2 folds a logical size into the scale: with the scale set to 1 the renderer draws in pixels, and
/// the logical size is never touched (setting it recomputes the viewport and scale, and loses a pixel of the
/// viewport on the way back). sdl2-compat keeps SDL3's logical presentation apart from the scale: its
/// `SDL_RenderGetScale` answers the scale times the logical one, and a scale of 1 still draws in logical
/// units. There the scale still reads above 1 once set to 1, which tells the two apart: the game's own scale
/// is what it read divided by that, and the logical size is turned off while drawing in pixels and set again
/// after (sdl2-compat keeps the presentation's mode, and SDL3 the viewport, across that).
struct WindowPixelSpace {
    private var target: OpaquePointer?
    private var scale: (x: Float, y: Float) = (1, 1)
    private var viewport = SDL_Rect()
    private var clip: SDL_Rect?
    /// The logical size turned off meanwhile (sdl2-compat), or nil.
    private var logicalSize: (w: Int32, h: Int32)?

    /// Switches the renderer to its window's output pixels, remembering how to switch back.
    init(entering renderer: OpaquePointer) {
        target = SDL_GetRenderTarget(renderer)
        if target != nil { SDL_SetRenderTarget(renderer, nil) }
        (scale, logicalSize) = Self.enterPixelScale(renderer)
        SDL_RenderGetViewport(renderer, &viewport)
        if SDL_RenderIsClipEnabled(renderer) == SDL_TRUE {
            var rect = SDL_Rect()
            SDL_RenderGetClipRect(renderer, &rect)
            clip = rect
        }
        if logicalSize != nil { SDL_RenderSetLogicalSize(renderer, 0, 0) }
        SDL_RenderSetViewport(renderer, nil)
        SDL_RenderSetClipRect(renderer, nil)
    }

    /// Puts the renderer back as the game left it.
    func leave(_ renderer: OpaquePointer) {
        if let logicalSize { SDL_RenderSetLogicalSize(renderer, logicalSize.w, logicalSize.h) }
        // Set only when it differs: SDL3 under sdl2-compat keeps a viewport set to the whole screen through later
        // resizes, where the one it had by default follows them.
        var rect = viewport, now = SDL_Rect()
        SDL_RenderGetViewport(renderer, &now)
        if now.x != rect.x || now.y != rect.y || now.w != rect.w || now.h != rect.h {
            SDL_RenderSetViewport(renderer, &rect)
        }
        if var clip { SDL_RenderSetClipRect(renderer, &clip) } else { SDL_RenderSetClipRect(renderer, nil) }
        SDL_RenderSetScale(renderer, scale.x, scale.y)
        if target != nil { SDL_SetRenderTarget(renderer, target) }
    }

    /// Sets the scale to 1 and returns the game's own scale, and the logical size to turn off when the SDL keeps
    /// it apart from the scale (sdl2-compat).
    private static func enterPixelScale(_ renderer: OpaquePointer)
        -> (scale: (x: Float, y: Float), logicalSize: (w: Int32, h: Int32)?) {
        var read: (x: Float, y: Float) = (1, 1), logical: (x: Float, y: Float) = (1, 1)
        SDL_RenderGetScale(renderer, &read.x, &read.y)
        SDL_RenderSetScale(renderer, 1, 1)
        SDL_RenderGetScale(renderer, &logical.x, &logical.y)
        guard logical.x != 1 || logical.y != 1, logical.x > 0, logical.y > 0 else { return (read, nil) }
        var size: (w: Int32, h: Int32) = (0, 0)
        SDL_RenderGetLogicalSize(renderer, &size.w, &size.h)
        let own = (x: Float(Double(read.x) / Double(logical.x)), y: Float(Double(read.y) / Double(logical.y)))
        return (own, size.w > 0 && size.h > 0 ? size : nil)
    }
}
