/// An on-screen joystick: a base and a handle that follows one captured finger, reporting an angle and a
/// displacement. A platform-free port of JoyStickView (bradhowes/Joystick) that keeps its documented promises.
///
/// The stick draws nothing: a renderer reads ``center``, ``size``, ``handlePosition`` and the appearance
/// properties.
/// Feed it touch phases in screen coordinates (x right, y down) with a monotonic time in seconds, usually
/// through a ``ControlSurface``. Reports are y-up: angle 0 is up, 90 is right, clockwise; displacement is
/// always in 0...1.
///
/// ```swift
/// let stick = JoyStick(center: Point(x: 100, y: 440), size: 120)
/// stick.onPolar = { report in print(report.angle, report.displacement) }
/// stick.touchBegan(TouchID(device: 0, finger: 1), at: Point(x: 100, y: 440), time: 0)
/// ```
///
/// Callbacks (``onPolar``, ``onXY``, ``onDirection``, ``onTap``) run once the event that fired them has
/// finished with the stick: a callback sees the stick as the event left it, and may read it, change it, let go
/// of it or remove it from its surface.
public final class JoyStick: TouchControl {
    // The configuration, the state and the callbacks. Swift proves at compile time that no two accesses to it
    // overlap, so it checks none at run time: it is private, and no access to it encloses a call Swift cannot
    // see into (the stick math runs between accesses, a callback once the event is over) or a release (which
    // could run any deinitializer). Keep it so: one access that does either makes Swift check every access,
    // about 10 ns a move (Benchmarks/README.md, "Unchecked exclusivity"; scripts/check-exclusivity.sh fails).
    private var state: JoyStickState

    // MARK: Configuration (defaults as in JoyStickView)

    /// The base's centre in screen coordinates: where a movable or floating stick's base is now. Setting it
    /// places the base there and keeps its home, as JoyStickView's `frame` does: a base the player has dragged
    /// goes back to where the first drag began at ``resetFrame()`` (a double tap), wherever the code put it
    /// since. Set ``movableCenter`` to nil as well to make the new place the home.
    public var center: Point {
        get { state.frame.mid }
        set {
            guard newValue.isFinite else { return }
            state.frame = Rect(center: newValue, side: state.frame.width)
        }
    }
    /// The side of the base's square: its diameter. The handle travels `size / 2 * travel` from the centre.
    /// Sizes that are not positive and finite are ignored.
    public var size: Double {
        get { state.frame.width }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            state.frame = Rect(center: state.frame.mid, side: newValue)
        }
    }
    /// The base's square in screen coordinates, from ``center`` and ``size``.
    package var frame: Rect {
        get { state.frame }
        set { state.frame = newValue }
    }
    /// Called with the angle and the displacement whenever either changes (once more with 0, 0 on release).
    public var onPolar: ((PolarReport) -> Void)? {
        get { state.listeners.polar }
        set {
            let old = state.listeners
            replaceListeners(JoyStickListeners(polar: newValue, xy: old.xy, tap: old.tap, direction: old.direction))
        }
    }
    /// Called with the unit x and y (y up-positive) whenever the position changes, as ``onPolar`` is.
    public var onXY: ((XYReport) -> Void)? {
        get { state.listeners.xy }
        set {
            let old = state.listeners
            replaceListeners(JoyStickListeners(polar: old.polar, xy: newValue, tap: old.tap, direction: old.direction))
        }
    }
    /// When true the base follows a finger that goes beyond the travel radius.
    public var movable: Bool {
        get { state.movable }
        set { state.movable = newValue }
    }
    /// Limits where a movable or floating base's CENTRE may go, in screen coordinates (the whole base with
    /// ``movableBoundsContainsFrame``). A rectangle that is not finite or has a negative side is ignored.
    public var movableBounds: Rect? {
        get { state.movableBounds }
        set { if let rect = Setting.rectangle(newValue) { state.movableBounds = rect } }
    }
    /// When true, ``movableBounds`` holds the whole base (its frame) rather than its centre, as JoyStickView's
    /// write-up describes; on an axis where the bounds are narrower than the base, the centre stays on the
    /// bounds' middle. False by default: the centre rule lets a band be drawn as thin as the path it allows.
    public var movableBoundsContainsFrame: Bool {
        get { state.movableBoundsContainsFrame }
        set { state.movableBoundsContainsFrame = newValue }
    }
    /// The base centre's home, remembered the first time the base moves; ``resetFrame()`` returns there.
    public var movableCenter: Point? {
        get { state.movableCenter }
        set { state.movableCenter = newValue }
    }
    /// Limits the handle centre, in the stick's own coordinates ((0, 0) is the frame's top-left corner). The
    /// handle also stays within the travel radius, so a constraint never pushes the displacement above 1. A
    /// rectangle that is not finite or has a negative side is ignored.
    public var handleConstraint: Rect? {
        get { state.handleConstraint }
        set { if let rect = Setting.rectangle(newValue) { state.handleConstraint = rect } }
    }
    /// How far the handle travels, as a fraction of the base's radius (1: the handle centre reaches the rim).
    /// A value that is not positive and finite is ignored.
    public var travel: Double {
        get { state.travel }
        set { if newValue.isFinite, newValue > 0 { state.travel = newValue } }
    }
    /// Whether the handle jumps to the finger or moves by the finger's motion.
    public var handlePositionMode: HandlePositionMode {
        get { state.handlePositionMode }
        set { state.handlePositionMode = newValue }
    }
    /// Points the finger must move in x or y before ``handleHasMoved`` becomes true (and a touch stops being
    /// a tap), 0 or more.
    public var handleMovedTolerance: Double {
        get { state.handleMovedTolerance }
        set { if let points = Setting.atLeastZero(newValue) { state.handleMovedTolerance = points } }
    }
    /// Called when the stick is tapped, once (JoyStickView's `tappedBlock`). While set, position reports are
    /// held back for ``delayBeforeReporting`` after each touch-down so a tap reports no position at all. Taps
    /// and double taps exclude each other, as in JoyStickView (its single-tap recogniser waits for the double
    /// tap to fail): while ``enableDoubleTapForFrameReset`` is on, a tap is called only once
    /// ``doubleTapInterval`` has passed after it without a second tap (delivered by ``update(time:)`` or the
    /// next event), and a double tap calls only ``resetFrame()``.
    public var onTap: (() -> Void)? {
        get { state.listeners.tap }
        set {
            let old = state.listeners
            replaceListeners(JoyStickListeners(polar: old.polar, xy: old.xy, tap: newValue, direction: old.direction))
            state.holdsReportsForTaps = newValue != nil
        }
    }
    /// How long reports are held back after a touch-down while ``onTap`` is set, in seconds (0 or more).
    public var delayBeforeReporting: Double {
        get { state.delayBeforeReporting }
        set { if let seconds = Setting.atLeastZero(newValue) { state.delayBeforeReporting = seconds } }
    }
    /// The longest touch, in seconds, that counts as a tap (its own setting: a ``delayBeforeReporting`` of 0
    /// does not turn taps off).
    public var tapDuration: Double {
        get { state.tapDuration }
        set { if let seconds = Setting.atLeastZero(newValue) { state.tapDuration = seconds } }
    }
    /// When true a double tap (two taps, the second touching down within ``doubleTapInterval`` of the first
    /// lifting) calls ``resetFrame()``.
    public var enableDoubleTapForFrameReset: Bool {
        get { state.enableDoubleTapForFrameReset }
        set { state.enableDoubleTapForFrameReset = newValue }
    }
    /// Seconds allowed between the first tap lifting and the second touching down (0 or more).
    public var doubleTapInterval: Double {
        get { state.doubleTapInterval }
        set { if let seconds = Setting.atLeastZero(newValue) { state.doubleTapInterval = seconds } }
    }

    // MARK: Beyond JoyStickView

    /// Where a touch-down takes the stick: ``StickTouchArea/frame`` (the default, JoyStickView's: the whole
    /// base square) or ``StickTouchArea/circle`` (the drawn base only, so a touch in a corner reaches what lies
    /// under it; the on-screen controls' sticks use it). A finger already held is followed anywhere either way.
    public var touchArea: StickTouchArea {
        get { state.touchArea }
        set { state.touchArea = newValue }
    }

    /// Extra reach beyond the base's circle, as a share of its size (0, the default: none), for a touch-down
    /// while another finger holds a control of the same ``ControlSurface``; a lone touch must land on the base.
    /// Clamped to 0...1; a value that is not finite is ignored.
    public var reach = 0.0 { didSet { reach = Setting.fraction(reach) ?? oldValue } }

    /// Where a touch-down within ``reach`` of the base's circle, off it, lands on it; nil otherwise.
    /// - Parameter point: screen coordinates
    public func reachPoint(for point: Point) -> Point? {
        guard isEnabled, !isConcealed, !isActive else { return nil }
        return pointOnCircle(near: point, center: state.frame.mid, diameter: state.frame.width, reach: reach)
    }

    /// Floating mode: a touch-down inside this area but outside the base moves the base under the finger
    /// (its centre clamped to ``movableBounds``) and captures the touch; on release the base goes home. A
    /// rectangle that is not finite or has a negative side is ignored. While the on-screen controls keep a
    /// floating stick's area on its quarter of the screen, an area set here is the stick's own, given back when
    /// it stops floating.
    public var activationArea: Rect? {
        get { state.activationArea }
        set {
            guard let rect = Setting.rectangle(newValue) else { return }
            if areaBeforeFloating != nil {
                areaBeforeFloating = .some(rect)
            } else {
                state.activationArea = rect
            }
        }
    }
    /// The area the on-screen controls keep for a floating stick (its quarter of the screen), or give back.
    package var floatingArea: Rect? {
        get { state.activationArea }
        set { state.activationArea = newValue }
    }
    /// Fraction of the travel radius (0...1) that reports nothing; outside it the output rises smoothly from
    /// 0 at the dead zone's edge to 1 at full travel.
    public var deadZone: Double {
        get { state.deadZone }
        set { if let fraction = Setting.fraction(newValue) { state.deadZone = fraction } }
    }
    /// Whether the dead zone is a circle or a cross along the axes.
    public var deadZoneShape: DeadZoneShape {
        get { state.deadZoneShape }
        set { state.deadZoneShape = newValue }
    }
    /// Four- or eight-way snapping for ``direction``.
    public var directionMode: DirectionMode {
        get { state.directionMode }
        set { state.directionMode = newValue }
    }
    /// Displacement below which ``direction`` is nil.
    public var directionThreshold: Double {
        get { state.directionThreshold }
        set { if let fraction = Setting.fraction(newValue) { state.directionThreshold = fraction } }
    }
    /// Degrees past a sector edge the angle must go before ``direction`` changes.
    public var directionHysteresis: Double {
        get { state.directionHysteresis }
        set { if let degrees = Setting.atLeastZero(newValue) { state.directionHysteresis = degrees } }
    }
    /// Called with the new ``direction`` whenever it changes, nil when the stick lets go or the push falls
    /// below ``directionThreshold`` (what the SwiftUI stick of the seeds binds). Not held back by an
    /// ``onTap``'s delay: a direction is what a D-pad-style game reads at once.
    public var onDirection: ((Direction?) -> Void)? {
        get { state.listeners.direction }
        set {
            let old = state.listeners
            replaceListeners(JoyStickListeners(polar: old.polar, xy: old.xy, tap: old.tap, direction: newValue))
            if newValue != nil { state.startTrackingDirection() }
        }
    }

    /// Raised whenever the stick's direction or its finger changes: the keys a stick bound to them presses
    /// follow both (the on-screen controls' virtual keys set it).
    package var changeCounter: ChangeCounter? {
        get { changes }
        set { changes = newValue }
    }
    private var changes: ChangeCounter?

    // MARK: Appearance (data for a renderer)

    /// Not drawn, and takes no touches and no key or pad input (UIView's `isHidden`); hiding a stick lets go of
    /// what it holds.
    public var isHidden: Bool {
        get { state.isHidden }
        set {
            let wasConcealed = state.isConcealed
            state.isHidden = newValue
            // Releasing needs no time of its own: a release reports at once, whatever the time.
            if state.isConcealed, !wasConcealed { cancelAll(time: state.touchDownTime) }
        }
    }
    /// Hidden by the player's layout (the layout editor's hide), apart from the game's ``isHidden``: a layout
    /// saves only this one. Either hides the stick. A game reads it; the player's layout sets it.
    public package(set) var isHiddenByLayout: Bool {
        get { state.isHiddenByLayout }
        set {
            let wasConcealed = state.isConcealed
            state.isHiddenByLayout = newValue
            if state.isConcealed, !wasConcealed { cancelAll(time: state.touchDownTime) }
        }
    }
    /// Hidden by the game or by the player's layout: not drawn, and takes nothing.
    package var isConcealed: Bool { state.isConcealed }
    /// Takes touches, keys and pads (UIView's `isUserInteractionEnabled`); a disabled stick is drawn dimmed
    /// and lets go of what it holds.
    public var isEnabled: Bool {
        get { state.isEnabled }
        set {
            let wasEnabled = state.isEnabled
            state.isEnabled = newValue
            if !newValue, wasEnabled { cancelAll(time: state.touchDownTime) }
        }
    }
    /// Overall opacity for a renderer, 0...1, multiplying ``baseAlpha`` and ``handleAlpha`` (UIView's `alpha`).
    public var alpha = 1.0 { didSet { alpha = Setting.fraction(alpha) ?? oldValue } }
    /// Opacity of the base image, 0...1.
    public var baseAlpha = 1.0 { didSet { baseAlpha = Setting.fraction(baseAlpha) ?? oldValue } }
    /// Opacity of the handle image, 0...1.
    public var handleAlpha = 1.0 { didSet { handleAlpha = Setting.fraction(handleAlpha) ?? oldValue } }
    /// Tint for the handle image; nil draws it as it is.
    public var handleTintColor: Color?
    /// Tint for the base image, in monochrome (its shading kept); nil draws it as it is. JoyStickView tints
    /// only the handle; a game that colours its sticks by player wants the base to match.
    public var baseTintColor: Color?
    /// The handle image's size as a fraction of the base's (0.85, "for historical reasons"); a value that is not
    /// positive and finite is ignored.
    public var handleSizeRatio = 0.85 {
        didSet { if !handleSizeRatio.isFinite || handleSizeRatio <= 0 { handleSizeRatio = oldValue } }
    }
    /// False tints the handle in monochrome (shading kept); true fills every opaque pixel with the tint.
    public var colorFillHandleImage = false
    /// The player's colour from a layout (the layout editor's COLOR), drawn in place of ``baseTintColor`` and
    /// ``handleTintColor`` while set; the game's own tints stay as the game set them. A layout saves only this
    /// one. A game reads it; the player's layout sets it.
    public package(set) var tintByLayout: Color?

    // MARK: Floating, for the on-screen controls

    /// Whether the game made the stick float over its quarter of the screen (the on-screen controls keep its
    /// ``activationArea`` there).
    package var floatsByGame = false
    /// The player's layout's choice (the layout editor's FLOAT): float (true), stay put (false), or as the game
    /// has it (nil). A layout saves only this one.
    public package(set) var floatsByLayout: Bool?
    /// Whether the stick floats: the player's layout's choice, else the game's.
    package var floats: Bool { floatsByLayout ?? floatsByGame }
    /// The game's own ``activationArea`` while the controls keep a floating one in its place, given back when
    /// the stick stops floating.
    package var areaBeforeFloating: Rect??

    // MARK: State

    /// The last computed angle in compass degrees, [0, 360); exactly 0 when the displacement is 0.
    public var angle: Double { state.angle }
    /// The last computed displacement, 0...1 (after the dead zone).
    public var displacement: Double { state.displacement }
    /// The snapped direction, nil while the displacement is below ``directionThreshold``.
    ///
    /// Followed event by event from the first time it is read, or from when ``onDirection`` is set:
    /// its hysteresis counts from then, and a stick whose direction nobody reads does no snapping.
    public var direction: Direction? {
        if !state.tracksDirection { state.startTrackingDirection() }
        return state.trackedDirection
    }
    /// The unit x (right-positive) and y (up-positive) of the current position, after the dead zone.
    public var xy: XYReport { state.xy }
    /// The distance of the handle from the base centre over the radius, before the dead zone.
    public var rawDisplacement: Double { min(1, state.rawLength) }
    /// The finger this stick holds, if any.
    public var capturedTouch: TouchID? { state.capturedTouch }
    /// True once the held finger has moved ``handleMovedTolerance`` or more in x or y from where it touched
    /// down; false again when it lifts.
    public var handleHasMoved: Bool { state.handleHasMoved }

    /// True while a finger holds the stick.
    public var isActive: Bool { state.capturedTouch != nil }
    /// Whether the stick holds this finger (``capturedTouch``).
    /// - Parameter id: the finger
    public func holds(_ id: TouchID) -> Bool { state.capturedTouch == id }
    /// True when the stick was tapped between the two latest ``update(time:)`` calls (a tap its update called
    /// included), whether or not ``onTap`` is set: a game that polls once a frame, after the update,
    /// sees each tap once. With ``enableDoubleTapForFrameReset`` on (the default), a tap is a tap once its
    /// ``doubleTapInterval`` has passed with no second one: it reads true that long (0.3 s) after the finger
    /// lifts.
    public var wasTapped: Bool { state.wasTapped }
    /// How far the handle centre may go from the base centre: `size / 2 * travel`.
    public var radius: Double { state.radius }
    /// Where a renderer draws the handle's centre, in screen coordinates.
    public var handlePosition: Point { state.frame.mid + state.handleOffset }

    /// Creates a stick whose base is the square of side `size` centred on `center`, in screen coordinates.
    /// - Parameters:
    ///   - center: the base's centre; the handle starts there
    ///   - size: the base's side (its diameter)
    public init(center: Point, size: Double) {
        state = JoyStickState(frame: Rect(center: center, side: size))
    }

    // MARK: Touch phases

    /// A finger touched down. The stick captures it when the point is inside its ``touchArea`` (the base
    /// square by default, or inside ``activationArea`` in floating mode) and no other finger holds the stick.
    /// - Parameters:
    ///   - id: the finger
    ///   - point: screen coordinates
    ///   - time: seconds on the caller's clock
    /// - Returns: true when this stick captured the touch (or already held it: then it acts as a move)
    @discardableResult
    public func touchBegan(_ id: TouchID, at point: Point, time: Double) -> Bool {
        var notices = JoyStickNotices()
        guard let placement = state.touchBegan(id, at: point, time: time, notices: &notices) else {
            deliver(notices)
            return false
        }
        track(placement, time: time, notices: &notices)
        deliver(notices)
        return true
    }

    /// The held finger moved: the handle follows it.
    /// - Parameters:
    ///   - id: the finger; other fingers are ignored
    ///   - point: screen coordinates; non-finite points are ignored
    ///   - time: seconds on the caller's clock
    public func touchMoved(_ id: TouchID, at point: Point, time: Double) {
        guard let placement = state.touchMoved(id, at: point, time: time) else { return }
        var notices = JoyStickNotices()
        track(placement, time: time, notices: &notices)
        deliver(notices)
    }

    /// The held finger lifted: the handle goes home and a report of 0 follows if anything was reported. A
    /// short touch that did not move is a tap.
    /// - Parameters:
    ///   - id: the finger; other fingers are ignored
    ///   - point: where it lifted (a non-finite point still releases the stick)
    ///   - time: seconds on the caller's clock
    public func touchEnded(_ id: TouchID, at point: Point, time: Double) {
        var notices = JoyStickNotices()
        state.touchEnded(id, at: point, time: time, notices: &notices)
        deliver(notices)
    }

    /// The held finger was taken away by the system: the handle goes home, no tap.
    /// - Parameters:
    ///   - id: the finger; other fingers are ignored
    ///   - time: seconds on the caller's clock
    public func touchCancelled(_ id: TouchID, time: Double) {
        var notices = JoyStickNotices()
        state.touchCancelled(id, time: time, notices: &notices)
        deliver(notices)
    }

    /// Sends a report held back by ``onTap``'s delay once the delay has passed, and a tap once its
    /// double-tap interval has passed; then starts a new frame for ``wasTapped``. Call it once a frame.
    /// - Parameter time: seconds on the caller's clock
    public func update(time: Double) {
        var notices = JoyStickNotices()
        state.update(time: time, notices: &notices)
        deliver(notices)
    }

    /// Releases any held finger and any ``setDeflection(x:y:time:)``: the handle goes home.
    /// - Parameter time: seconds on the caller's clock
    public func cancelAll(time: Double) {
        var notices = JoyStickNotices()
        state.cancelAll(time: time, notices: &notices)
        deliver(notices)
    }

    /// The four-way stick of the seeds' SwiftUI example: radius 80 (a 160-point base), relative (it measures
    /// the finger's motion from where it touched down), and four directions by the dominant axis from the first
    /// point of motion (no threshold, no hysteresis). Set ``onDirection`` to follow its direction. An exact
    /// diagonal goes to the next direction clockwise (the sectors' edge), where the seed picks the vertical one.
    /// - Parameter center: the base's centre
    /// - Returns: a new stick
    public static func fourWay(center: Point) -> JoyStick {
        let stick = JoyStick(center: center, size: 160)
        stick.handlePositionMode = .relative
        stick.directionMode = .four
        stick.directionThreshold = 0
        stick.directionHysteresis = 0
        return stick
    }

    /// Moves a base that has moved back to ``movableCenter``.
    public func resetFrame() {
        state.resetFrame()
    }

    /// Drives the handle without a touch, for a keyboard or a game controller: x right-positive and y
    /// up-positive in unit coordinates, limited to the travel circle and to ``handleConstraint``. (0, 0)
    /// homes the handle. The output goes through the dead zone and the reports exactly like a touch's; a touch
    /// that moves later takes over.
    /// - Parameters:
    ///   - x: unit deflection to the right
    ///   - y: unit deflection upwards
    ///   - time: seconds on the caller's clock
    public func setDeflection(x: Double, y: Double, time: Double) {
        guard let placement = state.deflection(x: x, y: y, time: time) else { return }
        var notices = JoyStickNotices()
        place(placement, at: placement.offset(deflectingX: x, y: y), time: time, notices: &notices)
        deliver(notices)
    }

    // MARK: The stick math, between accesses to the state

    /// Places the handle for a finger: the delta from the base centre (or from the touch-down point in relative
    /// mode) limited to the travel circle and to the handle constraint. A movable base first moves so the finger
    /// sits exactly on the circumference.
    @inline(__always)
    private func track(_ placement: HandlePlacement, time: Double, notices: inout JoyStickNotices) {
        var delta = placement.delta
        if let target = placement.baseTarget {
            delta = state.moveBase(to: target, following: placement.point)
        }
        place(placement, at: placement.offset(for: delta), time: time, notices: &notices)
    }

    /// Puts the handle at `offset`, within the handle constraint if the stick has one, and computes what it
    /// reports there.
    @inline(__always)
    private func place(_ placement: HandlePlacement, at offset: Vector, time: Double,
                       notices: inout JoyStickNotices) {
        var offset = offset
        if placement.isConstrained {
            let constraint = state.constraint
            offset = placement.constrained(offset, to: constraint.rect, frameSize: constraint.frameSize)
        }
        state.place(offset, outputs: placement.outputs(for: offset), time: time, notices: &notices)
    }

    // MARK: Callbacks

    /// Calls the callbacks an event owes, in order, after the event has finished with ``state``. Each is
    /// called from the callbacks in force when it is called (a callback may replace the others).
    @inline(__always)
    private func deliver(_ notices: JoyStickNotices) {
        if notices.captureChanged || notices.direction != nil { changes?.note() }
        // The usual event owes one report at most; the rest take a call of their own, which keeps this one small
        // enough for Swift to inline into every event.
        if notices.tapBefore || notices.owedReport != nil || notices.direction != nil || notices.tapAfter {
            // A copy, lent: handing over `notices` itself would take its address, and every event would then
            // write all of it to memory first (17 instructions a move, measured with callgrind).
            var all = notices
            return deliverAll(&all)
        }
        if let report = notices.report { withListeners { Self.send(report, to: $0) } }
    }

    /// ``deliver(_:)`` for an event that owes more than a report. (Inout only to be lent the caller's copy.)
    @inline(never)
    private func deliverAll(_ notices: inout JoyStickNotices) {
        if notices.tapBefore { withListeners { $0.tap?() } }
        if let report = notices.owedReport { withListeners { Self.send(report, to: $0) } }
        if let change = notices.direction { withListeners { $0.direction?(change) } }
        if let report = notices.report { withListeners { Self.send(report, to: $0) } }
        if notices.tapAfter { withListeners { $0.tap?() } }
    }

    /// Calls `body` with the callbacks in force. They are taken out of the state for the call, not copied, so no
    /// reference is counted: the state keeps a second reference for the getters (``JoyStickState/listeners``),
    /// which also keeps callbacks replaced during the call from being released before it returns. A delivery
    /// from inside another's callback finds nothing to take and calls a counted copy.
    @inline(__always)
    private func withListeners(_ body: (JoyStickListeners) -> Void) {
        var lent: JoyStickListeners?
        swap(&lent, &state.lendableListeners)
        guard let lent else { return withListenersInForce(body) }
        body(lent)
        // Back in the state unless replaced; let go of here otherwise, outside the access (as an optional looked
        // into, so that the usual path, nothing to let go of, calls no release at all).
        if let replaced = giveBack(lent) { _ = replaced }
    }

    /// Calls `body` with a counted copy of the callbacks in force: for a delivery from inside another's callback.
    @inline(never)
    private func withListenersInForce(_ body: (JoyStickListeners) -> Void) {
        body(state.listeners)
    }

    /// Puts callbacks taken by ``withListeners(_:)`` back, unless a callback replaced them meanwhile.
    /// - Returns: what the state held once they are back (nothing), or the callbacks taken when they were
    ///   replaced: either way for the caller to let go of, outside the access to the state
    @inline(__always)
    private func giveBack(_ lent: consuming JoyStickListeners) -> JoyStickListeners? {
        guard state.lendableListeners == nil else { return lent }
        // Swapped, not assigned: assigning would release what the state held (nothing) inside the access.
        var placed: JoyStickListeners? = lent
        swap(&placed, &state.lendableListeners)
        return placed
    }

    /// Puts new callbacks in force. Swapped into the state, not assigned: a release inside an access to the
    /// state would make Swift check every access to it at run time. The old ones are let go of here, after the
    /// accesses; a delivery under way holds its own reference to them.
    private func replaceListeners(_ listeners: JoyStickListeners) {
        var old = listeners
        swap(&old, &state.listeners)
        var oldLendable: JoyStickListeners? = listeners
        swap(&oldLendable, &state.lendableListeners)
    }

    @inline(__always)
    private static func send(_ report: JoyStickNotices.Report, to listeners: JoyStickListeners) {
        listeners.polar?(PolarReport(angle: report.angle, displacement: report.displacement))
        listeners.xy?(JoyStickState.xy(unitX: report.unitX, unitY: report.unitY))
    }
}
