/*
 * joystick-run's overlay in an SDL3 game: the hooks SDL3 takes through SDL3_DYNAMIC_API, on the core
 * (overlay_core.h) that SDL2's hooks share. SDL3 reads SDL3_DYNAMIC_API at its first call and hands the table of
 * its functions to the overlay's SDL_DYNAPI_entry with API version 2 (entry.c sends it here, jr3_entry); the
 * overlay fills it from the real SDL3, puts its hooks in, and draws the controls with the C library for SDL3
 * (libjoystick-sdl3), loaded from the overlay's folder (core/library.c).
 *
 * The files, one per family of hooked functions as SDL2's: entry3.c (the entry), hook_init3.c, hook_events3.c
 * (reading events), event_filter3.c (the filter in front of the game's), hook_input_state3.c (keyboard and mouse
 * state), hook_render3.c, hook_surface3.c, hook_gl3.c, hook_window3.c, hook_timers3.c (SDL's timers and its
 * delays); what they serve: script3.c, capture3.c, record3.c, gl3.c, sdl3_backend.c (what the core asks of SDL3).
 * The controls themselves, the frame boundary and the clock are the core's, as for SDL2. SDL3 reads libc's clocks
 * for SDL_GetTicks, SDL_GetTicksNS and its performance counter, and sleeps with libc in SDL_DelayNS and
 * SDL_DelayPrecise: a headless run's virtual clock (libc_clock.c) is SDL3's without a hook of its own.
 *
 * The rules of SDL2's files hold here: the real SDL only through REAL3(fn); calls into the C library inside
 * jr_enter()/jr_leave(); the controls only on the event thread; nothing allocated per event or per frame.
 */
#ifndef JOYSTICK_RUN_OVERLAY3_H
#define JOYSTICK_RUN_OVERLAY3_H

#include <SDL3/SDL.h>
#include <joystick_sdl3.h>
#include <joystick_sdl_private.h> /* what the library makes for the overlay alone: OpenGL controls, scripted events */

#include "overlay_core.h"
#include "slots3.h"

/* ---- The real SDL3 ------------------------------------------------------------------------------------- */

extern void *jr3_real[JR3_SLOT_COUNT];
#define REAL3(fn) ((__typeof__(&fn))jr3_real[JR3_SLOT_##fn])
#define HAS_REAL3(fn) (jr3_real[JR3_SLOT_##fn] != NULL)

/* SDL_DYNAPI_entry for SDL3 (API version 2): 0, or -1 said on the status channel. */
int32_t jr3_entry(void *table, uint32_t tablesize);
/* What the core asks of SDL3 (sdl3_backend.c). */
extern const jr_backend jr_sdl3_backend;

/* ---- The controls (core/controls.c), as SDL3's hooks tell them an event ------------------------------- */

/* What the controls need to know of an SDL3 event. */
jr_input jr3_events_input(const SDL_Event *event);

/* ---- Events, keyboard and mouse ---------------------------------------------------------------------- */

void jr3_events_install_filter(void);
void jr3_events_forget_game_filter(void);
void jr3_events_refresh_keys(void);
void jr3_events_script_key(SDL_Scancode key, bool down);
void jr3_events_script_mouse(float x, float y, SDL_MouseButtonFlags buttons);
bool jr3_events_push(SDL_Event *event);
void jr3_events_push_quit(void);
void jr3_events_game_read(const SDL_Event *event);
void jr3_events_release_held(void);
bool jr3_events_mouse_seen(float *x, float *y, SDL_MouseButtonFlags *buttons);
void jr3_events_restarted(void);

/* ---- Timers, the script, pictures ------------------------------------------------------------------- */

void jr3_timers_fire(void);
bool jr3_timers_pending(void);
/* A scripted event into SDL's queue as a window would have given it; SDL's joysticks came up or went down (the
 * script's gamepad follows). */
void jr3_script_deliver_event(const jr_scripted_event *scripted);
void jr3_script_subsystems_changed(void);
bool jr3_capture_renderer_read(SDL_Renderer *renderer, long frame, int *width, int *height);
bool jr3_capture_surface_read(SDL_Surface *surface, long frame);
/* jr_backend's draw_over, by canvas (the target an SDL_Renderer, or an SDL_Window). */
bool jr3_capture_renderer_draw_over(void *renderer, uint32_t *picture, int width, int height);
bool jr3_capture_surface_draw_over(void *window, uint32_t *picture, int width, int height);
int jr3_capture_save_png(uint32_t *pixels, int width, int height, const char *path, char *error, size_t size);
SDL_Surface *jr3_window_surface(SDL_Window *window);
void jr3_surfaces_forget(SDL_Window *window);
/* OpenGL frames (gl3.c): the frame about to be swapped read, the controls drawn over it with GL, and a kept picture
 * drawn over with the current context. */
bool jr3_gl_read_frame(SDL_Window *window, int *width, int *height);
void jr3_gl_draw_controls(SDL_Window *window, bool draw);
bool jr3_gl_draw_over_window(void *window, uint32_t *picture, int width, int height);
/* --record: an event the game is about to receive. */
void jr3_record_event(const SDL_Event *event);

/* ---- The hooks (each jr3_wrap_SDL_Foo has SDL_Foo's type) ------------------------------------------ */

#define JR3_WRAPPED_FUNCTIONS \
    /* hook_init3.c */ JR_WRAP(SDL_Init) JR_WRAP(SDL_InitSubSystem) JR_WRAP(SDL_QuitSubSystem) JR_WRAP(SDL_Quit) \
    /* hook_events3.c */ JR_WRAP(SDL_PumpEvents) JR_WRAP(SDL_PeepEvents) JR_WRAP(SDL_PollEvent) \
    JR_WRAP(SDL_WaitEvent) JR_WRAP(SDL_WaitEventTimeout) \
    /* event_filter3.c */ JR_WRAP(SDL_SetEventFilter) JR_WRAP(SDL_GetEventFilter) \
    /* hook_input_state3.c */ JR_WRAP(SDL_GetKeyboardState) JR_WRAP(SDL_GetModState) JR_WRAP(SDL_GetMouseState) \
    /* hook_render3.c */ JR_WRAP(SDL_RenderPresent) JR_WRAP(SDL_DestroyRenderer) JR_WRAP(SDL_SetRenderVSync) \
    /* hook_window3.c */ JR_WRAP(SDL_CreateWindow) JR_WRAP(SDL_CreateWindowAndRenderer) JR_WRAP(SDL_GL_LoadLibrary) \
    JR_WRAP(SDL_DestroyWindow) \
    /* hook_surface3.c */ JR_WRAP(SDL_GetWindowSurface) JR_WRAP(SDL_UpdateWindowSurface) \
    JR_WRAP(SDL_UpdateWindowSurfaceRects) \
    /* hook_gl3.c */ JR_WRAP(SDL_GL_SwapWindow) \
    /* hook_timers3.c */ JR_WRAP(SDL_AddTimer) JR_WRAP(SDL_AddTimerNS) JR_WRAP(SDL_RemoveTimer) JR_WRAP(SDL_Delay) \
    JR_WRAP(SDL_DelayNS) JR_WRAP(SDL_DelayPrecise)

#define JR_WRAP(fn) extern __typeof__(fn) jr3_wrap_##fn;
JR3_WRAPPED_FUNCTIONS
#undef JR_WRAP

#endif
