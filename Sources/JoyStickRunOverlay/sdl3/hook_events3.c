/*
 * The hooks of every way an SDL3 game reads events: SDL_PumpEvents, SDL_PeepEvents, SDL_PollEvent, SDL_WaitEvent
 * and SDL_WaitEventTimeout, as SDL2's (hook_events.c): input due first (frame.c), then SDL's queue, then the
 * controls' frame of input once the queue is empty. Headless, a wait that finds the queue empty asks frame.c what
 * to do and takes no wall time.
 */
#include "overlay3.h"

static void before_read(jr_read how) {
    jr_events_claim_thread_if_unclaimed();
    jr_frame_input_due(how);
}

static void after_read(bool drained) {
    if (!jr_on_event_thread()) return;
    if (drained) jr_script_queue_read_empty(); else jr_clock_progress();
    jr3_events_release_held();
    if (drained) jr_controls_update();
    jr3_events_refresh_keys();
}

void jr3_wrap_SDL_PumpEvents(void) {
    if (jr_inside) {
        REAL3(SDL_PumpEvents)();
        return;
    }
    before_read(JR_READ_POLL);
    REAL3(SDL_PumpEvents)();
    after_read(true);
}

int jr3_wrap_SDL_PeepEvents(SDL_Event *events, int numevents, SDL_EventAction action, Uint32 minType, Uint32 maxType) {
    if (jr_inside || action == SDL_ADDEVENT) return REAL3(SDL_PeepEvents)(events, numevents, action, minType, maxType);
    before_read(JR_READ_OTHER);
    int result = REAL3(SDL_PeepEvents)(events, numevents, action, minType, maxType);
    if (action == SDL_GETEVENT && events) {
        for (int i = 0; i < result; i++) jr3_events_game_read(&events[i]);
    }
    after_read(action == SDL_GETEVENT && result < numevents);
    return result;
}

bool jr3_wrap_SDL_PollEvent(SDL_Event *event) {
    if (jr_inside) return REAL3(SDL_PollEvent)(event);
    before_read(JR_READ_POLL);
    bool result = REAL3(SDL_PollEvent)(event);
    if (result && event) jr3_events_game_read(event);
    after_read(!result);
    return result;
}

static bool headless_wait(SDL_Event *event, Sint32 timeout) {
    for (;;) {
        before_read(JR_READ_HEADLESS_WAIT);
        bool result = REAL3(SDL_PollEvent)(event);
        if (result && event) jr3_events_game_read(event);
        after_read(!result);
        if (result) return true;
        switch (jr_frame_wait_found_nothing(timeout)) {
        case JR_WAIT_TIMED_OUT: return false;
        case JR_WAIT_FOR_REAL: {
            bool waited = REAL3(SDL_WaitEvent)(event);
            if (waited && event) jr3_events_game_read(event);
            return waited;
        }
        case JR_WAIT_QUIT_IDLE:
        case JR_WAIT_END_FRAME: break;
        }
    }
}

bool jr3_wrap_SDL_WaitEvent(SDL_Event *event) {
    if (jr_inside) return REAL3(SDL_WaitEvent)(event);
    if (jr_the_spec.headless && jr_on_event_thread()) return headless_wait(event, -1);
    before_read(JR_READ_OTHER);
    bool result = REAL3(SDL_WaitEvent)(event);
    if (result && event) jr3_events_game_read(event);
    after_read(false);
    return result;
}

bool jr3_wrap_SDL_WaitEventTimeout(SDL_Event *event, Sint32 timeout) {
    if (jr_inside) return REAL3(SDL_WaitEventTimeout)(event, timeout);
    if (jr_the_spec.headless && jr_on_event_thread()) return headless_wait(event, timeout < 0 ? -1 : timeout);
    before_read(JR_READ_OTHER);
    bool result = REAL3(SDL_WaitEventTimeout)(event, timeout);
    if (result && event) jr3_events_game_read(event);
    after_read(!result);
    return result;
}
