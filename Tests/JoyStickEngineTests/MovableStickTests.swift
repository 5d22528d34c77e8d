import Testing
import JoyStickEngine

@Suite struct MovableStickTests {
    /// JoyStickView places the handle at old-centre + delta and reports 1.2 for a finger moving 10 points per
    /// event; here the finger stays exactly on the circumference and the displacement is exactly 1.
    @Test func baseFollowsTheFingerWithoutOvershoot() {
        let stick = referenceStick()
        stick.movable = true
        let log = ReportLog()
        log.attachPolar(to: stick)
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        var x = 140.0
        while x < 340 {
            x += 10
            stick.touchMoved(finger1, at: Point(x: x, y: 140), time: x / 1000)
            #expect(stick.displacement <= 1)
        }
        #expect(stick.displacement == 1)
        #expect(stick.angle == 90)
        #expect(stick.handlePosition == Point(x: 340, y: 140))
        #expect(stick.center == Point(x: 290, y: 140))
        #expect(stick.frame == Rect(x: 250, y: 100, width: 80, height: 80))
        #expect(stick.movableCenter == Point(x: 140, y: 140))
        #expect(log.polar.allSatisfy { $0.displacement <= 1 })
        #expect(log.polar.last == PolarReport(angle: 90, displacement: 1))
    }

    /// Setting `center` in code moves the base and keeps its home, as JoyStickView's frame and 0.x did: the
    /// home is where the player's first drag began, and `resetFrame()` (a double tap) goes back there.
    @Test func settingTheCentreKeepsTheHomeADoubleTapReturnsTo() {
        let stick = referenceStick()
        stick.movable = true
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 240, y: 140), time: 0.1)
        stick.touchEnded(finger1, at: Point(x: 240, y: 140), time: 0.2)
        #expect(stick.center == Point(x: 190, y: 140))
        stick.center = Point(x: 300, y: 200)
        #expect(stick.center == Point(x: 300, y: 200))
        #expect(stick.movableCenter == Point(x: 140, y: 140))
        stick.resetFrame()
        #expect(stick.center == Point(x: 140, y: 140))
        // A base never moved has no home to keep: it stays where the code put it.
        let still = referenceStick()
        still.movable = true
        still.center = Point(x: 60, y: 60)
        still.resetFrame()
        #expect(still.center == Point(x: 60, y: 60))
        #expect(still.movableCenter == nil)
    }

    @Test func movableBoundsHoldTheBaseAndTheHandleStaysOnTheCircle() {
        let stick = referenceStick()
        stick.movable = true
        stick.movableBounds = Rect(x: 100, y: 120, width: 100, height: 40)
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 540, y: 140), time: 0.1)
        #expect(stick.center == Point(x: 200, y: 140))
        #expect(stick.handlePosition == Point(x: 250, y: 140))
        #expect(stick.displacement == 1)
        #expect(stick.angle == 90)
        // Held at the corner: the handle points at the finger from the clamped centre.
        stick.touchMoved(finger1, at: Point(x: 600, y: -400), time: 0.2)
        #expect(stick.center == Point(x: 200, y: 120))
        #expect(stick.displacement == 1)
        #expect(close((stick.handlePosition - stick.center).magnitude, 50))
        #expect(close(stick.angle, Compass.degrees(east: 400, north: 520), 1e-12))
    }

    @Test func resetFrameReturnsHome() {
        let stick = referenceStick()
        stick.movable = true
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 140, y: 400), time: 0.1)
        stick.touchEnded(finger1, at: Point(x: 140, y: 400), time: 0.5)
        #expect(stick.center == Point(x: 140, y: 350))
        stick.resetFrame()
        #expect(stick.center == Point(x: 140, y: 140))
        #expect(stick.frame == Rect(x: 100, y: 100, width: 80, height: 80))
    }

    private func movedStick() -> JoyStick {
        let stick = referenceStick()
        stick.movable = true
        stick.movableBounds = Rect(x: 100, y: 100, width: 300, height: 80)
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 540, y: 140), time: 0.1)
        stick.touchEnded(finger1, at: Point(x: 540, y: 140), time: 1)
        return stick
    }

    @Test func doubleTapMovesTheBaseHome() {
        let stick = movedStick()
        #expect(stick.center == Point(x: 400, y: 140))
        var taps = 0
        stick.onTap = { taps += 1 }
        stick.touchBegan(finger1, at: Point(x: 400, y: 140), time: 2.0)
        stick.touchEnded(finger1, at: Point(x: 400, y: 140), time: 2.1)
        #expect(stick.center == Point(x: 400, y: 140))
        stick.touchBegan(finger2, at: Point(x: 401, y: 140), time: 2.35)
        stick.touchEnded(finger2, at: Point(x: 401, y: 140), time: 2.4)
        stick.update(time: 5)
        // A double tap resets the frame and is no tap, as in JoyStickView.
        #expect(taps == 0)
        #expect(stick.center == Point(x: 140, y: 140))
    }

    @Test func slowSecondTapDoesNotReset() {
        let stick = movedStick()
        stick.touchBegan(finger1, at: Point(x: 400, y: 140), time: 2.0)
        stick.touchEnded(finger1, at: Point(x: 400, y: 140), time: 2.1)
        stick.touchBegan(finger1, at: Point(x: 400, y: 140), time: 2.45)
        stick.touchEnded(finger1, at: Point(x: 400, y: 140), time: 2.5)
        #expect(stick.center == Point(x: 400, y: 140))
    }

    @Test func doubleTapResetCanBeSwitchedOff() {
        let stick = movedStick()
        stick.enableDoubleTapForFrameReset = false
        stick.touchBegan(finger1, at: Point(x: 400, y: 140), time: 2.0)
        stick.touchEnded(finger1, at: Point(x: 400, y: 140), time: 2.1)
        stick.touchBegan(finger1, at: Point(x: 400, y: 140), time: 2.2)
        stick.touchEnded(finger1, at: Point(x: 400, y: 140), time: 2.3)
        #expect(stick.center == Point(x: 400, y: 140))
    }

    @Test(arguments: [false, true])
    func relativeModeMeasuresFromTheTouchDownPoint(movable: Bool) {
        let stick = referenceStick()
        stick.movable = movable
        stick.handlePositionMode = .relative
        let log = ReportLog()
        log.attachPolar(to: stick)
        stick.touchBegan(finger1, at: Point(x: 170, y: 145), time: 0)
        #expect(stick.displacement == 0)
        #expect(stick.handlePosition == Point(x: 140, y: 140))
        stick.touchMoved(finger1, at: Point(x: 180, y: 135), time: 0.1)
        #expect(close(stick.displacement, 0.28284271247461906, 1e-12))
        #expect(close(stick.angle, 45, 1e-12))
        #expect(stick.frame == Rect(x: 100, y: 100, width: 80, height: 80))
        #expect(log.polar.count == 1)
    }

    @Test func relativeModeMeasuresFromTheBaseCentreAfterTheBaseMoved() {
        let stick = referenceStick()
        stick.movable = true
        stick.handlePositionMode = .relative
        stick.touchBegan(finger1, at: Point(x: 170, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 270, y: 140), time: 0.1)
        // 100 points from the touch-down point: the base moved so the finger sits on the rim.
        #expect(stick.center == Point(x: 220, y: 140))
        #expect(stick.handlePosition == Point(x: 270, y: 140))
        stick.touchMoved(finger1, at: Point(x: 220, y: 115), time: 0.2)
        #expect(stick.displacement == 0.5)
        #expect(stick.angle == 0)
    }
}

/// `movableBoundsContainsFrame`: the bounds hold the whole base, as JoyStickView's write-up describes.
@Suite struct MovableBoundsContainingTheFrameTests {
    /// Bounds x 100...300, y 120...220 for an 80-point base: its centre may go x 140...260, y 160...180.
    @Test func theWholeBaseStaysInsideTheBounds() {
        let stick = referenceStick()
        stick.movable = true
        stick.movableBounds = Rect(x: 100, y: 120, width: 200, height: 100)
        stick.movableBoundsContainsFrame = true
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 540, y: 140), time: 0.1)
        #expect(stick.center == Point(x: 260, y: 160))
        #expect(stick.frame == Rect(x: 220, y: 120, width: 80, height: 80))
        // On the rim: the offset shortened to the radius can land one ulp short of 1.
        #expect(close(stick.displacement, 1, 1e-15))
        #expect(close(stick.angle, Compass.degrees(east: 280, north: 20), 1e-12))
        stick.touchMoved(finger1, at: Point(x: -400, y: 900), time: 0.2)
        #expect(stick.frame == Rect(x: 100, y: 140, width: 80, height: 80))
        // The centre rule, for comparison, lets the base hang over the bounds by its radius.
        stick.movableBoundsContainsFrame = false
        stick.touchMoved(finger1, at: Point(x: -400, y: 900), time: 0.3)
        #expect(stick.center == Point(x: 100, y: 220))
    }

    /// Bounds 40 points tall for an 80-point base: the centre stays on the bounds' middle row.
    @Test func boundsNarrowerThanTheBaseHoldItsCentreOnTheirMiddle() {
        let stick = referenceStick()
        stick.movable = true
        stick.movableBounds = Rect(x: 0, y: 120, width: 400, height: 40)
        stick.movableBoundsContainsFrame = true
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 540, y: 40), time: 0.1)
        #expect(stick.center.y == 140)
        #expect(stick.center.x > 140 && stick.center.x <= 360)
        #expect(stick.displacement == 1)
    }
}
