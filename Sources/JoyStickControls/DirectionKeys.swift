
/// Which of four directions are held (keys bound to a stick, or a d-pad), as a unit deflection.
struct DirectionKeys: Equatable {
    /// One bit per direction: up, down, left, right.
    private var held: UInt8 = 0

    /// A direction, by its bit.
    enum Way: Int { case up = 0, down, left, right }

    /// Records a direction held or let go.
    mutating func mark(_ way: Way, _ down: Bool) {
        if down { held |= 1 << way.rawValue } else { held &= ~(1 << way.rawValue) }
    }

    /// Records a d-pad button; returns false when it is not a d-pad direction.
    mutating func set(padButton: Int32, _ down: Bool) -> Bool {
        switch padButton {
        case GamepadButton.dpadUp.rawValue: mark(.up, down)
        case GamepadButton.dpadDown.rawValue: mark(.down, down)
        case GamepadButton.dpadLeft.rawValue: mark(.left, down)
        case GamepadButton.dpadRight.rawValue: mark(.right, down)
        default: return false
        }
        return true
    }

    /// The directions either holds: two bindings of one stick (arrows and WASD) held together.
    func union(_ other: DirectionKeys) -> DirectionKeys {
        var both = self
        both.held |= other.held
        return both
    }

    private func isHeld(_ way: Way) -> Bool { held & (1 << way.rawValue) != 0 }

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
