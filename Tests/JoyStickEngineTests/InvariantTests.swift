import Testing
import JoyStickEngine

/// Seeded random event streams, NaN and infinities included, never break the stick's promises.
@Suite struct InvariantTests {
    private static func randomCoordinate(_ generator: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<40, using: &generator) {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return 1e300
        default: return Double.random(in: -200...1200, using: &generator)
        }
    }

    private static func check(_ stick: JoyStick, bounds: Rect?) {
        #expect(stick.displacement >= 0 && stick.displacement <= 1)
        #expect(stick.angle >= 0 && stick.angle < 360)
        #expect(stick.angle.isFinite && stick.displacement.isFinite)
        #expect(stick.xy.x.isFinite && stick.xy.y.isFinite)
        #expect((stick.handlePosition - stick.center).magnitude <= stick.radius * (1 + 1e-12))
        if stick.displacement == 0 { #expect(stick.angle == 0) }
        if let bounds, stick.center != stick.movableCenter {
            let c = stick.center
            #expect(c.x >= bounds.minX - 1e-9 && c.x <= bounds.maxX + 1e-9)
            #expect(c.y >= bounds.minY - 1e-9 && c.y <= bounds.maxY + 1e-9)
        }
    }

    @Test(arguments: 1...8)
    func randomStreamsKeepTheInvariants(seed: UInt64) {
        var generator = SeededGenerator(state: seed)
        let bounds = Rect(x: 20, y: 300, width: 400, height: 220)
        let surface = ControlSurface()
        let fixed = JoyStick(center: Point(x: 100, y: 440), size: 120)
        fixed.handleConstraint = Rect(x: 50, y: -50, width: 100, height: 90)
        fixed.deadZone = 0.15
        fixed.onTap = {}
        let movable = JoyStick(center: Point(x: 260, y: 400), size: 120)
        movable.movable = true
        movable.movableBounds = bounds
        movable.handlePositionMode = seed % 2 == 0 ? .relative : .absolute
        movable.travel = 1.3
        movable.deadZoneShape = .axial
        movable.deadZone = 0.1
        let floating = JoyStick(center: Point(x: 200, y: 400), size: 100)
        floating.activationArea = Rect(x: 0, y: 0, width: 480, height: 540)
        floating.movableBounds = bounds
        floating.directionMode = .four
        let button = TouchButton(center: Point(x: 700, y: 450), size: 80)
        for control: any TouchControl in [fixed, movable, floating, button] { surface.add(control) }

        var time = 0.0
        for _ in 0..<4000 {
            time += Double.random(in: 0...0.05, using: &generator)
            let id = TouchID(device: 1, finger: Int64.random(in: 0..<5, using: &generator))
            let point = Point(x: Self.randomCoordinate(&generator), y: Self.randomCoordinate(&generator))
            switch Int.random(in: 0..<12, using: &generator) {
            case 0...2: surface.touchBegan(id, at: point, time: time)
            case 3...8: surface.touchMoved(id, at: point, time: time)
            case 9: surface.touchEnded(id, at: point, time: time)
            case 10: surface.touchCancelled(id, time: time)
            default:
                if Bool.random(using: &generator) {
                    surface.update(time: time)
                } else {
                    movable.setDeflection(x: Self.randomCoordinate(&generator) / 500, y: 0.5, time: time)
                }
            }
            for stick in [fixed, movable, floating] {
                Self.check(stick, bounds: stick === fixed ? nil : bounds)
            }
        }
        surface.cancelAll(time: time + 1)
        #expect(surface.capturedTouchCount == 0)
        for stick in [fixed, movable, floating] {
            #expect(!stick.isActive)
            #expect(stick.displacement == 0)
            #expect(stick.angle == 0)
        }
        #expect(!button.isDown)
    }
}
