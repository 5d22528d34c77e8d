/// How a stick or a button takes a number it is given, the same from Swift and from C (whose setters pass
/// values on unchanged): a value that is not finite is ignored, and one outside the setting's range is
/// clamped to it. A rectangle has no nearest end: one that is not finite or has a negative side is ignored.
enum Setting {
    /// A fraction, clamped to 0...1; nil (ignored) when not finite.
    @inline(__always)
    static func fraction(_ value: Double) -> Double? {
        value.isFinite ? min(max(value, 0), 1) : nil
    }

    /// A duration or an angle, clamped to 0 or more; nil (ignored) when not finite.
    @inline(__always)
    static func atLeastZero(_ value: Double) -> Double? {
        value.isFinite ? max(value, 0) : nil
    }

    /// A rectangle setting's new value: nil (no rectangle) as it is; nil (ignored) for a rectangle that is not
    /// finite or has a negative side.
    @inline(__always)
    static func rectangle(_ value: Rect?) -> Rect?? {
        guard let rect = value else { return .some(nil) }
        guard rect.isFinite, rect.size.width >= 0, rect.size.height >= 0 else { return nil }
        return .some(rect)
    }
}
