#if JOYSTICK_SDL3
import CSDL3

/// An SDL 3 renderer drawing in its window's output pixels for a while, whatever logical presentation, scale,
/// viewport, clip and target the game set, and then exactly as the game left it.
///
/// Entering unbinds a texture target, reads the presentation, scale, viewport and clip, then turns the
/// presentation off and opens the rest to the whole output; leaving puts the presentation back first (the
/// viewport and clip are read in its units), then the viewport, clip, scale and target.
struct WindowPixelSpace {
    private var target: UnsafeMutablePointer<SDL_Texture>?
    private var presentation: (w: Int32, h: Int32, mode: SDL_RendererLogicalPresentation) = (0, 0, SDL_LOGICAL_PRESENTATION_DISABLED)
    private var scale: (x: Float, y: Float) = (1, 1)
    private var viewport = SDL_Rect()
    private var clip: SDL_Rect?

    /// Switches the renderer to its window's output pixels, remembering how to switch back.
    init(entering renderer: OpaquePointer) {
        target = SDL_GetRenderTarget(renderer)
        if target != nil { SDL_SetRenderTarget(renderer, nil) }
        SDL_GetRenderLogicalPresentation(renderer, &presentation.w, &presentation.h, &presentation.mode)
        SDL_GetRenderScale(renderer, &scale.x, &scale.y)
        SDL_GetRenderViewport(renderer, &viewport)
        if SDL_RenderClipEnabled(renderer) {
            var rect = SDL_Rect()
            SDL_GetRenderClipRect(renderer, &rect)
            clip = rect
        }
        if presentation.mode != SDL_LOGICAL_PRESENTATION_DISABLED {
            SDL_SetRenderLogicalPresentation(renderer, 0, 0, SDL_LOGICAL_PRESENTATION_DISABLED)
        }
        SDL_SetRenderScale(renderer, 1, 1)
        SDL_SetRenderViewport(renderer, nil)
        SDL_SetRenderClipRect(renderer, nil)
    }

    /// Puts the renderer back as the game left it.
    func leave(_ renderer: OpaquePointer) {
        if presentation.mode != SDL_LOGICAL_PRESENTATION_DISABLED {
            SDL_SetRenderLogicalPresentation(renderer, presentation.w, presentation.h, presentation.mode)
        }
        SDL_SetRenderScale(renderer, scale.x, scale.y)
        // Set only when it differs: a viewport set to the whole screen stays so through later resizes, where the
        // one the renderer had by default follows them.
        var rect = viewport, now = SDL_Rect()
        SDL_GetRenderViewport(renderer, &now)
        if !RendererState.same(now, rect) { SDL_SetRenderViewport(renderer, &rect) }
        if var clip { SDL_SetRenderClipRect(renderer, &clip) } else { SDL_SetRenderClipRect(renderer, nil) }
        if target != nil { SDL_SetRenderTarget(renderer, target) }
    }
}
#endif
