import Testing
import JoyStickEngine

/// Event streams found by the engine fuzzer (scripts/fuzz/EngineEventFuzz.swift, run by scripts/fuzz.sh),
/// replayed exactly: `FUZZ_TRACE=1 .build-fuzz/fuzz/engine-fuzz <crasher>` prints the decoded events.
@Suite("Fuzz regressions (engine)")
struct EngineFuzzRegressionTests {
    /// The fuzzer's surface, configured as its configuration byte 134 (0x86) sets it up.
    final class Rig {
        let surface = ControlSurface()
        let fixed = JoyStick(center: Point(x: 100, y: 440), size: 120)
        let movable = JoyStick(center: Point(x: 860, y: 440), size: 120)
        let floating = JoyStick(center: Point(x: 450, y: 450), size: 100)
        let button = TouchButton(center: Point(x: 880, y: 100), size: 100, label: "A")

        init() {
            fixed.handleConstraint = Rect(x: 50, y: -50, width: 100, height: 90)
            fixed.deadZone = 0.5
            fixed.deadZoneShape = .radial
            fixed.travel = 1
            movable.movable = true
            movable.movableBounds = Rect(x: 700, y: 300, width: 240, height: 220)
            movable.handlePositionMode = .relative
            movable.travel = 1
            movable.deadZone = 0.15
            movable.deadZoneShape = .axial
            movable.onTap = {}
            floating.activationArea = Rect(x: 250, y: 150, width: 500, height: 390)
            floating.directionMode = .eight
            floating.handlePositionMode = .absolute
            for control: any TouchControl in [fixed, movable, floating, button] { surface.add(control) }
        }
    }

    static func expectSane(_ stick: JoyStick, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(stick.handlePosition.isFinite, "handle \(stick.handlePosition)", sourceLocation: sourceLocation)
        #expect((stick.handlePosition - stick.center).magnitude <= stick.radius * (1 + 1e-9),
                sourceLocation: sourceLocation)
        #expect(stick.displacement >= 0 && stick.displacement <= 1, sourceLocation: sourceLocation)
        #expect(stick.angle >= 0 && stick.angle < 360, sourceLocation: sourceLocation)
    }

    /// The engine fuzzer's crasher (base64 `hgAJ/v7+/v7+/v/+/gD+/v///////v7+/v/l/v7+/v///v7+/v7+6+vr2w==`).
    /// `setDeflection` multiplies the unit deflection by the radius before limiting it: x = -1.2e308 times
    /// a radius of 50 is -infinity, `Vector.limited(to:)` then scales infinity by radius / infinity = 0,
    /// and the handle offset is NaN. The renderer would draw the handle at NaN.
    @Test func hugeDeflectionLeavesAFiniteHandle() {
        let rig = Rig()
        rig.surface.touchBegan(TouchID(device: .min, finger: .min), at: Point(x: 967.875, y: 547.875), time: 0.009)
        rig.fixed.setDeflection(x: -8.89230683190718e+298, y: 1.572289156626506, time: 5.089)
        rig.floating.setDeflection(x: -1.2356937246866602e+308, y: -5.314010371756414e+303, time: 10.169)
        rig.surface.touchCancelled(TouchID(device: 0, finger: 0), time: 10.169)
        for stick in [rig.fixed, rig.movable, rig.floating] { Self.expectSane(stick) }
        // As far as the stick goes, a hair below due left: the same direction as the input.
        #expect(rig.floating.displacement == 1)
        #expect(abs(rig.floating.angle - Compass.degrees(east: -1.2356937246866602, north: -5.314010371756414e-5)) < 1e-9)
        #expect(abs(rig.floating.angle - 269.9975360369619) < 1e-9)
    }

    /// The same overflow one step earlier: x * radius stays finite but its square does not, so the
    /// magnitude is infinity, the limit scales the offset by 0, and a full deflection reads as none.
    @Test func hugeFiniteInputIsAFullDeflection() {
        let stick = JoyStick(center: Point(x: 50, y: 50), size: 100)
        stick.setDeflection(x: 1e200, y: 0, time: 0)
        #expect(stick.displacement == 1)
        #expect(stick.angle == 90)
        stick.setDeflection(x: 0, y: 0, time: 1)
        // A finger dragged to x = 1e200 (finite, so not ignored) is hard right too.
        let finger = TouchID(device: 0, finger: 1)
        #expect(stick.touchBegan(finger, at: Point(x: 50, y: 50), time: 2))
        stick.touchMoved(finger, at: Point(x: 1e200, y: 50), time: 3)
        #expect(stick.displacement == 1)
        #expect(stick.angle == 90)
        #expect(Vector(dx: 1e200, dy: 0).limited(to: 50) == Vector(dx: 50, dy: 0))
    }

    /// What already holds at the same extremes: infinities and NaN are ignored, the greatest finite
    /// coordinates leave every value finite, and cancelAll releases everything.
    @Test func extremesThatHold() {
        let rig = Rig()
        let finger = TouchID(device: 1, finger: 1)
        #expect(rig.surface.touchBegan(finger, at: Point(x: 100, y: 440), time: 0))
        for x in [Double.greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, .nan, 1e154, -0.0] {
            rig.surface.touchMoved(finger, at: Point(x: x, y: 440), time: 1)
            Self.expectSane(rig.fixed)
        }
        let second = TouchID(device: .min, finger: .max)
        #expect(rig.surface.touchBegan(second, at: Point(x: 860, y: 440), time: 2))
        rig.surface.touchMoved(second, at: Point(x: -.greatestFiniteMagnitude, y: .greatestFiniteMagnitude), time: 3)
        Self.expectSane(rig.movable)
        let bounds = Rect(x: 700, y: 300, width: 240, height: 220)
        #expect(rig.movable.center == Point(x: bounds.minX, y: bounds.maxY))
        rig.surface.cancelAll(time: .nan)
        #expect(rig.surface.capturedTouchCount == 0)
        for stick in [rig.fixed, rig.movable, rig.floating] {
            #expect(!stick.isActive && stick.displacement == 0)
            Self.expectSane(stick)
        }
    }
}
