#if JOYSTICK_SDL3
import CSDL3

/// What drawing may change on an SDL 3 renderer, read before the controls draw and put back after: a game that
/// draws after them finds its colour, blend mode, clip rectangle, viewport and target as it left them.
struct RendererState {
    private var color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)
    private var blendMode: SDL_BlendMode = 0
    private var clip: SDL_Rect?
    private var viewport = SDL_Rect()
    private var target: UnsafeMutablePointer<SDL_Texture>?

    /// Reads a renderer's state.
    init(of renderer: OpaquePointer) {
        SDL_GetRenderDrawColor(renderer, &color.r, &color.g, &color.b, &color.a)
        SDL_GetRenderDrawBlendMode(renderer, &blendMode)
        if SDL_RenderClipEnabled(renderer) {
            var rect = SDL_Rect()
            SDL_GetRenderClipRect(renderer, &rect)
            clip = rect
        }
        SDL_GetRenderViewport(renderer, &viewport)
        target = SDL_GetRenderTarget(renderer)
    }

    /// Puts back what differs (setting an unchanged viewport or target would not be free: SDL flushes).
    func restore(on renderer: OpaquePointer) {
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_SetRenderDrawBlendMode(renderer, blendMode)
        let now = RendererState(of: renderer)
        if now.target != target { SDL_SetRenderTarget(renderer, target) }
        if !Self.same(now.clip, clip) {
            if var rect = clip { SDL_SetRenderClipRect(renderer, &rect) } else { SDL_SetRenderClipRect(renderer, nil) }
        }
        if !Self.same(now.viewport, viewport) {
            var rect = viewport
            SDL_SetRenderViewport(renderer, &rect)
        }
    }

    static func same(_ a: SDL_Rect?, _ b: SDL_Rect?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h
        default: false
        }
    }
}
#endif
