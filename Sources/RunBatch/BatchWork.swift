/// The runs of a batch, worked out from their index rather than listed, so a million runs cost what ten do:
/// what ``WorkerPool``, ``JUnitReport`` and a batch's messages need of them. A shard is the runs whose index
/// leaves K - 1 when divided by N, counted here by position (0, 1, 2, ... within the shard).
public protocol BatchWork {
    /// Runs in the whole work, before sharding.
    var total: Int { get }
    /// The slice of the work to play, if not all of it.
    var shard: Shard? { get }
    /// What a run plays, in words a message names it by: `01-first-steps seed 3`, a script's name.
    /// - Parameter index: the run's index in the whole work
    func label(ofRun index: Int) -> String
}

extension BatchWork {
    /// Runs in the shard (the whole work without one).
    public var count: Int {
        guard let shard else { return total }
        return total >= shard.number ? (total - shard.number) / shard.count + 1 : 0
    }

    /// The index in the whole work of the shard's run at `position`.
    /// - Parameter position: from 0 to ``count`` - 1
    public func index(at position: Int) -> Int {
        shard.map { $0.number - 1 + position * $0.count } ?? position
    }

    /// The position in the shard of the run at `index` of the whole work, if the shard has it.
    public func position(of index: Int) -> Int? {
        guard let shard else { return index }
        return index % shard.count == shard.number - 1 ? index / shard.count : nil
    }

    /// Runs named for a message: `0 (01-first-steps seed 1), 2 (01-first-steps seed 3)`, at most `most` of
    /// them, then how many more.
    public func named(_ indices: [Int], most: Int = 20) -> String {
        let named = indices.prefix(most).map { "\($0) (\(label(ofRun: $0)))" }.joined(separator: ", ")
        return named + (indices.count > most ? " and \(indices.count - most) more" : "")
    }
}
