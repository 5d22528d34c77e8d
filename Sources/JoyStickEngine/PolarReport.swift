/// A stick position as an angle and a displacement, as JoyStickView's polar monitor reports it.
public struct PolarReport: Equatable, Sendable {
    /// Compass degrees in [0, 360): 0 = up, 90 = right, clockwise.
    public var angle: Double
    /// Distance from the centre as a fraction of the travel radius; the stick reports 0...1.
    public var displacement: Double

    /// Creates a report.
    /// - Parameters:
    ///   - angle: compass degrees
    ///   - displacement: distance from the centre over the radius
    public init(angle: Double, displacement: Double) {
        self.angle = angle
        self.displacement = displacement
    }

    /// The same position as x (right-positive) and y (up-positive): `displacement * (sin angle, cos angle)`.
    /// Plain trigonometry: no clamping, so a displacement of 10 gives a length of 10.
    public var rectangular: XYReport {
        XYReport(x: displacement * Compass.east(degrees: angle), y: displacement * Compass.north(degrees: angle))
    }
}
