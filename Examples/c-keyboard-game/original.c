/* Hop, a game that polls the keyboard: it reads SDL_GetKeyboardState once a frame and handles no event
 * but SDL_QUIT. Left and Right walk, Up jumps, Space rings the bell.
 *
 * original.c is the game as it shipped. game.c is the same game given touch controls: a stick that presses
 * the arrow keys and two buttons that press Up and Space (`diff original.c game.c`). The rules are in hop.c;
 * the window and the headless mode the tests play are in runner.c.
 */
#include <SDL.h>

#include "hop.h"
#include "runner.h"

int main(int argc, char **argv) {
    runner run;
    if (runner_open(&run, "Hop", HOP_WIDTH, HOP_HEIGHT, argc, argv) != 0) return run.status;
    hop game;
    hop_start(&game);
    int running = 1, up_before = 0, space_before = 0;
    while (running && runner_next_frame(&run)) {
        SDL_Event event;
        while (SDL_PollEvent(&event)) {
            if (event.type == SDL_QUIT) running = 0;
        }
        const Uint8 *keys = SDL_GetKeyboardState(NULL);
        if (keys[SDL_SCANCODE_UP] && !up_before) hop_jump(&game);          /* a jump when Up goes down */
        if (keys[SDL_SCANCODE_SPACE] && !space_before) hop_act(&game);     /* the bell when Space does */
        up_before = keys[SDL_SCANCODE_UP];
        space_before = keys[SDL_SCANCODE_SPACE];
        hop_step(&game, keys[SDL_SCANCODE_RIGHT] - keys[SDL_SCANCODE_LEFT]);
        hop_draw(run.renderer, &game);
        runner_end_frame(&run);
    }
    hop_print(&game);
    return runner_close(&run);
}
