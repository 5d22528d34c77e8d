import Testing
@testable import Arcade

@Suite("Determinism")
struct DeterminismTests {
    static func arena() throws -> Level {
        try LevelFixtures.level([
            "################",
            "#P....#......*.#",
            "#.##..#..C..##.#",
            "#..*......H....#",
            "#.##.V####..##.#",
            "#....*...C...*E#",
            "################",
        ])
    }

    /// A reproducible stream of wandering, sometimes firing inputs.
    static func inputs(seed: UInt64, count: Int) -> [GameInput] {
        var rng = SplitMix64(seed: seed)
        func unit() -> Double { Double(rng.next() >> 11) / Double(1 << 53) * 2 - 1 }
        var result: [GameInput] = []
        var move = Vec2.zero
        for i in 0..<count {
            if i % 20 == 0 { move = Vec2(unit(), unit()) }
            let fire: Vec2? = rng.next(below: 3) == 0 ? Vec2(unit(), unit()) : nil
            result.append(GameInput(move: move, fire: fire))
        }
        return result
    }

    static func play(_ level: Level, seed: UInt64, inputs: [GameInput]) -> Game {
        var game = Game(level: level, seed: seed)
        for input in inputs { game.step(input) }
        return game
    }

    @Test func sameSeedAndInputsGiveTheSameHash() throws {
        let level = try Self.arena()
        let inputs = Self.inputs(seed: 11, count: 600)
        let a = Self.play(level, seed: 5, inputs: inputs)
        let b = Self.play(level, seed: 5, inputs: inputs)
        #expect(a.frame == 600 || a.result != .playing)
        #expect(a.stateHash == b.stateHash)
        #expect(a.stateHashHex == b.stateHashHex)
        #expect(a.stateHashHex.count == 16)
        #expect(a.player.position == b.player.position)
        #expect(a.enemies == b.enemies)
    }

    @Test func differentInputGivesADifferentHash() throws {
        let level = try Self.arena()
        var inputs = Self.inputs(seed: 11, count: 600)
        let a = Self.play(level, seed: 5, inputs: inputs)
        // Changing the last input is sure to matter: an early change can be erased when
        // the player loses a life and respawns.
        inputs[599].move = Vec2(0.5, 0)
        let b = Self.play(level, seed: 5, inputs: inputs)
        #expect(a.stateHash != b.stateHash)
    }

    @Test func differentSeedGivesADifferentHash() throws {
        let level = try Self.arena()
        let inputs = [GameInput](repeating: .idle, count: 600)
        #expect(Self.play(level, seed: 1, inputs: inputs).stateHash != Self.play(level, seed: 2, inputs: inputs).stateHash)
    }

    @Test func hashCoversTheState() throws {
        let level = try Self.arena()
        var game = Game(level: level, seed: 5)
        var hashes: Set<UInt64> = [game.stateHash]
        for _ in 0..<50 {
            game.step(GameInput(move: Vec2(1, 0), fire: Vec2(0, 1)))
            hashes.insert(game.stateHash)
        }
        #expect(hashes.count == 51)
    }

    @Test func hexIsZeroPadded() {
        #expect(StateHasher.hex(0xAB) == "00000000000000ab")
        #expect(StateHasher.hex(.max) == "ffffffffffffffff")
        // FNV-1a of nothing is its offset basis.
        #expect(StateHasher().value == 0xCBF2_9CE4_8422_2325)
    }

    @Test func splitMix64MatchesTheReferenceSequence() {
        // Reference values for seed 1234567 from the published SplitMix64 algorithm.
        var rng = SplitMix64(seed: 1_234_567)
        #expect(rng.next() == 6_457_827_717_110_365_317)
        #expect(rng.next() == 3_203_168_211_198_807_973)
        #expect(rng.next() == 9_817_491_932_198_370_423)
        var dice = SplitMix64(seed: 9)
        for _ in 0..<1000 { #expect(dice.next(below: 6) < 6) }
        #expect(dice.next(below: 1) == 0)
        #expect(dice.next(below: 0) == 0)
    }

    /// Pins the exact result of a fixed scenario so a change in the rules' arithmetic,
    /// or a difference between debug and release builds, is noticed. Update the value
    /// when the rules change on purpose.
    @Test func goldenHash() throws {
        let game = Self.play(try Self.arena(), seed: 5, inputs: Self.inputs(seed: 11, count: 600))
        #expect(game.stateHashHex == "cb50100b5f3af3d4")
    }
}
