/*
 * joystick-run's overlay as SDL sees it: SDL2 reads SDL_DYNAMIC_API at its first call, loads the library it
 * names and calls this, its one entry point, with SDL's dynamic API version (1), the game's table of SDL's
 * functions and its size in bytes. The overlay fills the table from the real SDL, puts its hooks in, and
 * answers 0; or answers -1 and says why on joystick-run's status channel (SDL then runs the game without it).
 *
 * A headless run also loads the overlay with LD_PRELOAD, for libc's clocks, sleeps and random bytes (libc_clock.c):
 * those are exported under libc's own names and declared by libc's headers.
 */
#ifndef JOYSTICK_RUN_OVERLAY_H_PUBLIC
#define JOYSTICK_RUN_OVERLAY_H_PUBLIC

#include <stdint.h>

__attribute__((visibility("default"))) int32_t SDL_DYNAPI_entry(uint32_t apiver, void *table, uint32_t tablesize);

#endif
