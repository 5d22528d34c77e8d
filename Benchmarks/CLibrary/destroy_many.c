/* Destroying controls that hold 100,000 sticks: the time js_controls_destroy takes, which must stay linear in the
 * sticks (well under a second here; a removal that searched the others for each stick took minutes). Run by
 * Benchmarks/c-library.sh against the installed (release) library; exit 1 at a second or more. (The misuse test,
 * scripts/test-c-library.sh, destroys as many under valgrind, without timing them: no test reads a clock.) */
#include <stdio.h>
#include <time.h>

#include <joystick_sdl.h>

static double seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + t.tv_nsec / 1e9;
}

int main(void) {
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return 1;
    SDL_Window *window = SDL_CreateWindow("destroy", 0, 0, 640, 480, 0);
    SDL_Renderer *renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    js_controls *crowd = js_controls_create(renderer);
    for (int i = 0; i < 100000; i++) js_controls_add_stick(crowd, NULL, i % 600 + 5, i % 400 + 5, 10);
    double start = seconds();
    js_controls_destroy(crowd);
    double took = seconds() - start;
    printf("js_controls_destroy, 100,000 sticks: %.3f s (target: under 1 s)\n", took);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return took < 1.0 ? 0 : 1;
}
