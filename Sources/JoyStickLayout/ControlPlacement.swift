import JoyStickEngine

/// Where a control sits and how it looks, in logical pixels of one screen: what a layout keeps of it.
public struct ControlPlacement: Equatable, Sendable {
    /// The centre of a stick's base or of a button's circle.
    public var center: Point
    /// A stick's side, a button's diameter.
    public var size: Double
    /// Its overall opacity, 0...1.
    public var alpha: Double
    /// Whether the player hid it.
    public var isHidden: Bool
    /// The player's colour for it, `0xRRGGBB` (a stick's base and handle, a button's pictures), or nil for the
    /// game's own colours.
    public var tint: UInt32?
    /// Whether the player made a stick float (a touch-down in its quarter of the screen brings it under the
    /// finger), made it stay put (false), or left it as the game has it (nil). A button's is nil.
    public var floats: Bool?

    /// A placement.
    /// - Parameters:
    ///   - center: the centre
    ///   - size: a stick's side or a button's diameter
    ///   - alpha: opacity, 0...1
    ///   - isHidden: hidden by the player
    ///   - tint: the player's colour, `0xRRGGBB`, or nil for the game's
    ///   - floats: whether the player made a stick float or stay put, or nil for the game's way
    public init(center: Point, size: Double, alpha: Double = 1, isHidden: Bool = false, tint: UInt32? = nil,
                floats: Bool? = nil) {
        self.center = center
        self.size = size
        self.alpha = alpha
        self.isHidden = isHidden
        self.tint = tint.map { $0 & 0xFF_FFFF }
        self.floats = floats
    }

    /// The square it covers.
    public var frame: Rect { Rect(center: center, side: size) }
}
