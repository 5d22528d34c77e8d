/* The header of the SDL the library is built for (build-c-library.sh --sdl3 defines JOYSTICK_SDL3). */
#ifdef JOYSTICK_SDL3
#include "joystick_sdl3.h"
#else
#include "joystick_sdl.h"
#endif

/* The version string from the header's macros: the one place the version is kept. */
#define JS_STRING(x) #x
#define JS_VERSION_STRING(major, minor, patch) JS_STRING(major) "." JS_STRING(minor) "." JS_STRING(patch)

const char *js_version(void) {
    return JS_VERSION_STRING(JOYSTICK_SDL_MAJOR_VERSION, JOYSTICK_SDL_MINOR_VERSION, JOYSTICK_SDL_PATCHLEVEL);
}
