/*
 * The C library, libjoystick-sdl (or libjoystick-sdl3 for an SDL3 game), loaded from the overlay's own folder once
 * the real SDL is known to be new enough: loaded any earlier (as a DT_NEEDED), an old SDL bundled with a game would
 * fail it at dlopen, and SDL would only say that "the overlay could not be loaded". As installed, it is NAME.so.MAJOR;
 * beside a plain `swift build`'s overlay, the package's own build, NAME.so.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "overlay_core.h"

bool jr_load_library_functions(const char *name, int major, const jr_library_symbol *symbols, size_t count,
                               char *reason, size_t size) {
    Dl_info self;
    char path[4096];
    if (!dladdr((void *)jr_load_library_functions, &self) || !self.dli_fname) {
        snprintf(reason, size, "the overlay cannot tell which folder it was loaded from");
        return false;
    }
    const char *slash = strrchr(self.dli_fname, '/');
    int folder = slash ? (int)(slash - self.dli_fname) : 1;
    const char *base = slash ? self.dli_fname : ".";
    snprintf(path, sizeof path, "%.*s/%s.so.%d", folder, base, name, major);
    void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        char error[1024];
        snprintf(error, sizeof error, "%s", dlerror());
        char unversioned[4096];
        snprintf(unversioned, sizeof unversioned, "%.*s/%s.so", folder, base, name);
        if (access(unversioned, R_OK) == 0) library = dlopen(unversioned, RTLD_NOW | RTLD_LOCAL);
        if (!library) {
            snprintf(reason, size, "cannot load the C library %s: %s", path, error);
            return false;
        }
        snprintf(path, sizeof path, "%s", unversioned);
    }
    for (size_t i = 0; i < count; i++) {
        *symbols[i].slot = dlsym(library, symbols[i].name);
        if (!*symbols[i].slot) {
            snprintf(reason, size, "the C library %s is too old for this overlay: it has no %s", path, symbols[i].name);
            return false;
        }
    }
    return true;
}
