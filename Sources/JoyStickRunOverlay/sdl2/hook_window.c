/*
 * The hooks of SDL's windows: SDL_CreateWindow (an OpenGL window in a headless run moves SDL to a video driver
 * with OpenGL first: video_driver.c) and SDL_DestroyWindow (the controls drawn there, its surface and its OpenGL
 * drawing go first).
 */
#include "overlay.h"
#include "wrappers.h"

SDL_Window *jr_wrap_SDL_CreateWindow(const char *title, int x, int y, int w, int h, Uint32 flags) {
    if (flags & SDL_WINDOW_OPENGL) jr_video_prepare_for_gl();
    return REAL(SDL_CreateWindow)(title, x, y, w, h, flags);
}

void jr_wrap_SDL_DestroyWindow(SDL_Window *window) {
    if (!jr_inside) {
        jr_controls_detach_window(window);
        jr_surfaces_forget(window);
    }
    REAL(SDL_DestroyWindow)(window);
}
