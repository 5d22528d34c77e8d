import Testing
import JoyStickEngine

/// A stick's callbacks run after the event that fired them has finished with the stick, so a callback may read
/// it, change it, or let go of it; and its reports never carry a negative zero (a HUD would print "-0.00").
@Suite struct CallbackReentryTests {
    @Test func aReportThatLetsGoOfItsStickEndsTheTouch() {
        let stick = referenceStick()
        var seen: [PolarReport] = []
        stick.onPolar = { report in
            seen.append(report)
            if report.displacement > 0 { stick.cancelAll(time: 0.1) }
        }
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 190, y: 140), time: 0.1)
        // The push right (90 degrees, full travel), then the release the callback asked for.
        #expect(seen == [PolarReport(angle: 90, displacement: 1), PolarReport(angle: 0, displacement: 0)])
        #expect(!stick.isActive && stick.handlePosition == Point(x: 140, y: 140))
        stick.touchMoved(finger1, at: Point(x: 140, y: 90), time: 0.2)
        #expect(seen.count == 2)
    }

    @Test func aReportThatMovesItsStickReadsTheStickAsTheEventLeftIt() {
        let stick = referenceStick()
        var readings: [Double] = []
        stick.onPolar = { _ in
            readings.append(stick.displacement)
            stick.frame = Rect(x: 300, y: 100, width: 80, height: 80)
        }
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 165, y: 140), time: 0.1)
        #expect(readings == [0.5])
        // The base moved under the finger: the next move measures from its new centre (340, 140).
        stick.touchMoved(finger1, at: Point(x: 340, y: 115), time: 0.2)
        #expect(stick.angle == 0 && stick.displacement == 0.5)
    }

    @Test func aDirectionCallbackMayHideItsStick() {
        let stick = referenceStick()
        var directions: [Direction?] = []
        stick.onDirection = { direction in
            directions.append(direction)
            if direction != nil { stick.isHidden = true }
        }
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 140, y: 100), time: 0.1)
        #expect(directions == [.up, nil])
        #expect(!stick.isActive && stick.displacement == 0)
    }

    @Test func aTapCallbackMayTouchItsStickAgain() {
        let stick = referenceStick()
        stick.enableDoubleTapForFrameReset = false
        var taps = 0
        stick.onTap = {
            taps += 1
            if taps == 1 { stick.touchBegan(finger2, at: Point(x: 140, y: 140), time: 0.2) }
        }
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchEnded(finger1, at: Point(x: 140, y: 140), time: 0.1)
        #expect(taps == 1 && stick.capturedTouch == finger2)
    }

    @Test func horizontalAndVerticalPushesReportPositiveZero() {
        let stick = referenceStick()
        var xy: [XYReport] = []
        stick.onXY = { xy.append($0) }
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 115, y: 140), time: 0.1)   // left: y is zero
        stick.touchMoved(finger1, at: Point(x: 140, y: 165), time: 0.2)   // down: x is zero
        stick.touchEnded(finger1, at: Point(x: 140, y: 165), time: 0.3)
        #expect(xy == [XYReport(x: -0.5, y: 0), XYReport(x: 0, y: -0.5), XYReport(x: 0, y: 0)])
        #expect(xy.allSatisfy { $0.x.sign == .plus || $0.x != 0 } && xy.allSatisfy { $0.y.sign == .plus || $0.y != 0 })
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 1)
        stick.touchMoved(finger1, at: Point(x: 115, y: 140), time: 1.1)
        #expect(stick.xy.y.sign == .plus)
        #expect(XYReport(x: -0.0, y: -0.0).x.sign == .plus && XYReport(x: -0.0, y: -0.0).y.sign == .plus)
        #expect(PolarReport(angle: 180, displacement: 0.5).rectangular.x.sign == .plus)
    }
}

/// A control's callback may remove controls from the surface that is routing its event, itself included.
@Suite struct SurfaceReentryTests {
    @Test func aButtonThatRemovesItselfWhenPressedIsGoneAndHoldsNothing() {
        let surface = ControlSurface()
        let button = TouchButton(center: Point(x: 100, y: 100), size: 80)
        var releases = 0
        button.onPress = { [unowned surface, unowned button] in surface.remove(button, time: 0) }
        button.onRelease = { releases += 1 }
        surface.add(button)
        #expect(surface.touchBegan(finger1, at: Point(x: 100, y: 100), time: 0))
        #expect(surface.controls.isEmpty && surface.capturedTouchCount == 0)
        // Removing let go of the press; the finger's later events reach nothing.
        #expect(!button.isDown && releases == 1)
        #expect(!surface.touchEnded(finger1, at: Point(x: 100, y: 100), time: 0.1))
        #expect(releases == 1)
    }

    @Test func aStickThatRemovesItselfOnItsFirstReportStopsAtOnce() {
        let surface = ControlSurface()
        weak var gone: JoyStick?
        do {
            let stick = referenceStick()
            var reports: [PolarReport] = []
            stick.onPolar = { [unowned surface, unowned stick] report in
                reports.append(report)
                if report.displacement > 0 { surface.remove(stick, time: 0.1) }
            }
            surface.add(stick)
            surface.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
            #expect(surface.touchMoved(finger1, at: Point(x: 140, y: 90), time: 0.1))
            #expect(reports == [PolarReport(angle: 0, displacement: 1), PolarReport(angle: 0, displacement: 0)])
            #expect(!surface.touchMoved(finger1, at: Point(x: 190, y: 140), time: 0.2))
            gone = stick
        }
        // Nothing keeps it: the surface let go of it.
        #expect(gone == nil)
    }

    @Test func aPressThatRemovesEveryControlLeavesTheSurfaceEmpty() {
        let surface = ControlSurface()
        let stick = referenceStick()
        let button = TouchButton(center: Point(x: 400, y: 100), size: 80)
        button.onPress = { [unowned surface] in surface.removeAll(time: 0) }
        surface.add(stick)
        surface.add(button)
        surface.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        surface.touchBegan(finger2, at: Point(x: 400, y: 100), time: 0)
        #expect(surface.controls.isEmpty && surface.capturedTouchCount == 0 && !stick.isActive)
        #expect(!surface.touchMoved(finger1, at: Point(x: 150, y: 140), time: 0.1))
    }

    @Test func aStickWhoseReportHandsItsFingerToAButtonIsNotKeptForThatFinger() {
        let surface = ControlSurface()
        let button = TouchButton(center: Point(x: 400, y: 100), size: 80)
        var releases = 0
        button.onRelease = { releases += 1 }
        surface.add(button)
        weak var gone: JoyStick?
        do {
            let stick = referenceStick()
            gone = stick
            var handed = false
            stick.onPolar = { [unowned surface] report in
                // On its first push the finger lifts and comes down on the button, from inside the move.
                guard report.displacement > 0, !handed else { return }
                handed = true
                surface.touchEnded(finger1, at: Point(x: 140, y: 90), time: 0.1)
                surface.touchBegan(finger1, at: Point(x: 400, y: 100), time: 0.1)
            }
            surface.add(stick)
            surface.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
            #expect(surface.touchMoved(finger1, at: Point(x: 140, y: 90), time: 0.1))
            #expect(surface.owner(of: finger1) === button && button.isDown && !stick.isActive)
            surface.remove(stick, time: 0.2)
        }
        // The finger is the button's: nothing holds the stick removed while the finger is still down.
        #expect(gone == nil)
        #expect(surface.touchMoved(finger1, at: Point(x: 410, y: 100), time: 0.3))
        #expect(surface.touchEnded(finger1, at: Point(x: 410, y: 100), time: 0.4) && releases == 1)
    }

    @Test func aStickWhoseCaptureHandsItsFingerToAButtonLetsGoOfIt() {
        let surface = ControlSurface()
        let button = TouchButton(center: Point(x: 400, y: 100), size: 80)
        let stick = referenceStick()
        var releases = 0
        button.onRelease = { releases += 1 }
        var reports: [PolarReport] = []
        stick.onPolar = { [unowned surface] report in
            reports.append(report)
            // The report of the touch-down itself: the finger lifts and comes down on the button.
            guard reports.count == 1 else { return }
            #expect(surface.touchEnded(finger1, at: Point(x: 140, y: 100), time: 0))
            #expect(surface.touchBegan(finger1, at: Point(x: 400, y: 100), time: 0))
        }
        surface.add(button)
        surface.add(stick)
        #expect(surface.touchBegan(finger1, at: Point(x: 140, y: 100), time: 0))
        #expect(reports == [PolarReport(angle: 0, displacement: 0.8), PolarReport(angle: 0, displacement: 0)])
        #expect(!stick.isActive && button.isDown && surface.owner(of: finger1) === button)
        #expect(surface.capturedTouchCount == 1)
        // The finger's later moves and its lift are the button's.
        #expect(surface.touchMoved(finger1, at: Point(x: 150, y: 100), time: 0.1) && reports.count == 2)
        #expect(surface.touchEnded(finger1, at: Point(x: 400, y: 100), time: 0.2) && releases == 1 && !button.isDown)
        #expect(surface.capturedTouchCount == 0)
    }

    @Test func aStickWhoseCaptureSwapsItsFingerForAnotherHoldsOnlyTheOther() {
        let surface = ControlSurface()
        let stick = referenceStick()
        var swapped = false
        stick.onPolar = { [unowned surface] report in
            // The report of the touch-down: that finger lifts and another comes down on the same stick.
            guard !swapped, report.displacement > 0 else { return }
            swapped = true
            surface.touchEnded(finger1, at: Point(x: 140, y: 100), time: 0)
            surface.touchBegan(finger2, at: Point(x: 150, y: 140), time: 0)
        }
        surface.add(stick)
        #expect(surface.touchBegan(finger1, at: Point(x: 140, y: 100), time: 0))
        #expect(stick.capturedTouch == finger2 && surface.owner(of: finger2) === stick)
        #expect(surface.owner(of: finger1) == nil && surface.capturedTouchCount == 1)
        #expect(!surface.touchMoved(finger1, at: Point(x: 140, y: 120), time: 0.1))
    }

    @Test func aStickMovedToAnotherSurfaceByItsCaptureIsNotKeptByTheFirst() {
        let surface = ControlSurface(), other = ControlSurface()
        weak var gone: JoyStick?
        do {
            let stick = referenceStick()
            gone = stick
            var moved = false
            stick.onPolar = { [unowned surface, unowned other, unowned stick] report in
                guard !moved, report.displacement > 0 else { return }
                moved = true
                surface.remove(stick, time: 0)
                other.add(stick)
                other.touchBegan(finger2, at: Point(x: 150, y: 140), time: 0)
            }
            surface.add(stick)
            surface.touchBegan(finger1, at: Point(x: 140, y: 100), time: 0)
            #expect(stick.capturedTouch == finger2 && other.capturedTouchCount == 1)
            #expect(surface.capturedTouchCount == 0)
            #expect(!surface.touchMoved(finger1, at: Point(x: 140, y: 120), time: 0.1))
            other.remove(stick, time: 1)
        }
        // Neither surface keeps it.
        #expect(gone == nil)
    }

    @Test func aMoveRoutedFromInsideItsStickReachesTheStick() {
        let surface = ControlSurface()
        let stick = referenceStick()
        var reports: [PolarReport] = []
        var rerouted = false
        stick.onPolar = { [unowned surface] report in
            reports.append(report)
            // The first push moves the same finger on, through the surface, from inside the report.
            guard !rerouted else { return }
            rerouted = true
            #expect(surface.touchMoved(finger1, at: Point(x: 190, y: 140), time: 0.1))
        }
        surface.add(stick)
        surface.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        #expect(surface.touchMoved(finger1, at: Point(x: 140, y: 90), time: 0.1))
        #expect(reports == [PolarReport(angle: 0, displacement: 1), PolarReport(angle: 90, displacement: 1)])
        // And the stick is routed to as before.
        #expect(surface.touchMoved(finger1, at: Point(x: 140, y: 190), time: 0.2))
        #expect(reports.last == PolarReport(angle: 180, displacement: 1) && reports.count == 3)
    }

    @Test func aTouchCapturedAfterACallbackAddedAControlGoesToItsCaptor() {
        let surface = ControlSurface()
        let button = TouchButton(center: Point(x: 100, y: 100), size: 80)
        let late = TouchButton(center: Point(x: 100, y: 100), size: 80)
        button.onPress = { [unowned surface] in surface.add(late) }
        surface.add(button)
        surface.touchBegan(finger1, at: Point(x: 100, y: 100), time: 0)
        #expect(surface.owner(of: finger1) === button && surface.controls.count == 2)
        // The control added on top takes the next finger.
        surface.touchBegan(finger2, at: Point(x: 100, y: 100), time: 0.1)
        #expect(surface.owner(of: finger2) === late)
    }
}

/// A game's own control that holds several fingers at once, and lifts the finger it is being offered from
/// inside its own capture when `liftsNewFingers` is set (through the surface, as a callback of the game would).
final class MultiFingerPad: TouchControl {
    weak var surface: ControlSurface?
    var fingers: [TouchID] = []
    var liftsNewFingers = false

    func touchBegan(_ id: TouchID, at point: Point, time: Double) -> Bool {
        fingers.append(id)
        if liftsNewFingers { surface?.touchEnded(id, at: point, time: time) }
        return true
    }
    func touchMoved(_ id: TouchID, at point: Point, time: Double) {}
    func touchEnded(_ id: TouchID, at point: Point, time: Double) { fingers.removeAll { $0 == id } }
    func touchCancelled(_ id: TouchID, time: Double) { fingers.removeAll { $0 == id } }
    func update(time: Double) {}
    func cancelAll(time: Double) { fingers.removeAll() }
    var isActive: Bool { !fingers.isEmpty }
    func holds(_ id: TouchID) -> Bool { fingers.contains(id) }
}

@Suite struct OwnControlReentryTests {
    /// A control holding one finger whose capture of another lets go of it: the surface keeps no owner for the
    /// finger let go of (it asks the control whether it holds that finger, not whether it holds any).
    @Test func aControlHoldingAFingerThatLetsGoOfTheNextOneKeepsNoOwnerForIt() {
        let surface = ControlSurface()
        let pad = MultiFingerPad()
        pad.surface = surface
        surface.add(pad)
        #expect(surface.touchBegan(finger1, at: Point(x: 10, y: 10), time: 0))
        pad.liftsNewFingers = true
        _ = surface.touchBegan(finger2, at: Point(x: 20, y: 20), time: 0.1)
        #expect(pad.fingers == [finger1])
        #expect(surface.owner(of: finger1) === pad && surface.owner(of: finger2) == nil)
        #expect(surface.capturedTouchCount == 1)
    }

    /// A control that does not say which fingers it holds is taken to hold every finger it took while it holds
    /// any (the default `holds(_:)`: `isActive`).
    @Test func aControlWithoutHoldsIsAskedWhetherItHoldsAny() {
        final class Plain: TouchControl {
            var down = 0
            func touchBegan(_ id: TouchID, at point: Point, time: Double) -> Bool { down += 1; return true }
            func touchMoved(_ id: TouchID, at point: Point, time: Double) {}
            func touchEnded(_ id: TouchID, at point: Point, time: Double) { down -= 1 }
            func touchCancelled(_ id: TouchID, time: Double) { down -= 1 }
            func update(time: Double) {}
            func cancelAll(time: Double) { down = 0 }
            var isActive: Bool { down > 0 }
        }
        let plain = Plain()
        #expect(!plain.holds(finger1))
        plain.down = 1
        #expect(plain.holds(finger1) && plain.holds(finger2))
    }
}

/// A game's own control that counts what it hears and runs the game's code on a touch-down or an update.
final class Listener: TouchControl {
    var offers = 0, updates = 0
    var onOffer: () -> Void = {}
    var onUpdate: () -> Void = {}

    func touchBegan(_ id: TouchID, at point: Point, time: Double) -> Bool {
        offers += 1
        onOffer()
        return false
    }
    func touchMoved(_ id: TouchID, at point: Point, time: Double) {}
    func touchEnded(_ id: TouchID, at point: Point, time: Double) {}
    func touchCancelled(_ id: TouchID, time: Double) {}
    func update(time: Double) {
        updates += 1
        onUpdate()
    }
    func cancelAll(time: Double) {}
    var isActive: Bool { false }
}

/// One rule for callbacks that change the surface's controls: seen at once. A control removed hears nothing
/// more of the call under way; one added waits for the next.
@Suite struct SurfaceChangeTests {
    /// The top control's capture removes the one below it: the touch goes on down to the bottom one, and the
    /// top one is offered it once (the list's positions shifted under the old loop, which offered it twice).
    @Test func aControlRemovedWhileATouchIsOfferedIsSkipped() {
        let surface = ControlSurface()
        let bottom = Listener(), middle = Listener(), top = Listener()
        for control in [bottom, middle, top] { surface.add(control) }
        top.onOffer = { surface.remove(middle, time: 0) }
        #expect(!surface.touchBegan(finger1, at: Point(x: 1, y: 1), time: 0))
        #expect(top.offers == 1 && middle.offers == 0 && bottom.offers == 1)
        #expect(surface.controls.count == 2)
    }

    /// The top control's capture removes the one below and adds it again (on top now): it waits for the next
    /// touch, as a control added does, rather than being offered this one where it was.
    @Test func aControlRemovedAndAddedAgainWhileATouchIsOfferedWaitsForTheNext() {
        let surface = ControlSurface()
        let bottom = Listener(), middle = Listener(), top = Listener()
        for control in [bottom, middle, top] { surface.add(control) }
        top.onOffer = {
            surface.remove(middle, time: 0)
            surface.add(middle)
        }
        _ = surface.touchBegan(finger1, at: Point(x: 1, y: 1), time: 0)
        #expect(top.offers == 1 && middle.offers == 0 && bottom.offers == 1)
        top.onOffer = {}
        _ = surface.touchBegan(finger2, at: Point(x: 1, y: 1), time: 0.1)
        #expect(middle.offers == 1 && top.offers == 2 && bottom.offers == 2)
    }

    /// An update that removes a control after it and adds one: the removed one is not updated, the added one
    /// is at the next update.
    @Test func aControlRemovedDuringAnUpdateIsNotUpdated() {
        let surface = ControlSurface()
        let first = Listener(), second = Listener(), added = Listener()
        surface.add(first)
        surface.add(second)
        first.onUpdate = {
            surface.remove(second, time: 0)
            surface.add(added)
        }
        surface.update(time: 0.1)
        #expect(first.updates == 1 && second.updates == 0 && added.updates == 0)
        first.onUpdate = {}
        surface.update(time: 0.2)
        #expect(first.updates == 2 && second.updates == 0 && added.updates == 1)
    }

    @Test func aControlIsOnASurfaceOnce() {
        let surface = ControlSurface()
        let stick = referenceStick()
        #expect(surface.add(stick) && !surface.add(stick))
        #expect(surface.controls.count == 1 && surface.contains(stick))
        surface.remove(stick, time: 0)
        #expect(!surface.contains(stick) && surface.controls.isEmpty)
    }
}

/// A delivery takes the callbacks out of the stick and calls them without a retain, so replacing one from
/// inside itself must keep it alive until its call is over; the replacement hears what follows, and the stick
/// still answers for its callbacks while they are out.
@Suite struct CallbackReplacementTests {
    final class Counter {
        var calls = 0
    }

    @Test func aCallbackBeingCalledIsStillItsSticks() {
        let stick = referenceStick()
        var seen: [Bool] = []
        stick.onXY = { _ in }
        stick.onPolar = { [unowned stick] _ in seen.append(stick.onPolar != nil && stick.onXY != nil) }
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 190, y: 140), time: 0.1)
        #expect(seen == [true])
    }

    @Test func aReportThatMovesItsStickAgainHearsTheInnerMoveInsideItsOwnCall() {
        let stick = referenceStick()
        var reports: [PolarReport] = []
        stick.onPolar = { [unowned stick] report in
            reports.append(report)
            if reports.count == 1 { stick.touchMoved(finger1, at: Point(x: 140, y: 90), time: 0.2) }
            reports.append(PolarReport(angle: -1, displacement: -1))   // this call is over
        }
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 190, y: 140), time: 0.1)
        stick.touchMoved(finger1, at: Point(x: 190, y: 140), time: 0.3)
        let over = PolarReport(angle: -1, displacement: -1)
        #expect(reports == [PolarReport(angle: 90, displacement: 1), PolarReport(angle: 0, displacement: 1), over,
                            over, PolarReport(angle: 90, displacement: 1), over])
    }

    @Test func callbacksReplacedInsideTheirCallAreLetGoOfOnceItIsOver() {
        final class Owned {}
        let stick = referenceStick()
        weak var replacedOwns: Owned?
        var heard: [String] = []
        do {
            let owned = Owned()
            replacedOwns = owned
            stick.onPolar = { [unowned stick] _ in
                stick.onPolar = { _ in heard.append("replacement") }
                // A move from inside: the replacement hears it, this closure is still alive after it.
                stick.touchMoved(finger1, at: Point(x: 140, y: 90), time: 0.2)
                heard.append(owned === replacedOwns ? "replaced, alive" : "replaced, gone")
            }
        }
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 190, y: 140), time: 0.1)
        #expect(heard == ["replacement", "replaced, alive"])
        #expect(replacedOwns == nil)
        stick.touchMoved(finger1, at: Point(x: 190, y: 140), time: 0.3)
        #expect(heard == ["replacement", "replaced, alive", "replacement"])
    }

    @Test func aMonitorThatReplacesItselfFinishesItsCallAndTheNewOneHearsTheRest() {
        let stick = referenceStick()
        var first: [PolarReport] = []
        var second: [PolarReport] = []
        stick.onPolar = { [unowned stick] report in
            let counter = Counter()   // state the closure owns, freed with it
            counter.calls += 1
            stick.onPolar = { second.append($0) }
            // Still running on the replaced closure's context: it must be alive.
            first.append(PolarReport(angle: report.angle, displacement: report.displacement * Double(counter.calls)))
        }
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 190, y: 140), time: 0.1)
        stick.touchMoved(finger1, at: Point(x: 140, y: 90), time: 0.2)
        #expect(first == [PolarReport(angle: 90, displacement: 1)])
        #expect(second == [PolarReport(angle: 0, displacement: 1)])
    }

    @Test func aDirectionCallbackThatClearsTheReportCallbackStopsTheReportOfItsOwnEvent() {
        let stick = referenceStick()
        var reports = 0
        stick.onPolar = { _ in reports += 1 }
        stick.onDirection = { [unowned stick] _ in stick.onPolar = nil }
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchMoved(finger1, at: Point(x: 190, y: 140), time: 0.1)
        // The direction is heard first; the report that follows goes to the callback now in force: none.
        #expect(reports == 0)
    }

    @Test func aTapBlockMayClearItself() {
        let stick = referenceStick()
        stick.enableDoubleTapForFrameReset = false
        var taps = 0
        stick.onTap = { [unowned stick] in
            taps += 1
            stick.onTap = nil
        }
        for time in [0.0, 1.0] {
            stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: time)
            stick.touchEnded(finger1, at: Point(x: 140, y: 140), time: time + 0.1)
        }
        #expect(taps == 1 && stick.onTap == nil)
    }
}
