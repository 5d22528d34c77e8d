/* One layout file between a game on SDL 2 and one on SDL 3: the same source built against joystick_sdl.h and
 * SDL 2, and against joystick_sdl3.h and SDL 3 (-DJOYSTICK_SDL3). scripts/test-sdl3.sh edits a file with one,
 * then with the other, and shows it with each: what one saves, the other loads to the same places and writes
 * back byte for byte.
 *
 *   layout_across edit FILE        loads FILE (none yet: the game's places), then in the layout editor colours
 *                                  the stick (C), floats it or not (F), selects the button (Tab) and moves it 3
 *                                  pixels right; saves FILE and prints the controls
 *   layout_across show FILE COPY   loads FILE, prints the controls, saves them to COPY
 *
 * On SDL's dummy video driver with a 640x360 software renderer. Exit status 1 with a message on failure. */
#include <stdio.h>
#include <string.h>

#ifdef JOYSTICK_SDL3
#include <SDL3/SDL.h>
#include <joystick_sdl3.h>
#else
#include <SDL.h>
#include <joystick_sdl.h>
#endif

static js_controls *controls;

static int fail(const char *what) {
    fprintf(stderr, "layout_across: %s: %s\n", what, js_last_error());
    return 1;
}

/* A key pressed and let go, as SDL delivers it. */
static void press(SDL_Scancode scancode) {
    for (int down = 1; down >= 0; down--) {
        SDL_Event event;
        SDL_zero(event);
#ifdef JOYSTICK_SDL3
        event.key.type = down ? SDL_EVENT_KEY_DOWN : SDL_EVENT_KEY_UP;
        event.key.scancode = scancode;
        event.key.down = down;
#else
        event.key.type = down ? SDL_KEYDOWN : SDL_KEYUP;
        event.key.keysym.scancode = scancode;
        event.key.state = down ? SDL_PRESSED : SDL_RELEASED;
#endif
        js_controls_handle_event(controls, &event);
    }
}

int main(int argc, char **argv) {
    bool edit = argc == 3 && strcmp(argv[1], "edit") == 0;
    if (!edit && !(argc == 4 && strcmp(argv[1], "show") == 0)) {
        fprintf(stderr, "usage: layout_across edit FILE | layout_across show FILE COPY\n");
        return 2;
    }
#ifdef JOYSTICK_SDL3
    SDL_SetHint(SDL_HINT_VIDEO_DRIVER, "dummy");
    if (!SDL_Init(SDL_INIT_VIDEO)) return fail("SDL_Init");
    SDL_Window *window = SDL_CreateWindow("layout", 640, 360, 0);
    SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, SDL_SOFTWARE_RENDERER) : NULL;
#else
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return fail("SDL_Init");
    SDL_Window *window = SDL_CreateWindow("layout", 0, 0, 640, 360, 0);
    SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE) : NULL;
#endif
    if (!renderer) {
        fprintf(stderr, "layout_across: no renderer: %s\n", SDL_GetError());
        return 1;
    }
    controls = js_controls_create(renderer);
    js_stick *move = controls ? js_controls_add_stick(controls, "move", 90, 270, 120) : NULL;
    js_button *fire = move ? js_controls_add_button(controls, "fire", 560, 300, 72, "A") : NULL;
    if (!fire) return fail("the controls");
    bool found = false;
    if (js_controls_load_layout(controls, argv[2], &found) != 0) return fail("loading");
    if (edit) {
        js_controls_set_editing_layout(controls, true);
        const SDL_Scancode keys[] = {SDL_SCANCODE_C, SDL_SCANCODE_F, SDL_SCANCODE_TAB, SDL_SCANCODE_RIGHT,
                                     SDL_SCANCODE_RIGHT, SDL_SCANCODE_RIGHT, SDL_SCANCODE_RETURN};
        for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) press(keys[i]);
        if (js_controls_is_editing_layout(controls)) return fail("the editor did not close");
    }
    double x, y, bx, by;
    js_stick_center(move, &x, &y);
    js_button_center(fire, &bx, &by);
    printf("move %.4f %.4f %.4f, fire %.4f %.4f %.4f\n", x, y, js_stick_size(move), bx, by, js_button_size(fire));
    if (js_controls_save_layout(controls, edit ? argv[2] : argv[3]) != 0) return fail("saving");
    js_controls_destroy(controls);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
