import Testing
import JoyStickSDL
import SDLTestSupport

/// What a game writes with one `import JoyStickSDL` (issue 12, B3 and B6): SDL and the engine come with it,
/// the screen is read from the renderer, named keys need no casts.
extension SDLIntegrationTests {
    @Test func theInputReadsItsScreenFromTheRenderer() {
        let window = TestWindow(width: 1920, height: 1080)
        let input = SDLControlInput(surface: ControlSurface(), renderer: window.renderer)
        #expect(input.screen.logicalSize == Size(width: 960, height: 540))
        #expect(input.screen.outputSize == Size(width: 1920, height: 1080))
        #expect(input.screen.scale == 2)
    }

    @Test func namedKeysBecomeKeycodesWithoutCasts() {
        #expect(SDL_Keycode(SDLK_SPACE) == 32)
        #expect(SDL_Keycode(SDLK_a) == 97)
        #expect(SDL_Keycode(SDLK_F3) == 0x4000_003C)
        let event = InputEvent.keyDown(SDL_Keycode(SDLK_F3), isRepeat: false)
        #expect(event == .keyDown(1_073_741_884, isRepeat: false))
    }
}
