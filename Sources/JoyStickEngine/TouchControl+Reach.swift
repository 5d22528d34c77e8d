/// Extra reach for a finger landing just off a control while another finger plays: what a ``ControlSurface``
/// asks when no control took a touch-down and it already holds a finger (a thumb on the stick, the other landing
/// a little wide of a button). A lone touch (a tap on a game's menu) must land on the drawn circle itself.
extension TouchControl {
    /// Where on the control's circle a touch-down at `point` lands when it is within the control's reach but off
    /// its circle, or nil (the default: no reach).
    /// - Parameter point: screen coordinates
    public func reachPoint(for point: Point) -> Point? { nil }
}

/// The point on a circle nearest to `point`, when `point` lies outside it by at most `reach` times its diameter;
/// nil otherwise (inside it, or too far).
/// - Parameters:
///   - point: the touch-down
///   - center: the circle's centre
///   - diameter: its diameter
///   - reach: the share of the diameter the reach extends beyond the circle (0: none)
func pointOnCircle(near point: Point, center: Point, diameter: Double, reach: Double) -> Point? {
    guard reach > 0, reach.isFinite, point.isFinite, diameter.isFinite, diameter > 0 else { return nil }
    let offset = point - center
    let distance = offset.magnitude
    let radius = diameter / 2
    guard distance > radius, distance <= radius + reach * diameter else { return nil }
    // Just inside the rim, so that the control's own test of its circle, rounding and all, takes it.
    return center + offset * (radius * (1 - 1e-9) / distance)
}
