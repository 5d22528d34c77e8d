/*
 * The hooks of SDL's renderers: SDL_RenderPresent shows a frame (frame.c runs its steps: hashed, controls drawn,
 * pictured, shown, ended), SDL_CreateRenderer and SDL_RenderSetVSync never wait for vsync in a headless run, and
 * SDL_DestroyRenderer lets the controls drawn there go first.
 *
 * In a headless run renderers are made without vsync, and on SDL's dummy video driver (which has no other) in
 * software. The renderer is read and drawn on exactly as the game left it: capture.c and the C library put its
 * target, scale, logical size, viewport and clip back.
 */
#include <string.h>

#include "overlay.h"
#include "wrappers.h"

static bool read_renderer(void *target, long frame, int *width, int *height) {
    return jr_capture_renderer_read(target, frame, width, height);
}

static void draw_on_renderer(void *target, bool draw) {
    SDL_Renderer *renderer = target;
    jr_controls_present(renderer, REAL(SDL_RenderGetWindow)(renderer), JR_CANVAS_RENDERER, draw);
}

static void show_renderer(void *target) {
    REAL(SDL_RenderPresent)(target);
}

void jr_wrap_SDL_RenderPresent(SDL_Renderer *renderer) {
    if (!jr_inside) jr_events_claim_thread_if_unclaimed();
    /* A renderer on a surface of the game's own is not a frame the player sees. */
    if (jr_inside || !renderer || !REAL(SDL_RenderGetWindow)(renderer)) {
        REAL(SDL_RenderPresent)(renderer);
        return;
    }
    jr_frame_show(&(jr_shown_frame){.read = read_renderer, .draw_controls = draw_on_renderer, .show = show_renderer,
                                    .target = renderer});
}

SDL_Renderer *jr_wrap_SDL_CreateRenderer(SDL_Window *window, int index, Uint32 flags) {
    if (!jr_inside && jr_the_spec.headless) {
        /* A headless run never waits for vsync; and SDL's dummy video driver (where the offscreen one, with
         * EGL, cannot run) draws only in software. */
        flags &= ~(Uint32)SDL_RENDERER_PRESENTVSYNC;
        const char *driver = REAL(SDL_GetCurrentVideoDriver)();
        if (driver && strcmp(driver, "dummy") == 0) {
            index = -1;
            flags = (flags & ~(Uint32)SDL_RENDERER_ACCELERATED) | SDL_RENDERER_SOFTWARE;
        }
    }
    return REAL(SDL_CreateRenderer)(window, index, flags);
}

int jr_wrap_SDL_RenderSetVSync(SDL_Renderer *renderer, int vsync) {
    if (!jr_inside && jr_the_spec.headless) vsync = 0;
    return REAL(SDL_RenderSetVSync)(renderer, vsync);
}

void jr_wrap_SDL_DestroyRenderer(SDL_Renderer *renderer) {
    if (!jr_inside) jr_controls_detach_renderer(renderer);
    REAL(SDL_DestroyRenderer)(renderer);
}
