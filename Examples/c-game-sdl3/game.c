/* Dash on SDL 3: a small SDL 3 game driven by the on-screen controls of joystick_sdl3.h, the same calls as
 * Examples/c-game makes on SDL 2.
 *
 * A square runs around a letterboxed 640x360 screen: the stick at the lower left moves it, the DASH button at
 * the lower right makes it three times as fast for a fifth of a second. The arrow keys or WASD and the space
 * bar do the same, and so does a gamepad.
 *
 *   ./game                      a window
 *   ./game --headless FRAMES    no window (SDL's dummy driver): a finger pushed through SDL's queue drags the
 *                               stick right from frame 2, as a test drives a game; prints where the square ended
 *
 * Build: cc game.c $(pkg-config --cflags --libs joystick-sdl3) -o game
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL3/SDL.h>
#include <joystick_sdl3.h>

#define WIDTH 640
#define HEIGHT 360

/* A finger event at a logical point, as SDL 3 delivers one: normalised over the window (twice the field). */
static void push_finger(SDL_Window *window, SDL_EventType type, float x, float y) {
    SDL_Event event;
    SDL_zero(event);
    event.tfinger.type = type;
    event.tfinger.touchID = 1;
    event.tfinger.fingerID = 1;
    event.tfinger.x = x / WIDTH;
    event.tfinger.y = y / HEIGHT;
    event.tfinger.windowID = SDL_GetWindowID(window);
    SDL_PushEvent(&event);
}

int main(int argc, char **argv) {
    long frames = -1;
    if (argc == 3 && strcmp(argv[1], "--headless") == 0) {
        char *end = NULL;
        frames = strtol(argv[2], &end, 10);
        if (*end != '\0' || frames < 0) frames = -2;
    }
    if (argc != 1 && frames < 0) {
        fprintf(stderr, "usage: game [--headless FRAMES]\n");
        return 2;
    }
    if (frames >= 0) SDL_SetHint(SDL_HINT_VIDEO_DRIVER, "dummy");
    if (!SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMEPAD)) {
        fprintf(stderr, "game: SDL_Init failed: %s\n", SDL_GetError());
        return 1;
    }
    SDL_Window *window = SDL_CreateWindow("Dash on SDL 3", WIDTH * 2, HEIGHT * 2, SDL_WINDOW_RESIZABLE);
    SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, frames >= 0 ? "software" : NULL) : NULL;
    if (renderer == NULL) {
        fprintf(stderr, "game: opening the window failed: %s\n", SDL_GetError());
        SDL_Quit();
        return 1;
    }
    SDL_SetRenderVSync(renderer, 1);
    SDL_SetRenderLogicalPresentation(renderer, WIDTH, HEIGHT, SDL_LOGICAL_PRESENTATION_LETTERBOX);

    js_controls *controls = js_controls_create(renderer);
    js_stick *stick = js_controls_add_stick(controls, "move", 90, 270, 120);          /* name, centre, size */
    js_button *dash = js_controls_add_button(controls, "dash", 580, 300, 72, "DASH");
    if (controls == NULL || stick == NULL || dash == NULL) {
        fprintf(stderr, "game: %s\n", js_last_error());
        return 1;
    }
    js_stick_bind_scancodes(stick, SDL_SCANCODE_UP, SDL_SCANCODE_LEFT, SDL_SCANCODE_DOWN, SDL_SCANCODE_RIGHT);
    js_stick_bind_scancodes(stick, SDL_SCANCODE_W, SDL_SCANCODE_A, SDL_SCANCODE_S, SDL_SCANCODE_D);
    js_stick_bind_gamepad_stick(stick, JS_GAMEPAD_STICK_LEFT);
    js_button_bind_scancode(dash, SDL_SCANCODE_SPACE);
    js_button_bind_gamepad_button(dash, SDL_GAMEPAD_BUTTON_SOUTH);

    double px = 320, py = 180;
    int dash_frames = 0;
    bool running = true;
    for (long frame = 0; running && (frames < 0 || frame < frames); frame++) {
        if (frames >= 0 && frame == 0) push_finger(window, SDL_EVENT_FINGER_DOWN, 90, 270);
        if (frames >= 0 && frame == 2) push_finger(window, SDL_EVENT_FINGER_MOTION, 150, 270);
        SDL_Event event;
        double now = frames >= 0 ? frame / 60.0 : SDL_GetTicks() / 1000.0;
        while (SDL_PollEvent(&event)) {
            if (frames >= 0 ? js_controls_handle_event_at(controls, &event, now)
                            : js_controls_handle_event(controls, &event)) continue;
            if (event.type == SDL_EVENT_QUIT) running = false;
        }
        js_controls_update(controls, now);
        if (js_button_was_pressed(dash)) dash_frames = 12;
        double x, y;
        js_stick_xy(stick, &x, &y);                                   /* y up-positive */
        double speed = dash_frames > 0 ? 9 : 3;
        if (dash_frames > 0) dash_frames--;
        px = SDL_clamp(px + x * speed, 0, WIDTH);
        py = SDL_clamp(py - y * speed, 0, HEIGHT);

        SDL_SetRenderDrawColor(renderer, 24, 28, 40, 255);
        SDL_RenderClear(renderer);
        SDL_SetRenderDrawColor(renderer, 255, 220, 90, 255);
        SDL_FRect square = {(float)px - 8, (float)py - 8, 16, 16};
        SDL_RenderFillRect(renderer, &square);
        if (js_controls_draw(controls, false) != 0) fprintf(stderr, "game: %s\n", js_last_error());
        if (frames < 0) SDL_RenderPresent(renderer);
    }
    if (frames >= 0) printf("player %.1f %.1f\n", px, py);
    js_controls_destroy(controls);                                    /* before SDL_DestroyRenderer */
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
