/*
 * The C library for SDL2, libjoystick-sdl, loaded by core/library.c from the overlay's folder.
 */
#include "overlay.h"

const jr_library *jr_js;
static jr_library loaded;

const jr_library *jr_load_library(char *reason, size_t size) {
    if (jr_js) return jr_js;
    static const jr_library_symbol symbols[] = {
#define JR_FUNCTION(field, name) {#name, (void **)&loaded.field},
        JR_LIBRARY_FUNCTIONS(JR_FUNCTION)
#undef JR_FUNCTION
    };
    if (!jr_load_library_functions("libjoystick-sdl", JOYSTICK_SDL_MAJOR_VERSION, symbols, sizeof symbols / sizeof symbols[0],
                                    reason, size)) {
        return NULL;
    }
    jr_js = &loaded;
    return jr_js;
}
