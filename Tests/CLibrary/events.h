/* SDL events as a window delivers them, for the C tests to push through SDL's queue: a finger at logical (x, y)
 * on a screen of width x height (SDL's finger coordinates are 0...1 of the window), the left mouse button and
 * the mouse in window pixels, the wheel, a key by its scancode. Each test hands them to the controls its own way. */
#ifndef JOYSTICK_TEST_EVENTS_H
#define JOYSTICK_TEST_EVENTS_H

#include <string.h>

#include <SDL.h>

static inline SDL_Event finger_event(Uint32 type, SDL_FingerID id, double x, double y, double width, double height) {
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = type;
    event.tfinger.touchId = 1;
    event.tfinger.fingerId = id;
    event.tfinger.x = (float)(x / width);
    event.tfinger.y = (float)(y / height);
    event.tfinger.pressure = type == SDL_FINGERUP ? 0.0f : 1.0f;
    return event;
}

/* SDL_MOUSEBUTTONDOWN or SDL_MOUSEBUTTONUP of the left button. */
static inline SDL_Event mouse_button_event(Uint32 type, int x, int y) {
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = type;
    event.button.button = SDL_BUTTON_LEFT;
    event.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
    event.button.clicks = 1;
    event.button.x = x;
    event.button.y = y;
    return event;
}

/* The mouse moved, the left button held (a drag) or not (hovering). */
static inline SDL_Event mouse_motion_event(int x, int y, int held) {
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = SDL_MOUSEMOTION;
    event.motion.state = held ? SDL_BUTTON_LMASK : 0;
    event.motion.x = x;
    event.motion.y = y;
    return event;
}

static inline SDL_Event wheel_event(int steps) {
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = SDL_MOUSEWHEEL;
    event.wheel.y = steps;
    event.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
    return event;
}

/* SDL_KEYDOWN or SDL_KEYUP of a key (the physical key, as the controls bind it), with the keycode the keyboard's
 * layout gives it, as a window delivers it. */
static inline SDL_Event key_event(Uint32 type, SDL_Scancode key) {
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = type;
    event.key.state = type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
    event.key.keysym.scancode = key;
    event.key.keysym.sym = SDL_GetKeyFromScancode(key);
    return event;
}

#endif
