/* Controls holding 100,000 sticks: the time js_controls_destroy takes, js_stick_remove called for each stick one
 * at a time (oldest first, newest first, every other one then the rest), adding and removing 100,000 named
 * sticks (each name checked against the others), and 50,000 sticks and 50,000 buttons bound to keys and pad buttons
 * (each binding syncing the keys). Each must stay linear in the controls:
 * well under a second here (a removal that searched the others for each stick took minutes). Run by
 * Benchmarks/c-library.sh against the installed (release) library; exit 1 at a second or more. (The misuse test,
 * scripts/test-c-library.sh, destroys as many under valgrind, without timing them: no test reads a clock.) */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <joystick_sdl.h>

#define STICKS 100000

static double seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + t.tv_nsec / 1e9;
}

static js_controls *crowd(SDL_Renderer *renderer, js_stick **sticks, int named) {
    js_controls *controls = js_controls_create(renderer);
    char name[16];
    for (int i = 0; i < STICKS; i++) {
        snprintf(name, sizeof name, "s%d", i);
        sticks[i] = js_controls_add_stick(controls, named ? name : NULL, i % 600 + 5, i % 400 + 5, 10);
    }
    return controls;
}

/* Adds 50,000 sticks bound to WASD and 50,000 buttons bound to Space and a pad's A, then removes each; the seconds
 * each half took go into `took`. */
static void bound(SDL_Renderer *renderer, js_stick **sticks, double *took) {
    js_button **buttons = malloc(sizeof *buttons * (STICKS / 2));
    if (buttons == NULL) return;
    js_controls *controls = js_controls_create(renderer);
    double start = seconds();
    for (int i = 0; i < STICKS / 2; i++) {
        sticks[i] = js_controls_add_stick(controls, NULL, i % 600 + 5, i % 400 + 5, 10);
        js_stick_bind_scancodes(sticks[i], SDL_SCANCODE_W, SDL_SCANCODE_A, SDL_SCANCODE_S, SDL_SCANCODE_D);
        buttons[i] = js_controls_add_button(controls, NULL, i % 600 + 5, i % 400 + 5, 10, "");
        js_button_bind_scancode(buttons[i], SDL_SCANCODE_SPACE);
        js_button_bind_gamepad_button(buttons[i], SDL_CONTROLLER_BUTTON_A);
    }
    took[0] = seconds() - start;
    start = seconds();
    for (int i = 0; i < STICKS / 2; i++) {
        js_stick_remove(sticks[i]);
        js_button_remove(buttons[i]);
    }
    took[1] = seconds() - start;
    js_controls_destroy(controls);
    free(buttons);
}

/* Removes every stick in the order given by `next` and destroys the emptied controls; returns the seconds the
 * removals took. */
static double remove_all(SDL_Renderer *renderer, js_stick **sticks, int (*next)(int)) {
    js_controls *controls = crowd(renderer, sticks, 0);
    double start = seconds();
    for (int i = 0; i < STICKS; i++) js_stick_remove(sticks[next(i)]);
    double took = seconds() - start;
    js_controls_destroy(controls);
    return took;
}

static int oldest_first(int i) { return i; }
static int newest_first(int i) { return STICKS - 1 - i; }
static int every_other_first(int i) { return i < STICKS / 2 ? 2 * i : 2 * (i - STICKS / 2) + 1; }

int main(void) {
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return 1;
    SDL_Window *window = SDL_CreateWindow("destroy", 0, 0, 640, 480, 0);
    SDL_Renderer *renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    js_stick **sticks = malloc(sizeof *sticks * STICKS);
    if (sticks == NULL) return 1;

    js_controls *controls = crowd(renderer, sticks, 0);
    double start = seconds();
    js_controls_destroy(controls);
    double took[8] = {seconds() - start, 0, 0, 0, 0, 0, 0, 0};
    took[1] = remove_all(renderer, sticks, oldest_first);
    took[2] = remove_all(renderer, sticks, newest_first);
    took[3] = remove_all(renderer, sticks, every_other_first);
    start = seconds();
    controls = crowd(renderer, sticks, 1);
    took[4] = seconds() - start;
    start = seconds();
    for (int i = 0; i < STICKS; i++) js_stick_remove(sticks[i]);
    took[5] = seconds() - start;
    js_controls_destroy(controls);
    bound(renderer, sticks, took + 6);
    printf("js_controls_destroy, 100,000 sticks: %.3f s (target: under 1 s)\n", took[0]);
    printf("js_stick_remove of each of 100,000 sticks: oldest first %.3f s, newest first %.3f s, every other one "
           "first %.3f s (target: under 1 s each)\n", took[1], took[2], took[3]);
    printf("100,000 named sticks: js_controls_add_stick of each %.3f s, js_stick_remove of each %.3f s (target: "
           "under 1 s each)\n", took[4], took[5]);
    printf("50,000 sticks and 50,000 buttons bound to keys and a pad button: added and bound %.3f s, removed %.3f s "
           "(target: under 1 s each)\n", took[6], took[7]);

    free(sticks);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    for (int i = 0; i < 8; i++) {
        if (took[i] >= 1.0) return 1;
    }
    return 0;
}
