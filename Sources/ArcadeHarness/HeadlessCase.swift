import ArcadeSDL
/// One run of a headless invocation: a level file played with a seed, and its place in the whole work.
public struct HeadlessCase: Equatable, Sendable {
    /// Its place in the whole work (every level for every seed, before sharding), from 0.
    public var index: Int
    /// The level file.
    public var file: String
    /// The session seed.
    public var seed: UInt64
    /// A name for its files, unique in the invocation: the level file's name without its extension
    /// (`01-first-steps`), with `-seed-N` when the invocation plays several seeds.
    public var name: String

    /// What the JUnit report calls it: the level file's name and the seed, `01-first-steps seed 3`.
    public var label: String {
        "\(HeadlessRequest.folderName(of: file)) seed \(seed)"
    }
}
