import CSDL2
import Testing
import JoyStickEngine
@testable import JoyStickSDL
@testable import JoyStickControls
import SDLTestSupport

/// The controls' sticks take a touch on their drawn circle only: a tap in a corner of the base's square reaches
/// the game (its menu button under that corner).
extension SDLIntegrationTests {
    @Test func aStickOfTheControlsTakesOnlyItsCircle() throws {
        let window = TestWindow(width: 640, height: 360, logicalSize: Size(width: 640, height: 360))
        let controls = OnScreenControls(renderer: window.renderer)
        let move = try controls.addStick("move", center: Point(x: 90, y: 270), size: 120)
        #expect(move.touchArea == .circle)
        let finger = TouchID(device: 1, finger: 1)
        // 77.8 from the centre: in the square (60 each way), outside the circle of radius 60.
        #expect(!controls.handle(.touchDown(finger, at: Point(x: 145, y: 325)), time: 0.1))
        #expect(!move.isActive)
        #expect(!controls.handle(.touchUp(finger, at: Point(x: 145, y: 325)), time: 0.2))
        // 59 right of the centre: on the circle.
        #expect(controls.handle(.touchDown(finger, at: Point(x: 149, y: 270)), time: 0.3))
        #expect(move.isActive)
    }
}
