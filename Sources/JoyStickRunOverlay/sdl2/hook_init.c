/*
 * The hooks of SDL's start and end: SDL_Init, SDL_InitSubSystem, SDL_QuitSubSystem and SDL_Quit.
 *
 * A start of video or events claims the event thread and puts the overlay's filter back in front of the game's
 * (SDL_Quit clears it); the published gamepad and the script's pad follow the subsystems; an end lets the
 * controls go first (the game sees every key they held come up) and writes out what is kept so far.
 */
#include "overlay.h"
#include "wrappers.h"

static void started(Uint32 flags, int result) {
    if (result != 0) return;
    if (flags & (SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_JOYSTICK | SDL_INIT_GAMECONTROLLER)) {
        jr_events_claim_thread();
        /* SDL_Quit cleared the filter: the overlay's goes back in front (the game's is kept behind it). */
        jr_events_install_filter();
    }
    jr_controls_subsystems_changed();
    jr_script_subsystems_changed();
    if (flags & (SDL_INIT_VIDEO | SDL_INIT_EVENTS)) jr_events_restarted();
    jr_status("INIT", "flags=0x%x", (unsigned)flags);
}

int jr_wrap_SDL_Init(Uint32 flags) {
    int result = REAL(SDL_Init)(flags);
    if (!jr_inside) started(flags, result);
    return result;
}

int jr_wrap_SDL_InitSubSystem(Uint32 flags) {
    int result = REAL(SDL_InitSubSystem)(flags);
    if (!jr_inside) started(flags, result);
    return result;
}

void jr_wrap_SDL_QuitSubSystem(Uint32 flags) {
    if (jr_inside) {
        REAL(SDL_QuitSubSystem)(flags);
        return;
    }
    if ((flags & SDL_INIT_VIDEO) && (REAL(SDL_WasInit)(SDL_INIT_VIDEO) & SDL_INIT_VIDEO)) {
        /* Its windows may go: the controls go first (they come back at the next present if it stays). */
        jr_controls_detach_all();
        jr_gl_forget();
    }
    REAL(SDL_QuitSubSystem)(flags);
    jr_controls_subsystems_changed();
    jr_script_subsystems_changed();
    if (!(REAL(SDL_WasInit)(SDL_INIT_EVENTS) & SDL_INIT_EVENTS)) jr_events_forget_game_filter();
}

void jr_wrap_SDL_Quit(void) {
    if (jr_inside) {
        REAL(SDL_Quit)();
        return;
    }
    jr_controls_detach_all();
    jr_gl_forget();
    jr_surfaces_forget(NULL);
    jr_capture_flush();
    jr_recording_flush();
    REAL(SDL_Quit)();
    jr_script_subsystems_changed();
    jr_events_forget_game_filter();
    jr_events_refresh_keys();
    jr_status("QUIT", "presented=%ld", jr_frame_current());
}
