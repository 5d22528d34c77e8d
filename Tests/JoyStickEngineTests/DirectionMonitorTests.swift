import Testing
@testable import JoyStickEngine

/// The direction monitor and the seeds' four-way preset.
@Suite struct DirectionMonitorTests {
    final class Log { var directions: [Direction?] = [] }

    @Test func theMonitorHearsEveryChangeOfDirectionAndNilOnRelease() {
        let stick = JoyStick(center: Point(x: 150, y: 250), size: 100)   // centre (150, 250), radius 50
        let log = Log()
        stick.onDirection = { log.directions.append($0) }
        let finger = TouchID(device: 1, finger: 1)
        stick.touchBegan(finger, at: Point(x: 150, y: 250), time: 0)
        #expect(log.directions.isEmpty)
        stick.touchMoved(finger, at: Point(x: 150, y: 215), time: 0.1)     // up, 0.7
        stick.touchMoved(finger, at: Point(x: 152, y: 210), time: 0.2)     // still up: no call
        stick.touchMoved(finger, at: Point(x: 190, y: 250), time: 0.3)     // right
        stick.touchMoved(finger, at: Point(x: 155, y: 250), time: 0.4)     // 0.1, below the 0.2 threshold
        stick.touchEnded(finger, at: Point(x: 155, y: 250), time: 0.5)
        #expect(log.directions == [.up, .right, nil])
    }

    @Test func theFourWayPresetIsTheSeedsStick() {
        let stick = JoyStick.fourWay(center: Point(x: 200, y: 300))
        #expect(stick.radius == 80)
        #expect(stick.handlePositionMode == .relative)
        let log = Log()
        stick.onDirection = { log.directions.append($0) }
        let finger = TouchID(device: 1, finger: 1)
        // Relative: touching down off-centre moves nothing; the dominant axis of the motion picks the way.
        stick.touchBegan(finger, at: Point(x: 230, y: 330), time: 0)
        #expect(stick.direction == nil)
        stick.touchMoved(finger, at: Point(x: 233, y: 329), time: 0.1)    // dx 3, dy -1: right
        stick.touchMoved(finger, at: Point(x: 234, y: 320), time: 0.2)    // dx 4, dy -10: up
        stick.touchMoved(finger, at: Point(x: 200, y: 325), time: 0.3)    // dx -30, dy -5: left
        stick.touchMoved(finger, at: Point(x: 228, y: 400), time: 0.4)    // dx -2, dy 70: down
        stick.touchEnded(finger, at: Point(x: 228, y: 400), time: 0.5)
        #expect(log.directions == [.right, .up, .left, .down, nil])
    }
}
