import CSDL2

/// Which digital directions are held (arrow keys and WASD together, or a d-pad), as a unit deflection.
struct DirectionKeys {
    /// One bit per slot: arrows in bits 0-3, WASD (or nothing, for a d-pad) in bits 4-7.
    private var held: UInt8 = 0

    /// A direction: its arrow-key slot (its WASD slot is 4 more).
    private enum Way: Int { case up = 0, down, left, right }

    /// The slot of a direction key (up, down, left, right: slots 0-3 for arrows, 4-7 for WASD); arrows and
    /// WASD count separately so releasing one of two keys held for the same direction keeps it.
    static func slot(of sym: SDL_Keycode) -> Int? {
        switch sym {
        case SDL_Keycode(SDLK_UP): return 0
        case SDL_Keycode(SDLK_DOWN): return 1
        case SDL_Keycode(SDLK_LEFT): return 2
        case SDL_Keycode(SDLK_RIGHT): return 3
        case SDL_Keycode(SDLK_w): return 4
        case SDL_Keycode(SDLK_s): return 5
        case SDL_Keycode(SDLK_a): return 6
        case SDL_Keycode(SDLK_d): return 7
        default: return nil
        }
    }

    /// Records a key; returns false when it is not a direction key.
    mutating func set(_ sym: SDL_Keycode, _ down: Bool) -> Bool {
        guard let slot = Self.slot(of: sym) else { return false }
        mark(slot, down)
        return true
    }

    /// Records a d-pad button; returns false when it is not a d-pad direction.
    mutating func set(padButton: Int32, _ down: Bool) -> Bool {
        let slot: Int
        switch padButton {
        case SDL_CONTROLLER_BUTTON_DPAD_UP.rawValue: slot = 0
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN.rawValue: slot = 1
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT.rawValue: slot = 2
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT.rawValue: slot = 3
        default: return false
        }
        mark(slot, down)
        return true
    }

    private mutating func mark(_ slot: Int, _ down: Bool) {
        if down { held |= 1 << slot } else { held &= ~(1 << slot) }
    }

    private func isHeld(_ way: Way) -> Bool { held & (1 << way.rawValue | 1 << (way.rawValue + 4)) != 0 }

    /// Unit deflection, x right and y up; diagonals have length 1.
    var deflection: (x: Double, y: Double) {
        let x = (isHeld(.right) ? 1.0 : 0) - (isHeld(.left) ? 1.0 : 0)
        let y = (isHeld(.up) ? 1.0 : 0) - (isHeld(.down) ? 1.0 : 0)
        if x != 0, y != 0 {
            let diagonal = 0.7071067811865476
            return (x * diagonal, y * diagonal)
        }
        return (x, y)
    }
}
