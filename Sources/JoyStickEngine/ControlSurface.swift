/// The controls of one screen, and the router a game's event loop calls: every touch goes to the control
/// that captured it, so two sticks and several buttons work at once under different fingers.
///
/// A touch-down is offered to the controls from the last added to the first (the last added is on top, as
/// with views); the first that captures it owns it until it lifts or is cancelled, even after it slides out
/// of that control's area. Routing allocates nothing for the first 16 simultaneous touches, nor for more once
/// the surface has seen as many as it reserved room for.
public final class ControlSurface {
    /// The controls, in the order they were added.
    public private(set) var controls: [any TouchControl] = []

    // Which control owns which touch: the first 16 in fixed storage, the rest (rarely any) in an array. Every
    // access to the fixed storage is one Swift sees through (no allocation, no call into the runtime), so it
    // proves that none overlaps another and checks none at run time: a routed move pays no exclusivity check.
    private var owners = TouchOwners()
    private var moreOwners: [TouchOwners.Owner] = [] {
        didSet { hasMoreOwners = !moreOwners.isEmpty }
    }
    /// Whether ``moreOwners`` has any, read without touching the array (which Swift checks at run time).
    private var hasMoreOwners = false
    /// How many routings are under way (a control's callback may route again).
    private var depth = 0
    /// Controls removed while a routing was under way, kept alive until the outermost one returns: a stick
    /// being moved is called without a retain (``TouchOwners/Owner/stick``), so it must outlive the call.
    private var removedWhileRouting: [any TouchControl] = []
    private var removedAny = false

    /// Creates an empty surface.
    /// - Parameter expectedTouches: how many simultaneous touches to reserve room for (16 need none)
    public init(expectedTouches: Int = 16) {
        moreOwners.reserveCapacity(max(0, expectedTouches - TouchOwners.inlineCapacity))
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
        owners.removeAll(of: ObjectIdentifier(control as AnyObject))
        if hasMoreOwners { moreOwners.removeAll { $0.control == ObjectIdentifier(control as AnyObject) } }
        keepWhileRouting(control)
        routing { control.cancelAll(time: time) }
    }

    /// Removes every control, releasing what each held.
    /// - Parameter time: seconds on the caller's clock
    public func removeAll(time: Double) {
        let removed = controls
        controls.removeAll()
        owners.removeAll()
        if hasMoreOwners { moreOwners.removeAll(keepingCapacity: true) }
        for control in removed { keepWhileRouting(control) }
        routing {
            for control in removed {
                control.cancelAll(time: time)
            }
        }
    }

    /// Runs a call into controls; what they remove meanwhile stays alive until the outermost call returns.
    @inline(__always)
    private func routing<Result>(_ body: () -> Result) -> Result {
        depth += 1
        let result = body()
        depth -= 1
        if depth == 0, removedAny {
            removedAny = false
            removedWhileRouting.removeAll()
        }
        return result
    }

    /// Keeps a removed control alive until the routing under way, if any, is over.
    private func keepWhileRouting(_ control: any TouchControl) {
        guard depth > 0 else { return }
        removedWhileRouting.append(control)
        removedAny = true
    }

    /// How many touches are currently owned by a control.
    public var capturedTouchCount: Int { owners.count + moreOwners.count }

    /// The control that owns a touch, if any.
    /// - Parameter id: the finger
    /// - Returns: the control that captured the touch, or nil when no control holds it
    public func owner(of id: TouchID) -> (any TouchControl)? {
        ownerRecord(of: id).flatMap(control(_:))
    }

    /// The surface's control an owner names.
    private func control(_ owner: TouchOwners.Owner) -> (any TouchControl)? {
        if let stick = owner.stick { return stick.takeUnretainedValue() }
        guard let index = controls.firstIndex(where: { ObjectIdentifier($0 as AnyObject) == owner.control }) else {
            return nil
        }
        return controls[index]
    }

    /// Offers a new touch to the controls, topmost first. A touch already owned acts as a move.
    /// - Parameters:
    ///   - id: the finger
    ///   - point: screen coordinates
    ///   - time: seconds on the caller's clock
    /// - Returns: true when a control captured (or already owned) the touch
    @discardableResult
    public func touchBegan(_ id: TouchID, at point: Point, time: Double) -> Bool {
        if let owner = ownerRecord(of: id) {
            route(move: id, to: point, time: time, owner: owner)
            return true
        }
        guard point.isFinite, time.isFinite else { return false }
        var index = controls.count
        while index > 0 {
            // A callback may have removed controls: never read past the end.
            index = min(index, controls.count) - 1
            guard index >= 0 else { break }
            let control = controls[index]
            if routing({ control.touchBegan(id, at: point, time: time) }) {
                // Unless a callback of the capture already let go of it (removed the control, cancelled all).
                if control.isActive {
                    let stick = control as? JoyStick
                    let owner = TouchOwners.Owner(touch: id, control: ObjectIdentifier(control as AnyObject),
                                                  stick: stick.map { Unmanaged.passUnretained($0) },
                                                  isButton: stick == nil && control is TouchButton)
                    if !owners.append(owner) { moreOwners.append(owner) }
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
        guard let owner = ownerRecord(of: id) else { return false }
        route(move: id, to: point, time: time, owner: owner)
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
        guard let control = removeOwner(of: id) else { return false }
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
        guard let control = removeOwner(of: id) else { return false }
        routing { control.touchCancelled(id, time: time) }
        return true
    }

    /// Advances every control's timers.
    /// - Parameter time: seconds on the caller's clock
    public func update(time: Double) {
        // Over a copy: a callback may add or remove controls.
        let controls = controls
        routing {
            for control in controls {
                control.update(time: time)
            }
        }
    }

    /// Releases every touch and every control (focus lost, app sent to the background).
    /// - Parameter time: seconds on the caller's clock
    public func cancelAll(time: Double) {
        owners.removeAll()
        if hasMoreOwners { moreOwners.removeAll(keepingCapacity: true) }
        // Over a copy: a callback may add or remove controls.
        let controls = controls
        routing {
            for control in controls {
                control.cancelAll(time: time)
            }
        }
    }

    /// The owner of a touch: in the fixed storage, or past it.
    @inline(__always)
    private func ownerRecord(of id: TouchID) -> TouchOwners.Owner? {
        if let slot = owners.slot(of: id) { return owners.owner(at: slot) }
        return hasMoreOwners ? moreOwners.first { $0.touch == id } : nil
    }

    /// Routes a move to a touch's owner: a stick with no reference counting, a button not at all (a move
    /// changes nothing of it), any other control through the surface's list.
    @inline(__always)
    private func route(move id: TouchID, to point: Point, time: Double, owner: TouchOwners.Owner) {
        if let stick = owner.stick {
            routing { stick._withUnsafeGuaranteedRef { $0.touchMoved(id, at: point, time: time) } }
        } else if owner.isButton {
            // A held button stays down wherever the finger slides: its move changes nothing.
        } else if let control = control(owner) {
            routing { control.touchMoved(id, at: point, time: time) }
        }
    }

    /// Forgets the owner of a touch and returns its control.
    private func removeOwner(of id: TouchID) -> (any TouchControl)? {
        if let slot = owners.slot(of: id) {
            let control = owners.remove(at: slot).flatMap(control(_:))
            // A touch waiting past the fixed storage moves into the room made.
            if hasMoreOwners, owners.append(moreOwners[0]) { moreOwners.removeFirst() }
            return control
        }
        guard hasMoreOwners, let index = moreOwners.firstIndex(where: { $0.touch == id }) else { return nil }
        return control(moreOwners.remove(at: index))
    }
}
