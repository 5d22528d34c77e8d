/// An axis-aligned rectangle in screen coordinates: `origin` is the top-left corner.
///
/// Like `CGRect`, `contains(_:)` is half-open: the left and top edges are inside, the right and bottom are not.
public struct Rect: Equatable, Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// Creates a rectangle from its top-left corner and size.
    /// - Parameters:
    ///   - x: left edge
    ///   - y: top edge
    ///   - width: horizontal extent
    ///   - height: vertical extent
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    /// Creates a rectangle from its top-left corner and size.
    /// - Parameters:
    ///   - origin: the top-left corner
    ///   - size: the extent
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates the square of side `side` centred on `center`.
    /// - Parameters:
    ///   - center: the middle of the square
    ///   - side: the length of each side
    public init(center: Point, side: Double) {
        self.init(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
    }

    /// Left edge.
    public var minX: Double { min(origin.x, origin.x + size.width) }
    /// Top edge.
    public var minY: Double { min(origin.y, origin.y + size.height) }
    /// Right edge.
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// Bottom edge.
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// Horizontal middle.
    public var midX: Double { origin.x + size.width / 2 }
    /// Vertical middle.
    public var midY: Double { origin.y + size.height / 2 }
    /// Width (always non-negative).
    public var width: Double { abs(size.width) }
    /// Height (always non-negative).
    public var height: Double { abs(size.height) }
    /// The centre point.
    public var mid: Point { Point(x: midX, y: midY) }

    /// True when the point lies inside (left/top edges included, right/bottom excluded).
    /// - Parameter point: the point to test
    /// - Returns: true when the point is inside
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The point of this rectangle nearest to `point` (edges included); `point` itself when inside.
    /// - Parameter point: the point to clamp
    /// - Returns: the nearest point of the rectangle
    public func clamp(_ point: Point) -> Point {
        Point(x: min(max(point.x, minX), maxX), y: min(max(point.y, minY), maxY))
    }

    /// The rectangle moved by a vector.
    /// - Parameter offset: how far to move
    /// - Returns: the moved rectangle, the same size
    public func offsetBy(_ offset: Vector) -> Rect {
        Rect(origin: origin + offset, size: size)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom (negative grows it).
    /// - Parameters:
    ///   - dx: inset of each vertical edge
    ///   - dy: inset of each horizontal edge
    /// - Returns: the inset rectangle
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// True when every coordinate is finite.
    public var isFinite: Bool { origin.isFinite && size.width.isFinite && size.height.isFinite }
}
