/// Which control holds which touch, for ``ControlSurface``: the first ``inlineCapacity`` in fixed storage of
/// their own, in the order they were captured, each stick with a strong reference the surface lends out for a
/// move.
///
/// Finding, adding, lending and removing an owner allocates nothing and calls nothing the Swift optimiser cannot
/// see into, and no reference is released inside: a stick leaves its place only by a swap, into the caller's
/// hands (``append(_:stick:)`` hands back what the place held, ``lendStick(at:)`` and ``remove(at:)`` the stick
/// itself), and the caller releases it once its access to this value is over. So the surface that keeps one
/// needs no run-time exclusivity check on it (a release could run a deinitializer that touches anything), and a
/// move reaches its stick with no reference counting: the stick is moved out, called, and moved back. The rare
/// touch past the first 16 the surface keeps in an array of its own.
struct TouchOwners {
    /// How many owners fit in the fixed storage.
    static let inlineCapacity = 16

    /// A touch and the control that captured it.
    struct Owner {
        var touch: TouchID
        /// The control, one of the surface's.
        var control: ObjectIdentifier
        /// Whether the control is a ``JoyStick`` whose place in ``TouchOwners`` holds it (but while it is lent). False
        /// for a stick while it is still deciding whether to take the finger, and past the fixed storage, where an
        /// owner has no place: its moves find it through the surface's list.
        var isStick: Bool
        /// Whether the control is a ``TouchButton``, which a move changes nothing of: moves are not routed to it.
        var isButton: Bool
    }

    // Slots below count hold an owner, and its stick if it is one (but while the stick is lent); the rest hold
    // nothing.
    private var owners = InlineArray<16, Owner?>(repeating: nil)
    private var sticks = InlineArray<16, JoyStick?>(repeating: nil)
    private(set) var count = 0
    /// Counts the changes to which owner holds which slot, and to what the slots hold but for lending: a stick
    /// lent while it stays the same goes straight back to its place. Wrapping: equal again only after as many
    /// changes as an `Int` counts (2^64 on 64-bit machines).
    private(set) var changes = 0

    // The lookups are mutating, though they change nothing, so that they read the storage where it is: a surface
    // calling a non-mutating method on its stored value copies the whole value first, hundreds of bytes at every
    // probe of a touch (measured with the owners alone, 512 bytes: a routed move 45 ns, 25 in place).

    /// The owner in a slot below ``count``.
    mutating func owner(at slot: Int) -> Owner? { owners[slot] }

    /// The slot of a touch, if a control holds it.
    mutating func slot(of touch: TouchID) -> Int? {
        firstSlot { $0.touch == touch }
    }

    /// The slot of a touch's owner if it is `control`.
    mutating func slot(of touch: TouchID, control: ObjectIdentifier) -> Int? {
        firstSlot { $0.touch == touch && $0.control == control }
    }

    /// The slot of an owner that is `control`, if any.
    mutating func slot(of control: ObjectIdentifier) -> Int? {
        firstSlot { $0.control == control }
    }

    /// The first slot below ``count`` whose owner matches.
    @inline(__always)
    private mutating func firstSlot(where matches: (Owner) -> Bool) -> Int? {
        var slot = 0
        while slot < count {
            if let owner = owners[slot], matches(owner) { return slot }
            slot += 1
        }
        return nil
    }

    /// Adds an owner, and its stick if it is one; false when the fixed storage is full.
    /// - Parameter stick: the owner's stick, or nil; it comes back nil (it was swapped with the empty place)
    mutating func append(_ owner: Owner, stick: inout JoyStick?) -> Bool {
        guard count < Self.inlineCapacity else { return false }
        owners[count] = owner
        swap(&stick, &sticks[count])
        count += 1
        changes &+= 1
        return true
    }

    /// Replaces the owner in a slot below ``count``, and puts its stick, if any, in its place.
    /// - Parameter stick: the owner's stick, or nil; it comes back holding what the place held (nothing, for an
    ///   owner recorded without its stick)
    mutating func complete(_ owner: Owner, at slot: Int, stick: inout JoyStick?) {
        owners[slot] = owner
        swap(&stick, &sticks[slot])
        changes &+= 1
    }

    /// Moves the stick of the owner in a slot below ``count`` out of its place, for a move: nil when the owner is
    /// not a stick, or its stick is already lent (a move routed from inside the stick's own callback). Give it back
    /// with ``giveBack(_:to:near:lentAt:)``, with ``changes`` as they were when it was lent.
    @inline(__always)
    mutating func lendStick(at slot: Int) -> JoyStick? {
        var stick: JoyStick?
        swap(&stick, &sticks[slot])
        return stick
    }

    /// Puts a stick lent by ``lendStick(at:)`` back in its place, if the touch it was lent for is still its own:
    /// the stick's callbacks may have lifted the touch, removed the stick, or given the touch to another control.
    /// - Parameters:
    ///   - stick: the stick lent
    ///   - touch: the touch it was lent for
    ///   - slot: where the touch was when the stick was lent (owners before it may have gone since)
    ///   - lentAt: ``changes`` when the stick was lent
    /// - Returns: what the place held once the stick is back in it (nothing); the stick when it has no place left:
    ///   either way for the caller to let go of, outside its access to the owners
    @inline(__always)
    mutating func giveBack(_ stick: consuming JoyStick, to touch: TouchID, near slot: Int,
                           lentAt: Int) -> JoyStick? {
        var slot = slot
        // Nothing changed since (the usual move): the slot is the touch's still, and its place the one emptied.
        if changes != lentAt {
            if slot >= count || owners[slot]?.touch != touch {
                guard let found = self.slot(of: touch) else { return stick }
                slot = found
            }
            guard owners[slot]?.isStick == true else { return stick }
        }
        // The touch's owner is a stick whose place is empty: the one lent. (A stick that took the touch since came
        // with its place filled, and one lent since, by a move routed from a callback, is back by now.) Tested on
        // the usual path too: known empty, the place needs no release when the stick goes back.
        guard sticks[slot] == nil else { return stick }
        // Swapped, not assigned: assigning would release what the place held (nothing) inside the access.
        var placed: JoyStick? = stick
        swap(&placed, &sticks[slot])
        return placed
    }

    /// Removes the owner in a slot below ``count``, keeping the others in order.
    /// - Returns: the owner, and its stick (unless it is lent), for the caller to let go of
    mutating func remove(at slot: Int) -> (owner: Owner?, stick: JoyStick?) {
        let removed = owners[slot]
        var stick: JoyStick?
        swap(&stick, &sticks[slot])
        var next = slot + 1
        while next < count {
            owners[next - 1] = owners[next]
            // The empty place moves up to the end: swapped, so no reference is counted or released here.
            sticks.swapAt(next - 1, next)
            next += 1
        }
        count -= 1
        owners[count] = nil
        changes &+= 1
        return (removed, stick)
    }
}
