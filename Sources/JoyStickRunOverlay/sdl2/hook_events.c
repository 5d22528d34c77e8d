/*
 * The hooks of every way a game reads events: SDL_PumpEvents, SDL_PeepEvents, SDL_PollEvent, SDL_WaitEvent and
 * SDL_WaitEventTimeout. Each says first that input is due (frame.c: timers, the frame's scripted events, a
 * quit), then reads SDL's queue, then lets the controls close their frame of input once the queue is empty (a
 * key a tap pressed shows until the next) and rewrites the keyboard array.
 *
 * Headless, waiting takes no wall time: a wait that finds SDL's queue empty asks frame.c what to do (move the
 * clock by its timeout, end the frame with nothing drawn and read the next frame's input, tell an idle game to
 * quit, or wait for real once the run is over: joystick-run's --grace ends a game that waits on after its
 * SDL_QUIT).
 */
#include "overlay.h"
#include "wrappers.h"

static void before_read(jr_read how) {
    jr_events_claim_thread_if_unclaimed();
    jr_frame_input_due(how);
}

static void after_read(bool drained) {
    if (!jr_on_event_thread()) return;
    if (drained) jr_script_queue_read_empty(); else jr_clock_progress();
    jr_events_release_held();
    if (drained) jr_controls_update();
    jr_events_refresh_keys();
}

void jr_wrap_SDL_PumpEvents(void) {
    if (jr_inside) {
        REAL(SDL_PumpEvents)();
        return;
    }
    before_read(JR_READ_POLL);
    REAL(SDL_PumpEvents)();
    after_read(true);
}

int jr_wrap_SDL_PeepEvents(SDL_Event *events, int numevents, SDL_eventaction action, Uint32 minType, Uint32 maxType) {
    if (jr_inside || action == SDL_ADDEVENT) return REAL(SDL_PeepEvents)(events, numevents, action, minType, maxType);
    before_read(JR_READ_OTHER);
    int result = REAL(SDL_PeepEvents)(events, numevents, action, minType, maxType);
    if (action == SDL_GETEVENT && events) {
        for (int i = 0; i < result; i++) jr_events_game_read(&events[i]);
    }
    after_read(action == SDL_GETEVENT && result < numevents);
    return result;
}

int jr_wrap_SDL_PollEvent(SDL_Event *event) {
    if (jr_inside) return REAL(SDL_PollEvent)(event);
    before_read(JR_READ_POLL);
    int result = REAL(SDL_PollEvent)(event);
    if (result && event) jr_events_game_read(event);
    after_read(result == 0);
    return result;
}

static int headless_wait(SDL_Event *event, int timeout) {
    for (;;) {
        before_read(JR_READ_HEADLESS_WAIT);
        int result = REAL(SDL_PollEvent)(event);
        if (result && event) jr_events_game_read(event);
        after_read(result == 0);
        if (result) return result;
        switch (jr_frame_wait_found_nothing(timeout)) {
        case JR_WAIT_TIMED_OUT: return 0;
        case JR_WAIT_FOR_REAL: {
            int waited = REAL(SDL_WaitEvent)(event);
            if (waited && event) jr_events_game_read(event);
            return waited;
        }
        case JR_WAIT_QUIT_IDLE:
        case JR_WAIT_END_FRAME: break;
        }
    }
}

int jr_wrap_SDL_WaitEvent(SDL_Event *event) {
    if (jr_inside) return REAL(SDL_WaitEvent)(event);
    if (jr_the_spec.headless && jr_on_event_thread()) return headless_wait(event, -1);
    before_read(JR_READ_OTHER);
    int result = REAL(SDL_WaitEvent)(event);
    if (result && event) jr_events_game_read(event);
    after_read(false);
    return result;
}

int jr_wrap_SDL_WaitEventTimeout(SDL_Event *event, int timeout) {
    if (jr_inside) return REAL(SDL_WaitEventTimeout)(event, timeout);
    if (jr_the_spec.headless && jr_on_event_thread()) return headless_wait(event, timeout < 0 ? -1 : timeout);
    before_read(JR_READ_OTHER);
    int result = REAL(SDL_WaitEventTimeout)(event, timeout);
    if (result && event) jr_events_game_read(event);
    after_read(result == 0);
    return result;
}
