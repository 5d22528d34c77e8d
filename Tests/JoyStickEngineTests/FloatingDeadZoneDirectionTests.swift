import Foundation
import Testing
import JoyStickEngine

/// A point at a compass angle and displacement from the reference stick's centre (radius 50).
private func point(angle: Double, displacement: Double) -> Point {
    let r = displacement * 50
    return Point(x: 140 + r * sin(angle * .pi / 180), y: 140 - r * cos(angle * .pi / 180))
}

@Suite struct FloatingTests {
    private func floatingStick() -> JoyStick {
        let stick = JoyStick(center: Point(x: 100, y: 440), size: 120)
        stick.activationArea = Rect(x: 0, y: 0, width: 480, height: 540)
        return stick
    }

    @Test func touchInTheAreaRecentresTheBaseUnderTheFinger() {
        let stick = floatingStick()
        let log = ReportLog()
        log.attachPolar(to: stick)
        #expect(stick.touchBegan(finger1, at: Point(x: 300, y: 300), time: 0))
        #expect(stick.center == Point(x: 300, y: 300))
        #expect(stick.displacement == 0)
        stick.touchMoved(finger1, at: Point(x: 330, y: 300), time: 0.1)
        #expect(stick.displacement == 0.5)
        #expect(stick.angle == 90)
        stick.touchEnded(finger1, at: Point(x: 330, y: 300), time: 0.5)
        #expect(stick.center == Point(x: 100, y: 440))
        #expect(log.polar == [PolarReport(angle: 90, displacement: 0.5), PolarReport(angle: 0, displacement: 0)])
    }

    @Test func floatingBaseIsClampedToMovableBounds() {
        let stick = floatingStick()
        stick.movableBounds = Rect(x: 60, y: 340, width: 200, height: 160)
        stick.touchBegan(finger1, at: Point(x: 300, y: 300), time: 0)
        #expect(stick.center == Point(x: 260, y: 340))
        #expect(close(stick.displacement, (40.0 * 40 * 2).squareRoot() / 60, 1e-12))
        #expect(close(stick.angle, 45, 1e-12))
    }

    @Test func touchOutsideTheAreaIsIgnored() {
        let stick = floatingStick()
        #expect(!stick.touchBegan(finger1, at: Point(x: 700, y: 300), time: 0))
        #expect(stick.center == Point(x: 100, y: 440))
    }

    @Test func touchOnTheBaseDoesNotMoveIt() {
        let stick = floatingStick()
        stick.touchBegan(finger1, at: Point(x: 130, y: 440), time: 0)
        #expect(stick.center == Point(x: 100, y: 440))
        #expect(stick.displacement == 0.5)
    }
}

@Suite struct DeadZoneTests {
    @Test func theShapesOnTheirOwnForAPadsStick() {
        var (x, y) = (0.6, 0.8)                         // length 1
        DeadZoneShape.radial.apply(x: &x, y: &y, zone: 0.2)
        #expect((x, y) == (0.6, 0.8))
        (x, y) = (0.3, 0.4)                             // length 0.5: (0.5 - 0.2) / 0.8 = 0.375 of full
        DeadZoneShape.radial.apply(x: &x, y: &y, zone: 0.2)
        #expect(abs(x - 0.225) < 1e-15 && abs(y - 0.3) < 1e-15)
        (x, y) = (0.1, -0.15)
        DeadZoneShape.radial.apply(x: &x, y: &y, zone: 0.2)
        #expect((x, y) == (0, 0))
        (x, y) = (0.1, -0.75)                           // axial: x inside, y (0.75 - 0.25) / 0.75 = 2/3
        DeadZoneShape.axial.apply(x: &x, y: &y, zone: 0.25)
        #expect(x == 0 && abs(y + 2.0 / 3) < 1e-15)
        // A zone that is no number is no zone (a NaN pad dead zone must not silence the pad).
        (x, y) = (0.3, 0.4)
        DeadZoneShape.radial.apply(x: &x, y: &y, zone: .nan)
        #expect((x, y) == (0.3, 0.4))
    }

    @Test func radialDeadZoneRescalesSmoothly() {
        let stick = referenceStick()
        stick.deadZone = 0.2
        stick.touchBegan(finger1, at: Point(x: 145, y: 140), time: 0)
        #expect(stick.displacement == 0)
        #expect(stick.angle == 0)
        stick.touchMoved(finger1, at: Point(x: 150, y: 140), time: 0.1)
        #expect(stick.displacement == 0)
        stick.touchMoved(finger1, at: Point(x: 170, y: 140), time: 0.2)
        #expect(close(stick.displacement, 0.5, 1e-12))
        #expect(stick.angle == 90)
        #expect(stick.rawDisplacement == 0.6)
        stick.touchMoved(finger1, at: Point(x: 190, y: 140), time: 0.3)
        #expect(stick.displacement == 1)
        // Just outside the edge the output is just above zero: no jump.
        stick.touchMoved(finger1, at: Point(x: 150.05, y: 140), time: 0.4)
        #expect(stick.displacement > 0 && stick.displacement < 0.002)
    }

    @Test func axialDeadZoneZeroesEachAxisOnItsOwn() {
        let stick = referenceStick()
        stick.deadZone = 0.2
        stick.deadZoneShape = .axial
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 180, y: 135), time: 0)
        #expect(close(stick.displacement, 0.75, 1e-12))
        #expect(stick.angle == 90)
        #expect(stick.xy.y == 0)
    }

    /// The same rule as every setting, in Swift and C: clamped to its range, ignored when not finite.
    @Test func outOfRangeDeadZoneIsClampedAndNaNIgnored() {
        let stick = referenceStick()
        stick.deadZone = 5
        #expect(stick.deadZone == 1)
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 190, y: 140), time: 0)
        #expect(stick.displacement == 1)
        stick.deadZone = -3
        #expect(stick.deadZone == 0)
        stick.touchMoved(finger1, at: Point(x: 165, y: 140), time: 0.1)
        #expect(stick.displacement == 0.5)
        stick.deadZone = .nan
        #expect(stick.deadZone == 0)
        stick.deadZone = 0.5
        stick.deadZone = .infinity
        #expect(stick.deadZone == 0.5)
    }

    @Test func everySettingIsClampedToItsRangeAndIgnoredWhenNotFinite() {
        let stick = referenceStick()
        stick.alpha = 2
        stick.baseAlpha = -1
        stick.handleAlpha = .nan
        #expect((stick.alpha, stick.baseAlpha, stick.handleAlpha) == (1, 0, 1))
        stick.directionThreshold = 7
        stick.directionHysteresis = -5
        stick.delayBeforeReporting = -1
        stick.tapDuration = .infinity
        stick.doubleTapInterval = -0.5
        #expect(stick.directionThreshold == 1)
        #expect(stick.directionHysteresis == 0)
        #expect(stick.delayBeforeReporting == 0)
        #expect(stick.tapDuration == JoyStick(center: .zero, size: 10).tapDuration)
        #expect(stick.doubleTapInterval == 0)
        let travel = stick.travel
        stick.travel = 0
        stick.handleSizeRatio = -1
        #expect(stick.travel == travel && stick.handleSizeRatio == 0.85)
        let button = TouchButton(center: .zero, size: 10)
        button.alpha = 3
        #expect(button.alpha == 1)
        button.alpha = .nan
        #expect(button.alpha == 1)
        button.center = Point(x: 4, y: 5)
        button.center = Point(x: .nan, y: 1)
        #expect(button.center == Point(x: 4, y: 5))
    }

    /// A rectangle has no nearest end: one that is not finite or has a negative side is ignored, in Swift and C.
    @Test func aRectangleSettingIgnoresOneNotFiniteOrWithANegativeSide() {
        let stick = referenceStick()
        let band = Rect(x: 10, y: 20, width: 30, height: 0)
        stick.movableBounds = band
        stick.handleConstraint = band
        stick.activationArea = band
        for bad in [Rect(x: .nan, y: 0, width: 1, height: 1), Rect(x: 0, y: 0, width: .infinity, height: 1),
                    Rect(x: 0, y: 0, width: -1, height: 1), Rect(x: 0, y: 0, width: 1, height: -0.5)] {
            stick.movableBounds = bad
            stick.handleConstraint = bad
            stick.activationArea = bad
        }
        #expect(stick.movableBounds == band && stick.handleConstraint == band && stick.activationArea == band)
        stick.movableBounds = nil
        stick.handleConstraint = nil
        stick.activationArea = nil
        #expect(stick.movableBounds == nil && stick.handleConstraint == nil && stick.activationArea == nil)
        stick.handleMovedTolerance = -3
        #expect(stick.handleMovedTolerance == 0)
        stick.handleMovedTolerance = .nan
        #expect(stick.handleMovedTolerance == 0)
        stick.handleMovedTolerance = 4
        #expect(stick.handleMovedTolerance == 4)
    }
}

@Suite struct DirectionTests {
    @Test func eightWayWithHysteresis() {
        let stick = referenceStick()
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: point(angle: 20, displacement: 1), time: 0)
        #expect(stick.direction == .up)
        stick.touchMoved(finger1, at: point(angle: 30, displacement: 1), time: 0.1)
        #expect(stick.direction == .up)
        stick.touchMoved(finger1, at: point(angle: 33, displacement: 1), time: 0.2)
        #expect(stick.direction == .upRight)
        stick.touchMoved(finger1, at: point(angle: 15, displacement: 1), time: 0.3)
        #expect(stick.direction == .upRight)
        stick.touchMoved(finger1, at: point(angle: 12, displacement: 1), time: 0.4)
        #expect(stick.direction == .up)
        stick.touchMoved(finger1, at: point(angle: 200, displacement: 1), time: 0.5)
        #expect(stick.direction == .down)
        stick.touchMoved(finger1, at: point(angle: 338, displacement: 1), time: 0.6)
        #expect(stick.direction == .up)
        stick.touchMoved(finger1, at: point(angle: 320, displacement: 1), time: 0.7)
        #expect(stick.direction == .upLeft)
    }

    /// The direction is followed from its first read (or from when a direction monitor is set): a stick
    /// nobody asks does no snapping, and the hysteresis counts from that read.
    @Test func theDirectionIsFollowedFromItsFirstRead() {
        let read = referenceStick(), unread = referenceStick()
        for stick in [read, unread] { stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0) }
        read.touchMoved(finger1, at: point(angle: 45, displacement: 1), time: 0.1)
        #expect(read.direction == .upRight)
        for stick in [read, unread] {
            stick.touchMoved(finger1, at: point(angle: 45, displacement: 1), time: 0.1)
            stick.touchMoved(finger1, at: point(angle: 15, displacement: 1), time: 0.2)
        }
        // 15 degrees: within 10 of up-right's sector (22.5...67.5), so the followed stick keeps up-right; the
        // other is first asked now and snaps to up.
        #expect(read.direction == .upRight)
        #expect(unread.direction == .up)
        // From then on both follow every event.
        for stick in [read, unread] { stick.touchMoved(finger1, at: point(angle: 30, displacement: 1), time: 0.3) }
        #expect(read.direction == .upRight && unread.direction == .up)
    }

    /// Angles outside [0, 360) (a caller's own) snap like their turn inside it; NaN and infinities to up.
    @Test func anyAngleSnapsWithoutTrapping() {
        #expect(DirectionMode.eight.direction(at: -45) == .upLeft)
        #expect(DirectionMode.eight.direction(at: 720 + 90) == .right)
        #expect(DirectionMode.four.direction(at: -1e300) == .up)       // a multiple of 360 as far as doubles go
        #expect(DirectionMode.eight.direction(at: .nan) == .up)
        #expect(DirectionMode.eight.direction(at: .infinity) == .up)
        #expect(DirectionMode.eight.direction(at: 359.9) == .up)
        #expect(DirectionMode.eight.direction(at: 337.5) == .up)
    }

    @Test func fourWayWithHysteresis() {
        let stick = referenceStick()
        stick.directionMode = .four
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: point(angle: 40, displacement: 1), time: 0)
        #expect(stick.direction == .up)
        stick.touchMoved(finger1, at: point(angle: 54, displacement: 1), time: 0.1)
        #expect(stick.direction == .up)
        stick.touchMoved(finger1, at: point(angle: 56, displacement: 1), time: 0.2)
        #expect(stick.direction == .right)
        stick.touchMoved(finger1, at: point(angle: 220, displacement: 1), time: 0.3)
        #expect(stick.direction == .down)
        stick.touchMoved(finger1, at: point(angle: 290, displacement: 1), time: 0.4)
        #expect(stick.direction == .left)
    }

    @Test func noHysteresisSnapsAtTheEdge() {
        let stick = referenceStick()
        stick.directionHysteresis = 0
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: point(angle: 22, displacement: 1), time: 0)
        #expect(stick.direction == .up)
        stick.touchMoved(finger1, at: point(angle: 23, displacement: 1), time: 0.1)
        #expect(stick.direction == .upRight)
    }

    @Test func belowTheThresholdThereIsNoDirection() {
        let stick = referenceStick()
        stick.touchBegan(finger1, at: point(angle: 90, displacement: 0.19), time: 0)
        #expect(stick.direction == nil)
        stick.touchMoved(finger1, at: point(angle: 90, displacement: 0.21), time: 0.1)
        #expect(stick.direction == .right)
        stick.touchEnded(finger1, at: point(angle: 90, displacement: 0.21), time: 0.2)
        #expect(stick.direction == nil)
    }

    @Test func directionVectorsAndAngles() {
        #expect(Direction.allCases.map(\.angle) == [0, 45, 90, 135, 180, 225, 270, 315])
        #expect(Direction.up.screenVector == Vector(dx: 0, dy: -1))
        #expect(Direction.right.screenVector == Vector(dx: 1, dy: 0))
        #expect(DirectionMode.four.direction(at: 359) == .up)
        #expect(DirectionMode.eight.direction(at: 337.5) == .up)
        #expect(DirectionMode.eight.direction(at: 337.4) == .upLeft)
    }
}
