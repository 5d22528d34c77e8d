import JoyStickRunRules
import Testing

/// What libc's clocks read in a headless run, and how long a timed wait waits.
@Suite("libc's clocks in a headless run")
struct ClockRulesTests {
    /// 2000-01-01 00:00:00 UTC, joystick-run's default --start-time.
    let start: Int64 = 946_684_800

    @Test func eachKindOfClockStartsWhereItShould() {
        let elapsed: UInt64 = 1_500_000_000
        #expect(jr_rules_clock_reads_ns(JR_CLOCK_DATE, elapsed, start) == 946_684_801_500_000_000)
        #expect(jr_rules_clock_reads_ns(JR_CLOCK_MONOTONIC, elapsed, start) == 100_001_500_000_000)
        #expect(jr_rules_clock_reads_ns(JR_CLOCK_CPU, elapsed, start) == 1_500_000_000)
    }

    @Test func aDeadlineIsOnTheClockItIsNearer() {
        let elapsed: UInt64 = 2_000_000_000
        // C++'s wait_for: now on the monotonic clock plus 50 ms.
        let monotonic = jr_rules_clock_reads_ns(JR_CLOCK_MONOTONIC, elapsed, start) + 50_000_000
        #expect(jr_rules_deadline_clock(monotonic, elapsed, start) == JR_CLOCK_MONOTONIC)
        #expect(jr_rules_until_deadline_ns(monotonic, JR_CLOCK_MONOTONIC, elapsed, start) == 50_000_000)
        // pthread_cond_timedwait's usual deadline: the date plus 250 ms.
        let date = jr_rules_clock_reads_ns(JR_CLOCK_DATE, elapsed, start) + 250_000_000
        #expect(jr_rules_deadline_clock(date, elapsed, start) == JR_CLOCK_DATE)
        #expect(jr_rules_until_deadline_ns(date, JR_CLOCK_DATE, elapsed, start) == 250_000_000)
        // A deadline already passed waits for nothing.
        #expect(jr_rules_until_deadline_ns(date - 300_000_000, JR_CLOCK_DATE, elapsed, start) == 0)
    }
}
