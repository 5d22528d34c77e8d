extension Double {
    /// Whether two numbers are both finite, in one comparison for the per-event paths: `a - a` is 0 for a finite
    /// `a` and NaN for an infinite or NaN one, and a NaN in the sum makes it unequal to 0. (Two `isFinite` tests
    /// are twice the instructions: each masks the sign and compares the bits; comparing magnitudes with infinity
    /// took more still, measured.) Being arithmetic, it raises the invalid-operation flag for an infinity or a
    /// signalling NaN: a game that traps that flag (`feenableexcept(FE_INVALID)`) traps on such a point.
    @inline(__always)
    static func areFinite(_ a: Double, _ b: Double) -> Bool {
        (a - a) + (b - b) == 0
    }

    /// Whether three numbers are all finite, as ``areFinite(_:_:)`` tells for two.
    @inline(__always)
    static func areFinite(_ a: Double, _ b: Double, _ c: Double) -> Bool {
        (a - a) + (b - b) + (c - c) == 0
    }
}
