/*
 * The hook of an SDL3 OpenGL game: SDL_GL_SwapWindow shows a frame (frame.c runs its steps; gl3.c reads the back
 * buffer and lays the controls over it).
 */
#include "overlay3.h"

typedef struct shown_gl {
    SDL_Window *window;
    bool result;
} shown_gl;

static bool read_gl(void *target, long frame, int *width, int *height) {
    (void)frame;
    return jr3_gl_read_frame(((shown_gl *)target)->window, width, height);
}

static void draw_on_gl(void *target, bool draw) {
    jr3_gl_draw_controls(((shown_gl *)target)->window, draw);
}

static void show_gl(void *target) {
    shown_gl *shown = target;
    shown->result = REAL3(SDL_GL_SwapWindow)(shown->window);
}

bool jr3_wrap_SDL_GL_SwapWindow(SDL_Window *window) {
    if (jr_inside) return REAL3(SDL_GL_SwapWindow)(window);
    jr_events_claim_thread_if_unclaimed();
    shown_gl shown = {.window = window};
    jr_frame_show(&(jr_shown_frame){.read = read_gl, .draw_controls = draw_on_gl, .show = show_gl, .target = &shown});
    return shown.result;
}
