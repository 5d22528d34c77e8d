/*
 * JR_SLOT_SDL_Foo: the index of SDL_Foo in SDL2's dynamic API table (dynapi_names.h).
 */
#ifndef JOYSTICK_RUN_SLOTS_H
#define JOYSTICK_RUN_SLOTS_H

enum {
#define JR_DYNAPI(name) JR_SLOT_##name,
#include "dynapi_names.h"
#undef JR_DYNAPI
    /* How many functions the overlay knows by name. */
    JR_SLOT_NAMED
};

/* Room for any SDL2's table (2.32 has 838 functions). */
#define JR_SLOT_COUNT 1024

#endif
