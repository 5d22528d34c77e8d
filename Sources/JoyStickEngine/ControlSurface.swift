/// The controls of one screen, and the router a game's event loop calls: every touch goes to the control
/// that captured it, so two sticks and several buttons work at once under different fingers.
///
/// A touch-down is offered to the controls from the last added to the first (the last added is on top, as
/// with views); the first that captures it owns it until it lifts or is cancelled, even after it slides out
/// of that control's area. Routing allocates nothing once the surface has seen as many simultaneous
/// touches as it reserved room for (16 by default).
public final class ControlSurface {
    /// The controls, in the order they were added.
    public private(set) var controls: [any TouchControl] = []

    /// A touch and the control that captured it, held strongly: a control removed while it holds a touch, or
    /// while one of its callbacks runs, stays alive until the event that reached it is over.
    private struct Ownership {
        var touch: TouchID
        var control: any TouchControl
    }
    private var owners: [Ownership] = []

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

    /// Removes a control, releasing whatever it held (its release callbacks run once it is gone from the
    /// surface). Safe from inside any control's callback.
    /// - Parameters:
    ///   - control: the control to remove
    ///   - time: seconds on the caller's clock
    public func remove(_ control: any TouchControl, time: Double) {
        guard let index = controls.firstIndex(where: { $0 === control }) else { return }
        controls.remove(at: index)
        owners.removeAll { $0.control === control }
        control.cancelAll(time: time)
    }

    /// Removes every control, releasing what each held.
    /// - Parameter time: seconds on the caller's clock
    public func removeAll(time: Double) {
        let removed = controls
        controls.removeAll()
        owners.removeAll(keepingCapacity: true)
        for control in removed {
            control.cancelAll(time: time)
        }
    }

    /// How many touches are currently owned by a control.
    public var capturedTouchCount: Int { owners.count }

    /// The control that owns a touch, if any.
    /// - Parameter id: the finger
    /// - Returns: the control that captured the touch, or nil when no control holds it
    public func owner(of id: TouchID) -> (any TouchControl)? {
        slot(of: id).map { owners[$0].control }
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
            let owner = owners[slot].control
            owner.touchMoved(id, at: point, time: time)
            return true
        }
        guard point.isFinite, time.isFinite else { return false }
        var index = controls.count
        while index > 0 {
            // A callback may have removed controls: never read past the end.
            index = min(index, controls.count) - 1
            guard index >= 0 else { break }
            let control = controls[index]
            if control.touchBegan(id, at: point, time: time) {
                // Unless a callback of the capture already let go of it (removed the control, cancelled all).
                if control.isActive { owners.append(Ownership(touch: id, control: control)) }
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
        let owner = owners[slot].control
        owner.touchMoved(id, at: point, time: time)
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
        let control = owners.remove(at: slot).control
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
        let control = owners.remove(at: slot).control
        control.touchCancelled(id, time: time)
        return true
    }

    /// Advances every control's timers.
    /// - Parameter time: seconds on the caller's clock
    public func update(time: Double) {
        // Over a copy: a callback may add or remove controls.
        for control in controls {
            control.update(time: time)
        }
    }

    /// Releases every touch and every control (focus lost, app sent to the background).
    /// - Parameter time: seconds on the caller's clock
    public func cancelAll(time: Double) {
        owners.removeAll(keepingCapacity: true)
        // Over a copy: a callback may add or remove controls.
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
