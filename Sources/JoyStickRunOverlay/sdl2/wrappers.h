/*
 * The SDL functions the overlay puts its own in front of, each declared with SDL's own type: jr_wrap_SDL_Foo
 * has exactly SDL_Foo's signature (a mismatch does not compile).
 *
 * SDL's own calls inside SDL do not go through the table (SDL_PollEvent does not call SDL_PumpEvents' slot,
 * SDL_CreateWindowAndRenderer does not call SDL_CreateRenderer's): every entry point a game may use is
 * wrapped on its own.
 */
#ifndef JOYSTICK_RUN_WRAPPERS_H
#define JOYSTICK_RUN_WRAPPERS_H

#include "overlay.h"

/* Every hooked function, by the file (the family) that hooks it. */
#define JR_WRAPPED_FUNCTIONS \
    /* hook_init.c */ JR_WRAP(SDL_Init) JR_WRAP(SDL_InitSubSystem) JR_WRAP(SDL_QuitSubSystem) JR_WRAP(SDL_Quit) \
    /* hook_events.c */ JR_WRAP(SDL_PumpEvents) JR_WRAP(SDL_PeepEvents) JR_WRAP(SDL_PollEvent) JR_WRAP(SDL_WaitEvent) \
    JR_WRAP(SDL_WaitEventTimeout) \
    /* event_filter.c */ JR_WRAP(SDL_SetEventFilter) JR_WRAP(SDL_GetEventFilter) \
    /* hook_input_state.c */ JR_WRAP(SDL_GetKeyboardState) JR_WRAP(SDL_GetModState) JR_WRAP(SDL_GetMouseState) \
    /* hook_render.c */ JR_WRAP(SDL_RenderPresent) JR_WRAP(SDL_CreateRenderer) JR_WRAP(SDL_DestroyRenderer) \
    JR_WRAP(SDL_RenderSetVSync) \
    /* hook_surface.c */ JR_WRAP(SDL_GetWindowSurface) JR_WRAP(SDL_UpdateWindowSurface) \
    JR_WRAP(SDL_UpdateWindowSurfaceRects) \
    /* hook_gl.c */ JR_WRAP(SDL_GL_SwapWindow) JR_WRAP(SDL_GL_LoadLibrary) \
    /* hook_window.c */ JR_WRAP(SDL_CreateWindow) JR_WRAP(SDL_DestroyWindow) \
    /* hook_timers.c */ JR_WRAP(SDL_AddTimer) JR_WRAP(SDL_RemoveTimer) JR_WRAP(SDL_Delay)

#define JR_WRAP(fn) extern __typeof__(fn) jr_wrap_##fn;
JR_WRAPPED_FUNCTIONS
#undef JR_WRAP

#endif
