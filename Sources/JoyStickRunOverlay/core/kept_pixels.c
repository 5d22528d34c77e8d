/*
 * What a software game drew on its window surface, kept while the controls are drawn over it and shown, and put
 * back after: a game that redraws only what changed finds its surface as it left it, without the controls in it.
 * The same for SDL2's surfaces and SDL3's (sdl2/hook_surface.c, sdl3/hook_surface3.c).
 */
#include <stdlib.h>
#include <string.h>

#include "overlay_core.h"

static struct {
    uint8_t *copy;
    size_t room;
    void *pixels;                /* the surface's pixels kept, until put back */
    size_t size;
} kept;

void jr_pixels_keep(void *pixels, size_t size) {
    if (size > kept.room) {
        uint8_t *grown = realloc(kept.copy, size);
        if (!grown) return;
        kept.copy = grown;
        kept.room = size;
    }
    memcpy(kept.copy, pixels, size);
    kept.pixels = pixels;
    kept.size = size;
}

void jr_pixels_put_back(void) {
    if (!kept.pixels) return;
    memcpy(kept.pixels, kept.copy, kept.size);
    kept.pixels = NULL;
}
