/*
 * The hooks of SDL's timers and its delay: SDL_AddTimer, SDL_RemoveTimer and SDL_Delay.
 *
 * In a headless run SDL_AddTimer's callbacks run on the game's event thread, in the order their times come on the
 * virtual clock (JoyStickRunRules' timer queue), when the game next reads events, presents a frame or returns
 * from SDL_Delay (frame.c calls jr_timers_fire), not on SDL's timer thread racing the game. A game driven by
 * timers (a callback pushing an event a tick, the game waiting for it) then runs the same way every time. In a
 * window they are SDL's own.
 */
#include "overlay.h"
#include "wrappers.h"

static struct {
    jr_timer_queue queue;
    bool firing;                 /* a callback is running: timers it adds wait for the next round */
} timers;

SDL_TimerID jr_wrap_SDL_AddTimer(Uint32 interval, SDL_TimerCallback callback, void *param) {
    if (jr_inside || !jr_clock.is_virtual) return REAL(SDL_AddTimer)(interval, callback, param);
    if (!callback) return REAL(SDL_AddTimer)(interval, callback, param);   /* SDL says what is wrong */
    return (SDL_TimerID)jr_timer_queue_add(&timers.queue, (Uint64)interval * 1000000u, jr_clock_elapsed_ns(),
                                           (void *)callback, param, 0);
}

SDL_bool jr_wrap_SDL_RemoveTimer(SDL_TimerID id) {
    if (jr_inside || !jr_clock.is_virtual) return REAL(SDL_RemoveTimer)(id);
    return jr_timer_queue_remove(&timers.queue, (Uint32)id) ? SDL_TRUE : SDL_FALSE;
}

bool jr_timers_pending(void) {
    return jr_clock.is_virtual && timers.queue.count > 0;
}

void jr_timers_fire(void) {
    if (!jr_clock.is_virtual || timers.firing || timers.queue.count == 0 || !jr_on_event_thread()) return;
    timers.firing = true;
    Uint64 now = jr_clock_elapsed_ns();
    jr_timer next;
    while (jr_timer_queue_next_due(&timers.queue, now, &next)) {
        Uint32 again = ((SDL_TimerCallback)next.callback)((Uint32)(next.interval_ns / 1000000u), next.param);
        /* The callback may have added or removed timers: the queue finds this one again by its id. */
        jr_timer_queue_fired(&timers.queue, next.id, (Uint64)again * 1000000u);
    }
    timers.firing = false;
}

void jr_wrap_SDL_Delay(Uint32 ms) {
    REAL(SDL_Delay)(ms);
    if (!jr_inside) jr_frame_slept();
}
