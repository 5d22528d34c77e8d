import Testing
import JoyStickEngine

@Suite struct FixedStickTests {
    /// JoyStickView's UI tests: drags of 200 points report displacement 1 at the four compass points.
    @Test(arguments: [
        (Vector(dx: 200, dy: 0), 90.0),
        (Vector(dx: 0, dy: -200), 0.0),
        (Vector(dx: 0, dy: 200), 180.0),
        (Vector(dx: -200, dy: 0), 270.0),
    ])
    func dragOf200ReportsFullDisplacement(drag: Vector, angle: Double) {
        let stick = referenceStick()
        let log = ReportLog()
        log.attachPolar(to: stick)
        #expect(stick.touchBegan(finger1, at: stick.center, time: 0))
        stick.touchMoved(finger1, at: Point(x: 140, y: 140) + drag, time: 0.1)
        #expect(stick.displacement == 1)
        #expect(stick.angle == angle)
        #expect(log.polar == [PolarReport(angle: angle, displacement: 1)])
        // The fixed handle sits on the travel circle, the base does not move.
        #expect(close(stick.handlePosition, Point(x: 140, y: 140) + drag.limited(to: 50)))
        #expect(stick.frame == Rect(x: 100, y: 100, width: 80, height: 80))
    }

    @Test func diagonalDragReportsFortyFive() {
        let stick = referenceStick()
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 340, y: -60), time: 0.1)
        #expect(close(stick.angle, 45, 1e-12))
        #expect(close(stick.displacement, 1, 1e-15))
        #expect(stick.displacement <= 1)
        #expect(close(stick.handlePosition, Point(x: 140 + 35.35533905932738, y: 140 - 35.35533905932738)))
        #expect(stick.direction == .upRight)
    }

    @Test func partialDisplacementIsDistanceOverRadius() {
        let stick = referenceStick()
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 140, y: 120), time: 0.1)
        #expect(stick.displacement == 0.4)
        #expect(stick.angle == 0)
        #expect(stick.xy == XYReport(x: 0, y: 0.4))
        #expect(stick.handlePosition == Point(x: 140, y: 120))
    }

    @Test func travelBelowOneShortensTheRadius() {
        let stick = referenceStick(travel: 0.5)
        #expect(stick.radius == 20)
        stick.touchBegan(finger1, at: Point(x: 150, y: 140), time: 0)
        #expect(stick.displacement == 0.5)
        stick.touchMoved(finger1, at: Point(x: 170, y: 140), time: 0.1)
        #expect(stick.displacement == 1)
        #expect(stick.handlePosition == Point(x: 160, y: 140))
    }

    @Test func travelAboveOneLetsTheHandlePassTheRim() {
        let stick = referenceStick(travel: 1.25)
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 185, y: 140), time: 0.1)
        // 45 points from the centre: past the base's 40-point rim, 0.9 of the 50-point travel.
        #expect(stick.displacement == 0.9)
        #expect(stick.handlePosition == Point(x: 185, y: 140))
    }

    @Test func verticalOnlyConstraintReportsStraightUp() {
        let stick = referenceStick()
        stick.handleConstraint = Rect(x: 40, y: 0, width: 1, height: 100)
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: -60, y: -60), time: 0.1)
        #expect(close(stick.displacement, 0.7071067811865476, 1e-12))
        #expect(stick.angle == 0)
        #expect(stick.handlePosition.x == 140)
    }

    @Test func sameDragWithoutConstraintReportsThreeFifteen() {
        let stick = referenceStick()
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: -60, y: -60), time: 0.1)
        #expect(close(stick.displacement, 1, 1e-15))
        #expect(close(stick.angle, 315, 1e-12))
    }

    /// JoyStickView lets a constraint push the handle past the circle; here the circle wins.
    @Test func constraintOutsideTheCircleNeverExceedsOne() {
        let stick = referenceStick()
        stick.handleConstraint = Rect(x: 100, y: 40, width: 10, height: 10)
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        #expect(stick.displacement == 1)
        #expect(stick.handlePosition == Point(x: 190, y: 140))
    }

    @Test func releaseHomesAndReportsZeroOnce() {
        let stick = referenceStick()
        let log = ReportLog()
        log.attachPolar(to: stick)
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 165, y: 140), time: 0.1)
        stick.touchMoved(finger1, at: Point(x: 165, y: 140), time: 0.2)
        stick.touchEnded(finger1, at: Point(x: 165, y: 140), time: 0.3)
        stick.touchEnded(finger1, at: Point(x: 165, y: 140), time: 0.4)
        #expect(log.polar == [PolarReport(angle: 90, displacement: 0.5), PolarReport(angle: 0, displacement: 0)])
        #expect(stick.handlePosition == Point(x: 140, y: 140))
        #expect(!stick.isActive)
    }

    @Test func cancelHomesAndReportsZero() {
        let stick = referenceStick()
        let log = ReportLog()
        log.attachPolar(to: stick)
        stick.touchBegan(finger1, at: Point(x: 140, y: 165), time: 0)
        stick.touchCancelled(finger1, time: 0.1)
        #expect(log.polar == [PolarReport(angle: 180, displacement: 0.5), PolarReport(angle: 0, displacement: 0)])
        #expect(!stick.isActive)
    }

    @Test func xyMonitorReportsUnitCoordinatesUpPositive() {
        let stick = referenceStick()
        let log = ReportLog()
        log.attachXY(to: stick)
        stick.touchBegan(finger1, at: Point(x: 165, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 140, y: 115), time: 0.1)
        stick.touchMoved(finger1, at: Point(x: 90, y: 140), time: 0.2)
        #expect(log.xy == [XYReport(x: 0.5, y: 0), XYReport(x: 0, y: 0.5), XYReport(x: -1, y: 0)])
    }

    @Test func onlyTheCapturedFingerMovesTheHandle() {
        let stick = referenceStick()
        #expect(stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0))
        #expect(!stick.touchBegan(finger2, at: Point(x: 150, y: 140), time: 0.1))
        stick.touchMoved(finger2, at: Point(x: 190, y: 140), time: 0.2)
        stick.touchEnded(finger2, at: Point(x: 190, y: 140), time: 0.3)
        #expect(stick.displacement == 0)
        #expect(stick.capturedTouch == finger1)
    }

    @Test func touchOutsideTheFrameIsNotCaptured() {
        let stick = referenceStick()
        #expect(!stick.touchBegan(finger1, at: Point(x: 180, y: 140), time: 0))
        #expect(!stick.touchBegan(finger1, at: Point(x: 99.9, y: 140), time: 0))
        #expect(stick.touchBegan(finger1, at: Point(x: 100, y: 100), time: 0))
    }

    @Test func secondTouchDownWithTheCapturedIDActsAsAMove() {
        let stick = referenceStick()
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        #expect(stick.touchBegan(finger1, at: Point(x: 140, y: 190), time: 0.1))
        #expect(stick.displacement == 1)
        #expect(stick.angle == 180)
    }

    @Test func nonFiniteCoordinatesAreIgnored() {
        let stick = referenceStick()
        #expect(!stick.touchBegan(finger1, at: Point(x: .nan, y: 140), time: 0))
        #expect(!stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: .infinity))
        stick.touchBegan(finger1, at: Point(x: 165, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: .infinity, y: 0), time: 0.1)
        stick.touchMoved(finger1, at: Point(x: 140, y: .nan), time: 0.1)
        #expect(stick.displacement == 0.5)
        // A lift with a broken point still releases the stick: it never stays stuck.
        stick.touchEnded(finger1, at: Point(x: .nan, y: .nan), time: 0.2)
        #expect(!stick.isActive)
        #expect(stick.displacement == 0)
    }

    @Test func unchangedPositionsAreNotReportedAgain() {
        let stick = referenceStick()
        let log = ReportLog()
        log.attachPolar(to: stick)
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 140, y: 140), time: 0.1)
        stick.touchMoved(finger1, at: Point(x: 240, y: 140), time: 0.2)
        stick.touchMoved(finger1, at: Point(x: 340, y: 140), time: 0.3)
        #expect(log.polar == [PolarReport(angle: 90, displacement: 1)])
    }

    @Test func deflectionDrivesTheStickLikeATouch() {
        let stick = referenceStick()
        let log = ReportLog()
        log.attachXY(to: stick)
        stick.setDeflection(x: 0, y: 1, time: 0)
        #expect(stick.handlePosition == Point(x: 140, y: 90))
        stick.setDeflection(x: 3, y: 0, time: 0.1)
        #expect(stick.displacement == 1)
        stick.setDeflection(x: .nan, y: 0, time: 0.2)
        stick.setDeflection(x: 0, y: 0, time: 0.3)
        #expect(log.xy == [XYReport(x: 0, y: 1), XYReport(x: 1, y: 0), XYReport(x: 0, y: 0)])
    }

    @Test func aStickResizedWhileHeldMeasuresTheNextMoveWithItsNewRadius() {
        let stick = referenceStick()
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 165, y: 140), time: 0.1)
        #expect(stick.displacement == 0.5)
        // 160 wide with travel 1.25: radius 100.
        stick.size = 160
        stick.touchMoved(finger1, at: Point(x: 165, y: 140), time: 0.2)
        #expect(stick.displacement == 0.25)
        // 160 wide with travel 0.625: radius 50.
        stick.travel = 0.625
        stick.touchMoved(finger1, at: Point(x: 166, y: 140), time: 0.3)
        #expect(stick.displacement == 0.52)
    }

    @Test func zeroRadiusNeverDividesByZero() {
        let stick = JoyStick(center: Point(x: 0, y: 0), size: 0)
        stick.travel = .nan
        stick.activationArea = Rect(x: -10, y: -10, width: 20, height: 20)
        #expect(stick.touchBegan(finger1, at: Point(x: 5, y: 5), time: 0))
        stick.touchMoved(finger1, at: Point(x: 9, y: 1), time: 0.1)
        #expect(stick.displacement == 0)
        #expect(stick.angle == 0)
    }

    @Test func deflectionHonoursTheHandleConstraint() {
        let stick = referenceStick()
        stick.handleConstraint = Rect(x: 40, y: 0, width: 1, height: 100)
        stick.setDeflection(x: -0.7071067811865476, y: 0.7071067811865476, time: 0)
        #expect(stick.handlePosition.x == 140)
        #expect(close(stick.displacement, 0.7071067811865476, 1e-12))
        #expect(stick.angle == 0)
    }
}
