/// One of N deterministic slices of a headless invocation's work (`--shard K/N`, K from 1 as GitLab's
/// `CI_NODE_INDEX`): the runs whose index leaves K - 1 when divided by N. Dealing the runs out in turn, rather
/// than in blocks, spreads long and short levels evenly; the N shards together are exactly the whole work.
public struct Shard: Equatable, Sendable {
    /// K, from 1.
    public let number: Int
    /// N, 1 or more.
    public let count: Int

    /// The shard `K/N`, or nil unless 1 <= K <= N.
    /// - Parameter text: e.g. `2/3`
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let number = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(number)
        else { return nil }
        self.number = number
        self.count = count
    }

    /// Whether the run at this index of the whole work is this shard's.
    /// - Parameter index: the run's index, from 0
    public func contains(_ index: Int) -> Bool {
        index % count == number - 1
    }
}
