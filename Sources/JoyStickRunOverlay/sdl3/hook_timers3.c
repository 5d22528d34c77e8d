/*
 * The hooks of an SDL3 game's timers and delays: SDL_AddTimer, SDL_AddTimerNS, SDL_RemoveTimer, SDL_Delay,
 * SDL_DelayNS and SDL_DelayPrecise. As SDL2's (hook_timers.c): in a headless run the callbacks run on the game's
 * event thread in the order their times come on the virtual clock; a delay sleeps on it (libc_clock.c) and then
 * fires the timers due. In a window they are SDL's own.
 */
#include "overlay3.h"

/* A timer's flags: its callback takes nanoseconds (SDL_AddTimerNS). */
#define JR3_TIMER_NS 1u

static struct {
    jr_timer_queue queue;
    bool firing;
} timers;

SDL_TimerID jr3_wrap_SDL_AddTimer(Uint32 interval, SDL_TimerCallback callback, void *userdata) {
    if (jr_inside || !jr_clock.is_virtual || !callback) return REAL3(SDL_AddTimer)(interval, callback, userdata);
    return jr_timer_queue_add(&timers.queue, (Uint64)interval * 1000000u, jr_clock_elapsed_ns(), (void *)callback,
                              userdata, 0);
}

SDL_TimerID jr3_wrap_SDL_AddTimerNS(Uint64 interval, SDL_NSTimerCallback callback, void *userdata) {
    if (jr_inside || !jr_clock.is_virtual || !callback) return REAL3(SDL_AddTimerNS)(interval, callback, userdata);
    return jr_timer_queue_add(&timers.queue, interval, jr_clock_elapsed_ns(), (void *)callback, userdata, JR3_TIMER_NS);
}

bool jr3_wrap_SDL_RemoveTimer(SDL_TimerID id) {
    if (jr_inside || !jr_clock.is_virtual) return REAL3(SDL_RemoveTimer)(id);
    return jr_timer_queue_remove(&timers.queue, id);
}

bool jr3_timers_pending(void) {
    return jr_clock.is_virtual && timers.queue.count > 0;
}

void jr3_timers_fire(void) {
    if (!jr_clock.is_virtual || timers.firing || timers.queue.count == 0 || !jr_on_event_thread()) return;
    timers.firing = true;
    Uint64 now = jr_clock_elapsed_ns();
    jr_timer next;
    while (jr_timer_queue_next_due(&timers.queue, now, &next)) {
        Uint64 again;
        if (next.flags & JR3_TIMER_NS) {
            again = ((SDL_NSTimerCallback)next.callback)(next.param, next.id, next.interval_ns);
        } else {
            again = (Uint64)((SDL_TimerCallback)next.callback)(next.param, next.id, (Uint32)(next.interval_ns / 1000000u))
                * 1000000u;
        }
        jr_timer_queue_fired(&timers.queue, next.id, again);
    }
    timers.firing = false;
}

void jr3_wrap_SDL_Delay(Uint32 ms) {
    REAL3(SDL_Delay)(ms);
    if (!jr_inside) jr_frame_slept();
}

void jr3_wrap_SDL_DelayNS(Uint64 ns) {
    REAL3(SDL_DelayNS)(ns);
    if (!jr_inside) jr_frame_slept();
}

void jr3_wrap_SDL_DelayPrecise(Uint64 ns) {
    REAL3(SDL_DelayPrecise)(ns);
    if (!jr_inside) jr_frame_slept();
}
