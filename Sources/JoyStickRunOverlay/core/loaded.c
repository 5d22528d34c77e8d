/*
 * The overlay loaded into a game's process, by SDL through SDL_DYNAMIC_API or SDL3_DYNAMIC_API or, in a headless
 * run, with LD_PRELOAD when the process starts (then the virtual clock starts with it). Nothing here calls SDL.
 */
#define _GNU_SOURCE
#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

#include "overlay_core.h"

__attribute__((constructor)) static void loaded(void) {
    jr_clock_start();
    if (jr_clock.is_virtual) {
        /* A headless game, and every process it starts, ends with its parent: nothing is left running when
         * joystick-run itself is killed (SIGKILL leaves it no time to stop them). */
        pid_t parent = getppid();
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parent) raise(SIGKILL);
    }
    jr_status("LOADED", "virtual-clock=%d", jr_clock.is_virtual ? 1 : 0);
}
