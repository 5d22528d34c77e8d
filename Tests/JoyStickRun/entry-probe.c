/* SDL's side of SDL_DYNAMIC_API played by hand, for the tests of joystick-run (scripts/test-joystick-run.sh,
 * scripts/test-joystick-run-sdl3.sh): hands the overlay's SDL_DYNAPI_entry a table SDL never should (a newer SDL's
 * larger one) and prints what it returned; its reasons go to the status channel, JOYSTICK_RUN_STATUS.
 *
 *   entry-probe OVERLAY          a newer SDL2's table, then ends
 *   entry-probe OVERLAY --hang   the same, then waits for ever (a game SDL ran on its own)
 *   entry-probe OVERLAY --sdl3   a newer SDL3's table (SDL3's API version, 2), then ends */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

typedef int32_t (*entry_fn)(uint32_t apiver, void *table, uint32_t tablesize);

int main(int argc, char **argv) {
    int sdl3 = argc == 3 && strcmp(argv[2], "--sdl3") == 0, hang = argc == 3 && strcmp(argv[2], "--hang") == 0;
    if (argc != 2 && !sdl3 && !hang) return 2;
    /* The system SDL's table size: its own entry refuses anything larger. */
    void *sdl = dlopen(sdl3 ? "libSDL3.so.0" : "libSDL2-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    entry_fn real = sdl ? (entry_fn)dlsym(sdl, "SDL_DYNAPI_entry") : NULL;
    void *overlay = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    entry_fn entry = overlay ? (entry_fn)dlsym(overlay, "SDL_DYNAPI_entry") : NULL;
    if (!real || !entry) {
        fprintf(stderr, "entry-probe: %s\n", dlerror());
        return 1;
    }
    uint32_t version = sdl3 ? 2 : 1;
    static void *table[4096];
    uint32_t size = 8;
    while (size < sizeof table && real(version, table, size + 8) == 0) size += 8;
    printf("newer SDL%d %d\n", sdl3 ? 3 : 2, entry(version, table, size + 8));
    if (hang) {
        fflush(stdout);
        for (;;) pause();
    }
    return 0;
}
