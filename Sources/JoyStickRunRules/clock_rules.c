/* What libc's clocks read in a headless run, and where a timed wait's deadline lies (joystick_run_rules.h). */
#include "joystick_run_rules.h"

uint64_t jr_rules_clock_reads_ns(jr_clock_kind kind, uint64_t elapsed_ns, int64_t start_seconds) {
    uint64_t start = 0;
    if (kind == JR_CLOCK_DATE && start_seconds > 0) start = (uint64_t)start_seconds;
    if (kind == JR_CLOCK_MONOTONIC) start = JR_MONOTONIC_START_SECONDS;
    return start * 1000000000u + elapsed_ns;
}

static uint64_t distance(uint64_t a, uint64_t b) {
    return a > b ? a - b : b - a;
}

jr_clock_kind jr_rules_deadline_clock(uint64_t deadline_ns, uint64_t elapsed_ns, int64_t start_seconds) {
    uint64_t date = jr_rules_clock_reads_ns(JR_CLOCK_DATE, elapsed_ns, start_seconds);
    uint64_t monotonic = jr_rules_clock_reads_ns(JR_CLOCK_MONOTONIC, elapsed_ns, start_seconds);
    return distance(deadline_ns, monotonic) < distance(deadline_ns, date) ? JR_CLOCK_MONOTONIC : JR_CLOCK_DATE;
}

uint64_t jr_rules_until_deadline_ns(uint64_t deadline_ns, jr_clock_kind kind, uint64_t elapsed_ns,
                                    int64_t start_seconds) {
    uint64_t now = jr_rules_clock_reads_ns(kind, elapsed_ns, start_seconds);
    return deadline_ns > now ? deadline_ns - now : 0;
}
