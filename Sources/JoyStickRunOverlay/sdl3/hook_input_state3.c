/*
 * The hooks of an SDL3 game's keyboard and mouse state (SDL_GetKeyboardState, SDL_GetModState,
 * SDL_GetMouseState), as SDL2's (hook_input_state.c): the game gets an array of the overlay's own, rewritten after
 * every read of events (SDL's keys, the script's, the controls'); the mouse hides what a control took.
 */
#include "overlay3.h"

/* The array the game is given, rewritten after every read of events. */
static bool keys[SDL_SCANCODE_COUNT];
/* What the script holds down and where its mouse is: pushed events do not change SDL's own state. */
static struct {
    bool keys[SDL_SCANCODE_COUNT];
    bool mouse_known;
    float x, y;
    SDL_MouseButtonFlags buttons;
} scripted;

void jr3_events_script_key(SDL_Scancode key, bool down) {
    if ((int)key > 0 && (int)key < SDL_SCANCODE_COUNT) scripted.keys[key] = down;
}

void jr3_events_script_mouse(float x, float y, SDL_MouseButtonFlags buttons) {
    scripted.mouse_known = true;
    scripted.x = x;
    scripted.y = y;
    scripted.buttons = buttons;
}

void jr3_events_refresh_keys(void) {
    int count = 0;
    const bool *base = NULL;
    js_controls *controls = jr_controls_active();
    if (controls) {
        jr_enter();
        base = jr_js->keyboard_state(controls, &count);
        jr_leave();
    } else {
        base = REAL3(SDL_GetKeyboardState)(&count);
    }
    if (!base || count > SDL_SCANCODE_COUNT) count = base ? SDL_SCANCODE_COUNT : 0;
    for (int i = 0; i < count; i++) keys[i] = base[i] || scripted.keys[i];
    for (int i = count; i < SDL_SCANCODE_COUNT; i++) keys[i] = scripted.keys[i];
}

const bool *jr3_wrap_SDL_GetKeyboardState(int *numkeys) {
    if (jr_inside) return REAL3(SDL_GetKeyboardState)(numkeys);
    if (jr_on_event_thread()) jr3_events_refresh_keys();
    if (numkeys) *numkeys = SDL_SCANCODE_COUNT;
    return keys;
}

SDL_Keymod jr3_wrap_SDL_GetModState(void) {
    SDL_Keymod real = REAL3(SDL_GetModState)();
    if (jr_inside) return real;
    static const struct {
        SDL_Scancode key;
        SDL_Keymod mod;
    } modifiers[] = {
        {SDL_SCANCODE_LSHIFT, SDL_KMOD_LSHIFT}, {SDL_SCANCODE_RSHIFT, SDL_KMOD_RSHIFT},
        {SDL_SCANCODE_LCTRL, SDL_KMOD_LCTRL}, {SDL_SCANCODE_RCTRL, SDL_KMOD_RCTRL},
        {SDL_SCANCODE_LALT, SDL_KMOD_LALT}, {SDL_SCANCODE_RALT, SDL_KMOD_RALT},
        {SDL_SCANCODE_LGUI, SDL_KMOD_LGUI}, {SDL_SCANCODE_RGUI, SDL_KMOD_RGUI},
    };
    SDL_Keymod mod = real;
    for (size_t i = 0; i < sizeof modifiers / sizeof modifiers[0]; i++) {
        if (keys[modifiers[i].key]) mod |= modifiers[i].mod;
    }
    return mod;
}

SDL_MouseButtonFlags jr3_wrap_SDL_GetMouseState(float *x, float *y) {
    if (jr_inside) return REAL3(SDL_GetMouseState)(x, y);
    SDL_MouseButtonFlags buttons = 0;
    if (jr3_events_mouse_seen(x, y, &buttons)) return buttons;
    if (scripted.mouse_known) {
        if (x) *x = scripted.x;
        if (y) *y = scripted.y;
        return scripted.buttons;
    }
    return REAL3(SDL_GetMouseState)(x, y);
}
