import JoyStickEngine

/// The fingers down (and the mouse button, as one more finger) and where each was last seen, for the debug
/// overlay: at most ``capacity``, in fixed storage of its own.
///
/// A value with no array inside: noting a finger at every event allocates nothing and calls nothing the
/// Swift optimiser cannot see into, so the input that keeps one needs no run-time exclusivity check on it (a
/// growing array is a call into the runtime, which the optimiser must take to touch anything).
package struct TouchesDown: RandomAccessCollection {
    /// How many fingers are followed at once; more are not drawn (they still drive the controls).
    package static let capacity = 16

    private var touches = InlineArray<16, (id: TouchID, point: Point)>(
        repeating: (TouchID(device: 0, finger: 0), Point.zero))
    package private(set) var endIndex = 0
    package var startIndex: Int { 0 }

    package init() {}

    package subscript(index: Int) -> (id: TouchID, point: Point) { touches[index] }

    /// Notes where a finger is: moves one already followed, or follows a new one while there is room and
    /// `onlyIfKnown` is false.
    package mutating func note(_ id: TouchID, at point: Point, onlyIfKnown: Bool) {
        if let index = firstIndex(of: id) {
            touches[index].point = point
        } else if !onlyIfKnown, endIndex < Self.capacity {
            touches[endIndex] = (id, point)
            endIndex += 1
        }
    }

    /// Stops following a finger, keeping the others in order.
    package mutating func forget(_ id: TouchID) {
        guard let index = firstIndex(of: id) else { return }
        var next = index + 1
        while next < endIndex {
            touches[next - 1] = touches[next]
            next += 1
        }
        endIndex -= 1
    }

    /// Stops following every finger.
    package mutating func removeAll() {
        endIndex = 0
    }

    // Mutating, though it changes nothing, so that it reads the storage where it is: a non-mutating method
    // reading an `InlineArray`'s element copies the whole array first (512 bytes at every probe).
    private mutating func firstIndex(of id: TouchID) -> Int? {
        var index = 0
        while index < endIndex {
            if touches[index].id == id { return index }
            index += 1
        }
        return nil
    }
}
