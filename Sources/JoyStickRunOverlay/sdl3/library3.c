/*
 * The C library for SDL3, libjoystick-sdl3, loaded by core/library.c from the overlay's folder.
 */
#include "overlay3.h"

const jr3_library *jr3_js;
static jr3_library loaded;

const jr3_library *jr3_load_library(char *reason, size_t size) {
    if (jr3_js) return jr3_js;
    static const jr_library_symbol symbols[] = {
#define JR_FUNCTION(field, name) {#name, (void **)&loaded.field},
        JR_LIBRARY_FUNCTIONS(JR_FUNCTION)
#undef JR_FUNCTION
    };
    if (!jr_load_library_functions("libjoystick-sdl3", JOYSTICK_SDL_MAJOR_VERSION, symbols, sizeof symbols / sizeof symbols[0],
                                    reason, size)) {
        return NULL;
    }
    jr3_js = &loaded;
    return jr3_js;
}
