import JoyStickEngine

/// A placement as it travels between screens of different shapes: on each axis, a distance from the edge or
/// the centre it is nearest, and a size, all in pixels of the screen it was made on (whose shorter side is
/// the layout's reference).
///
/// A control whose centre lies in the first third of an axis keeps its distance from that edge, one in the
/// last third its distance from the far edge, one in the middle third its offset from the centre; sizes and
/// distances scale with the screen's shorter side. So a button 80 from the right edge of 640x360 is 80 from the
/// right edge of 960x360, and 160 from it on 1920x720.
public struct AnchoredPlacement: Equatable, Sendable {
    /// Where an axis measures from.
    public enum Anchor: String, CaseIterable, Sendable {
        /// The left or top edge: the offset is the distance from it, inwards.
        case start
        /// The middle: the offset is signed, right or down positive.
        case center
        /// The right or bottom edge: the offset is the distance from it, inwards.
        case end
    }

    /// The horizontal anchor and the centre's offset from it.
    public var x: (anchor: Anchor, offset: Double)
    /// The vertical anchor and the centre's offset from it.
    public var y: (anchor: Anchor, offset: Double)
    /// A stick's side or a button's diameter.
    public var size: Double
    /// Opacity, 0...1.
    public var alpha: Double
    /// Hidden by the player.
    public var isHidden: Bool
    /// The player's colour, `0xRRGGBB`, or nil for the game's (``ControlPlacement/tint``).
    public var tint: UInt32?
    /// The player's floating or staying put, or nil for the game's way (``ControlPlacement/floats``).
    public var floats: Bool?

    /// An anchored placement.
    public init(x: (anchor: Anchor, offset: Double), y: (anchor: Anchor, offset: Double), size: Double,
                alpha: Double, isHidden: Bool, tint: UInt32? = nil, floats: Bool? = nil) {
        self.x = x
        self.y = y
        self.size = size
        self.alpha = alpha
        self.isHidden = isHidden
        self.tint = tint.map { $0 & 0xFF_FFFF }
        self.floats = floats
    }

    /// A placement on a screen, anchored by the thirds its centre lies in.
    /// - Parameters:
    ///   - placement: where the control is
    ///   - screen: the logical screen it is on
    public init(_ placement: ControlPlacement, on screen: Size) {
        x = Self.anchor(placement.center.x, extent: screen.width)
        y = Self.anchor(placement.center.y, extent: screen.height)
        size = placement.size
        alpha = placement.alpha
        isHidden = placement.isHidden
        tint = placement.tint
        floats = placement.floats
    }

    /// Where this puts the control on a screen, its distances and size scaled by `scale` (the new shorter side
    /// over the reference).
    /// - Parameters:
    ///   - screen: the logical screen
    ///   - scale: new shorter side / reference shorter side
    public func placement(on screen: Size, scale: Double) -> ControlPlacement {
        ControlPlacement(center: Point(x: Self.position(x, extent: screen.width, scale: scale),
                                       y: Self.position(y, extent: screen.height, scale: scale)),
                         size: size * scale, alpha: alpha, isHidden: isHidden, tint: tint, floats: floats)
    }

    public static func == (lhs: AnchoredPlacement, rhs: AnchoredPlacement) -> Bool {
        lhs.x == rhs.x && lhs.y == rhs.y && lhs.size == rhs.size && lhs.alpha == rhs.alpha
            && lhs.isHidden == rhs.isHidden && lhs.tint == rhs.tint && lhs.floats == rhs.floats
    }

    private static func anchor(_ value: Double, extent: Double) -> (anchor: Anchor, offset: Double) {
        if value < extent / 3 { return (.start, value) }
        if value > extent * 2 / 3 { return (.end, extent - value) }
        return (.center, value - extent / 2)
    }

    private static func position(_ axis: (anchor: Anchor, offset: Double), extent: Double, scale: Double) -> Double {
        switch axis.anchor {
        case .start: axis.offset * scale
        case .center: extent / 2 + axis.offset * scale
        case .end: extent - axis.offset * scale
        }
    }
}
