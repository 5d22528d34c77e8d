/*
 * OpenGL games on SDL2: the controls over the frame SDL_GL_SwapWindow shows. The C library draws with an SDL
 * renderer, which an OpenGL game does not have: the controls are drawn by a software renderer of the overlay's into
 * a transparent picture of the window's size, which core/gl_overlay.c lays over the game's frame with GL of its
 * own, every piece of GL state it touches put back.
 */
#include "overlay.h"

static struct {
    /* The picture the controls are drawn in, and the renderer that draws there. */
    SDL_Surface *picture;
    SDL_Renderer *renderer;
    SDL_Window *window;
} state;

static void *lookup(const char *name) {
    return REAL(SDL_GL_GetProcAddress)(name);
}

/* The picture of the window's size and the software renderer drawing the controls in it. */
static bool picture_for(SDL_Window *window, int width, int height) {
    if (state.picture && state.window == window && state.picture->w == width && state.picture->h == height) return true;
    jr_gl_forget(state.window);
    state.picture = REAL(SDL_CreateRGBSurfaceWithFormat)(0, width, height, 32, SDL_PIXELFORMAT_RGBA32);
    state.renderer = state.picture ? REAL(SDL_CreateSoftwareRenderer)(state.picture) : NULL;
    state.window = window;
    if (!state.renderer) {
        jr_say_once(JR_SAY_GL, "the controls are not drawn over the OpenGL frame: %s", REAL(SDL_GetError)());
        jr_gl_forget(window);
        return false;
    }
    return true;
}

void jr_gl_forget(SDL_Window *window) {
    if (!state.renderer && !state.picture) return;
    if (window && state.window != window) return;
    if (state.renderer) {
        jr_controls_detach_renderer(state.renderer);
        REAL(SDL_DestroyRenderer)(state.renderer);
    }
    if (state.picture) REAL(SDL_FreeSurface)(state.picture);
    state.renderer = NULL;
    state.picture = NULL;
    state.window = NULL;
    /* The GL objects went with the context, or stay for it (made again if the game swaps with another). */
}

/* The size of the frame an OpenGL game is about to swap: false when there is no context or no frame. */
static bool frame_size(SDL_Window *window, int *width, int *height) {
    if (!REAL(SDL_GL_GetCurrentContext)()) return false;
    *width = *height = 0;
    REAL(SDL_GL_GetDrawableSize)(window, width, height);
    return *width > 0 && *height > 0;
}

bool jr_gl_read_frame(SDL_Window *window, int *width, int *height) {
    return frame_size(window, width, height) && jr_gl_read_back(lookup, *width, *height);
}

void jr_gl_draw_controls(SDL_Window *window, bool draw) {
    int width = 0, height = 0;
    if (!frame_size(window, &width, &height) || !picture_for(window, width, height)) return;
    REAL(SDL_FillRect)(state.picture, NULL, 0);
    if (jr_controls_present(state.renderer, window, false, draw)) {
        jr_gl_lay_over(REAL(SDL_GL_GetCurrentContext)(), lookup, state.picture->pixels, width, height);
    }
}

bool jr_gl_renderer(SDL_Renderer *renderer) {
    return renderer && renderer == state.renderer;
}

bool jr_gl_draw_over(SDL_Renderer *renderer, Uint32 *picture, int width, int height) {
    if (!jr_gl_renderer(renderer) || !state.picture || state.picture->w != width || state.picture->h != height) {
        return false;
    }
    REAL(SDL_FillRect)(state.picture, NULL, 0);
    if (!jr_controls_draw_now()) return false;
    jr_gl_composite(state.picture->pixels, state.picture->pitch, picture, width, height);
    return true;
}
