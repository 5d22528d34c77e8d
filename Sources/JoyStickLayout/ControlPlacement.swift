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

    /// A placement.
    /// - Parameters:
    ///   - center: the centre
    ///   - size: a stick's side or a button's diameter
    ///   - alpha: opacity, 0...1
    ///   - isHidden: hidden by the player
    public init(center: Point, size: Double, alpha: Double = 1, isHidden: Bool = false) {
        self.center = center
        self.size = size
        self.alpha = alpha
        self.isHidden = isHidden
    }

    /// The square it covers.
    public var frame: Rect { Rect(center: center, side: size) }
}
