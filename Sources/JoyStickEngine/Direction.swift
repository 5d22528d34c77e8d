/// One of the eight compass directions a stick can snap to.
public enum Direction: Int, CaseIterable, Sendable {
    /// The eight directions, clockwise from up: `up` (0°), `upRight` (45°), `right` (90°), `downRight` (135°),
    /// `down` (180°), `downLeft` (225°), `left` (270°) and `upLeft` (315°).
    ///
    /// The raw value is the clockwise sector index of the eight-way compass, starting at 0 for up, so
    /// ``angle`` is the raw value times 45.
    case up = 0, upRight, right, downRight, down, downLeft, left, upLeft

    /// The direction's compass angle: 0 for up, 45 for up-right, ... 315 for up-left.
    public var angle: Double { Double(rawValue) * 45 }

    /// A unit vector in screen orientation (x right, y down), e.g. (0, -1) for up.
    public var screenVector: Vector {
        let diagonal = 0.7071067811865476
        switch self {
        case .up: return Vector(dx: 0, dy: -1)
        case .upRight: return Vector(dx: diagonal, dy: -diagonal)
        case .right: return Vector(dx: 1, dy: 0)
        case .downRight: return Vector(dx: diagonal, dy: diagonal)
        case .down: return Vector(dx: 0, dy: 1)
        case .downLeft: return Vector(dx: -diagonal, dy: diagonal)
        case .left: return Vector(dx: -1, dy: 0)
        case .upLeft: return Vector(dx: -diagonal, dy: -diagonal)
        }
    }

    /// True for up, right, down and left.
    public var isCardinal: Bool { rawValue % 2 == 0 }
}

/// How many directions a stick snaps to.
public enum DirectionMode: Sendable {
    /// Up, right, down, left: 90° sectors.
    case four
    /// The cardinal directions and the diagonals: 45° sectors.
    case eight

    /// The angular width of one sector in degrees.
    public var sectorWidth: Double { self == .four ? 90 : 45 }

    /// The direction whose sector holds a compass angle, without hysteresis.
    /// - Parameter angle: compass degrees
    /// - Returns: the direction whose sector holds the angle
    @inline(__always)
    public func direction(at angle: Double) -> Direction {
        let width = sectorWidth
        let count = self == .four ? 4 : 8
        let shifted = (angle + width / 2) / width
        // Compass angles are in [0, 360): truncation is the floor, and only the last half-sector wraps.
        // Anything else (a caller's negative or huge angle) takes the general way.
        var sector: Int
        if shifted >= 0, shifted < Double(count + 1) {
            sector = Int(shifted)
            if sector == count { sector = 0 }
        } else {
            guard shifted.isFinite else { return .up }
            sector = Int(shifted.rounded(.down).truncatingRemainder(dividingBy: Double(count)))
            if sector < 0 { sector += count }
        }
        return Direction(rawValue: sector * (8 / count)) ?? .up
    }

    /// The direction to report given the last one: the last is kept until the angle leaves its sector by more
    /// than `hysteresis` degrees, so a thumb resting on a sector edge does not flicker between two directions.
    /// - Parameters:
    ///   - angle: compass degrees
    ///   - current: the direction reported last, if any
    ///   - hysteresis: degrees past a sector edge before the direction changes
    /// - Returns: `current` while the angle stays within its sector widened by `hysteresis`, otherwise the direction
    ///   whose sector holds the angle
    @inline(__always)
    public func direction(at angle: Double, keeping current: Direction?, hysteresis: Double) -> Direction {
        if let current, self == .eight || current.isCardinal {
            // Both angles are in [0, 360), so the difference is too: no remainder needed.
            var difference = abs(angle - current.angle)
            if difference > 180 { difference = 360 - difference }
            if difference <= sectorWidth / 2 + max(0, hysteresis) { return current }
        }
        return direction(at: angle)
    }
}
