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
    /// The ratio's nearest sixteenth c = k/16 splits it: atan(a/b) = atan(c) + atan((a - cb)/(b + ca)), the
    /// first from a table, the second a short series, as |(a - cb)/(b + ca)| <= 1/32. Two divisions that run
    /// side by side and six terms: a third of the work of one series over the whole range.
    private static func arcTangentDegrees(_ small: Double, over large: Double) -> Double {
        guard small > 0 else { return 0 }
        var a = small, b = large
        // Above 2^1000 the sum below could overflow; quartering both keeps the ratio exact.
        if b > 0x1p1000 {
            a *= 0.25
            b *= 0.25
        }
        let k = Int(a / b * 16 + 0.5)                      // 0...16: the ratio is at most 1
        let c = Double(k) * 0.0625
        let v = (a - c * b) / (b + c * a)
        // atan(v) = v (1 - v^2/3 + v^4/5 - v^6/7 + v^8/9 - v^10/11): the first term left out is below 1e-19
        // of the result.
        let w = v * v, w2 = w * w
        let series = (1 - w * (1.0 / 3)) + w2 * ((1.0 / 5 - w * (1.0 / 7)) + w2 * (1.0 / 9 - w * (1.0 / 11)))
        return sixteenths[k] + v * series * (180 / Double.pi)
    }

    /// atan(k/16) in degrees for k = 0...16, each the double nearest the exact value (computed to 60 digits):
    /// 45 exactly at k = 16, so diagonals stay exact.
    private static let sixteenths: [Double] = [
        0.0, 3.576334374997351, 7.125016348901798, 10.619655276155134, 14.036243467926479, 17.35402463626132,
        20.556045219583464, 23.629377730656817, 26.56505117707799, 29.357753542791272, 32.005383208083494,
        34.5085229876684, 36.86989764584402, 39.0938588862295, 41.18592516570965, 43.1523897340054, 45.0,
    ]
}
