/* What an existing SDL game needs from the C library to take touch controls without new input code: keys the
 * controls press (polled and as events, through all eight directions, released on a focus loss), presses and
 * taps never lost between frames, any four keys driving a stick, removing controls, and js_controls_draw
 * leaving the renderer as it found it. Built and run by scripts/test-c-library.sh on SDL's dummy video driver.
 * Prints "N passed, N failed". */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <joystick_sdl.h>

#include "check.h"
#include "events.h"

static js_controls *controls;
static double now = 0;

/* Pushes an event through SDL's queue and hands what comes back to the controls; key events that come back
 * are counted as the game would see them (which were pushed by the controls, which went down). */
static int virtual_downs = 0, virtual_ups = 0, other_keys = 0;
static SDL_Scancode last_virtual = SDL_SCANCODE_UNKNOWN;

static void poll_all(void) {
    SDL_Event polled;
    while (SDL_PollEvent(&polled)) {
        bool taken = js_controls_handle_event(controls, &polled);
        if (polled.type == SDL_KEYDOWN || polled.type == SDL_KEYUP) {
            if (js_event_is_virtual_key(&polled)) {
                CHECK(!taken, "the controls leave their own key events to the game");
                CHECK(polled.key.repeat == 0, "virtual keys do not repeat");
                if (polled.type == SDL_KEYDOWN) virtual_downs++; else virtual_ups++;
                last_virtual = polled.key.keysym.scancode;
            } else {
                other_keys++;
            }
        }
    }
}

static void finger(Uint32 type, SDL_FingerID id, double x, double y) {
    SDL_Event event = finger_event(type, id, x, y, 640, 480);
    SDL_PushEvent(&event);
    poll_all();
    /* Key events the controls pushed meanwhile come in the next loop, as in a game's next frame. */
    poll_all();
}

/* A finger through SDL's queue, handed to the controls at `seconds` on the test's clock. */
static void finger_at(Uint32 type, SDL_FingerID id, double x, double y, double seconds) {
    SDL_Event event = finger_event(type, id, x, y, 640, 480);
    SDL_PushEvent(&event);
    SDL_Event polled;
    while (SDL_PollEvent(&polled)) js_controls_handle_event_at(controls, &polled, seconds);
}

static void key(Uint32 type, SDL_Scancode scancode) {
    SDL_Event event = key_event(type, scancode);
    SDL_PushEvent(&event);
    poll_all();
}

/* Closes a frame and writes which arrow keys and space the polled state shows, as "ULDR " letters. */
static const char *frame(void) {
    static char pressed[8];
    now += 1.0 / 60;
    js_controls_update(controls, now);
    int count = 0;
    const Uint8 *state = js_controls_keyboard_state(controls, &count);
    CHECK(count == SDL_NUM_SCANCODES, "%d keys", count);
    int n = 0;
    if (state[SDL_SCANCODE_UP]) pressed[n++] = 'U';
    if (state[SDL_SCANCODE_LEFT]) pressed[n++] = 'L';
    if (state[SDL_SCANCODE_DOWN]) pressed[n++] = 'D';
    if (state[SDL_SCANCODE_RIGHT]) pressed[n++] = 'R';
    if (state[SDL_SCANCODE_SPACE]) pressed[n++] = ' ';
    pressed[n] = '\0';
    return pressed;
}

int main(void) {
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    SDL_Window *window = SDL_CreateWindow("retrofit test", 0, 0, 640, 480, 0);
    SDL_Renderer *renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    SDL_RenderSetLogicalSize(renderer, 640, 480);
    controls = js_controls_create(renderer);
    /* A stick centred at (150, 250), size 100 (radius 50), bound to the arrows. A button at (400, 300), 80
     * across, bound to Space. */
    js_stick *stick = js_controls_add_stick(controls, NULL, 150, 250, 100);
    js_button *button = js_controls_add_button(controls, NULL, 400, 300, 80, "A");
    js_stick_bind_scancodes(stick, SDL_SCANCODE_UP, SDL_SCANCODE_LEFT, SDL_SCANCODE_DOWN, SDL_SCANCODE_RIGHT);
    js_button_bind_scancode(button, SDL_SCANCODE_SPACE);

    /* A tap shorter than a frame: js_button_is_down never sees it, js_button_was_pressed does, once. */
    CHECK(strcmp(frame(), "") == 0, "nothing at first");
    finger(SDL_FINGERDOWN, 2, 400, 300);
    finger(SDL_FINGERUP, 2, 400, 300);
    CHECK(!js_button_is_down(button) && !js_button_was_pressed(button), "not before the update");
    CHECK(strcmp(frame(), " ") == 0, "its key shows in the frame it closed");
    CHECK(!js_button_is_down(button), "up when polled");
    CHECK(js_button_was_pressed(button) && js_button_was_released(button), "pressed and released");
    CHECK(strcmp(frame(), "") == 0 && !js_button_was_pressed(button), "and only in that frame");

    /* The stick presses its keys by direction, through all eight, a diagonal two. */
    static const char *expected[8] = {"U", "UR", "R", "DR", "D", "LD", "L", "UL"};
    finger(SDL_FINGERDOWN, 1, 150, 250);
    for (int way = 0; way < 8; way++) {
        double angle = way * 45 * M_PI / 180;
        finger(SDL_FINGERMOTION, 1, 150 + sin(angle) * 50, 250 - cos(angle) * 50);
        const char *keys = frame();
        CHECK(strcmp(keys, expected[way]) == 0, "direction %d pressed \"%s\", not \"%s\"", way, keys, expected[way]);
        CHECK((int)js_stick_direction(stick) == way, "direction %d", (int)js_stick_direction(stick));
    }
    /* A focus loss lets go of them with the stick. */
    SDL_Event lost;
    memset(&lost, 0, sizeof lost);
    lost.type = SDL_WINDOWEVENT;
    lost.window.event = SDL_WINDOWEVENT_FOCUS_LOST;
    lost.window.windowID = SDL_GetWindowID(window);
    SDL_PushEvent(&lost);
    poll_all();
    CHECK(strcmp(frame(), "") == 0 && !js_stick_is_active(stick), "released on a focus loss");

    /* As events: each change is one marked event, a diagonal two downs. */
    js_controls_set_pushes_key_events(controls, true);
    finger(SDL_FINGERDOWN, 1, 150, 250);
    finger(SDL_FINGERMOTION, 1, 200, 200);
    CHECK(virtual_downs == 2 && virtual_ups == 0, "up-right: %d downs, %d ups (%d others)", virtual_downs, virtual_ups, other_keys);
    finger(SDL_FINGERMOTION, 1, 200, 250);
    CHECK(virtual_downs == 2 && virtual_ups == 1 && last_virtual == SDL_SCANCODE_UP, "right: up lets go");
    finger(SDL_FINGERUP, 1, 200, 250);
    CHECK(virtual_ups == 2 && last_virtual == SDL_SCANCODE_RIGHT, "released: right lets go");
    finger(SDL_FINGERDOWN, 2, 400, 300);
    finger(SDL_FINGERUP, 2, 400, 300);
    CHECK(virtual_downs == 3 && virtual_ups == 3 && last_virtual == SDL_SCANCODE_SPACE, "a tap: space down and up");
    js_controls_set_pushes_key_events(controls, false);
    frame();   /* closes the frame of those fingers */

    /* Any four keys drive a stick: WASD on a second stick (scancodes are positions: the keys marked ZQSD on a
     * French keyboard), alongside the arrows bound to the first. */
    js_stick *other = js_controls_add_stick(controls, NULL, 450, 150, 100);
    js_stick_bind_scancodes(other, SDL_SCANCODE_W, SDL_SCANCODE_A, SDL_SCANCODE_S, SDL_SCANCODE_D);
    key(SDL_KEYDOWN, SDL_SCANCODE_W);
    key(SDL_KEYDOWN, SDL_SCANCODE_A);
    key(SDL_KEYDOWN, SDL_SCANCODE_RIGHT);
    CHECK(js_stick_direction(other) == JS_DIRECTION_UP_LEFT && js_stick_direction(stick) == JS_DIRECTION_RIGHT,
          "WA: %d, right arrow: %d", (int)js_stick_direction(other), (int)js_stick_direction(stick));
    /* The keys drive them; they press nothing themselves: the right arrow shows as the keyboard holds it, and
     * the first stick, which it moves right, adds no other arrow. */
    const char *pressed_by_keys = frame();
    CHECK(strcmp(pressed_by_keys, "R") == 0, "no key pressed by a stick the keys move: \"%s\"", pressed_by_keys);
    /* Unbinding lets go of what the keys held, and they move it no more. */
    js_stick_unbind_scancodes(other);
    CHECK(js_stick_direction(other) == JS_DIRECTION_NONE, "unbinding let go: %d", (int)js_stick_direction(other));
    key(SDL_KEYUP, SDL_SCANCODE_W);
    key(SDL_KEYDOWN, SDL_SCANCODE_S);
    CHECK(js_stick_direction(other) == JS_DIRECTION_NONE, "unbound keys move it no more: %d",
          (int)js_stick_direction(other));
    key(SDL_KEYUP, SDL_SCANCODE_S);
    key(SDL_KEYUP, SDL_SCANCODE_RIGHT);
    key(SDL_KEYUP, SDL_SCANCODE_A);

    /* A stick's tap, latched like a button's press. */
    js_stick_set_enable_double_tap_for_frame_reset(stick, false);
    finger(SDL_FINGERDOWN, 1, 150, 250);
    finger(SDL_FINGERUP, 1, 150, 250);
    frame();
    CHECK(js_stick_was_tapped(stick), "the tap is seen after the update");
    frame();
    CHECK(!js_stick_was_tapped(stick), "once");

    /* A headless test's own clock: js_controls_handle_event_at times each event by the frame, whatever SDL
     * stamped on it when it was pushed (here, the same millisecond for both). Held half a second: no tap. */
    finger_at(SDL_FINGERDOWN, 1, 150, 250, now);
    now += 0.5;
    finger_at(SDL_FINGERUP, 1, 150, 250, now);
    frame();
    CHECK(!js_stick_was_tapped(stick), "held 0.5 s by the game's clock: no tap");
    finger_at(SDL_FINGERDOWN, 1, 150, 250, now);
    now += 0.1;
    finger_at(SDL_FINGERUP, 1, 150, 250, now);
    frame();
    CHECK(js_stick_was_tapped(stick), "held 0.1 s: a tap");
    CHECK(!js_controls_handle_event_at(controls, NULL, now), "a NULL event is nothing");

    /* Removing: the stick goes, its keys let go, NULL is nothing. */
    finger(SDL_FINGERDOWN, 1, 150, 250);
    finger(SDL_FINGERMOTION, 1, 150, 200);
    CHECK(strcmp(frame(), "U") == 0, "held up");
    js_stick_remove(stick);
    CHECK(strcmp(frame(), "") == 0, "a removed stick's keys let go");
    finger(SDL_FINGERUP, 1, 150, 200);
    js_button_remove(button);
    js_stick_remove(NULL);
    js_button_remove(NULL);
    finger(SDL_FINGERDOWN, 2, 400, 300);
    CHECK(strcmp(frame(), "") == 0, "a removed button takes no touch");
    finger(SDL_FINGERUP, 2, 400, 300);

    /* Drawing, with the overlay on, leaves the renderer's state as it was. */
    js_controls_set_shows_debug_overlay(controls, true);
    js_controls_set_idle_alpha(controls, 0.25);
    SDL_SetRenderDrawColor(renderer, 1, 2, 3, 4);
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_MOD);
    SDL_Rect clip = {10, 20, 300, 200};
    SDL_RenderSetClipRect(renderer, &clip);
    SDL_Rect viewport_before;
    SDL_RenderGetViewport(renderer, &viewport_before);
    SDL_Texture *canvas = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA8888, SDL_TEXTUREACCESS_TARGET, 640, 480);
    SDL_SetRenderTarget(renderer, canvas);
    SDL_RenderSetClipRect(renderer, &clip);
    CHECK(js_controls_draw(controls, false) == 0, "drawing: %s", js_last_error());
    Uint8 r, g, b, a;
    SDL_GetRenderDrawColor(renderer, &r, &g, &b, &a);
    SDL_BlendMode mode;
    SDL_GetRenderDrawBlendMode(renderer, &mode);
    SDL_Rect clip_after, viewport_after;
    SDL_RenderGetClipRect(renderer, &clip_after);
    SDL_RenderGetViewport(renderer, &viewport_after);
    CHECK(r == 1 && g == 2 && b == 3 && a == 4, "draw colour %d %d %d %d", r, g, b, a);
    CHECK(mode == SDL_BLENDMODE_MOD, "blend mode %d", (int)mode);
    CHECK(SDL_RenderIsClipEnabled(renderer) && clip_after.x == 10 && clip_after.y == 20 && clip_after.w == 300
          && clip_after.h == 200, "clip %d %d %d %d", clip_after.x, clip_after.y, clip_after.w, clip_after.h);
    CHECK(SDL_GetRenderTarget(renderer) == canvas, "target");
    SDL_SetRenderTarget(renderer, NULL);
    SDL_RenderGetViewport(renderer, &viewport_after);
    CHECK(viewport_after.x == viewport_before.x && viewport_after.w == viewport_before.w, "viewport");
    SDL_DestroyTexture(canvas);

    js_controls_destroy(controls);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    if (failed == 0) {
        printf("retrofit_test: all %d checks held\n", passed);
    } else {
        printf("retrofit_test: %d of %d checks FAILED\n", failed, passed + failed);
    }
    return failed == 0 ? 0 : 1;
}
