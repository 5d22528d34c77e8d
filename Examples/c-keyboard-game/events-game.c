/* Hop, a game that handles key events: it reads SDL_KEYDOWN and SDL_KEYUP (and SDL_QUIT), never the
 * keyboard's state. Left and Right walk, Up jumps, Space rings the bell.
 *
 * events-original.c is the game as it shipped. events-game.c is the same game given touch controls: a stick
 * that presses the arrow keys and two buttons that press Up and Space (`diff events-original.c
 * events-game.c`). The rules are in hop.c; the window and the headless mode the tests play are in runner.c.
 */
#include <SDL.h>
#include <joystick_sdl.h>

#include "hop.h"
#include "runner.h"

int main(int argc, char **argv) {
    runner run;
    if (runner_open(&run, "Hop", HOP_WIDTH, HOP_HEIGHT, argc, argv) != 0) return run.status;
    js_controls *controls = js_controls_create(run.renderer);           /* touch controls */
    if (!controls) return runner_fail(&run, js_last_error());
    js_stick *stick = js_controls_add_stick(controls, "move", 80, 280, 120); /* it presses the arrow keys */
    js_stick_bind_scancodes(stick, SDL_SCANCODE_UP, SDL_SCANCODE_LEFT, SDL_SCANCODE_DOWN, SDL_SCANCODE_RIGHT);
    js_button *jump = js_controls_add_button(controls, "jump", 500, 300, 60, "JUMP");
    js_button_bind_scancode(jump, SDL_SCANCODE_UP);
    js_button *bell = js_controls_add_button(controls, "bell", 580, 300, 60, "BELL");
    js_button_bind_scancode(bell, SDL_SCANCODE_SPACE);
    js_controls_set_pushes_key_events(controls, true);                  /* as SDL_KEYDOWN, SDL_KEYUP */
    hop game;
    hop_start(&game);
    int running = 1, left = 0, right = 0;
    while (running && runner_next_frame(&run)) {
        SDL_Event event;
        while (SDL_PollEvent(&event)) {
            if (js_controls_handle_event(controls, &event)) continue;   /* a touch on a control */
            if (event.type == SDL_QUIT) running = 0;
            if (event.type != SDL_KEYDOWN && event.type != SDL_KEYUP) continue;
            int down = event.type == SDL_KEYDOWN;
            switch (event.key.keysym.sym) {
            case SDLK_LEFT: left = down; break;
            case SDLK_RIGHT: right = down; break;
            case SDLK_UP: if (down && !event.key.repeat) hop_jump(&game); break;
            case SDLK_SPACE: if (down && !event.key.repeat) hop_act(&game); break;
            default: break;
            }
        }
        js_controls_update(controls, runner_seconds(&run));      /* after the events, before reading keys */
        hop_step(&game, right - left);
        hop_draw(run.renderer, &game);
        js_controls_draw(controls, false);
        runner_end_frame(&run);
    }
    hop_print(&game);
    js_controls_destroy(controls);                                      /* before the renderer goes */
    return runner_close(&run);
}
