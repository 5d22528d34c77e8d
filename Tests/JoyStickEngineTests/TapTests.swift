import Testing
import JoyStickEngine

@Suite struct TapTests {
    private func tapStick() -> (JoyStick, ReportLog, TapCounter) {
        let stick = referenceStick()
        let log = ReportLog()
        log.attachPolar(to: stick)
        let counter = TapCounter()
        stick.tappedBlock = { counter.taps += 1 }
        return (stick, log, counter)
    }

    final class TapCounter { var taps = 0 }

    @Test func shortStillTouchIsATapWithNoPositionReport() {
        let (stick, log, counter) = tapStick()
        stick.touchBegan(finger1, at: Point(x: 160, y: 140), time: 10)
        #expect(stick.displacement == 0.4)
        stick.update(time: 10.1)
        stick.touchEnded(finger1, at: Point(x: 161, y: 141), time: 10.2)
        #expect(counter.taps == 1)
        #expect(log.polar.isEmpty)
    }

    @Test func longPressReportsAfterTheDelay() {
        let (stick, log, counter) = tapStick()
        stick.touchBegan(finger1, at: Point(x: 160, y: 140), time: 10)
        stick.update(time: 10.29)
        #expect(log.polar.isEmpty)
        stick.update(time: 10.3)
        #expect(log.polar == [PolarReport(angle: 90, displacement: 0.4)])
        stick.touchEnded(finger1, at: Point(x: 160, y: 140), time: 10.5)
        #expect(counter.taps == 0)
        #expect(log.polar.last == PolarReport(angle: 0, displacement: 0))
    }

    @Test func heldPositionIsReportedByTheNextEventAfterTheDelay() {
        let (stick, log, _) = tapStick()
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 140, y: 115), time: 0.1)
        #expect(log.polar.isEmpty)
        stick.touchMoved(finger1, at: Point(x: 140, y: 90), time: 0.4)
        #expect(log.polar == [PolarReport(angle: 0, displacement: 1)])
    }

    @Test func longPressWithoutUpdatesReportsOnLift() {
        let (stick, log, counter) = tapStick()
        stick.touchBegan(finger1, at: Point(x: 140, y: 165), time: 0)
        stick.touchEnded(finger1, at: Point(x: 140, y: 165), time: 0.8)
        #expect(counter.taps == 0)
        #expect(log.polar == [PolarReport(angle: 180, displacement: 0.5), PolarReport(angle: 0, displacement: 0)])
    }

    @Test func movedTouchIsNotATap() {
        let (stick, _, counter) = tapStick()
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 142, y: 140), time: 0.05)
        #expect(stick.handleHasMoved)
        stick.touchEnded(finger1, at: Point(x: 140, y: 140), time: 0.1)
        #expect(counter.taps == 0)
        #expect(!stick.handleHasMoved)
    }

    /// A quick flick with a tap handler set still reports where it went before the release.
    @Test func quickFlickReportsBeforeItsRelease() {
        let (stick, log, counter) = tapStick()
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 190, y: 140), time: 0.05)
        #expect(log.polar.isEmpty)
        stick.touchEnded(finger1, at: Point(x: 190, y: 140), time: 0.1)
        #expect(counter.taps == 0)
        #expect(log.polar == [PolarReport(angle: 90, displacement: 1), PolarReport(angle: 0, displacement: 0)])
    }

    @Test func movementUnderTheToleranceIsStillATap() {
        let (stick, _, counter) = tapStick()
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 141.9, y: 138.1), time: 0.05)
        #expect(!stick.handleHasMoved)
        stick.touchEnded(finger1, at: Point(x: 141.9, y: 138.1), time: 0.3)
        #expect(counter.taps == 1)
    }

    @Test func cancelledTouchIsNeverATap() {
        let (stick, log, counter) = tapStick()
        stick.touchBegan(finger1, at: Point(x: 150, y: 140), time: 0)
        stick.touchCancelled(finger1, time: 0.1)
        #expect(counter.taps == 0)
        #expect(log.polar.isEmpty)
    }

    @Test func withoutTappedBlockReportsAreImmediate() {
        let stick = referenceStick()
        let log = ReportLog()
        log.attachPolar(to: stick)
        stick.touchBegan(finger1, at: Point(x: 160, y: 140), time: 0)
        #expect(log.polar == [PolarReport(angle: 90, displacement: 0.4)])
    }
}
