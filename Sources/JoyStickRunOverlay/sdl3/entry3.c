/*
 * SDL3's SDL_DYNAPI_entry (API version 2, sent here by entry.c).
 *
 * As SDL2's: SDL3 calls it once per process on the thread of its first call, with the table of the SDL3 the game
 * uses; the real SDL3 (the library holding the table, or the system's libSDL3.so.0 for a game linked with SDL3
 * statically) fills the game's table first, then the overlay's copy, and only then do the hooks go in. A table
 * larger than the real SDL3's (a game built with a newer SDL3) is refused, said in words.
 *
 * Under sdl2-compat SDL3 asks first, and is sent back its own functions before it gets here (entry.c,
 * jr_sdl3_under_sdl2_compat).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "overlay3.h"

void *jr3_real[JR3_SLOT_COUNT];

/* The oldest SDL3 the overlay runs on: the C library for SDL3 needs 3.4 (its PNG loader). */
#define JR3_MIN_MINOR 4


typedef struct jr3_patch {
    int slot;
    void *wrapper;
} jr3_patch;

static const jr3_patch patches[] = {
#define JR_WRAP(fn) {JR3_SLOT_##fn, (void *)jr3_wrap_##fn},
    JR3_WRAPPED_FUNCTIONS
#undef JR_WRAP
};

static int failed(const char *reason) {
    jr_status("ENTRY_FAIL", "reason=%s", reason);
    return -1;
}

int32_t jr3_entry(void *table, uint32_t tablesize) {
    char reason[2048];
    if (!table || tablesize == 0 || tablesize % sizeof(void *) != 0) return failed("SDL3 gave no table");
    char real_path[1024] = "";
    jr_entry_fn real_entry = jr_entry_of_library_holding(table, real_path, sizeof real_path);
    if (!real_entry) {
        void *system = dlopen("libSDL3.so.0", RTLD_NOW | RTLD_LOCAL);
        if (!system) {
            snprintf(reason, sizeof reason, "the game links SDL3 statically, and the system has no libSDL3.so.0 to "
                     "run it with (%s)", dlerror());
            return failed(reason);
        }
        real_entry = (jr_entry_fn)dlsym(system, "SDL_DYNAPI_entry");
        snprintf(real_path, sizeof real_path, "libSDL3.so.0");
        if (!real_entry) return failed("the system's libSDL3.so.0 has no dynamic API");
    }
    if (jr_sdl_taken) return failed("a second SDL in the process asked too: only the first one has the controls");
    if (tablesize > sizeof jr3_real) {
        snprintf(reason, sizeof reason, "the game's SDL3 table has %u functions, more than any SDL3 has", tablesize / 8);
        return failed(reason);
    }
    if (real_entry(2, table, tablesize) < 0) {
        memset(jr3_real, 0, sizeof jr3_real);
        uint32_t size = tablesize;
        while (size > 0 && real_entry(2, jr3_real, size) < 0) size -= sizeof(void *);
        snprintf(reason, sizeof reason, "the game was built with a newer SDL3 than %s (%u functions against %u): "
                 "install a newer SDL3, or run the game with the SDL3 it ships", real_path, tablesize / 8, size / 8);
        return failed(reason);
    }
    uint32_t mine = tablesize < sizeof jr3_real ? tablesize : (uint32_t)sizeof jr3_real;
    memset(jr3_real, 0, sizeof jr3_real);
    if (real_entry(2, jr3_real, mine) < 0) return failed("the real SDL3 refused to fill the overlay's table");

    int version = HAS_REAL3(SDL_GetVersion) ? REAL3(SDL_GetVersion)() : 0;
    int major = SDL_VERSIONNUM_MAJOR(version), minor = SDL_VERSIONNUM_MINOR(version);
    int patch = SDL_VERSIONNUM_MICRO(version);
    if (major != 3 || minor < JR3_MIN_MINOR) {
        snprintf(reason, sizeof reason, "the game's SDL3 (%s) is %d.%d.%d; joystick-run needs 3.%d or newer", real_path,
                 major, minor, patch, JR3_MIN_MINOR);
        return failed(reason);
    }
    if (jr_read_spec(reason, sizeof reason) != 0) return failed(reason);
    if (!jr_load_library("libjoystick-sdl3", JOYSTICK_SDL_MAJOR_VERSION, reason, sizeof reason)) return failed(reason);

    void **slots = table;
    for (size_t i = 0; i < sizeof patches / sizeof patches[0]; i++) {
        if ((size_t)patches[i].slot * sizeof(void *) < tablesize && jr3_real[patches[i].slot]) {
            slots[patches[i].slot] = patches[i].wrapper;
        }
    }
    jr_sdl_taken = true;
    jr_sdl = &jr_sdl3_backend;
    jr_status("ENTRY_OK", "sdl=%d.%d.%d compat=0 sdl3=- library=%s headless=%d real=%s", major, minor, patch,
              jr_js->version(), jr_the_spec.headless ? 1 : 0, real_path);
    return 0;
}
