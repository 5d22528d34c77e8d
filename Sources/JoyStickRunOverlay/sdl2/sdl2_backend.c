/*
 * What the core asks of SDL2 (overlay_core.h's jr_backend): the SDL2 hooks' own functions.
 */
#include "overlay.h"

static void *keyboard_focus(void) {
    return REAL(SDL_GetKeyboardFocus)();
}

static void window_pixels(void *window, int *width, int *height) {
    *width = *height = 1;
    if (!window) return;
    if (HAS_REAL(SDL_GetWindowSizeInPixels)) REAL(SDL_GetWindowSizeInPixels)(window, width, height);
    else REAL(SDL_GetWindowSize)(window, width, height);
    if (*width < 1) *width = 1;
    if (*height < 1) *height = 1;
}

static const char *renderer_name(void *renderer) {
    SDL_RendererInfo info = {.name = NULL};
    return REAL(SDL_GetRendererInfo)(renderer, &info) == 0 ? info.name : NULL;
}

static bool joysticks_up(void) {
    return (REAL(SDL_WasInit)(SDL_INIT_JOYSTICK) & SDL_INIT_JOYSTICK) != 0;
}

static void destroy_renderer(void *renderer) {
    REAL(SDL_DestroyRenderer)(renderer);
}

/* SDL2's renderers draw what they are given as they are given it, or at a present the overlay's own would need,
 * for its software renderers, none: their pixels are there. */
static void flush_renderer(void *renderer) {
    (void)renderer;
}

const jr_backend jr_sdl2_backend = {
    .push_quit = jr_events_push_quit,
    .fire_timers = jr_timers_fire,
    .timers_pending = jr_timers_pending,
    .deliver_event = jr_script_deliver_event,
    .window_pixels = window_pixels,
    .save_png = jr_capture_save_png,
    .keyboard_focus = keyboard_focus,
    .renderer_name = renderer_name,
    .joysticks_up = joysticks_up,
    .gamepad_subsystem = "SDL_INIT_GAMECONTROLLER",
    .destroy_renderer = destroy_renderer,
    .flush_renderer = flush_renderer,
    .refresh_keys = jr_events_refresh_keys,
    .draw_over = {[JR_CANVAS_RENDERER] = jr_capture_renderer_draw_over,
                  [JR_CANVAS_SURFACE] = jr_capture_surface_draw_over, [JR_CANVAS_OPENGL] = jr_gl_draw_over_window},
    .typed_text = jr_events_push_typed_text,
};

const jr_backend *jr_sdl = &jr_sdl2_backend;
