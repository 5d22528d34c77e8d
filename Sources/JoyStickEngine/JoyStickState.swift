/// A stick's configuration, its state and its callbacks, as one value: what ``JoyStick`` keeps of its touches.
///
/// The stick changes it in a few accesses per event, none of which encloses a call Swift cannot see into: the
/// stick math, whose square roots call into C, runs between them on a ``HandlePlacement`` read from here, and
/// its outcome is written back with ``place(_:outputs:time:notices:)``. So Swift proves at compile time that no
/// two accesses to the stick's state overlap, and checks none of them at run time. What a change owes the
/// stick's listeners comes back as ``JoyStickNotices``, delivered after the access ends. The documentation of
/// each setting is on ``JoyStick``'s property of the same name.
struct JoyStickState {
    // MARK: Configuration

    var frame: Rect {
        didSet { radius = Self.radius(frame: frame, travel: travel) }
    }
    var movable = false
    var movableBounds: Rect?
    var movableBoundsContainsFrame = false
    var movableCenter: Point?
    var handleConstraint: Rect?
    var travel = 1.0 {
        didSet { radius = Self.radius(frame: frame, travel: travel) }
    }
    var handlePositionMode: HandlePositionMode = .absolute
    var handleMovedTolerance = 2.0
    /// True while the stick has a tap callback: reports wait for ``delayBeforeReporting`` after a touch-down.
    var holdsReportsForTaps = false
    var delayBeforeReporting = 0.3
    var tapDuration = 0.3
    var enableDoubleTapForFrameReset = true
    var doubleTapInterval = 0.3
    var activationArea: Rect?
    var touchArea: StickTouchArea = .frame
    var deadZone = 0.0 {
        didSet { appliedDeadZone = deadZone.isFinite && deadZone > 0 ? deadZone : 0 }
    }
    /// The dead zone the outputs apply: ``deadZone``, or 0 for none (not finite, or not above 0). Kept as it is
    /// set, since every event reads it.
    private(set) var appliedDeadZone = 0.0
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

    /// The callbacks in force: what ``JoyStick``'s getters read.
    var listeners: JoyStickListeners
    /// The same callbacks a second time, for a delivery to take out and call with no reference counted: empty
    /// while a delivery has them (``JoyStick``'s `withListeners`), or once more the ones in force when a callback
    /// replaced them during it.
    var lendableListeners: JoyStickListeners?

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
        radius = Self.radius(frame: frame, travel: travel)
        listeners = JoyStickListeners()
        lendableListeners = listeners
    }

    /// How far the handle centre may go from the base centre: kept as the frame and the travel change, since every
    /// event reads it.
    private(set) var radius: Double

    private static func radius(frame: Rect, travel: Double) -> Double {
        let value = frame.width / 2 * travel
        return value.isFinite && value > 0 ? value : 0
    }

    /// The unit position after the dead zone, clamped; an `XYReport` never holds -0.0.
    var xy: XYReport { Self.xy(unitX: unitX, unitY: unitY) }

    /// A unit position as an `XYReport`: clamped to -1...1.
    @inline(__always)
    static func xy(unitX: Double, unitY: Double) -> XYReport {
        XYReport(x: min(1, max(-1, unitX)), y: min(1, max(-1, unitY)))
    }

    // MARK: Touch phases

    /// A finger touched down: captures it when it may.
    /// - Returns: what placing the handle under the finger needs, or nil when the stick did not take the finger
    @inline(__always)
    mutating func touchBegan(_ id: TouchID, at point: Point, time: Double,
                             notices: inout JoyStickNotices) -> HandlePlacement? {
        guard point.isFinite, time.isFinite, isEnabled, !isConcealed else { return nil }
        if capturedTouch == id { return touchMoved(id, at: point, time: time) }
        guard capturedTouch == nil else { return nil }
        var floats = false
        if !touchAreaContains(point) {
            guard let area = activationArea, area.contains(point) else { return nil }
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
        return placement(following: point)
    }

    /// Whether a touch-down at `point` lands on the base (``touchArea``).
    private func touchAreaContains(_ point: Point) -> Bool {
        switch touchArea {
        case .frame: return frame.contains(point)
        case .circle:
            // Squared, with no square root: a C call inside this access to the state would make Swift check every
            // access to it at run time (scripts/check-exclusivity.sh).
            let offset = point - frame.mid, radius = frame.width / 2
            return offset.dx * offset.dx + offset.dy * offset.dy <= radius * radius
        }
    }

    /// The held finger moved.
    /// - Returns: what placing the handle under the finger needs, or nil when the event is not the held finger's
    @inline(__always)
    mutating func touchMoved(_ id: TouchID, at point: Point, time: Double) -> HandlePlacement? {
        guard capturedTouch == id, Double.areFinite(point.x, point.y, time) else { return nil }
        noteMotion(to: point)
        return placement(following: point)
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

    /// What placing the handle for a deflection needs, or nil when the stick takes none.
    func deflection(x: Double, y: Double, time: Double) -> HandlePlacement? {
        guard x.isFinite, y.isFinite, time.isFinite, isEnabled, !isConcealed else { return nil }
        return HandlePlacement(point: .zero, delta: .zero, radius: radius, movable: false,
                               isConstrained: handleConstraint != nil, deadZone: appliedDeadZone,
                               deadZoneShape: deadZoneShape)
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

    // MARK: The handle (the math runs on a HandlePlacement, between accesses)

    /// What placing the handle for a finger at `point` needs: its offset from the base centre (or from where it
    /// touched down in relative mode).
    @inline(__always)
    private func placement(following point: Point) -> HandlePlacement {
        HandlePlacement(point: point, delta: point - (anchor ?? frame.mid), radius: radius, movable: movable,
                        isConstrained: handleConstraint != nil, deadZone: appliedDeadZone,
                        deadZoneShape: deadZoneShape)
    }

    /// The handle constraint and the base's size, for ``HandlePlacement/constrained(_:to:frameSize:)``.
    var constraint: (rect: Rect?, frameSize: Size) { (handleConstraint, frame.size) }

    /// A movable base follows the finger to `target` (``HandlePlacement/baseTarget``); from then on the handle
    /// is measured from the base centre, in either mode.
    /// - Returns: the finger's offset from the base's new centre
    @inline(__always)
    mutating func moveBase(to target: Point, following point: Point) -> Vector {
        moveBase(to: target)
        anchor = nil
        return point - frame.mid
    }

    /// Moves the base centre towards `target`, clamped to the movable bounds, remembering home first.
    @inline(__always)
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
        if isFloating {
            isFloating = false
            resetFrame()
        }
        place(.zero, outputs: .zero, time: time, notices: &notices)
    }

    /// Puts the handle at `offset` with the outputs the stick math computed for it and their angle, follows the
    /// direction, then reports.
    @inline(__always)
    mutating func place(_ offset: Vector, outputs: StickOutputs, time: Double, notices: inout JoyStickNotices) {
        handleOffset = offset
        rawLength = outputs.rawLength
        displacement = outputs.displacement
        unitX = outputs.unitX
        unitY = outputs.unitY
        angle = displacement > 0 ? Compass.degrees(east: unitX, north: unitY) : 0
        if tracksDirection {
            let previous = trackedDirection
            trackedDirection = Self.snappedDirection(angle: angle, displacement: displacement, keeping: previous,
                                                     mode: directionMode, threshold: directionThreshold,
                                                     hysteresis: directionHysteresis)
            // Compared by raw value: Optional's == reads the two through memory Swift cannot name, and would
            // make it check every access to the stick's state at run time.
            if trackedDirection?.rawValue != previous?.rawValue { notices.direction = .some(trackedDirection) }
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
        notices.report = JoyStickNotices.Report(angle: angle, displacement: displacement, unitX: unitX, unitY: unitY)
    }
}
