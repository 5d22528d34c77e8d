/* The C library's contract, checked from C: the numbers of the issue that defined it, NULL handles, bad
 * numbers, no heap allocation per pointer motion, the keys a bound control presses (and the keys that drive it,
 * which it does not press again), and the screen the controls see. Built and run by scripts/test-c-library.sh
 * against the installed library, on SDL's dummy video driver. Prints "N passed, N failed". */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <joystick_sdl.h>

#include "allocation_count.h"
#include "check.h"
#include "events.h"

static int close_to(double a, double b) { return fabs(a - b) <= 1e-9; }

/* ---- Events, through SDL's queue as a real window would deliver them ---- */

static js_controls *controls;

/* What the controls answered for the last event handed to them. */
static bool taken = false;

static void deliver(SDL_Event *event) {
    SDL_PushEvent(event);
    SDL_Event polled;
    while (SDL_PollEvent(&polled)) taken = js_controls_handle_event(controls, &polled);
}

/* Hands the controls what they pushed into SDL's queue meanwhile (SDL returns it in the next polling loop, as in
 * a game's next frame); returns how many of those were their key events. */
static int pushed_keys(void) {
    int count = 0;
    SDL_Event polled;
    while (SDL_PollEvent(&polled)) {
        if (js_event_is_virtual_key(&polled)) count++;
        js_controls_handle_event(controls, &polled);
    }
    return count;
}

static void mouse_button(int down, int x, int y) {
    SDL_Event event = mouse_button_event(down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP, x, y);
    deliver(&event);
}

static void mouse_motion(int x, int y) {
    SDL_Event event = mouse_motion_event(x, y, 1);
    deliver(&event);
}

static void finger(Uint32 type, SDL_FingerID id, float x, float y) {
    SDL_Event event = finger_event(type, id, x, y, 640, 480);
    deliver(&event);
}

static void key(Uint32 type, SDL_Scancode scancode) {
    SDL_Event event = key_event(type, scancode);
    deliver(&event);
}

/* ---- Callbacks ---- */

static int polar_calls = 0;
static double polar_angle = -1, polar_displacement = -1;

static void on_polar(void *user, double angle, double displacement) {
    (void)user;
    polar_calls++;
    polar_angle = angle;
    polar_displacement = displacement;
}

static int xy_calls = 0;
static double xy_x = -1, xy_y = -1;

static void on_xy(void *user, double x, double y) {
    (void)user;
    xy_calls++;
    xy_x = x;
    xy_y = y;
}

static void on_tap(void *user) { (*(int *)user)++; }

static js_direction directions[8];
static int direction_count = 0;
static void on_direction(void *user, js_direction direction) {
    (void)user;
    if (direction_count < 8) directions[direction_count++] = direction;
}

int main(void) {
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    SDL_Window *window = SDL_CreateWindow("api test", 0, 0, 640, 480, 0);
    SDL_Renderer *renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    SDL_RenderSetLogicalSize(renderer, 640, 480);

    /* NULL and bad input: errors, not crashes. */
    CHECK(js_controls_create(NULL) == NULL, "a NULL renderer gives no controls");
    CHECK(strlen(js_last_error()) > 0, "and says why");
    CHECK(js_stick_angle(NULL) == 0 && js_stick_displacement(NULL) == 0, "NULL stick reads 0");
    CHECK(js_stick_direction(NULL) == JS_DIRECTION_NONE, "NULL stick has no direction");
    CHECK(!js_button_is_down(NULL), "NULL button is not down");
    CHECK(js_stick_name(NULL) == NULL && js_button_name(NULL) == NULL, "a NULL stick or button has no name");
    CHECK(!js_controls_handle_event(NULL, NULL), "NULL controls take no event");
    CHECK(js_controls_draw(NULL, false) == -1, "NULL controls cannot draw");
    js_controls_destroy(NULL);

    char header_version[32];
    snprintf(header_version, sizeof header_version, "%d.%d.%d", JOYSTICK_SDL_MAJOR_VERSION,
             JOYSTICK_SDL_MINOR_VERSION, JOYSTICK_SDL_PATCHLEVEL);
    CHECK(strcmp(js_version(), header_version) == 0, "library %s, header %s", js_version(), header_version);
#if !JOYSTICK_SDL_VERSION_ATLEAST(1, 0, 0)
#error "JOYSTICK_SDL_VERSION_ATLEAST(1, 0, 0) is false for a 1.0 header"
#endif
    CHECK(JOYSTICK_SDL_VERSION_ATLEAST(JOYSTICK_SDL_MAJOR_VERSION, JOYSTICK_SDL_MINOR_VERSION,
                                       JOYSTICK_SDL_PATCHLEVEL), "at least its own version");
    CHECK(!JOYSTICK_SDL_VERSION_ATLEAST(JOYSTICK_SDL_MAJOR_VERSION, JOYSTICK_SDL_MINOR_VERSION,
                                        JOYSTICK_SDL_PATCHLEVEL + 1), "not the next patch");
    CHECK(!JOYSTICK_SDL_VERSION_ATLEAST(JOYSTICK_SDL_MAJOR_VERSION + 1, 0, 0), "not the next major version");

    controls = js_controls_create(renderer);
    CHECK(controls != NULL, "controls: %s", js_last_error());
    if (controls == NULL) return 1;
    CHECK(js_controls_add_stick(controls, NULL, 0, 0, -5) == NULL, "a negative side is refused");
    CHECK(js_controls_add_stick(controls, NULL, NAN, 0, 10) == NULL, "NaN is refused");
    CHECK(strstr(js_last_error(), "js_controls_add_stick") != NULL, "the error names the call: %s", js_last_error());
    double screen_width = 0, screen_height = 0;
    js_controls_screen_size(controls, &screen_width, &screen_height);
    CHECK(screen_width == 640 && screen_height == 480, "the controls see the logical size: %g x %g", screen_width,
          screen_height);

    /* A stick centred at (150, 250) of size 100: its base from (100, 200), radius 50. A button at (400, 300),
     * 80 across. */
    js_stick *stick = js_controls_add_stick(controls, NULL, 150, 250, 100);
    js_button *button = js_controls_add_button(controls, NULL, 400, 300, 80, "A");
    CHECK(js_stick_name(stick) == NULL && js_button_name(button) == NULL, "added without a name, they have none");
    /* A NULL event and a scancode SDL does not have: nothing done, and said. */
    CHECK(!js_controls_handle_event(controls, NULL)
              && strcmp(js_last_error(), "js_controls_handle_event: the event is NULL") == 0,
          "a NULL event: %s", js_last_error());
    js_button_bind_scancode(button, (SDL_Scancode)9999);
    CHECK(strcmp(js_last_error(), "js_button_bind_scancode: 9999 is not a scancode (0 to 511)") == 0,
          "a scancode out of range: %s", js_last_error());
    js_stick_bind_scancodes(stick, SDL_SCANCODE_UP, (SDL_Scancode)-1, SDL_SCANCODE_DOWN, SDL_SCANCODE_RIGHT);
    CHECK(strcmp(js_last_error(), "js_stick_bind_scancodes: -1 is not a scancode (0 to 511)") == 0,
          "a stick's scancode out of range: %s", js_last_error());
    int taps = 0;
    js_stick_on_polar(stick, on_polar, NULL);
    js_button_on_tap(button, on_tap, &taps);
    js_stick_set_dead_zone(stick, NAN);            /* ignored */

    mouse_button(1, 150, 250);
    CHECK(js_stick_is_active(stick), "the press takes the stick");
    CHECK(polar_calls == 0, "a press at the centre reports nothing new (%d calls)", polar_calls);
    mouse_motion(200, 250);
    CHECK(js_stick_angle(stick) == 90, "angle %.17g", js_stick_angle(stick));
    CHECK(js_stick_displacement(stick) == 1, "displacement %.17g", js_stick_displacement(stick));
    CHECK(js_stick_direction(stick) == JS_DIRECTION_RIGHT, "direction %d", js_stick_direction(stick));
    CHECK(polar_calls == 1 && polar_angle == 90 && polar_displacement == 1, "callback %d: %g %g", polar_calls,
          polar_angle, polar_displacement);
    mouse_motion(150, 225);
    double x = -1, y = -1;
    js_stick_xy(stick, &x, &y);
    CHECK(js_stick_angle(stick) == 0, "angle %.17g", js_stick_angle(stick));
    CHECK(js_stick_displacement(stick) == 0.5, "displacement %.17g", js_stick_displacement(stick));
    CHECK(close_to(x, 0) && y == 0.5, "xy (%.17g, %.17g)", x, y);
    mouse_motion(200, 250);
    js_stick_xy(stick, &x, &y);
    CHECK(x == 1 && y == 0 && !signbit(y), "pushed right: xy (%.17g, %.17g), no -0", x, y);
    mouse_motion(150, 225);
    CHECK(polar_calls == 4, "a callback per change (%d)", polar_calls);

    /* A second finger presses the button while the mouse holds the stick; a short press is one tap. */
    finger(SDL_FINGERDOWN, 2, 400, 300);
    CHECK(js_button_is_down(button), "the button is down");
    CHECK(js_stick_is_active(stick) && js_stick_displacement(stick) == 0.5, "the stick is still held");
    finger(SDL_FINGERUP, 2, 400, 300);
    CHECK(!js_button_is_down(button), "the button is up");
    CHECK(taps == 1, "one tap (%d)", taps);

    mouse_button(0, 150, 225);
    CHECK(js_stick_angle(stick) == 0 && js_stick_displacement(stick) == 0, "released: %g %g",
          js_stick_angle(stick), js_stick_displacement(stick));
    CHECK(polar_calls == 5 && polar_angle == 0 && polar_displacement == 0, "the release reports 0, 0");

    /* The direction callback hears each change, and -1 on release. */
    js_stick_on_direction(stick, on_direction, NULL);
    mouse_button(1, 150, 250);
    mouse_motion(150, 210);
    mouse_motion(190, 250);
    mouse_button(0, 190, 250);
    CHECK(direction_count == 3 && directions[0] == JS_DIRECTION_UP && directions[1] == JS_DIRECTION_RIGHT
          && directions[2] == JS_DIRECTION_NONE, "%d directions: %d %d %d", direction_count, directions[0],
          directions[1], directions[2]);
    js_stick_on_direction(stick, NULL, NULL);

    /* A polar and an xy callback at once: both hear each change. */
    int polar_before = polar_calls;
    js_stick_on_xy(stick, on_xy, NULL);
    mouse_button(1, 150, 250);
    mouse_motion(150, 200);
    CHECK(polar_calls == polar_before + 1 && polar_angle == 0 && polar_displacement == 1,
          "polar: %d calls, %g %g", polar_calls - polar_before, polar_angle, polar_displacement);
    CHECK(xy_calls == 1 && close_to(xy_x, 0) && xy_y == 1, "xy: %d calls, (%.17g, %.17g)", xy_calls, xy_x, xy_y);
    mouse_button(0, 150, 200);
    CHECK(polar_calls == polar_before + 2 && polar_displacement == 0 && xy_calls == 2 && xy_x == 0 && xy_y == 0,
          "the release reports 0 to both: %d polar, %d xy", polar_calls - polar_before, xy_calls);
    js_stick_on_xy(stick, NULL, NULL);

    /* A stick tap is called once the double-tap interval has passed; a double tap is no tap. */
    int stick_taps = 0;
    js_stick_on_tap(stick, on_tap, &stick_taps);
    mouse_button(1, 150, 250);
    mouse_button(0, 150, 250);
    CHECK(stick_taps == 0, "the tap waits (%d)", stick_taps);
    js_controls_update(controls, SDL_GetTicks() / 1000.0 + 1);
    CHECK(stick_taps == 1, "one stick tap (%d)", stick_taps);
    mouse_button(1, 150, 250);
    mouse_button(0, 150, 250);
    mouse_button(1, 150, 250);
    mouse_button(0, 150, 250);
    js_controls_update(controls, SDL_GetTicks() / 1000.0 + 1);
    CHECK(stick_taps == 1, "a double tap is no tap (%d)", stick_taps);
    js_stick_on_tap(stick, NULL, NULL);

    /* A disabled button takes no press; enabled again, it does. */
    js_button_set_enabled(button, false);
    finger(SDL_FINGERDOWN, 6, 400, 300);
    CHECK(!js_button_is_down(button), "a disabled button takes no finger");
    finger(SDL_FINGERUP, 6, 400, 300);
    js_button_set_enabled(button, true);

    /* A button moved and resized: it takes presses where it is now. */
    js_button_set_center(button, 500, 100);
    js_button_set_size(button, 60);
    js_button_set_center(button, NAN, 100);         /* ignored */
    js_button_set_size(button, -60);                /* ignored */
    double bx = 0, by = 0;
    js_button_center(button, &bx, &by);
    CHECK(bx == 500 && by == 100 && js_button_size(button) == 60, "button (%g, %g) size %g", bx, by,
          js_button_size(button));
    finger(SDL_FINGERDOWN, 5, 520, 100);
    CHECK(js_button_is_down(button), "pressed where it moved");
    finger(SDL_FINGERUP, 5, 520, 100);
    CHECK(taps == 2, "a second tap (%d)", taps);

    /* Mouse events SDL makes up from touches are dropped. */
    SDL_Event synthesized;
    memset(&synthesized, 0, sizeof synthesized);
    synthesized.type = SDL_MOUSEBUTTONDOWN;
    synthesized.button.which = SDL_TOUCH_MOUSEID;
    synthesized.button.button = SDL_BUTTON_LEFT;
    synthesized.button.x = 150;
    synthesized.button.y = 250;
    CHECK(!js_controls_handle_event(controls, &synthesized) && !js_stick_is_active(stick),
          "a synthesized click is dropped");

    /* A focus loss releases everything. */
    finger(SDL_FINGERDOWN, 3, 150, 250);
    finger(SDL_FINGERMOTION, 3, 150, 200);
    CHECK(js_stick_is_active(stick), "a finger holds the stick");
    SDL_Event focus;
    memset(&focus, 0, sizeof focus);
    focus.type = SDL_WINDOWEVENT;
    focus.window.event = SDL_WINDOWEVENT_FOCUS_LOST;
    deliver(&focus);
    CHECK(!js_stick_is_active(stick) && js_stick_displacement(stick) == 0, "the focus loss let go");

    /* No heap allocation per finger or mouse motion (after a warm-up that fills what is kept). */
    finger(SDL_FINGERDOWN, 4, 150, 250);
    mouse_button(1, 400, 300);
    SDL_Event motions[4];
    memset(motions, 0, sizeof motions);
    for (int i = 0; i < 2; i++) {
        motions[i].type = SDL_FINGERMOTION;
        motions[i].tfinger.touchId = 1;
        motions[i].tfinger.fingerId = 4;
        motions[i].tfinger.x = (i ? 180.0f : 120.0f) / 640.0f;
        motions[i].tfinger.y = (i ? 230.0f : 270.0f) / 480.0f;
        motions[2 + i].type = SDL_MOUSEMOTION;
        motions[2 + i].motion.state = SDL_BUTTON_LMASK;
        motions[2 + i].motion.x = i ? 420 : 380;
        motions[2 + i].motion.y = 300;
    }
    for (int i = 0; i < 100; i++) js_controls_handle_event(controls, &motions[i % 4]);
    counting = 1;
    js_controls_add_button(controls, NULL, 600, 40, 40, NULL);
    counting = 0;
    CHECK(allocations > 0, "the count sees the library's allocations (adding a button: %ld)", allocations);
    allocations = 0;
    counting = 1;
    for (int i = 0; i < 10000; i++) js_controls_handle_event(controls, &motions[i % 4]);
    js_controls_update(controls, 1.0);
    counting = 0;
    CHECK(allocations == 0, "%ld heap allocations in 10,000 motions and an update", allocations);
    CHECK(polar_calls > 1000, "the motions moved the stick (%d reports)", polar_calls);

    CHECK(js_controls_draw(controls, false) == 0, "drawing: %s", js_last_error());
    /* A blue base, the handle see-through: the rim at (104, 250) of the stick's base, from (100, 200), is pure
     * blue. */
    js_controls_release_all(controls);
    js_stick_set_base_tint(stick, (SDL_Color){0, 0, 255, 255});
    js_stick_set_handle_alpha(stick, 0);
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
    SDL_RenderClear(renderer);
    CHECK(js_controls_draw(controls, false) == 0, "drawing with a base tint: %s", js_last_error());
    Uint8 rim[4] = {0};
    SDL_Rect at = {104, 250, 1, 1};
    SDL_RenderReadPixels(renderer, &at, SDL_PIXELFORMAT_RGBA32, rim, 4);
    CHECK(rim[0] == 0 && rim[1] == 0 && rim[2] > 0, "the base is tinted blue: %d %d %d", rim[0], rim[1], rim[2]);
    js_stick_clear_base_tint(stick);
    js_stick_set_handle_alpha(stick, 1);

    /* A movable stick at (400, 380), side 80, in bounds 360...560 x 340...460 holding its whole base: dragged
     * far right its centre stops at 520 (560 - 40). */
    js_stick *movable = js_controls_add_stick(controls, NULL, 400, 380, 80);
    js_stick_set_movable(movable, true);
    js_stick_set_movable_bounds(movable, 360, 340, 200, 120);
    js_stick_set_movable_bounds_contains_frame(movable, true);
    mouse_button(1, 400, 380);
    mouse_motion(630, 380);
    double cx = 0, cy = 0;
    js_stick_center(movable, &cx, &cy);
    CHECK(cx == 520 && cy == 380, "the base stays inside its bounds: centre %g, %g", cx, cy);
    mouse_button(0, 630, 380);
    CHECK(js_stick_load_images(stick, "/nonexistent/base.png", NULL) == -1, "a missing picture fails");
    CHECK(strstr(js_last_error(), "/nonexistent/base.png") != NULL, "naming it: %s", js_last_error());
    /* A stick's pictures read back (NULL: the built-in one) and set back to the built-in ones. */
    CHECK(js_stick_image_file(stick, true) == NULL, "the built-in handle: %s", js_stick_image_file(stick, true));
    CHECK(js_stick_load_images(stick, NULL, "Assets/joystick/fancy-handle.png") == 0, "a handle of its own: %s",
          js_last_error());
    CHECK(js_stick_image_file(stick, true) != NULL
              && strcmp(js_stick_image_file(stick, true), "Assets/joystick/fancy-handle.png") == 0,
          "the handle's file read back: %s", js_stick_image_file(stick, true));
    CHECK(js_stick_image_file(stick, false) == NULL, "the base still the built-in one");
    js_stick_reset_images(stick);
    CHECK(js_stick_image_file(stick, true) == NULL, "the built-in handle again");
    js_button *pictured = js_controls_add_button(controls, NULL, 700, 100, 60, "");
    CHECK(js_button_load_images(pictured, NULL, "Assets/joystick/fancy-handle.png") == 0, "a button's own picture");
    CHECK(js_button_image_file(pictured, true) != NULL && js_button_image_file(pictured, false) == NULL,
          "its held picture read back, its up one built in");
    js_button_reset_images(pictured);
    CHECK(js_button_image_file(pictured, true) == NULL, "the built-in pictures again");
    js_button_remove(pictured);

    /* Keys, read as raylib reads them: a button bound to Space, tapped by a finger within one frame, reads down
     * for the frame that update closed, pressed once and released once; the next frame, none of it. */
    js_button *jump = js_controls_add_button(controls, "jump", 300, 420, 60, "J");
    CHECK(jump != NULL && js_button_name(jump) != NULL && strcmp(js_button_name(jump), "jump") == 0,
          "named when added: %s", jump ? js_button_name(jump) : js_last_error());
    js_button_bind_scancode(jump, SDL_SCANCODE_SPACE);
    js_controls_update(controls, 3.0);
    finger(SDL_FINGERDOWN, 7, 300, 420);
    finger(SDL_FINGERUP, 7, 300, 420);
    CHECK(!js_controls_is_key_down(controls, SDL_SCANCODE_SPACE)
              && !js_controls_was_key_pressed(controls, SDL_SCANCODE_SPACE), "not before the update");
    js_controls_update(controls, 3.1);
    CHECK(js_controls_is_key_down(controls, SDL_SCANCODE_SPACE), "down for the frame the tap was in");
    CHECK(js_controls_was_key_pressed(controls, SDL_SCANCODE_SPACE)
              && js_controls_was_key_released(controls, SDL_SCANCODE_SPACE), "pressed and released");
    CHECK(js_button_was_pressed(jump) && js_button_was_released(jump) && !js_button_is_down(jump),
          "the button: pressed and released, up when read");
    CHECK(!js_controls_is_key_down(controls, SDL_SCANCODE_RETURN)
              && !js_controls_was_key_pressed(controls, SDL_SCANCODE_RETURN), "no other key");
    js_controls_update(controls, 3.2);
    CHECK(!js_controls_is_key_down(controls, SDL_SCANCODE_SPACE)
              && !js_controls_was_key_pressed(controls, SDL_SCANCODE_SPACE)
              && !js_controls_was_key_released(controls, SDL_SCANCODE_SPACE), "and only in that frame: once");

    /* A stick bound to WASD, both ways: the keys move it, and it presses none of them itself (nothing is
     * echoed); a finger on it presses them. SDL's dummy driver keeps no keyboard state: the keyboard state shows
     * the keys whose events the controls were given, as SDL's would show a real keyboard's. A stick centred at
     * (300, 100), size 100. */
    js_stick *walker = js_controls_add_stick(controls, "walker", 300, 100, 100);
    js_stick_bind_scancodes(walker, SDL_SCANCODE_W, SDL_SCANCODE_A, SDL_SCANCODE_S, SDL_SCANCODE_D);
    js_controls_set_pushes_key_events(controls, true);
    const Uint8 *keys = js_controls_keyboard_state(controls, NULL);
    key(SDL_KEYDOWN, SDL_SCANCODE_W);
    CHECK(!taken && js_stick_direction(walker) == JS_DIRECTION_UP,
          "W moves the stick up and stays the game's: taken %d, direction %d", (int)taken,
          (int)js_stick_direction(walker));
    key(SDL_KEYDOWN, SDL_SCANCODE_D);
    CHECK(js_stick_direction(walker) == JS_DIRECTION_UP_RIGHT, "W and D: up-right (%d)",
          (int)js_stick_direction(walker));
    js_stick_xy(walker, &x, &y);
    CHECK(close_to(x, sqrt(0.5)) && close_to(y, sqrt(0.5)), "a diagonal of the travel: xy (%.17g, %.17g)", x, y);
    CHECK(!js_stick_is_active(walker), "no finger holds it");
    int echoed = pushed_keys();
    js_controls_update(controls, 4.0);
    CHECK(echoed == 0 && keys[SDL_SCANCODE_W] == 1 && keys[SDL_SCANCODE_D] == 1,
          "the stick the keys move presses none (the keys down are the keyboard's): %d pushed, W %d, D %d", echoed,
          keys[SDL_SCANCODE_W], keys[SDL_SCANCODE_D]);
    CHECK(js_controls_was_key_pressed(controls, SDL_SCANCODE_W) && js_controls_is_key_down(controls, SDL_SCANCODE_W),
          "the real key's own press is read, and it is down");
    key(SDL_KEYUP, SDL_SCANCODE_W);
    key(SDL_KEYUP, SDL_SCANCODE_D);
    CHECK(js_stick_direction(walker) == JS_DIRECTION_NONE && pushed_keys() == 0, "let go, nothing pushed");
    CHECK(keys[SDL_SCANCODE_W] == 0 && keys[SDL_SCANCODE_D] == 0 && !js_controls_is_key_down(controls, SDL_SCANCODE_W),
          "and up: W %d, D %d", keys[SDL_SCANCODE_W], keys[SDL_SCANCODE_D]);
    finger(SDL_FINGERDOWN, 8, 300, 100);
    finger(SDL_FINGERMOTION, 8, 300, 50);
    int pushed = pushed_keys();
    js_controls_update(controls, 4.1);
    CHECK(pushed == 1 && keys[SDL_SCANCODE_W] == 1 && keys[SDL_SCANCODE_A] == 0 && keys[SDL_SCANCODE_D] == 0,
          "a finger pushing it up presses W: %d pushed, W %d", pushed, keys[SDL_SCANCODE_W]);
    CHECK(js_controls_is_key_down(controls, SDL_SCANCODE_W) && js_controls_was_key_pressed(controls, SDL_SCANCODE_W),
          "W is down and was pressed");
    finger(SDL_FINGERUP, 8, 300, 50);
    pushed = pushed_keys();
    js_controls_update(controls, 4.2);
    CHECK(pushed == 1 && keys[SDL_SCANCODE_W] == 0 && js_controls_was_key_released(controls, SDL_SCANCODE_W),
          "the finger lifted lets W go: %d pushed, W %d", pushed, keys[SDL_SCANCODE_W]);
    js_stick_unbind_scancodes(walker);
    key(SDL_KEYDOWN, SDL_SCANCODE_W);
    CHECK(!taken && js_stick_direction(walker) == JS_DIRECTION_NONE, "unbound, W is the game's");
    key(SDL_KEYUP, SDL_SCANCODE_W);
    js_controls_set_pushes_key_events(controls, false);
    CHECK(js_controls_draw(controls, true) == 0, "drawing faded: %s", js_last_error());

    /* Every setter has its getter (the header's naming rule): the defaults, what is set read back, a number out
     * of range at its nearest end, NaN kept, and NULL read as nothing. */
#define READS(get, handle, expected) CHECK(get(handle) == (expected), #get ": %g, not %g", (double)get(handle), (double)(expected))
#define SETS(set, get, handle, value, expected) do { set(handle, value); READS(get, handle, expected); } while (0)
    js_stick *knob = js_controls_add_stick(controls, "knobs", 520, 100, 60);
    js_button *key_button = js_controls_add_button(controls, "keys", 600, 40, 40, "K");
    READS(js_stick_travel, knob, 1);
    READS(js_stick_dead_zone, knob, 0);
    READS(js_stick_direction_threshold, knob, 0.2);
    READS(js_stick_direction_hysteresis, knob, 10);
    READS(js_stick_delay_before_reporting, knob, 0.3);
    READS(js_stick_tap_duration, knob, 0.3);
    READS(js_stick_double_tap_interval, knob, 0.3);
    READS(js_stick_handle_size_ratio, knob, 0.85);
    READS(js_stick_alpha, knob, 1);
    READS(js_stick_reach, knob, 0);
    CHECK(js_stick_enable_double_tap_for_frame_reset(knob) && js_stick_is_enabled(knob) && !js_stick_is_hidden(knob)
              && !js_stick_movable(knob) && !js_stick_movable_bounds_contains_frame(knob)
              && !js_stick_color_fill_handle_image(knob),
          "a stick's yes-or-no defaults");
    CHECK(js_stick_handle_position_mode(knob) == JS_HANDLE_POSITION_ABSOLUTE
              && js_stick_dead_zone_shape(knob) == JS_DEAD_ZONE_RADIAL
              && js_stick_direction_mode(knob) == JS_DIRECTION_MODE_EIGHT,
          "a stick's modes by default");
    SETS(js_stick_set_travel, js_stick_travel, knob, 1.5, 1.5);
    SETS(js_stick_set_dead_zone, js_stick_dead_zone, knob, 0.25, 0.25);
    SETS(js_stick_set_dead_zone, js_stick_dead_zone, knob, 2, 1);
    SETS(js_stick_set_dead_zone, js_stick_dead_zone, knob, NAN, 1);
    SETS(js_stick_set_dead_zone, js_stick_dead_zone, knob, -1, 0);
    SETS(js_stick_set_direction_threshold, js_stick_direction_threshold, knob, 0.4, 0.4);
    SETS(js_stick_set_direction_hysteresis, js_stick_direction_hysteresis, knob, 15, 15);
    SETS(js_stick_set_direction_hysteresis, js_stick_direction_hysteresis, knob, INFINITY, 15);
    SETS(js_stick_set_delay_before_reporting, js_stick_delay_before_reporting, knob, 0.1, 0.1);
    SETS(js_stick_set_delay_before_reporting, js_stick_delay_before_reporting, knob, -1, 0);
    SETS(js_stick_set_tap_duration, js_stick_tap_duration, knob, 0.2, 0.2);
    SETS(js_stick_set_double_tap_interval, js_stick_double_tap_interval, knob, 0.5, 0.5);
    SETS(js_stick_set_handle_size_ratio, js_stick_handle_size_ratio, knob, 0.5, 0.5);
    SETS(js_stick_set_handle_size_ratio, js_stick_handle_size_ratio, knob, -2, 0.5);
    SETS(js_stick_set_alpha, js_stick_alpha, knob, 0.75, 0.75);
    SETS(js_stick_set_alpha, js_stick_alpha, knob, 3, 1);
    SETS(js_stick_set_base_alpha, js_stick_base_alpha, knob, 0.5, 0.5);
    SETS(js_stick_set_handle_alpha, js_stick_handle_alpha, knob, 0.25, 0.25);
    SETS(js_stick_set_handle_alpha, js_stick_handle_alpha, knob, NAN, 0.25);
    SETS(js_stick_set_reach, js_stick_reach, knob, 0.2, 0.2);
    SETS(js_stick_set_reach, js_stick_reach, knob, 5, 1);
    SETS(js_stick_set_reach, js_stick_reach, knob, NAN, 1);
    SETS(js_stick_set_reach, js_stick_reach, knob, -1, 0);
    js_stick_set_enable_double_tap_for_frame_reset(knob, false);
    js_stick_set_enabled(knob, false);
    js_stick_set_hidden(knob, true);
    js_stick_set_movable(knob, true);
    js_stick_set_movable_bounds_contains_frame(knob, true);
    js_stick_set_color_fill_handle_image(knob, true);
    CHECK(!js_stick_enable_double_tap_for_frame_reset(knob) && !js_stick_is_enabled(knob) && js_stick_is_hidden(knob)
              && js_stick_movable(knob) && js_stick_movable_bounds_contains_frame(knob)
              && js_stick_color_fill_handle_image(knob),
          "a stick's yes-or-no settings read back");
    js_stick_set_hidden(knob, false);
    js_stick_set_enabled(knob, true);
    js_stick_set_handle_position_mode(knob, JS_HANDLE_POSITION_RELATIVE);
    js_stick_set_dead_zone_shape(knob, JS_DEAD_ZONE_AXIAL);
    js_stick_set_direction_mode(knob, JS_DIRECTION_MODE_FOUR);
    CHECK(js_stick_handle_position_mode(knob) == JS_HANDLE_POSITION_RELATIVE
              && js_stick_dead_zone_shape(knob) == JS_DEAD_ZONE_AXIAL
              && js_stick_direction_mode(knob) == JS_DIRECTION_MODE_FOUR,
          "a stick's modes read back");
    js_stick_set_handle_position_mode(knob, (js_handle_position_mode)7);
    CHECK(js_stick_handle_position_mode(knob) == JS_HANDLE_POSITION_RELATIVE
              && strcmp(js_last_error(), "js_stick_set_handle_position_mode: 7 is neither JS_HANDLE_POSITION_ABSOLUTE"
                                         " nor JS_HANDLE_POSITION_RELATIVE") == 0,
          "a position mode that is none is refused: %s", js_last_error());
    js_stick_set_dead_zone_shape(knob, (js_dead_zone_shape)-1);
    CHECK(js_stick_dead_zone_shape(knob) == JS_DEAD_ZONE_AXIAL
              && strcmp(js_last_error(), "js_stick_set_dead_zone_shape: -1 is neither JS_DEAD_ZONE_RADIAL nor"
                                         " JS_DEAD_ZONE_AXIAL") == 0,
          "a dead zone shape that is none is refused: %s", js_last_error());
    js_stick_set_direction_mode(knob, (js_direction_mode)6);
    CHECK(js_stick_direction_mode(knob) == JS_DIRECTION_MODE_FOUR
              && strcmp(js_last_error(), "js_stick_set_direction_mode: 6 is neither JS_DIRECTION_MODE_FOUR nor"
                                         " JS_DIRECTION_MODE_EIGHT") == 0,
          "a direction mode that is none is refused: %s", js_last_error());
    js_stick_set_direction_mode(NULL, (js_direction_mode)6);
    CHECK(strcmp(js_last_error(), "js_stick_set_direction_mode: the stick is NULL") == 0,
          "a NULL stick is said before the mode: %s", js_last_error());
    double rx = -1, ry = -1, rw = -1, rh = -1;
    CHECK(!js_stick_movable_bounds(knob, &rx, &ry, &rw, &rh) && rx == -1, "no movable bounds: nothing written");
    js_stick_set_movable_bounds(knob, 400, 20, 200, 150);
    CHECK(js_stick_movable_bounds(knob, &rx, &ry, &rw, &rh) && rx == 400 && ry == 20 && rw == 200 && rh == 150,
          "the movable bounds read back: %g %g %g %g", rx, ry, rw, rh);
    js_stick_set_movable_bounds(knob, NAN, 0, 10, 10);
    js_stick_set_movable_bounds(knob, 0, 0, INFINITY, 10);
    js_stick_set_movable_bounds(knob, 0, 0, 10, -1);
    CHECK(js_stick_movable_bounds(knob, &rx, &ry, &rw, &rh) && rx == 400 && ry == 20 && rw == 200 && rh == 150,
          "movable bounds with NaN, an infinity or a negative side are ignored: %g %g %g %g", rx, ry, rw, rh);
    js_stick_set_activation_area(knob, 410, 30, 100, 90);
    CHECK(js_stick_activation_area(knob, &rx, NULL, &rw, &rh) && rx == 410 && rw == 100 && rh == 90,
          "the activation area reads back, a NULL pointer left out");
    js_stick_clear_activation_area(knob);
    CHECK(!js_stick_activation_area(knob, NULL, NULL, NULL, NULL), "a cleared activation area reads as none");
    js_stick_set_handle_constraint(knob, 0, 30, 60, 0);
    CHECK(js_stick_handle_constraint(knob, &rx, &ry, &rw, &rh) && rx == 0 && ry == 30 && rw == 60 && rh == 0,
          "the handle constraint reads back");
    js_stick_set_handle_constraint(knob, 0, 30, -60, 0);
    js_stick_set_activation_area(knob, 410, NAN, 100, 90);
    CHECK(js_stick_handle_constraint(knob, &rx, &ry, &rw, &rh) && rx == 0 && ry == 30 && rw == 60 && rh == 0
              && !js_stick_activation_area(knob, NULL, NULL, NULL, NULL),
          "a handle constraint with a negative side and an activation area with NaN are ignored");
    SETS(js_stick_set_travel, js_stick_travel, knob, 0, 1.5);
    SETS(js_stick_set_travel, js_stick_travel, knob, NAN, 1.5);
    SDL_Color tint = {0, 0, 0, 0};
    CHECK(!js_stick_base_tint(knob, &tint) && !js_stick_handle_tint(knob, &tint) && tint.a == 0, "no tints at first");
    js_stick_set_base_tint(knob, (SDL_Color){10, 20, 30, 255});
    js_stick_set_handle_tint(knob, (SDL_Color){40, 50, 60, 200});
    CHECK(js_stick_base_tint(knob, &tint) && tint.r == 10 && tint.g == 20 && tint.b == 30 && tint.a == 255,
          "the base tint reads back");
    CHECK(js_stick_handle_tint(knob, &tint) && tint.r == 40 && tint.a == 200, "the handle tint reads back");
    js_stick_clear_handle_tint(knob);
    CHECK(!js_stick_handle_tint(knob, NULL), "a cleared tint reads as none");
    READS(js_button_alpha, key_button, 1);
    READS(js_button_reach, key_button, 0);
    CHECK(js_button_is_enabled(key_button) && !js_button_is_hidden(key_button) && !js_button_tint(key_button, NULL),
          "a button's defaults");
    SETS(js_button_set_alpha, js_button_alpha, key_button, 0.4, 0.4);
    SETS(js_button_set_alpha, js_button_alpha, key_button, NAN, 0.4);
    SETS(js_button_set_reach, js_button_reach, key_button, 0.3, 0.3);
    js_button_set_enabled(key_button, false);
    js_button_set_hidden(key_button, true);
    js_button_set_tint(key_button, (SDL_Color){200, 100, 50, 255});
    CHECK(!js_button_is_enabled(key_button) && js_button_is_hidden(key_button) && js_button_tint(key_button, &tint)
              && tint.r == 200 && tint.g == 100 && tint.b == 50,
          "a button's settings read back");
    READS(js_controls_idle_alpha, controls, 0.5);
    READS(js_controls_dimmed_alpha, controls, 0.35);
    READS(js_controls_gamepad_dead_zone, controls, 0.2);
    SETS(js_controls_set_idle_alpha, js_controls_idle_alpha, controls, 0.6, 0.6);
    SETS(js_controls_set_dimmed_alpha, js_controls_dimmed_alpha, controls, 2, 1);
    SETS(js_controls_set_gamepad_dead_zone, js_controls_gamepad_dead_zone, controls, 0.1, 0.1);
    CHECK(!js_controls_steps_aside(controls) && !js_controls_pushes_key_events(controls)
              && !js_controls_uses_window_pixels(controls),
          "the controls' yes-or-no defaults");
    js_controls_set_steps_aside(controls, true);
    js_controls_set_pushes_key_events(controls, true);
    js_controls_set_uses_window_pixels(controls, true);
    CHECK(js_controls_steps_aside(controls) && js_controls_pushes_key_events(controls)
              && js_controls_uses_window_pixels(controls),
          "the controls' yes-or-no settings read back");
    js_controls_set_steps_aside(controls, false);
    js_controls_set_pushes_key_events(controls, false);
    js_controls_set_uses_window_pixels(controls, false);
    js_controls_set_idle_alpha(controls, 0.5);
    js_controls_set_dimmed_alpha(controls, 0.35);
    js_controls_set_gamepad_dead_zone(controls, 0.2);
    CHECK(js_stick_dead_zone(NULL) == 0 && js_stick_alpha(NULL) == 0 && !js_stick_is_enabled(NULL)
              && !js_stick_base_tint(NULL, &tint) && !js_stick_movable_bounds(NULL, &rx, NULL, NULL, NULL)
              && js_stick_handle_position_mode(NULL) == JS_HANDLE_POSITION_ABSOLUTE && js_button_alpha(NULL) == 0
              && js_controls_idle_alpha(NULL) == 0 && !js_controls_steps_aside(NULL),
          "NULL reads as nothing");
    js_stick_remove(knob);
    js_button_remove(key_button);
#undef SETS
#undef READS

    /* Hidden controls let go at once and take no touch; shown again, they do. A floating stick takes a touch-down
     * in the lower half of the screen's half its home is in, and gives its own area back when it stops. */
    js_stick *floater = js_controls_add_stick(controls, "floater", 100, 400, 80);
    js_button *hider = js_controls_add_button(controls, "hider", 560, 120, 60, "H");
    finger(SDL_FINGERDOWN, 20, 560, 120);
    CHECK(js_button_is_down(hider) && !js_controls_is_hidden(controls), "the button is held before hiding");
    js_controls_set_hidden(controls, true);
    CHECK(js_controls_is_hidden(controls) && !js_button_is_down(hider), "hiding lets the button go");
    finger(SDL_FINGERUP, 20, 560, 120);
    finger(SDL_FINGERDOWN, 21, 560, 120);
    CHECK(!taken && !js_button_is_down(hider), "hidden, a touch on the button is the game's");
    finger(SDL_FINGERUP, 21, 560, 120);
    js_controls_set_hidden(controls, false);
    finger(SDL_FINGERDOWN, 22, 560, 120);
    CHECK(taken && js_button_is_down(hider), "shown again, the button takes a touch");
    finger(SDL_FINGERUP, 22, 560, 120);
    CHECK(!js_stick_is_floating(floater) && !js_stick_is_floating(NULL), "a stick does not float at first");
    js_stick_set_activation_area(floater, 0, 0, 20, 20);
    js_stick_set_floating(floater, true);
    CHECK(js_stick_is_floating(floater), "floating");
    finger(SDL_FINGERDOWN, 23, 250, 300);
    double fx = 0, fy = 0;
    js_stick_center(floater, &fx, &fy);
    CHECK(taken && fx == 250 && fy == 300, "a touch-down in its quarter (0, 240, 320, 240) brings it: (%g, %g)", fx, fy);
    finger(SDL_FINGERUP, 23, 250, 300);
    js_stick_center(floater, &fx, &fy);
    CHECK(fx == 100 && fy == 400, "and it goes home when let go: (%g, %g)", fx, fy);
    finger(SDL_FINGERDOWN, 24, 250, 200);
    js_stick_center(floater, &fx, &fy);
    CHECK(!taken && fx == 100, "a touch-down above its quarter is the game's");
    finger(SDL_FINGERUP, 24, 250, 200);
    js_stick_set_floating(floater, false);
    finger(SDL_FINGERDOWN, 25, 5, 15);
    js_stick_center(floater, &fx, &fy);
    CHECK(!js_stick_is_floating(floater) && taken && fx == 5 && fy == 15,
          "stopped floating, its own area is back: (%g, %g)", fx, fy);
    finger(SDL_FINGERUP, 25, 5, 15);

    js_controls_destroy(controls);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    if (failed == 0) {
        printf("api_test: all %d checks of the C API held\n", passed);
    } else {
        printf("api_test: %d of %d checks of the C API FAILED\n", failed, passed + failed);
    }
    return failed == 0 ? 0 : 1;
}
