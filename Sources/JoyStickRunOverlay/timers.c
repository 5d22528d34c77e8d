/*
 * SDL's timers in a headless run: SDL_AddTimer's callbacks run on the game's event thread, in the order their
 * times come on the virtual clock, when the game next reads events, presents a frame or calls SDL_Delay, not on
 * SDL's timer thread racing the game. A game driven by timers (a callback pushing an event a tick, the game
 * waiting for it) then runs the same way every time. In a window they are SDL's own.
 */
#include <stdlib.h>

#include "overlay.h"
#include "wrappers.h"

typedef struct jr_timer {
    SDL_TimerID id;
    Uint64 due_ns;               /* on the virtual clock */
    Uint32 interval;             /* ms */
    SDL_TimerCallback callback;
    void *param;
} jr_timer;

static jr_timer *timers;
static int timer_count, timer_room;
static SDL_TimerID last_id;
static bool firing;

SDL_TimerID jr_wrap_SDL_AddTimer(Uint32 interval, SDL_TimerCallback callback, void *param) {
    if (jr_inside || !jr_clock_is_virtual) return REAL(SDL_AddTimer)(interval, callback, param);
    if (!callback) return REAL(SDL_AddTimer)(interval, callback, param);   /* SDL says what is wrong */
    if (timer_count == timer_room) {
        int room = timer_room ? timer_room * 2 : 16;
        jr_timer *grown = realloc(timers, (size_t)room * sizeof *timers);
        if (!grown) return 0;
        timers = grown;
        timer_room = room;
    }
    timers[timer_count++] = (jr_timer){.id = ++last_id, .due_ns = jr_clock_elapsed_ns() + (Uint64)interval * 1000000u,
                                       .interval = interval, .callback = callback, .param = param};
    return last_id;
}

SDL_bool jr_wrap_SDL_RemoveTimer(SDL_TimerID id) {
    if (jr_inside || !jr_clock_is_virtual) return REAL(SDL_RemoveTimer)(id);
    for (int i = 0; i < timer_count; i++) {
        if (timers[i].id != id) continue;
        timers[i] = timers[--timer_count];
        return SDL_TRUE;
    }
    return SDL_FALSE;
}

bool jr_timers_pending(void) {
    return jr_clock_is_virtual && timer_count > 0;
}

void jr_timers_fire(void) {
    if (!jr_clock_is_virtual || firing || timer_count == 0 || !jr_on_event_thread()) return;
    firing = true;
    Uint64 now = jr_clock_elapsed_ns();
    for (;;) {
        /* The earliest due (the first added first when two are due at once). */
        int next = -1;
        for (int i = 0; i < timer_count; i++) {
            if (timers[i].due_ns > now) continue;
            if (next < 0 || timers[i].due_ns < timers[next].due_ns
                || (timers[i].due_ns == timers[next].due_ns && timers[i].id < timers[next].id)) next = i;
        }
        if (next < 0) break;
        jr_timer timer = timers[next];
        Uint32 again = timer.callback(timer.interval, timer.param);
        /* The callback may have added or removed timers: find this one again by its id. */
        for (int i = 0; i < timer_count; i++) {
            if (timers[i].id != timer.id) continue;
            if (again == 0) {
                timers[i] = timers[--timer_count];
            } else {
                timers[i].interval = again;
                timers[i].due_ns = timer.due_ns + (Uint64)again * 1000000u;
            }
            break;
        }
    }
    firing = false;
}

void jr_wrap_SDL_Delay(Uint32 ms) {
    REAL(SDL_Delay)(ms);
    if (!jr_inside) jr_timers_fire();
}
