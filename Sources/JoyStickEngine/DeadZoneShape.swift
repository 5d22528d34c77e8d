/// How a stick's dead zone is measured.
public enum DeadZoneShape: Sendable {
    /// A circle around the centre: the displacement below the dead zone is zero, the direction is kept.
    case radial
    /// A cross along the axes: each axis below the dead zone is zero on its own, so a nearly vertical push
    /// reports exactly vertical (good for menus and four-way movement).
    case axial

    /// Rescales a unit deflection so it is 0 inside a dead zone of this shape and rises linearly to 1 at full
    /// travel: a stick's own output, and a game controller's stick before it drives one.
    /// - Parameters:
    ///   - x: unit deflection to the right, rescaled in place
    ///   - y: unit deflection upwards, rescaled in place
    ///   - zone: the dead zone, 0...0.99 (clamped; NaN or infinity count as none)
    public func apply(x: inout Double, y: inout Double, zone: Double) {
        let zone = zone.isFinite ? min(max(zone, 0), 0.99) : 0
        guard zone > 0 else { return }
        switch self {
        case .radial:
            let length = (x * x + y * y).squareRoot()
            guard length > zone else {
                x = 0
                y = 0
                return
            }
            let scale = (min(length, 1) - zone) / (1 - zone) / length
            x *= scale
            y *= scale
        case .axial:
            x = Self.rescaled(x, zone: zone)
            y = Self.rescaled(y, zone: zone)
        }
    }

    private static func rescaled(_ value: Double, zone: Double) -> Double {
        let magnitude = max(0, min(abs(value), 1) - zone) / (1 - zone)
        return value < 0 ? -magnitude : magnitude
    }
}
