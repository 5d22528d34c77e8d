/*
 * joystick-run's overlay in an SDL3 game: the hooks SDL3 takes through SDL3_DYNAMIC_API, on the core
 * (overlay_core.h) that SDL2's hooks share. SDL3 reads SDL3_DYNAMIC_API at its first call and hands the table of
 * its functions to the overlay's SDL_DYNAPI_entry with API version 2 (entry.c sends it here, jr3_entry); the
 * overlay fills it from the real SDL3, puts its hooks in, and draws the controls with the C library for SDL3
 * (libjoystick-sdl3), loaded from the overlay's folder.
 *
 * The files, one per family of hooked functions as SDL2's: entry3.c (the entry and the backend the core calls),
 * hook_init3.c, hook_events3.c (reading events), event_filter3.c (the filter in front of the game's),
 * hook_input_state3.c (keyboard and mouse state), hook_render3.c, hook_surface3.c, hook_gl3.c, hook_window3.c,
 * hook_timers3.c (SDL's timers and its delays); what they serve: controls3.c, script3.c, capture3.c, record3.c,
 * library3.c. SDL3 reads libc's clocks
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

#include "overlay_core.h"
#include "slots3.h"

/* ---- The real SDL3 ------------------------------------------------------------------------------------- */

extern void *jr3_real[JR3_SLOT_COUNT];
#define REAL3(fn) ((__typeof__(&fn))jr3_real[JR3_SLOT_##fn])
#define HAS_REAL3(fn) (jr3_real[JR3_SLOT_##fn] != NULL)

/* SDL_DYNAPI_entry for SDL3 (API version 2): 0, or -1 said on the status channel. */
int32_t jr3_entry(void *table, uint32_t tablesize);

/* ---- The C library for SDL3, loaded at run time --------------------------------------------------- */

typedef struct jr3_library {
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
    const bool *(*keyboard_state)(js_controls *controls, int *numkeys);
    void (*set_pushes_key_events)(js_controls *controls, bool pushes);
    bool (*is_virtual_key)(const SDL_Event *event);
    int (*publish_gamepad)(js_controls *controls);
    void (*unpublish_gamepad)(js_controls *controls);
    SDL_JoystickID (*gamepad_index)(const js_controls *controls);
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
    void (*bind_gamepad_button)(js_button *button, SDL_GamepadButton pad_button);
    void (*stick_set_base_tint)(js_stick *stick, SDL_Color color);
    void (*stick_set_handle_tint)(js_stick *stick, SDL_Color color);
    void (*button_set_tint)(js_button *button, SDL_Color color);
    void (*stick_set_floating)(js_stick *stick, bool floating);
    void (*stick_set_reach)(js_stick *stick, double share);
    void (*button_set_reach)(js_button *button, double share);
} jr3_library;

extern const jr3_library *jr3_js;
/* Loads libjoystick-sdl3 from the overlay's folder: NULL, or a reason in `reason`. */
const jr3_library *jr3_load_library(char *reason, size_t size);

/* ---- The controls, one set per renderer the game presents with (controls3.c) ---------------------- */

void jr3_controls_detach_renderer(SDL_Renderer *renderer);
void jr3_controls_detach_window(SDL_Window *window);
void jr3_controls_detach_all(void);
js_controls *jr3_controls_active(void);
SDL_Window *jr3_main_window(void);
/* Updates the controls for a presented frame and draws them when `draw` (or the editor is open): drawn. */
bool jr3_controls_present(SDL_Renderer *renderer, SDL_Window *window, bool owns_renderer, bool draw);
/* The filter's work: true when the controls took the event (the game must not see it). */
bool jr3_controls_take(const SDL_Event *event);
void jr3_controls_update(void);
bool jr3_controls_editing(void);
SDL_Renderer *jr3_controls_surface_renderer(SDL_Window *window);
void jr3_controls_subsystems_changed(void);
bool jr3_controls_draw_over(uint32_t *pixels, int width, int height);
bool jr3_controls_draw_now(void);
/* Whether the event jr3_controls_take was given last was a hotkey's letter (Ctrl+Alt+J, Ctrl+Alt+H), and whether
 * it was Ctrl+Alt+H's (hide or show), which a recording keeps. */
bool jr3_controls_took_hotkey(void);
bool jr3_controls_took_hide_hotkey(void);

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
void jr3_script_deliver_through(long frame);
void jr3_script_queue_read_empty(void);
bool jr3_script_events_left(void);
bool jr3_capture_renderer_read(SDL_Renderer *renderer, long frame, int *width, int *height);
bool jr3_capture_surface_read(SDL_Surface *surface, long frame);
bool jr3_capture_renderer_draw_over(SDL_Renderer *renderer, uint32_t *picture, int width, int height);
bool jr3_capture_surface_draw_over(SDL_Surface *surface, uint32_t *picture, int width, int height);
int jr3_capture_save_png(uint32_t *pixels, int width, int height, const char *path, char *error, size_t size);
SDL_Surface *jr3_window_surface(SDL_Window *window);
void jr3_surfaces_forget(SDL_Window *window);
/* OpenGL frames (gl3.c): the frame about to be swapped read, the controls laid over it, a kept picture drawn over,
 * and what was made for a window let go of (NULL: any window). */
bool jr3_gl_read_frame(SDL_Window *window, int *width, int *height);
void jr3_gl_draw_controls(SDL_Window *window, bool draw);
bool jr3_gl_renderer(SDL_Renderer *renderer);
bool jr3_gl_draw_over(SDL_Renderer *renderer, uint32_t *picture, int width, int height);
void jr3_gl_forget(SDL_Window *window);
/* --record: an event the game is about to receive; a frame ended. */
void jr3_record_event(const SDL_Event *event);
void jr3_record_frame_ended(void);

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
