/*
 * The hooks of a software game's window surface: SDL_GetWindowSurface (which surface the game draws on) and
 * SDL_UpdateWindowSurface(Rects), which show a frame (frame.c runs its steps).
 *
 * The controls are drawn with a software renderer of the overlay's on the surface the game last got from
 * SDL_GetWindowSurface; once the window's size changes the game must get a new surface, and the overlay waits for
 * it before it draws there again. The game's pixels under the controls are put back once the frame is shown: a
 * game that redraws only what changed finds its surface as it left it.
 */
#include "overlay.h"
#include "wrappers.h"

/* The window surface the game drew on, per window: the one SDL_GetWindowSurface last gave it, until the window
 * resizes. */
enum { JR_MAX_SURFACES = 8 };
static struct {
    SDL_Window *window;
    SDL_Surface *surface;
    int width, height;
} surfaces[JR_MAX_SURFACES];

SDL_Surface *jr_wrap_SDL_GetWindowSurface(SDL_Window *window) {
    SDL_Surface *surface = REAL(SDL_GetWindowSurface)(window);
    if (jr_inside || !window) return surface;
    int free_slot = -1, slot = -1;
    for (int i = 0; i < JR_MAX_SURFACES; i++) {
        if (surfaces[i].window == window) slot = i;
        if (!surfaces[i].window && free_slot < 0) free_slot = i;
    }
    if (slot < 0) slot = free_slot;
    if (slot < 0) return surface;
    if (surfaces[slot].window == window && surfaces[slot].surface != surface) {
        /* A new surface: the overlay's renderer on the old one goes (the old surface is freed). */
        jr_controls_detach_window(window);
    }
    surfaces[slot].window = surface ? window : NULL;
    surfaces[slot].surface = surface;
    surfaces[slot].width = surface ? surface->w : 0;
    surfaces[slot].height = surface ? surface->h : 0;
    return surface;
}

/* The game's surface of a window, if it is still the window's (same size as the window's pixels). */
SDL_Surface *jr_window_surface(SDL_Window *window) {
    if (!window) return NULL;
    for (int i = 0; i < JR_MAX_SURFACES; i++) {
        if (surfaces[i].window != window) continue;
        int width = 0, height = 0;
        if (HAS_REAL(SDL_GetWindowSizeInPixels)) {
            REAL(SDL_GetWindowSizeInPixels)(window, &width, &height);
        } else {
            REAL(SDL_GetWindowSize)(window, &width, &height);
        }
        if (width != surfaces[i].width || height != surfaces[i].height) {
            jr_controls_detach_window(window);
            surfaces[i].window = NULL;
            return NULL;
        }
        return surfaces[i].surface;
    }
    return NULL;
}

void jr_surfaces_forget(SDL_Window *window) {
    for (int i = 0; i < JR_MAX_SURFACES; i++) {
        if (!window || surfaces[i].window == window) surfaces[i].window = NULL;
    }
}

/* A frame being shown on a window surface. */
typedef struct shown_surface {
    SDL_Window *window;
    SDL_Surface *surface;        /* NULL: none the overlay can read or draw on */
    int result;                  /* SDL_UpdateWindowSurface's */
} shown_surface;

static bool read_surface(void *target, long frame, int *width, int *height) {
    SDL_Surface *surface = ((shown_surface *)target)->surface;
    if (!surface || !jr_capture_surface_read(surface, frame)) return false;
    *width = surface->w;
    *height = surface->h;
    return true;
}

static void draw_on_surface(void *target, bool draw) {
    shown_surface *shown = target;
    if (!shown->surface) return;
    SDL_Renderer *renderer = jr_controls_surface_renderer(shown->window);
    if (!renderer) renderer = REAL(SDL_CreateSoftwareRenderer)(shown->surface);
    if (!renderer) {
        jr_say_once(JR_SAY_CONTROLS, "the game runs without controls: no renderer on its window's surface (%s)",
                    REAL(SDL_GetError)());
        return;
    }
    /* The game's pixels, put back after the update, when the controls may be drawn over them. */
    if (draw || jr_controls_editing()) {
        jr_pixels_keep(shown->surface->pixels, (size_t)shown->surface->pitch * (size_t)shown->surface->h);
    }
    jr_controls_present(renderer, shown->window, JR_CANVAS_SURFACE, draw);
}

static void show_surface(void *target) {
    shown_surface *shown = target;
    /* The whole surface goes to the screen, for SDL_UpdateWindowSurfaceRects too: the controls, or a picture
     * taken, may have changed anywhere. */
    shown->result = REAL(SDL_UpdateWindowSurface)(shown->window);
    jr_pixels_put_back();
}

static int show_frame(SDL_Window *window) {
    SDL_Surface *surface = jr_window_surface(window);
    shown_surface shown = {.window = window, .surface = surface && !SDL_MUSTLOCK(surface) ? surface : NULL};
    jr_frame_show(&(jr_shown_frame){.read = read_surface, .draw_controls = draw_on_surface, .show = show_surface,
                                    .target = &shown});
    return shown.result;
}

int jr_wrap_SDL_UpdateWindowSurface(SDL_Window *window) {
    if (jr_inside) return REAL(SDL_UpdateWindowSurface)(window);
    jr_events_claim_thread_if_unclaimed();
    return show_frame(window);
}

int jr_wrap_SDL_UpdateWindowSurfaceRects(SDL_Window *window, const SDL_Rect *rects, int numrects) {
    if (jr_inside) return REAL(SDL_UpdateWindowSurfaceRects)(window, rects, numrects);
    jr_events_claim_thread_if_unclaimed();
    return show_frame(window);
}
