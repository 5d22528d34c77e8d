/* Hop, a game that handles key events: it reads SDL_KEYDOWN and SDL_KEYUP (and SDL_QUIT), never the
 * keyboard's state. Left and Right walk, Up jumps, Space rings the bell.
 *
 * events-original.c is the game as it shipped. events-game.c is the same game given touch controls: a stick
 * that presses the arrow keys and two buttons that press Up and Space (`diff events-original.c
 * events-game.c`). The rules are in hop.c; the window and the headless mode the tests play are in runner.c.
 */
#include <SDL.h>

#include "hop.h"
#include "runner.h"

int main(int argc, char **argv) {
    runner run;
    if (runner_open(&run, "Hop", HOP_WIDTH, HOP_HEIGHT, argc, argv) != 0) return run.status;
    hop game;
    hop_start(&game);
    int running = 1, left = 0, right = 0;
    while (running && runner_next_frame(&run)) {
        SDL_Event event;
        while (SDL_PollEvent(&event)) {
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
        hop_step(&game, right - left);
        hop_draw(run.renderer, &game);
        runner_end_frame(&run);
    }
    hop_print(&game);
    return runner_close(&run);
}
