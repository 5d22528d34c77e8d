/// An on-screen joystick: a base and a handle that follows one captured finger, reporting an angle and a
/// displacement. A platform-free port of JoyStickView (bradhowes/Joystick) that keeps its documented promises.
///
/// The stick draws nothing: a renderer reads ``frame``, ``handlePosition`` and the appearance properties.
/// Feed it touch phases in screen coordinates (x right, y down) with a monotonic time in seconds, usually
/// through a ``ControlSurface``. Reports are y-up: angle 0 is up, 90 is right, clockwise; displacement is
/// always in 0...1.
///
/// ```swift
/// let stick = JoyStick(frame: Rect(x: 40, y: 380, width: 120, height: 120))
/// stick.monitor = .polar { report in print(report.angle, report.displacement) }
/// stick.touchBegan(TouchID(device: 0, finger: 1), at: Point(x: 100, y: 440), time: 0)
/// ```
///
/// Stored properties opt out of Swift's dynamic exclusivity checks: a stick lives on one thread and no access
/// to one of its properties overlaps another, and the checks would be most of a touch event's cost
/// (Benchmarks/README.md).
public final class JoyStick: TouchControl {
    // MARK: Configuration (defaults as in JoyStickView)

    /// The base's square in screen coordinates. A movable or floating stick moves it.
    @exclusivity(unchecked) public var frame: Rect
    /// Receives a report whenever the angle or the displacement changes.
    @exclusivity(unchecked) public var monitor: JoyStickMonitor = .none
    /// When true the base follows a finger that goes beyond the travel radius.
    @exclusivity(unchecked) public var movable = false
    /// Limits where a movable or floating base's CENTRE may go, in screen coordinates (the whole base with
    /// ``movableBoundsContainsFrame``).
    @exclusivity(unchecked) public var movableBounds: Rect?
    /// When true, ``movableBounds`` holds the whole base (its frame) rather than its centre, as JoyStickView's
    /// write-up describes; on an axis where the bounds are narrower than the base, the centre stays on the
    /// bounds' middle. False by default: the centre rule lets a band be drawn as thin as the path it allows.
    @exclusivity(unchecked) public var movableBoundsContainsFrame = false
    /// The base centre's home, remembered the first time the base moves; ``resetFrame()`` returns there.
    @exclusivity(unchecked) public var movableCenter: Point?
    /// Limits the handle centre, in the stick's own coordinates ((0, 0) is the frame's top-left corner). The
    /// handle also stays within the travel radius, so a constraint never pushes the displacement above 1.
    @exclusivity(unchecked) public var handleConstraint: Rect?
    /// How far the handle travels, as a fraction of the base's radius (1: the handle centre reaches the rim).
    @exclusivity(unchecked) public var travel = 1.0
    /// Whether the handle jumps to the finger or moves by the finger's motion.
    @exclusivity(unchecked) public var handlePositionMode: HandlePositionMode = .absolute
    /// Points the finger must move in x or y before ``handleHasMoved`` becomes true (and a touch stops being
    /// a tap).
    @exclusivity(unchecked) public var handleMovedTolerance = 2.0
    /// Called when the stick is tapped, once. While set, position reports are held back for
    /// ``delayBeforeReporting`` after each touch-down so a tap reports no position at all. Taps and double taps
    /// exclude each other, as in JoyStickView (its single-tap recogniser waits for the double tap to fail):
    /// while ``enableDoubleTapForFrameReset`` is on, a tap is called only once ``doubleTapInterval`` has passed
    /// after it without a second tap (delivered by ``update(time:)`` or the next event), and a double tap
    /// calls only ``resetFrame()``.
    @exclusivity(unchecked) public var tappedBlock: (() -> Void)?
    /// How long reports are held back after a touch-down while ``tappedBlock`` is set, in seconds.
    @exclusivity(unchecked) public var delayBeforeReporting = 0.3
    /// The longest touch, in seconds, that counts as a tap (its own setting: a ``delayBeforeReporting`` of 0
    /// does not turn taps off).
    @exclusivity(unchecked) public var tapDuration = 0.3
    /// When true a double tap (two taps, the second touching down within ``doubleTapInterval`` of the first
    /// lifting) calls ``resetFrame()``.
    @exclusivity(unchecked) public var enableDoubleTapForFrameReset = true
    /// Seconds allowed between the first tap lifting and the second touching down.
    @exclusivity(unchecked) public var doubleTapInterval = 0.3

    // MARK: Beyond JoyStickView

    /// Floating mode: a touch-down inside this area but outside the base moves the base under the finger
    /// (its centre clamped to ``movableBounds``) and captures the touch; on release the base goes home.
    @exclusivity(unchecked) public var activationArea: Rect?
    /// Fraction of the travel radius (0...1) that reports nothing; outside it the output rises smoothly from
    /// 0 at the dead zone's edge to 1 at full travel.
    @exclusivity(unchecked) public var deadZone = 0.0
    /// Whether the dead zone is a circle or a cross along the axes.
    @exclusivity(unchecked) public var deadZoneShape: DeadZoneShape = .radial
    /// Four- or eight-way snapping for ``direction``.
    @exclusivity(unchecked) public var directionMode: DirectionMode = .eight
    /// Displacement below which ``direction`` is nil.
    @exclusivity(unchecked) public var directionThreshold = 0.2
    /// Degrees past a sector edge the angle must go before ``direction`` changes.
    @exclusivity(unchecked) public var directionHysteresis = 10.0
    /// Called with the new ``direction`` whenever it changes, nil when the stick lets go or the push falls
    /// below ``directionThreshold`` (what the SwiftUI stick of the seeds binds). Not held back by a
    /// ``tappedBlock``'s delay: a direction is what a D-pad-style game reads at once.
    @exclusivity(unchecked) public var directionMonitor: ((Direction?) -> Void)? {
        didSet { if directionMonitor != nil { startTrackingDirection() } }
    }

    // MARK: Appearance (data for a renderer)

    /// Not drawn, and takes no touches and no key or pad input (UIView's `isHidden`); hiding a stick lets go of
    /// what it holds.
    /// (Releasing needs no time of its own: a release reports at once, whatever the time.)
    @exclusivity(unchecked) public var isHidden = false {
        didSet { if isHidden, !oldValue { cancelAll(time: touchDownTime) } }
    }
    /// Takes touches, keys and pads (UIView's `isUserInteractionEnabled`); a disabled stick is drawn dimmed
    /// and lets go of what it holds.
    @exclusivity(unchecked) public var isEnabled = true {
        didSet { if !isEnabled, oldValue { cancelAll(time: touchDownTime) } }
    }
    /// Overall opacity for a renderer, 0...1, multiplying ``baseAlpha`` and ``handleAlpha`` (UIView's `alpha`).
    @exclusivity(unchecked) public var alpha = 1.0
    /// Opacity of the base image, 0...1.
    @exclusivity(unchecked) public var baseAlpha = 1.0
    /// Opacity of the handle image, 0...1.
    @exclusivity(unchecked) public var handleAlpha = 1.0
    /// Tint for the handle image; nil draws it as it is.
    @exclusivity(unchecked) public var handleTintColor: Color?
    /// Tint for the base image, in monochrome (its shading kept); nil draws it as it is. JoyStickView tints
    /// only the handle; a game that colours its sticks by player wants the base to match.
    @exclusivity(unchecked) public var baseTintColor: Color?
    /// The handle image's size as a fraction of the base's (0.85, "for historical reasons").
    @exclusivity(unchecked) public var handleSizeRatio = 0.85
    /// False tints the handle in monochrome (shading kept); true fills every opaque pixel with the tint.
    @exclusivity(unchecked) public var colorFillHandleImage = false

    // MARK: State

    /// The last computed angle in compass degrees, [0, 360); exactly 0 when the displacement is 0.
    @exclusivity(unchecked) public private(set) var angle = 0.0
    /// The last computed displacement, 0...1 (after the dead zone).
    @exclusivity(unchecked) public private(set) var displacement = 0.0
    /// The snapped direction, nil while the displacement is below ``directionThreshold``.
    ///
    /// Followed event by event from the first time it is read, or from when a ``directionMonitor`` is set:
    /// its hysteresis counts from then, and a stick whose direction nobody reads does no snapping.
    public var direction: Direction? {
        startTrackingDirection()
        return trackedDirection
    }
    @exclusivity(unchecked) private var trackedDirection: Direction?
    @exclusivity(unchecked) private var tracksDirection = false
    /// The unit x (right-positive) and y (up-positive) of the current position, after the dead zone.
    public var xy: XYReport { XYReport(x: min(1, max(-1, unitX)), y: min(1, max(-1, unitY))) }
    /// The distance of the handle from the base centre over the radius, before the dead zone.
    public var rawDisplacement: Double { min(1, rawLength) }
    /// The position in unit coordinates after the dead zone, kept as computed; ``xy`` clamps it when read.
    @exclusivity(unchecked) private var unitX = 0.0
    @exclusivity(unchecked) private var unitY = 0.0
    /// The handle's distance from the centre over the radius, before the dead zone.
    @exclusivity(unchecked) private var rawLength = 0.0
    /// The finger this stick holds, if any.
    @exclusivity(unchecked) public private(set) var capturedTouch: TouchID?
    /// True once the held finger has moved ``handleMovedTolerance`` or more in x or y from where it touched
    /// down; false again when it lifts.
    @exclusivity(unchecked) public private(set) var handleHasMoved = false

    /// True while a finger holds the stick.
    public var isActive: Bool { capturedTouch != nil }
    /// The base centre in screen coordinates.
    public var center: Point { frame.mid }
    /// How far the handle centre may go from the base centre: `frame.width / 2 * travel`.
    public var radius: Double {
        let value = frame.width / 2 * travel
        return value.isFinite && value > 0 ? value : 0
    }
    /// Where a renderer draws the handle's centre, in screen coordinates.
    public var handlePosition: Point { frame.mid + handleOffset }

    // MARK: Private state

    /// Handle centre relative to the base centre; kept relative so moving the frame carries the handle.
    @exclusivity(unchecked) private var handleOffset = Vector.zero
    /// In relative mode, where the finger touched down (nil once the base has moved, or in absolute mode).
    @exclusivity(unchecked) private var anchor: Point?
    @exclusivity(unchecked) private var touchDownPoint = Point.zero
    @exclusivity(unchecked) private var touchDownTime = 0.0
    /// Reports are held back until this time (only while ``tappedBlock`` is set).
    @exclusivity(unchecked) private var reportsHeldUntil: Double?
    /// When a tap lifted that has not been called yet: it waits for the double-tap interval to pass.
    @exclusivity(unchecked) private var pendingTapEnd: Double?
    /// True while the base sits where a floating touch put it.
    @exclusivity(unchecked) private var isFloating = false
    @exclusivity(unchecked) private var reportedAngle = 0.0
    @exclusivity(unchecked) private var reportedDisplacement = 0.0

    /// Creates a stick whose base occupies `frame` (a square, in screen coordinates).
    /// - Parameter frame: the base's square; the handle starts at its centre
    public init(frame: Rect) {
        self.frame = frame
    }

    // MARK: Touch phases

    /// A finger touched down. The stick captures it when the point is inside ``frame`` (or inside
    /// ``activationArea`` in floating mode) and no other finger holds the stick.
    /// - Parameters:
    ///   - id: the finger
    ///   - point: screen coordinates
    ///   - time: seconds on the caller's clock
    /// - Returns: true when this stick captured the touch (or already held it: then it acts as a move)
    @discardableResult
    public func touchBegan(_ id: TouchID, at point: Point, time: Double) -> Bool {
        guard point.isFinite, time.isFinite, isEnabled, !isHidden else { return false }
        if capturedTouch == id {
            touchMoved(id, at: point, time: time)
            return true
        }
        guard capturedTouch == nil else { return false }
        var floats = false
        if !frame.contains(point) {
            guard let area = activationArea, area.contains(point) else { return false }
            floats = true
        }
        deliverPendingTap(at: time)
        capturedTouch = id
        touchDownPoint = point
        touchDownTime = time
        handleHasMoved = false
        reportsHeldUntil = tappedBlock == nil ? nil : time + delayBeforeReporting
        if floats {
            moveBase(to: point)
            isFloating = true
        }
        anchor = handlePositionMode == .relative ? point : nil
        track(point, time: time)
        return true
    }

    /// The held finger moved: the handle follows it.
    /// - Parameters:
    ///   - id: the finger; other fingers are ignored
    ///   - point: screen coordinates; non-finite points are ignored
    ///   - time: seconds on the caller's clock
    public func touchMoved(_ id: TouchID, at point: Point, time: Double) {
        guard capturedTouch == id, point.isFinite, time.isFinite else { return }
        noteMotion(to: point)
        track(point, time: time)
    }

    /// The held finger lifted: the handle goes home and a report of 0 follows if anything was reported. A
    /// short touch that did not move is a tap.
    /// - Parameters:
    ///   - id: the finger; other fingers are ignored
    ///   - point: where it lifted (a non-finite point still releases the stick)
    ///   - time: seconds on the caller's clock
    public func touchEnded(_ id: TouchID, at point: Point, time: Double) {
        guard capturedTouch == id else { return }
        let time = time.isFinite ? time : touchDownTime
        if point.isFinite { noteMotion(to: point) }
        let isTap = !handleHasMoved && time - touchDownTime <= tapDuration
        if !isTap {
            // Not a tap (it moved, or lasted): it owes the report it held back, even a flick that ends inside
            // the delay.
            reportsHeldUntil = nil
            reportIfChanged(time: time)
        }
        release(time: time)
        guard isTap else {
            // The double tap failed: a tap waiting for it stands alone.
            callPendingTap()
            return
        }
        guard enableDoubleTapForFrameReset else {
            tappedBlock?()
            return
        }
        if let previous = pendingTapEnd, touchDownTime >= previous, touchDownTime - previous <= doubleTapInterval {
            // A double tap: the reset, and no tap.
            pendingTapEnd = nil
            resetFrame()
        } else {
            callPendingTap()
            pendingTapEnd = time
        }
    }

    /// Calls a waiting tap once its double-tap interval has passed by `time`, unless a second touch that began
    /// inside the interval is still down: its lift decides between a double tap and two taps.
    private func deliverPendingTap(at time: Double) {
        guard let end = pendingTapEnd, time - end > doubleTapInterval else { return }
        if capturedTouch != nil, touchDownTime - end <= doubleTapInterval { return }
        callPendingTap()
    }

    /// Calls a waiting tap now.
    private func callPendingTap() {
        guard pendingTapEnd != nil else { return }
        pendingTapEnd = nil
        tappedBlock?()
    }

    /// The held finger was taken away by the system: the handle goes home, no tap.
    /// - Parameters:
    ///   - id: the finger; other fingers are ignored
    ///   - time: seconds on the caller's clock
    public func touchCancelled(_ id: TouchID, time: Double) {
        guard capturedTouch == id else { return }
        // The double tap failed: a tap waiting for it stands alone.
        callPendingTap()
        release(time: time.isFinite ? time : touchDownTime)
    }

    /// Sends a report held back by ``tappedBlock``'s delay once the delay has passed, and a tap once its
    /// double-tap interval has passed.
    /// - Parameter time: seconds on the caller's clock
    public func update(time: Double) {
        guard time.isFinite else { return }
        deliverPendingTap(at: time)
        reportIfChanged(time: time)
    }

    /// Releases any held finger and any ``setDeflection(x:y:time:)``: the handle goes home.
    /// - Parameter time: seconds on the caller's clock
    public func cancelAll(time: Double) {
        // Everything is let go (focus lost): a tap still waiting is dropped with it.
        pendingTapEnd = nil
        release(time: time.isFinite ? time : touchDownTime)
    }

    /// The four-way stick of the seeds' SwiftUI example: radius 80 (a 160-point base), relative (it measures
    /// the finger's motion from where it touched down), and four directions by the dominant axis from the first
    /// point of motion (no threshold, no hysteresis). Set ``directionMonitor`` to follow its direction. An exact
    /// diagonal goes to the next direction clockwise (the sectors' edge), where the seed picks the vertical one.
    /// - Parameter center: the base's centre
    /// - Returns: a new stick
    public static func fourWay(center: Point) -> JoyStick {
        let stick = JoyStick(frame: Rect(center: center, side: 160))
        stick.handlePositionMode = .relative
        stick.directionMode = .four
        stick.directionThreshold = 0
        stick.directionHysteresis = 0
        return stick
    }

    /// Moves a base that has moved back to ``movableCenter``.
    public func resetFrame() {
        guard let home = movableCenter, home.isFinite else { return }
        frame.origin = Point(x: home.x - frame.size.width / 2, y: home.y - frame.size.height / 2)
        anchor = nil
    }

    /// Drives the handle without a touch, for a keyboard or a game controller: x right-positive and y
    /// up-positive in unit coordinates, limited to the travel circle and to ``handleConstraint``. (0, 0)
    /// homes the handle. The output
    /// goes through the dead zone and the reports exactly like a touch's; a touch that moves later takes over.
    /// - Parameters:
    ///   - x: unit deflection to the right
    ///   - y: unit deflection upwards
    ///   - time: seconds on the caller's clock
    public func setDeflection(x: Double, y: Double, time: Double) {
        guard x.isFinite, y.isFinite, time.isFinite, isEnabled, !isHidden else { return }
        let r = radius
        // Limit the unit deflection before scaling it, so a huge input cannot overflow to infinity.
        handleOffset = constrained(Vector(dx: x, dy: -y).limited(to: 1) * r)
        updateOutputs(time: time)
    }

    // MARK: The stick math

    /// Places the handle for a finger at `point`: the delta from the base centre (or from the touch-down
    /// point in relative mode) limited to the travel circle and to the handle constraint. A movable base
    /// first moves so the finger sits exactly on the circumference.
    @inline(__always)
    private func track(_ point: Point, time: Double) {
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
        updateOutputs(time: time, radius: r)
    }

    /// A handle offset (already within the circle) clamped to ``handleConstraint``, then to the circle again:
    /// the constraint may reach outside the circle, and the circle wins so the displacement stays <= 1.
    @inline(__always)
    private func constrained(_ offset: Vector) -> Vector {
        guard let constraint = handleConstraint, constraint.isFinite else { return offset }
        let half = Vector(dx: frame.size.width / 2, dy: frame.size.height / 2)
        let local = Point.zero + half + offset
        return (constraint.clamp(local) - (Point.zero + half)).limited(to: radius)
    }

    /// Moves the base centre towards `target`, clamped to ``movableBounds``, remembering home first.
    private func moveBase(to target: Point) {
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

    /// Marks the touch as moved once it strays ``handleMovedTolerance`` from where it touched down.
    @inline(__always)
    private func noteMotion(to point: Point) {
        if !handleHasMoved, abs(point.x - touchDownPoint.x) >= handleMovedTolerance
            || abs(point.y - touchDownPoint.y) >= handleMovedTolerance {
            handleHasMoved = true
        }
    }

    /// Homes the handle, returns a floating base and reports 0 if anything non-zero was reported.
    private func release(time: Double) {
        capturedTouch = nil
        anchor = nil
        handleHasMoved = false
        reportsHeldUntil = nil
        handleOffset = .zero
        if isFloating {
            isFloating = false
            resetFrame()
        }
        updateOutputs(time: time)
    }

    /// Recomputes angle, displacement, xy and direction from the handle offset, then reports.
    @inline(__always)
    private func updateOutputs(time: Double, radius r: Double? = nil) {
        let r = r ?? radius
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
            trackedDirection = snappedDirection(keeping: previous)
            if trackedDirection != previous { directionMonitor?(trackedDirection) }
        }
        reportIfChanged(time: time)
    }

    /// The direction the current angle and displacement snap to, keeping `current` within the hysteresis.
    private func snappedDirection(keeping current: Direction?) -> Direction? {
        guard displacement >= directionThreshold, displacement > 0 else { return nil }
        return directionMode.direction(at: angle, keeping: current, hysteresis: directionHysteresis)
    }

    /// Starts following the direction from the current position, if not yet.
    private func startTrackingDirection() {
        guard !tracksDirection else { return }
        tracksDirection = true
        trackedDirection = snappedDirection(keeping: nil)
    }

    /// Rescales unit x/y through the dead zone (``DeadZoneShape/apply(x:y:zone:)``).
    /// - Returns: false when there is no dead zone and x/y are unchanged
    private func applyDeadZone(x: inout Double, y: inout Double) -> Bool {
        guard deadZone.isFinite, deadZone > 0 else { return false }
        deadZoneShape.apply(x: &x, y: &y, zone: deadZone)
        return true
    }

    /// Calls the monitor when the angle or displacement differs from the last report, unless reports are
    /// being held back after a touch-down.
    @inline(__always)
    private func reportIfChanged(time: Double) {
        if let until = reportsHeldUntil {
            guard time >= until else { return }
            reportsHeldUntil = nil
        }
        guard angle != reportedAngle || displacement != reportedDisplacement else { return }
        reportedAngle = angle
        reportedDisplacement = displacement
        switch monitor {
        case .none:
            break
        case .polar(let report):
            report(PolarReport(angle: angle, displacement: displacement))
        case .xy(let report):
            report(xy)
        case .polarFunction(let report, let context):
            report(context, angle, displacement)
        case .xyFunction(let report, let context):
            // Adding zero turns -0.0 into 0.0: C callers print what they get.
            report(context, xy.x + 0, xy.y + 0)
        }
    }
}
