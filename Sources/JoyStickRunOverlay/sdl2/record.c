/*
 * Recording (joystick-run --record FILE): the player's input as the game window received it, each event with
 * the frame it reached the game in, so that a headless run replays it to the same frames.
 *
 * The overlay writes FILE as an input script as the run goes, a line at a time, each flushed: a run ended by a
 * timeout, a crash or a signal (joystick-run's too, SIGKILL included) keeps everything to its last frame. Keys,
 * pad buttons and axes are named with the words joystick-run's script writer gave in the spec (`record-name`:
 * `"Left Ctrl"`, `dpup`, `lefty`), so the names read back where the script is parsed. Positions are the
 * window's pixels, after a `window: WxH` header. The `frames:` header, written first with room for any frame
 * number, is rewritten in place as each frame ends, and says the frame SDL_QUIT came in when it does.
 *
 * Left out, as a script has no use for them: SDL's mouse copies of touches (a replay makes its own), the keys
 * the controls press and the pad they publish (the touches that press them are recorded), key repeats, the
 * mouse moving with no button held, a drag whose button went down before the recording, keys and buttons with
 * no name, and focus changes before the first frame (SDL making the window).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "overlay.h"

static FILE *out;
static bool failed;
static long quit_frame = -1;      /* the frame SDL_QUIT reached the game in */
static SDL_FingerID fingers[16];
static int finger_count;
static bool mouse_held;           /* the recording has the left button down */
static long frames_at = -1;       /* where the frames header's number is in FILE */
static long frames_written = -1;  /* the number it says */

/* The frames header's room: the largest frame a script holds (InputScript.maxFrame) has 9 digits. */
enum { FRAMES_WIDTH = 9, MAX_FRAME = 100000000 };

static void fail(void) {
    failed = true;
    jr_say_once(JR_SAY_RECORD, "the recording stops at frame %ld: cannot write %s: %s", jr_frame_current(),
                jr_the_spec.record, strerror(errno));
}

/* A finger's coordinate in window pixels as the shortest decimal that a replay turns back into the same
 * float (SDL keeps a touch as a fraction of the window): 100, not 100.00000476837158. */
static void coordinate(char *text, size_t size, float fraction, int pixels) {
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
static int finger_number(SDL_FingerID id, bool down, bool up) {
    for (int i = 0; i < finger_count; i++) {
        if (fingers[i] != id) continue;
        if (up) fingers[i] = 0;
        return i + 1;
    }
    if (!down) return 0;
    for (int i = 0; i < finger_count; i++) {
        if (fingers[i] == 0) {
            fingers[i] = id;
            return i + 1;
        }
    }
    if (finger_count == (int)(sizeof fingers / sizeof fingers[0])) return 0;
    fingers[finger_count++] = id;
    return finger_count;
}

static SDL_Window *window_of(Uint32 id) {
    SDL_Window *window = id ? REAL(SDL_GetWindowFromID)(id) : NULL;
    return window ? window : jr_main_window();
}

/* The window's size in pixels and in points (1x1 when unknown). */
static void sizes(SDL_Window *window, int *pw, int *ph, int *w, int *h) {
    *pw = *ph = *w = *h = 1;
    if (!window) return;
    REAL(SDL_GetWindowSize)(window, w, h);
    *pw = *w;
    *ph = *h;
    if (HAS_REAL(SDL_GetWindowSizeInPixels)) REAL(SDL_GetWindowSizeInPixels)(window, pw, ph);
    if (*pw < 1) *pw = 1;
    if (*ph < 1) *ph = 1;
    if (*w < 1) *w = 1;
    if (*h < 1) *h = 1;
}

/* The controls' virtual pad (the script's own pad is recorded: a replay plays its events again). */
static bool from_overlays_pad(SDL_JoystickID which) {
    js_controls *controls = jr_controls_active();
    if (!controls) return false;
    jr_enter();
    int index = jr_js->gamepad_index(controls);
    jr_leave();
    return index >= 0 && REAL(SDL_JoystickGetDeviceInstanceID)(index) == which;
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

static bool open_file(SDL_Window *window) {
    if (out) return true;
    if (failed) return false;
    out = fopen(jr_the_spec.record, "w");
    if (!out) {
        fail();
        return false;
    }
    int pw, ph, w, h;
    sizes(window, &pw, &ph, &w, &h);
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

/* The word the spec gave for a number, or NULL. */
static const char *named(char *const *names, int count, int index) {
    return index >= 0 && index < count ? names[index] : NULL;
}

void jr_record_event(const SDL_Event *event) {
    if (!jr_the_spec.record || failed) return;
    char line[160];
    int pw, ph, w, h;
    long frame = jr_frame_current();
    const char *name = NULL;
    line[0] = '\0';
    switch (event->type) {
    case SDL_FINGERDOWN:
    case SDL_FINGERMOTION:
    case SDL_FINGERUP: {
        int number = finger_number(event->tfinger.fingerId, event->type == SDL_FINGERDOWN, event->type == SDL_FINGERUP);
        if (!number) return;
        sizes(window_of(event->tfinger.windowID), &pw, &ph, &w, &h);
        const char *verb = event->type == SDL_FINGERDOWN ? "touch-down"
            : event->type == SDL_FINGERMOTION ? "touch-move" : "touch-up";
        char x[40], y[40];
        coordinate(x, sizeof x, event->tfinger.x, pw);
        coordinate(y, sizeof y, event->tfinger.y, ph);
        snprintf(line, sizeof line, "%s %d %s %s", verb, number, x, y);
        break;
    }
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        if (event->button.which == SDL_TOUCH_MOUSEID || event->button.button != SDL_BUTTON_LEFT) return;
        mouse_held = event->type == SDL_MOUSEBUTTONDOWN;
        sizes(window_of(event->button.windowID), &pw, &ph, &w, &h);
        snprintf(line, sizeof line, "%s %.17g %.17g", mouse_held ? "mouse-down" : "mouse-up",
                 (double)event->button.x * pw / w, (double)event->button.y * ph / h);
        break;
    case SDL_MOUSEMOTION: {
        if (event->motion.which == SDL_TOUCH_MOUSEID || !mouse_held) return;
        /* Moving without the button while it was down: it came up outside the window. */
        bool held = (event->motion.state & SDL_BUTTON_LMASK) != 0;
        mouse_held = held;
        sizes(window_of(event->motion.windowID), &pw, &ph, &w, &h);
        snprintf(line, sizeof line, "%s %.17g %.17g", held ? "mouse-move" : "mouse-up",
                 (double)event->motion.x * pw / w, (double)event->motion.y * ph / h);
        break;
    }
    case SDL_MOUSEWHEEL:
        if (event->wheel.which == SDL_TOUCH_MOUSEID) return;
        snprintf(line, sizeof line, "mouse-wheel %.9g", (double)event->wheel.preciseY);
        break;
    case SDL_KEYDOWN:
    case SDL_KEYUP: {
        if (event->key.repeat) return;
        jr_enter();
        bool virtual_key = jr_js->is_virtual_key(event);
        jr_leave();
        name = named(jr_the_spec.key_names, SDL_NUM_SCANCODES, (int)event->key.keysym.scancode);
        if (virtual_key || !name) return;
        snprintf(line, sizeof line, "%s %s", event->type == SDL_KEYDOWN ? "key-down" : "key-up", name);
        break;
    }
    case SDL_WINDOWEVENT:
        /* Focus that comes and goes before a frame was shown is SDL making the window (SDL3 under sdl2-compat gives
         * it and takes it back as it shows it), not the player: a replay's window gets its own. */
        if (!jr_main_window()) return;
        if (event->window.event == SDL_WINDOWEVENT_FOCUS_LOST) snprintf(line, sizeof line, "focus-lost");
        else if (event->window.event == SDL_WINDOWEVENT_FOCUS_GAINED) snprintf(line, sizeof line, "focus-gained");
        else return;
        break;
    case SDL_QUIT:
        /* A replay ends where this run did: SDL_QUIT in the same frame. */
        quit_frame = frame;
        write_frames(frame, true);
        return;
    case SDL_CONTROLLERAXISMOTION:
        name = named(jr_the_spec.pad_axis_names, SDL_CONTROLLER_AXIS_MAX, event->caxis.axis);
        if (!name || from_overlays_pad(event->caxis.which)) return;
        snprintf(line, sizeof line, "pad-axis %s %d", name, event->caxis.value);
        break;
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_CONTROLLERBUTTONUP:
        name = named(jr_the_spec.pad_button_names, SDL_CONTROLLER_BUTTON_MAX, event->cbutton.button);
        if (!name || from_overlays_pad(event->cbutton.which)) return;
        snprintf(line, sizeof line, "%s %s", event->type == SDL_CONTROLLERBUTTONDOWN ? "pad-down" : "pad-up", name);
        break;
    default:
        return;
    }
    if (frame > MAX_FRAME || !open_file(jr_main_window())) return;
    /* Each line reaches the file as it is written: a run killed now loses nothing the game received. */
    if (fprintf(out, "%ld %s\n", frame, line) < 0 || fflush(out) != 0) fail();
}

void jr_record_frame_ended(void) {
    if (!jr_the_spec.record || failed) return;
    /* A recording with no input still says how long the run was: the file starts with the first frame. */
    if (!out && (!jr_on_event_thread() || !open_file(jr_main_window()))) return;
    if (quit_frame < 0) write_frames(jr_frame_current(), false);
}

void jr_record_flush(void) {
    if (!out || failed) return;
    write_frames(quit_frame >= 0 ? quit_frame : jr_frame_current(), true);
    if (fflush(out) != 0) fail();
}

__attribute__((destructor)) static void close_recording(void) {
    jr_record_flush();
    if (out) fclose(out);
    out = NULL;
}
