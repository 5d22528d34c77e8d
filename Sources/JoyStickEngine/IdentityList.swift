/// Values in the order they were added, each under the identity of the object it belongs to: a control, say.
/// Adding, finding and removing one take constant time (removal amortised), and going through them in order
/// takes time in proportion to how many there are, which is what a surface of 100,000 controls removed one by
/// one needs (an array's search and shift made that quadratic).
///
/// A removed value leaves a hole where it was, so the others keep their positions and their order; the holes
/// are squeezed out once they outnumber the values (each value moved then was paid for by a removal).
/// It is a value: a copy taken before a loop is not changed by what the loop's callbacks add or remove.
///
/// Its reads and its walk are inlinable, so that a loop over it in another module (the drawing of every control,
/// each frame) is specialised and inlined there rather than called through the generic witness table.
package struct IdentityList<Value> {
    @usableFromInline
    struct Slot {
        @usableFromInline var id: ObjectIdentifier
        @usableFromInline var value: Value
        /// Which append put it here: a value removed and added again is another one.
        @usableFromInline var serial: Int
    }

    /// The values in order, nil where one was removed.
    @usableFromInline var slots: [Slot?] = []
    /// Where each identity's value is in ``slots``.
    @usableFromInline var positions: [ObjectIdentifier: Int] = [:]
    /// How many values there are (``slots`` less its holes).
    package private(set) var count = 0
    /// The serial of the next value appended.
    private var nextSerial = 0

    package init() {}

    @inlinable
    package var isEmpty: Bool { count == 0 }

    /// Whether an identity has a value here.
    @inlinable
    package func contains(_ id: ObjectIdentifier) -> Bool {
        positions[id] != nil
    }

    /// The value of an identity, if it has one here; setting one adds it at the end, or replaces it where it is.
    package subscript(id: ObjectIdentifier) -> Value? {
        @inlinable get {
            guard let position = positions[id] else { return nil }
            return slots[position]?.value
        }
        set {
            guard let newValue else {
                remove(id)
                return
            }
            if let position = positions[id] {
                slots[position]?.value = newValue
            } else {
                append(newValue, for: id)
            }
        }
    }

    /// Adds a value at the end, unless the identity already has one.
    /// - Returns: false, and nothing changed, when the identity already has a value here
    @discardableResult
    package mutating func append(_ value: Value, for id: ObjectIdentifier) -> Bool {
        guard positions[id] == nil else { return false }
        positions[id] = slots.count
        slots.append(Slot(id: id, value: value, serial: nextSerial))
        nextSerial &+= 1
        count += 1
        return true
    }

    /// Removes an identity's value; the others keep their order.
    /// - Returns: the value removed, or nil when the identity had none here
    @discardableResult
    package mutating func remove(_ id: ObjectIdentifier) -> Value? {
        guard let position = positions.removeValue(forKey: id), let slot = slots[position] else { return nil }
        slots[position] = nil
        count -= 1
        if count == 0 {
            slots.removeAll(keepingCapacity: true)
        } else if position == slots.count - 1 {
            // The last one (the newest control, the one on top): no hole at all.
            while let last = slots.last, last == nil { slots.removeLast() }
        } else if slots.count >= 16, count < slots.count / 2 {
            squeeze()
        }
        return slot.value
    }

    /// Changes every value in place, in order: nothing is copied, so `body` must not reach this list.
    package mutating func updateEach(_ body: (inout Value) -> Void) {
        for position in slots.indices {
            // Taken out (so held once, and changed without a copy of what it holds) and put back.
            guard var slot = slots[position] else { continue }
            slots[position] = nil
            body(&slot.value)
            slots[position] = slot
        }
    }

    /// Removes every value.
    package mutating func removeAll() {
        slots.removeAll()
        positions.removeAll()
        count = 0
    }

    /// Moves the values together, in order, leaving no hole.
    private mutating func squeeze() {
        var kept: [Slot?] = []
        kept.reserveCapacity(count)
        for case let slot? in slots {
            positions[slot.id] = kept.count
            kept.append(slot)
        }
        slots = kept
    }
}

extension IdentityList: BidirectionalCollection {
    /// A position in the list; positions stay valid while nothing is removed.
    package typealias Index = Int

    @inlinable
    package var startIndex: Int { firstFilled(from: 0) }
    @inlinable
    package var endIndex: Int { slots.count }

    @inlinable
    package subscript(position: Int) -> Value {
        get {
            // Only the list's own positions are ever read: a hole is never one of them.
            guard let slot = slots[position] else { preconditionFailure("IdentityList: no value at this position") }
            return slot.value
        }
        set {
            guard slots[position] != nil else { preconditionFailure("IdentityList: no value at this position") }
            slots[position]?.value = newValue
        }
    }

    @inlinable
    package func index(after position: Int) -> Int { firstFilled(from: position + 1) }

    @inlinable
    package func index(before position: Int) -> Int {
        var position = position - 1
        while position > 0, slots[position] == nil { position -= 1 }
        return position
    }

    /// The first position at or after `position` that holds a value, or the end.
    @inlinable
    func firstFilled(from position: Int) -> Int {
        var position = position
        while position < slots.count, slots[position] == nil { position += 1 }
        return position
    }

    /// The position of an identity's value, if it has one here: valid until a value is removed.
    @inlinable
    package func position(of id: ObjectIdentifier) -> Int? { positions[id] }

    /// Which append put an identity's value here, if it has one: a loop over a copy of the list tells by it a
    /// value still here from one removed and added again since the copy (``serial(at:)`` in the copy).
    @inlinable
    package func serial(of id: ObjectIdentifier) -> Int? {
        guard let position = positions[id] else { return nil }
        return slots[position]?.serial
    }

    /// Which append put the value at a position here.
    @inlinable
    package func serial(at position: Int) -> Int? { slots[position]?.serial }

    /// The identity of the value at a position.
    @inlinable
    package func id(at position: Int) -> ObjectIdentifier? { slots[position]?.id }
}
