/// Which part of a level the screen shows: it follows the player and stops at the level's edges; a level
/// smaller than the screen is centred.
public struct Camera: Sendable, Equatable {
    /// The view's size in logical pixels.
    public let viewWidth: Double
    /// The view's height in logical pixels.
    public let viewHeight: Double

    /// Creates a camera for a view.
    /// - Parameters:
    ///   - viewWidth: logical width of the screen area that shows the level
    ///   - viewHeight: logical height
    public init(viewWidth: Double, viewHeight: Double) {
        self.viewWidth = viewWidth
        self.viewHeight = viewHeight
    }

    /// The level-pixel position shown at the view's top-left corner, in whole pixels so tiles do not seam.
    /// - Parameters:
    ///   - focus: the point to keep in view, usually the player's centre
    ///   - level: the level
    public func origin(following focus: Vec2, in level: Level) -> Vec2 {
        Vec2(Self.axis(focus.x, view: viewWidth, extent: Double(level.pixelWidth)),
             Self.axis(focus.y, view: viewHeight, extent: Double(level.pixelHeight)))
    }

    private static func axis(_ focus: Double, view: Double, extent: Double) -> Double {
        guard extent > view else { return ((extent - view) / 2).rounded(.down) }
        let wanted = focus.isFinite ? focus - view / 2 : 0
        return min(max(wanted, 0), extent - view).rounded(.down)
    }
}
