import Testing
import JoyStickEngine

/// A control's reach: a touch-down just off its circle takes it while another finger holds a control of the
/// same surface, never alone.
@Suite("Reach")
struct ReachTests {
    /// A button of diameter 60 at (300, 100) with a reach of a quarter of it (15), and a stick at (100, 100).
    private static func surface() -> (ControlSurface, JoyStick, TouchButton) {
        let surface = ControlSurface()
        let stick = JoyStick(center: Point(x: 100, y: 100), size: 80)
        stick.touchArea = .circle
        let button = TouchButton(center: Point(x: 300, y: 100), size: 60)
        button.reach = 0.25
        _ = surface.add(stick)
        _ = surface.add(button)
        return (surface, stick, button)
    }

    @Test func aLoneTouchMustLandOnTheCircle() {
        let (surface, _, button) = Self.surface()
        // 40 from the centre: 10 beyond the rim, within the reach of 15.
        #expect(!surface.touchBegan(finger1, at: Point(x: 340, y: 100), time: 0))
        #expect(!button.isDown)
    }

    @Test func withAFingerOnTheStickATouchWithinReachPressesTheButton() {
        let (surface, stick, button) = Self.surface()
        #expect(surface.touchBegan(finger1, at: Point(x: 100, y: 100), time: 0))
        #expect(stick.isActive)
        #expect(surface.touchBegan(finger2, at: Point(x: 340, y: 100), time: 0.1))
        #expect(button.isDown)
        surface.touchEnded(finger2, at: Point(x: 340, y: 100), time: 0.2)
        #expect(!button.isDown)
        // 46 from the centre: 16 beyond the rim, out of reach.
        #expect(!surface.touchBegan(finger3, at: Point(x: 346, y: 100), time: 0.3))
        #expect(!button.isDown)
    }

    @Test func noReachIsTheDefault() {
        let stick = JoyStick(center: Point(x: 100, y: 100), size: 80)
        let button = TouchButton(center: Point(x: 300, y: 100), size: 60)
        #expect(stick.reach == 0 && button.reach == 0)
        #expect(stick.reachPoint(for: Point(x: 141, y: 100)) == nil)
        stick.reach = 0.1
        let rim = stick.reachPoint(for: Point(x: 147, y: 100))
        #expect(rim.map { abs($0.x - 140) < 1e-6 && $0.y == 100 } == true)
        #expect(stick.reachPoint(for: Point(x: 149, y: 100)) == nil)
        #expect(stick.reachPoint(for: Point(x: 120, y: 100)) == nil)
    }
}
