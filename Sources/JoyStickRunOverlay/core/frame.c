/*
 * The frame boundary: the one place a frame happens. Every hook that shows a frame (a renderer's present, a
 * window surface's update, an OpenGL swap) hands it here as a jr_shown_frame, and every hook that reads input
 * says so here first; this file alone then fires SDL's timers, delivers the script's events, hashes, keeps and
 * pictures frames, draws the controls over them, ends frames for the recording and the clock, and tells the game
 * to quit. The rules it follows (when frames end undrawn, what an empty wait does, when a script is over) are
 * JoyStickRunRules', tested there.
 *
 *   - a frame shown on the event thread: hashed (the game's own pixels: a verdict is about the game), kept (for
 *     the picture of a later frame that draws nothing), the controls drawn over it (headless: only into a frame
 *     pictured, nobody sees the others), pictured, shown, and ended; the clock then moves to the next frame's
 *     start, timers due fire, and SDL_QUIT goes in once --frames frames have ended;
 *   - a frame shown from another thread (a render thread): the same without the controls, which live on the event
 *     thread (said once), and without timers, which fire on the event thread;
 *   - an endless wait for events that finds none ends a frame with nothing drawn; so does the clock passing more
 *     than a frame's time beyond the frame the game is in (a game sleeping, spinning or loading); the time before
 *     the first frame (the game starting) ends none;
 *   - a frame's scripted events go into SDL's queue at the game's first read of input in that frame.
 */
#include "overlay_core.h"

/* The frames of the run so far, and the quits sent. */
static struct {
    long current;                /* the frame the game is in: how many have ended, drawn or not */
    bool began;                  /* a frame has ended: the game has started */
    bool quit_for_frames;        /* SDL_QUIT sent once --frames frames ended */
    bool quit_for_script;        /* SDL_QUIT sent the frame after a polling game's script ended */
    bool quit_for_idleness;      /* SDL_QUIT sent to a game waiting for input that will never come */
    bool game_waits;             /* the game has waited for events (headless): it is told when it waits */
} frames;

long jr_frame_current(void) {
    return frames.current;
}

/* How a frame ended. */
typedef enum jr_frame_end {
    JR_FRAME_PRESENTED,          /* shown on the event thread */
    JR_FRAME_PRESENTED_ELSEWHERE,/* shown from another thread (a render thread) */
    JR_FRAME_WAITED              /* an endless wait for events found none: nothing drawn */
} jr_frame_end;

/* Whether --frames frames have ended. */
static bool frames_done(void) {
    return jr_rules_frames_done(jr_the_spec.frames, frames.current);
}

/* SDL_QUIT once --frames frames have ended, said on the status channel (joystick-run's --grace starts). */
static void quit_after_frames(void) {
    if (frames.quit_for_frames || !frames_done()) return;
    frames.quit_for_frames = true;
    jr_sdl->push_quit();
    jr_status("FRAMES", "frames=%ld quit=sent", frames.current);
}

/* Headless, a script with no frames: header and no --frames: a game that polls, and never waits, gets SDL_QUIT
 * the frame after the script's last event, so that nothing is left to run for ever. Said as SCRIPTED: --grace
 * starts. */
static void quit_after_the_script(void) {
    if (frames.quit_for_script || !jr_on_event_thread()) return;
    long count = jr_the_spec.event_count;
    jr_script_end end = {.headless = jr_the_spec.headless, .frames_wanted = jr_the_spec.frames, .event_count = count,
                         .last_event_frame = count > 0 ? jr_the_spec.events[count - 1].frame : 0,
                         .events_left = jr_script_events_left(), .game_waits = frames.game_waits};
    if (!jr_rules_script_quit_due(end, frames.current)) return;
    frames.quit_for_script = true;
    jr_sdl->push_quit();
    jr_status("SCRIPTED", "frame=%ld the script is over and no --frames ends the run: SDL_QUIT sent", frames.current);
}

/* ---- Frames ending ---------------------------------------------------------------------------------------- */

static void frame_boundary(jr_frame_end how) {
    /* The thread that presents is the one whose time is the game's. */
    if (how != JR_FRAME_WAITED) jr_clock_take_thread();
    if (how == JR_FRAME_WAITED) jr_capture_not_drawn(frames.current);
    frames.began = true;
    frames.current++;
    jr_heartbeat();
    jr_recording_frame_ended();
    jr_clock_frame_ended(frames.current);
    if (how == JR_FRAME_PRESENTED) jr_sdl->fire_timers();
    /* A game that presents and never reads events gets its SDL_QUIT all the same (it waits in the queue), and
     * its --grace starts: it cannot run on for ever. */
    if (how != JR_FRAME_WAITED) quit_after_frames();
}

void jr_frame_clock_moved(uint64_t now_ns) {
    for (long undrawn = jr_rules_undrawn_frames(jr_clock.fps, frames.current, now_ns, frames.began); undrawn > 0;
         undrawn--) {
        jr_capture_not_drawn(frames.current);
        frames.current++;
    }
}

/* A game that shows its frames from a thread other than its event thread's: its frames count (the clock,
 * --frames, hashes and pictures follow them), but the controls are not drawn there (said once). */
static bool shown_elsewhere(void) {
    if (jr_on_event_thread()) return false;
    jr_say_once(JR_SAY_THREAD, "the game shows its frames from a thread of its own, where the controls cannot be drawn: "
                "it runs without them (its frames are counted, hashed and pictured)");
    return true;
}

void jr_frame_show(const jr_shown_frame *shown) {
    long frame = frames.current;
    bool elsewhere = shown_elsewhere();
    int width = 0, height = 0;
    bool hashed = jr_capture_hash_wanted(frame) && shown->read(shown->target, frame, &width, &height);
    if (hashed) jr_capture_hashed(width, height, frame);
    if (!elsewhere && jr_capture_keep_wanted(frame) && (hashed || shown->read(shown->target, frame, &width, &height))) {
        jr_capture_keep(width, height, frame);
    }
    bool pictured = jr_capture_picture_wanted(frame);
    if (!elsewhere) shown->draw_controls(shown->target, pictured || !jr_the_spec.headless);
    if (pictured && shown->read(shown->target, frame, &width, &height)) jr_capture_pictured(width, height, frame);
    shown->show(shown->target);
    frame_boundary(elsewhere ? JR_FRAME_PRESENTED_ELSEWHERE : JR_FRAME_PRESENTED);
}

/* ---- Input ---------------------------------------------------------------------------------------------- */

void jr_frame_input_due(jr_read how) {
    if (how == JR_READ_HEADLESS_WAIT) frames.game_waits = true;
    jr_heartbeat();
    jr_sdl->fire_timers();
    if (jr_on_event_thread()) {
        jr_script_deliver_through(frames.current);
        quit_after_frames();
    }
    if (how == JR_READ_POLL) quit_after_the_script();
}

void jr_frame_slept(void) {
    jr_sdl->fire_timers();
}

jr_wait_step jr_frame_wait_found_nothing(int timeout_ms) {
    jr_wait_state state = {.timeout_ms = timeout_ms, .frames_wanted = jr_the_spec.frames, .frame = frames.current,
                           .idle_quit_sent = frames.quit_for_idleness, .events_left = jr_script_events_left(),
                           .timers_pending = jr_sdl->timers_pending()};
    jr_wait_step step = jr_rules_wait_step(state);
    switch (step) {
    case JR_WAIT_TIMED_OUT:
        if (timeout_ms > 0) jr_clock_advance(jr_rules_wait_timeout_ns(timeout_ms));
        break;
    case JR_WAIT_QUIT_IDLE:
        frames.quit_for_idleness = true;
        jr_status("IDLE", "frame=%ld the game waits for input and the script has none left: SDL_QUIT sent",
                  frames.current);
        jr_sdl->push_quit();
        break;
    case JR_WAIT_END_FRAME:
        frame_boundary(JR_FRAME_WAITED);
        break;
    case JR_WAIT_FOR_REAL:
        break;
    }
    return step;
}
