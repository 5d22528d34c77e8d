import JoyStickEngine

/// A layout of named controls, as a layout file holds it: an arrangement for landscape screens and, when the
/// game has been laid out in portrait, one for portrait screens. Each arrangement keeps its controls anchored
/// (``AnchoredPlacement``) and the shorter side of the screen it was made on, so it fits a screen of any shape.
public struct ControlLayout: Equatable, Sendable {
    /// One named control's placement.
    public struct Entry: Equatable, Sendable {
        /// The control's name (``ControlName``).
        public var name: String
        /// Where it goes.
        public var placement: AnchoredPlacement

        /// An entry.
        public init(name: String, placement: AnchoredPlacement) {
            self.name = name
            self.placement = placement
        }
    }

    /// The controls of one orientation.
    public struct Arrangement: Equatable, Sendable {
        /// The shorter side of the logical screen it was made on: distances and sizes scale with it.
        public var shorterSide: Double
        /// The controls, in the game's order.
        public var entries: [Entry]

        /// An arrangement.
        public init(shorterSide: Double, entries: [Entry]) {
            self.shorterSide = shorterSide
            self.entries = entries
        }

        /// An arrangement of placements made on a screen.
        /// - Parameters:
        ///   - placements: each control's name and placement, in order
        ///   - screen: the logical screen they are on
        public init(_ placements: [(name: String, placement: ControlPlacement)], on screen: Size) {
            shorterSide = min(screen.width, screen.height)
            entries = placements.map { Entry(name: $0.name, placement: AnchoredPlacement($0.placement, on: screen)) }
        }

        /// The placement of a named control on a screen, or nil when it is not in the arrangement.
        /// - Parameters:
        ///   - name: the control's name
        ///   - screen: the logical screen
        public func placement(of name: String, on screen: Size) -> ControlPlacement? {
            guard let entry = entries.first(where: { $0.name == name }), shorterSide > 0 else { return nil }
            return entry.placement.placement(on: screen, scale: min(screen.width, screen.height) / shorterSide)
        }
    }

    /// The landscape arrangement, if any.
    public var landscape: Arrangement?
    /// The portrait arrangement, if any.
    public var portrait: Arrangement?

    /// A layout.
    public init(landscape: Arrangement? = nil, portrait: Arrangement? = nil) {
        self.landscape = landscape
        self.portrait = portrait
    }

    /// The arrangement of an orientation.
    public subscript(orientation: ScreenOrientation) -> Arrangement? {
        get { orientation == .landscape ? landscape : portrait }
        set {
            if orientation == .landscape { landscape = newValue } else { portrait = newValue }
        }
    }
}
