/*
 * What SDL2's and SDL3's entries share: finding the real SDL that holds the game's table.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>

#include "overlay_core.h"

_Thread_local int jr_inside;
bool jr_sdl_taken;

/* The shared library holding `address`, opened again (it is loaded), and its SDL_DYNAPI_entry; or NULL for an
 * address in the executable, or in a library that is not an SDL. */
jr_entry_fn jr_entry_of_library_holding(const void *address, char *path, size_t size) {
    Dl_info info;
    if (!dladdr(address, &info) || !info.dli_fname || !info.dli_fname[0]) return NULL;
    void *self = dlopen(NULL, RTLD_NOW);
    void *holder = dlopen(info.dli_fname, RTLD_NOW | RTLD_NOLOAD | RTLD_LOCAL);
    if (!holder || holder == self) {
        if (holder) dlclose(holder);
        if (self) dlclose(self);
        return NULL;
    }
    if (self) dlclose(self);
    jr_entry_fn entry = (jr_entry_fn)dlsym(holder, "SDL_DYNAPI_entry");
    if (entry) snprintf(path, size, "%s", info.dli_fname);
    /* The handle stays open: the game's SDL stays loaded as long as the game. */
    return entry;
}


/* Under sdl2-compat (an SDL2 game whose libSDL2 runs on SDL3), SDL3 asks first, from inside sdl2-compat: an SDL2 is
 * loaded in the process. The overlay then fills SDL3's table from SDL3 itself and takes nothing there: it takes
 * SDL2's layer when sdl2-compat asks next (the game's own; SDL3's would see sdl2-compat's translations of it). */
bool jr_sdl3_under_sdl2_compat(void *table, uint32_t tablesize, int32_t *result) {
    void *sdl2 = dlopen("libSDL2-2.0.so.0", RTLD_NOW | RTLD_NOLOAD | RTLD_LOCAL);
    if (!sdl2) return false;
    dlclose(sdl2);
    char path[1024];
    jr_entry_fn real_entry = jr_entry_of_library_holding(table, path, sizeof path);
    if (!real_entry) {
        void *sdl3 = dlopen("libSDL3.so.0", RTLD_NOW | RTLD_NOLOAD | RTLD_LOCAL);
        real_entry = sdl3 ? (jr_entry_fn)dlsym(sdl3, "SDL_DYNAPI_entry") : NULL;
    }
    if (!real_entry) return false;
    *result = real_entry(2, table, tablesize);
    return true;
}
