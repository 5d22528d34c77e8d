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

