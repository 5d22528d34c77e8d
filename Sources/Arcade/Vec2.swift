/// A 2D vector of `Double`s in level pixels: x grows to the right, y grows DOWN.
///
/// Only exact IEEE operations (`+ - * /` and `sqrt`) are used, so results are
/// bit-identical in debug and release builds and the simulation stays deterministic.
public struct Vec2: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// Horizontal component, positive to the right.
    public var x: Double
    /// Vertical component, positive downwards.
    public var y: Double

    /// Creates a vector from its components.
    @inlinable
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// Creates a vector from its labelled components.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The zero vector.
    public static let zero = Vec2(0, 0)

    /// Squared length; cheaper than `length` when only comparing distances.
    @inlinable
    public var lengthSquared: Double { x * x + y * y }

    /// Euclidean length; right for huge components too, whose squares overflow (a 1e200-long move is still
    /// a move).
    @inlinable
    public var length: Double {
        let squared = lengthSquared
        if squared.isFinite { return squared.squareRoot() }
        let scale = max(abs(x), abs(y))
        guard scale.isFinite else { return squared }
        let (a, b) = (x / scale, y / scale)
        return scale * (a * a + b * b).squareRoot()
    }

    /// True when both components are finite (neither NaN nor infinite).
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The unit vector in the same direction, or `.zero` for a zero or non-finite vector.
    @inlinable
    public var normalized: Vec2 {
        let len = length
        guard len > 0, len.isFinite else { return .zero }
        return Vec2(x / len, y / len)
    }

    /// The vector shortened to at most `maxLength`; direction is kept.
    @inlinable
    public func clamped(toLength maxLength: Double) -> Vec2 {
        let lenSq = lengthSquared
        // Huge components overflow the square: measure them the careful way.
        let len = lenSq.isFinite ? lenSq.squareRoot() : length
        guard lenSq.isFinite ? lenSq > maxLength * maxLength : len > maxLength else { return self }
        return Vec2(x / len * maxLength, y / len * maxLength)
    }

    /// Dot product.
    @inlinable
    public func dot(_ other: Vec2) -> Double { x * other.x + y * other.y }

    /// Squared distance to another point.
    @inlinable
    public func distanceSquared(to other: Vec2) -> Double { (self - other).lengthSquared }

    /// Distance to another point.
    @inlinable
    public func distance(to other: Vec2) -> Double { (self - other).length }

    /// Component-wise sum.
    @inlinable public static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }
    /// Component-wise difference.
    @inlinable public static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }
    /// The opposite vector.
    @inlinable public static prefix func - (a: Vec2) -> Vec2 { Vec2(-a.x, -a.y) }
    /// Scaled by `s`.
    @inlinable public static func * (a: Vec2, s: Double) -> Vec2 { Vec2(a.x * s, a.y * s) }
    /// Scaled by `s`.
    @inlinable public static func * (s: Double, a: Vec2) -> Vec2 { Vec2(a.x * s, a.y * s) }
    /// Divided by `s`.
    @inlinable public static func / (a: Vec2, s: Double) -> Vec2 { Vec2(a.x / s, a.y / s) }
    /// Adds `b` to `a`.
    @inlinable public static func += (a: inout Vec2, b: Vec2) { a = a + b }
    /// Subtracts `b` from `a`.
    @inlinable public static func -= (a: inout Vec2, b: Vec2) { a = a - b }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
