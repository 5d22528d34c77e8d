import CSDL2
import Testing
import JoyStickEngine
@testable import JoyStickSDL
@testable import JoyStickControls
import SDLTestSupport

/// Controls in the window's pixels over a game with a logical size of its own: placed, read and drawn in output
/// pixels, fed events as an event filter sees them (before SDL's renderer rewrites them), and the game's
/// renderer left exactly as it was.
extension SDLIntegrationTests {
    @Test func controlsInWindowPixelsIgnoreTheGamesLogicalSize() throws {
        // A 320x180 game letterboxed in a 960x600 window: 3x, with 30-pixel bars above and below.
        let window = TestWindow(width: 960, height: 600, logicalSize: Size(width: 320, height: 180))
        let controls = OnScreenControls(renderer: window.renderer)
        #expect(controls.screenSize == Size(width: 320, height: 180))
        controls.usesWindowPixels = true
        #expect(controls.screenSize == Size(width: 960, height: 600))
        let stick = try controls.addStick(center: Point(x: 100, y: 500), size: 120)
        // A finger as the window receives it: normalised over the whole window, not the letterboxed picture.
        var down = SDL_Event()
        down.tfinger.type = SDL_FINGERDOWN.rawValue
        down.tfinger.touchId = 1
        down.tfinger.fingerId = 1
        down.tfinger.x = 100.0 / 960
        down.tfinger.y = 500.0 / 600
        #expect(controls.handle(down, time: 0))
        var move = down
        move.tfinger.type = SDL_FINGERMOTION.rawValue
        move.tfinger.x = 160.0 / 960
        controls.handle(move, time: 0.1)
        #expect(stick.isActive && stick.displacement == 1 && close(stick.angle, 90, 1e-3))

        // Drawn in window pixels, and the game's renderer as it was: logical size, scale, viewport, clip.
        var clip = SDL_Rect(x: 10, y: 20, w: 100, h: 50)
        SDL_RenderSetClipRect(window.renderer, &clip)
        SDL_SetRenderDrawColor(window.renderer, 0, 0, 0, 255)
        SDL_RenderClear(window.renderer)
        func state() -> [Int32] {
            var lw: Int32 = 0, lh: Int32 = 0, viewport = SDL_Rect(), clip = SDL_Rect()
            var sx: Float = 0, sy: Float = 0
            SDL_RenderGetLogicalSize(window.renderer, &lw, &lh)
            SDL_RenderGetViewport(window.renderer, &viewport)
            SDL_RenderGetClipRect(window.renderer, &clip)
            SDL_RenderGetScale(window.renderer, &sx, &sy)
            return [lw, lh, viewport.x, viewport.y, viewport.w, viewport.h, clip.x, clip.y, clip.w, clip.h,
                    Int32(sx * 1000), Int32(sy * 1000)]
        }
        let before = state()
        #expect(before == [320, 180, 0, 10, 320, 180, 10, 20, 100, 50, 3000, 3000])
        try controls.draw()
        #expect(state() == before)
        // The stick's base is drawn around (100, 500) in window pixels, inside the bottom letterbox bar the
        // game's clip and viewport would have hidden: a pixel there is no longer the cleared black.
        var pixel: UInt32 = 0
        var one = SDL_Rect(x: 100, y: 548, w: 1, h: 1)
        SDL_RenderSetScale(window.renderer, 1, 1)
        SDL_RenderSetViewport(window.renderer, nil)
        SDL_RenderReadPixels(window.renderer, &one, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4)
        #expect(pixel & 0x00FF_FFFF != 0, "the base at (100, 548): \(String(pixel, radix: 16))")
    }
}
