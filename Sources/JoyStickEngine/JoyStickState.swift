/// A stick's configuration, its state, its callbacks and the stick math, as one value: what ``JoyStick``
/// computes from its touches.
///
/// The stick holds one and changes it once per event, so an event is one access to the stick's storage (Swift
/// checks each access to a class's stored property at run time; here the math runs on a value it owns). What
/// the change owes the stick's listeners comes back as ``JoyStickNotices``, delivered after the access ends.
/// The documentation of each setting is on ``JoyStick``'s property of the same name.
struct JoyStickState {
    // MARK: Configuration

    var frame: Rect
    var movable = false
    var movableBounds: Rect?
    var movableBoundsContainsFrame = false
    var movableCenter: Point?
    var handleConstraint: Rect?
    var travel = 1.0
    var handlePositionMode: HandlePositionMode = .absolute
    var handleMovedTolerance = 2.0
    /// True while the stick has a tap callback: reports wait for ``delayBeforeReporting`` after a touch-down.
    var holdsReportsForTaps = false
    var delayBeforeReporting = 0.3
    var tapDuration = 0.3
    var enableDoubleTapForFrameReset = true
    var doubleTapInterval = 0.3
    var activationArea: Rect?
    var deadZone = 0.0
    var deadZoneShape: DeadZoneShape = .radial
    var directionMode: DirectionMode = .eight
    var directionThreshold = 0.2
    var directionHysteresis = 10.0
    var isHidden = false
    var isHiddenByLayout = false
    var isEnabled = true
    /// Hidden by the game or by the player's layout: takes nothing.
    var isConcealed: Bool { isHidden || isHiddenByLayout }

    // MARK: Callbacks (kept here, never called here: JoyStick calls them once a change is over)

    var listeners = JoyStickListeners()
    /// How many deliveries of callbacks are under way (a callback may move its stick again).
    var deliveries = 0
    /// Callbacks replaced while a delivery was under way, kept until it is over: the one being called is
    /// called without a retain.
    var retiredListeners: [JoyStickListeners] = []

    // MARK: State

    private(set) var angle = 0.0
    private(set) var displacement = 0.0
    private(set) var trackedDirection: Direction?
    private(set) var tracksDirection = false
    /// The position in unit coordinates after the dead zone, kept as computed; ``xy`` clamps it.
    private var unitX = 0.0
    private var unitY = 0.0
    /// The handle's distance from the centre over the radius, before the dead zone.
    private(set) var rawLength = 0.0
    private(set) var capturedTouch: TouchID?
    private(set) var handleHasMoved = false
    /// Handle centre relative to the base centre; kept relative so moving the frame carries the handle.
    private(set) var handleOffset = Vector.zero
    /// In relative mode, where the finger touched down (nil once the base has moved, or in absolute mode).
    private var anchor: Point?
    private var touchDownPoint = Point.zero
    private(set) var touchDownTime = 0.0
    /// Reports are held back until this time (only while the stick has a tap callback).
    private var reportsHeldUntil: Double?
    /// When a tap lifted that has not been called yet: it waits for the double-tap interval to pass.
    private var pendingTapEnd: Double?
    /// True while the base sits where a floating touch put it.
    private var isFloating = false
    private var reportedAngle = 0.0
    private var reportedDisplacement = 0.0
    /// A tap was made since the last update; ``wasTapped`` says so for the frame the next update closes.
    private var tappedSinceUpdate = false
    private(set) var wasTapped = false

    init(frame: Rect) {
        self.frame = frame
    }

    /// How far the handle centre may go from the base centre.
    var radius: Double {
        let value = frame.width / 2 * travel
        return value.isFinite && value > 0 ? value : 0
    }

    /// The unit position after the dead zone, clamped; an `XYReport` never holds -0.0.
    var xy: XYReport { XYReport(x: min(1, max(-1, unitX)), y: min(1, max(-1, unitY))) }

    // MARK: Touch phases

    @inline(__always)
    mutating func touchBegan(_ id: TouchID, at point: Point, time: Double, notices: inout JoyStickNotices) -> Bool {
        guard point.isFinite, time.isFinite, isEnabled, !isConcealed else { return false }
        if capturedTouch == id {
            touchMoved(id, at: point, time: time, notices: &notices)
            return true
        }
        guard capturedTouch == nil else { return false }
        var floats = false
        if !frame.contains(point) {
            guard let area = activationArea, area.contains(point) else { return false }
            floats = true
        }
        deliverPendingTap(at: time, notices: &notices)
        capturedTouch = id
        notices.captureChanged = true
        touchDownPoint = point
        touchDownTime = time
        handleHasMoved = false
        reportsHeldUntil = holdsReportsForTaps ? time + delayBeforeReporting : nil
        if floats {
            moveBase(to: point)
            isFloating = true
        }
        anchor = handlePositionMode == .relative ? point : nil
        track(point, time: time, notices: &notices)
        return true
    }

    @inline(__always)
    mutating func touchMoved(_ id: TouchID, at point: Point, time: Double, notices: inout JoyStickNotices) {
        guard capturedTouch == id, point.isFinite, time.isFinite else { return }
        noteMotion(to: point)
        track(point, time: time, notices: &notices)
    }

    mutating func touchEnded(_ id: TouchID, at point: Point, time: Double, notices: inout JoyStickNotices) {
        guard capturedTouch == id else { return }
        let time = time.isFinite ? time : touchDownTime
        if point.isFinite { noteMotion(to: point) }
        let isTap = !handleHasMoved && time - touchDownTime <= tapDuration
        if !isTap {
            // Not a tap (it moved, or lasted): it owes the report it held back, even a flick that ends inside
            // the delay.
            reportsHeldUntil = nil
            reportIfChanged(time: time, notices: &notices)
            notices.owedReport = notices.report
            notices.report = nil
        }
        release(time: time, notices: &notices)
        guard isTap else {
            // The double tap failed: a tap waiting for it stands alone.
            callPendingTap(notices: &notices)
            return
        }
        guard enableDoubleTapForFrameReset else {
            notices.tapAfter = true
            tappedSinceUpdate = true
            return
        }
        if let previous = pendingTapEnd, touchDownTime >= previous, touchDownTime - previous <= doubleTapInterval {
            // A double tap: the reset, and no tap.
            pendingTapEnd = nil
            resetFrame()
        } else {
            callPendingTap(notices: &notices)
            pendingTapEnd = time
        }
    }

    mutating func touchCancelled(_ id: TouchID, time: Double, notices: inout JoyStickNotices) {
        guard capturedTouch == id else { return }
        // The double tap failed: a tap waiting for it stands alone.
        if pendingTapEnd != nil {
            pendingTapEnd = nil
            notices.tapBefore = true
            tappedSinceUpdate = true
        }
        release(time: time.isFinite ? time : touchDownTime, notices: &notices)
    }

    mutating func update(time: Double, notices: inout JoyStickNotices) {
        guard time.isFinite else { return }
        deliverPendingTap(at: time, notices: &notices)
        reportIfChanged(time: time, notices: &notices)
        wasTapped = tappedSinceUpdate
        tappedSinceUpdate = false
    }

    mutating func cancelAll(time: Double, notices: inout JoyStickNotices) {
        // Everything is let go (focus lost): a tap still waiting is dropped with it.
        pendingTapEnd = nil
        release(time: time.isFinite ? time : touchDownTime, notices: &notices)
    }

    mutating func resetFrame() {
        guard let home = movableCenter, home.isFinite else { return }
        frame.origin = Point(x: home.x - frame.size.width / 2, y: home.y - frame.size.height / 2)
        anchor = nil
    }

    mutating func setDeflection(x: Double, y: Double, time: Double, notices: inout JoyStickNotices) {
        guard x.isFinite, y.isFinite, time.isFinite, isEnabled, !isConcealed else { return }
        let r = radius
        // Limit the unit deflection before scaling it, so a huge input cannot overflow to infinity.
        handleOffset = constrained(Vector(dx: x, dy: -y).limited(to: 1) * r)
        updateOutputs(time: time, radius: r, notices: &notices)
    }

    /// Starts following the direction from the current position, if not yet.
    mutating func startTrackingDirection() {
        guard !tracksDirection else { return }
        tracksDirection = true
        trackedDirection = Self.snappedDirection(angle: angle, displacement: displacement, keeping: nil,
                                                 mode: directionMode, threshold: directionThreshold,
                                                 hysteresis: directionHysteresis)
    }

    // MARK: Taps

    /// Notes a waiting tap once its double-tap interval has passed by `time`, unless a second touch that began
    /// inside the interval is still down: its lift decides between a double tap and two taps.
    private mutating func deliverPendingTap(at time: Double, notices: inout JoyStickNotices) {
        guard let end = pendingTapEnd, time - end > doubleTapInterval else { return }
        if capturedTouch != nil, touchDownTime - end <= doubleTapInterval { return }
        pendingTapEnd = nil
        notices.tapBefore = true
        tappedSinceUpdate = true
    }

    /// Notes a waiting tap now, after what the event did.
    private mutating func callPendingTap(notices: inout JoyStickNotices) {
        guard pendingTapEnd != nil else { return }
        pendingTapEnd = nil
        notices.tapAfter = true
        tappedSinceUpdate = true
    }

    // MARK: The stick math

    /// Places the handle for a finger at `point`: the delta from the base centre (or from the touch-down
    /// point in relative mode) limited to the travel circle and to the handle constraint. A movable base
    /// first moves so the finger sits exactly on the circumference.
    @inline(__always)
    private mutating func track(_ point: Point, time: Double, notices: inout JoyStickNotices) {
        let r = radius
        var delta = point - (anchor ?? frame.mid)
        if movable, r > 0 {
            let distance = delta.magnitude
            if distance > r {
                moveBase(to: point - delta * (r / distance))
                // From now on the handle is measured from the base centre, in either mode.
                anchor = nil
                delta = point - frame.mid
            }
        }
        handleOffset = constrained(delta.limited(to: r))
        updateOutputs(time: time, radius: r, notices: &notices)
    }

    /// A handle offset (already within the circle) clamped to the handle constraint, then to the circle again:
    /// the constraint may reach outside the circle, and the circle wins so the displacement stays <= 1.
    @inline(__always)
    private func constrained(_ offset: Vector) -> Vector {
        guard let constraint = handleConstraint, constraint.isFinite else { return offset }
        let half = Vector(dx: frame.size.width / 2, dy: frame.size.height / 2)
        let local = Point.zero + half + offset
        return (constraint.clamp(local) - (Point.zero + half)).limited(to: radius)
    }

    /// Moves the base centre towards `target`, clamped to the movable bounds, remembering home first.
    private mutating func moveBase(to target: Point) {
        var center = target
        if let bounds = movableBounds, bounds.isFinite {
            center = movableBoundsContainsFrame ? Self.clamp(center, frameOf: frame.size, inside: bounds)
                : bounds.clamp(center)
        }
        let current = frame.mid
        guard center != current else { return }
        if movableCenter == nil { movableCenter = current }
        frame.origin = Point(x: center.x - frame.size.width / 2, y: center.y - frame.size.height / 2)
    }

    /// The centre nearest `point` for a base of `size` to lie inside `bounds`: the middle of the bounds on an
    /// axis where the base does not fit.
    private static func clamp(_ point: Point, frameOf size: Size, inside bounds: Rect) -> Point {
        func axis(_ value: Double, _ low: Double, _ high: Double, _ side: Double) -> Double {
            let half = abs(side) / 2
            return low + half > high - half ? (low + high) / 2 : min(max(value, low + half), high - half)
        }
        return Point(x: axis(point.x, bounds.minX, bounds.maxX, size.width),
                     y: axis(point.y, bounds.minY, bounds.maxY, size.height))
    }

    /// Marks the touch as moved once it strays the tolerance from where it touched down.
    @inline(__always)
    private mutating func noteMotion(to point: Point) {
        if !handleHasMoved, abs(point.x - touchDownPoint.x) >= handleMovedTolerance
            || abs(point.y - touchDownPoint.y) >= handleMovedTolerance {
            handleHasMoved = true
        }
    }

    /// Homes the handle, returns a floating base and reports 0 if anything non-zero was reported.
    private mutating func release(time: Double, notices: inout JoyStickNotices) {
        if capturedTouch != nil { notices.captureChanged = true }
        capturedTouch = nil
        anchor = nil
        handleHasMoved = false
        reportsHeldUntil = nil
        handleOffset = .zero
        if isFloating {
            isFloating = false
            resetFrame()
        }
        updateOutputs(time: time, radius: radius, notices: &notices)
    }

    /// Recomputes angle, displacement, xy and direction from the handle offset, then reports.
    @inline(__always)
    private mutating func updateOutputs(time: Double, radius r: Double, notices: inout JoyStickNotices) {
        var x = 0.0
        var y = 0.0
        if r > 0 {
            x = handleOffset.dx / r
            y = -handleOffset.dy / r
        }
        let rawLength = (x * x + y * y).squareRoot()
        self.rawLength = rawLength
        // Without a dead zone the output is the raw position: no second square root.
        let length = applyDeadZone(x: &x, y: &y) ? (x * x + y * y).squareRoot() : rawLength
        displacement = min(1, length)
        angle = displacement > 0 ? Compass.degrees(east: x, north: y) : 0
        unitX = x
        unitY = y
        if tracksDirection {
            let previous = trackedDirection
            trackedDirection = Self.snappedDirection(angle: angle, displacement: displacement, keeping: previous,
                                                     mode: directionMode, threshold: directionThreshold,
                                                     hysteresis: directionHysteresis)
            if trackedDirection != previous { notices.direction = .some(trackedDirection) }
        }
        reportIfChanged(time: time, notices: &notices)
    }

    /// The direction an angle and a displacement snap to, keeping `current` within the hysteresis. Static, so
    /// snapping does not copy the whole state, and not inlined, so the event's hot path stays one function.
    @inline(never)
    private static func snappedDirection(angle: Double, displacement: Double, keeping current: Direction?,
                                         mode: DirectionMode, threshold: Double, hysteresis: Double) -> Direction? {
        guard displacement >= threshold, displacement > 0 else { return nil }
        return mode.direction(at: angle, keeping: current, hysteresis: hysteresis)
    }

    /// Rescales unit x/y through the dead zone (``DeadZoneShape/apply(x:y:zone:)``).
    /// - Returns: false when there is no dead zone and x/y are unchanged
    @inline(__always)
    private func applyDeadZone(x: inout Double, y: inout Double) -> Bool {
        guard deadZone.isFinite, deadZone > 0 else { return false }
        deadZoneShape.apply(x: &x, y: &y, zone: deadZone)
        return true
    }

    /// Notes a report when the angle or displacement differs from the last one, unless reports are being held
    /// back after a touch-down.
    @inline(__always)
    private mutating func reportIfChanged(time: Double, notices: inout JoyStickNotices) {
        if let until = reportsHeldUntil {
            guard time >= until else { return }
            reportsHeldUntil = nil
        }
        guard angle != reportedAngle || displacement != reportedDisplacement else { return }
        reportedAngle = angle
        reportedDisplacement = displacement
        let xy = xy
        notices.report = JoyStickNotices.Report(angle: angle, displacement: displacement, x: xy.x, y: xy.y)
    }
}
