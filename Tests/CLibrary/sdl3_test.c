/* libjoystick-sdl3's contract on SDL 3, from C: the same calls as the SDL 2 library's (api_test.c), with SDL 3's
 * events, keyboard state and gamepads. Built and run by scripts/test-sdl3.sh against the installed library, on
 * SDL's dummy video driver. Prints "N passed, N failed". */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <SDL3/SDL.h>
#include <joystick_sdl3.h>

#include "check.h"

static js_controls *controls;
static SDL_Window *window;

/* A finger at a point of the 1280x720 window, through SDL's queue. */
static bool finger(Uint32 type, SDL_FingerID id, float x, float y, double time) {
    SDL_Event event;
    SDL_zero(event);
    event.tfinger.type = type;
    event.tfinger.touchID = 9;
    event.tfinger.fingerID = id;
    event.tfinger.x = x / 1280;
    event.tfinger.y = y / 720;
    event.tfinger.windowID = SDL_GetWindowID(window);
    SDL_PushEvent(&event);
    bool taken = false;
    SDL_Event polled;
    while (SDL_PollEvent(&polled)) taken = js_controls_handle_event_at(controls, &polled, time) || taken;
    return taken;
}

static bool key(SDL_Scancode scancode, bool down) {
    SDL_Event event;
    SDL_zero(event);
    event.key.type = down ? SDL_EVENT_KEY_DOWN : SDL_EVENT_KEY_UP;
    event.key.scancode = scancode;
    event.key.down = down;
    return js_controls_handle_event(controls, &event);
}

int main(void) {
    SDL_SetHint(SDL_HINT_VIDEO_DRIVER, "dummy");
    SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
    CHECK(SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMEPAD), "SDL_Init: %s", SDL_GetError());
    window = SDL_CreateWindow("sdl3 test", 1280, 720, 0);
    SDL_Renderer *renderer = SDL_CreateRenderer(window, "software");
    CHECK(renderer != NULL, "a software renderer: %s", SDL_GetError());
    SDL_SetRenderLogicalPresentation(renderer, 640, 360, SDL_LOGICAL_PRESENTATION_LETTERBOX);
    CHECK(strcmp(js_version(), "1.0.0") == 0, "the version: %s", js_version());

    controls = js_controls_create(renderer);
    CHECK(controls != NULL, "controls: %s", js_last_error());
    double w = 0, h = 0;
    js_controls_screen_size(controls, &w, &h);
    CHECK(w == 640 && h == 360, "the logical presentation's size: %g x %g", w, h);

    /* A finger in the window, read into the logical presentation: window (370, 360) is logical (185, 180), half
     * the travel right of a stick at (160, 180) of size 100. */
    js_stick *stick = js_controls_add_stick(controls, "move", 160, 180, 100);
    CHECK(finger(SDL_EVENT_FINGER_DOWN, 1, 320, 360, 0), "the finger on the stick is taken");
    CHECK(finger(SDL_EVENT_FINGER_MOTION, 1, 370, 360, 0.1), "its motion too");
    double x = 9, y = 9;
    js_stick_xy(stick, &x, &y);
    CHECK(x == 0.5 && y == 0, "half right: %g, %g", x, y);
    CHECK(finger(SDL_EVENT_FINGER_CANCELED, 1, 370, 360, 0.2), "SDL 3's cancelled finger is the stick's");
    js_stick_xy(stick, &x, &y);
    CHECK(x == 0 && y == 0, "and lets it go home: %g, %g", x, y);

    /* Keys: a button bound to Space holds while the key does; the keyboard state is SDL 3's, of bool. */
    js_button *fire = js_controls_add_button(controls, "fire", 500, 300, 60, "A");
    js_button_bind_scancode(fire, SDL_SCANCODE_SPACE);
    key(SDL_SCANCODE_SPACE, true);
    CHECK(js_button_is_down(fire), "Space holds the button");
    js_controls_update(controls, 1);
    int count = 0;
    const bool *state = js_controls_keyboard_state(controls, &count);
    CHECK(count == SDL_SCANCODE_COUNT && state != NULL && state[SDL_SCANCODE_SPACE], "Space reads down, of %d", count);
    CHECK(js_controls_is_key_down(controls, SDL_SCANCODE_SPACE), "js_controls_is_key_down");
    key(SDL_SCANCODE_SPACE, false);
    CHECK(!js_button_is_down(fire), "and lets go with it");
    js_button_bind_scancode(fire, (SDL_Scancode)SDL_SCANCODE_COUNT);
    CHECK(strstr(js_last_error(), "is not a scancode") != NULL, "a scancode out of range: %s", js_last_error());

    /* The published pad: an SDL 3 gamepad the game opens by the id js_controls_gamepad_index gives. */
    js_button_bind_gamepad_button(fire, SDL_GAMEPAD_BUTTON_SOUTH);
    CHECK(js_controls_publish_gamepad(controls) == 0, "published: %s", js_last_error());
    SDL_JoystickID pad_id = js_controls_gamepad_index(controls);
    SDL_Gamepad *pad = SDL_OpenGamepad(pad_id);
    CHECK(pad_id != 0 && pad != NULL, "opened as an SDL_Gamepad: %s", SDL_GetError());
    finger(SDL_EVENT_FINGER_DOWN, 2, 1000, 600, 2);
    js_controls_update(controls, 2);
    SDL_UpdateGamepads();
    CHECK(pad != NULL && SDL_GetGamepadButton(pad, SDL_GAMEPAD_BUTTON_SOUTH), "a finger on the button presses A");
    if (pad != NULL) SDL_CloseGamepad(pad);
    js_controls_unpublish_gamepad(controls);
    CHECK(js_controls_gamepad_index(controls) == 0, "none published: 0");

    /* Drawing: the controls over the game, the renderer's colour put back. */
    SDL_SetRenderDrawColor(renderer, 10, 20, 30, 255);
    SDL_RenderClear(renderer);
    CHECK(js_controls_draw(controls, false) == 0, "drawn: %s", js_last_error());
    Uint8 r = 0, g = 0, b = 0, a = 0;
    SDL_GetRenderDrawColor(renderer, &r, &g, &b, &a);
    CHECK(r == 10 && g == 20 && b == 30 && a == 255, "the draw colour put back: %d %d %d %d", r, g, b, a);

    js_controls_destroy(controls);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    printf("sdl3_test: %d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
