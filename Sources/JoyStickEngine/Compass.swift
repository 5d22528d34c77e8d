/// Compass angles in degrees (0 = north/up, 90 = east/right, clockwise), with the trigonometry they need.
///
/// The Swift standard library has no `sin`, `cos` or `atan2`, and this module avoids Foundation and the C
/// library, so the few functions the stick needs are written here. Working in degrees lets the quarter turns
/// be exact: `sine(degrees: 180)` is exactly 0 and `degrees(east: 1, north: 0)` is exactly 90. Results are
/// within a few units in the last place of the correctly rounded value, and they are the same on every
/// platform, which keeps replays deterministic.
public enum Compass {
    /// The compass angle of a direction given by its east and north components.
    ///
    /// This is JoyStickView's `atan2(dx, dy)` with the arguments swapped from the textbook order so that 0° is
    /// up and angles grow clockwise.
    /// - Parameters:
    ///   - east: the component to the right
    ///   - north: the component upwards
    /// - Returns: degrees in [0, 360); exactly 0 for the zero vector or for non-finite input
    public static func degrees(east: Double, north: Double) -> Double {
        guard east.isFinite, north.isFinite, east != 0 || north != 0 else { return 0 }
        let ax = abs(east), ay = abs(north)
        // Angle away from the nearer vertical axis, 0...90, from an arctangent of a ratio in [0, 1].
        let fromNorthAxis = ax <= ay ? arcTangentDegrees(ax / ay) : 90 - arcTangentDegrees(ay / ax)
        let angle: Double
        switch (east < 0, north < 0) {
        case (false, false): angle = fromNorthAxis
        case (false, true): angle = 180 - fromNorthAxis
        case (true, true): angle = 180 + fromNorthAxis
        case (true, false): angle = 360 - fromNorthAxis
        }
        return angle >= 360 ? angle - 360 : angle
    }

    /// The east (x) component of a unit vector at a compass angle: `sin(angle)`.
    /// - Parameter degrees: compass angle
    /// - Returns: the east component, -1...1: exactly 0 or ±1 at multiples of 90°
    public static func east(degrees: Double) -> Double { sine(degrees: degrees) }

    /// The north (y) component of a unit vector at a compass angle: `cos(angle)`.
    /// - Parameter degrees: compass angle
    /// - Returns: the north component, -1...1: exactly 0 or ±1 at multiples of 90°
    public static func north(degrees: Double) -> Double { sine(degrees: degrees + 90) }

    /// Sine of an angle in degrees; exact at multiples of 90°.
    /// - Parameter degrees: the angle; non-finite input gives NaN
    /// - Returns: the sine, -1...1; exactly 0 or ±1 at multiples of 90°
    public static func sine(degrees: Double) -> Double {
        guard degrees.isFinite else { return .nan }
        // Reduce to [-45, 45] around the nearest quarter turn; the subtraction is exact for any
        // angle a game produces, so no precision is lost before the series.
        let quarter = (degrees / 90).rounded()
        let reduced = (degrees - quarter * 90) * (Double.pi / 180)
        let turn = Int(quarter.truncatingRemainder(dividingBy: 4))
        switch (turn + 4) % 4 {
        case 0: return sineSeries(reduced)
        case 1: return cosineSeries(reduced)
        case 2: return -sineSeries(reduced)
        default: return -cosineSeries(reduced)
        }
    }

    /// Cosine of an angle in degrees; exact at multiples of 90°.
    /// - Parameter degrees: the angle; non-finite input gives NaN
    /// - Returns: the cosine, -1...1; exactly 0 or ±1 at multiples of 90°
    public static func cosine(degrees: Double) -> Double { sine(degrees: degrees + 90) }

    /// Taylor series of sin for |x| <= pi/4: the terms up to x^17 leave an error below 1e-17.
    private static func sineSeries(_ x: Double) -> Double {
        let x2 = x * x
        var term = x
        var sum = x
        var n = 1.0
        for _ in 0..<8 {
            term *= -x2 / ((n + 1) * (n + 2))
            sum += term
            n += 2
        }
        return sum
    }

    /// Taylor series of cos for |x| <= pi/4, to x^18.
    private static func cosineSeries(_ x: Double) -> Double {
        let x2 = x * x
        var term = 1.0
        var sum = 1.0
        var n = 0.0
        for _ in 0..<9 {
            term *= -x2 / ((n + 1) * (n + 2))
            sum += term
            n += 2
        }
        return sum
    }

    /// Arctangent in degrees of t in [0, 1].
    private static func arcTangentDegrees(_ t: Double) -> Double {
        guard t > 0 else { return 0 }
        // atan(t) = pi/4 + atan((t - 1) / (t + 1)) brings t down to |u| <= tan(pi/8); one halving,
        // atan(u) = 2 atan(u / (1 + sqrt(1 + u^2))), brings it under 0.2, where 12 terms of the series suffice.
        var offset = 0.0
        var u = t
        if t > 0.41421356237309503 {
            offset = Double.pi / 4
            u = (t - 1) / (t + 1)
        }
        let v = u / (1 + (1 + u * u).squareRoot())
        let v2 = v * v
        // The series v - v^3/3 + v^5/5 - ... - v^23/23 + v^25/25 as a polynomial in v^2 (Horner): no division
        // at run time, the coefficients fold to constants.
        var series: Double = 1.0 / 25
        series = series * v2 - 1.0 / 23
        series = series * v2 + 1.0 / 21
        series = series * v2 - 1.0 / 19
        series = series * v2 + 1.0 / 17
        series = series * v2 - 1.0 / 15
        series = series * v2 + 1.0 / 13
        series = series * v2 - 1.0 / 11
        series = series * v2 + 1.0 / 9
        series = series * v2 - 1.0 / 7
        series = series * v2 + 1.0 / 5
        series = series * v2 - 1.0 / 3
        series = series * v2 + 1.0 / 1
        let sum = v * series
        return (offset + 2 * sum) * (180 / Double.pi)
    }
}
