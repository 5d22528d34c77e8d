/*
 * What the core asks of SDL3 (overlay_core.h's jr_backend): the SDL3 hooks' own functions.
 */
#include "overlay3.h"

static void *keyboard_focus(void) {
    return REAL3(SDL_GetKeyboardFocus)();
}

static void window_pixels(void *window, int *width, int *height) {
    *width = *height = 1;
    if (window) REAL3(SDL_GetWindowSizeInPixels)(window, width, height);
    if (*width < 1) *width = 1;
    if (*height < 1) *height = 1;
}

static const char *renderer_name(void *renderer) {
    return REAL3(SDL_GetRendererName)(renderer);
}

static bool joysticks_up(void) {
    return (REAL3(SDL_WasInit)(SDL_INIT_JOYSTICK) & SDL_INIT_JOYSTICK) != 0;
}

static void destroy_renderer(void *renderer) {
    REAL3(SDL_DestroyRenderer)(renderer);
}

/* SDL3 draws a renderer's commands at its present: the overlay's own renderers (on a window surface, on the picture
 * laid over an OpenGL frame) are never presented, and have no window. */
static void flush_renderer(void *renderer) {
    if (!REAL3(SDL_GetRenderWindow)(renderer)) REAL3(SDL_FlushRenderer)(renderer);
}

const jr_backend jr_sdl3_backend = {
    .push_quit = jr3_events_push_quit,
    .fire_timers = jr3_timers_fire,
    .timers_pending = jr3_timers_pending,
    .deliver_event = jr3_script_deliver_event,
    .window_pixels = window_pixels,
    .save_png = jr3_capture_save_png,
    .keyboard_focus = keyboard_focus,
    .renderer_name = renderer_name,
    .joysticks_up = joysticks_up,
    .gamepad_subsystem = "SDL_INIT_GAMEPAD",
    .destroy_renderer = destroy_renderer,
    .flush_renderer = flush_renderer,
    .refresh_keys = jr3_events_refresh_keys,
    .draw_over = {[JR_CANVAS_RENDERER] = jr3_capture_renderer_draw_over,
                  [JR_CANVAS_SURFACE] = jr3_capture_surface_draw_over, [JR_CANVAS_OPENGL] = jr3_gl_draw_over_window},
    .typed_text = NULL,
};
