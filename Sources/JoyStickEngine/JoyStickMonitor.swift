/// Where a stick sends its position reports, and in which form (JoyStickView's `JoyStickViewMonitorKind`).
///
/// The stick calls the closure only when the angle or the displacement changed since the last report.
public enum JoyStickMonitor {
    /// No reports.
    case none
    /// Reports as angle and displacement.
    case polar((PolarReport) -> Void)
    /// Reports as unit x and y, up positive.
    case xy((XYReport) -> Void)
}
