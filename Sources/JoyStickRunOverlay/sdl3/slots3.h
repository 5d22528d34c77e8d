/*
 * JR3_SLOT_SDL_Foo: the index of SDL_Foo in SDL3's dynamic API table (dynapi3_names.h).
 */
#ifndef JOYSTICK_RUN_SLOTS3_H
#define JOYSTICK_RUN_SLOTS3_H

enum {
#define JR_DYNAPI3(name) JR3_SLOT_##name,
#include "dynapi3_names.h"
#undef JR_DYNAPI3
    /* How many functions the overlay knows by name. */
    JR3_SLOT_NAMED
};

/* Room for any SDL3's table (3.4 has 1,270 functions). */
#define JR3_SLOT_COUNT 2048

#endif
