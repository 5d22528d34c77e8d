/*
 * The clock and the frame boundary: the one place that says what time it is for the game and when a frame
 * ends.
 *
 * In a window the game's clock is the system's. In a headless run it is virtual, in nanoseconds since the game
 * started: libc's clocks read it (virtual_time.c, loaded with LD_PRELOAD so that SDL's own clock, waits and
 * timestamps read it too), and only the game's clock thread (the one that presents, at first the one that
 * started the game) moves it:
 *
 *   - a presented frame ends the frame the game is in, and moves the clock to at least the next frame's start
 *     (N frames = N/fps seconds);
 *   - a sleep moves it by what was asked and returns at once;
 *   - reading the clock JR_SPIN_READS times in a row, with no sleep or frame between, moves it by JR_SPIN_STEP:
 *     a game spinning on the clock until the next frame's time gets there, and never softlocks;
 *   - a game that lets more than a frame's time pass beyond the frame it is in without presenting (sleeping,
 *     spinning, loading) ends frames with nothing drawn, one a frame's time: scripts, --frames, screenshots and
 *     hashes count them, so nothing waits for a game that stopped drawing; the time before the first frame
 *     (the game starting) ends none;
 *   - a wait for events that finds none ends a frame (events.c).
 *
 * Other threads read the same clock and never move it: an audio or loader thread sleeps for real, so the run
 * does not depend on how they are scheduled.
 *
 * A frame's scripted events go into SDL's queue at the game's first read of events in that frame, and once
 * --frames frames have ended an SDL_QUIT does.
 */
#define _GNU_SOURCE
#include <math.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "overlay.h"

long jr_frame;
bool jr_clock_is_virtual;
Sint64 jr_clock_start_seconds = JR_DEFAULT_START_TIME;
double jr_clock_fps = 60;
Uint64 jr_clock_seed = 1;

static _Atomic Uint64 elapsed_ns;
static _Atomic pid_t clock_thread;
static unsigned reads_in_a_row;
static bool quit_sent;
/* Whether a frame has ended yet: the time a game takes to start (loading, its libraries' threads waking up,
 * which no two runs time alike) ends no frame of its own. */
static bool frames_began;

/* This thread's id, asked of the kernel once per thread: a clock read must cost nanoseconds, not a system
 * call. */
static _Thread_local pid_t thread_id;

static pid_t this_thread(void) {
    if (!thread_id) thread_id = (pid_t)syscall(SYS_gettid);
    return thread_id;
}

void jr_clock_start(void) {
    /* JOYSTICK_RUN_CLOCK="FPS START SEED", set by joystick-run --headless for the whole process tree. */
    const char *text = getenv("JOYSTICK_RUN_CLOCK");
    if (!text) return;
    double fps = 0;
    long long start = 0;
    unsigned long long seed = 0;
    char *end = NULL;
    fps = strtod(text, &end);
    if (!end || end == text) return;
    start = strtoll(end, &end, 10);
    seed = strtoull(end, &end, 10);
    if (!(fps >= 1 && fps <= 1000)) return;
    jr_clock_fps = fps;
    jr_clock_start_seconds = start;
    jr_clock_seed = seed;
    atomic_store(&clock_thread, this_thread());
    jr_clock_is_virtual = true;
}

static Uint64 frame_start_ns(long frame) {
    return (Uint64)llround((double)frame * 1e9 / jr_clock_fps);
}

bool jr_clock_on_its_thread(void) {
    return atomic_load(&clock_thread) == this_thread();
}

Uint64 jr_clock_elapsed_ns(void) {
    return atomic_load(&elapsed_ns);
}

/* Frames that more than a frame's time of the clock passed without a present: ended, nothing drawn. */
static void end_undrawn_frames(void) {
    if (!frames_began) return;
    Uint64 now = atomic_load(&elapsed_ns);
    while (now >= frame_start_ns(jr_frame + 2)) {
        jr_capture_not_drawn(jr_frame);
        jr_frame++;
    }
}

void jr_clock_advance(Uint64 ns) {
    reads_in_a_row = 0;
    atomic_fetch_add(&elapsed_ns, ns);
    end_undrawn_frames();
}

void jr_clock_progress(void) {
    if (jr_clock_on_its_thread()) reads_in_a_row = 0;
}

static _Thread_local bool quiet_reads;

void jr_clock_quiet(bool quiet) {
    quiet_reads = quiet;
}

void jr_clock_read(void) {
    if (quiet_reads || !jr_clock_on_its_thread()) return;
    if (++reads_in_a_row < JR_SPIN_READS) return;
    jr_clock_advance(JR_SPIN_STEP_NS);
}

double jr_clock_seconds(void) {
    if (jr_clock_is_virtual) return (double)atomic_load(&elapsed_ns) / 1e9;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

/* ---- The frame boundary ---------------------------------------------------------------------------- */

/* SDL_QUIT once --frames frames have ended, said on the status channel (joystick-run's --grace starts). */
static void quit_after_frames(void) {
    if (jr_the_spec.frames >= 0 && jr_frame >= jr_the_spec.frames && !quit_sent) {
        quit_sent = true;
        SDL_Event quit = {.quit = {.type = SDL_QUIT}};
        jr_events_push(&quit);
        jr_status("FRAMES", "frames=%ld quit=sent", jr_frame);
    }
}

void jr_frame_events_due(void) {
    if (!jr_on_event_thread()) return;
    jr_script_deliver_through(jr_frame);
    quit_after_frames();
}

static void frame_ended(void) {
    frames_began = true;
    jr_frame++;
    jr_heartbeat();
    jr_record_frame_ended();
    if (!jr_clock_is_virtual) return;
    reads_in_a_row = 0;
    Uint64 due = frame_start_ns(jr_frame), now = atomic_load(&elapsed_ns);
    while (now < due && !atomic_compare_exchange_weak(&elapsed_ns, &now, due)) {
    }
}

void jr_frame_presented_elsewhere(void) {
    /* The thread that presents is the one whose time is the game's. */
    if (jr_clock_is_virtual) atomic_store(&clock_thread, this_thread());
    frame_ended();
    quit_after_frames();
}

void jr_frame_presented(void) {
    /* The thread that presents is the one whose time is the game's. */
    if (jr_clock_is_virtual) atomic_store(&clock_thread, this_thread());
    frame_ended();
    jr_timers_fire();
    /* A game that presents and never reads events gets its SDL_QUIT all the same (it waits in the queue), and
     * its --grace starts: it cannot run on for ever. */
    quit_after_frames();
}

void jr_frame_waited(void) {
    jr_capture_not_drawn(jr_frame);
    frame_ended();
}

bool jr_frames_done(void) {
    return jr_the_spec.frames >= 0 && jr_frame >= jr_the_spec.frames;
}
