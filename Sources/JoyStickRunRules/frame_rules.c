/* When frames end and how the virtual clock moves with them (joystick_run_rules.h). */
#include <math.h>

#include "joystick_run_rules.h"

uint64_t jr_rules_frame_start_ns(double fps, long frame) {
    if (frame <= 0 || !(fps > 0)) return 0;
    return (uint64_t)llround((double)frame * 1e9 / fps);
}

long jr_rules_undrawn_frames(double fps, long frame, uint64_t now_ns, bool began) {
    if (!began) return 0;
    long ended = 0;
    while (now_ns >= jr_rules_frame_start_ns(fps, frame + ended + 2)) ended++;
    return ended;
}

uint64_t jr_rules_clock_after_frame(double fps, long frames_ended, uint64_t now_ns) {
    uint64_t due = jr_rules_frame_start_ns(fps, frames_ended);
    return due > now_ns ? due : now_ns;
}

uint64_t jr_rules_spin_read(jr_spin *spin) {
    if (++spin->reads_in_a_row < JR_SPIN_READS) return 0;
    spin->reads_in_a_row = 0;
    return JR_SPIN_STEP_NS;
}

void jr_rules_spin_reset(jr_spin *spin) {
    spin->reads_in_a_row = 0;
}
