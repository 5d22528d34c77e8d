/// The controls of one screen, and the router a game's event loop calls: every touch goes to the control
/// that captured it, so two sticks and several buttons work at once under different fingers.
///
/// A touch-down is offered to the controls from the last added to the first (the last added is on top, as
/// with views); the first that captures it owns it until it lifts or is cancelled, even after it slides out
/// of that control's area. Routing allocates nothing for the first 16 simultaneous touches, nor for more once
/// the surface has seen as many as it reserved room for. Adding and removing a control take constant time
/// (removal amortised), however many there are.
///
/// A control's callbacks may add and remove controls, on this surface too, while the surface calls them: a
/// change is seen at once. A control removed hears nothing more (not the touch-down being offered, nor the
/// update or cancel under way); a control added, or removed and added again, hears the next event, not the one
/// under way.
public final class ControlSurface {
    /// A control as the surface keeps it: a stick and a button known as such, without a cast at each use.
    package enum Member {
        case stick(JoyStick)
        case button(TouchButton)
        case other(any TouchControl)

        init(_ control: any TouchControl) {
            if let stick = control as? JoyStick {
                self = .stick(stick)
            } else if let button = control as? TouchButton {
                self = .button(button)
            } else {
                self = .other(control)
            }
        }

        package var control: any TouchControl {
            switch self {
            case .stick(let stick): stick
            case .button(let button): button
            case .other(let control): control
            }
        }

        package var id: ObjectIdentifier { ObjectIdentifier(control as AnyObject) }
    }

    /// The controls, in the order they were added: the one place they live. What the rest of the package
    /// reads them through (a game reads ``controls``).
    package private(set) var members = IdentityList<Member>()
    /// Counts every change to ``members``, so that a loop over a copy of them knows when a callback changed them.
    private var membersChanged = 0

    /// The controls, in the order they were added: a new array at each read.
    public var controls: [any TouchControl] { members.map { $0.control } }

    // Which control owns which touch: the first 16 in fixed storage, the rest (rarely any) in an array. Every
    // access to the fixed storage is one Swift sees through (no allocation, no call into the runtime, no
    // release), so it proves that none overlaps another and checks none at run time: a routed move pays no
    // exclusivity check, and no reference count (its stick is lent out of the storage for the call).
    private var owners = TouchOwners()
    private var moreOwners: [TouchOwners.Owner] = [] {
        didSet { hasMoreOwners = !moreOwners.isEmpty }
    }
    /// Whether ``moreOwners`` has any, read without touching the array (which Swift checks at run time).
    private var hasMoreOwners = false

    /// Creates an empty surface.
    /// - Parameter expectedTouches: how many simultaneous touches to reserve room for (16 need none)
    public init(expectedTouches: Int = 16) {
        moreOwners.reserveCapacity(max(0, expectedTouches - TouchOwners.inlineCapacity))
    }

    /// Adds a control on top of the others.
    /// - Parameter control: a stick, a button, or any ``TouchControl``
    /// - Returns: false, and nothing changed, when the control is already on the surface
    @discardableResult
    public func add(_ control: any TouchControl) -> Bool {
        guard members.append(Member(control), for: ObjectIdentifier(control as AnyObject)) else { return false }
        membersChanged &+= 1
        return true
    }

    /// Whether a control is on the surface.
    /// - Parameter control: a stick, a button, or any ``TouchControl``
    public func contains(_ control: any TouchControl) -> Bool {
        members.contains(ObjectIdentifier(control as AnyObject))
    }

    /// Removes a control, releasing whatever it held (its release callbacks run once it is gone from the
    /// surface). Safe from inside any control's callback: every call the surface makes into a control holds
    /// that control (a stick being moved is held by the call that lent it out of the owners).
    /// - Parameters:
    ///   - control: the control to remove
    ///   - time: seconds on the caller's clock
    public func remove(_ control: any TouchControl, time: Double) {
        guard detach(control) else { return }
        control.cancelAll(time: time)
    }

    /// Takes a control off the surface without calling it: the touches it holds are forgotten here, not
    /// released. For a holder of controls that forgets its own records of one (its name, its bindings) while
    /// it is no longer one of the surface's, then releases it with `cancelAll(time:)`, as ``remove(_:time:)``
    /// does at once.
    /// - Parameter control: the control
    /// - Returns: false when the control was not on the surface
    package func detach(_ control: any TouchControl) -> Bool {
        let identity = ObjectIdentifier(control as AnyObject)
        guard members.remove(identity) != nil else { return false }
        membersChanged &+= 1
        while let slot = owners.slot(of: identity) {
            // What comes out is let go of here, once the access to the owners is over.
            _ = owners.remove(at: slot)
        }
        if hasMoreOwners { moreOwners.removeAll { $0.control == identity } }
        return true
    }

    /// Removes every control, releasing what each held.
    /// - Parameter time: seconds on the caller's clock
    public func removeAll(time: Double) {
        let removed = members
        members.removeAll()
        membersChanged &+= 1
        forgetOwners()
        for member in removed {
            member.control.cancelAll(time: time)
        }
    }

    /// How many touches are currently owned by a control.
    public var capturedTouchCount: Int { owners.count + moreOwners.count }

    /// The control that owns a touch, if any.
    /// - Parameter id: the finger
    /// - Returns: the control that captured the touch, or nil when no control holds it
    public func owner(of id: TouchID) -> (any TouchControl)? {
        if let slot = owners.slot(of: id) { return owners.owner(at: slot).flatMap(control(_:)) }
        return hasMoreOwners ? moreOwners.first { $0.touch == id }.flatMap(control(_:)) : nil
    }

    /// The surface's control an owner names.
    private func control(_ owner: TouchOwners.Owner) -> (any TouchControl)? {
        members[owner.control]?.control
    }

    /// Offers a new touch to the controls, topmost first. A touch already owned acts as a move. When none takes
    /// it and the surface already holds a finger, it is offered again, topmost first, to a control whose reach
    /// (``JoyStick/reach``, ``TouchButton/reach``) it lies in, at the nearest point of that control's circle.
    /// - Parameters:
    ///   - id: the finger
    ///   - point: screen coordinates
    ///   - time: seconds on the caller's clock
    /// - Returns: true when a control captured (or already owned) the touch
    @discardableResult
    public func touchBegan(_ id: TouchID, at point: Point, time: Double) -> Bool {
        if routeMove(id, to: point, time: time) { return true }
        guard point.isFinite, time.isFinite else { return false }
        // Over a copy: a callback may add or remove controls (what it removes is skipped).
        let order = members
        let changed = membersChanged
        let start = order.startIndex
        var position = order.endIndex
        while position > start {
            position = order.index(before: position)
            let member = order[position]
            let identity = member.id
            if membersChanged != changed, !isStill(identity, at: position, of: order) { continue }
            let control = member.control
            // The finger's owner while the control decides, so that events its callbacks send for this finger
            // (a lift, the finger handed to another control) reach it; kept only if it holds the finger after.
            propose(id, to: identity)
            let captured = control.touchBegan(id, at: point, time: time)
            settle(id, of: control, identity, holds: captured && control.holds(id))
            if captured { return true }
        }
        // No control took it: while another finger plays, one landing within a control's reach takes it.
        guard capturedTouchCount > 0 else { return false }
        position = order.endIndex
        while position > start {
            position = order.index(before: position)
            let member = order[position]
            let identity = member.id
            if membersChanged != changed, !isStill(identity, at: position, of: order) { continue }
            let control = member.control
            guard let rim = control.reachPoint(for: point) else { continue }
            propose(id, to: identity)
            let captured = control.touchBegan(id, at: rim, time: time)
            settle(id, of: control, identity, holds: captured && control.holds(id))
            if captured { return true }
        }
        return false
    }

    /// Records `control` as the owner of a touch it is being offered: a plain record, no stick in its place (a
    /// move of the finger routed meanwhile finds the control through the list).
    private func propose(_ id: TouchID, to identity: ObjectIdentifier) {
        let owner = TouchOwners.Owner(touch: id, control: identity, isStick: false, isButton: false)
        var none: JoyStick?
        if !owners.append(owner, stick: &none) { moreOwners.append(owner) }
    }

    /// Completes the owner ``propose(_:to:)`` recorded when the control holds the touch (its stick in its place
    /// for moves), or records it again if a callback of the capture removed the record while the control, still
    /// one of this surface's, holds the touch; forgets it otherwise (the control did not take the touch, or let go
    /// of it: a callback ended it, cancelled all, removed the control, or gave the control another finger).
    private func settle(_ id: TouchID, of control: any TouchControl, _ identity: ObjectIdentifier, holds: Bool) {
        if let slot = owners.slot(of: id, control: identity) {
            // What comes out is let go of here, once the access to the owners is over.
            guard holds else { _ = owners.remove(at: slot); return }
            var stick = control as? JoyStick
            let owner = TouchOwners.Owner(touch: id, control: identity, isStick: stick != nil,
                                          isButton: stick == nil && control is TouchButton)
            owners.complete(owner, at: slot, stick: &stick)
        } else if hasMoreOwners,
                  let index = moreOwners.firstIndex(where: { $0.touch == id && $0.control == identity }) {
            // Past the fixed storage an owner has no place for its stick (its moves find it through the list).
            guard holds else { moreOwners.remove(at: index); return }
            moreOwners[index].isButton = !(control is JoyStick) && control is TouchButton
        } else if holds, !ownerRecordExists(id), members.contains(identity) {
            propose(id, to: identity)
            settle(id, of: control, identity, holds: true)
        }
    }

    /// Whether a control owns a touch.
    private func ownerRecordExists(_ id: TouchID) -> Bool {
        owners.slot(of: id) != nil || (hasMoreOwners && moreOwners.contains { $0.touch == id })
    }

    /// Routes a move to the touch's owner.
    /// - Parameters:
    ///   - id: the finger
    ///   - point: screen coordinates
    ///   - time: seconds on the caller's clock
    /// - Returns: true when a control owns the touch
    @discardableResult @inline(__always)
    public func touchMoved(_ id: TouchID, at point: Point, time: Double) -> Bool {
        routeMove(id, to: point, time: time)
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
        guard let control = removeOwner(of: id) else { return false }
        control.touchCancelled(id, time: time)
        return true
    }

    /// Advances every control's timers.
    /// - Parameter time: seconds on the caller's clock
    public func update(time: Double) {
        forEachMember { $0.control.update(time: time) }
    }

    /// Releases every touch and every control (focus lost, app sent to the background).
    /// - Parameter time: seconds on the caller's clock
    public func cancelAll(time: Double) {
        forgetOwners()
        forEachMember { $0.control.cancelAll(time: time) }
    }

    /// Calls `body` with each control in order, over a copy (a callback may add or remove controls): a control
    /// a callback removed is skipped, one it added waits for the next call.
    private func forEachMember(_ body: (Member) -> Void) {
        let order = members
        let changed = membersChanged
        for position in order.indices {
            let member = order[position]
            if membersChanged != changed, !isStill(member.id, at: position, of: order) { continue }
            body(member)
        }
    }

    /// Whether the control at a position of a copy of ``members`` is still on the surface, as it was then: not
    /// removed since, nor removed and added again (added during a call, it waits for the next).
    private func isStill(_ identity: ObjectIdentifier, at position: Int, of order: IdentityList<Member>) -> Bool {
        members.serial(of: identity).map { $0 == order.serial(at: position) } ?? false
    }

    /// Forgets every owner.
    private func forgetOwners() {
        while owners.count > 0 {
            // What comes out is let go of here, once the access to the owners is over.
            _ = owners.remove(at: owners.count - 1)
        }
        if hasMoreOwners { moreOwners.removeAll(keepingCapacity: true) }
    }

    /// Routes a move to the owner of a touch, if a control holds it: a stick lent out of the owners for the call
    /// (no reference counted), a button not at all (a move changes nothing of it), any other control through the
    /// surface's list.
    /// - Returns: whether a control holds the touch
    @inline(__always)
    private func routeMove(_ id: TouchID, to point: Point, time: Double) -> Bool {
        guard let slot = owners.slot(of: id) else {
            guard hasMoreOwners, let owner = moreOwners.first(where: { $0.touch == id }) else { return false }
            route(move: id, to: point, time: time, owner: owner)
            return true
        }
        let lentAt = owners.changes
        if let stick = owners.lendStick(at: slot) {
            stick.touchMoved(id, at: point, time: time)
            // Back in its place if its touch is still its own; let go of here otherwise, outside the access (as
            // an optional looked into, so that the usual path, nothing to let go of, calls no release at all).
            if let unplaced = owners.giveBack(stick, to: id, near: slot, lentAt: lentAt) { _ = unplaced }
        } else if let owner = owners.owner(at: slot) {
            route(move: id, to: point, time: time, owner: owner)
        }
        return true
    }

    /// Routes a move to an owner whose stick is not in the owners (already lent: a move routed from inside the
    /// stick's callback; or past the fixed storage), or that is no stick.
    private func route(move id: TouchID, to point: Point, time: Double, owner: TouchOwners.Owner) {
        // A held button stays down wherever the finger slides: its move changes nothing.
        guard !owner.isButton, let control = control(owner) else { return }
        control.touchMoved(id, at: point, time: time)
    }

    /// Forgets the owner of a touch and returns its control.
    private func removeOwner(of id: TouchID) -> (any TouchControl)? {
        if let slot = owners.slot(of: id) {
            let removed = owners.remove(at: slot)
            // A touch waiting past the fixed storage moves into the room made.
            if hasMoreOwners {
                // Past the fixed storage an owner has no place for its stick: its stick takes its place now.
                var waiting = moreOwners[0]
                var stick: JoyStick?
                if case .stick(let waitingStick)? = members[waiting.control] { stick = waitingStick }
                waiting.isStick = stick != nil
                if owners.append(waiting, stick: &stick) { moreOwners.removeFirst() }
            }
            if let stick = removed.stick { return stick }
            return removed.owner.flatMap(control(_:))
        }
        guard hasMoreOwners, let index = moreOwners.firstIndex(where: { $0.touch == id }) else { return nil }
        return control(moreOwners.remove(at: index))
    }
}
