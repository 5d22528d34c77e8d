import CSDL2
import Testing
import JoyStickEngine
@testable import JoyStickSDL
@testable import JoyStickControls
import SDLTestSupport

/// The modifiers a key event made from values carries (a script's key, through joystick-run's overlay): read from a
/// keyboard state, with SDL's bits.
@Suite struct KeyModifiersTests {
    @Test func eachModifierKeyHasItsSDLBit() {
        var keys = [UInt8](repeating: 0, count: 512)
        let bits: [(SDL_Scancode, SDL_Keymod)] = [
            (SDL_SCANCODE_LSHIFT, KMOD_LSHIFT), (SDL_SCANCODE_RSHIFT, KMOD_RSHIFT), (SDL_SCANCODE_LCTRL, KMOD_LCTRL),
            (SDL_SCANCODE_RCTRL, KMOD_RCTRL), (SDL_SCANCODE_LALT, KMOD_LALT), (SDL_SCANCODE_RALT, KMOD_RALT),
            (SDL_SCANCODE_LGUI, KMOD_LGUI), (SDL_SCANCODE_RGUI, KMOD_RGUI),
        ]
        for (scancode, bit) in bits {
            keys[Int(scancode.rawValue)] = 1
            #expect(keys.withUnsafeBufferPointer(KeyModifiers.held(in:)) == UInt16(bit.rawValue))
            keys[Int(scancode.rawValue)] = 0
        }
        for (scancode, _) in bits { keys[Int(scancode.rawValue)] = 1 }
        keys[Int(SDL_SCANCODE_A.rawValue)] = 1
        #expect(keys.withUnsafeBufferPointer(KeyModifiers.held(in:)) == 0x0FC3)
        // A state shorter than a modifier's scancode does not hold it: the left Shift (225) is in 226 bytes.
        #expect(keys.withUnsafeBufferPointer { KeyModifiers.held(in: UnsafeBufferPointer(rebasing: $0[0..<226])) }
            == UInt16(KMOD_LSHIFT.rawValue | KMOD_LCTRL.rawValue))
    }
}

extension SDLIntegrationTests {
    /// A key event made from values carries the modifiers of the keyboard state it is given, and none without one
    /// (a replay's keys, as before).
    @Test func aKeyMadeFromValuesCarriesTheModifiersHeld() throws {
        let window = TestWindow(width: 960, height: 540)
        let screen = LogicalScreen(logicalSize: nil, windowSize: Size(width: 960, height: 540))
        var keys = [UInt8](repeating: 0, count: 512)
        keys[Int(SDL_SCANCODE_RALT.rawValue)] = 1
        let key = InputEvent.keyDown(Scancode(SDL_SCANCODE_Q), isRepeat: false)
        let made = try #require(keys.withUnsafeBufferPointer {
            key.sdlEvent(screen: screen, windowID: window.windowID, keyboard: $0)
        })
        #expect(made.key.keysym.mod == UInt16(KMOD_RALT.rawValue))
        #expect(made.key.keysym.sym == SDL_Keycode(SDLK_q.rawValue))
        let polled = try window.roundTrip(made)
        #expect(polled.key.keysym.mod == UInt16(KMOD_RALT.rawValue), "SDL's queue keeps it")
        #expect(try #require(key.sdlEvent(screen: screen, windowID: window.windowID)).key.keysym.mod == 0)
    }
}
