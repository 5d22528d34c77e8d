/*
 * Recording (joystick-run --record FILE): the player's input as the game window received it, each event with
 * the frame it reached the game in, so that a headless run replays it to the same frames. This is the file; which
 * events become which lines is each SDL's (sdl2/record.c, sdl3/record3.c).
 *
 * The overlay writes FILE as an input script as the run goes, a line at a time, each flushed: a run ended by a
 * timeout, a crash or a signal (joystick-run's too, SIGKILL included) keeps everything to its last frame. Keys,
 * pad buttons and axes are named with the words joystick-run's script writer gave in the spec (`record-name`:
 * `"Left Ctrl"`, `dpup`, `lefty`), so the names read back where the script is parsed. Positions are the
 * window's pixels, after a `window: WxH` header. The `frames:` header, written first with room for any frame
 * number, is rewritten in place as each frame ends, and says the frame SDL_QUIT came in when it does.
 *
 */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "overlay_core.h"

static FILE *out;
static bool failed;
static long quit_frame = -1;      /* the frame SDL_QUIT reached the game in */
static long frames_at = -1;       /* where the frames header's number is in FILE */
static long frames_written = -1;  /* the number it says */
/* The fingers down, by their place: a recorded finger's number. */
static struct {
    int64_t ids[16];
    int count;
} fingers;

/* The frames header's room: the largest frame a script holds (InputScript.maxFrame) has 9 digits. */
enum { FRAMES_WIDTH = 9, MAX_FRAME = 100000000 };

static void fail(void) {
    failed = true;
    jr_say_once(JR_SAY_RECORD, "the recording stops at frame %ld: cannot write %s: %s", jr_frame_current(),
                jr_the_spec.record, strerror(errno));
}

/* A finger's coordinate in window pixels as the shortest decimal that a replay turns back into the same
 * float (SDL keeps a touch as a fraction of the window): 100, not 100.00000476837158. */
void jr_recording_coordinate(char *text, size_t size, float fraction, int pixels) {
    double exact = (double)fraction * pixels;
    for (int decimals = 0; decimals <= 9; decimals++) {
        snprintf(text, size, "%.*f", decimals, exact);
        double written = strtod(text, NULL);
        if ((float)(written / pixels) == fraction) {
            /* No trailing zeros: 12.5, not 12.50. */
            if (strchr(text, '.')) {
                size_t end = strlen(text);
                while (end > 0 && text[end - 1] == '0') text[--end] = '\0';
                if (end > 0 && text[end - 1] == '.') text[end - 1] = '\0';
            }
            return;
        }
    }
    snprintf(text, size, "%.17g", exact);
}

/* A recorded finger's number: its place among the fingers down, from 1. */
int jr_recording_finger(int64_t id, bool down, bool up) {
    for (int i = 0; i < fingers.count; i++) {
        if (fingers.ids[i] != id) continue;
        if (up) fingers.ids[i] = 0;
        return i + 1;
    }
    if (!down) return 0;
    for (int i = 0; i < fingers.count; i++) {
        if (fingers.ids[i] == 0) {
            fingers.ids[i] = id;
            return i + 1;
        }
    }
    if (fingers.count == (int)(sizeof fingers.ids / sizeof fingers.ids[0])) return 0;
    fingers.ids[fingers.count++] = id;
    return fingers.count;
}

/* The frames header says `frames` (left-aligned in its room: the parser drops the blanks after it). A game that
 * presents from a thread of its own ends frames there too: one writer at a time, and a count only grows, so
 * that an older one never lands after a newer one; the `final` count, at the run's end, is written as it is. */
static void write_frames(long frames, bool final) {
    static pthread_mutex_t writing = PTHREAD_MUTEX_INITIALIZER;
    if (!out || failed || frames_at < 0) return;
    if (frames > MAX_FRAME) frames = MAX_FRAME;
    pthread_mutex_lock(&writing);
    if (final ? frames != frames_written : frames > frames_written) {
        char number[24];
        snprintf(number, sizeof number, "%-*ld", FRAMES_WIDTH, frames);
        /* The lines before it are flushed already; pwrite leaves the stream's own position alone. */
        if (pwrite(fileno(out), number, FRAMES_WIDTH, frames_at) != FRAMES_WIDTH) {
            fail();
        } else {
            frames_written = frames;
        }
    }
    pthread_mutex_unlock(&writing);
}

/* Opens FILE with its headers, for the window the game's input goes to: whether it is open. */
static bool open_file(void) {
    if (out) return true;
    if (failed) return false;
    int pw = 1, ph = 1;
    jr_sdl->window_pixels(jr_main_window(), &pw, &ph);
    out = fopen(jr_the_spec.record, "w");
    if (!out) {
        fail();
        return false;
    }
    bool ok = fprintf(out, "# recorded by joystick-run; joystick-run --headless --script THIS_FILE GAME replays it\n") >= 0;
    /* Outside what a script's header holds, the coordinates stay the window's own pixels. */
    if (ok && pw >= 90 && ph >= 90 && pw <= 8192 && ph <= 8192) ok = fprintf(out, "window: %dx%d\n", pw, ph) >= 0;
    long at = ok ? ftell(out) : -1;
    if (ok && at >= 0) ok = fprintf(out, "frames: %*s\n", FRAMES_WIDTH, "") >= 0 && fflush(out) == 0;
    if (!ok || at < 0) {
        fail();
        return false;
    }
    frames_at = at + (long)strlen("frames: ");
    write_frames(jr_frame_current(), false);
    return !failed;
}

bool jr_recording_wanted(void) {
    return jr_the_spec.record && !failed;
}

void jr_recording_write(long frame, const char *line) {
    if (failed || frame > MAX_FRAME || !open_file()) return;
    /* Each line reaches the file as it is written: a run killed now loses nothing the game received. */
    if (fprintf(out, "%ld %s\n", frame, line) < 0 || fflush(out) != 0) fail();
}

void jr_recording_quit(long frame) {
    /* A replay ends where this run did: SDL_QUIT in the same frame. */
    quit_frame = frame;
    write_frames(frame, true);
}

void jr_recording_frame_ended(void) {
    if (!jr_recording_wanted()) return;
    /* A recording with no input still says how long the run was: the file starts with the first frame. */
    if (!out && (!jr_on_event_thread() || !open_file())) return;
    if (quit_frame < 0) write_frames(jr_frame_current(), false);
}

void jr_recording_flush(void) {
    if (!out || failed) return;
    write_frames(quit_frame >= 0 ? quit_frame : jr_frame_current(), true);
    if (fflush(out) != 0) fail();
}

__attribute__((destructor)) static void close_recording(void) {
    jr_recording_flush();
    if (out) fclose(out);
    out = NULL;
}
