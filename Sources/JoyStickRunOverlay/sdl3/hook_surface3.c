/*
 * The hooks of an SDL3 game's window surface: SDL_GetWindowSurface and SDL_UpdateWindowSurface(Rects), as SDL2's
 * (hook_surface.c): the controls drawn by a software renderer of the overlay's on the surface the game last got,
 * the game's pixels under them put back once the frame is shown.
 */
#include "overlay3.h"

enum { JR_MAX_SURFACES = 8 };
static struct {
    SDL_Window *window;
    SDL_Surface *surface;
    int width, height;
} surfaces[JR_MAX_SURFACES];

SDL_Surface *jr3_wrap_SDL_GetWindowSurface(SDL_Window *window) {
    SDL_Surface *surface = REAL3(SDL_GetWindowSurface)(window);
    if (jr_inside || !window) return surface;
    int free_slot = -1, slot = -1;
    for (int i = 0; i < JR_MAX_SURFACES; i++) {
        if (surfaces[i].window == window) slot = i;
        if (!surfaces[i].window && free_slot < 0) free_slot = i;
    }
    if (slot < 0) slot = free_slot;
    if (slot < 0) return surface;
    if (surfaces[slot].window == window && surfaces[slot].surface != surface) jr_controls_detach_window(window);
    surfaces[slot].window = surface ? window : NULL;
    surfaces[slot].surface = surface;
    surfaces[slot].width = surface ? surface->w : 0;
    surfaces[slot].height = surface ? surface->h : 0;
    return surface;
}

SDL_Surface *jr3_window_surface(SDL_Window *window) {
    if (!window) return NULL;
    for (int i = 0; i < JR_MAX_SURFACES; i++) {
        if (surfaces[i].window != window) continue;
        int width = 0, height = 0;
        REAL3(SDL_GetWindowSizeInPixels)(window, &width, &height);
        if (width != surfaces[i].width || height != surfaces[i].height) {
            jr_controls_detach_window(window);
            surfaces[i].window = NULL;
            return NULL;
        }
        return surfaces[i].surface;
    }
    return NULL;
}

void jr3_surfaces_forget(SDL_Window *window) {
    for (int i = 0; i < JR_MAX_SURFACES; i++) {
        if (!window || surfaces[i].window == window) surfaces[i].window = NULL;
    }
}

typedef struct shown_surface {
    SDL_Window *window;
    SDL_Surface *surface;
    bool result;
} shown_surface;

static bool read_surface(void *target, long frame, int *width, int *height) {
    SDL_Surface *surface = ((shown_surface *)target)->surface;
    if (!surface || !jr3_capture_surface_read(surface, frame)) return false;
    *width = surface->w;
    *height = surface->h;
    return true;
}

static void draw_on_surface(void *target, bool draw) {
    shown_surface *shown = target;
    if (!shown->surface) return;
    SDL_Renderer *renderer = jr_controls_surface_renderer(shown->window);
    if (!renderer) renderer = REAL3(SDL_CreateSoftwareRenderer)(shown->surface);
    if (!renderer) {
        jr_say_once(JR_SAY_CONTROLS, "the game runs without controls: no renderer on its window's surface (%s)",
                    REAL3(SDL_GetError)());
        return;
    }
    if (draw || jr_controls_editing()) {
        jr_pixels_keep(shown->surface->pixels, (size_t)shown->surface->pitch * (size_t)shown->surface->h);
    }
    jr_controls_present(renderer, shown->window, JR_CANVAS_SURFACE, draw);
}

static void show_surface(void *target) {
    shown_surface *shown = target;
    /* The whole surface, for SDL_UpdateWindowSurfaceRects too: the controls may have changed anywhere. */
    shown->result = REAL3(SDL_UpdateWindowSurface)(shown->window);
    jr_pixels_put_back();
}

static bool show_frame(SDL_Window *window) {
    SDL_Surface *surface = jr3_window_surface(window);
    shown_surface shown = {.window = window, .surface = surface && !SDL_MUSTLOCK(surface) ? surface : NULL};
    jr_frame_show(&(jr_shown_frame){.read = read_surface, .draw_controls = draw_on_surface, .show = show_surface,
                                    .target = &shown});
    return shown.result;
}

bool jr3_wrap_SDL_UpdateWindowSurface(SDL_Window *window) {
    if (jr_inside) return REAL3(SDL_UpdateWindowSurface)(window);
    jr_events_claim_thread_if_unclaimed();
    return show_frame(window);
}

bool jr3_wrap_SDL_UpdateWindowSurfaceRects(SDL_Window *window, const SDL_Rect *rects, int numrects) {
    if (jr_inside) return REAL3(SDL_UpdateWindowSurfaceRects)(window, rects, numrects);
    jr_events_claim_thread_if_unclaimed();
    return show_frame(window);
}
