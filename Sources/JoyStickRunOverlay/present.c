/*
 * Every way a game shows a frame, and its start and end.
 *
 * A frame is a present of a window: SDL_RenderPresent with a renderer that has a window, or
 * SDL_UpdateWindowSurface(Rects) of a window surface, or SDL_GL_SwapWindow. Before the real present the
 * game's frame is hashed when asked (its own pixels: a verdict is about the game), then the controls are drawn
 * over it (the renderer left exactly as the game set it: the C library restores its state) and the frame is
 * pictured when asked; after it the frame boundary moves (clock.c). A headless run draws the controls only into
 * the frames it pictures: nobody sees the others.
 *
 * A software game (a window surface) gets a software renderer of the overlay's on the surface the game last
 * got from SDL_GetWindowSurface; once the window's size changes the game must get a new surface, and the
 * overlay waits for it before it draws there again. The game's pixels under the controls are put back once
 * the frame is shown.
 *
 * In a headless run renderers are made without vsync, and on SDL's dummy video driver (which has no other) in
 * software.
 */
#include <stdlib.h>
#include <string.h>

#include "overlay.h"
#include "wrappers.h"


/* ---- Frames ------------------------------------------------------------------------------------------ */

/* A game that shows its frames from a thread other than its event thread's (a render thread): its frames count
 * (the clock, --frames, hashes and pictures follow them), but the controls, which live on the event thread,
 * are not drawn there (said once). */
static bool presented_elsewhere(void) {
    if (jr_on_event_thread()) return false;
    jr_say_once(JR_SAY_THREAD, "the game shows its frames from a thread of its own, where the controls cannot be drawn: "
                "it runs without them (its frames are counted, hashed and pictured)");
    return true;
}

void jr_wrap_SDL_RenderPresent(SDL_Renderer *renderer) {
    if (!jr_inside) jr_events_claim_thread_if_unclaimed();
    if (jr_inside || !renderer) {
        REAL(SDL_RenderPresent)(renderer);
        return;
    }
    SDL_Window *window = REAL(SDL_RenderGetWindow)(renderer);
    if (!window) {
        /* A renderer on a surface of the game's own: not a frame the player sees. */
        REAL(SDL_RenderPresent)(renderer);
        return;
    }
    if (presented_elsewhere()) {
        if (jr_capture_hash_wanted(jr_frame)) jr_capture_renderer_hash(renderer, jr_frame);
        if (jr_capture_picture_wanted(jr_frame)) jr_capture_renderer_picture(renderer, jr_frame);
        REAL(SDL_RenderPresent)(renderer);
        jr_frame_presented_elsewhere();
        return;
    }
    /* The game's frame hashed (and kept, for a later frame that draws nothing), then the controls drawn over it
     * (headless: only into a frame pictured). */
    if (jr_capture_hash_wanted(jr_frame)) jr_capture_renderer_hash(renderer, jr_frame);
    if (jr_capture_keep_wanted(jr_frame)) jr_capture_renderer_keep(renderer, jr_frame);
    bool pictured = jr_capture_picture_wanted(jr_frame);
    jr_controls_present(renderer, window, false, pictured || !jr_the_spec.headless);
    if (pictured) jr_capture_renderer_picture(renderer, jr_frame);
    REAL(SDL_RenderPresent)(renderer);
    jr_frame_presented();
}

/* The window surface the game drew on: the one SDL_GetWindowSurface last gave it, until the window resizes. */
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
static SDL_Surface *game_surface(SDL_Window *window) {
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

SDL_Surface *jr_window_surface(SDL_Window *window) {
    return window ? game_surface(window) : NULL;
}

/* What the game drew on its surface, kept while the controls are drawn over it and shown: a game that redraws
 * only what changed must find its surface as it left it, without the controls in it. */
static struct {
    Uint8 *pixels;
    size_t size;
    SDL_Surface *surface;        /* the surface whose pixels are kept, until put back */
} under;

static void keep_pixels(SDL_Surface *surface) {
    size_t size = (size_t)surface->pitch * (size_t)surface->h;
    if (size > under.size) {
        Uint8 *grown = realloc(under.pixels, size);
        if (!grown) return;
        under.pixels = grown;
        under.size = size;
    }
    memcpy(under.pixels, surface->pixels, size);
    under.surface = surface;
}

static void put_pixels_back(void) {
    if (!under.surface) return;
    memcpy(under.surface->pixels, under.pixels, (size_t)under.surface->pitch * (size_t)under.surface->h);
    under.surface = NULL;
}

static void present_surface(SDL_Window *window) {
    SDL_Surface *surface = game_surface(window);
    if (!surface || SDL_MUSTLOCK(surface)) return;
    SDL_Renderer *renderer = jr_controls_surface_renderer(window);
    if (!renderer) renderer = REAL(SDL_CreateSoftwareRenderer)(surface);
    if (!renderer) {
        jr_say_once(JR_SAY_CONTROLS, "the game runs without controls: no renderer on its window's surface (%s)",
                    REAL(SDL_GetError)());
        return;
    }
    if (jr_capture_hash_wanted(jr_frame)) jr_capture_surface_hash(surface, jr_frame);
    if (jr_capture_keep_wanted(jr_frame)) jr_capture_surface_keep(surface, jr_frame);
    bool pictured = jr_capture_picture_wanted(jr_frame);
    bool draw = pictured || !jr_the_spec.headless;
    /* The game's pixels, put back after the update, when the controls may be drawn over them. */
    if (draw || jr_controls_editing()) keep_pixels(surface);
    jr_controls_present(renderer, window, true, draw);
    if (pictured) jr_capture_surface_picture(surface, jr_frame);
}

void jr_forget_surface(SDL_Window *window) {
    for (int i = 0; i < JR_MAX_SURFACES; i++) {
        if (surfaces[i].window == window) surfaces[i].window = NULL;
    }
}

/* A window surface shown from a thread other than the event thread: hashed and pictured, no controls. */
static int surface_elsewhere(SDL_Window *window, int result_of_update(SDL_Window *)) {
    SDL_Surface *surface = game_surface(window);
    if (surface && !SDL_MUSTLOCK(surface)) {
        if (jr_capture_hash_wanted(jr_frame)) jr_capture_surface_hash(surface, jr_frame);
        if (jr_capture_picture_wanted(jr_frame)) jr_capture_surface_picture(surface, jr_frame);
    }
    int result = result_of_update(window);
    jr_frame_presented_elsewhere();
    return result;
}

static int update_whole(SDL_Window *window) {
    return REAL(SDL_UpdateWindowSurface)(window);
}

int jr_wrap_SDL_UpdateWindowSurface(SDL_Window *window) {
    if (!jr_inside) jr_events_claim_thread_if_unclaimed();
    if (jr_inside) return REAL(SDL_UpdateWindowSurface)(window);
    if (presented_elsewhere()) return surface_elsewhere(window, update_whole);
    present_surface(window);
    int result = REAL(SDL_UpdateWindowSurface)(window);
    put_pixels_back();
    jr_frame_presented();
    return result;
}

int jr_wrap_SDL_UpdateWindowSurfaceRects(SDL_Window *window, const SDL_Rect *rects, int numrects) {
    if (!jr_inside) jr_events_claim_thread_if_unclaimed();
    if (jr_inside) return REAL(SDL_UpdateWindowSurfaceRects)(window, rects, numrects);
    /* The whole surface goes to the screen: the controls, or a picture taken, may have changed anywhere. */
    if (presented_elsewhere()) return surface_elsewhere(window, update_whole);
    present_surface(window);
    /* The controls may have changed anywhere: the whole surface goes to the screen. */
    int result = REAL(SDL_UpdateWindowSurface)(window);
    put_pixels_back();
    jr_frame_presented();
    return result;
}

void jr_wrap_SDL_GL_SwapWindow(SDL_Window *window) {
    if (!jr_inside) jr_events_claim_thread_if_unclaimed();
    if (jr_inside) {
        REAL(SDL_GL_SwapWindow)(window);
        return;
    }
    if (presented_elsewhere()) {
        jr_gl_capture(window);
        REAL(SDL_GL_SwapWindow)(window);
        jr_frame_presented_elsewhere();
        return;
    }
    jr_gl_present(window);
    REAL(SDL_GL_SwapWindow)(window);
    jr_frame_presented();
}

/* ---- Renderers and windows ------------------------------------------------------------------------- */

SDL_Renderer *jr_wrap_SDL_CreateRenderer(SDL_Window *window, int index, Uint32 flags) {
    if (!jr_inside && jr_the_spec.headless) {
        /* A headless run never waits for vsync; and SDL's dummy video driver (where the offscreen one, with
         * EGL, cannot run) draws only in software. */
        flags &= ~(Uint32)SDL_RENDERER_PRESENTVSYNC;
        const char *driver = REAL(SDL_GetCurrentVideoDriver)();
        if (driver && strcmp(driver, "dummy") == 0) {
            index = -1;
            flags = (flags & ~(Uint32)SDL_RENDERER_ACCELERATED) | SDL_RENDERER_SOFTWARE;
        }
    }
    return REAL(SDL_CreateRenderer)(window, index, flags);
}

int jr_wrap_SDL_RenderSetVSync(SDL_Renderer *renderer, int vsync) {
    if (!jr_inside && jr_the_spec.headless) vsync = 0;
    return REAL(SDL_RenderSetVSync)(renderer, vsync);
}

void jr_wrap_SDL_DestroyRenderer(SDL_Renderer *renderer) {
    if (!jr_inside) jr_controls_detach_renderer(renderer);
    REAL(SDL_DestroyRenderer)(renderer);
}

void jr_wrap_SDL_DestroyWindow(SDL_Window *window) {
    if (!jr_inside) {
        jr_controls_detach_window(window);
        jr_forget_surface(window);
        jr_gl_forget(window);
    }
    REAL(SDL_DestroyWindow)(window);
}

/* ---- Start and end --------------------------------------------------------------------------------------- */

static void started(Uint32 flags, int result) {
    if (result != 0) return;
    if (flags & (SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_JOYSTICK | SDL_INIT_GAMECONTROLLER)) {
        jr_events_claim_thread();
        /* SDL_Quit cleared the filter: the overlay's goes back in front (the game's is kept behind it). */
        jr_events_install_filter();
    }
    jr_controls_subsystems_changed();
    jr_script_subsystems_changed();
    if (flags & (SDL_INIT_VIDEO | SDL_INIT_EVENTS)) jr_events_restarted();
    jr_status("INIT", "flags=0x%x", (unsigned)flags);
}

int jr_wrap_SDL_Init(Uint32 flags) {
    int result = REAL(SDL_Init)(flags);
    if (!jr_inside) started(flags, result);
    return result;
}

int jr_wrap_SDL_InitSubSystem(Uint32 flags) {
    int result = REAL(SDL_InitSubSystem)(flags);
    if (!jr_inside) started(flags, result);
    return result;
}

void jr_wrap_SDL_QuitSubSystem(Uint32 flags) {
    if (jr_inside) {
        REAL(SDL_QuitSubSystem)(flags);
        return;
    }
    if ((flags & SDL_INIT_VIDEO) && (REAL(SDL_WasInit)(SDL_INIT_VIDEO) & SDL_INIT_VIDEO)) {
        /* Its windows may go: the controls go first (they come back at the next present if it stays). */
        jr_controls_detach_all();
        jr_gl_forget(NULL);
    }
    REAL(SDL_QuitSubSystem)(flags);
    jr_controls_subsystems_changed();
    jr_script_subsystems_changed();
    if (!(REAL(SDL_WasInit)(SDL_INIT_EVENTS) & SDL_INIT_EVENTS)) jr_events_forget_game_filter();
}

void jr_wrap_SDL_Quit(void) {
    if (jr_inside) {
        REAL(SDL_Quit)();
        return;
    }
    jr_controls_detach_all();
    jr_gl_forget(NULL);
    for (int i = 0; i < JR_MAX_SURFACES; i++) surfaces[i].window = NULL;
    jr_capture_flush();
    REAL(SDL_Quit)();
    jr_script_subsystems_changed();
    jr_events_forget_game_filter();
    jr_events_refresh_keys();
    jr_status("QUIT", "presented=%ld", jr_frame);
}
