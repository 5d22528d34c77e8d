/* The C libraries' private entry point for joystick-run's scripted input (joystick_sdl_private.h): the SDL event a
 * window gives for a script's touch, mouse, wheel, key and focus, made by the library's own code, field by field.
 * Built twice, against libjoystick-sdl (scripts/test-c-library.sh) and, with -DJOYSTICK_SDL3, libjoystick-sdl3
 * (scripts/test-sdl3.sh); run on SDL's dummy video driver. Prints "N passed, N failed". */
#include <string.h>

#ifdef JOYSTICK_SDL3
#include <SDL3/SDL.h>
#else
#include <SDL.h>
#endif
#include "joystick_sdl_private.h"

#include "check.h"

/* A window of 1280x720 pixels and 640x360 points, id 7. */
static bool make(int kind, int64_t id, double x, double y, bool held, const uint8_t *keys, int numkeys,
                 SDL_Event *event) {
    memset(event, 0xA5, sizeof *event);
    return js_private_input_event(kind, id, x, y, held, 7, 1280, 720, 640, 360, keys, numkeys, event);
}

int main(void) {
#ifdef JOYSTICK_SDL3
    SDL_SetHint(SDL_HINT_VIDEO_DRIVER, "dummy");
    CHECK(SDL_Init(SDL_INIT_VIDEO), "SDL_Init: %s", SDL_GetError());
#else
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
    CHECK(SDL_Init(SDL_INIT_VIDEO) == 0, "SDL_Init: %s", SDL_GetError());
#endif
    SDL_Event event;

    /* A finger, normalised over the window's pixels, on touch device 1. */
    CHECK(make(JS_PRIVATE_TOUCH_DOWN, 3, 320, 180, false, NULL, 0, &event), "a touch is made");
#ifdef JOYSTICK_SDL3
    CHECK(event.type == SDL_EVENT_FINGER_DOWN && event.tfinger.touchID == 1 && event.tfinger.fingerID == 3,
          "type %u touch %llu finger %llu", event.type, (unsigned long long)event.tfinger.touchID,
          (unsigned long long)event.tfinger.fingerID);
#else
    CHECK(event.type == SDL_FINGERDOWN && event.tfinger.touchId == 1 && event.tfinger.fingerId == 3,
          "type %u touch %lld finger %lld", event.type, (long long)event.tfinger.touchId,
          (long long)event.tfinger.fingerId);
#endif
    CHECK(event.tfinger.x == 0.25f && event.tfinger.y == 0.25f && event.tfinger.pressure == 1.0f
              && event.tfinger.windowID == 7,
          "at %g, %g, pressure %g, window %u", event.tfinger.x, event.tfinger.y, event.tfinger.pressure,
          (unsigned)event.tfinger.windowID);
    CHECK(make(JS_PRIVATE_TOUCH_UP, 3, 640, 0, false, NULL, 0, &event) && event.tfinger.pressure == 0.0f
              && event.tfinger.x == 0.5f,
          "a finger's lift: pressure %g at %g", event.tfinger.pressure, event.tfinger.x);

    /* The mouse, in the window's points: SDL 2's whole ones the number at or above, SDL 3's as they are. */
    CHECK(make(JS_PRIVATE_MOUSE_MOVE, 0, 320, 180, true, NULL, 0, &event), "a motion is made");
#ifdef JOYSTICK_SDL3
    CHECK(event.type == SDL_EVENT_MOUSE_MOTION && event.motion.x == 160.0f && event.motion.y == 90.0f
              && event.motion.state == SDL_BUTTON_LMASK && event.motion.windowID == 7,
          "type %u at %g, %g, buttons %u", event.type, event.motion.x, event.motion.y, (unsigned)event.motion.state);
    CHECK(make(JS_PRIVATE_MOUSE_MOVE, 0, 321, 181, false, NULL, 0, &event) && event.motion.x == 160.5f
              && event.motion.y == 90.5f && event.motion.state == 0,
          "half a point: %g, %g, buttons %u", event.motion.x, event.motion.y, (unsigned)event.motion.state);
    CHECK(make(JS_PRIVATE_MOUSE_DOWN, 0, 100, 50, false, NULL, 0, &event) && event.type == SDL_EVENT_MOUSE_BUTTON_DOWN
              && event.button.button == SDL_BUTTON_LEFT && event.button.down && event.button.clicks == 1
              && event.button.x == 50.0f && event.button.y == 25.0f,
          "a press: type %u button %u at %g, %g", event.type, event.button.button, event.button.x, event.button.y);
#else
    CHECK(event.type == SDL_MOUSEMOTION && event.motion.x == 160 && event.motion.y == 90
              && event.motion.state == SDL_BUTTON_LMASK && event.motion.windowID == 7,
          "type %u at %d, %d, buttons %u", event.type, event.motion.x, event.motion.y, event.motion.state);
    CHECK(make(JS_PRIVATE_MOUSE_MOVE, 0, 321, 181, false, NULL, 0, &event) && event.motion.x == 161
              && event.motion.y == 91 && event.motion.state == 0,
          "half a point: %d, %d, buttons %u", event.motion.x, event.motion.y, event.motion.state);
    CHECK(make(JS_PRIVATE_MOUSE_DOWN, 0, 100, 50, false, NULL, 0, &event) && event.type == SDL_MOUSEBUTTONDOWN
              && event.button.button == SDL_BUTTON_LEFT && event.button.state == SDL_PRESSED
              && event.button.clicks == 1 && event.button.x == 50 && event.button.y == 25,
          "a press: type %u button %u at %d, %d", event.type, event.button.button, event.button.x, event.button.y);
#endif

    /* The wheel: its steps in x, whole ones towards zero beside the precise ones. */
    CHECK(make(JS_PRIVATE_MOUSE_WHEEL, 0, -2.5, 0, false, NULL, 0, &event), "a wheel is made");
#ifdef JOYSTICK_SDL3
    CHECK(event.type == SDL_EVENT_MOUSE_WHEEL && event.wheel.y == -2.5f && event.wheel.integer_y == -2
              && event.wheel.direction == SDL_MOUSEWHEEL_NORMAL,
          "type %u steps %g, %d", event.type, event.wheel.y, event.wheel.integer_y);
#else
    CHECK(event.type == SDL_MOUSEWHEEL && event.wheel.preciseY == -2.5f && event.wheel.y == -2
              && event.wheel.direction == SDL_MOUSEWHEEL_NORMAL,
          "type %u steps %g, %d", event.type, event.wheel.preciseY, event.wheel.y);
#endif

    /* A key, its modifiers read from the keyboard's state given: left Shift and right Ctrl held. */
    uint8_t keys[512] = {0};
    keys[SDL_SCANCODE_LSHIFT] = 1;
    keys[SDL_SCANCODE_RCTRL] = 1;
    CHECK(make(JS_PRIVATE_KEY_DOWN, SDL_SCANCODE_A, 0, 0, false, keys, 512, &event), "a key is made");
#ifdef JOYSTICK_SDL3
    CHECK(event.type == SDL_EVENT_KEY_DOWN && event.key.scancode == SDL_SCANCODE_A && event.key.down
              && !event.key.repeat && event.key.mod == (SDL_KMOD_LSHIFT | SDL_KMOD_RCTRL) && event.key.which == 0
              && event.key.key == SDL_GetKeyFromScancode(SDL_SCANCODE_A, event.key.mod, true),
          "type %u scancode %d mod 0x%x key 0x%x", event.type, event.key.scancode, event.key.mod, event.key.key);
    CHECK(make(JS_PRIVATE_KEY_UP, SDL_SCANCODE_A, 0, 0, false, NULL, 0, &event) && event.type == SDL_EVENT_KEY_UP
              && !event.key.down && event.key.mod == 0,
          "a key's release: type %u mod 0x%x", event.type, event.key.mod);
#else
    CHECK(event.type == SDL_KEYDOWN && event.key.keysym.scancode == SDL_SCANCODE_A && event.key.state == SDL_PRESSED
              && event.key.repeat == 0 && event.key.keysym.mod == (KMOD_LSHIFT | KMOD_RCTRL)
              && event.key.keysym.sym == SDLK_a && event.key.keysym.unused == 0,
          "type %u scancode %d mod 0x%x sym 0x%x", event.type, event.key.keysym.scancode, event.key.keysym.mod,
          event.key.keysym.sym);
    CHECK(make(JS_PRIVATE_KEY_UP, SDL_SCANCODE_A, 0, 0, false, NULL, 0, &event) && event.type == SDL_KEYUP
              && event.key.state == SDL_RELEASED && event.key.keysym.mod == 0,
          "a key's release: type %u mod 0x%x", event.type, event.key.keysym.mod);
#endif
    /* A keyboard state shorter than the modifiers' scancodes holds none of them. */
    CHECK(make(JS_PRIVATE_KEY_DOWN, SDL_SCANCODE_A, 0, 0, false, keys, 226, &event), "a key is made");
#ifdef JOYSTICK_SDL3
    CHECK(event.key.mod == SDL_KMOD_LSHIFT, "a short keyboard state: mod 0x%x", event.key.mod);
#else
    CHECK(event.key.keysym.mod == KMOD_LSHIFT, "a short keyboard state: mod 0x%x", event.key.keysym.mod);
#endif

    /* The script's keys are not the controls'; the controls' own are marked as theirs, as they push them. */
    CHECK(make(JS_PRIVATE_KEY_UP, SDL_SCANCODE_A, 0, 0, false, NULL, 0, &event) && !js_event_is_virtual_key(&event),
          "a script's key taken for the controls'");
    CHECK(make(JS_PRIVATE_CONTROLS_KEY_UP, SDL_SCANCODE_SPACE, 0, 0, false, NULL, 0, &event)
              && js_event_is_virtual_key(&event),
          "the controls' key is not marked as theirs");
#ifdef JOYSTICK_SDL3
    CHECK(event.type == SDL_EVENT_KEY_UP && event.key.scancode == SDL_SCANCODE_SPACE && !event.key.down,
          "the controls' key: type %u scancode %d", event.type, event.key.scancode);
#else
    CHECK(event.type == SDL_KEYUP && event.key.keysym.scancode == SDL_SCANCODE_SPACE
              && event.key.keysym.sym == SDLK_SPACE && event.key.state == SDL_RELEASED,
          "the controls' key: type %u scancode %d", event.type, event.key.keysym.scancode);
#endif

    /* The window's focus. */
    CHECK(make(JS_PRIVATE_FOCUS_LOST, 0, 0, 0, false, NULL, 0, &event), "a focus is made");
#ifdef JOYSTICK_SDL3
    CHECK(event.type == SDL_EVENT_WINDOW_FOCUS_LOST && event.window.windowID == 7, "type %u", event.type);
#else
    CHECK(event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_FOCUS_LOST
              && event.window.windowID == 7,
          "type %u event %u", event.type, event.window.event);
#endif

    /* A kind it does not know: refused, the event untouched. */
    SDL_Event untouched;
    memset(&untouched, 0xA5, sizeof untouched);
    CHECK(!make(99, 0, 0, 0, false, NULL, 0, &event) && memcmp(&event, &untouched, sizeof event) == 0,
          "kind 99 made an event");

    /* The script's gamepad: the library's virtual one, a gamepad of its name, gone when detached. (The overlay
     * attaches it only once the game has started SDL's joysticks.) */
#ifdef JOYSTICK_SDL3
    CHECK(SDL_InitSubSystem(SDL_INIT_GAMEPAD), "SDL_InitSubSystem: %s", SDL_GetError());
    int before = 0, now = 0;
    SDL_free(SDL_GetJoysticks(&before));
    js_private_gamepad *pad = js_private_gamepad_attach("test pad");
    SDL_free(SDL_GetJoysticks(&now));
    CHECK(pad && now == before + 1 && js_private_gamepad_id(pad) != 0
              && SDL_IsGamepad((SDL_JoystickID)js_private_gamepad_id(pad))
              && SDL_IsJoystickVirtual((SDL_JoystickID)js_private_gamepad_id(pad))
              && !strcmp(SDL_GetJoystickNameForID((SDL_JoystickID)js_private_gamepad_id(pad)), "test pad"),
          "the pad: %s", js_last_error());
    js_private_gamepad_detach(pad, false);
    SDL_free(SDL_GetJoysticks(&now));
    CHECK(now == before, "the pad is still there once detached: %d joysticks", now);
#else
    CHECK(SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) == 0, "SDL_InitSubSystem: %s", SDL_GetError());
    int before = SDL_NumJoysticks();
    js_private_gamepad *pad = js_private_gamepad_attach("test pad");
    CHECK(pad && SDL_NumJoysticks() == before + 1 && SDL_IsGameController(before) && SDL_JoystickIsVirtual(before)
              && SDL_JoystickGetDeviceInstanceID(before) == js_private_gamepad_id(pad)
              && !strcmp(SDL_JoystickNameForIndex(before), "test pad"),
          "the pad: %s", js_last_error());
    js_private_gamepad_detach(pad, false);
    CHECK(SDL_NumJoysticks() == before, "the pad is still there once detached: %d joysticks", SDL_NumJoysticks());
#endif

    SDL_Quit();
    printf("private_test: %d passed, %d failed\n", passed, failed);
    return failed != 0;
}
