import Testing
@testable import JoyStickEngine

/// The monitors a C caller installs: a function and its context pointer instead of a closure.
@Suite struct FunctionMonitorTests {
    /// What the functions saw: calls and the last two numbers.
    struct Seen {
        var calls = 0
        var first = -1.0
        var second = -1.0
    }

    static let record: JoyStickMonitor.PolarFunction = { context, first, second in
        guard let seen = context?.assumingMemoryBound(to: Seen.self) else { return }
        seen.pointee.calls += 1
        seen.pointee.first = first
        seen.pointee.second = second
    }

    @Test func aPolarFunctionGetsTheAngleAndDisplacementWithItsContext() {
        let stick = JoyStick(frame: Rect(x: 100, y: 200, width: 100, height: 100))
        var seen = Seen()
        withUnsafeMutablePointer(to: &seen) { pointer in
            stick.monitor = .polarFunction(Self.record, context: UnsafeMutableRawPointer(pointer))
            let finger = TouchID(device: 1, finger: 1)
            stick.touchBegan(finger, at: Point(x: 150, y: 250), time: 0)
            stick.touchMoved(finger, at: Point(x: 200, y: 250), time: 0.1)
            stick.touchMoved(finger, at: Point(x: 200, y: 250), time: 0.2)
        }
        #expect(seen.calls == 1 && seen.first == 90 && seen.second == 1)
    }

    @Test func anXYFunctionGetsUnitXAndYUp() {
        let stick = JoyStick(frame: Rect(x: 100, y: 200, width: 100, height: 100))
        var seen = Seen()
        withUnsafeMutablePointer(to: &seen) { pointer in
            stick.monitor = .xyFunction(Self.record, context: UnsafeMutableRawPointer(pointer))
            let finger = TouchID(device: 1, finger: 1)
            stick.touchBegan(finger, at: Point(x: 150, y: 250), time: 0)
            stick.touchMoved(finger, at: Point(x: 150, y: 225), time: 0.1)
            // Half-way up: x 0, y 0.5 (up positive).
            #expect(pointer.pointee.first == 0 && pointer.pointee.second == 0.5)
            stick.touchEnded(finger, at: Point(x: 150, y: 225), time: 0.2)
        }
        #expect(seen.calls == 2 && seen.first == 0 && seen.second == 0)
    }
}
