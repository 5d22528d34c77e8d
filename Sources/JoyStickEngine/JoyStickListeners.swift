/// A stick's callbacks as one immutable object: setting one makes a new set, and the set being called stays
/// alive until its call returns (``JoyStickState/retiredListeners``), so a stick calls it with no reference
/// counting, and a callback may still replace itself.
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

    /// Whether any report callback is set: a stick with none computes no report to send.
    var reports: Bool { polar != nil || xy != nil }
}
