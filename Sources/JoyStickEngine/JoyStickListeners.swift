/// A stick's callbacks as one immutable object: setting one makes a new set, so a delivery that took the set
/// out of the stick's state (``JoyStickState/lendableListeners``) calls it with no reference counted, and a
/// callback may still replace itself.
final class JoyStickListeners {
    let polar: ((PolarReport) -> Void)?
    let xy: ((XYReport) -> Void)?
    let tap: (() -> Void)?
    let direction: ((Direction?) -> Void)?

    init(polar: ((PolarReport) -> Void)? = nil, xy: ((XYReport) -> Void)? = nil, tap: (() -> Void)? = nil,
         direction: ((Direction?) -> Void)? = nil) {
        self.polar = polar
        self.xy = xy
        self.tap = tap
        self.direction = direction
    }
}
