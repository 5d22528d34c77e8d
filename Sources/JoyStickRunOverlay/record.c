/*
 * Recording (joystick-run --record FILE): the player's input as the game window received it, each event with
 * the frame it reached the game in, so that a headless run replays it to the same frames.
 *
 * The overlay writes what it sees, raw: one event a line, `FRAME VERB ARGUMENTS` with SDL's numbers (scancodes,
 * pad axes and buttons) and positions in the window's pixels, after a `window WIDTH HEIGHT` line; `frames N`
 * when SDL quits. joystick-run turns it into an input script when the game has ended, with the project's
 * own script writer: the format has one writer.
 *
 * Left out, as a script has no use for them: SDL's mouse copies of touches (a replay makes its own), the keys
 * the controls press and the pad they publish (the touches that press them are recorded), key repeats, the
 * mouse moving with no button held, and focus changes before the first frame (SDL making the window).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "overlay.h"

static FILE *out;
static bool failed;
static long quit_frame = -1;      /* the frame SDL_QUIT reached the game in */
static SDL_FingerID fingers[16];
static int finger_count;
static long last_frame_written = -1;

static void fail(void) {
    failed = true;
    jr_say_once(JR_SAY_RECORD, "the recording stops at frame %ld: cannot write %s: %s", jr_frame,
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

static bool from_overlays_pad(SDL_JoystickID which) {
    if (which == jr_script_pad_id()) return true;
    js_controls *controls = jr_controls_active();
    if (!controls) return false;
    jr_enter();
    int index = jr_js->gamepad_index(controls);
    jr_leave();
    return index >= 0 && REAL(SDL_JoystickGetDeviceInstanceID)(index) == which;
}

static bool open_file(SDL_Window *window) {
    if (out) return true;
    out = fopen(jr_the_spec.record, "w");
    if (!out) {
        fail();
        return false;
    }
    int pw, ph, w, h;
    sizes(window, &pw, &ph, &w, &h);
    if (fprintf(out, "window %d %d\n", pw, ph) < 0) fail();
    return !failed;
}

void jr_record_event(const SDL_Event *event) {
    if (!jr_the_spec.record || failed) return;
    char line[160];
    int pw, ph, w, h;
    long frame = jr_frame;
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
        sizes(window_of(event->button.windowID), &pw, &ph, &w, &h);
        snprintf(line, sizeof line, "%s %.17g %.17g", event->type == SDL_MOUSEBUTTONDOWN ? "mouse-down" : "mouse-up",
                 (double)event->button.x * pw / w, (double)event->button.y * ph / h);
        break;
    case SDL_MOUSEMOTION:
        if (event->motion.which == SDL_TOUCH_MOUSEID || !(event->motion.state & SDL_BUTTON_LMASK)) return;
        sizes(window_of(event->motion.windowID), &pw, &ph, &w, &h);
        snprintf(line, sizeof line, "mouse-move %.17g %.17g", (double)event->motion.x * pw / w,
                 (double)event->motion.y * ph / h);
        break;
    case SDL_MOUSEWHEEL:
        if (event->wheel.which == SDL_TOUCH_MOUSEID) return;
        snprintf(line, sizeof line, "mouse-wheel %.9g", (double)event->wheel.preciseY);
        break;
    case SDL_KEYDOWN:
    case SDL_KEYUP:
        if (event->key.repeat) return;
        jr_enter();
        bool virtual_key = jr_js->is_virtual_key(event);
        jr_leave();
        if (virtual_key) return;
        snprintf(line, sizeof line, "%s %d", event->type == SDL_KEYDOWN ? "key-down" : "key-up",
                 (int)event->key.keysym.scancode);
        break;
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
        return;
    case SDL_CONTROLLERAXISMOTION:
        if (from_overlays_pad(event->caxis.which)) return;
        snprintf(line, sizeof line, "pad-axis %d %d", event->caxis.axis, event->caxis.value);
        break;
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_CONTROLLERBUTTONUP:
        if (from_overlays_pad(event->cbutton.which)) return;
        snprintf(line, sizeof line, "%s %d", event->type == SDL_CONTROLLERBUTTONDOWN ? "pad-down" : "pad-up",
                 event->cbutton.button);
        break;
    default:
        return;
    }
    if (!open_file(jr_main_window())) return;
    if (fprintf(out, "%ld %s\n", frame, line) < 0) fail();
    if (frame != last_frame_written) {
        last_frame_written = frame;
        /* A frame's events reach the disk as the game moves on: a crash loses one frame at most. */
        if (fflush(out) != 0) fail();
    }
}

void jr_record_flush(void) {
    if (!out || failed) return;
    if (fprintf(out, "frames %ld\n", quit_frame >= 0 ? quit_frame : jr_frame) < 0 || fflush(out) != 0) fail();
}

__attribute__((destructor)) static void close_recording(void) {
    jr_record_flush();
    if (out) fclose(out);
    out = NULL;
}
