/* SDL's side of SDL_DYNAMIC_API played by hand, for the tests of joystick-run (scripts/test-joystick-run.sh):
 * hands the overlay's SDL_DYNAPI_entry the tables SDL never should (a newer SDL2's larger table, SDL 3's API
 * version) and prints what it returned; its reasons go to the status channel, JOYSTICK_RUN_STATUS.
 *
 *   entry-probe OVERLAY          both refusals, then ends
 *   entry-probe OVERLAY --hang   the newer table's refusal, then waits for ever (a game SDL ran on its own) */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

typedef int32_t (*entry_fn)(uint32_t apiver, void *table, uint32_t tablesize);

int main(int argc, char **argv) {
    if (argc != 2 && (argc != 3 || strcmp(argv[2], "--hang") != 0)) return 2;
    /* The system SDL's table size: its own entry refuses anything larger. */
    void *sdl = dlopen("libSDL2-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    entry_fn real = sdl ? (entry_fn)dlsym(sdl, "SDL_DYNAPI_entry") : NULL;
    void *overlay = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    entry_fn entry = overlay ? (entry_fn)dlsym(overlay, "SDL_DYNAPI_entry") : NULL;
    if (!real || !entry) {
        fprintf(stderr, "entry-probe: %s\n", dlerror());
        return 1;
    }
    static void *table[4096];
    uint32_t size = 8;
    while (size < sizeof table && real(1, table, size + 8) == 0) size += 8;
    printf("newer SDL2 %d\n", entry(1, table, size + 8));
    if (argc == 3) {
        fflush(stdout);
        for (;;) pause();
    }
    printf("SDL 3 %d\n", entry(2, table, size));
    return 0;
}
