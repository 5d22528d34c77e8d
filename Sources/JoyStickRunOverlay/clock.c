/*
 * The clock and the frame boundary: the one place that says what time it is for the game and when a frame
 * begins and ends.
 *
 * In a window the game's clock is SDL's. In a headless run it is virtual, in nanoseconds: SDL_GetTicks,
 * SDL_GetTicks64 and SDL_GetPerformanceCounter read it (at 1e9 counts a second); the Nth presented frame moves
 * it to at least N/fps seconds; SDL_Delay on the game's event thread returns at once and moves it by what was
 * asked (other threads, a loader or an audio thread, sleep for real and move nothing: the run does not depend
 * on how they are scheduled). A game paced by SDL_Delay or vsync then runs as fast as the CPU allows, and two
 * runs read the same times. SDL's own internal clock (event timestamps, timers) is not the table's and stays
 * real: the controls are given the virtual time explicitly.
 *
 * A frame begins at the first read of events after a present: scripted events of that frame go into SDL's
 * queue then, and after the --frames'th present an SDL_QUIT does.
 */
#include <math.h>
#include <stdatomic.h>

#include "overlay.h"
#include "wrappers.h"

long jr_frames_presented;
static _Atomic Uint64 virtual_ns;
static bool quit_sent;

static Uint64 frame_time_ns(long frame) {
    return (Uint64)llround((double)frame * 1e9 / jr_the_spec.fps);
}

double jr_clock_seconds(void) {
    if (jr_the_spec.headless) return (double)atomic_load(&virtual_ns) / 1e9;
    return (double)REAL(SDL_GetTicks64)() / 1000.0;
}

Uint32 jr_clock_ticks(void) {
    return (Uint32)(atomic_load(&virtual_ns) / 1000000);
}

void jr_frame_events_due(void) {
    if (!jr_on_event_thread()) return;
    jr_script_deliver_through(jr_frames_presented);
    if (jr_the_spec.frames >= 0 && jr_frames_presented >= jr_the_spec.frames && !quit_sent) {
        quit_sent = true;
        SDL_Event quit = {.quit = {.type = SDL_QUIT}};
        jr_events_push(&quit);
        jr_status("FRAMES", "presented=%ld quit=sent", jr_frames_presented);
    }
}

void jr_frame_presented(void) {
    jr_frames_presented++;
    if (!jr_the_spec.headless) return;
    Uint64 due = frame_time_ns(jr_frames_presented), now = atomic_load(&virtual_ns);
    while (now < due && !atomic_compare_exchange_weak(&virtual_ns, &now, due)) {
    }
}

/* ---- SDL's clock, as the game reads it ------------------------------------------------------------- */

Uint32 jr_wrap_SDL_GetTicks(void) {
    if (!jr_the_spec.headless || jr_inside) return REAL(SDL_GetTicks)();
    return (Uint32)(atomic_load(&virtual_ns) / 1000000);
}

Uint64 jr_wrap_SDL_GetTicks64(void) {
    if (!jr_the_spec.headless || jr_inside) return REAL(SDL_GetTicks64)();
    return atomic_load(&virtual_ns) / 1000000;
}

Uint64 jr_wrap_SDL_GetPerformanceCounter(void) {
    if (!jr_the_spec.headless || jr_inside) return REAL(SDL_GetPerformanceCounter)();
    return atomic_load(&virtual_ns);
}

Uint64 jr_wrap_SDL_GetPerformanceFrequency(void) {
    if (!jr_the_spec.headless || jr_inside) return REAL(SDL_GetPerformanceFrequency)();
    return 1000000000u;
}

void jr_wrap_SDL_Delay(Uint32 ms) {
    if (!jr_the_spec.headless || jr_inside || !jr_on_event_thread()) {
        REAL(SDL_Delay)(ms);
        return;
    }
    atomic_fetch_add(&virtual_ns, (Uint64)ms * 1000000u);
}

/* Advances the virtual clock by a wait that found nothing (SDL_WaitEventTimeout in a headless run). */
void jr_clock_waited(int ms) {
    if (jr_the_spec.headless && ms > 0) atomic_fetch_add(&virtual_ns, (Uint64)ms * 1000000u);
}
