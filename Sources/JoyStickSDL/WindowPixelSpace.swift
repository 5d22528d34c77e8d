import CSDL2

/// A renderer drawing in its window's output pixels for a while, whatever logical size, scale, viewport, clip
/// and target the game set, and then exactly as the game left it: how controls that use window pixels draw
/// over a game with a logical size of its own.
///
/// Entering unbinds a texture target (the window's view comes back), sets the scale to 1 and reads the viewport
/// and clip in pixels before opening both to the whole output; leaving puts the viewport and clip back in
/// pixels, then the scale, then the target. The logical size is never touched: setting it recomputes the
/// viewport and scale, and loses a pixel of the viewport on the way back.
struct WindowPixelSpace {
    private var target: OpaquePointer?
    private var scale: (x: Float, y: Float) = (1, 1)
    private var viewport = SDL_Rect()
    private var clip: SDL_Rect?

    /// Switches the renderer to its window's output pixels, remembering how to switch back.
    init(entering renderer: OpaquePointer) {
        target = SDL_GetRenderTarget(renderer)
        if target != nil { SDL_SetRenderTarget(renderer, nil) }
        SDL_RenderGetScale(renderer, &scale.x, &scale.y)
        SDL_RenderSetScale(renderer, 1, 1)
        SDL_RenderGetViewport(renderer, &viewport)
        if SDL_RenderIsClipEnabled(renderer) == SDL_TRUE {
            var rect = SDL_Rect()
            SDL_RenderGetClipRect(renderer, &rect)
            clip = rect
        }
        SDL_RenderSetViewport(renderer, nil)
        SDL_RenderSetClipRect(renderer, nil)
    }

    /// Puts the renderer back as the game left it.
    func leave(_ renderer: OpaquePointer) {
        var rect = viewport
        SDL_RenderSetViewport(renderer, &rect)
        if var clip { SDL_RenderSetClipRect(renderer, &clip) } else { SDL_RenderSetClipRect(renderer, nil) }
        SDL_RenderSetScale(renderer, scale.x, scale.y)
        if target != nil { SDL_SetRenderTarget(renderer, target) }
    }
}
