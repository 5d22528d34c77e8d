/* The C library's contract, checked from C: the numbers of the issue that defined it, NULL handles, bad
 * numbers, and no heap allocation per pointer motion. Built and run by scripts/test-c-library.sh against the
 * installed library, on SDL's dummy video driver. Prints "N passed, N failed". */
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

static void deliver(SDL_Event *event) {
    SDL_PushEvent(event);
    SDL_Event polled;
    while (SDL_PollEvent(&polled)) js_controls_handle_event(controls, &polled);
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

/* ---- Callbacks ---- */

static int polar_calls = 0;
static double polar_angle = -1, polar_displacement = -1;

static void on_polar(void *user, double angle, double displacement) {
    (void)user;
    polar_calls++;
    polar_angle = angle;
    polar_displacement = displacement;
}

static void on_tap(void *user) { (*(int *)user)++; }

static int directions[8], direction_count = 0;
static void on_direction(void *user, int direction) {
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
    CHECK(js_button_pressed(NULL) == 0, "NULL button is not pressed");
    CHECK(js_controls_handle_event(NULL, NULL) == 0, "NULL controls take no event");
    CHECK(js_controls_draw(NULL) == -1, "NULL controls cannot draw");
    js_controls_destroy(NULL);

    char header_version[32];
    snprintf(header_version, sizeof header_version, "%d.%d.%d", JOYSTICK_SDL_MAJOR_VERSION,
             JOYSTICK_SDL_MINOR_VERSION, JOYSTICK_SDL_PATCHLEVEL);
    CHECK(strcmp(js_version(), header_version) == 0, "library %s, header %s", js_version(), header_version);
#if !JOYSTICK_SDL_VERSION_ATLEAST(0, 1, 0)
#error "JOYSTICK_SDL_VERSION_ATLEAST(0, 1, 0) is false for a 0.1 header"
#endif
    CHECK(JOYSTICK_SDL_VERSION_ATLEAST(JOYSTICK_SDL_MAJOR_VERSION, JOYSTICK_SDL_MINOR_VERSION,
                                       JOYSTICK_SDL_PATCHLEVEL), "at least its own version");
    CHECK(!JOYSTICK_SDL_VERSION_ATLEAST(JOYSTICK_SDL_MAJOR_VERSION, JOYSTICK_SDL_MINOR_VERSION,
                                        JOYSTICK_SDL_PATCHLEVEL + 1), "not the next patch");
    CHECK(!JOYSTICK_SDL_VERSION_ATLEAST(JOYSTICK_SDL_MAJOR_VERSION + 1, 0, 0), "not the next major version");

    controls = js_controls_create(renderer);
    CHECK(controls != NULL, "controls: %s", js_last_error());
    if (controls == NULL) return 1;
    CHECK(js_controls_add_stick(controls, 0, 0, -5) == NULL, "a negative side is refused");
    CHECK(js_controls_add_stick(controls, NAN, 0, 10) == NULL, "NaN is refused");
    CHECK(strstr(js_last_error(), "js_controls_add_stick") != NULL, "the error names the call: %s", js_last_error());

    /* A stick at (100, 200) of size 100: centre (150, 250), radius 50. */
    js_stick *stick = js_controls_add_stick(controls, 100, 200, 100);
    js_button *button = js_controls_add_button(controls, 400, 300, 40, "A");
    int taps = 0;
    js_stick_on_polar(stick, on_polar, NULL);
    js_button_on_tap(button, on_tap, &taps);
    js_stick_set_dead_zone(stick, NAN);            /* ignored */

    mouse_button(1, 150, 250);
    CHECK(js_stick_active(stick) == 1, "the press takes the stick");
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
    CHECK(js_button_pressed(button) == 1, "the button is down");
    CHECK(js_stick_active(stick) == 1 && js_stick_displacement(stick) == 0.5, "the stick is still held");
    finger(SDL_FINGERUP, 2, 400, 300);
    CHECK(js_button_pressed(button) == 0, "the button is up");
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
    js_button_set_enabled(button, 0);
    finger(SDL_FINGERDOWN, 6, 400, 300);
    CHECK(js_button_pressed(button) == 0, "a disabled button takes no finger");
    finger(SDL_FINGERUP, 6, 400, 300);
    js_button_set_enabled(button, 1);

    /* A button moved and resized: it takes presses where it is now. */
    js_button_set_circle(button, 500, 100, 30);
    js_button_set_circle(button, NAN, 100, 30);     /* ignored */
    double bx = 0, by = 0;
    js_button_center(button, &bx, &by);
    CHECK(bx == 500 && by == 100 && js_button_radius(button) == 30, "button (%g, %g) r %g", bx, by,
          js_button_radius(button));
    finger(SDL_FINGERDOWN, 5, 520, 100);
    CHECK(js_button_pressed(button) == 1, "pressed where it moved");
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
    CHECK(js_controls_handle_event(controls, &synthesized) == 0 && js_stick_active(stick) == 0, "a synthesized click is dropped");

    /* A focus loss releases everything. */
    finger(SDL_FINGERDOWN, 3, 150, 250);
    finger(SDL_FINGERMOTION, 3, 150, 200);
    CHECK(js_stick_active(stick) == 1, "a finger holds the stick");
    SDL_Event focus;
    memset(&focus, 0, sizeof focus);
    focus.type = SDL_WINDOWEVENT;
    focus.window.event = SDL_WINDOWEVENT_FOCUS_LOST;
    deliver(&focus);
    CHECK(js_stick_active(stick) == 0 && js_stick_displacement(stick) == 0, "the focus loss let go");

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
    js_controls_add_button(controls, 600, 40, 20, NULL);
    counting = 0;
    CHECK(allocations > 0, "the count sees the library's allocations (adding a button: %ld)", allocations);
    allocations = 0;
    counting = 1;
    for (int i = 0; i < 10000; i++) js_controls_handle_event(controls, &motions[i % 4]);
    js_controls_update(controls, 1.0);
    counting = 0;
    CHECK(allocations == 0, "%ld heap allocations in 10,000 motions and an update", allocations);
    CHECK(polar_calls > 1000, "the motions moved the stick (%d reports)", polar_calls);

    CHECK(js_controls_draw(controls) == 0, "drawing: %s", js_last_error());
    /* A blue base, the handle see-through: the rim at (104, 250) of the stick at (100, 200) is pure blue. */
    js_controls_release_all(controls);
    js_stick_set_base_tint(stick, (SDL_Color){0, 0, 255, 255});
    js_stick_set_alpha(stick, 1, 0);
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
    SDL_RenderClear(renderer);
    CHECK(js_controls_draw(controls) == 0, "drawing with a base tint: %s", js_last_error());
    Uint8 rim[4] = {0};
    SDL_Rect at = {104, 250, 1, 1};
    SDL_RenderReadPixels(renderer, &at, SDL_PIXELFORMAT_RGBA32, rim, 4);
    CHECK(rim[0] == 0 && rim[1] == 0 && rim[2] > 0, "the base is tinted blue: %d %d %d", rim[0], rim[1], rim[2]);
    js_stick_clear_base_tint(stick);
    js_stick_set_alpha(stick, 1, 1);

    /* A movable stick at (400, 380), side 80, in bounds 360...560 x 340...460 holding its whole base: dragged
     * far right its centre stops at 520 (560 - 40). */
    js_stick *movable = js_controls_add_stick(controls, 360, 340, 80);
    js_stick_set_movable(movable, 1);
    js_stick_set_movable_bounds(movable, 360, 340, 200, 120);
    js_stick_set_movable_bounds_contain_frame(movable, 1);
    mouse_button(1, 400, 380);
    mouse_motion(630, 380);
    double cx = 0, cy = 0;
    js_stick_center(movable, &cx, &cy);
    CHECK(cx == 520 && cy == 380, "the base stays inside its bounds: centre %g, %g", cx, cy);
    mouse_button(0, 630, 380);
    CHECK(js_stick_load_images(stick, "/nonexistent/base.png", NULL) == -1, "a missing picture fails");
    CHECK(strstr(js_last_error(), "/nonexistent/base.png") != NULL, "naming it: %s", js_last_error());

    /* The 0.1 names still link and work. */
    js_stick *older = js_add_stick(controls, 500, 380, 60);
    CHECK(older != NULL, "js_add_stick: %s", js_last_error());
    CHECK(js_add_button(controls, 60, 60, 20, "B") != NULL, "js_add_button: %s", js_last_error());
    js_stick_bind_keyboard(controls, older);
    SDL_Event right;
    memset(&right, 0, sizeof right);
    right.type = SDL_KEYDOWN;
    right.key.keysym.sym = SDLK_d;
    CHECK(js_handle_event(controls, &right) == 1 && js_stick_direction(older) == JS_DIRECTION_RIGHT,
          "js_stick_bind_keyboard binds WASD: direction %d", js_stick_direction(older));
    js_update(controls, 2.0);
    CHECK(js_draw(controls) == 0, "js_draw: %s", js_last_error());

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
