import JoyStickEngine
import Testing

/// The list the surface keeps its controls in: order kept through removals and the squeeze of their holes,
/// every identity found where it is, a copy untouched by what happens to the original.
@Suite struct IdentityListTests {
    final class Thing {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    private func list(_ things: [Thing]) -> IdentityList<Int> {
        var list = IdentityList<Int>()
        for thing in things { list.append(thing.number, for: ObjectIdentifier(thing)) }
        return list
    }

    @Test func removalKeepsTheOthersInOrderBothWays() {
        let things = (0..<6).map(Thing.init)
        var list = list(things)
        let removed = [2, 0, 0].map { list.remove(ObjectIdentifier(things[$0])) }
        #expect(removed == [2, 0, nil])
        #expect(Array(list) == [1, 3, 4, 5] && list.count == 4)
        #expect(Array(list.reversed()) == [5, 4, 3, 1])
        #expect(list[ObjectIdentifier(things[4])] == 4 && list[ObjectIdentifier(things[2])] == nil)
    }

    @Test func anIdentityIsAddedOnceAndReplacedInPlace() {
        let things = (0..<3).map(Thing.init)
        var list = list(things)
        let appended = list.append(99, for: ObjectIdentifier(things[1]))
        #expect(!appended)
        list[ObjectIdentifier(things[1])] = 10
        #expect(Array(list) == [0, 10, 2])
        list[ObjectIdentifier(things[1])] = nil
        #expect(Array(list) == [0, 2] && !list.contains(ObjectIdentifier(things[1])))
        list[ObjectIdentifier(things[1])] = 11
        #expect(Array(list) == [0, 2, 11])
    }

    /// 1,000 values, every other one removed from the front (holes squeezed out on the way), then every value
    /// left found by its identity and removed from the back: each step checked against an array doing the same.
    @Test func squeezingHolesLosesNoValueAndNoPosition() {
        let things = (0..<1000).map(Thing.init)
        var list = list(things)
        var expected = Array(0..<1000)
        for thing in things where thing.number % 2 == 0 {
            let removed = list.remove(ObjectIdentifier(thing))
            #expect(removed == thing.number)
            expected.removeAll { $0 == thing.number }
        }
        #expect(Array(list) == expected && list.count == 500)
        for thing in things where thing.number % 2 == 1 {
            #expect(list[ObjectIdentifier(thing)] == thing.number)
        }
        list.append(1000, for: ObjectIdentifier(things[0]))
        expected.append(1000)
        #expect(Array(list) == expected)
        for thing in things.reversed() where thing.number % 2 == 1 {
            let removed = list.remove(ObjectIdentifier(thing))
            #expect(removed == thing.number)
        }
        #expect(Array(list) == [1000] && list.count == 1 && list.first == 1000)
        let last = list.remove(ObjectIdentifier(things[0]))
        #expect(last == 1000 && list.isEmpty && Array(list) == [])
    }

    @Test func valuesChangeInPlaceByPositionAndAllAtOnce() {
        let things = (0..<5).map(Thing.init)
        var list = list(things)
        list.remove(ObjectIdentifier(things[1]))
        list.updateEach { $0 *= 10 }
        #expect(Array(list) == [0, 20, 30, 40])
        let third = list.index(after: list.index(after: list.startIndex))
        list[third] = 33
        #expect(Array(list) == [0, 20, 33, 40] && list[ObjectIdentifier(things[3])] == 33)
    }

    @Test func aCopyKeepsWhatItHad() {
        let things = (0..<4).map(Thing.init)
        var list = list(things)
        let copy = list
        list.remove(ObjectIdentifier(things[1]))
        list.append(7, for: ObjectIdentifier(Thing(7)))
        #expect(Array(copy) == [0, 1, 2, 3] && copy.contains(ObjectIdentifier(things[1])))
        #expect(Array(list) == [0, 2, 3, 7])
    }
}
