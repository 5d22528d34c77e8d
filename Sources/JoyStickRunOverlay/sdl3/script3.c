/*
 * Scripted input in an SDL3 game (joystick-run --script), as in an SDL2 one (script.c): each event goes into
 * SDL3's queue as the window would have delivered it, through the overlay's filter (core/script_delivery.c says
 * when). Positions are the script's window pixels (its `window:` header), scaled to the
 * game window's pixels; a touch carries SDL's mouse copy for its first finger; keys and the mouse also set the
 * state SDL_GetKeyboardState, SDL_GetModState and SDL_GetMouseState return. Gamepad events come from a virtual
 * gamepad of the script's (SDL_AttachVirtualJoystick), attached as the game starts its gamepads.
 */
#include "overlay3.h"

static struct {
    SDL_FingerID ids[16];
    float x[16], y[16];
    int count;
    SDL_FingerID mouse_finger;   /* the finger SDL's mouse copy follows, or 0 */
} touches;
static struct {
    float x, y;                  /* window coordinates (points) */
    SDL_MouseButtonFlags buttons;
} mouse;
static struct {
    SDL_Joystick *joystick;
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

static SDL_Keymod scripted_mod(void) {
    int count = 0;
    const bool *keys = jr3_wrap_SDL_GetKeyboardState(&count);
    SDL_Keymod mod = 0;
    if (keys[SDL_SCANCODE_LSHIFT]) mod |= SDL_KMOD_LSHIFT;
    if (keys[SDL_SCANCODE_RSHIFT]) mod |= SDL_KMOD_RSHIFT;
    if (keys[SDL_SCANCODE_LCTRL]) mod |= SDL_KMOD_LCTRL;
    if (keys[SDL_SCANCODE_RCTRL]) mod |= SDL_KMOD_RCTRL;
    if (keys[SDL_SCANCODE_LALT]) mod |= SDL_KMOD_LALT;
    if (keys[SDL_SCANCODE_RALT]) mod |= SDL_KMOD_RALT;
    if (keys[SDL_SCANCODE_LGUI]) mod |= SDL_KMOD_LGUI;
    if (keys[SDL_SCANCODE_RGUI]) mod |= SDL_KMOD_RGUI;
    return mod;
}

static void push_mouse_motion(SDL_WindowID window_id, SDL_MouseID which, float x, float y) {
    SDL_Event event = {.motion = {.type = SDL_EVENT_MOUSE_MOTION, .windowID = window_id, .which = which,
                                  .state = mouse.buttons, .x = x, .y = y, .xrel = x - mouse.x, .yrel = y - mouse.y}};
    mouse.x = x;
    mouse.y = y;
    jr3_events_script_mouse(mouse.x, mouse.y, mouse.buttons);
    jr3_events_push(&event);
}

static void push_mouse_button(SDL_WindowID window_id, SDL_MouseID which, bool down) {
    SDL_MouseButtonFlags mask = SDL_BUTTON_MASK(SDL_BUTTON_LEFT);
    mouse.buttons = down ? mouse.buttons | mask : mouse.buttons & ~mask;
    SDL_Event event = {.button = {.type = down ? SDL_EVENT_MOUSE_BUTTON_DOWN : SDL_EVENT_MOUSE_BUTTON_UP,
                                  .windowID = window_id, .which = which, .button = SDL_BUTTON_LEFT, .down = down,
                                  .clicks = 1, .x = mouse.x, .y = mouse.y}};
    jr3_events_script_mouse(mouse.x, mouse.y, mouse.buttons);
    jr3_events_push(&event);
}

static int finger_slot(SDL_FingerID id) {
    for (int i = 0; i < touches.count; i++) {
        if (touches.ids[i] == id) return i;
    }
    return -1;
}

static void touch(const jr_scripted_event *scripted, SDL_WindowID window_id, double px, double py, int pixels_w,
                  int pixels_h, int points_w, int points_h) {
    /* SDL3's finger ids are never 0: the script's finger N is N + 1. */
    SDL_FingerID id = (SDL_FingerID)scripted->id + 1;
    float x = (float)(px / pixels_w), y = (float)(py / pixels_h);
    int slot = finger_slot(id);
    SDL_EventType type = scripted->kind == JR_EV_TOUCH_DOWN ? SDL_EVENT_FINGER_DOWN
        : scripted->kind == JR_EV_TOUCH_MOVE ? SDL_EVENT_FINGER_MOTION : SDL_EVENT_FINGER_UP;
    if (type == SDL_EVENT_FINGER_DOWN && slot < 0 && touches.count < 16) {
        slot = touches.count++;
        touches.ids[slot] = id;
        touches.x[slot] = x;
        touches.y[slot] = y;
    }
    float dx = slot >= 0 ? x - touches.x[slot] : 0, dy = slot >= 0 ? y - touches.y[slot] : 0;
    /* SDL's mouse copy, for the first finger down while no other is. */
    bool copies = REAL3(SDL_GetHintBoolean)(SDL_HINT_TOUCH_MOUSE_EVENTS, true);
    if (copies && type == SDL_EVENT_FINGER_DOWN && touches.mouse_finger == 0) touches.mouse_finger = id;
    if (copies && touches.mouse_finger == id) {
        float mx = x * (float)points_w, my = y * (float)points_h;
        if (type == SDL_EVENT_FINGER_DOWN) {
            push_mouse_motion(window_id, SDL_TOUCH_MOUSEID, mx, my);
            push_mouse_button(window_id, SDL_TOUCH_MOUSEID, true);
        } else if (type == SDL_EVENT_FINGER_MOTION) {
            push_mouse_motion(window_id, SDL_TOUCH_MOUSEID, mx, my);
        } else {
            push_mouse_button(window_id, SDL_TOUCH_MOUSEID, false);
            touches.mouse_finger = 0;
        }
    }
    SDL_Event event = {.tfinger = {.type = type, .touchID = 1, .fingerID = id, .x = x, .y = y, .dx = dx, .dy = dy,
                                   .pressure = type == SDL_EVENT_FINGER_UP ? 0.0f : 1.0f, .windowID = window_id}};
    if (slot >= 0) {
        touches.x[slot] = x;
        touches.y[slot] = y;
        if (type == SDL_EVENT_FINGER_UP) {
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

static SDL_Joystick *scripted_pad(void) {
    if (pad.joystick || pad.failed) return pad.joystick;
    if (!(REAL3(SDL_WasInit)(SDL_INIT_JOYSTICK) & SDL_INIT_JOYSTICK)) {
        pad.failed = true;
        jr_say_once(JR_SAY_SCRIPT_PAD, "the script's gamepad events are dropped: the game never starts SDL's gamepads "
                    "(SDL_INIT_GAMEPAD)");
        return NULL;
    }
    /* Every standard axis and button, so SDL maps it as a gamepad. */
    SDL_VirtualJoystickDesc description;
    SDL_INIT_INTERFACE(&description);
    description.type = SDL_JOYSTICK_TYPE_GAMEPAD;
    description.naxes = SDL_GAMEPAD_AXIS_COUNT;
    description.nbuttons = SDL_GAMEPAD_BUTTON_COUNT;
    description.axis_mask = (1u << SDL_GAMEPAD_AXIS_COUNT) - 1;
    description.button_mask = (1u << SDL_GAMEPAD_BUTTON_COUNT) - 1;
    description.name = "joystick-run scripted pad";
    SDL_JoystickID device = REAL3(SDL_AttachVirtualJoystick)(&description);
    pad.joystick = device ? REAL3(SDL_OpenJoystick)(device) : NULL;
    if (!pad.joystick) {
        pad.failed = true;
        jr_say_once(JR_SAY_SCRIPT_PAD, "the script's gamepad events are dropped: %s", REAL3(SDL_GetError)());
    }
    return pad.joystick;
}

void jr3_script_deliver_event(const jr_scripted_event *scripted) {
    SDL_Window *window = target_window();
    SDL_WindowID window_id = window ? REAL3(SDL_GetWindowID)(window) : 0;
    int pixels_w = 1, pixels_h = 1, points_w = 1, points_h = 1;
    if (window) {
        REAL3(SDL_GetWindowSize)(window, &points_w, &points_h);
        REAL3(SDL_GetWindowSizeInPixels)(window, &pixels_w, &pixels_h);
        if (pixels_w <= 0) pixels_w = 1;
        if (pixels_h <= 0) pixels_h = 1;
        if (points_w <= 0) points_w = 1;
        if (points_h <= 0) points_h = 1;
    }
    /* The script's window pixels, in the game window's. */
    double px = scripted->x, py = scripted->y;
    if (jr_the_spec.script_width > 0) {
        px = px * pixels_w / jr_the_spec.script_width;
        py = py * pixels_h / jr_the_spec.script_height;
    }
    float mx = (float)(px * points_w / pixels_w), my = (float)(py * points_h / pixels_h);
    switch (scripted->kind) {
    case JR_EV_TOUCH_DOWN:
    case JR_EV_TOUCH_MOVE:
    case JR_EV_TOUCH_UP:
        touch(scripted, window_id, px, py, pixels_w, pixels_h, points_w, points_h);
        break;
    case JR_EV_MOUSE_DOWN:
        if (mx != mouse.x || my != mouse.y) push_mouse_motion(window_id, 0, mx, my);
        push_mouse_button(window_id, 0, true);
        break;
    case JR_EV_MOUSE_MOVE:
        push_mouse_motion(window_id, 0, mx, my);
        break;
    case JR_EV_MOUSE_UP:
        if (mx != mouse.x || my != mouse.y) push_mouse_motion(window_id, 0, mx, my);
        push_mouse_button(window_id, 0, false);
        break;
    case JR_EV_MOUSE_WHEEL: {
        SDL_Event event = {.wheel = {.type = SDL_EVENT_MOUSE_WHEEL, .windowID = window_id, .which = 0,
                                     .y = (float)scripted->x, .integer_y = (Sint32)scripted->x,
                                     .direction = SDL_MOUSEWHEEL_NORMAL, .mouse_x = mouse.x, .mouse_y = mouse.y}};
        jr3_events_push(&event);
        break;
    }
    case JR_EV_KEY_DOWN:
    case JR_EV_KEY_UP: {
        bool down = scripted->kind == JR_EV_KEY_DOWN;
        SDL_Scancode key = (SDL_Scancode)scripted->id;
        jr3_events_script_key(key, down);
        SDL_Keymod mod = scripted_mod();
        SDL_Event event = {.key = {.type = down ? SDL_EVENT_KEY_DOWN : SDL_EVENT_KEY_UP, .windowID = window_id,
                                   .scancode = key, .key = REAL3(SDL_GetKeyFromScancode)(key, mod, true), .mod = mod,
                                   .down = down}};
        jr3_events_push(&event);
        break;
    }
    case JR_EV_FOCUS_LOST:
    case JR_EV_FOCUS_GAINED: {
        SDL_Event event = {.window = {.type = scripted->kind == JR_EV_FOCUS_LOST ? SDL_EVENT_WINDOW_FOCUS_LOST
                                                                                 : SDL_EVENT_WINDOW_FOCUS_GAINED,
                                      .windowID = window_id}};
        jr3_events_push(&event);
        break;
    }
    case JR_EV_PAD_AXIS:
        if (scripted_pad()) REAL3(SDL_SetJoystickVirtualAxis)(pad.joystick, (int)scripted->id, (Sint16)scripted->x);
        break;
    case JR_EV_PAD_DOWN:
    case JR_EV_PAD_UP:
        if (scripted_pad()) {
            REAL3(SDL_SetJoystickVirtualButton)(pad.joystick, (int)scripted->id, scripted->kind == JR_EV_PAD_DOWN);
        }
        break;
    }
}

void jr3_script_subsystems_changed(void) {
    if (!(REAL3(SDL_WasInit)(SDL_INIT_JOYSTICK) & SDL_INIT_JOYSTICK)) {
        /* SDL closed and detached it with its joysticks. */
        pad.joystick = NULL;
        pad.failed = false;
        return;
    }
    /* Plugged in as the game starts its gamepads, so that the game has opened it before its first event: a button
     * already down when a gamepad is opened makes no event. */
    if (!pad.joystick && script_has_pad_events()) scripted_pad();
}
