/// A stick position as unit coordinates: x right-positive, y up-positive, each in [-1, 1] from the stick.
///
/// JoyStickView documents "unit" coordinates but reports points; this port reports units.
public struct XYReport: Equatable, Sendable {
    /// Horizontal deflection, right positive.
    public var x: Double
    /// Vertical deflection, up positive.
    public var y: Double

    /// Creates a report.
    /// - Parameters:
    ///   - x: right-positive deflection
    ///   - y: up-positive deflection
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The same position as a compass angle and a length. Plain trigonometry: no clamping.
    public var polar: PolarReport {
        PolarReport(angle: Compass.degrees(east: x, north: y), displacement: (x * x + y * y).squareRoot())
    }
}
