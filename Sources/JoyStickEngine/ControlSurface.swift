/// The controls of one screen, and the router a game's event loop calls: every touch goes to the control
/// that captured it, so two sticks and several buttons work at once under different fingers.
///
/// A touch-down is offered to the controls from the last added to the first (the last added is on top, as
/// with views); the first that captures it owns it until it lifts or is cancelled, even after it slides out
/// of that control's area. Routing allocates nothing once the surface has seen as many simultaneous
/// touches as it reserved room for (16 by default).
public final class ControlSurface {
    /// The controls, in the order they were added.
    // Unchecked exclusivity: a surface lives on one thread and its accesses never overlap (see JoyStick).
    @exclusivity(unchecked) public private(set) var controls: [any TouchControl] = []

    private struct Ownership {
        var touch: TouchID
        var control: Int
        /// `controls[control]` when it is a stick, unretained: the surface keeps it alive in `controls` for as
        /// long as the ownership exists (``remove(_:time:)`` drops both). A move, the hottest event there is,
        /// then reaches the stick borrowed, with no retain and release of an existential.
        var stick: Unmanaged<JoyStick>?
    }
    @exclusivity(unchecked) private var owners: [Ownership] = []

    /// Creates an empty surface.
    /// - Parameter expectedTouches: how many simultaneous touches to reserve room for
    public init(expectedTouches: Int = 16) {
        owners.reserveCapacity(max(1, expectedTouches))
    }

    /// Adds a control on top of the others.
    /// - Parameter control: a stick, a button, or any ``TouchControl``
    public func add(_ control: any TouchControl) {
        controls.append(control)
    }

    /// Removes a control, releasing whatever it held.
    /// - Parameters:
    ///   - control: the control to remove
    ///   - time: seconds on the caller's clock
    public func remove(_ control: any TouchControl, time: Double) {
        guard let index = controls.firstIndex(where: { $0 === control }) else { return }
        control.cancelAll(time: time)
        controls.remove(at: index)
        owners.removeAll { $0.control == index }
        for i in owners.indices where owners[i].control > index {
            owners[i].control -= 1
        }
    }

    /// How many touches are currently owned by a control.
    public var capturedTouchCount: Int { owners.count }

    /// The control that owns a touch, if any.
    /// - Parameter id: the finger
    /// - Returns: the control that captured the touch, or nil when no control holds it
    public func owner(of id: TouchID) -> (any TouchControl)? {
        guard let slot = slot(of: id) else { return nil }
        return controls[owners[slot].control]
    }

    /// Offers a new touch to the controls, topmost first. A touch already owned acts as a move.
    /// - Parameters:
    ///   - id: the finger
    ///   - point: screen coordinates
    ///   - time: seconds on the caller's clock
    /// - Returns: true when a control captured (or already owned) the touch
    @discardableResult
    public func touchBegan(_ id: TouchID, at point: Point, time: Double) -> Bool {
        if let slot = slot(of: id) {
            controls[owners[slot].control].touchMoved(id, at: point, time: time)
            return true
        }
        guard point.isFinite, time.isFinite else { return false }
        var index = controls.count
        while index > 0 {
            index -= 1
            if controls[index].touchBegan(id, at: point, time: time) {
                let stick = (controls[index] as? JoyStick).map { Unmanaged.passUnretained($0) }
                owners.append(Ownership(touch: id, control: index, stick: stick))
                return true
            }
        }
        return false
    }

    /// Routes a move to the touch's owner.
    /// - Parameters:
    ///   - id: the finger
    ///   - point: screen coordinates
    ///   - time: seconds on the caller's clock
    /// - Returns: true when a control owns the touch
    @discardableResult
    public func touchMoved(_ id: TouchID, at point: Point, time: Double) -> Bool {
        guard let slot = slot(of: id) else { return false }
        if let stick = owners[slot].stick {
            stick._withUnsafeGuaranteedRef { $0.touchMoved(id, at: point, time: time) }
        } else {
            controls[owners[slot].control].touchMoved(id, at: point, time: time)
        }
        return true
    }

    /// Routes a lift to the touch's owner and forgets the touch.
    /// - Parameters:
    ///   - id: the finger
    ///   - point: screen coordinates
    ///   - time: seconds on the caller's clock
    /// - Returns: true when a control owned the touch
    @discardableResult
    public func touchEnded(_ id: TouchID, at point: Point, time: Double) -> Bool {
        guard let slot = slot(of: id) else { return false }
        let control = controls[owners[slot].control]
        owners.remove(at: slot)
        control.touchEnded(id, at: point, time: time)
        return true
    }

    /// Routes a cancel to the touch's owner and forgets the touch.
    /// - Parameters:
    ///   - id: the finger
    ///   - time: seconds on the caller's clock
    /// - Returns: true when a control owned the touch
    @discardableResult
    public func touchCancelled(_ id: TouchID, time: Double) -> Bool {
        guard let slot = slot(of: id) else { return false }
        let control = controls[owners[slot].control]
        owners.remove(at: slot)
        control.touchCancelled(id, time: time)
        return true
    }

    /// Advances every control's timers.
    /// - Parameter time: seconds on the caller's clock
    public func update(time: Double) {
        for control in controls {
            control.update(time: time)
        }
    }

    /// Releases every touch and every control (focus lost, app sent to the background).
    /// - Parameter time: seconds on the caller's clock
    public func cancelAll(time: Double) {
        owners.removeAll(keepingCapacity: true)
        for control in controls {
            control.cancelAll(time: time)
        }
    }

    private func slot(of id: TouchID) -> Int? {
        var i = 0
        while i < owners.count {
            if owners[i].touch == id { return i }
            i += 1
        }
        return nil
    }
}
