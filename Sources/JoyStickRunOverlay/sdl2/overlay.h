/*
 * joystick-run's overlay: the library SDL2 loads through SDL_DYNAMIC_API, in a game it did not build.
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
 *     recording's frames and the quits), hashes and pictures (capture.c), the --record file (recording.c), the
 *     controls laid over an OpenGL frame (gl_overlay.c), a surface's pixels kept under the controls
 *     (kept_pixels.c), the C library's loading (library.c), the real SDL's entry (dynapi.c); the rules that need
 *     no SDL (frames, the clock, waits, quits, timers) are JoyStickRunRules', tested from Swift;
 *   - sdl2/ (this header): SDL_DYNAPI_entry (entry.c, which hands SDL3's API version to sdl3/), then one file per
 *     family of hooked functions, each hook a few lines: hook_init.c (SDL_Init, SDL_Quit, subsystems),
 *     hook_events.c (reading events), event_filter.c (the filter in front of the game's), hook_input_state.c
 *     (keyboard and mouse state), hook_render.c, hook_surface.c, hook_gl.c, hook_window.c, hook_timers.c (SDL's
 *     timers and SDL_Delay); and what they serve: controls.c, script.c, capture_sdl2.c, record.c (which events
 *     are recorded as what), gl.c, video_driver.c, library.c, sdl2_backend.c (what the core asks of SDL2);
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

/* ---- The C library, loaded at run time -------------------------------------------------------------- */

typedef struct jr_library {
    const char *(*version)(void);
    const char *(*last_error)(void);
    js_controls *(*create)(SDL_Renderer *renderer);
    void (*destroy)(js_controls *controls);
    js_stick *(*add_stick)(js_controls *controls, const char *name, double x, double y, double size);
    js_button *(*add_button)(js_controls *controls, const char *name, double x, double y, double size,
                             const char *label);
    bool (*handle_event_at)(js_controls *controls, const SDL_Event *event, double seconds);
    void (*update)(js_controls *controls, double seconds);
    int (*draw)(js_controls *controls, bool faded);
    void (*release_all)(js_controls *controls);
    void (*refresh_screen)(js_controls *controls);
    void (*set_uses_window_pixels)(js_controls *controls, bool uses);
    const Uint8 *(*keyboard_state)(js_controls *controls, int *numkeys);
    void (*set_pushes_key_events)(js_controls *controls, bool pushes);
    bool (*is_virtual_key)(const SDL_Event *event);
    int (*publish_gamepad)(js_controls *controls);
    void (*unpublish_gamepad)(js_controls *controls);
    int (*gamepad_index)(const js_controls *controls);
    int (*save_layout)(js_controls *controls, const char *path);
    int (*load_layout)(js_controls *controls, const char *path, bool *found);
    int (*load_default_layout)(js_controls *controls, const char *path, bool *found);
    void (*set_editing_layout)(js_controls *controls, bool editing);
    bool (*is_editing_layout)(const js_controls *controls);
    void (*on_editor_close)(js_controls *controls, js_editor_callback fn, void *user);
    void (*bind_scancodes)(js_stick *stick, SDL_Scancode up, SDL_Scancode left, SDL_Scancode down,
                           SDL_Scancode right);
    void (*bind_gamepad_stick)(js_stick *stick, js_gamepad_stick side);
    void (*bind_scancode)(js_button *button, SDL_Scancode key);
    void (*bind_gamepad_button)(js_button *button, SDL_GameControllerButton pad_button);
    void (*stick_set_base_tint)(js_stick *stick, SDL_Color color);
    void (*stick_set_handle_tint)(js_stick *stick, SDL_Color color);
    void (*button_set_tint)(js_button *button, SDL_Color color);
    void (*stick_set_floating)(js_stick *stick, bool floating);
    void (*stick_set_reach)(js_stick *stick, double share);
    void (*button_set_reach)(js_button *button, double share);
} jr_library;

/* The library once loaded (jr_load_library), or NULL when it could not be (said once). */
extern const jr_library *jr_js;
/* Loads libjoystick-sdl from the overlay's folder: NULL, or a reason for ENTRY_FAIL in `reason`. */
const jr_library *jr_load_library(char *reason, size_t size);

/* ---- The controls, one set per renderer the game presents with ---------------------------------- */

/* Before SDL_Quit, SDL_DestroyRenderer and a window's surface going: lets go of every key and destroys the
 * controls drawn there (the game sees every key they held come up). */
void jr_controls_detach_renderer(SDL_Renderer *renderer);
void jr_controls_detach_all(void);
/* The controls the player is using now (the focused window's), or NULL. */
js_controls *jr_controls_active(void);
/* Draws the controls over the frame the renderer is about to present, creating them the first time. */
/* Updates the controls for a presented frame and draws them when `draw` (or the layout editor is open, and never
 * with --invisible-controls otherwise); returns whether they were drawn. */
bool jr_controls_present(SDL_Renderer *renderer, SDL_Window *window, bool owns_renderer, bool draw);
/* The event filter's work: true when the controls took the event (the game must not see it). */
bool jr_controls_take(const SDL_Event *event);
/* Whether the event jr_controls_take was given last was a hotkey's letter (Ctrl+Alt+J, Ctrl+Alt+H). */
bool jr_controls_took_hotkey(void);
/* Whether that hotkey was Ctrl+Alt+H's H (hide or show), which a recording keeps. */
bool jr_controls_took_hide_hotkey(void);
/* Closes a frame of input for the controls (once the game has read the queue empty). */
void jr_controls_update(void);
/* Draws the controls the player is using, as they are now, over a picture of the window (ARGB8888, top row
 * first), through a texture of their renderer's: a frame that drew nothing is pictured as the last one shown
 * with the controls of its own moment. Nothing is drawn with --invisible-controls. Returns false, the picture
 * as it was, when they cannot be drawn (none yet, or their renderer is drawing into a texture of the game's). */
bool jr_controls_draw_over(Uint32 *pixels, int width, int height);
/* Draws the controls the player is using with their renderer, as they are now: whether they were drawn. */
bool jr_controls_draw_now(void);
/* Whether the layout editor is open. */
bool jr_controls_editing(void);
/* Forgets the controls of a window (destroyed, or its surface replaced). */
void jr_controls_detach_window(SDL_Window *window);
/* The software renderer the overlay made on a window's surface, if any. */
SDL_Renderer *jr_controls_surface_renderer(SDL_Window *window);
/* Opens or closes the layout editor (the key and the gesture). */
void jr_controls_toggle_editor(void);
/* Hides every control from the player, or shows them again (Ctrl+Alt+H, four fingers held a second). */
void jr_controls_toggle_hidden(void);
/* The subsystems came up or went down: the published pad follows. */
void jr_controls_subsystems_changed(void);

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

/* Pushes the scripted events of frames up to `frame` (touches, mouse, keys, focus, pad), as many as SDL's queue
 * has room for: the rest of a burst goes in once the game has read the queue empty. */
void jr_script_deliver_through(long frame);
/* The game read SDL's queue empty: the next scripted events may go in (a burst goes in a queueful at a time). */
void jr_script_queue_read_empty(void);
/* Whether scripted events remain to be delivered. */
bool jr_script_events_left(void);
/* SDL's joysticks came up or went down: the script's pad comes with them. */
void jr_script_subsystems_changed(void);
/* The instance id of the script's virtual pad, or -1. */
SDL_JoystickID jr_script_pad_id(void);
/* Records an event the game is about to receive (--record). */
void jr_record_event(const SDL_Event *event);
/* A frame ended: the recording's frames header says so. */
void jr_record_frame_ended(void);
/* A renderer's whole window, or a window surface, read into the buffer below: whether it could be (said once). */
bool jr_capture_renderer_read(SDL_Renderer *renderer, long frame, int *width, int *height);
bool jr_capture_surface_read(SDL_Surface *surface, long frame);
/* The controls drawn over a kept picture (jr_controls_draw_over) on a renderer's window or a window's surface: what
 * is there is put aside, the picture put in, the controls drawn, the result read into the picture, and what was
 * there put back. Each returns whether the controls were drawn. */
bool jr_capture_renderer_draw_over(SDL_Renderer *renderer, Uint32 *picture, int width, int height);
bool jr_capture_surface_draw_over(SDL_Surface *surface, Uint32 *picture, int width, int height);
/* The same for an OpenGL game: its controls' own picture laid over the kept one. */
bool jr_gl_draw_over(SDL_Renderer *renderer, Uint32 *picture, int width, int height);
/* Whether a renderer is the one the overlay draws an OpenGL game's controls with. */
bool jr_gl_renderer(SDL_Renderer *renderer);
/* The game's current surface of a window (SDL_GetWindowSurface's, while the window keeps its size), or NULL;
 * forgetting a window's (NULL: every window's). */
SDL_Surface *jr_window_surface(SDL_Window *window);
void jr_surfaces_forget(SDL_Window *window);
/* A picture (ARGB8888, top row first) saved as a PNG file with SDL2_image: 0, or -1 with the reason. */
int jr_capture_save_png(Uint32 *pixels, int width, int height, const char *path, char *error, size_t size);
void jr_record_flush(void);

/* ---- OpenGL games ---------------------------------------------------------------------------------- */

/* The frame an OpenGL game is about to swap, read into capture.c's buffer: its size, or false. */
bool jr_gl_read_frame(SDL_Window *window, int *width, int *height);
/* The controls updated for that frame, and laid over it when `draw`. */
void jr_gl_draw_controls(SDL_Window *window, bool draw);
/* A headless run on the dummy video driver moves to one with OpenGL before the game's first window. */
void jr_video_prepare_for_gl(void);
/* Lets go of what the overlay made for a window's OpenGL frames (NULL: any window). */
void jr_gl_forget(SDL_Window *window);

/* ---- The window the controls live in -------------------------------------------------------------------- */

/* The window the game's input goes to (the focused one with controls, else the first with controls). */
SDL_Window *jr_main_window(void);

#endif
