import Foundation
import Testing
import JoyStickEngine
import SDLTestSupport
@testable import JoyStickDemo

extension SDLIntegrationTests {
    /// The magenta stick's handle never leaves the 960x540 window: with its base dragged into each corner of the
    /// band and the finger on the rim in every direction, the handle's square (drawn `handleSizeRatio` of the
    /// base wide, at most) stays inside, and at the band's far corners it reaches the edges exactly.
    @Test func movableHandleStaysInTheWindowAtEveryBandCorner() {
        let scene = DemoScene()
        let stick = scene.movable
        #expect(DemoScene.band == Rect(x: 580, y: 340, width: 232, height: 52))
        let half = stick.frame.width * stick.handleSizeRatio / 2
        #expect(half == 68 && stick.radius == 80)
        let finger = TouchID(device: 0, finger: 1)
        func square() -> Rect { Rect(center: stick.handlePosition, side: 2 * half) }
        var time = 0.0
        for corner in [Point(x: 580, y: 340), Point(x: 812, y: 340), Point(x: 580, y: 392), Point(x: 812, y: 392)] {
            // A finger far beyond the corner drags the base until its centre sits in the corner.
            stick.touchBegan(finger, at: stick.center, time: time)
            stick.touchMoved(finger, at: corner + (corner - DemoScene.band.mid) * 100, time: time + 0.1)
            #expect(stick.center == corner)
            for degree in 0..<360 {
                let angle = Double(degree) * .pi / 180
                stick.touchMoved(finger, at: corner + Vector(dx: sin(angle), dy: -cos(angle)) * 80, time: time + 0.2)
                let handle = square()
                #expect(stick.displacement > 0.999_999, "\(corner) \(degree)")
                #expect(handle.minX >= 0 && handle.maxX <= 960 && handle.minY >= 0 && handle.maxY <= 540,
                        "\(corner) \(degree): \(handle)")
            }
            // Straight out towards the window's nearest edges, the square touches them (dragged into the corner
            // again first: a finger on the rim pointing into the band may have nudged the base by a rounding).
            stick.touchMoved(finger, at: corner + (corner - DemoScene.band.mid) * 100, time: time + 0.25)
            let out = Vector(dx: corner.x == 812 ? 80 : -80, dy: corner.y == 392 ? 80 : -80)
            stick.touchMoved(finger, at: corner + Vector(dx: out.dx, dy: 0), time: time + 0.3)
            #expect(stick.center == corner)
            #expect(corner.x == 812 ? square().maxX == 960 : square().minX == 432)
            stick.touchMoved(finger, at: corner + Vector(dx: 0, dy: out.dy), time: time + 0.4)
            #expect(stick.center == corner)
            #expect(corner.y == 392 ? square().maxY == 540 : square().minY == 192)
            stick.touchEnded(finger, at: stick.handlePosition, time: time + 0.5)
            time += 1
        }
    }
}
