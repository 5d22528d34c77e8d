/*
 * Scripted input (joystick-run --script) in an SDL2 game: each event goes into SDL's queue as the window would have
 * delivered it, through the overlay's filter, so the controls take a scripted touch exactly as a finger's
 * (core/script_delivery.c says when).
 *
 * Positions are the script's window pixels (its `window:` header), scaled to the game window's pixels. A
 * touch carries SDL's mouse copy for its first finger, as SDL makes one for a real touch (unless the game
 * turned SDL_HINT_TOUCH_MOUSE_EVENTS off). Keys and the mouse also set the state SDL_GetKeyboardState,
 * SDL_GetModState and SDL_GetMouseState return, which a pushed event does not change in SDL. Game controller
 * events come from a virtual pad of the script's, attached on first use: a real SDL device.
 */
#include "overlay.h"
#include "wrappers.h"

static struct {
    Sint64 ids[16];
    float x[16], y[16];
    int count;
    Sint64 mouse_finger;         /* the finger SDL's mouse copy follows, or -1 */
} touches = {.mouse_finger = -1};
static struct {
    int x, y;                    /* window coordinates (points) */
    Uint32 buttons;
} mouse;
static SDL_Joystick *pad;
static bool pad_failed;

/* The window scripted events go to. */
static SDL_Window *target_window(void) {
    SDL_Window *window = jr_main_window();
    if (!window) window = REAL(SDL_GetKeyboardFocus)();
    if (!window) window = REAL(SDL_GetMouseFocus)();
    for (Uint32 id = 1; !window && id <= 16; id++) window = REAL(SDL_GetWindowFromID)(id);
    return window;
}

/* The game window's pixels and points. */
static void window_sizes(SDL_Window *window, int *pixels_w, int *pixels_h, int *points_w, int *points_h) {
    REAL(SDL_GetWindowSize)(window, points_w, points_h);
    *pixels_w = *points_w;
    *pixels_h = *points_h;
    if (HAS_REAL(SDL_GetWindowSizeInPixels)) REAL(SDL_GetWindowSizeInPixels)(window, pixels_w, pixels_h);
    if (*pixels_w <= 0) *pixels_w = 1;
    if (*pixels_h <= 0) *pixels_h = 1;
    if (*points_w <= 0) *points_w = 1;
    if (*points_h <= 0) *points_h = 1;
}

static Uint16 scripted_mod(void) {
    int count = 0;
    const Uint8 *keys = jr_wrap_SDL_GetKeyboardState(&count);
    Uint16 mod = 0;
    if (keys[SDL_SCANCODE_LSHIFT]) mod |= KMOD_LSHIFT;
    if (keys[SDL_SCANCODE_RSHIFT]) mod |= KMOD_RSHIFT;
    if (keys[SDL_SCANCODE_LCTRL]) mod |= KMOD_LCTRL;
    if (keys[SDL_SCANCODE_RCTRL]) mod |= KMOD_RCTRL;
    if (keys[SDL_SCANCODE_LALT]) mod |= KMOD_LALT;
    if (keys[SDL_SCANCODE_RALT]) mod |= KMOD_RALT;
    if (keys[SDL_SCANCODE_LGUI]) mod |= KMOD_LGUI;
    if (keys[SDL_SCANCODE_RGUI]) mod |= KMOD_RGUI;
    return mod;
}

static void push_mouse_motion(Uint32 window_id, Uint32 which, int x, int y) {
    SDL_Event event = {.motion = {.type = SDL_MOUSEMOTION, .windowID = window_id, .which = which,
                                  .state = mouse.buttons, .x = x, .y = y, .xrel = x - mouse.x, .yrel = y - mouse.y}};
    mouse.x = x;
    mouse.y = y;
    jr_events_script_mouse(mouse.x, mouse.y, mouse.buttons);
    jr_events_push(&event);
}

static void push_mouse_button(Uint32 window_id, Uint32 which, bool down) {
    Uint32 mask = SDL_BUTTON(SDL_BUTTON_LEFT);
    mouse.buttons = down ? mouse.buttons | mask : mouse.buttons & ~mask;
    SDL_Event event = {.button = {.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP, .windowID = window_id,
                                  .which = which, .button = SDL_BUTTON_LEFT,
                                  .state = down ? SDL_PRESSED : SDL_RELEASED, .clicks = 1, .x = mouse.x, .y = mouse.y}};
    jr_events_script_mouse(mouse.x, mouse.y, mouse.buttons);
    jr_events_push(&event);
}

static int finger_slot(Sint64 id) {
    for (int i = 0; i < touches.count; i++) {
        if (touches.ids[i] == id) return i;
    }
    return -1;
}

static void touch(const jr_scripted_event *scripted, Uint32 window_id, double px, double py, int pixels_w,
                  int pixels_h, int points_w, int points_h) {
    Sint64 id = scripted->id;
    float x = (float)(px / pixels_w), y = (float)(py / pixels_h);
    int slot = finger_slot(id);
    Uint32 type = scripted->kind == JR_EV_TOUCH_DOWN ? SDL_FINGERDOWN
        : scripted->kind == JR_EV_TOUCH_MOVE ? SDL_FINGERMOTION : SDL_FINGERUP;
    if (type == SDL_FINGERDOWN && slot < 0 && touches.count < 16) {
        slot = touches.count++;
        touches.ids[slot] = id;
        touches.x[slot] = x;
        touches.y[slot] = y;
    }
    float dx = slot >= 0 ? x - touches.x[slot] : 0, dy = slot >= 0 ? y - touches.y[slot] : 0;
    /* SDL's mouse copy, for the first finger down while no other is. */
    bool copies = REAL(SDL_GetHintBoolean)(SDL_HINT_TOUCH_MOUSE_EVENTS, SDL_TRUE);
    if (copies && type == SDL_FINGERDOWN && touches.mouse_finger < 0) touches.mouse_finger = id;
    if (copies && touches.mouse_finger == id) {
        int mx = (int)(x * points_w), my = (int)(y * points_h);
        if (type == SDL_FINGERDOWN) {
            push_mouse_motion(window_id, SDL_TOUCH_MOUSEID, mx, my);
            push_mouse_button(window_id, SDL_TOUCH_MOUSEID, true);
        } else if (type == SDL_FINGERMOTION) {
            push_mouse_motion(window_id, SDL_TOUCH_MOUSEID, mx, my);
        } else {
            push_mouse_button(window_id, SDL_TOUCH_MOUSEID, false);
            touches.mouse_finger = -1;
        }
    }
    SDL_Event event = {.tfinger = {.type = type, .touchId = 1, .fingerId = id, .x = x, .y = y, .dx = dx, .dy = dy,
                                   .pressure = type == SDL_FINGERUP ? 0.0f : 1.0f, .windowID = window_id}};
    if (slot >= 0) {
        touches.x[slot] = x;
        touches.y[slot] = y;
        if (type == SDL_FINGERUP) {
            touches.count--;
            touches.ids[slot] = touches.ids[touches.count];
            touches.x[slot] = touches.x[touches.count];
            touches.y[slot] = touches.y[touches.count];
        }
    }
    jr_events_push(&event);
}

static bool script_has_pad_events(void) {
    for (long i = 0; i < jr_the_spec.event_count; i++) {
        jr_event_kind kind = jr_the_spec.events[i].kind;
        if (kind == JR_EV_PAD_AXIS || kind == JR_EV_PAD_DOWN || kind == JR_EV_PAD_UP) return true;
    }
    return false;
}

static SDL_Joystick *scripted_pad(void) {
    if (pad || pad_failed) return pad;
    if (!(REAL(SDL_WasInit)(SDL_INIT_JOYSTICK) & SDL_INIT_JOYSTICK)) {
        pad_failed = true;
        jr_say_once(JR_SAY_SCRIPT_PAD, "the script's game controller events are dropped: the game never starts "
                    "SDL's game controllers (SDL_INIT_GAMECONTROLLER)");
        return NULL;
    }
    /* Every standard axis and button, so SDL maps it as a game controller. */
    SDL_VirtualJoystickDesc description = {
        .version = SDL_VIRTUAL_JOYSTICK_DESC_VERSION, .type = SDL_JOYSTICK_TYPE_GAMECONTROLLER,
        .naxes = SDL_CONTROLLER_AXIS_MAX, .nbuttons = SDL_CONTROLLER_BUTTON_MAX,
        .axis_mask = (1u << SDL_CONTROLLER_AXIS_MAX) - 1, .button_mask = (1u << SDL_CONTROLLER_BUTTON_MAX) - 1,
        .name = "joystick-run scripted pad"};
    int device = REAL(SDL_JoystickAttachVirtualEx)(&description);
    pad = device >= 0 ? REAL(SDL_JoystickOpen)(device) : NULL;
    if (!pad) {
        pad_failed = true;
        jr_say_once(JR_SAY_SCRIPT_PAD, "the script's game controller events are dropped: %s", REAL(SDL_GetError)());
    }
    return pad;
}

void jr_script_deliver_event(const jr_scripted_event *scripted) {
    SDL_Window *window = target_window();
    Uint32 window_id = window ? REAL(SDL_GetWindowID)(window) : 0;
    int pixels_w = 1, pixels_h = 1, points_w = 1, points_h = 1;
    if (window) window_sizes(window, &pixels_w, &pixels_h, &points_w, &points_h);
    /* The script's window pixels, in the game window's. */
    double px = scripted->x, py = scripted->y;
    if (jr_the_spec.script_width > 0) {
        px = px * pixels_w / jr_the_spec.script_width;
        py = py * pixels_h / jr_the_spec.script_height;
    }
    int mx = (int)(px * points_w / pixels_w), my = (int)(py * points_h / pixels_h);
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
        SDL_Event event = {.wheel = {.type = SDL_MOUSEWHEEL, .windowID = window_id, .which = 0,
                                     .y = (Sint32)scripted->x, .preciseY = (float)scripted->x,
                                     .direction = SDL_MOUSEWHEEL_NORMAL, .mouseX = mouse.x, .mouseY = mouse.y}};
        jr_events_push(&event);
        break;
    }
    case JR_EV_KEY_DOWN:
    case JR_EV_KEY_UP: {
        bool down = scripted->kind == JR_EV_KEY_DOWN;
        SDL_Scancode key = (SDL_Scancode)scripted->id;
        jr_events_script_key(key, down);
        SDL_Event event = {.key = {.type = down ? SDL_KEYDOWN : SDL_KEYUP, .windowID = window_id,
                                   .state = down ? SDL_PRESSED : SDL_RELEASED,
                                   .keysym = {.scancode = key, .sym = REAL(SDL_GetKeyFromScancode)(key),
                                              .mod = scripted_mod()}}};
        jr_events_push(&event);
        if (down) {
            jr_events_typed(&event);
            jr_events_push_typed_text();
        }
        break;
    }
    case JR_EV_FOCUS_LOST:
    case JR_EV_FOCUS_GAINED: {
        SDL_Event event = {.window = {.type = SDL_WINDOWEVENT, .windowID = window_id,
                                      .event = scripted->kind == JR_EV_FOCUS_LOST ? SDL_WINDOWEVENT_FOCUS_LOST
                                                                                   : SDL_WINDOWEVENT_FOCUS_GAINED}};
        jr_events_push(&event);
        break;
    }
    case JR_EV_PAD_AXIS:
        if (scripted_pad()) REAL(SDL_JoystickSetVirtualAxis)(pad, (int)scripted->id, (Sint16)scripted->x);
        break;
    case JR_EV_PAD_DOWN:
    case JR_EV_PAD_UP:
        if (scripted_pad()) {
            REAL(SDL_JoystickSetVirtualButton)(pad, (int)scripted->id, scripted->kind == JR_EV_PAD_DOWN);
        }
        break;
    }
}

void jr_script_subsystems_changed(void) {
    bool joysticks = (REAL(SDL_WasInit)(SDL_INIT_JOYSTICK) & SDL_INIT_JOYSTICK) != 0;
    if (!joysticks) {
        /* SDL closed and detached it with its joysticks. */
        pad = NULL;
        pad_failed = false;
        return;
    }
    /* Plugged in as the game starts its controllers, so that the game has opened it before its first event:
     * a button already down when a pad is opened makes no event. */
    if (!pad && script_has_pad_events()) scripted_pad();
}

SDL_JoystickID jr_script_pad_id(void) {
    return pad ? REAL(SDL_JoystickInstanceID)(pad) : -1;
}
