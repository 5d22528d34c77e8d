/*
 * keys-probe: a game whose picture is every key and game controller button it has been given, in order, for
 * joystick-run's recording test (scripts/test-joystick-run.sh). Each frame's colour is a running hash of those
 * events, so two runs have the same frame hashes only if the same keys and buttons reached the game in the same
 * frames. It prints each as it comes, as SDL names it, one a line: `key-down Left Ctrl`, `pad-up dpup`.
 *
 *   keys-probe [--die N]    --die N: killed by SIGKILL after its Nth frame (a run cut short)
 */
#include <SDL.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static Uint32 mix = 2166136261u;

/* FNV-1a over the events: their order and kind change the picture. */
static void remember(Uint32 value) {
    mix = (mix ^ value) * 16777619u;
}

int main(int argc, char **argv) {
    long die = argc == 3 && strcmp(argv[1], "--die") == 0 ? atol(argv[2]) : -1, frames = 0;
    setvbuf(stdout, NULL, _IOLBF, 0);
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER) != 0) return 1;
    SDL_Window *window = SDL_CreateWindow("keys-probe", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, 640, 360, 0);
    SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE) : NULL;
    if (!renderer) return 1;
    int running = 1;
    while (running) {
        if (frames == die) raise(SIGKILL);
        SDL_Event event;
        while (SDL_PollEvent(&event)) {
            switch (event.type) {
            case SDL_QUIT: running = 0; break;
            case SDL_KEYDOWN:
            case SDL_KEYUP:
                if (event.key.repeat) break;
                remember((Uint32)event.key.keysym.scancode * 2 + (event.type == SDL_KEYDOWN));
                printf("%s %s\n", event.type == SDL_KEYDOWN ? "key-down" : "key-up",
                       SDL_GetScancodeName(event.key.keysym.scancode));
                break;
            case SDL_CONTROLLERDEVICEADDED: SDL_GameControllerOpen(event.cdevice.which); break;
            case SDL_CONTROLLERBUTTONDOWN:
            case SDL_CONTROLLERBUTTONUP:
                remember(0x10000u + (Uint32)event.cbutton.button * 2 + (event.type == SDL_CONTROLLERBUTTONDOWN));
                printf("%s %s\n", event.type == SDL_CONTROLLERBUTTONDOWN ? "pad-down" : "pad-up",
                       SDL_GameControllerGetStringForButton((SDL_GameControllerButton)event.cbutton.button));
                break;
            default: break;
            }
        }
        SDL_SetRenderDrawColor(renderer, mix & 255, (mix >> 8) & 255, (mix >> 16) & 255, 255);
        SDL_RenderClear(renderer);
        SDL_RenderPresent(renderer);
        frames++;
        SDL_Delay(2);
    }
    SDL_Quit();
    return 0;
}
