/// Names, each with a number (where it is in a list), found in constant time: what tells a key met twice in
/// a JSON object, or finds a control's entry among a layout's, without a search through all the others.
///
/// Names are compared by their UTF-8 bytes (as JSON compares keys), hashed with 64-bit FNV-1a into an
/// open-addressed table kept at most half full. A table of its own rather than `Dictionary<String, Int>`:
/// that one hashes strings through Unicode normalization, which costs the C library 37 KB of code.
package struct NameTable {
    private var names: [String] = []
    private var numbers: [Int] = []
    /// Indexes into `names` plus one; 0 for an empty slot. A power of two long.
    private var slots: [Int32] = []

    package init() {}

    /// How many names it holds.
    package var count: Int { names.count }

    /// The number of a name, or nil when it is not in the table.
    package func number(of name: String) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = Self.hash(name) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if Self.same(names[index], name) { return numbers[index] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Adds a name with its number, unless it is there already.
    /// - Returns: the number the name already had, or nil when it was added
    @discardableResult
    package mutating func add(_ name: String, number: Int) -> Int? {
        if let known = self.number(of: name) { return known }
        if (names.count + 1) * 2 > slots.count { grow() }
        names.append(name)
        numbers.append(number)
        place(names.count - 1)
        return nil
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: max(16, slots.count * 2))
        for index in names.indices { place(index) }
    }

    private mutating func place(_ index: Int) {
        let mask = slots.count - 1
        var slot = Self.hash(names[index]) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(truncatingIfNeeded: index + 1)
    }

    private static func hash(_ name: String) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    /// Whether two names are the same name: the same UTF-8 bytes.
    package static func same(_ first: String, _ second: String) -> Bool {
        first.utf8.count == second.utf8.count && first.utf8.elementsEqual(second.utf8)
    }
}
