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
        guard Double.areFinite(east, north), east != 0 || north != 0 else { return 0 }
        let ax = abs(east), ay = abs(north)
        // Angle away from the nearer vertical axis, 0...90, from an arctangent of a ratio in [0, 1].
        let fromNorthAxis = ax <= ay ? arcTangentDegrees(ax, over: ay) : 90 - arcTangentDegrees(ay, over: ax)
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

    /// Arctangent in degrees of `small / large`, for 0 <= small <= large, large > 0 (both finite).
    ///
    /// One division and a polynomial of 12 terms, evaluated by Estrin's scheme (independent pairs combined by
    /// powers of u^2) so they run side by side.
    private static func arcTangentDegrees(_ small: Double, over large: Double) -> Double {
        guard small > 0 else { return 0 }
        var a = small, b = large
        // Above 2^1000 the sum below could overflow; quartering both keeps the ratio exact.
        if b > 0x1p1000 {
            a *= 0.25
            b *= 0.25
        }
        // For ratios above tan(pi/8), atan(a/b) = pi/4 + atan((a - b)/(a + b)): |u| <= tan(pi/8) either way.
        var offset = 0.0
        let u: Double
        if a > 0.41421356237309503 * b {
            offset = Double.pi / 4
            u = (a - b) / (a + b)
        } else {
            u = a / b
        }
        // atan(u) = u P(u^2), P of degree 11 fitted to atan over |u| <= tan(pi/8) (Chebyshev nodes, 50 digits):
        // within 2e-16 of the exact value, as close as libm's atan2 (scripts/fit-arctangent.py).
        let w = u * u
        let w2 = w * w, w4 = w2 * w2, w8 = w4 * w4
        let p0 = 1.0 - 0.3333333333333312 * w, p1 = 0.19999999999940893 - 0.14285714279250245 * w
        let p2 = 0.11111110744919658 - 0.09090896809064027 * w, p3 = 0.07692045330902225 - 0.06662951813629191 * w
        let p4 = 0.05846878297330872 - 0.05035102456601552 * w, p5 = 0.03796525745386593 - 0.017805397205419446 * w
        let q0 = p0 + p1 * w2, q1 = p2 + p3 * w2, q2 = p4 + p5 * w2
        let series = (q0 + q1 * w4) + q2 * w8
        return (offset + u * series) * (180 / Double.pi)
    }
}
