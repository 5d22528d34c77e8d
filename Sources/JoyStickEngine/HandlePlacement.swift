/// What placing a stick's handle needs to know of the stick, read from it before the stick math runs, and the
/// math itself: the handle offset a finger or a deflection asks for, limited to the travel circle and to the
/// handle constraint.
///
/// ``JoyStick`` reads one of these from its ``JoyStickState``, does the math on it outside any access to the
/// state, and writes the outcome back: the square roots the math takes call into C, and Swift proves at
/// compile time that two accesses to a class's stored property cannot overlap only when no access encloses a
/// call it cannot see into (Benchmarks/README.md, "Unchecked exclusivity").
struct HandlePlacement {
    /// Where the finger is, in screen coordinates (a deflection has none: zero).
    var point: Point
    /// The finger's offset from the base centre, or from where it touched down in relative mode.
    var delta: Vector
    /// How far the handle centre may go from the base centre.
    var radius: Double
    /// Whether the base follows a finger beyond the travel radius.
    var movable: Bool
    /// Whether the stick has a handle constraint (read apart, when there is one: most sticks have none).
    var isConstrained: Bool
    /// The dead zone (0 for none: ``JoyStickState/appliedDeadZone``) and its shape, for the outputs.
    var deadZone: Double
    var deadZoneShape: DeadZoneShape

    /// Where a movable base's centre goes so the finger sits exactly on the travel circle, or nil when the
    /// finger is within it (or the base does not move).
    @inline(__always)
    var baseTarget: Point? {
        guard movable, radius > 0 else { return nil }
        let distance = delta.magnitude
        guard distance > radius else { return nil }
        return point - delta * (radius / distance)
    }

    /// The handle offset for a finger at ``delta``, within the travel circle (then the constraint, if the stick
    /// has one: ``constrained(_:to:frameSize:)``).
    @inline(__always)
    func offset(for delta: Vector) -> Vector {
        delta.limited(to: radius)
    }

    /// The handle offset for a unit deflection (x right, y up), limited to the unit circle before it is scaled
    /// so a huge input cannot overflow to infinity (then the constraint, if the stick has one).
    @inline(__always)
    func offset(deflectingX x: Double, y: Double) -> Vector {
        Vector(dx: x, dy: -y).limited(to: 1) * radius
    }

    /// A handle offset (already within the circle) clamped to the handle constraint, in the stick's own
    /// coordinates, then to the circle again: the constraint may reach outside the circle, and the circle wins so
    /// the displacement stays <= 1. A constraint that is not finite is none.
    @inline(__always)
    func constrained(_ offset: Vector, to constraint: Rect?, frameSize: Size) -> Vector {
        Self.constrained(offset, to: constraint, frameSize: frameSize, radius: radius)
    }

    /// Out of line, and static so the placement is not copied for it: most sticks have no constraint.
    @inline(never)
    private static func constrained(_ offset: Vector, to constraint: Rect?, frameSize: Size,
                                    radius: Double) -> Vector {
        guard let constraint, constraint.isFinite else { return offset }
        let half = Vector(dx: frameSize.width / 2, dy: frameSize.height / 2)
        let local = Point.zero + half + offset
        return (constraint.clamp(local) - (Point.zero + half)).limited(to: radius)
    }

    /// What the stick reports for a handle offset.
    @inline(__always)
    func outputs(for offset: Vector) -> StickOutputs {
        StickOutputs(offset: offset, radius: radius, deadZone: deadZone, shape: deadZoneShape)
    }
}
