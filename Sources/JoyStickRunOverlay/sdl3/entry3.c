/*
 * SDL3's SDL_DYNAPI_entry (API version 2, sent here by entry.c), and what the core asks of SDL3.
 *
 * As SDL2's: SDL3 calls it once per process on the thread of its first call, with the table of the SDL3 the game
 * uses; the real SDL3 (the library holding the table, or the system's libSDL3.so.0 for a game linked with SDL3
 * statically) fills the game's table first, then the overlay's copy, and only then do the hooks go in. A table
 * larger than the real SDL3's (a game built with a newer SDL3) is refused, said in words.
 *
 * Under sdl2-compat (an SDL2 game whose libSDL2 runs on SDL3) SDL3 asks first, from inside sdl2-compat. The overlay
 * then fills SDL3's table from SDL3 itself and takes nothing there: it takes SDL2's layer when sdl2-compat asks
 * next. That layer is the game's own (its events, frames and renderer state are the ones it reads and sets), where
 * SDL3's would see sdl2-compat's translations of them.
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

static const jr_backend sdl3_backend = {
    .push_quit = jr3_events_push_quit,
    .fire_timers = jr3_timers_fire,
    .timers_pending = jr3_timers_pending,
    .deliver_script = jr3_script_deliver_through,
    .script_events_left = jr3_script_events_left,
    .record_frame_ended = NULL,
    .draw_controls_over = jr3_controls_draw_over,
    .save_png = jr3_capture_save_png,
};

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

/* Whether this SDL3 serves sdl2-compat: an SDL2 is loaded in the process, and SDL3 asks from inside it. */
static bool under_sdl2_compat(void) {
    void *sdl2 = dlopen("libSDL2-2.0.so.0", RTLD_NOW | RTLD_NOLOAD | RTLD_LOCAL);
    if (!sdl2) return false;
    dlclose(sdl2);
    return true;
}

int32_t jr3_entry(void *table, uint32_t tablesize) {
    char reason[512];
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
    if (under_sdl2_compat()) {
        /* SDL3's own functions, unchanged: the overlay takes sdl2-compat's SDL2 layer, next. */
        return real_entry(2, table, tablesize);
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
    if (!jr3_load_library(reason, sizeof reason)) return failed(reason);

    void **slots = table;
    for (size_t i = 0; i < sizeof patches / sizeof patches[0]; i++) {
        if ((size_t)patches[i].slot * sizeof(void *) < tablesize && jr3_real[patches[i].slot]) {
            slots[patches[i].slot] = patches[i].wrapper;
        }
    }
    jr_sdl_taken = true;
    jr_sdl = &sdl3_backend;
    if (jr_the_spec.record) {
        jr_say_once(JR_SAY_RECORD, "--record does not record SDL3 games yet: nothing is recorded");
    }
    jr_status("ENTRY_OK", "sdl=%d.%d.%d compat=0 sdl3=- library=%s headless=%d real=%s", major, minor, patch,
              jr3_js->version(), jr_the_spec.headless ? 1 : 0, real_path);
    return 0;
}
