import CSDL2
import JoyStickControls
import JoyStickEngine
import JoyStickGL

/// An SDL 2 window an OpenGL game shows its frames in, as ``OpenGLCanvas`` asks of it.
final class SDL2OpenGLWindow: OpenGLWindow {
    /// The window's id: a window pointer may be reused after the window is destroyed, its id is not.
    private let windowID: UInt32

    init(_ window: OpaquePointer) {
        windowID = SDL_GetWindowID(window)
    }

    private var window: OpaquePointer? { SDL_GetWindowFromID(windowID) }

    var isOpen: Bool { window != nil }

    func sizes() -> (points: Size, pixels: Size)? {
        guard let window else { return nil }
        var ww: Int32 = 0, wh: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &ww, &wh)
        SDL_GL_GetDrawableSize(window, &pw, &ph)
        guard ww > 0, wh > 0 else { return nil }
        if pw <= 0 || ph <= 0 { (pw, ph) = (ww, wh) }
        return (Size(width: Double(ww), height: Double(wh)), Size(width: Double(pw), height: Double(ph)))
    }

    var currentContext: UnsafeMutableRawPointer? { SDL_GL_GetCurrentContext() }

    var lookup: js_gl_lookup { SDL_GL_GetProcAddress }

    var presentation: LogicalScreen.Presentation { RendererCanvas.presentation() }
}
