import JoyStickEngine
@testable import JoyStickSDL
@testable import JoyStickControls
import Testing

/// The debug overlay's fingers: at most 16, in the order they touched down, moved in place, forgotten one by one.
@Suite struct TouchesDownTests {
    private func finger(_ n: Int) -> TouchID { TouchID(device: 7, finger: Int64(n)) }

    @Test func followsFingersInTheOrderTheyTouchedAndMovesThemInPlace() {
        var touches = TouchesDown()
        touches.note(finger(1), at: Point(x: 10, y: 20), onlyIfKnown: false)
        touches.note(finger(2), at: Point(x: 30, y: 40), onlyIfKnown: false)
        touches.note(finger(1), at: Point(x: 11, y: 21), onlyIfKnown: false)
        // A move of a finger not followed is not a new finger.
        touches.note(finger(3), at: Point(x: 50, y: 60), onlyIfKnown: true)
        #expect(touches.map(\.id) == [finger(1), finger(2)])
        #expect(touches.map(\.point) == [Point(x: 11, y: 21), Point(x: 30, y: 40)])
    }

    @Test func followsSixteenAtMost() {
        var touches = TouchesDown()
        for n in 1...17 { touches.note(finger(n), at: Point(x: Double(n), y: 0), onlyIfKnown: false) }
        #expect(touches.count == 16)
        #expect(touches.last?.id == finger(16))
        // Room again once one lifts.
        touches.forget(finger(4))
        touches.note(finger(17), at: Point(x: 17, y: 0), onlyIfKnown: false)
        #expect(touches.count == 16)
        #expect(touches.last?.id == finger(17))
    }

    @Test func forgettingOneKeepsTheOthersInOrder() {
        var touches = TouchesDown()
        for n in 1...4 { touches.note(finger(n), at: Point(x: Double(n), y: 0), onlyIfKnown: false) }
        touches.forget(finger(2))
        touches.forget(finger(9))
        #expect(touches.map(\.id) == [finger(1), finger(3), finger(4)])
        touches.removeAll()
        #expect(touches.isEmpty)
    }
}
