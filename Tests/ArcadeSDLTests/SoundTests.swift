import Arcade
import CSDL2
import Foundation
import SDLTestSupport
import Testing
@testable import ArcadeSDL

/// The synthesized effects, the event mapping, and playback on SDL's dummy audio driver.
///
/// Playback tests take the shared SDL gate (`.sdl`): the dummy driver has a single device that only one
/// `SoundEffects` may hold open, and another SDL test's `SDL_Quit` would close it mid-test.
@Suite struct SoundTests {
    static let fullScale = Double(Int16.max)
    static let rate = Double(SoundSynthesizer.sampleRate)

    /// Every `GameEvent` case, written out because the enum has payloads and so is not `CaseIterable`.
    static let everyEvent: [GameEvent] = [
        .gemCollected(gem: 0), .exitOpened, .shotFired, .enemyHit(enemy: 0), .enemyDestroyed(enemy: 0),
        .playerHit, .won, .lost,
    ]

    static func byteCount(_ effect: SoundEffect) -> UInt32 {
        UInt32(SoundSynthesizer.samples(for: effect).count * MemoryLayout<Int16>.size)
    }

    // MARK: Synthesis

    @Test(arguments: SoundEffect.allCases)
    func effectIsShortAudibleAndWithinHeadroom(effect: SoundEffect) {
        let samples = SoundSynthesizer.samples(for: effect)
        #expect(!samples.isEmpty)
        let seconds = Double(samples.count) / Self.rate
        #expect(seconds >= 0.04 && seconds <= 0.9, "\(effect) lasts \(seconds) s")
        let peak = Double(samples.map { abs(Int($0)) }.max() ?? 0)
        #expect(peak <= 0.6 * Self.fullScale, "\(effect) peaks at \(peak)")
        #expect(peak > 0.1 * Self.fullScale, "\(effect) peaks at \(peak)")
    }

    @Test(arguments: SoundEffect.allCases)
    func effectStartsAndEndsAtSilence(effect: SoundEffect) {
        // A jump from or to silence is an audible click.
        let samples = SoundSynthesizer.samples(for: effect)
        let limit = 0.02 * Self.fullScale
        #expect(Double(abs(Int(samples.first ?? .max))) < limit)
        #expect(Double(abs(Int(samples.last ?? .max))) < limit)
    }

    /// 64-bit FNV-1a over the samples in order, each as its 16-bit value widened to 64 bits.
    static func checksum(_ samples: [Int16]) -> String {
        var hasher = StateHasher()
        for sample in samples { hasher.combine(Int(sample)) }
        return StateHasher.hex(hasher.value)
    }

    /// Every effect's exact samples, pinned: the synthesis (noise included) gives the same sound in every run
    /// and build. After a deliberate change to a recipe, run `swift test --filter SoundTests` and copy the new
    /// checksum from the failure message.
    static let pinnedChecksums: [(SoundEffect, String)] = [
        (.pickUp, "753fef9670f47612"), (.exitOpened, "d1cdbb542716c0ae"), (.shot, "8eebf6f218d63a3d"),
        (.enemyHit, "efc891fae85c116a"), (.enemyDestroyed, "a7cfde94eada25bb"), (.playerHit, "f337fbc49483a41f"),
        (.levelComplete, "e8f4802ffa247e30"), (.gameOver, "07c397f1607461e4"),
    ]

    @Test(arguments: pinnedChecksums)
    func samplesArePinned(effect: SoundEffect, checksum: String) {
        #expect(Self.checksum(SoundSynthesizer.samples(for: effect)) == checksum)
    }

    @Test func everyEffectHasAPinnedChecksum() {
        #expect(Self.pinnedChecksums.map(\.0) == SoundEffect.allCases)
    }

    @Test func exactLengths() {
        // The recipes' note lengths at 44.1 kHz; a change here is a change to how the game sounds.
        let lengths = SoundEffect.allCases.map { SoundSynthesizer.samples(for: $0).count }
        #expect(SoundSynthesizer.sampleRate == 44_100)
        #expect(lengths == [13_230, 19_845, 5_292, 3_528, 19_845, 22_050, 30_870, 37_044])
    }

    @Test func effectsAreDistinct() {
        let all = SoundEffect.allCases.map { SoundSynthesizer.samples(for: $0) }
        #expect(Set(all).count == all.count)
    }

    // MARK: Event mapping

    @Test func everyEventHasItsOwnSound() {
        let effects = Self.everyEvent.compactMap(SoundEffect.init)
        #expect(effects == [.pickUp, .exitOpened, .shot, .enemyHit, .enemyDestroyed, .playerHit,
                            .levelComplete, .gameOver])
        // Each effect is some event's sound, so none is dead code.
        #expect(Set(effects) == Set(SoundEffect.allCases))
        #expect(SoundEffect(.gemCollected(gem: 4)) == SoundEffect(.gemCollected(gem: 0)))
    }

    // MARK: Playback

    @Test func mutedIsSilentAndHarmless() {
        let sound = SoundEffects(muted: true)
        #expect(sound.isMuted)
        #expect(sound.isSilent)
        #expect(sound.unavailableReason == nil)
        #expect(sound.deviceID == 0)
        for effect in SoundEffect.allCases { sound.play(effect) }
        sound.play(events: Self.everyEvent)
        sound.play(events: [])
        #expect(sound.deviceID == 0)
    }

    /// Opens `SoundEffects` on SDL's dummy driver and pauses the device, so what is queued stays queued: the
    /// driver drains a playing device at real-time speed, and what it took meanwhile would depend on the clock.
    ///
    /// Every standard SDL build has the dummy driver, but a custom build may leave it out, and it has a
    /// single device, so another test holding it open also makes it unavailable here. Then there is no
    /// device to queue on: the object must merely have stayed silent and harmless and said why, and the
    /// test is cancelled (reported as skipped, with SDL's reason) instead of failing or passing unseen.
    static func openDummy(muted: Bool = false) throws -> SoundEffects {
        SDLTestEnvironment.start()
        let sound = SoundEffects(muted: muted)
        if muted { sound.isMuted = false }
        guard let reason = sound.unavailableReason else {
            #expect(!sound.isSilent)
            #expect(sound.deviceID != 0)
            SDL_PauseAudioDevice(sound.deviceID, 1)
            return sound
        }
        #expect(sound.isSilent)
        #expect(sound.deviceID == 0)
        sound.play(.shot)
        try Test.cancel("SDL's dummy audio driver is unavailable: \(reason)")
    }

    @Test(.sdl) func playQueuesAudio() throws {
        let sound = try Self.openDummy()
        #expect(SDL_GetQueuedAudioSize(sound.deviceID) == 0)
        sound.play(.levelComplete)
        #expect(SDL_GetQueuedAudioSize(sound.deviceID) == Self.byteCount(.levelComplete))
        #expect(Self.byteCount(.levelComplete) == 61_740)
    }

    @Test(.sdl) func backlogIsDroppedRatherThanPiledUp() throws {
        let sound = try Self.openDummy()
        sound.play(.gameOver)
        sound.play(.gameOver)
        // Queued back to back there would be two; the first was over 100 ms long and was dropped.
        #expect(SDL_GetQueuedAudioSize(sound.deviceID) == Self.byteCount(.gameOver))
        // A backlog of at most 100 ms stays: a shot (120 ms) is dropped, an enemy hit (80 ms) is not.
        SDL_ClearQueuedAudio(sound.deviceID)
        sound.play(.enemyHit)
        sound.play(.shot)
        #expect(SDL_GetQueuedAudioSize(sound.deviceID) == Self.byteCount(.enemyHit) + Self.byteCount(.shot))
        sound.play(.shot)
        #expect(SDL_GetQueuedAudioSize(sound.deviceID) == Self.byteCount(.shot))
    }

    @Test(.sdl) func eventsPlayEachKindOnce() throws {
        let sound = try Self.openDummy()
        sound.play(events: Array(repeating: .gemCollected(gem: 1), count: 5))
        #expect(SDL_GetQueuedAudioSize(sound.deviceID) == Self.byteCount(.pickUp))

        // Two kinds in one step queue back to back: the second does not drop the first. The gem still queued
        // from the last step is a backlog, dropped once, before the first.
        sound.play(events: [.gemCollected(gem: 2), .exitOpened, .gemCollected(gem: 3)])
        #expect(SDL_GetQueuedAudioSize(sound.deviceID) == Self.byteCount(.pickUp) + Self.byteCount(.exitOpened))
    }

    @Test(.sdl) func unmutingOpensTheDeviceAndMutingStopsSound() throws {
        let sound = try Self.openDummy(muted: true)
        sound.play(.playerHit)
        #expect(SDL_GetQueuedAudioSize(sound.deviceID) == Self.byteCount(.playerHit))
        sound.isMuted = true
        #expect(sound.isSilent)
        #expect(SDL_GetQueuedAudioSize(sound.deviceID) == 0)
        sound.play(.playerHit)
        #expect(SDL_GetQueuedAudioSize(sound.deviceID) == 0)
    }
}
