/// A tiny, fast, seedable random generator (Steele, Lea & Flood's SplitMix64).
///
/// Used for every random choice in the rules; its `state` is part of the game state, so
/// the same seed and inputs always replay the same game.
public struct SplitMix64: RandomNumberGenerator, Sendable, Equatable {
    /// The internal state; advancing it is the whole algorithm.
    public private(set) var state: UInt64

    /// A generator seeded with `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0), by multiply-high: our own code rather than
    /// the standard library's `next(upperBound:)`, so replays never depend on its
    /// implementation. The bias is below 2^-32 for the small bounds the rules use.
    public mutating func next(below bound: UInt64) -> UInt64 {
        guard bound > 1 else { return 0 }
        return next().multipliedFullWidth(by: bound).high
    }
}
