/*
 * The hooks of an SDL3 game's renderers: SDL_RenderPresent shows a frame (frame.c runs its steps),
 * SDL_SetRenderVSync never waits for vsync in a headless run, and SDL_DestroyRenderer lets the controls drawn
 * there go first. SDL3 makes renderers without vsync unless asked, and on its dummy video
 * driver in software: SDL_CreateRenderer needs no hook.
 */
#include "overlay3.h"

static bool read_renderer(void *target, long frame, int *width, int *height) {
    return jr3_capture_renderer_read(target, frame, width, height);
}

static void draw_on_renderer(void *target, bool draw) {
    SDL_Renderer *renderer = target;
    jr_controls_present(renderer, REAL3(SDL_GetRenderWindow)(renderer), JR_CANVAS_RENDERER, draw);
}

typedef struct shown_renderer {
    SDL_Renderer *renderer;
    bool result;
} shown_renderer;

static bool read_shown(void *target, long frame, int *width, int *height) {
    return read_renderer(((shown_renderer *)target)->renderer, frame, width, height);
}

static void draw_shown(void *target, bool draw) {
    draw_on_renderer(((shown_renderer *)target)->renderer, draw);
}

static void show_renderer(void *target) {
    shown_renderer *shown = target;
    shown->result = REAL3(SDL_RenderPresent)(shown->renderer);
}

bool jr3_wrap_SDL_RenderPresent(SDL_Renderer *renderer) {
    if (!jr_inside) jr_events_claim_thread_if_unclaimed();
    /* A renderer on a surface or texture of the game's own is not a frame the player sees. */
    if (jr_inside || !renderer || !REAL3(SDL_GetRenderWindow)(renderer)) return REAL3(SDL_RenderPresent)(renderer);
    shown_renderer shown = {.renderer = renderer};
    jr_frame_show(&(jr_shown_frame){.read = read_shown, .draw_controls = draw_shown, .show = show_renderer,
                                    .target = &shown});
    return shown.result;
}

bool jr3_wrap_SDL_SetRenderVSync(SDL_Renderer *renderer, int vsync) {
    if (!jr_inside && jr_the_spec.headless) vsync = 0;
    return REAL3(SDL_SetRenderVSync)(renderer, vsync);
}

void jr3_wrap_SDL_DestroyRenderer(SDL_Renderer *renderer) {
    if (!jr_inside) jr_controls_detach_renderer(renderer);
    REAL3(SDL_DestroyRenderer)(renderer);
}
