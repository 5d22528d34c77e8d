import Testing
import JoyStickEngine

@Suite struct TouchButtonTests {
    final class Counts {
        var presses = 0, releases = 0, taps = 0
        func attach(to button: TouchButton) {
            button.onPress = { [unowned self] in presses += 1 }
            button.onRelease = { [unowned self] in releases += 1 }
            button.onTap = { [unowned self] in taps += 1 }
        }
    }

    @Test func pressAndTapInsideTheCircle() {
        let button = TouchButton(center: Point(x: 800, y: 450), size: 80, label: "A")
        let counts = Counts()
        counts.attach(to: button)
        #expect(!button.touchBegan(finger1, at: Point(x: 830, y: 480), time: 0))
        #expect(button.touchBegan(finger1, at: Point(x: 824, y: 482), time: 0))
        #expect(button.isDown)
        button.touchMoved(finger1, at: Point(x: 900, y: 300), time: 0.1)
        #expect(button.isDown)
        button.touchEnded(finger1, at: Point(x: 800, y: 450), time: 0.2)
        #expect(!button.isDown)
        #expect((counts.presses, counts.releases, counts.taps) == (1, 1, 1))
    }

    @Test func liftOutsideOrCancelIsNoTap() {
        let button = TouchButton(center: Point(x: 800, y: 450), size: 80)
        let counts = Counts()
        counts.attach(to: button)
        button.touchBegan(finger1, at: Point(x: 800, y: 450), time: 0)
        button.touchEnded(finger1, at: Point(x: 900, y: 450), time: 0.1)
        button.touchBegan(finger2, at: Point(x: 800, y: 450), time: 0.2)
        button.touchCancelled(finger2, time: 0.3)
        #expect((counts.presses, counts.releases, counts.taps) == (2, 2, 0))
    }

    @Test func programmaticPressForKeysAndPads() {
        let button = TouchButton(center: Point(x: 800, y: 450), size: 80)
        let counts = Counts()
        counts.attach(to: button)
        button.setDown(true, time: 0)
        button.setDown(true, time: 0.1)
        #expect(button.isDown)
        button.setDown(false, time: 0.2)
        #expect((counts.presses, counts.releases, counts.taps) == (1, 1, 1))
    }

    @Test func aKeyAndAFingerHoldingTogetherReleaseWhenBothLetGo() {
        let button = TouchButton(center: Point(x: 800, y: 450), size: 80)
        let counts = Counts()
        counts.attach(to: button)
        // The key first, then a finger; the key lets go first: still held by the finger.
        button.setDown(true, time: 0)
        #expect(button.touchBegan(finger1, at: Point(x: 800, y: 450), time: 0.1))
        button.setDown(false, time: 0.2)
        #expect(button.isDown)
        button.touchEnded(finger1, at: Point(x: 800, y: 450), time: 0.3)
        #expect(!button.isDown)
        #expect((counts.presses, counts.releases, counts.taps) == (1, 1, 1))
        // A finger first, then the key; the finger lifts first: still held by the key.
        button.touchBegan(finger2, at: Point(x: 800, y: 450), time: 1)
        button.setDown(true, time: 1.1)
        button.touchEnded(finger2, at: Point(x: 800, y: 450), time: 1.2)
        #expect(button.isDown)
        button.setDown(false, time: 1.3)
        #expect(!button.isDown)
        #expect((counts.presses, counts.releases, counts.taps) == (2, 2, 2))
        // cancelAll lets go of both; the key's late release does nothing.
        button.setDown(true, time: 2)
        button.touchBegan(finger1, at: Point(x: 800, y: 450), time: 2.1)
        button.cancelAll(time: 2.2)
        #expect(!button.isDown)
        button.setDown(false, time: 2.3)
        #expect((counts.presses, counts.releases, counts.taps) == (3, 3, 2))
    }
}

@Suite struct ControlSurfaceTests {
    private func twinSticks() -> (ControlSurface, JoyStick, JoyStick, TouchButton) {
        let surface = ControlSurface()
        let left = JoyStick(center: Point(x: 100, y: 440), size: 120)
        let right = JoyStick(center: Point(x: 860, y: 440), size: 120)
        let button = TouchButton(center: Point(x: 700, y: 480), size: 60)
        surface.add(left)
        surface.add(right)
        surface.add(button)
        return (surface, left, right, button)
    }

    @Test func twoFingersDriveTwoSticksAtOnce() {
        let (surface, left, right, _) = twinSticks()
        #expect(surface.touchBegan(finger1, at: Point(x: 100, y: 440), time: 0))
        #expect(surface.touchBegan(finger2, at: Point(x: 860, y: 440), time: 0))
        surface.touchMoved(finger1, at: Point(x: 100, y: 410), time: 0.1)
        surface.touchMoved(finger2, at: Point(x: 890, y: 440), time: 0.1)
        #expect((left.angle, left.displacement) == (0, 0.5))
        #expect((right.angle, right.displacement) == (90, 0.5))
        #expect(surface.capturedTouchCount == 2)
        surface.touchEnded(finger1, at: Point(x: 100, y: 410), time: 0.2)
        #expect(left.displacement == 0)
        #expect(right.displacement == 0.5)
    }

    /// Twenty sticks side by side, each held by its own finger: more touches than the surface keeps in its
    /// fixed storage (16).
    @Test func routesMoreTouchesThanItsFixedStorageHolds() {
        let surface = ControlSurface()
        let sticks = (0..<20).map { JoyStick(center: Point(x: 50 + 100 * Double($0), y: 100), size: 80) }
        for stick in sticks { surface.add(stick) }
        let fingers = (0..<20).map { TouchID(device: 3, finger: Int64($0)) }
        for (finger, stick) in zip(fingers, sticks) { #expect(surface.touchBegan(finger, at: stick.center, time: 0)) }
        #expect(surface.capturedTouchCount == 20)
        // Each finger pushes its own stick right (the 17th to the 20th are past the fixed storage).
        for (finger, stick) in zip(fingers, sticks) {
            surface.touchMoved(finger, at: stick.center + Vector(dx: 20, dy: 0), time: 0.1)
        }
        #expect(sticks.map(\.displacement) == Array(repeating: 0.5, count: 20))
        #expect(sticks.map(\.angle) == Array(repeating: 90, count: 20))
        // One in the fixed storage lifts; one past it takes its room, and all still route to their own stick.
        surface.touchEnded(fingers[3], at: sticks[3].center, time: 0.2)
        #expect(surface.capturedTouchCount == 19)
        #expect(surface.owner(of: fingers[3]) == nil)
        #expect(surface.owner(of: fingers[19]) === sticks[19])
        for (finger, stick) in zip(fingers, sticks) where finger != fingers[3] {
            surface.touchMoved(finger, at: stick.center + Vector(dx: 0, dy: -40), time: 0.3)
        }
        #expect(sticks.map(\.angle) == Array(repeating: 0, count: 20))
        #expect(sticks.map(\.displacement) == (0..<20).map { $0 == 3 ? 0 : 1 })
        // Removing one held past the fixed storage lets it go and forgets its touch.
        surface.remove(sticks[18], time: 0.4)
        #expect(sticks[18].displacement == 0 && surface.owner(of: fingers[18]) == nil)
        #expect(surface.capturedTouchCount == 18)
        surface.cancelAll(time: 0.5)
        #expect(surface.capturedTouchCount == 0)
        #expect(sticks.allSatisfy { $0.displacement == 0 && !$0.isActive })
    }

    @Test func aTouchStaysOwnedAfterLeavingItsControl() {
        let (surface, left, right, _) = twinSticks()
        surface.touchBegan(finger1, at: Point(x: 100, y: 440), time: 0)
        // The finger slides across the screen over the right stick: still the left stick's.
        surface.touchMoved(finger1, at: Point(x: 860, y: 440), time: 0.1)
        #expect(left.displacement == 1)
        #expect(left.angle == 90)
        #expect(right.displacement == 0)
        #expect(surface.owner(of: finger1) === left)
    }

    @Test func secondFingerOnACapturedStickFallsThrough() {
        let (surface, left, _, _) = twinSticks()
        surface.touchBegan(finger1, at: Point(x: 100, y: 440), time: 0)
        #expect(!surface.touchBegan(finger2, at: Point(x: 110, y: 440), time: 0.1))
        #expect(surface.owner(of: finger2) == nil)
        surface.touchMoved(finger2, at: Point(x: 160, y: 440), time: 0.2)
        #expect(left.displacement == 0)
    }

    @Test func buttonsWorkBesideTheSticks() {
        let (surface, left, _, button) = twinSticks()
        surface.touchBegan(finger1, at: Point(x: 100, y: 440), time: 0)
        surface.touchBegan(finger3, at: Point(x: 705, y: 485), time: 0.05)
        #expect(button.isDown)
        surface.touchMoved(finger1, at: Point(x: 70, y: 440), time: 0.1)
        #expect((left.angle, left.displacement) == (270, 0.5))
        surface.touchEnded(finger3, at: Point(x: 705, y: 485), time: 0.2)
        #expect(!button.isDown)
    }

    @Test func lastAddedControlIsOnTop() {
        let surface = ControlSurface()
        let stick = JoyStick(center: Point(x: 100, y: 100), size: 200)
        let button = TouchButton(center: Point(x: 100, y: 100), size: 40)
        surface.add(stick)
        surface.add(button)
        surface.touchBegan(finger1, at: Point(x: 100, y: 100), time: 0)
        #expect(button.isDown)
        #expect(!stick.isActive)
    }

    @Test func cancelAllReleasesEverything() {
        let (surface, left, right, button) = twinSticks()
        let log = ReportLog()
        log.attachPolar(to: left)
        surface.touchBegan(finger1, at: Point(x: 100, y: 410), time: 0)
        surface.touchBegan(finger2, at: Point(x: 890, y: 440), time: 0)
        surface.touchBegan(finger3, at: Point(x: 700, y: 480), time: 0)
        surface.cancelAll(time: 0.5)
        #expect(surface.capturedTouchCount == 0)
        #expect(!left.isActive && !right.isActive && !button.isActive)
        #expect(left.displacement == 0 && right.displacement == 0 && !button.isDown)
        #expect(log.polar == [PolarReport(angle: 0, displacement: 0.5), PolarReport(angle: 0, displacement: 0)])
        // Late events for the cancelled fingers are ignored.
        #expect(!surface.touchMoved(finger1, at: Point(x: 100, y: 380), time: 0.6))
        #expect(left.displacement == 0)
    }

    @Test func unknownTouchesAndBrokenPointsAreIgnored() {
        let (surface, left, _, _) = twinSticks()
        #expect(!surface.touchMoved(finger1, at: Point(x: 100, y: 440), time: 0))
        #expect(!surface.touchEnded(finger1, at: Point(x: 100, y: 440), time: 0))
        #expect(!surface.touchCancelled(finger1, time: 0))
        #expect(!surface.touchBegan(finger1, at: Point(x: .nan, y: 440), time: 0))
        #expect(!surface.touchBegan(finger1, at: Point(x: 500, y: 100), time: 0))
        #expect(surface.capturedTouchCount == 0)
        #expect(left.displacement == 0)
    }

    @Test func removingAControlReleasesItAndKeepsRoutingRight() {
        let (surface, left, right, _) = twinSticks()
        surface.touchBegan(finger1, at: Point(x: 100, y: 440), time: 0)
        surface.touchBegan(finger2, at: Point(x: 860, y: 440), time: 0)
        surface.remove(left, time: 0.1)
        #expect(!left.isActive)
        surface.touchMoved(finger2, at: Point(x: 860, y: 410), time: 0.2)
        #expect(right.displacement == 0.5)
        #expect(surface.controls.count == 2)
    }
}
