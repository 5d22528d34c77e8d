import Arcade
import CSDL2
import Testing
import JoyStickEngine
import JoyStickSDL
@testable import ArcadeSDL

@Suite struct ArcadeControlsTests {
    /// The controls on a surface of their own with the input that drives it: no renderer needed.
    private func input(_ controls: ArcadeControls) -> ControlInput {
        let surface = ControlSurface()
        surface.add(controls.move)
        surface.add(controls.fire)
        surface.add(controls.pause)
        let screen = LogicalScreen(logicalSize: ArcadeControls.logicalSize, windowSize: ArcadeControls.logicalSize)
        let input = ControlInput(surface: surface, screen: screen)
        input.bindArrowsAndWASD(to: controls.move)
        input.setPadStick(controls.move, left: true)
        input.setPadStick(controls.fire, left: false)
        return input
    }

    @Test func sticksBecomeGameInputWithYDown() {
        let controls = ArcadeControls()
        let keys = input(controls)
        let finger = TouchID(device: 1, finger: 1)
        keys.surface.touchBegan(finger, at: controls.move.center, time: 0)
        keys.surface.touchMoved(finger, at: controls.move.center + Vector(dx: 0, dy: -75), time: 0.1)
        #expect(controls.gameInput(keys: keys) == GameInput(move: Vec2(0, -1), fire: nil))
        let thumb = TouchID(device: 1, finger: 2)
        keys.surface.touchBegan(thumb, at: controls.fire.center, time: 0)
        keys.surface.touchMoved(thumb, at: controls.fire.center + Vector(dx: 20, dy: 0), time: 0.1)
        #expect(controls.gameInput(keys: keys).fire == nil)
        keys.surface.touchMoved(thumb, at: controls.fire.center + Vector(dx: 75, dy: 0), time: 0.2)
        #expect(controls.gameInput(keys: keys).fire == Vec2(1, 0))
    }

    @Test func theFireKeyShootsAlongTheFacingWhileHeld() {
        let controls = ArcadeControls()
        let keys = input(controls)
        keys.handle(.keyDown(ArcadeControls.fireKey, isRepeat: false), time: 0)
        #expect(controls.gameInput(keys: keys) == GameInput(move: .zero, fire: .zero))
        // Losing focus lets go of it, as of every control.
        keys.handle(.focusLost, time: 0.1)
        #expect(controls.gameInput(keys: keys) == GameInput(move: .zero, fire: nil))
    }

    @Test func layoutMatchesTheScreen() {
        let controls = ArcadeControls()
        #expect(controls.placements.map(\.name) == ["move", "fire", "pause"])
        #expect(controls.placements[0].center == Point(x: 140, y: 410))
        #expect(controls.placements[0].radius == 75)
        #expect(controls.placements[1].center == Point(x: 820, y: 410))
    }
}
