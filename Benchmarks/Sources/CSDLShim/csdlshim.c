#include "csdlshim.h"

extern int SDL_RenderFlush(void *renderer); /* SDL 2.0.10 and later */

int bench_render_flush(void *renderer) { return SDL_RenderFlush(renderer); }
