/* When a run tells the game to quit, and what a headless wait for events does (joystick_run_rules.h). */
#include "joystick_run_rules.h"

bool jr_rules_frames_done(long wanted, long frame) {
    return wanted >= 0 && frame >= wanted;
}

bool jr_rules_script_quit_due(jr_script_end end, long frame) {
    return end.headless && end.frames_wanted < 0 && end.event_count > 0 && !end.events_left && !end.game_waits
        && frame > end.last_event_frame;
}

jr_wait_step jr_rules_wait_step(jr_wait_state state) {
    if (state.timeout_ms >= 0) return JR_WAIT_TIMED_OUT;
    if (jr_rules_frames_done(state.frames_wanted, state.frame) || state.idle_quit_sent) return JR_WAIT_FOR_REAL;
    if (state.frames_wanted < 0 && !state.events_left && !state.timers_pending) return JR_WAIT_QUIT_IDLE;
    return JR_WAIT_END_FRAME;
}

uint64_t jr_rules_wait_timeout_ns(int timeout_ms) {
    return timeout_ms > 0 ? (uint64_t)timeout_ms * 1000000u : 0;
}
