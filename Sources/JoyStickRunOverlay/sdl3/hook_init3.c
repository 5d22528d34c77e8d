/*
 * The hooks of an SDL3 game's start and end: SDL_Init, SDL_InitSubSystem, SDL_QuitSubSystem and SDL_Quit, as
 * SDL2's (hook_init.c). A start also seeds SDL_rand with --seed in a headless run.
 */
#include "overlay3.h"

static void started(SDL_InitFlags flags, bool result) {
    if (!result) return;
    if (flags & (SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_JOYSTICK | SDL_INIT_GAMEPAD)) {
        jr_events_claim_thread();
        /* SDL_Quit cleared the filter: the overlay's goes back in front (the game's is kept behind it). */
        jr3_events_install_filter();
    }
    /* SDL_rand's numbers from --seed, as libc's random bytes (SDL would seed it from its clock). */
    if (jr_clock.is_virtual) REAL3(SDL_srand)(jr_clock.seed);
    jr_controls_subsystems_changed();
    jr3_script_subsystems_changed();
    if (flags & (SDL_INIT_VIDEO | SDL_INIT_EVENTS)) jr3_events_restarted();
    jr_status("INIT", "flags=0x%x", (unsigned)flags);
}

bool jr3_wrap_SDL_Init(SDL_InitFlags flags) {
    bool result = REAL3(SDL_Init)(flags);
    if (!jr_inside) started(flags, result);
    return result;
}

bool jr3_wrap_SDL_InitSubSystem(SDL_InitFlags flags) {
    bool result = REAL3(SDL_InitSubSystem)(flags);
    if (!jr_inside) started(flags, result);
    return result;
}

void jr3_wrap_SDL_QuitSubSystem(SDL_InitFlags flags) {
    if (jr_inside) {
        REAL3(SDL_QuitSubSystem)(flags);
        return;
    }
    if ((flags & SDL_INIT_VIDEO) && (REAL3(SDL_WasInit)(SDL_INIT_VIDEO) & SDL_INIT_VIDEO)) {
        /* Its windows may go: the controls go first (they come back at the next present if it stays). */
        jr_controls_detach_all();
        jr_gl_forget();
    }
    REAL3(SDL_QuitSubSystem)(flags);
    jr_controls_subsystems_changed();
    jr3_script_subsystems_changed();
    if (!(REAL3(SDL_WasInit)(SDL_INIT_EVENTS) & SDL_INIT_EVENTS)) jr3_events_forget_game_filter();
}

void jr3_wrap_SDL_Quit(void) {
    if (jr_inside) {
        REAL3(SDL_Quit)();
        return;
    }
    jr_controls_detach_all();
    jr_gl_forget();
    jr3_surfaces_forget(NULL);
    jr_capture_flush();
    jr_recording_flush();
    REAL3(SDL_Quit)();
    jr3_script_subsystems_changed();
    jr3_events_forget_game_filter();
    jr3_events_refresh_keys();
    jr_status("QUIT", "presented=%ld", jr_frame_current());
}
