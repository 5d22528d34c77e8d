/*
 * OpenGL games on SDL3, as on SDL2 (sdl2/gl.c): the frame SDL_GL_SwapWindow is about to show, read for its hash
 * and pictures, and the controls drawn over it by the C library with GL, every piece of the game's GL state put
 * back. core/gl_frame.c reads and lays frames.
 */
#include "overlay3.h"

static void *lookup(const char *name) {
    return (void *)REAL3(SDL_GL_GetProcAddress)(name);
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
    SDL_GLContext context = REAL3(SDL_GL_GetCurrentContext)();
    if (context) jr_controls_present(context, window, JR_CANVAS_OPENGL, draw);
}

bool jr3_gl_draw_over_window(void *window, uint32_t *picture, int width, int height) {
    int w = 0, h = 0;
    if (!frame_size(window, &w, &h) || w != width || h != height) return false;
    return jr_gl_draw_over(lookup, REAL3(SDL_GL_GetCurrentContext)(), picture, width, height);
}
