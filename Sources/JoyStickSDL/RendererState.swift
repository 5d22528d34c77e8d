import CSDL2

/// What drawing may change on a renderer, read before the controls draw and put back after: a game that
/// draws after them finds its colour, blend mode, clip rectangle, viewport and target as it left them.
struct RendererState {
    private var color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)
    private var blendMode = SDL_BLENDMODE_NONE
    private var clip: SDL_Rect?
    private var viewport = SDL_Rect()
    private var target: OpaquePointer?

    /// Reads a renderer's state.
    init(of renderer: OpaquePointer) {
        SDL_GetRenderDrawColor(renderer, &color.r, &color.g, &color.b, &color.a)
        SDL_GetRenderDrawBlendMode(renderer, &blendMode)
        if SDL_RenderIsClipEnabled(renderer) == SDL_TRUE {
            var rect = SDL_Rect()
            SDL_RenderGetClipRect(renderer, &rect)
            clip = rect
        }
        SDL_RenderGetViewport(renderer, &viewport)
        target = SDL_GetRenderTarget(renderer)
    }

    /// Puts back what differs (setting an unchanged viewport or target would not be free: SDL flushes).
    func restore(on renderer: OpaquePointer) {
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_SetRenderDrawBlendMode(renderer, blendMode)
        let now = RendererState(of: renderer)
        if now.target != target { SDL_SetRenderTarget(renderer, target) }
        if !Self.same(now.clip, clip) {
            if var rect = clip { SDL_RenderSetClipRect(renderer, &rect) } else { SDL_RenderSetClipRect(renderer, nil) }
        }
        if !Self.same(now.viewport, viewport) {
            var rect = viewport
            SDL_RenderSetViewport(renderer, &rect)
        }
    }

    private static func same(_ a: SDL_Rect?, _ b: SDL_Rect?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h
        default: false
        }
    }
}
