/*
 * What the core asks of SDL2 (overlay_core.h's jr_backend): the SDL2 hooks' own functions.
 */
#include "overlay.h"

const jr_backend jr_sdl2_backend = {
    .push_quit = jr_events_push_quit,
    .fire_timers = jr_timers_fire,
    .timers_pending = jr_timers_pending,
    .deliver_script = jr_script_deliver_through,
    .script_events_left = jr_script_events_left,
    .record_frame_ended = jr_record_frame_ended,
    .draw_controls_over = jr_controls_draw_over,
    .save_png = jr_capture_save_png,
};

const jr_backend *jr_sdl = &jr_sdl2_backend;
