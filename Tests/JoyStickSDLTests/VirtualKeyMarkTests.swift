import CSDL2
import Testing
@testable import JoyStickSDL
@testable import JoyStickControls

/// The mark on the key events the controls push, as each SDL2 hands them back: classic SDL2 keeps
/// `keysym.unused` whole; sdl2-compat carries an event through SDL3's, whose `down` and `repeat` bytes land on
/// its low half (the high half survives in SDL3's padding).
@Suite("The virtual-key mark")
struct VirtualKeyMarkTests {
    static func key(_ type: SDL_EventType, unused: UInt32, repeating: UInt8 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.key.type = type.rawValue
        event.key.state = UInt8(type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED)
        event.key.repeat = repeating
        event.key.keysym.scancode = SDL_SCANCODE_SPACE
        event.key.keysym.unused = unused
        return event
    }

    @Test func classicSDL2KeepsTheWholeMark() {
        #expect(SDL2Backend.isVirtual(Self.key(SDL_KEYDOWN, unused: 0x4A53_564B)))
        #expect(SDL2Backend.isVirtual(Self.key(SDL_KEYUP, unused: 0x4A53_564B)))
        #expect(!SDL2Backend.isVirtual(Self.key(SDL_KEYDOWN, unused: 0)))
    }

    @Test func sdl2CompatKeepsItsHighHalfWithDownAndRepeatBelow() {
        #expect(SDL2Backend.isVirtual(Self.key(SDL_KEYDOWN, unused: 0x4A53_0001)))
        #expect(SDL2Backend.isVirtual(Self.key(SDL_KEYUP, unused: 0x4A53_0000)))
        #expect(SDL2Backend.isVirtual(Self.key(SDL_KEYDOWN, unused: 0x4A53_0101, repeating: 1)))
        // The low half must be what sdl2-compat writes there for this event, and the high half the mark's.
        #expect(!SDL2Backend.isVirtual(Self.key(SDL_KEYUP, unused: 0x4A53_0001)))
        #expect(!SDL2Backend.isVirtual(Self.key(SDL_KEYDOWN, unused: 0x4A53_0000)))
        #expect(!SDL2Backend.isVirtual(Self.key(SDL_KEYDOWN, unused: 0x4A54_0001)))
        var mouse = Self.key(SDL_KEYDOWN, unused: 0x4A53_0001)
        mouse.type = SDL_MOUSEBUTTONDOWN.rawValue
        #expect(!SDL2Backend.isVirtual(mouse))
    }
}
