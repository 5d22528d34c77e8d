/*
 * The hooks of an SDL3 game's windows: SDL_CreateWindow and SDL_CreateWindowAndRenderer (an OpenGL window in a
 * headless run moves SDL3 to a video driver with OpenGL first), SDL_GL_LoadLibrary (the same), and
 * SDL_DestroyWindow (the controls drawn there and its surface go first).
 *
 * As SDL2's (video_driver.c): a headless run starts on SDL's dummy video driver, which draws in software, fast and
 * the same every time, and has no OpenGL; a game that asks for OpenGL before its first window gets SDL's video
 * started again on the offscreen driver (Mesa's EGL). A tester's own SDL_VIDEO_DRIVER is left alone (joystick-run
 * sets JOYSTICK_RUN_VIDEO=switch only when there is none).
 */
#include <stdlib.h>
#include <string.h>

#include "overlay3.h"

static bool switched;

static bool may_switch(void) {
    if (switched || !jr_the_spec.headless || jr_inside) return false;
    const char *wanted = getenv("JOYSTICK_RUN_VIDEO");
    if (!wanted || strcmp(wanted, "switch") != 0) return false;
    const char *driver = REAL3(SDL_GetCurrentVideoDriver)();
    if (!driver || strcmp(driver, "dummy") != 0) return false;
    int count = 0;
    SDL_Window **windows = REAL3(SDL_GetWindows)(&count);
    REAL3(SDL_free)(windows);
    return count == 0;
}

static void prepare_for_gl(void) {
    if (!may_switch()) return;
    switched = true;
    REAL3(SDL_QuitSubSystem)(SDL_INIT_VIDEO);
    REAL3(SDL_SetHintWithPriority)(SDL_HINT_VIDEO_DRIVER, "offscreen", SDL_HINT_OVERRIDE);
    if (!REAL3(SDL_InitSubSystem)(SDL_INIT_VIDEO)) {
        jr_say_once(JR_SAY_GL, "no OpenGL in this headless run: SDL's offscreen video driver (Mesa's EGL: Debian's "
                    "libegl-mesa0) cannot start: %s", REAL3(SDL_GetError)());
        REAL3(SDL_SetHintWithPriority)(SDL_HINT_VIDEO_DRIVER, "dummy", SDL_HINT_OVERRIDE);
        REAL3(SDL_InitSubSystem)(SDL_INIT_VIDEO);
    } else {
        jr_status("VIDEO", "driver=offscreen for OpenGL");
    }
    /* Stopping SDL's events emptied the filter: the overlay's goes back in front of the game's. */
    jr3_events_install_filter();
}

SDL_Window *jr3_wrap_SDL_CreateWindow(const char *title, int w, int h, SDL_WindowFlags flags) {
    if (flags & SDL_WINDOW_OPENGL) prepare_for_gl();
    return REAL3(SDL_CreateWindow)(title, w, h, flags);
}

bool jr3_wrap_SDL_CreateWindowAndRenderer(const char *title, int w, int h, SDL_WindowFlags flags, SDL_Window **window,
                                          SDL_Renderer **renderer) {
    if (flags & SDL_WINDOW_OPENGL) prepare_for_gl();
    return REAL3(SDL_CreateWindowAndRenderer)(title, w, h, flags, window, renderer);
}

bool jr3_wrap_SDL_GL_LoadLibrary(const char *path) {
    prepare_for_gl();
    return REAL3(SDL_GL_LoadLibrary)(path);
}

void jr3_wrap_SDL_DestroyWindow(SDL_Window *window) {
    if (!jr_inside) {
        jr_controls_detach_window(window);
        jr3_surfaces_forget(window);
    }
    REAL3(SDL_DestroyWindow)(window);
}
