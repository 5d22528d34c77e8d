/// A round on-screen button (the seed's A/B/C/D function keys), driven by the same touch phases as a stick.
///
/// A finger that touches down inside the circle holds it down until it lifts, wherever it slides (game
/// buttons do not let go when a thumb wanders). Lifting inside the circle is also a tap; a cancelled touch
/// releases without a tap.
///
/// Its state reads as raylib's keys do: ``isDown`` while held, ``wasPressed`` and ``wasReleased`` when it went
/// down or up since the last ``update(time:)``.
public final class TouchButton: TouchControl {
    /// Centre of the hit circle, screen coordinates. A point that is not finite is ignored.
    public var center: Point {
        didSet { if !center.isFinite { center = oldValue } }
    }
    /// The hit circle's diameter. Sizes that are not positive and finite are ignored.
    public var size: Double {
        get { diameter }
        set { if newValue.isFinite, newValue > 0 { diameter = newValue } }
    }
    private var diameter: Double
    /// Half of ``size``.
    package var radius: Double { diameter / 2 }
    /// Called when the button goes down.
    public var onPress: (() -> Void)?
    /// Called when the button comes up (lift, cancel, or ``setDown(_:time:)``).
    public var onRelease: (() -> Void)?
    /// Called when a press ends with the finger inside the circle (or a programmatic press is released).
    public var onTap: (() -> Void)?

    /// A short name a renderer may draw on the button ("A", "Fire").
    public var label: String
    /// Opacity for a renderer, 0...1: clamped to it, and ignored when not finite.
    public var alpha = 1.0 { didSet { alpha = Setting.fraction(alpha) ?? oldValue } }
    /// Not drawn, and takes no touches, keys or pads; hiding a button lets go of it (no tap).
    public var isHidden = false {
        didSet { if isHidden, !oldValue, !isHiddenByLayout { cancelAll(time: 0) } }
    }
    /// Hidden by the player's layout (the layout editor's hide), apart from the game's ``isHidden``: a layout
    /// saves only this one. Either hides the button. A game reads it (to offer the action another way, say);
    /// the player's layout sets it.
    public package(set) var isHiddenByLayout = false {
        didSet { if isHiddenByLayout, !oldValue, !isHidden { cancelAll(time: 0) } }
    }
    /// Hidden by the game or by the player's layout: not drawn, and takes nothing.
    package var isConcealed: Bool { isHidden || isHiddenByLayout }
    /// Takes touches, keys and pads; a disabled button is drawn dimmed and lets go (no tap).
    public var isEnabled = true {
        didSet { if !isEnabled, oldValue { cancelAll(time: 0) } }
    }
    /// Tint for a renderer; nil draws the image as it is.
    public var tintColor: Color?
    /// The player's colour from a layout (the layout editor's COLOR), drawn in place of ``tintColor`` while set;
    /// the game's own tint stays as the game set it. A layout saves only this one.
    public package(set) var tintByLayout: Color?

    /// Raised whenever the button goes down or up or its finger changes: the keys a button bound to them
    /// presses follow both (the on-screen controls' virtual keys set it).
    package var changeCounter: ChangeCounter? {
        get { changes }
        set { changes = newValue }
    }
    private var changes: ChangeCounter?

    /// True while a finger (or ``setDown(_:time:)``) holds the button down. A press and a release between two
    /// updates reads false: see ``wasPressed``.
    public private(set) var isDown = false
    /// The finger holding the button, if any.
    public private(set) var capturedTouch: TouchID? {
        didSet { if capturedTouch != oldValue { changes?.note() } }
    }
    /// True while a finger holds the button.
    public var isActive: Bool { capturedTouch != nil }
    /// Whether the button holds this finger (``capturedTouch``).
    /// - Parameter id: the finger
    public func holds(_ id: TouchID) -> Bool { capturedTouch == id }
    /// True when the button went down at least once between the two latest ``update(time:)`` calls: a game
    /// that polls once a frame, after the update, sees every press once, even a tap shorter than a frame.
    public private(set) var wasPressed = false
    /// True when the button came up at least once between the two latest ``update(time:)`` calls.
    public private(set) var wasReleased = false
    private var pressedSinceUpdate = false
    private var releasedSinceUpdate = false

    /// Creates a button.
    /// - Parameters:
    ///   - center: centre of the hit circle
    ///   - size: the hit circle's diameter
    ///   - label: a short name for a renderer
    public init(center: Point, size: Double, label: String = "") {
        self.center = center
        self.diameter = size
        self.label = label
    }

    /// The square a renderer draws the button image in.
    package var frame: Rect { Rect(center: center, side: diameter) }

    /// Extra reach beyond the hit circle, as a share of its diameter (0, the default: none), for a touch-down
    /// while another finger holds a control of the same ``ControlSurface``; a lone touch must land on the circle.
    /// Clamped to 0...1; a value that is not finite is ignored.
    public var reach = 0.0 { didSet { reach = Setting.fraction(reach) ?? oldValue } }

    /// Where a touch-down within ``reach`` of the circle, off it, lands on it; nil otherwise.
    /// - Parameter point: screen coordinates
    public func reachPoint(for point: Point) -> Point? {
        guard isEnabled, !isConcealed, capturedTouch == nil else { return nil }
        return pointOnCircle(near: point, center: center, diameter: diameter, reach: reach)
    }

    /// True when `point` is inside the hit circle (the rim included).
    /// - Parameter point: screen coordinates
    /// - Returns: true when the point is inside the circle or on its rim
    public func contains(_ point: Point) -> Bool {
        guard point.isFinite, radius.isFinite else { return false }
        return (point - center).magnitude <= radius
    }

    /// A finger touched down: the button captures it and goes down when the point is inside the hit circle
    /// and no other finger holds the button.
    /// - Parameters:
    ///   - id: the finger
    ///   - point: screen coordinates; non-finite points are ignored
    ///   - time: seconds on the caller's clock
    /// - Returns: true when this button captured the touch (or already held it)
    @discardableResult
    public func touchBegan(_ id: TouchID, at point: Point, time: Double) -> Bool {
        guard point.isFinite, time.isFinite, isEnabled, !isConcealed else { return false }
        if capturedTouch == id { return true }
        guard capturedTouch == nil, contains(point) else { return false }
        capturedTouch = id
        press(time: time)
        return true
    }

    /// A finger moved: nothing changes, since a held button stays down wherever the finger slides.
    /// - Parameters:
    ///   - id: the finger
    ///   - point: where it is now
    ///   - time: seconds on the caller's clock
    public func touchMoved(_ id: TouchID, at point: Point, time: Double) {}

    /// The held finger lifted: the button comes up, and it is a tap when the finger lifted inside the circle.
    /// - Parameters:
    ///   - id: the finger; other fingers are ignored
    ///   - point: where it lifted; outside the circle (or non-finite) releases without a tap
    ///   - time: seconds on the caller's clock
    public func touchEnded(_ id: TouchID, at point: Point, time: Double) {
        guard capturedTouch == id else { return }
        capturedTouch = nil
        // A key or pad still holding the button keeps it down; its release will be the tap.
        guard !heldWithoutTouch else { return }
        let tapped = contains(point)
        releasePress()
        if tapped { onTap?() }
    }

    /// The held finger was taken away by the system: the button comes up without a tap.
    /// - Parameters:
    ///   - id: the finger; other fingers are ignored
    ///   - time: seconds on the caller's clock
    public func touchCancelled(_ id: TouchID, time: Double) {
        guard capturedTouch == id else { return }
        capturedTouch = nil
        if !heldWithoutTouch { releasePress() }
    }

    /// Starts a new frame for ``wasPressed`` and ``wasReleased``: they say what happened since the previous
    /// update. Call it once a frame.
    /// - Parameter time: seconds on the caller's clock
    public func update(time: Double) {
        wasPressed = pressedSinceUpdate
        wasReleased = releasedSinceUpdate
        pressedSinceUpdate = false
        releasedSinceUpdate = false
    }

    /// Releases the button and any finger holding it, without a tap (a programmatic press too).
    /// - Parameter time: seconds on the caller's clock
    public func cancelAll(time: Double) {
        capturedTouch = nil
        heldWithoutTouch = false
        releasePress()
    }

    /// Holds the button down or lets it go without a touch (from code, a keyboard key or a pad button). The
    /// button is down while a finger or such a hold keeps it, and comes up (a tap) when the last of the two
    /// lets go.
    /// - Parameters:
    ///   - down: true holds it, false lets go
    ///   - time: seconds on the caller's clock
    public func setDown(_ down: Bool, time: Double) {
        guard down != heldWithoutTouch, !down || (isEnabled && !isConcealed) else { return }
        heldWithoutTouch = down
        if down {
            press(time: time)
        } else if capturedTouch == nil {
            releasePress()
            onTap?()
        }
    }

    /// Whether ``setDown(_:time:)`` holds the button down.
    private var heldWithoutTouch = false

    private func press(time: Double) {
        guard !isDown else { return }
        isDown = true
        changes?.note()
        pressedSinceUpdate = true
        onPress?()
    }

    private func releasePress() {
        guard isDown else { return }
        isDown = false
        changes?.note()
        releasedSinceUpdate = true
        onRelease?()
    }
}
