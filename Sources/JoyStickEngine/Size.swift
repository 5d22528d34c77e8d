/// A width and a height, in logical pixels.
public struct Size: Equatable, Hashable, Sendable {
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double

    /// Creates a size.
    /// - Parameters:
    ///   - width: horizontal extent
    ///   - height: vertical extent
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size.
    public static let zero = Size(width: 0, height: 0)

    /// The size scaled by a factor.
    public static func * (lhs: Size, rhs: Double) -> Size { Size(width: lhs.width * rhs, height: lhs.height * rhs) }
    /// The size divided by a factor.
    public static func / (lhs: Size, rhs: Double) -> Size { Size(width: lhs.width / rhs, height: lhs.height / rhs) }
}
