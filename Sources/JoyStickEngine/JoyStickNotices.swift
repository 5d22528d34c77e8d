/// What one change of a stick owes its listeners, in the order they hear it: a tap that was waiting, the report
/// a lifted finger still owed, a new direction, the new report, and a tap the change completed.
///
/// ``JoyStickState`` fills it while it changes, and ``JoyStick`` calls the callbacks from it once the change is
/// over, so a callback sees the stick as the event left it and may change it.
struct JoyStickNotices {
    /// A tap whose double-tap interval has passed, before anything else the event did.
    var tapBefore = false
    /// The last position of a touch that lifted, before the release's report of 0.
    var owedReport: Report?
    /// The new direction (nil inside: the stick stopped pointing), when it changed.
    var direction: Direction??
    /// The position to report.
    var report: Report?
    /// A tap the event completed.
    var tapAfter = false
    /// A finger was captured or let go.
    var captureChanged = false

    /// One position report, in both of the forms a monitor may want: the unit position as computed, made an
    /// `XYReport` (clamped) only for a stick that has an ``JoyStick/onXY``.
    struct Report {
        var angle: Double
        var displacement: Double
        var unitX: Double
        var unitY: Double
    }
}
