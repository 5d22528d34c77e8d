/*
 * Private entry points of libjoystick-sdl and libjoystick-sdl3, for joystick-run's overlay alone: exported beside
 * joystick_sdl.h's functions, installed nowhere, and free to change in any release. Not part of the API.
 */
#ifndef JOYSTICK_SDL_PRIVATE_H
#define JOYSTICK_SDL_PRIVATE_H

#ifdef JOYSTICK_SDL3
#include "joystick_sdl3.h"
#else
#include "joystick_sdl.h"
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Controls for a window whose game shows its frames with SDL_GL_SwapWindow and has no SDL renderer: drawn by
 * js_controls_draw with OpenGL, with the context current then, over the back buffer just before the swap (every
 * piece of the game's GL state put back); placed in the window's points. The controls draw with the context
 * current at their first drawn frame, and with no other. NULL with js_last_error when `window` is NULL. */
extern JS_DECLSPEC js_controls *JSCALL js_private_controls_create_opengl(SDL_Window *window);

/* What a script has the player do (joystick-run's --script), in the words of the library's own input events; and
 * the controls' own keys. */
typedef enum js_private_input {
    JS_PRIVATE_TOUCH_DOWN = 0,
    JS_PRIVATE_TOUCH_MOVE = 1,
    JS_PRIVATE_TOUCH_UP = 2,
    JS_PRIVATE_MOUSE_DOWN = 3,
    JS_PRIVATE_MOUSE_MOVE = 4,
    JS_PRIVATE_MOUSE_UP = 5,
    JS_PRIVATE_MOUSE_WHEEL = 6,
    JS_PRIVATE_KEY_DOWN = 7,
    JS_PRIVATE_KEY_UP = 8,
    JS_PRIVATE_FOCUS_LOST = 9,
    JS_PRIVATE_FOCUS_GAINED = 10,
    JS_PRIVATE_CONTROLS_KEY_DOWN = 11,  /* a key the controls press, marked as theirs (js_event_is_virtual_key) */
    JS_PRIVATE_CONTROLS_KEY_UP = 12
} js_private_input;

/* The SDL event a window gives a game for `kind`, made by the code JoyStickReplay's InputInjector makes a
 * replay's events with (InputEvent's sdlEvent): (x, y) in the window's pixels (fingers normalised over the window,
 * the mouse in its points, as the SDL gives them), `id` a finger's id (on touch device 1) or a key's scancode, a
 * wheel's steps in `x`, `held` the left button held during a mouse motion; the window `window_id`, `pixels_w` x
 * `pixels_h` pixels and `points_w` x `points_h` points; a key event's modifiers read from `keyboard` (`numkeys`
 * bytes, one a scancode, non-zero when down; NULL for none held). What only a device knows (a mouse's id and
 * relative motion, a finger's motion since it last moved, SDL's mouse copy of a finger) is the caller's.
 * Returns false, `event` untouched, for a kind it does not know. */
extern JS_DECLSPEC bool JSCALL js_private_input_event(int kind, int64_t id, double x, double y, bool held,
                                                      uint32_t window_id, int pixels_w, int pixels_h, int points_w,
                                                      int points_h, const uint8_t *keyboard, int numkeys,
                                                      SDL_Event *event);

/* A virtual gamepad with every standard axis and button (SDL's virtual joystick, opened), made by the code the
 * controls publish theirs with and JoyStickReplay attaches its own with: joystick-run's scripted pad, attached once
 * the game has started SDL's joysticks. NULL, with js_last_error, when SDL cannot attach one. */
typedef struct js_private_gamepad js_private_gamepad;
extern JS_DECLSPEC js_private_gamepad *JSCALL js_private_gamepad_attach(const char *name);

/* Its joystick instance id (0 for NULL). */
extern JS_DECLSPEC int32_t JSCALL js_private_gamepad_id(js_private_gamepad *pad);

/* Sets an axis (SDL's gamepad axis numbers; -32768...32767) or a button (SDL's button numbers). */
extern JS_DECLSPEC void JSCALL js_private_gamepad_set_axis(js_private_gamepad *pad, int axis, int16_t value);
extern JS_DECLSPEC void JSCALL js_private_gamepad_set_button(js_private_gamepad *pad, int button, bool down);

/* Closes and detaches it and frees it; with `sdl_closed_it` (the game quit SDL's joysticks, which closed and
 * detached it), frees it alone. */
extern JS_DECLSPEC void JSCALL js_private_gamepad_detach(js_private_gamepad *pad, bool sdl_closed_it);

#ifdef __cplusplus
}
#endif

#endif
