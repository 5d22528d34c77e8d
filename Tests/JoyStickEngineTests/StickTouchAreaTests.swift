import Testing
import JoyStickEngine

/// Where a touch-down takes a stick: JoyStickView's whole square by default, or the drawn circle.
@Suite("Stick touch area")
struct StickTouchAreaTests {
    /// A corner of the 80x80 base at (140, 140): inside the square, 53.7 from the centre, outside the circle.
    static let corner = Point(x: 178, y: 178)

    @Test func theSquareIsJoyStickViewsAndTheDefault() {
        let stick = referenceStick()
        #expect(stick.touchArea == .frame)
        #expect(stick.touchBegan(finger1, at: Self.corner, time: 0))
        #expect(stick.isActive)
    }

    @Test func theCircleLeavesTheCornersToTheGame() {
        let stick = referenceStick()
        stick.touchArea = .circle
        #expect(!stick.touchBegan(finger1, at: Self.corner, time: 0))
        #expect(!stick.isActive)
        // The rim is the circle's: 40 from the centre.
        #expect(stick.touchBegan(finger2, at: Point(x: 180, y: 140), time: 0))
        // Held, the finger is followed anywhere, the corner too.
        stick.touchMoved(finger2, at: Self.corner, time: 0.1)
        #expect(stick.isActive)
        #expect(stick.handlePosition == Point(x: 140 + 50 / 2.squareRoot(), y: 140 + 50 / 2.squareRoot()))
    }

    @Test func aFloatingStickStillFloatsFromACorner() {
        let stick = referenceStick()
        stick.touchArea = .circle
        stick.activationArea = Rect(x: 0, y: 0, width: 400, height: 400)
        #expect(stick.touchBegan(finger1, at: Self.corner, time: 0))
        #expect(stick.center == Self.corner)
    }
}
