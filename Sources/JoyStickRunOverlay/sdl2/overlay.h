/*
 * joystick-run's overlay: the library SDL loads through its dynamic API, in a game it did not build (SDL2 through
 * SDL_DYNAMIC_API, SDL3 through SDL3_DYNAMIC_API: sdl3/overlay3.h). This header is the SDL2 hooks', and the map of
 * the files.
 *
 * SDL2 reads SDL_DYNAMIC_API at its first call, dlopens that library and lets its SDL_DYNAPI_entry fill the
 * table every exported SDL function jumps through. The overlay fills it with the real SDL's functions, then puts
 * its own in a few slots: the ways a game reads input (events, filters, keyboard and mouse state), the ways it
 * shows a frame (SDL_RenderPresent, SDL_UpdateWindowSurface, SDL_GL_SwapWindow), its clock (headless runs) and
 * its start and end (SDL_Init, SDL_Quit, renderers made and destroyed). The controls themselves are the C
 * library's (libjoystick-sdl), loaded beside the overlay once the real SDL is known to be new enough.
 *
 * The files, as libTAS lays out its own:
 *   - core/ (no SDL in it: overlay_core.h): the status channel (status.c), the spec (spec.c), the event thread,
 *     the virtual clock (clock.c) and libc's clocks, sleeps and random bytes (libc_clock.c), the frame boundary
 *     (frame.c: the one place a frame happens, the only caller of the timers, the script's delivery, capture, the
 *     recording's frames and the quits), the controls (controls.c: one set per renderer or OpenGL context, the
 *     editor and hiding, their key and gestures), when the script's events go in (script_delivery.c), hashes and pictures
 *     (capture.c), the --record file (recording.c), OpenGL frames read and laid (gl_frame.c: the library draws
 *     the controls over them with GL, with Sources/JoyStickGL, which the overlay links too), a
 *     surface's pixels kept under the controls (kept_pixels.c), the C library's loading (library.c), the real
 *     SDL's entry (dynapi.c); the rules that need no SDL (frames, the clock, waits, quits, timers) are
 *     JoyStickRunRules', tested from Swift;
 *   - sdl2/ (this header): SDL_DYNAPI_entry (entry.c, which hands SDL3's API version to sdl3/), then one file per
 *     family of hooked functions, each hook a few lines: hook_init.c (SDL_Init, SDL_Quit, subsystems),
 *     hook_events.c (reading events), event_filter.c (the filter in front of the game's), hook_input_state.c
 *     (keyboard and mouse state), hook_render.c, hook_surface.c, hook_gl.c, hook_window.c, hook_timers.c (SDL's
 *     timers and SDL_Delay); and what they serve: script.c, capture_sdl2.c, record.c (which events are recorded
 *     as what), gl.c, video_driver.c, sdl2_backend.c (what the core asks of SDL2);
 *   - sdl3/ (overlay3.h): the same for SDL3 games, built when SDL3's headers are found.
 *
 * Rules every file keeps:
 *   - the real SDL is called only through REAL(fn): never an exported SDL_* symbol, which would come back
 *     through the table into the overlay (or, inside SDL_DYNAPI_entry, deadlock on SDL's lock);
 *   - every call into the C library runs inside jr_enter()/jr_leave(): the library calls SDL by its exported
 *     names, which reach the overlay's wrappers, and a wrapper called from inside goes straight to SDL;
 *   - the controls are touched only on the game's event thread (the one that called SDL_Init);
 *   - nothing is allocated per event or per frame.
 */
#ifndef JOYSTICK_RUN_OVERLAY_H
#define JOYSTICK_RUN_OVERLAY_H

/* SDL.h from SDL's folder (pkg-config's --cflags, as scripts/build-c-library.sh builds), or else as <SDL2/SDL.h>
 * from the standard include path (as `swift build` builds). */
#if __has_include(<SDL.h>)
#include <SDL.h>
#else
#include <SDL2/SDL.h>
#endif
#include <joystick_sdl.h>
#include <joystick_sdl_private.h> /* what the library makes for the overlay alone: OpenGL controls, scripted events */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "overlay_core.h"
#include "slots.h" /* JR_SLOT_SDL_Foo: each function's index in SDL's table (dynapi_names.h) */

/* ---- The real SDL --------------------------------------------------------------------------------------- */

/* The real SDL's table, filled by its own SDL_DYNAPI_entry; slots past the real SDL's table are NULL. */
extern void *jr_real[JR_SLOT_COUNT];
/* A real function, typed as SDL.h declares it. */
#define REAL(fn) ((__typeof__(&fn))jr_real[JR_SLOT_##fn])
/* Whether the real SDL has a function (an older SDL has a shorter table). */
#define HAS_REAL(fn) (jr_real[JR_SLOT_##fn] != NULL)

/* Whether the game's SDL2 is sdl2-compat (SDL2's ABI over SDL3: Arch, Fedora 42+, NixOS, Debian unstable), which
 * differs from classic SDL2 where the overlay must care: it cannot carry a pushed SDL_TEXTINPUT, and it keeps a
 * logical size's scale apart from the scale SDL_RenderSetScale sets. */
extern bool jr_sdl_is_compat;

/* ---- The controls (core/controls.c), as SDL2's hooks tell them an event ------------------------------- */

/* What the controls need to know of an SDL2 event. */
jr_input jr_events_input(const SDL_Event *event);

/* A headless run's SDL timers whose time has come, fired on the event thread (hook_timers.c). */
void jr_timers_fire(void);
bool jr_timers_pending(void);

/* ---- Events, keyboard and mouse ------------------------------------------------------------------------ */

/* Installs the overlay's filter, in front of the game's (after every SDL_Init: SDL_Quit clears it). */
void jr_events_install_filter(void);
void jr_events_forget_game_filter(void);
/* Rewrites the keyboard array the game was given: real keys, scripted keys and the controls' keys. */
void jr_events_refresh_keys(void);
/* A scripted key, for the keyboard state (a pushed key event does not change SDL's). */
void jr_events_script_key(SDL_Scancode key, bool down);
/* A scripted mouse, for SDL_GetMouseState (a pushed mouse event does not change SDL's). */
void jr_events_script_mouse(int x, int y, Uint32 buttons);
/* Pushes an event into SDL's queue through the filter, as if SDL had made it; SDL_QUIT. */
int jr_events_push(SDL_Event *event);
void jr_events_push_quit(void);
/* An event the game read (the controls' keys it has seen down and up). */
void jr_events_game_read(const SDL_Event *event);
/* SDL's mouse copies of a touch held back by the filter go to the game now (a read found the queue empty). */
void jr_events_release_held(void);
/* The mouse as the game last saw it, when a control took what followed (SDL_GetMouseState hides it): whether. */
bool jr_events_mouse_seen(int *x, int *y, Uint32 *buttons);
/* A key-down that types a character (the script's): its SDL_TEXTINPUT follows with the next
 * jr_events_push_typed_text, after the key-down is in the queue. */
void jr_events_typed(const SDL_Event *down);
void jr_events_push_typed_text(void);
/* After SDL_Quit and a new start: the key-ups the game never read (they were in the queue SDL_Quit emptied). */
void jr_events_restarted(void);

/* ---- Scripted input, recording, pictures ------------------------------------------------------------- */

/* A scripted event into SDL's queue (touches, mouse, keys, focus, pad), as a window would have given it. */
void jr_script_deliver_event(const jr_scripted_event *scripted);
/* SDL's joysticks came up or went down: the script's pad comes with them. */
void jr_script_subsystems_changed(void);
/* The instance id of the script's virtual pad, or -1. */
SDL_JoystickID jr_script_pad_id(void);
/* Records an event the game is about to receive (--record). */
void jr_record_event(const SDL_Event *event);
/* A renderer's whole window, or a window surface, read into the buffer below: whether it could be (said once). */
bool jr_capture_renderer_read(SDL_Renderer *renderer, long frame, int *width, int *height);
bool jr_capture_surface_read(SDL_Surface *surface, long frame);
/* The controls drawn over a kept picture (jr_controls_draw_over) on a renderer's window or a window's surface: what
 * is there is put aside, the picture put in, the controls drawn, the result read into the picture, and what was
 * there put back. Each returns whether the controls were drawn. jr_backend's draw_over, by canvas: the target is
 * the SDL_Renderer, or the SDL_Window of a surface or of an OpenGL game (gl.c: with its current context). */
bool jr_capture_renderer_draw_over(void *renderer, uint32_t *picture, int width, int height);
bool jr_capture_surface_draw_over(void *window, uint32_t *picture, int width, int height);
bool jr_gl_draw_over_window(void *window, uint32_t *picture, int width, int height);
/* The game's current surface of a window (SDL_GetWindowSurface's, while the window keeps its size), or NULL;
 * forgetting a window's (NULL: every window's). */
SDL_Surface *jr_window_surface(SDL_Window *window);
void jr_surfaces_forget(SDL_Window *window);
/* A picture (ARGB8888, top row first) saved as a PNG file with SDL2_image: 0, or -1 with the reason. */
int jr_capture_save_png(Uint32 *pixels, int width, int height, const char *path, char *error, size_t size);

/* ---- OpenGL games ---------------------------------------------------------------------------------- */

/* The frame an OpenGL game is about to swap, read into capture.c's buffer: its size, or false. */
bool jr_gl_read_frame(SDL_Window *window, int *width, int *height);
/* The controls updated for that frame, and drawn over it with GL when `draw`. */
void jr_gl_draw_controls(SDL_Window *window, bool draw);
/* A headless run on the dummy video driver moves to one with OpenGL before the game's first window. */
void jr_video_prepare_for_gl(void);

#endif
