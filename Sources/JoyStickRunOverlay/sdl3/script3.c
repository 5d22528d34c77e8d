/*
 * Scripted input in an SDL3 game (joystick-run --script), as in an SDL2 one (script.c): each event goes into
 * SDL3's queue as the window would have delivered it, through the overlay's filter (core/script_delivery.c says
 * when). The events are the C library's (js_private_input_event, the code JoyStickReplay's events are made with);
 * what a device adds is the overlay's: a mouse's id, buttons and relative motion, a finger's motion, SDL's mouse
 * copy of a touch's first finger. Positions are the script's window pixels (its `window:` header), scaled to the
 * game window's pixels; keys and the mouse also set the state SDL_GetKeyboardState, SDL_GetModState and
 * SDL_GetMouseState return. Gamepad events come from a virtual gamepad of the script's (SDL_AttachVirtualJoystick),
 * attached as the game starts its gamepads.
 */
#include "overlay3.h"

static struct {
    SDL_FingerID ids[16];
    float x[16], y[16];
    int count;
    SDL_FingerID mouse_finger;   /* the finger SDL's mouse copy follows, or 0 */
} touches;
static struct {
    float x, y;                  /* window coordinates (points), as the last motion gave them */
    double px, py;               /* the same place in the window's pixels */
    SDL_MouseButtonFlags buttons;
} mouse;
static struct {
    void *gamepad;               /* the library's js_private_gamepad */
    bool failed;
} pad;

/* The window scripted events go to. */
static SDL_Window *target_window(void) {
    SDL_Window *window = jr_main_window();
    if (!window) window = REAL3(SDL_GetKeyboardFocus)();
    if (!window) window = REAL3(SDL_GetMouseFocus)();
    for (SDL_WindowID id = 1; !window && id <= 16; id++) window = REAL3(SDL_GetWindowFromID)(id);
    return window;
}

/* The window scripted events go to: its id and sizes. */
typedef struct target {
    SDL_Window *window;
    SDL_WindowID id;
    int pixels_w, pixels_h, points_w, points_h;
} target;

/* The library's event for a scripted input at (x, y), the window's pixels. */
static bool made(js_private_input kind, int64_t id, double x, double y, bool held, const target *t, SDL_Event *event) {
    int count = 0;
    /* SDL3's keyboard state is an array of bool, a byte each. */
    const bool *keys = jr3_wrap_SDL_GetKeyboardState(&count);
    jr_enter();
    bool ok = jr_js->input_event(kind, id, x, y, held, t->id, t->pixels_w, t->pixels_h, t->points_w, t->points_h,
                                 (const uint8_t *)keys, count, event);
    jr_leave();
    return ok;
}

/* A motion of the mouse `which` to (px, py), the window's pixels; with `only_if_moved`, none when it is there. */
static void push_mouse_motion(const target *t, SDL_MouseID which, double px, double py, bool only_if_moved) {
    SDL_Event event;
    if (!made(JS_PRIVATE_MOUSE_MOVE, 0, px, py, mouse.buttons & SDL_BUTTON_LMASK, t, &event)) return;
    if (only_if_moved && event.motion.x == mouse.x && event.motion.y == mouse.y) return;
    event.motion.which = which;
    event.motion.state = mouse.buttons;
    event.motion.xrel = event.motion.x - mouse.x;
    event.motion.yrel = event.motion.y - mouse.y;
    mouse.x = event.motion.x;
    mouse.y = event.motion.y;
    mouse.px = px;
    mouse.py = py;
    jr3_events_script_mouse(mouse.x, mouse.y, mouse.buttons);
    jr3_events_push(&event);
}

/* The left button of the mouse `which` pressed or let go where the mouse is. */
static void push_mouse_button(const target *t, SDL_MouseID which, bool down) {
    SDL_MouseButtonFlags mask = SDL_BUTTON_MASK(SDL_BUTTON_LEFT);
    mouse.buttons = down ? mouse.buttons | mask : mouse.buttons & ~mask;
    SDL_Event event;
    if (!made(down ? JS_PRIVATE_MOUSE_DOWN : JS_PRIVATE_MOUSE_UP, 0, mouse.px, mouse.py, false, t, &event)) return;
    event.button.which = which;
    jr3_events_script_mouse(mouse.x, mouse.y, mouse.buttons);
    jr3_events_push(&event);
}

static int finger_slot(SDL_FingerID id) {
    for (int i = 0; i < touches.count; i++) {
        if (touches.ids[i] == id) return i;
    }
    return -1;
}

static void touch(const jr_scripted_event *scripted, const target *t, double px, double py) {
    /* SDL3's finger ids are never 0: the script's finger N is N + 1. */
    SDL_FingerID id = (SDL_FingerID)scripted->id + 1;
    js_private_input kind = scripted->kind == JR_EV_TOUCH_DOWN ? JS_PRIVATE_TOUCH_DOWN
        : scripted->kind == JR_EV_TOUCH_MOVE ? JS_PRIVATE_TOUCH_MOVE : JS_PRIVATE_TOUCH_UP;
    SDL_Event event;
    if (!made(kind, (int64_t)id, px, py, false, t, &event)) return;
    float x = event.tfinger.x, y = event.tfinger.y;
    int slot = finger_slot(id);
    if (kind == JS_PRIVATE_TOUCH_DOWN && slot < 0 && touches.count < 16) {
        slot = touches.count++;
        touches.ids[slot] = id;
        touches.x[slot] = x;
        touches.y[slot] = y;
    }
    event.tfinger.dx = slot >= 0 ? x - touches.x[slot] : 0;
    event.tfinger.dy = slot >= 0 ? y - touches.y[slot] : 0;
    /* SDL's mouse copy, for the first finger down while no other is. */
    bool copies = REAL3(SDL_GetHintBoolean)(SDL_HINT_TOUCH_MOUSE_EVENTS, true);
    if (copies && kind == JS_PRIVATE_TOUCH_DOWN && touches.mouse_finger == 0) touches.mouse_finger = id;
    if (copies && touches.mouse_finger == id) {
        if (kind == JS_PRIVATE_TOUCH_DOWN) {
            push_mouse_motion(t, SDL_TOUCH_MOUSEID, px, py, false);
            push_mouse_button(t, SDL_TOUCH_MOUSEID, true);
        } else if (kind == JS_PRIVATE_TOUCH_MOVE) {
            push_mouse_motion(t, SDL_TOUCH_MOUSEID, px, py, false);
        } else {
            push_mouse_button(t, SDL_TOUCH_MOUSEID, false);
            touches.mouse_finger = 0;
        }
    }
    if (slot >= 0) {
        touches.x[slot] = x;
        touches.y[slot] = y;
        if (kind == JS_PRIVATE_TOUCH_UP) {
            touches.count--;
            touches.ids[slot] = touches.ids[touches.count];
            touches.x[slot] = touches.x[touches.count];
            touches.y[slot] = touches.y[touches.count];
        }
    }
    jr3_events_push(&event);
}

static bool script_has_pad_events(void) {
    for (long i = 0; i < jr_the_spec.event_count; i++) {
        jr_event_kind kind = jr_the_spec.events[i].kind;
        if (kind == JR_EV_PAD_AXIS || kind == JR_EV_PAD_DOWN || kind == JR_EV_PAD_UP) return true;
    }
    return false;
}

/* The script's pad: the library's virtual gamepad (js_private_gamepad), attached as the game starts its gamepads. */
static void *scripted_pad(void) {
    if (pad.gamepad || pad.failed) return pad.gamepad;
    if (!(REAL3(SDL_WasInit)(SDL_INIT_JOYSTICK) & SDL_INIT_JOYSTICK)) {
        pad.failed = true;
        jr_say_once(JR_SAY_SCRIPT_PAD, "the script's gamepad events are dropped: the game never starts SDL's gamepads "
                    "(SDL_INIT_GAMEPAD)");
        return NULL;
    }
    jr_enter();
    pad.gamepad = jr_js->gamepad_attach("joystick-run scripted pad");
    jr_leave();
    if (!pad.gamepad) {
        pad.failed = true;
        jr_say_once(JR_SAY_SCRIPT_PAD, "the script's gamepad events are dropped: %s", jr_js->last_error());
    }
    return pad.gamepad;
}

void jr3_script_deliver_event(const jr_scripted_event *scripted) {
    target t = {.window = target_window(), .pixels_w = 1, .pixels_h = 1, .points_w = 1, .points_h = 1};
    if (t.window) {
        t.id = REAL3(SDL_GetWindowID)(t.window);
        REAL3(SDL_GetWindowSize)(t.window, &t.points_w, &t.points_h);
        REAL3(SDL_GetWindowSizeInPixels)(t.window, &t.pixels_w, &t.pixels_h);
        if (t.pixels_w <= 0) t.pixels_w = 1;
        if (t.pixels_h <= 0) t.pixels_h = 1;
        if (t.points_w <= 0) t.points_w = 1;
        if (t.points_h <= 0) t.points_h = 1;
    }
    /* The script's window pixels, in the game window's. */
    double px = scripted->x, py = scripted->y;
    if (jr_the_spec.script_width > 0) {
        px = px * t.pixels_w / jr_the_spec.script_width;
        py = py * t.pixels_h / jr_the_spec.script_height;
    }
    SDL_Event event;
    switch (scripted->kind) {
    case JR_EV_TOUCH_DOWN:
    case JR_EV_TOUCH_MOVE:
    case JR_EV_TOUCH_UP:
        touch(scripted, &t, px, py);
        break;
    case JR_EV_MOUSE_DOWN:
    case JR_EV_MOUSE_UP:
        push_mouse_motion(&t, 0, px, py, true);
        push_mouse_button(&t, 0, scripted->kind == JR_EV_MOUSE_DOWN);
        break;
    case JR_EV_MOUSE_MOVE:
        push_mouse_motion(&t, 0, px, py, false);
        break;
    case JR_EV_MOUSE_WHEEL:
        /* The steps are the script's x. */
        if (made(JS_PRIVATE_MOUSE_WHEEL, 0, scripted->x, 0, false, &t, &event)) {
            event.wheel.mouse_x = mouse.x;
            event.wheel.mouse_y = mouse.y;
            jr3_events_push(&event);
        }
        break;
    case JR_EV_KEY_DOWN:
    case JR_EV_KEY_UP: {
        bool down = scripted->kind == JR_EV_KEY_DOWN;
        /* The keyboard's state first: the event's modifiers are read from it. */
        jr3_events_script_key((SDL_Scancode)scripted->id, down);
        if (made(down ? JS_PRIVATE_KEY_DOWN : JS_PRIVATE_KEY_UP, scripted->id, 0, 0, false, &t, &event)) {
            jr3_events_push(&event);
        }
        break;
    }
    case JR_EV_FOCUS_LOST:
    case JR_EV_FOCUS_GAINED:
        if (made(scripted->kind == JR_EV_FOCUS_LOST ? JS_PRIVATE_FOCUS_LOST : JS_PRIVATE_FOCUS_GAINED, 0, 0, 0, false,
                 &t, &event)) {
            jr3_events_push(&event);
        }
        break;
    case JR_EV_PAD_AXIS:
        if (scripted_pad()) {
            jr_enter();
            jr_js->gamepad_set_axis(pad.gamepad, (int)scripted->id, (Sint16)scripted->x);
            jr_leave();
        }
        break;
    case JR_EV_PAD_DOWN:
    case JR_EV_PAD_UP:
        if (scripted_pad()) {
            jr_enter();
            jr_js->gamepad_set_button(pad.gamepad, (int)scripted->id, scripted->kind == JR_EV_PAD_DOWN);
            jr_leave();
        }
        break;
    }
}

void jr3_script_subsystems_changed(void) {
    if (!(REAL3(SDL_WasInit)(SDL_INIT_JOYSTICK) & SDL_INIT_JOYSTICK)) {
        /* SDL closed and detached it with its joysticks: the library frees what is left. */
        if (pad.gamepad) {
            jr_enter();
            jr_js->gamepad_detach(pad.gamepad, true);
            jr_leave();
        }
        pad.gamepad = NULL;
        pad.failed = false;
        return;
    }
    /* Plugged in as the game starts its gamepads, so that the game has opened it before its first event: a button
     * already down when a gamepad is opened makes no event. */
    if (!pad.gamepad && script_has_pad_events()) scripted_pad();
}
