/*
 * OpenGL games on SDL3: the controls over the frame SDL_GL_SwapWindow shows, as on SDL2 (sdl2/gl.c): drawn by a
 * software renderer of the overlay's into a transparent picture of the window's size, which core/gl_overlay.c lays
 * over the game's frame with GL of its own, every piece of GL state it touches put back.
 */
#include "overlay3.h"

static struct {
    SDL_Surface *picture;
    SDL_Renderer *renderer;
    SDL_Window *window;
} state;

static void *lookup(const char *name) {
    return (void *)REAL3(SDL_GL_GetProcAddress)(name);
}

static bool picture_for(SDL_Window *window, int width, int height) {
    if (state.picture && state.window == window && state.picture->w == width && state.picture->h == height) return true;
    jr3_gl_forget(state.window);
    state.picture = REAL3(SDL_CreateSurface)(width, height, SDL_PIXELFORMAT_RGBA32);
    state.renderer = state.picture ? REAL3(SDL_CreateSoftwareRenderer)(state.picture) : NULL;
    state.window = window;
    if (!state.renderer) {
        jr_say_once(JR_SAY_GL, "the controls are not drawn over the OpenGL frame: %s", REAL3(SDL_GetError)());
        jr3_gl_forget(window);
        return false;
    }
    return true;
}

void jr3_gl_forget(SDL_Window *window) {
    if (!state.renderer && !state.picture) return;
    if (window && state.window != window) return;
    if (state.renderer) {
        jr_controls_detach_renderer(state.renderer);
        REAL3(SDL_DestroyRenderer)(state.renderer);
    }
    if (state.picture) REAL3(SDL_DestroySurface)(state.picture);
    state.renderer = NULL;
    state.picture = NULL;
    state.window = NULL;
}

static bool frame_size(SDL_Window *window, int *width, int *height) {
    if (!REAL3(SDL_GL_GetCurrentContext)()) return false;
    *width = *height = 0;
    REAL3(SDL_GetWindowSizeInPixels)(window, width, height);
    return *width > 0 && *height > 0;
}

bool jr3_gl_read_frame(SDL_Window *window, int *width, int *height) {
    return frame_size(window, width, height) && jr_gl_read_back(lookup, *width, *height);
}

void jr3_gl_draw_controls(SDL_Window *window, bool draw) {
    int width = 0, height = 0;
    if (!frame_size(window, &width, &height) || !picture_for(window, width, height)) return;
    REAL3(SDL_FillSurfaceRect)(state.picture, NULL, 0);
    if (jr_controls_present(state.renderer, window, false, draw)) {
        jr_gl_lay_over(REAL3(SDL_GL_GetCurrentContext)(), lookup, state.picture->pixels, width, height);
    }
}

bool jr3_gl_renderer(SDL_Renderer *renderer) {
    return renderer && renderer == state.renderer;
}

bool jr3_gl_draw_over(SDL_Renderer *renderer, uint32_t *picture, int width, int height) {
    if (!jr3_gl_renderer(renderer) || !state.picture || state.picture->w != width || state.picture->h != height) {
        return false;
    }
    REAL3(SDL_FillSurfaceRect)(state.picture, NULL, 0);
    if (!jr_controls_draw_now()) return false;
    jr_gl_composite(state.picture->pixels, state.picture->pitch, picture, width, height);
    return true;
}
