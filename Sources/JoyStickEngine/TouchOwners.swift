/// Which control holds which touch, for ``ControlSurface``: the first ``inlineCapacity`` in fixed storage of
/// their own, in the order they were captured.
///
/// Plain values with no array and no strong reference inside (the surface's list of controls holds them):
/// finding, adding and removing an owner allocates nothing, counts no reference and calls nothing the Swift
/// optimiser cannot see into, so the surface that keeps one needs no run-time exclusivity check on it (growing
/// an array or releasing a reference is a call the optimiser must take to touch anything). The rare touch past
/// the first 16 the surface keeps in an array of its own.
struct TouchOwners {
    /// How many owners fit in the fixed storage.
    static let inlineCapacity = 16

    /// A touch and the control that captured it.
    struct Owner {
        var touch: TouchID
        /// The control, one of the surface's.
        var control: ObjectIdentifier
        /// The same control when it is a stick, unretained: a move, the commonest event, reaches it with no
        /// reference counting. Safe because the surface holds every control it routes to, and keeps a control
        /// removed while routing alive until the routing is over.
        var stick: Unmanaged<JoyStick>?
        /// Whether the control is a ``TouchButton``, which a move changes nothing of: moves are not routed to it.
        var isButton: Bool
    }

    // Slots below count hold an owner; the rest are nil.
    private var owners = InlineArray<16, Owner?>(repeating: nil)
    private(set) var count = 0

    // The two lookups are mutating, though they change nothing, so that they read the storage where it is: a
    // surface calling a non-mutating method on its stored value copies the whole value first, 512 bytes at
    // every probe of a touch (measured: a routed move 45 ns, 25 in place).

    /// The owner in a slot below ``count``.
    mutating func owner(at slot: Int) -> Owner? { owners[slot] }

    /// The slot of a touch, if a control holds it.
    mutating func slot(of touch: TouchID) -> Int? {
        var slot = 0
        while slot < count {
            if owners[slot]?.touch == touch { return slot }
            slot += 1
        }
        return nil
    }

    /// Adds an owner; false when the fixed storage is full.
    mutating func append(_ owner: Owner) -> Bool {
        guard count < Self.inlineCapacity else { return false }
        owners[count] = owner
        count += 1
        return true
    }

    /// Removes the owner in a slot below ``count``, keeping the others in order, and returns it.
    mutating func remove(at slot: Int) -> Owner? {
        let removed = owners[slot]
        var next = slot + 1
        while next < count {
            owners[next - 1] = owners[next]
            next += 1
        }
        count -= 1
        owners[count] = nil
        return removed
    }

    /// Removes every owner that is `control`.
    mutating func removeAll(of control: ObjectIdentifier) {
        var slot = count
        while slot > 0 {
            slot -= 1
            if owners[slot]?.control == control { _ = remove(at: slot) }
        }
    }

    /// Removes every owner.
    mutating func removeAll() {
        while count > 0 {
            count -= 1
            owners[count] = nil
        }
    }
}
