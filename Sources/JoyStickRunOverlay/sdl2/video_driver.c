/*
 * The video driver of a headless run: SDL's dummy one, which draws in software, fast, and the same every time,
 * until the game asks for OpenGL (an SDL_WINDOW_OPENGL window, or SDL_GL_LoadLibrary), which the dummy driver
 * does not have: then SDL's video is started again on its offscreen driver, whose OpenGL is Mesa's EGL, before
 * the game's first window exists. A tester's own SDL_VIDEODRIVER is left alone (joystick-run sets
 * JOYSTICK_RUN_VIDEO=switch only when there is none).
 */
#include <stdlib.h>
#include <string.h>

#include "overlay.h"

static bool switched;

/* Whether this is a headless run on the dummy driver with no window yet, which may still change driver. */
static bool may_switch(void) {
    if (switched || !jr_the_spec.headless || jr_inside) return false;
    const char *wanted = getenv("JOYSTICK_RUN_VIDEO");
    if (!wanted || strcmp(wanted, "switch") != 0) return false;
    const char *driver = REAL(SDL_GetCurrentVideoDriver)();
    if (!driver || strcmp(driver, "dummy") != 0) return false;
    for (Uint32 id = 1; id <= 64; id++) {
        if (REAL(SDL_GetWindowFromID)(id)) return false;
    }
    return true;
}

/* SDL's video again, on the offscreen driver: said on the status pipe, or said once if it cannot start (the
 * game then goes on with the dummy driver, and its OpenGL fails as it would have). */
static void switch_to_offscreen(void) {
    switched = true;
    REAL(SDL_QuitSubSystem)(SDL_INIT_VIDEO);
    REAL(SDL_SetHintWithPriority)(SDL_HINT_VIDEODRIVER, "offscreen", SDL_HINT_OVERRIDE);
    if (REAL(SDL_InitSubSystem)(SDL_INIT_VIDEO) != 0) {
        jr_say_once(JR_SAY_GL, "no OpenGL in this headless run: SDL's offscreen video driver (Mesa's EGL: Debian's "
                    "libegl-mesa0) cannot start: %s", REAL(SDL_GetError)());
        REAL(SDL_SetHintWithPriority)(SDL_HINT_VIDEODRIVER, "dummy", SDL_HINT_OVERRIDE);
        REAL(SDL_InitSubSystem)(SDL_INIT_VIDEO);
    } else {
        jr_status("VIDEO", "driver=offscreen for OpenGL");
    }
    /* Stopping SDL's events emptied the filter: the overlay's goes back in front of the game's. */
    jr_events_install_filter();
}

void jr_video_prepare_for_gl(void) {
    if (may_switch()) switch_to_offscreen();
}
