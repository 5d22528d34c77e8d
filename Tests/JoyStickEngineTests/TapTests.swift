import Testing
import JoyStickEngine

@Suite struct TapTests {
    private func tapStick() -> (JoyStick, ReportLog, TapCounter) {
        let stick = referenceStick()
        let log = ReportLog()
        log.attachPolar(to: stick)
        let counter = TapCounter()
        stick.onTap = { counter.taps += 1 }
        return (stick, log, counter)
    }

    final class TapCounter { var taps = 0 }

    @Test func shortStillTouchIsATapWithNoPositionReport() {
        let (stick, log, counter) = tapStick()
        stick.touchBegan(finger1, at: Point(x: 160, y: 140), time: 10)
        #expect(stick.displacement == 0.4)
        stick.update(time: 10.1)
        // Times a binary fraction apart, so the boundary is exact.
        stick.doubleTapInterval = 0.25
        stick.touchEnded(finger1, at: Point(x: 161, y: 141), time: 10.25)
        // A tap waits for the double-tap interval to pass without a second one.
        #expect(counter.taps == 0)
        stick.update(time: 10.5)
        #expect(counter.taps == 0)
        stick.update(time: 10.5 + 1.0 / 1024)
        #expect(counter.taps == 1)
        stick.update(time: 11)
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
        stick.update(time: 1)
        #expect(counter.taps == 1)
    }

    // MARK: Taps and double taps exclude each other (JoyStickView's single tap waits for the double tap to fail)

    @Test func aDoubleTapIsNoTap() {
        let (stick, _, counter) = tapStick()
        stick.doubleTapInterval = 0.25
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchEnded(finger1, at: Point(x: 140, y: 140), time: 0.125)
        // The second touch-down exactly at the interval's end still makes a double tap.
        stick.touchBegan(finger2, at: Point(x: 140, y: 140), time: 0.375)
        stick.touchEnded(finger2, at: Point(x: 140, y: 140), time: 0.5)
        stick.update(time: 5)
        #expect(counter.taps == 0)
    }

    /// A frame's update while the second touch is still down does not call the first tap: the second's lift
    /// decides between a double tap and two taps.
    @Test func anUpdateWhileTheSecondTouchIsDownWaitsForItsLift() {
        let (stick, _, counter) = tapStick()
        stick.doubleTapInterval = 0.25
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchEnded(finger1, at: Point(x: 140, y: 140), time: 0.125)
        stick.touchBegan(finger2, at: Point(x: 140, y: 140), time: 0.25)
        stick.update(time: 0.5)
        #expect(counter.taps == 0)
        stick.touchEnded(finger2, at: Point(x: 140, y: 140), time: 0.5)
        stick.update(time: 5)
        #expect(counter.taps == 0)
    }

    @Test func aSecondTapJustTooLateMakesTwoTaps() {
        let (stick, _, counter) = tapStick()
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchEnded(finger1, at: Point(x: 140, y: 140), time: 0.1)
        // No update in between: the next touch-down delivers the first tap.
        stick.touchBegan(finger2, at: Point(x: 140, y: 140), time: 0.41)
        #expect(counter.taps == 1)
        stick.touchEnded(finger2, at: Point(x: 140, y: 140), time: 0.5)
        #expect(counter.taps == 1)
        stick.update(time: 0.81)
        #expect(counter.taps == 2)
    }

    @Test func aSecondTouchThatIsNoTapLeavesTheFirstTapStanding() {
        let (stick, _, counter) = tapStick()
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchEnded(finger1, at: Point(x: 140, y: 140), time: 0.1)
        // The second touch becomes a drag: the double tap failed, so the first tap is called when it ends.
        stick.touchBegan(finger2, at: Point(x: 140, y: 140), time: 0.2)
        stick.touchMoved(finger2, at: Point(x: 170, y: 140), time: 0.25)
        #expect(counter.taps == 0)
        stick.touchEnded(finger2, at: Point(x: 170, y: 140), time: 0.6)
        #expect(counter.taps == 1)
        // A cancelled second touch does the same.
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 2)
        stick.touchEnded(finger1, at: Point(x: 140, y: 140), time: 2.1)
        stick.touchBegan(finger2, at: Point(x: 140, y: 140), time: 2.2)
        stick.touchCancelled(finger2, time: 2.3)
        #expect(counter.taps == 2)
    }

    @Test func withoutDoubleTapResetATapIsCalledAtOnce() {
        let (stick, _, counter) = tapStick()
        stick.enableDoubleTapForFrameReset = false
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchEnded(finger1, at: Point(x: 140, y: 140), time: 0.1)
        #expect(counter.taps == 1)
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0.2)
        stick.touchEnded(finger1, at: Point(x: 140, y: 140), time: 0.3)
        #expect(counter.taps == 2)
    }

    @Test func aFocusLossDropsAWaitingTap() {
        let (stick, _, counter) = tapStick()
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchEnded(finger1, at: Point(x: 140, y: 140), time: 0.1)
        stick.cancelAll(time: 0.2)
        stick.update(time: 5)
        #expect(counter.taps == 0)
    }

    // MARK: The longest tap is its own setting

    /// `delayBeforeReporting` is not the longest tap (`tapDuration` is): setting it to 0 leaves taps on.
    @Test func noReportDelayStillLeavesTaps() {
        let (stick, log, counter) = tapStick()
        stick.delayBeforeReporting = 0
        stick.touchBegan(finger1, at: Point(x: 160, y: 140), time: 0)
        // Reported at once...
        #expect(log.polar == [PolarReport(angle: 90, displacement: 0.4)])
        stick.touchEnded(finger1, at: Point(x: 160, y: 140), time: 0.2)
        stick.update(time: 1)
        // ...and still a tap.
        #expect(counter.taps == 1)
    }

    @Test(arguments: [(0.5, 0.5, 1), (0.5, 0.51, 0)])
    func theLongestTapIsTapDuration(duration: Double, held: Double, taps: Int) {
        let (stick, _, counter) = tapStick()
        stick.tapDuration = duration
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchEnded(finger1, at: Point(x: 140, y: 140), time: held)
        stick.update(time: 5)
        #expect(counter.taps == taps)
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
