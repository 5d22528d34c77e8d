/// A control driven by touches: a ``JoyStick``, a ``TouchButton``, or anything a game adds to a
/// ``ControlSurface``.
///
/// Points are screen coordinates (x right, y down); times are seconds on a monotonic clock the caller
/// supplies. Every method must tolerate any input: NaN points, unknown touches, events out of order.
public protocol TouchControl: AnyObject {
    /// A finger touched down. Returns true when this control captured it.
    /// - Parameters:
    ///   - id: the finger
    ///   - point: where it touched, in screen coordinates
    ///   - time: seconds on the caller's monotonic clock
    /// - Returns: true when this control captured the touch
    @discardableResult
    func touchBegan(_ id: TouchID, at point: Point, time: Double) -> Bool
    /// A finger moved. Ignored unless this control captured it.
    /// - Parameters:
    ///   - id: the finger
    ///   - point: where it is now
    ///   - time: seconds on the caller's clock
    func touchMoved(_ id: TouchID, at point: Point, time: Double)
    /// A finger lifted. Ignored unless this control captured it.
    /// - Parameters:
    ///   - id: the finger
    ///   - point: where it lifted
    ///   - time: seconds on the caller's clock
    func touchEnded(_ id: TouchID, at point: Point, time: Double)
    /// The system took a finger away (no tap, no action). Ignored unless this control captured it.
    /// - Parameters:
    ///   - id: the finger
    ///   - time: seconds on the caller's clock
    func touchCancelled(_ id: TouchID, time: Double)
    /// Advances timers (held-back reports, tap windows) without an event.
    /// - Parameter time: seconds on the caller's clock
    func update(time: Double)
    /// Releases everything the control holds, as if each captured touch were cancelled.
    /// - Parameter time: seconds on the caller's clock
    func cancelAll(time: Double)
    /// True while the control holds a touch.
    var isActive: Bool { get }
    /// Whether the control holds this very touch: what a surface asks after offering it a finger, since the
    /// control's callbacks may have let go of that finger, or of another, during its capture. A control that
    /// holds one finger at a time can leave it to the default, ``isActive``.
    /// - Parameter id: the finger
    func holds(_ id: TouchID) -> Bool
    /// Where a touch-down just off the control, within its reach, lands on it (see `TouchControl+Reach.swift`);
    /// nil for none. The default has no reach.
    /// - Parameter point: screen coordinates
    func reachPoint(for point: Point) -> Point?
}

extension TouchControl {
    /// True while the control holds any touch (``isActive``): right for a control that holds one at a time.
    /// - Parameter id: the finger
    public func holds(_ id: TouchID) -> Bool { isActive }
}
