/*
 * The hooks of an OpenGL game: SDL_GL_SwapWindow shows a frame (frame.c runs its steps; gl.c reads the back
 * buffer and lays the controls over it), and SDL_GL_LoadLibrary moves a headless run to a video driver with
 * OpenGL first (video_driver.c).
 */
#include "overlay.h"
#include "wrappers.h"

static bool read_gl(void *target, long frame, int *width, int *height) {
    (void)frame;
    return jr_gl_read_frame(target, width, height);
}

static void draw_on_gl(void *target, bool draw) {
    jr_gl_draw_controls(target, draw);
}

static void show_gl(void *target) {
    REAL(SDL_GL_SwapWindow)(target);
}

void jr_wrap_SDL_GL_SwapWindow(SDL_Window *window) {
    if (jr_inside) {
        REAL(SDL_GL_SwapWindow)(window);
        return;
    }
    jr_events_claim_thread_if_unclaimed();
    jr_frame_show(&(jr_shown_frame){.read = read_gl, .draw_controls = draw_on_gl, .show = show_gl, .target = window});
}

int jr_wrap_SDL_GL_LoadLibrary(const char *path) {
    jr_video_prepare_for_gl();
    return REAL(SDL_GL_LoadLibrary)(path);
}
