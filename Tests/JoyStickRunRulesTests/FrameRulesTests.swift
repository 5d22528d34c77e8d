import JoyStickRunRules
import Testing

/// When a headless run's frames end and how its virtual clock moves: the rules the overlay follows at every
/// present, sleep and read of the clock.
@Suite("A headless run's frames and clock")
struct FrameRulesTests {
    @Test func framesStartAtTheirShareOfASecondRoundedToTheNanosecond() {
        #expect(jr_rules_frame_start_ns(60, 0) == 0)
        #expect(jr_rules_frame_start_ns(60, 1) == 16_666_667)
        #expect(jr_rules_frame_start_ns(60, 2) == 33_333_333)
        #expect(jr_rules_frame_start_ns(60, 3) == 50_000_000)
        #expect(jr_rules_frame_start_ns(60, 600) == 10_000_000_000)
        #expect(jr_rules_frame_start_ns(30, 1) == 33_333_333)
        #expect(jr_rules_frame_start_ns(144, 1) == 6_944_444)
        // No frame starts before the game: a negative frame, or no rate, is the start.
        #expect(jr_rules_frame_start_ns(60, -1) == 0 && jr_rules_frame_start_ns(0, 5) == 0)
        #expect(jr_rules_frame_start_ns(.nan, 5) == 0)
    }

    @Test func aPresentMovesTheClockToTheNextFrameAndNeverBack() {
        // A game that drew frame 0 in 2 ms: the clock is at frame 1's start.
        #expect(jr_rules_clock_after_frame(60, 1, 2_000_000) == 16_666_667)
        // A game that slept 20 ms into frame 0 keeps its 20 ms.
        #expect(jr_rules_clock_after_frame(60, 1, 20_000_000) == 20_000_000)
        #expect(jr_rules_clock_after_frame(60, 3, 0) == 50_000_000)
    }

    @Test func aGameThatStopsDrawingEndsAFrameAFrameTimeWithNothingDrawn() {
        // In frame 0, the clock a hair short of two frames: frame 0 is still the game's.
        #expect(jr_rules_undrawn_frames(60, 0, 33_333_332, true) == 0)
        // At frame 2's start, frame 0 has ended undrawn, and the game is in frame 1.
        #expect(jr_rules_undrawn_frames(60, 0, 33_333_333, true) == 1)
        // A one-second sleep in frame 10: frames 10 to 68 end (frame 70 starts at 1,166,666,667 ns).
        #expect(jr_rules_undrawn_frames(60, 10, 1_166_666_667, true) == 59)
        #expect(jr_rules_undrawn_frames(60, 10, 1_166_666_666, true) == 58)
        // A game still starting (no frame ended yet) ends none, however long it loads.
        #expect(jr_rules_undrawn_frames(60, 0, 5_000_000_000, false) == 0)
    }

    @Test func aThousandReadsInARowMoveTheClockAMillisecond() {
        var spin = jr_spin()
        var moved: [UInt64] = []
        for _ in 0..<2_500 { moved.append(jr_rules_spin_read(&spin)) }
        #expect(moved.indices.filter { moved[$0] != 0 } == [999, 1_999])
        #expect(moved[999] == 1_000_000 && moved.reduce(0, +) == 2_000_000)
        // A sleep or a frame between reads starts the count again.
        for _ in 0..<999 { _ = jr_rules_spin_read(&spin) }
        jr_rules_spin_reset(&spin)
        #expect(jr_rules_spin_read(&spin) == 0 && spin.reads_in_a_row == 1)
    }
}
