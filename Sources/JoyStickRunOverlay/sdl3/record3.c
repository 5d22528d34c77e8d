/*
 * Recording an SDL3 game (joystick-run --record FILE), as an SDL2 one (sdl2/record.c): which events the player's
 * input becomes, as lines of an input script; core/recording.c writes the file. The same lines, the same things
 * left out: SDL's mouse copies of touches, the controls' keys and published gamepad, key repeats, the mouse moving
 * with no button held, keys and buttons with no name, focus changes before the first frame.
 */
#include <stdio.h>

#include "overlay3.h"

static bool mouse_held;           /* the recording has the left button down */

static SDL_Window *window_of(SDL_WindowID id) {
    SDL_Window *window = id ? REAL3(SDL_GetWindowFromID)(id) : NULL;
    return window ? window : jr_main_window();
}

/* The window's size in pixels and in points (1x1 when unknown). */
static void sizes(SDL_Window *window, int *pw, int *ph, int *w, int *h) {
    *pw = *ph = *w = *h = 1;
    if (!window) return;
    REAL3(SDL_GetWindowSize)(window, w, h);
    REAL3(SDL_GetWindowSizeInPixels)(window, pw, ph);
    if (*pw < 1) *pw = 1;
    if (*ph < 1) *ph = 1;
    if (*w < 1) *w = 1;
    if (*h < 1) *h = 1;
}

/* The controls' published gamepad (the script's own is recorded: a replay plays its events again). */
static bool from_overlays_pad(SDL_JoystickID which) {
    js_controls *controls = jr_controls_active();
    if (!controls) return false;
    jr_enter();
    SDL_JoystickID published = jr_js->gamepad_index(controls);
    jr_leave();
    return published != 0 && published == which;
}

static const char *named(char *const *names, int count, int index) {
    return index >= 0 && index < count ? names[index] : NULL;
}

void jr3_record_event(const SDL_Event *event) {
    if (!jr_recording_wanted()) return;
    char line[160];
    int pw, ph, w, h;
    long frame = jr_frame_current();
    const char *name = NULL;
    switch (event->type) {
    case SDL_EVENT_FINGER_DOWN:
    case SDL_EVENT_FINGER_MOTION:
    case SDL_EVENT_FINGER_UP:
    case SDL_EVENT_FINGER_CANCELED: {
        bool down = event->type == SDL_EVENT_FINGER_DOWN, up = !down && event->type != SDL_EVENT_FINGER_MOTION;
        int number = jr_recording_finger((int64_t)event->tfinger.fingerID, down, up);
        if (!number) return;
        sizes(window_of(event->tfinger.windowID), &pw, &ph, &w, &h);
        char x[40], y[40];
        jr_recording_coordinate(x, sizeof x, event->tfinger.x, pw);
        jr_recording_coordinate(y, sizeof y, event->tfinger.y, ph);
        snprintf(line, sizeof line, "%s %d %s %s", down ? "touch-down" : up ? "touch-up" : "touch-move", number, x, y);
        break;
    }
    case SDL_EVENT_MOUSE_BUTTON_DOWN:
    case SDL_EVENT_MOUSE_BUTTON_UP:
        if (event->button.which == SDL_TOUCH_MOUSEID || event->button.button != SDL_BUTTON_LEFT) return;
        mouse_held = event->button.down;
        sizes(window_of(event->button.windowID), &pw, &ph, &w, &h);
        snprintf(line, sizeof line, "%s %.17g %.17g", mouse_held ? "mouse-down" : "mouse-up",
                 (double)event->button.x * pw / w, (double)event->button.y * ph / h);
        break;
    case SDL_EVENT_MOUSE_MOTION: {
        if (event->motion.which == SDL_TOUCH_MOUSEID || !mouse_held) return;
        /* Moving without the button while it was down: it came up outside the window. */
        bool held = (event->motion.state & SDL_BUTTON_LMASK) != 0;
        mouse_held = held;
        sizes(window_of(event->motion.windowID), &pw, &ph, &w, &h);
        snprintf(line, sizeof line, "%s %.17g %.17g", held ? "mouse-move" : "mouse-up",
                 (double)event->motion.x * pw / w, (double)event->motion.y * ph / h);
        break;
    }
    case SDL_EVENT_MOUSE_WHEEL:
        if (event->wheel.which == SDL_TOUCH_MOUSEID) return;
        snprintf(line, sizeof line, "mouse-wheel %.9g", (double)event->wheel.y);
        break;
    case SDL_EVENT_KEY_DOWN:
    case SDL_EVENT_KEY_UP: {
        if (event->key.repeat) return;
        jr_enter();
        bool virtual_key = jr_js->is_virtual_key(event);
        jr_leave();
        name = named(jr_the_spec.key_names, JR_SCANCODE_COUNT, (int)event->key.scancode);
        if (virtual_key || !name) return;
        snprintf(line, sizeof line, "%s %s", event->key.down ? "key-down" : "key-up", name);
        break;
    }
    case SDL_EVENT_WINDOW_FOCUS_LOST:
    case SDL_EVENT_WINDOW_FOCUS_GAINED:
        /* Focus that comes and goes before a frame was shown is SDL making the window, not the player. */
        if (!jr_main_window()) return;
        snprintf(line, sizeof line, event->type == SDL_EVENT_WINDOW_FOCUS_LOST ? "focus-lost" : "focus-gained");
        break;
    case SDL_EVENT_QUIT:
        jr_recording_quit(frame);
        return;
    case SDL_EVENT_GAMEPAD_AXIS_MOTION:
        name = named(jr_the_spec.pad_axis_names, JR_PAD_AXIS_COUNT, event->gaxis.axis);
        if (!name || from_overlays_pad(event->gaxis.which)) return;
        snprintf(line, sizeof line, "pad-axis %s %d", name, event->gaxis.value);
        break;
    case SDL_EVENT_GAMEPAD_BUTTON_DOWN:
    case SDL_EVENT_GAMEPAD_BUTTON_UP:
        name = named(jr_the_spec.pad_button_names, JR_PAD_BUTTON_COUNT, event->gbutton.button);
        if (!name || from_overlays_pad(event->gbutton.which)) return;
        snprintf(line, sizeof line, "%s %s", event->gbutton.down ? "pad-down" : "pad-up", name);
        break;
    default:
        return;
    }
    jr_recording_write(frame, line);
}

