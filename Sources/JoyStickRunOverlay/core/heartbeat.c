/*
 * The game's heartbeat, for joystick-run's watchdog: a counter the game moves at every frame and every read of
 * events, in a page shared with joystick-run through a file (JOYSTICK_RUN_HEARTBEAT), mapped the first time.
 * A game whose counter stands still for --idle-timeout seconds of the wall clock presents nothing and reads no
 * input: joystick-run stops it.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "overlay_core.h"

static _Atomic(uint64_t) *beats;
static bool mapped;

void jr_heartbeat(void) {
    if (!mapped) {
        mapped = true;
        const char *path = getenv("JOYSTICK_RUN_HEARTBEAT");
        int file = path ? open(path, O_RDWR | O_CLOEXEC) : -1;
        if (file >= 0) {
            void *page = mmap(NULL, sizeof(uint64_t), PROT_READ | PROT_WRITE, MAP_SHARED, file, 0);
            close(file);
            if (page != MAP_FAILED) beats = page;
        }
    }
    if (beats) atomic_fetch_add_explicit(beats, 1, memory_order_relaxed);
}
