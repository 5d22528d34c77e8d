import Arcade
import Testing
import JoyStickEngine
@testable import ArcadeSDL

@Suite struct ArcadeControlsTests {
    @Test func sticksBecomeGameInputWithYDown() {
        let controls = ArcadeControls()
        let finger = TouchID(device: 1, finger: 1)
        controls.surface.touchBegan(finger, at: controls.move.center, time: 0)
        controls.surface.touchMoved(finger, at: controls.move.center + Vector(dx: 0, dy: -75), time: 0.1)
        #expect(controls.gameInput == GameInput(move: Vec2(0, -1), fire: nil))
        let thumb = TouchID(device: 1, finger: 2)
        controls.surface.touchBegan(thumb, at: controls.fire.center, time: 0)
        controls.surface.touchMoved(thumb, at: controls.fire.center + Vector(dx: 20, dy: 0), time: 0.1)
        #expect(controls.gameInput.fire == nil)
        controls.surface.touchMoved(thumb, at: controls.fire.center + Vector(dx: 75, dy: 0), time: 0.2)
        #expect(controls.gameInput.fire == Vec2(1, 0))
    }

    @Test func fireKeyShootsAlongTheFacing() {
        let controls = ArcadeControls()
        controls.fireKey.setPressed(true, time: 0)
        #expect(controls.gameInput == GameInput(move: .zero, fire: .zero))
    }

    @Test func layoutMatchesTheScreen() {
        let controls = ArcadeControls()
        #expect(controls.placements.map(\.name) == ["move", "fire", "pause"])
        #expect(controls.placements[0].center == Point(x: 140, y: 410))
        #expect(controls.placements[0].radius == 75)
        #expect(controls.placements[1].center == Point(x: 820, y: 410))
    }
}
