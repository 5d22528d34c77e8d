import ArcadeSDL
/// The seeds of `--seeds A..B`: every whole number from A to B, both included.
public enum SeedRange {
    /// The most seeds one invocation plays per level: a typo such as `1..10000000` is refused, not run for days.
    public static let maxCount: UInt64 = 100_000

    /// `A..B` as a range, or nil unless both are whole numbers (as `--seed` takes them) and A <= B.
    /// - Parameter text: e.g. `1..20`
    public static func parse(_ text: String) -> ClosedRange<UInt64>? {
        guard let dots = text.range(of: ".."),
              let low = ArcadeScript.seed(String(text[..<dots.lowerBound])),
              let high = ArcadeScript.seed(String(text[dots.upperBound...])), low <= high,
              high - low < maxCount else { return nil }
        return low...high
    }
}
