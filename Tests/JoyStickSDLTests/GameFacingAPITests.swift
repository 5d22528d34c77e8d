import Testing
import JoyStickSDL
import SDLTestSupport

/// What a game writes with one `import JoyStickSDL` (issue 12, B3 and B6): SDL and the engine come with it,
/// the screen is read from the renderer, named keys need no casts.
extension SDLIntegrationTests {
    @Test func theInputReadsItsScreenFromTheRenderer() {
        let window = TestWindow(width: 1920, height: 1080)
        let input = ControlInput(surface: ControlSurface(), backend: SDL2Backend(renderer: window.renderer))
        #expect(input.screen.logicalSize == Size(width: 960, height: 540))
        #expect(input.screen.outputSize == Size(width: 1920, height: 1080))
        #expect(input.screen.scale == 2)
    }

    /// Keys are SDL's scancodes, named as SDL names them, with no casts.
    @Test func namedKeysAreScancodesWithoutCasts() {
        #expect(SDL_SCANCODE_SPACE.rawValue == 44)
        #expect(SDL_SCANCODE_A.rawValue == 4)
        #expect(SDL_SCANCODE_F3.rawValue == 60)
        let event = InputEvent.keyDown(SDL_SCANCODE_F3, isRepeat: false)
        #expect(event == .keyDown(SDL_Scancode(rawValue: 60), isRepeat: false))
    }
}
