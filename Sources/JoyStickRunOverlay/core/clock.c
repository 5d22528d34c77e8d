/*
 * The game's clock. In a window it is the system's. In a headless run it is virtual, in nanoseconds since the
 * game started: libc's clocks read it (libc_clock.c, loaded with LD_PRELOAD so that SDL's own clock, waits and
 * timestamps read it too), and only the game's clock thread (the one that presents, at first the one that
 * started the game) moves it:
 *
 *   - a frame that ends moves it to at least the next frame's start (frame.c; N frames = N/fps seconds);
 *   - a sleep moves it by what was asked and returns at once;
 *   - reading it JR_SPIN_READS times in a row, with no sleep or frame between, moves it by JR_SPIN_STEP_NS: a
 *     game spinning on the clock until the next frame's time gets there, and never softlocks;
 *   - whenever it moves more than a frame's time past the frame the game is in, frames end with nothing drawn
 *     (frame.c).
 *
 * Other threads read the same clock and never move it: an audio or loader thread sleeps for real, so the run
 * does not depend on how they are scheduled. The rules are JoyStickRunRules' (frame_rules.c), tested there.
 */
#define _GNU_SOURCE
#include <stdatomic.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "overlay_core.h"

jr_clock_settings jr_clock = {.fps = 60, .start_seconds = JR_DEFAULT_START_TIME, .seed = 1};

/* The clock's moving parts: the time, the thread that moves it, and its reads in a row. */
static struct {
    _Atomic uint64_t elapsed_ns;
    _Atomic pid_t thread;
    jr_spin spin;
} clock_state;

/* This thread's id, asked of the kernel once per thread: a clock read must cost nanoseconds, not a system
 * call. */
static _Thread_local pid_t thread_id;
/* While set, reads of the clock on this thread are the overlay's own (SDL stamping the events it pushes). */
static _Thread_local bool quiet_reads;

static pid_t this_thread(void) {
    if (!thread_id) thread_id = (pid_t)syscall(SYS_gettid);
    return thread_id;
}

void jr_clock_start(void) {
    /* JOYSTICK_RUN_CLOCK="FPS START SEED", set by joystick-run --headless for the whole process tree. */
    const char *text = getenv("JOYSTICK_RUN_CLOCK");
    if (!text) return;
    char *end = NULL;
    double fps = strtod(text, &end);
    if (!end || end == text) return;
    long long start = strtoll(end, &end, 10);
    unsigned long long seed = strtoull(end, &end, 10);
    if (!(fps >= 1 && fps <= 1000)) return;
    jr_clock.fps = fps;
    jr_clock.start_seconds = start;
    jr_clock.seed = seed;
    atomic_store(&clock_state.thread, this_thread());
    jr_clock.is_virtual = true;
}

bool jr_clock_on_its_thread(void) {
    return atomic_load(&clock_state.thread) == this_thread();
}

void jr_clock_take_thread(void) {
    if (jr_clock.is_virtual) atomic_store(&clock_state.thread, this_thread());
}

uint64_t jr_clock_elapsed_ns(void) {
    return atomic_load(&clock_state.elapsed_ns);
}

void jr_clock_advance(uint64_t ns) {
    jr_rules_spin_reset(&clock_state.spin);
    uint64_t now = atomic_fetch_add(&clock_state.elapsed_ns, ns) + ns;
    jr_frame_clock_moved(now);
}

void jr_clock_frame_ended(long frames_ended) {
    if (!jr_clock.is_virtual) return;
    jr_rules_spin_reset(&clock_state.spin);
    uint64_t now = atomic_load(&clock_state.elapsed_ns);
    uint64_t due = jr_rules_clock_after_frame(jr_clock.fps, frames_ended, now);
    while (now < due && !atomic_compare_exchange_weak(&clock_state.elapsed_ns, &now, due)) {
    }
}

void jr_clock_progress(void) {
    if (jr_clock_on_its_thread()) jr_rules_spin_reset(&clock_state.spin);
}

void jr_clock_quiet(bool quiet) {
    quiet_reads = quiet;
}

void jr_clock_read(void) {
    if (quiet_reads || !jr_clock_on_its_thread()) return;
    uint64_t step = jr_rules_spin_read(&clock_state.spin);
    if (step) jr_clock_advance(step);
}

double jr_clock_seconds(void) {
    if (jr_clock.is_virtual) return (double)atomic_load(&clock_state.elapsed_ns) / 1e9;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}
