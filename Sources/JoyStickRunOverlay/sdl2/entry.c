/*
 * SDL_DYNAPI_entry: how SDL2 hands its table to the overlay, and the overlay its functions to SDL.
 *
 * SDL calls it once per process, under a lock, on the thread of the first SDL call, with the table of the SDL
 * the game uses (the system's, one bundled with the game, or one linked into the game statically). The real
 * functions come from the real SDL's own SDL_DYNAPI_entry, which fills a table and takes no lock; nothing
 * exported by SDL is called here (that would read SDL_DYNAMIC_API again on the same lock: a deadlock).
 *
 *   - the real SDL is the shared library that holds the game's table when there is one (its own copy for a
 *     game that bundles SDL), else the system's libSDL2-2.0.so.0 (a game linked with SDL statically: SDL
 *     hands over to the system's library, whose functions then serve the game);
 *   - the real SDL fills the game's table first (every slot, those of an SDL newer than this overlay too),
 *     then the overlay's private copy, and only then does the overlay put its wrappers in;
 *   - a game's table larger than the real SDL's (a game built with a newer SDL than the system's) cannot be
 *     filled: the entry says why and returns -1, SDL warns and runs the game without the overlay, and
 *     joystick-run tells the player in words.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <dlfcn.h>
#include <signal.h>
#include <stdarg.h>
#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "joystick_run_overlay.h"
#include "overlay.h"
#include "wrappers.h"

void *jr_real[JR_SLOT_COUNT];
bool jr_sdl_is_compat;

/* The oldest SDL the overlay runs on: the C library's virtual game controller needs
 * SDL_JoystickAttachVirtualEx (2.24.0). */
#define JR_MIN_SDL_MAJOR 2
#define JR_MIN_SDL_MINOR 24

/* The overlay's wrappers, by slot. */
typedef struct jr_patch {
    int slot;
    void *wrapper;
} jr_patch;

static const jr_patch patches[] = {
#define JR_WRAP(fn) {JR_SLOT_##fn, (void *)jr_wrap_##fn},
    JR_WRAPPED_FUNCTIONS
#undef JR_WRAP
};

static int failed(const char *reason) {
    jr_status("ENTRY_FAIL", "reason=%s", reason);
    return -1;
}

/* SDL3's side (sdl3/entry3.c), when the overlay was built with SDL3's headers. */
extern int32_t jr3_entry(void *table, uint32_t tablesize) __attribute__((weak));

Sint32 SDL_DYNAPI_entry(Uint32 apiver, void *table, Uint32 tablesize) {
    static bool taken;
    char reason[512];
    if (apiver == 2) {
        Sint32 result = 0;
        if (jr_sdl3_under_sdl2_compat(table, tablesize, &result)) return result;
        if (jr3_entry) return jr3_entry(table, tablesize);
        return failed("an SDL3 game, and this overlay was built without SDL3 (scripts/build-c-library.sh builds it with "
                      "SDL3 when pkg-config finds sdl3)");
    }
    if (taken || jr_sdl_taken) return failed("a second SDL in the process asked too: only the first one has the controls");
    if (apiver != 1) {
        snprintf(reason, sizeof reason, "SDL asked with dynamic API version %u, not SDL2's 1 or SDL3's 2",
                 (unsigned)apiver);
        return failed(reason);
    }
    if (!table || tablesize == 0 || tablesize % sizeof(void *) != 0) return failed("SDL gave no table");

    char real_path[1024] = "";
    jr_entry_fn real_entry = jr_entry_of_library_holding(table, real_path, sizeof real_path);
    if (!real_entry) {
        /* SDL linked into the game: the system's SDL serves it (the one the C library uses too). */
        void *system = dlopen("libSDL2-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
        if (!system) {
            snprintf(reason, sizeof reason, "the game links SDL2 statically, and the system has no libSDL2-2.0.so.0 to "
                     "run it with (%s)", dlerror());
            return failed(reason);
        }
        real_entry = (jr_entry_fn)dlsym(system, "SDL_DYNAPI_entry");
        snprintf(real_path, sizeof real_path, "libSDL2-2.0.so.0");
        if (!real_entry) return failed("the system's libSDL2-2.0.so.0 has no dynamic API");
    }

    size_t own = sizeof jr_real;
    if (tablesize > own) {
        snprintf(reason, sizeof reason, "the game's SDL2 table has %u functions, more than any SDL2 has", tablesize / 8);
        return failed(reason);
    }
    /* The real SDL fills the game's table, every slot, and then a copy of its own for the overlay. */
    if (real_entry(1, table, tablesize) < 0) {
        memset(jr_real, 0, sizeof jr_real);
        /* How large the real table is: its entry refuses anything larger. */
        Uint32 size = tablesize;
        while (size > 0 && real_entry(1, jr_real, size) < 0) size -= sizeof(void *);
        snprintf(reason, sizeof reason, "the game was built with a newer SDL2 than %s (%u functions against %u): "
                 "install a newer SDL2, or run the game with the SDL2 it ships", real_path,
                 tablesize / 8, size / 8);
        /* The game's table was left as SDL's stubs; SDL fills it from itself after this refusal. */
        return failed(reason);
    }
    Uint32 mine = tablesize < own ? tablesize : (Uint32)own;
    memset(jr_real, 0, sizeof jr_real);
    if (real_entry(1, jr_real, mine) < 0) return failed("the real SDL2 refused to fill the overlay's table");

    /* Too old for the C library? Ask the real SDL (its table is filled: safe now). */
    SDL_version version = {0, 0, 0};
    if (HAS_REAL(SDL_GetVersion)) REAL(SDL_GetVersion)(&version);
    if (version.major != JR_MIN_SDL_MAJOR || version.minor < JR_MIN_SDL_MINOR) {
        snprintf(reason, sizeof reason, "the game's SDL2 (%s) is %d.%d.%d; joystick-run needs %d.%d or newer", real_path,
                 version.major, version.minor, version.patch, JR_MIN_SDL_MAJOR, JR_MIN_SDL_MINOR);
        return failed(reason);
    }
    if (jr_read_spec(reason, sizeof reason) != 0) return failed(reason);
    if (!jr_load_library("libjoystick-sdl", JOYSTICK_SDL_MAJOR_VERSION, reason, sizeof reason)) return failed(reason);

    void **slots = table;
    for (size_t i = 0; i < sizeof patches / sizeof patches[0]; i++) {
        if ((size_t)patches[i].slot * sizeof(void *) < tablesize && jr_real[patches[i].slot]) {
            slots[patches[i].slot] = patches[i].wrapper;
        }
    }
    taken = true;
    jr_sdl_taken = true;
    /* sdl2-compat (SDL2's ABI over SDL3) numbers its releases from patch level 50, and says at load time which
     * SDL3 it found. */
    jr_sdl_is_compat = version.patch >= 50;
    const char *sdl3 = jr_sdl_is_compat ? getenv("SDL3_VERSION") : NULL;
    jr_status("ENTRY_OK", "sdl=%d.%d.%d compat=%d sdl3=%s library=%s headless=%d real=%s", version.major, version.minor,
              version.patch, jr_sdl_is_compat ? 1 : 0, sdl3 && sdl3[0] ? sdl3 : "-", jr_js->version(),
              jr_the_spec.headless ? 1 : 0, real_path);
    return 0;
}
