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

#ifdef __cplusplus
}
#endif

#endif
