/// Where a stick sends its position reports, and in which form (JoyStickView's `JoyStickViewMonitorKind`).
///
/// The stick calls the closure (or function) only when the angle or the displacement changed since the last
/// report.
public enum JoyStickMonitor {
    /// No reports.
    case none
    /// Reports as angle and displacement.
    case polar((PolarReport) -> Void)
    /// Reports as unit x and y, up positive.
    case xy((XYReport) -> Void)
    /// Reports as angle and displacement to a C function, with the pointer it was given: what the C library's
    /// `js_stick_on_polar` installs. No closure context, so a report costs no reference counting.
    case polarFunction(PolarFunction, context: UnsafeMutableRawPointer?)
    /// Reports as unit x and y (up positive) to a C function, with its pointer (`js_stick_on_xy`).
    case xyFunction(XYFunction, context: UnsafeMutableRawPointer?)

    /// A C function taking the context, then the angle and the displacement (or x and y).
    public typealias PolarFunction = @convention(c) (UnsafeMutableRawPointer?, Double, Double) -> Void
    /// A C function taking the context, then x and y.
    public typealias XYFunction = @convention(c) (UnsafeMutableRawPointer?, Double, Double) -> Void
}
