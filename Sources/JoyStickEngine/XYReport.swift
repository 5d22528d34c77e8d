/// A stick position as unit coordinates: x right-positive, y up-positive, each in [-1, 1] from the stick.
///
/// JoyStickView documents "unit" coordinates but reports points; this port reports units. A report made with
/// ``init(x:y:)`` never holds -0.0: a level push reports y = 0, so a HUD or a C caller printing it never shows "-0.00".
public struct XYReport: Equatable, Sendable {
    /// Horizontal deflection, right positive.
    public var x: Double
    /// Vertical deflection, up positive.
    public var y: Double

    /// Creates a report.
    /// - Parameters:
    ///   - x: right-positive deflection
    ///   - y: up-positive deflection (either -0.0 is stored as 0)
    public init(x: Double, y: Double) {
        // Adding zero turns -0.0 into 0.0 and leaves every other value as it is.
        self.x = x + 0
        self.y = y + 0
    }

    /// The same position as a compass angle and a length. Plain trigonometry: no clamping.
    public var polar: PolarReport {
        PolarReport(angle: Compass.degrees(east: x, north: y), displacement: (x * x + y * y).squareRoot())
    }
}
