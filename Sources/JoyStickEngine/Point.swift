/// A position in screen coordinates (x right, y down), in logical pixels.
///
/// The engine's stand-in for `CGPoint`: the arithmetic mirrors the CoreGraphics additions JoyStickView uses,
/// so the stick math reads like the original (`location - frame.mid` is a ``Vector``).
public struct Point: Equatable, Hashable, Sendable {
    /// Horizontal coordinate, growing to the right.
    public var x: Double
    /// Vertical coordinate, growing downwards.
    public var y: Double

    /// Creates a point.
    /// - Parameters:
    ///   - x: horizontal coordinate
    ///   - y: vertical coordinate (down is positive)
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// True when both coordinates are finite (neither NaN nor infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The vector from `rhs` to `lhs`.
    public static func - (lhs: Point, rhs: Point) -> Vector {
        Vector(dx: lhs.x - rhs.x, dy: lhs.y - rhs.y)
    }

    /// The point moved by a vector.
    public static func + (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x + rhs.dx, y: lhs.y + rhs.dy)
    }

    /// The point moved back by a vector.
    public static func - (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x - rhs.dx, y: lhs.y - rhs.dy)
    }

    /// The point moved by a size (width to the right, height down).
    public static func + (lhs: Point, rhs: Size) -> Point {
        Point(x: lhs.x + rhs.width, y: lhs.y + rhs.height)
    }

    /// The point moved back by a size.
    public static func - (lhs: Point, rhs: Size) -> Point {
        Point(x: lhs.x - rhs.width, y: lhs.y - rhs.height)
    }
}
