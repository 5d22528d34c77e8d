/*
 * The hooks of SDL's keyboard and mouse state (SDL_GetKeyboardState, SDL_GetModState, SDL_GetMouseState).
 *
 * A pushed key does not change SDL_GetKeyboardState, so the game gets an array of the overlay's own, the same
 * pointer for the whole run, rewritten after every read of events: SDL's keys, the script's keys and the
 * controls' keys. SDL_GetModState adds the modifiers among them. SDL_GetMouseState hides the button and the
 * position of a finger or a click a control took (event_filter.c says which).
 */
#include "overlay.h"
#include "wrappers.h"

/* The array the game is given, rewritten after every read of events. */
static Uint8 keys[SDL_NUM_SCANCODES];
/* What the script holds down and where its mouse is: pushed events do not change SDL's own state. */
static struct {
    Uint8 keys[SDL_NUM_SCANCODES];
    bool mouse_known;
    int x, y;
    Uint32 buttons;
} scripted;

void jr_events_script_key(SDL_Scancode key, bool down) {
    if ((int)key > 0 && (int)key < SDL_NUM_SCANCODES) scripted.keys[key] = down ? 1 : 0;
}

void jr_events_script_mouse(int x, int y, Uint32 buttons) {
    scripted.mouse_known = true;
    scripted.x = x;
    scripted.y = y;
    scripted.buttons = buttons;
}

void jr_events_refresh_keys(void) {
    int count = 0;
    const Uint8 *base = NULL;
    js_controls *controls = jr_controls_active();
    if (controls) {
        jr_enter();
        base = jr_js->keyboard_state(controls, &count);
        jr_leave();
    } else {
        base = REAL(SDL_GetKeyboardState)(&count);
    }
    if (!base || count > SDL_NUM_SCANCODES) count = base ? SDL_NUM_SCANCODES : 0;
    for (int i = 0; i < count; i++) keys[i] = base[i] | scripted.keys[i];
    for (int i = count; i < SDL_NUM_SCANCODES; i++) keys[i] = scripted.keys[i];
}

const Uint8 *jr_wrap_SDL_GetKeyboardState(int *numkeys) {
    if (jr_inside) return REAL(SDL_GetKeyboardState)(numkeys);
    if (jr_on_event_thread()) jr_events_refresh_keys();
    if (numkeys) *numkeys = SDL_NUM_SCANCODES;
    return keys;
}

SDL_Keymod jr_wrap_SDL_GetModState(void) {
    SDL_Keymod real = REAL(SDL_GetModState)();
    if (jr_inside) return real;
    static const struct {
        SDL_Scancode key;
        SDL_Keymod mod;
    } modifiers[] = {
        {SDL_SCANCODE_LSHIFT, KMOD_LSHIFT}, {SDL_SCANCODE_RSHIFT, KMOD_RSHIFT}, {SDL_SCANCODE_LCTRL, KMOD_LCTRL},
        {SDL_SCANCODE_RCTRL, KMOD_RCTRL}, {SDL_SCANCODE_LALT, KMOD_LALT}, {SDL_SCANCODE_RALT, KMOD_RALT},
        {SDL_SCANCODE_LGUI, KMOD_LGUI}, {SDL_SCANCODE_RGUI, KMOD_RGUI},
    };
    int mod = real;
    for (size_t i = 0; i < sizeof modifiers / sizeof modifiers[0]; i++) {
        if (keys[modifiers[i].key]) mod |= modifiers[i].mod;
    }
    return (SDL_Keymod)mod;
}

Uint32 jr_wrap_SDL_GetMouseState(int *x, int *y) {
    if (jr_inside) return REAL(SDL_GetMouseState)(x, y);
    Uint32 buttons = 0;
    if (jr_events_mouse_seen(x, y, &buttons)) return buttons;
    if (scripted.mouse_known) {
        if (x) *x = scripted.x;
        if (y) *y = scripted.y;
        return scripted.buttons;
    }
    return REAL(SDL_GetMouseState)(x, y);
}

