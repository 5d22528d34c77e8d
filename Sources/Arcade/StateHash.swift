import Foundation

/// 64-bit FNV-1a, fed field by field to fingerprint a game state.
///
/// Deliberately not Swift's `Hasher`, which is seeded randomly per process: this one
/// gives the same value in every run, debug or release, so replays can be checked.
public struct StateHasher: Sendable {
    /// The hash so far.
    public private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    /// A fresh hasher.
    public init() {}

    /// Mixes in eight bytes, least significant first.
    public mutating func combine(_ word: UInt64) {
        var v = value
        var w = word
        for _ in 0..<8 {
            v = (v ^ (w & 0xFF)) &* 0x0000_0100_0000_01B3
            w >>= 8
        }
        value = v
    }

    /// Mixes in an integer.
    public mutating func combine(_ int: Int) { combine(UInt64(bitPattern: Int64(int))) }

    /// Mixes in a Double's exact bits.
    public mutating func combine(_ double: Double) { combine(double.bitPattern) }

    /// Mixes in a Boolean.
    public mutating func combine(_ bool: Bool) { combine(bool ? UInt64(1) : 0) }

    /// Mixes in both components of a vector.
    public mutating func combine(_ vector: Vec2) {
        combine(vector.x)
        combine(vector.y)
    }

    /// Mixes in a tile.
    public mutating func combine(_ tile: TilePosition) {
        combine(tile.col)
        combine(tile.row)
    }

    /// `value` as 16 lowercase hex digits, zero-padded.
    public static func hex(_ value: UInt64) -> String {
        String(format: "%016llx", value)
    }
}
