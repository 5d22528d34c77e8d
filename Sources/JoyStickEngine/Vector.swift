/// A displacement between two points, in the same coordinates as ``Point`` (dy grows downwards on screen).
public struct Vector: Equatable, Hashable, Sendable {
    /// Horizontal component.
    public var dx: Double
    /// Vertical component.
    public var dy: Double

    /// Creates a vector.
    /// - Parameters:
    ///   - dx: horizontal component
    ///   - dy: vertical component
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = Vector(dx: 0, dy: 0)

    /// The Euclidean length, exact to rounding even for vectors whose squared length overflows.
    @inline(__always)
    public var magnitude: Double {
        let squared = dx * dx + dy * dy
        if squared.isFinite { return squared.squareRoot() }
        // Huge but finite components: scale down first so squaring cannot overflow.
        let largest = max(abs(dx), abs(dy))
        guard largest.isFinite else { return largest }
        let x = dx / largest, y = dy / largest
        return largest * (x * x + y * y).squareRoot()
    }

    /// True when both components are finite.
    public var isFinite: Bool { dx.isFinite && dy.isFinite }

    /// This vector shortened, if needed, so that its length is at most `limit`; its direction is kept.
    /// - Parameter limit: the largest length allowed (a limit of 0 or less gives the zero vector)
    /// - Returns: the limited vector
    @inline(__always)
    public func limited(to limit: Double) -> Vector {
        guard limit > 0 else { return .zero }
        let length = magnitude
        guard length > limit else { return self }
        guard length.isFinite else {
            // Longer than any double (components near the largest finite value): go through the unit vector.
            let largest = max(abs(dx), abs(dy))
            let unit = Vector(dx: dx / largest, dy: dy / largest)
            return unit * (limit / unit.magnitude)
        }
        return self * (limit / length)
    }

    /// Component-wise sum.
    public static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy) }
    /// Component-wise difference.
    public static func - (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy) }
    /// The opposite vector.
    public static prefix func - (v: Vector) -> Vector { Vector(dx: -v.dx, dy: -v.dy) }
    /// The vector scaled by a factor.
    public static func * (lhs: Vector, rhs: Double) -> Vector { Vector(dx: lhs.dx * rhs, dy: lhs.dy * rhs) }
    /// The vector scaled by a factor.
    public static func * (lhs: Double, rhs: Vector) -> Vector { rhs * lhs }
    /// The vector divided by a factor.
    public static func / (lhs: Vector, rhs: Double) -> Vector { Vector(dx: lhs.dx / rhs, dy: lhs.dy / rhs) }
}
