/*
 * Recording an SDL2 game (joystick-run --record FILE): which events the player's input becomes, as lines of an
 * input script (core/recording.c writes the file and says why it is kept so).
 *
 * Left out, as a script has no use for them: SDL's mouse copies of touches (a replay makes its own), the keys
 * the controls press and the pad they publish (the touches that press them are recorded), key repeats, the
 * mouse moving with no button held, a drag whose button went down before the recording, keys and buttons with
 * no name, and focus changes before the first frame (SDL making the window).
 */
#include <stdio.h>

#include "overlay.h"

static bool mouse_held;           /* the recording has the left button down */

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

/* The word the spec gave for a number, or NULL. */
static const char *named(char *const *names, int count, int index) {
    return index >= 0 && index < count ? names[index] : NULL;
}

void jr_record_event(const SDL_Event *event) {
    if (!jr_recording_wanted()) return;
    char line[160];
    int pw, ph, w, h;
    long frame = jr_frame_current();
    const char *name = NULL;
    line[0] = '\0';
    switch (event->type) {
    case SDL_FINGERDOWN:
    case SDL_FINGERMOTION:
    case SDL_FINGERUP: {
        int number = jr_recording_finger(event->tfinger.fingerId, event->type == SDL_FINGERDOWN, event->type == SDL_FINGERUP);
        if (!number) return;
        sizes(window_of(event->tfinger.windowID), &pw, &ph, &w, &h);
        const char *verb = event->type == SDL_FINGERDOWN ? "touch-down"
            : event->type == SDL_FINGERMOTION ? "touch-move" : "touch-up";
        char x[40], y[40];
        jr_recording_coordinate(x, sizeof x, event->tfinger.x, pw);
        jr_recording_coordinate(y, sizeof y, event->tfinger.y, ph);
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
        jr_recording_quit(frame);
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
    jr_recording_write(frame, line);
}

