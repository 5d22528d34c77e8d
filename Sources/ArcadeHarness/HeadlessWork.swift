import ArcadeSDL
import Arcade
import RunBatch

/// The runs of a headless invocation, every chosen level for every seed, level by level, worked out from
/// their index rather than listed: run `i` is level `i / seeds` with the `i % seeds`-th seed, so 1.1 million
/// runs cost what 11 do, in memory and in time to the first run. A shard is the runs whose index leaves
/// K - 1 when divided by N, counted here by position (0, 1, 2, ... within the shard).
public struct HeadlessWork: BatchWork {
    /// The level files, in play order.
    public let files: [String]
    /// Each level, loaded once, by file.
    let levels: [String: Level]
    /// The seeds each level is played with.
    public let seeds: ClosedRange<UInt64>
    /// The slice of the work to play, if not all of it.
    public let shard: Shard?
    /// The script played in every run, if any.
    let script: ArcadeScript?
    /// The runner's options for every run (screenshots are set per run).
    let options: HeadlessRunner.Options
    /// `01-first-steps` for each file, for the runs' names.
    private let stems: [String]

    init(files: [String], levels: [String: Level], seeds: ClosedRange<UInt64>, shard: Shard?, script: ArcadeScript?,
         options: HeadlessRunner.Options) {
        self.files = files
        self.levels = levels
        self.seeds = seeds
        self.shard = shard
        self.script = script
        self.options = options
        stems = files.map(HeadlessRequest.folderName(of:))
    }

    /// Seeds per level.
    private var seedCount: Int { Int(seeds.upperBound - seeds.lowerBound) + 1 }

    /// Runs in the whole work, before sharding.
    public var total: Int { files.count * seedCount }

    /// The run at `index` of the whole work.
    /// - Parameter index: from 0 to ``total`` - 1
    public func run(at index: Int) -> HeadlessCase {
        let level = index / seedCount, seed = seeds.lowerBound + UInt64(index % seedCount)
        let name = stems[level] + (seedCount > 1 ? "-seed-\(seed)" : "")
        return HeadlessCase(index: index, file: files[level], seed: seed, name: name)
    }

    /// What the run at `index` plays: `01-first-steps seed 3`.
    public func label(ofRun index: Int) -> String {
        run(at: index).label
    }
}
