/// What a stick reports for a handle offset, as far as it takes square roots: its length before the dead zone,
/// and the position and the displacement after it. Computed by ``HandlePlacement/outputs(for:)`` outside the
/// stick's storage, stored by ``JoyStickState/place(_:outputs:time:notices:)`` (which adds the angle: its
/// arctangent is plain Swift, and computed there the values above are stored before it, not kept across it).
struct StickOutputs {
    /// The handle's distance from the centre over the radius, before the dead zone.
    var rawLength: Double
    /// The unit position after the dead zone, x right and y up, as computed (a report clamps it).
    var unitX: Double
    var unitY: Double
    /// The length of the unit position, at most 1.
    var displacement: Double

    /// A handle at the centre: what any radius, dead zone and shape give for a zero offset.
    static let zero = StickOutputs(rawLength: 0, unitX: 0, unitY: 0, displacement: 0)

    init(rawLength: Double, unitX: Double, unitY: Double, displacement: Double) {
        self.rawLength = rawLength
        self.unitX = unitX
        self.unitY = unitY
        self.displacement = displacement
    }

    /// The outputs of a handle `offset` from the centre (screen orientation, y down) of a stick of `radius`, with
    /// a dead zone of `deadZone`, 0 for none (``JoyStickState/appliedDeadZone``).
    @inline(__always)
    init(offset: Vector, radius r: Double, deadZone: Double, shape: DeadZoneShape) {
        var x = 0.0
        var y = 0.0
        if r > 0 {
            x = offset.dx / r
            y = -offset.dy / r
        }
        let rawLength = (x * x + y * y).squareRoot()
        var length = rawLength
        // Without a dead zone the output is the raw position: no second square root.
        if deadZone > 0 {
            shape.apply(x: &x, y: &y, zone: deadZone)
            length = (x * x + y * y).squareRoot()
        }
        self.init(rawLength: rawLength, unitX: x, unitY: y, displacement: min(1, length))
    }
}
