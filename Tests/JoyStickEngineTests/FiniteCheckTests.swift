@testable import JoyStickEngine
import Testing

/// The one-comparison finiteness test of the per-event paths says what `isFinite` says of each number.
@Suite struct FiniteCheckTests {
    private static let values: [Double] = [
        0, -0.0, 1, -1, .leastNonzeroMagnitude, -.leastNormalMagnitude, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, .infinity, -.infinity, .nan, -.nan, .signalingNaN,
    ]

    @Test func twoNumbersAreFiniteExactlyWhenEachIs() {
        for a in Self.values {
            for b in Self.values {
                #expect(Double.areFinite(a, b) == (a.isFinite && b.isFinite), "\(a), \(b)")
            }
        }
    }

    @Test func threeNumbersAreFiniteExactlyWhenEachIs() {
        for a in Self.values {
            for b in Self.values {
                for c in Self.values {
                    #expect(Double.areFinite(a, b, c) == (a.isFinite && b.isFinite && c.isFinite), "\(a), \(b), \(c)")
                }
            }
        }
    }
}
