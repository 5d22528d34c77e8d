/// The controls of one screen, and the router a game's event loop calls: every touch goes to the control
/// that captured it, so two sticks and several buttons work at once under different fingers.
///
/// A touch-down is offered to the controls from the last added to the first (the last added is on top, as
/// with views); the first that captures it owns it until it lifts or is cancelled, even after it slides out
/// of that control's area. Routing allocates nothing once the surface has seen as many simultaneous
/// touches as it reserved room for (16 by default).
public final class ControlSurface {
    /// The controls, in the order they were added.
    public var controls: [any TouchControl] { routes.controls }

    // The controls, which control owns which touch, and the controls removed while an event was being
    // routed. Its dynamic exclusivity check is off because no two accesses to it can overlap: it is private,
    // only this class's methods touch it, and none of them calls a control while an access is open (the owner
    // is looked up, the access ends, then the control is called). What the check would cost a routed move:
    // Benchmarks/README.md, "Unchecked exclusivity".
    @exclusivity(unchecked) private var routes = Routes()

    private struct Routes {
        var controls: [any TouchControl] = []
        var owners: [Ownership] = []
        /// How many routings are under way (a control's callback may route again).
        var depth = 0
        /// Controls removed while a routing was under way, kept alive until the outermost one returns: a
        /// stick being moved is called without a retain (``Ownership/stick``), so it must outlive the call.
        var removedWhileRouting: [any TouchControl] = []
    }

    /// A touch and the control that captured it, held strongly.
    private struct Ownership {
        var touch: TouchID
        var control: any TouchControl
        /// The same control when it is a stick, unretained: a move, the commonest event, reaches it with no
        /// reference counting. Safe because the surface holds it (``control``) for as long as this exists, and
        /// a stick removed while routing is kept until the routing is over.
        var stick: Unmanaged<JoyStick>?
    }

    /// Creates an empty surface.
    /// - Parameter expectedTouches: how many simultaneous touches to reserve room for
    public init(expectedTouches: Int = 16) {
        routes.owners.reserveCapacity(max(1, expectedTouches))
    }

    /// Adds a control on top of the others.
    /// - Parameter control: a stick, a button, or any ``TouchControl``
    public func add(_ control: any TouchControl) {
        routes.controls.append(control)
    }

    /// Removes a control, releasing whatever it held (its release callbacks run once it is gone from the
    /// surface). Safe from inside any control's callback.
    /// - Parameters:
    ///   - control: the control to remove
    ///   - time: seconds on the caller's clock
    public func remove(_ control: any TouchControl, time: Double) {
        guard let index = routes.controls.firstIndex(where: { $0 === control }) else { return }
        routes.controls.remove(at: index)
        routes.owners.removeAll { $0.control === control }
        if routes.depth > 0 { routes.removedWhileRouting.append(control) }
        routing { control.cancelAll(time: time) }
    }

    /// Removes every control, releasing what each held.
    /// - Parameter time: seconds on the caller's clock
    public func removeAll(time: Double) {
        let removed = routes.controls
        routes.controls.removeAll()
        routes.owners.removeAll(keepingCapacity: true)
        if routes.depth > 0 { routes.removedWhileRouting.append(contentsOf: removed) }
        routing {
            for control in removed {
                control.cancelAll(time: time)
            }
        }
    }

    /// Runs a call into controls; what they remove meanwhile stays alive until the outermost call returns.
    @inline(__always)
    private func routing<Result>(_ body: () -> Result) -> Result {
        routes.depth += 1
        let result = body()
        routes.depth -= 1
        if routes.depth == 0, !routes.removedWhileRouting.isEmpty {
            routes.removedWhileRouting.removeAll()
        }
        return result
    }

    /// How many touches are currently owned by a control.
    public var capturedTouchCount: Int { routes.owners.count }

    /// The control that owns a touch, if any.
    /// - Parameter id: the finger
    /// - Returns: the control that captured the touch, or nil when no control holds it
    public func owner(of id: TouchID) -> (any TouchControl)? {
        slot(of: id).map { routes.owners[$0].control }
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
            let owner = routes.owners[slot].control
            routing { owner.touchMoved(id, at: point, time: time) }
            return true
        }
        guard point.isFinite, time.isFinite else { return false }
        var index = routes.controls.count
        while index > 0 {
            // A callback may have removed controls: never read past the end.
            index = min(index, routes.controls.count) - 1
            guard index >= 0 else { break }
            let control = routes.controls[index]
            if routing({ control.touchBegan(id, at: point, time: time) }) {
                // Unless a callback of the capture already let go of it (removed the control, cancelled all).
                if control.isActive {
                    let stick = (control as? JoyStick).map { Unmanaged.passUnretained($0) }
                    routes.owners.append(Ownership(touch: id, control: control, stick: stick))
                }
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
        if let stick = routes.owners[slot].stick {
            routing { stick._withUnsafeGuaranteedRef { $0.touchMoved(id, at: point, time: time) } }
        } else {
            let owner = routes.owners[slot].control
            routing { owner.touchMoved(id, at: point, time: time) }
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
        let control = routes.owners.remove(at: slot).control
        routing { control.touchEnded(id, at: point, time: time) }
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
        let control = routes.owners.remove(at: slot).control
        routing { control.touchCancelled(id, time: time) }
        return true
    }

    /// Advances every control's timers.
    /// - Parameter time: seconds on the caller's clock
    public func update(time: Double) {
        // Over a copy: a callback may add or remove controls.
        let controls = routes.controls
        routing {
            for control in controls {
                control.update(time: time)
            }
        }
    }

    /// Releases every touch and every control (focus lost, app sent to the background).
    /// - Parameter time: seconds on the caller's clock
    public func cancelAll(time: Double) {
        routes.owners.removeAll(keepingCapacity: true)
        // Over a copy: a callback may add or remove controls.
        let controls = routes.controls
        routing {
            for control in controls {
                control.cancelAll(time: time)
            }
        }
    }

    private func slot(of id: TouchID) -> Int? {
        var i = 0
        while i < routes.owners.count {
            if routes.owners[i].touch == id { return i }
            i += 1
        }
        return nil
    }
}
