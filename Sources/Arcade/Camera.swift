/// Which part of a level the screen shows: it follows the player and stops at the level's edges; a level
/// smaller than the screen is centred.
///
/// With a band kept clear at the bottom (where on-screen sticks rest), the view may go past the level's
/// bottom edge by that much, so the player at the bottom of a level is drawn above the sticks, not under
/// them; a level that fits above the band is centred above it.
public struct Camera: Sendable, Equatable {
    /// The view's size in logical pixels.
    public let viewWidth: Double
    /// The view's height in logical pixels.
    public let viewHeight: Double
    /// The height of the band at the bottom of the view the player is kept out of.
    public let clearBelow: Double

    /// Creates a camera for a view.
    /// - Parameters:
    ///   - viewWidth: logical width of the screen area that shows the level
    ///   - viewHeight: logical height
    ///   - clearBelow: the height of a band at the bottom the player should not be drawn in (0: none)
    public init(viewWidth: Double, viewHeight: Double, clearBelow: Double = 0) {
        self.viewWidth = viewWidth
        self.viewHeight = viewHeight
        self.clearBelow = min(max(clearBelow.isFinite ? clearBelow : 0, 0), viewHeight)
    }

    /// The level-pixel position shown at the view's top-left corner, in whole pixels so tiles do not seam.
    /// - Parameters:
    ///   - focus: the point to keep in view, usually the player's centre
    ///   - level: the level
    public func origin(following focus: Vec2, in level: Level) -> Vec2 {
        Vec2(Self.axis(focus.x, view: viewWidth, shown: viewWidth, extent: Double(level.pixelWidth)),
             Self.axis(focus.y, view: viewHeight, shown: viewHeight - clearBelow, extent: Double(level.pixelHeight)))
    }

    /// One axis: `view` is the whole view, `shown` the part of it the player may be drawn in (from its start).
    private static func axis(_ focus: Double, view: Double, shown: Double, extent: Double) -> Double {
        guard extent > shown else { return ((extent - shown) / 2).rounded(.down) }
        let wanted = focus.isFinite ? focus - view / 2 : 0
        return min(max(wanted, 0), extent - shown).rounded(.down)
    }
}
