/* Destroying the controls from inside each kind of callback the library fires (a button's press, release and
 * tap, a stick's polar, xy, direction and tap callbacks, the layout editor's close; from js_controls_handle_event,
 * js_controls_update, js_button_set_down, js_controls_set_editing_layout, js_controls_refresh_screen and
 * js_controls_set_uses_window_pixels): the call that fired it returns without touching freed memory, and no
 * callback fires after the destroy. Built and run by scripts/test-c-library.sh under valgrind (--error-exitcode),
 * on SDL's dummy video driver. Prints "N passed, N failed". */
#include <stdio.h>
#include <string.h>

#include <joystick_sdl.h>

#include "check.h"
#include "events.h"

static SDL_Renderer *renderer;
/* Fresh controls: a stick centred at (150, 250), size 100, and a button at (400, 300), 80 across. */
static js_stick *stick;
static js_button *button;
/* The controls under test; NULL once a callback destroyed them. */
static js_controls *controls;
/* Every callback that fired, in order, as letters: p press, r release, t tap, o polar, x xy, d direction,
 * s stick tap, k editor closed and kept, c editor cancelled. */
static char fired[64];

static void note(char what) {
    size_t length = strlen(fired);
    if (length + 1 < sizeof fired) {
        fired[length] = what;
        fired[length + 1] = '\0';
    }
}

static void destroy_controls(void) {
    js_controls_destroy(controls);
    controls = NULL;
}

static void press(void *user) { note('p'); if (user) destroy_controls(); }
static void release(void *user) { note('r'); if (user) destroy_controls(); }
static void tap(void *user) { note('t'); if (user) destroy_controls(); }
static void polar(void *user, double angle, double displacement) {
    (void)angle; (void)displacement;
    note('o');
    if (user) destroy_controls();
}
static void xy(void *user, double x, double y) {
    (void)x; (void)y;
    note('x');
    if (user) destroy_controls();
}
static void direction(void *user, js_direction way) {
    (void)way;
    note('d');
    if (user) destroy_controls();
}
static void stick_tap(void *user) { note('s'); if (user) destroy_controls(); }
static void editor_close(void *user, bool kept) {
    note(kept ? 'k' : 'c');
    if (user) destroy_controls();
}

/* Remove the control that called them. */
static void remove_stick(void *user, double angle, double displacement) {
    (void)user; (void)angle; (void)displacement;
    note('R');
    js_stick_remove(stick);
}
static void remove_button(void *user) {
    (void)user;
    note('P');
    js_button_remove(button);
}

/* A polar report that hands the controls another event, a finger down on the button, from inside the call
 * that fired it: the button's press (DESTROY) destroys them inside the inner call. */
static void polar_presses_button(void *user, double angle, double displacement) {
    (void)user; (void)angle; (void)displacement;
    note('o');
    SDL_Event down = finger_event(SDL_FINGERDOWN, 2, 400, 300, 640, 480);
    if (controls != NULL) js_controls_handle_event(controls, &down);
    note(controls == NULL ? '-' : '+');
}

/* Pushes an event through SDL's queue and hands what comes back to the controls while they exist. */
static void finger(Uint32 type, float x, float y) {
    SDL_Event event = finger_event(type, 1, x, y, 640, 480);
    SDL_PushEvent(&event);
    SDL_Event polled;
    while (SDL_PollEvent(&polled)) {
        if (controls != NULL) js_controls_handle_event(controls, &polled);
    }
}


/* A key pressed, the same way. */
static void key_down(SDL_Scancode scancode) {
    SDL_Event event = key_event(SDL_KEYDOWN, scancode);
    SDL_PushEvent(&event);
    SDL_Event polled;
    while (SDL_PollEvent(&polled)) {
        if (controls != NULL) js_controls_handle_event(controls, &polled);
    }
}

static void make_controls(void) {
    fired[0] = '\0';
    controls = js_controls_create(renderer);
    stick = js_controls_add_stick(controls, NULL, 150, 250, 100);
    button = js_controls_add_button(controls, NULL, 400, 300, 80, "A");
}

/* The user pointer that destroys: any non-NULL pointer. */
static int destroys;
#define DESTROY (&destroys)

int main(void) {
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    SDL_Window *window = SDL_CreateWindow("lifetime test", 0, 0, 640, 480, 0);
    renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    SDL_RenderSetLogicalSize(renderer, 640, 480);

    /* A button's press destroys: its release and tap never fire. */
    make_controls();
    js_button_on_press(button, press, DESTROY);
    js_button_on_release(button, release, NULL);
    js_button_on_tap(button, tap, NULL);
    finger(SDL_FINGERDOWN, 400, 300);
    finger(SDL_FINGERUP, 400, 300);
    CHECK(controls == NULL && strcmp(fired, "p") == 0, "destroyed on press, then heard: %s", fired);

    /* Its release destroys: the tap that would follow never fires. */
    make_controls();
    js_button_on_press(button, press, NULL);
    js_button_on_release(button, release, DESTROY);
    js_button_on_tap(button, tap, NULL);
    finger(SDL_FINGERDOWN, 400, 300);
    finger(SDL_FINGERUP, 400, 300);
    CHECK(controls == NULL && strcmp(fired, "pr") == 0, "destroyed on release, then heard: %s", fired);

    /* Its tap destroys. */
    make_controls();
    js_button_on_press(button, press, NULL);
    js_button_on_release(button, release, NULL);
    js_button_on_tap(button, tap, DESTROY);
    finger(SDL_FINGERDOWN, 400, 300);
    finger(SDL_FINGERUP, 400, 300);
    CHECK(controls == NULL && strcmp(fired, "prt") == 0, "destroyed on tap, then heard: %s", fired);

    /* A button pressed from code, released from code (a tap): the release destroys, the tap never fires. */
    make_controls();
    js_button_on_release(button, release, DESTROY);
    js_button_on_tap(button, tap, NULL);
    js_button_set_down(button, true);
    js_button_set_down(button, false);
    CHECK(controls == NULL && strcmp(fired, "r") == 0, "destroyed on a released key press: %s", fired);

    /* A stick's direction destroys: the report of the same motion never fires. (Callbacks are set after the
     * touch-down: a finger's position goes through SDL's float rewrite, so the down itself may report a hair
     * off centre.) */
    make_controls();
    finger(SDL_FINGERDOWN, 150, 250);
    js_stick_on_direction(stick, direction, DESTROY);
    js_stick_on_polar(stick, polar, NULL);
    finger(SDL_FINGERMOTION, 200, 250);
    finger(SDL_FINGERUP, 200, 250);
    CHECK(controls == NULL && strcmp(fired, "d") == 0, "destroyed on direction, then heard: %s", fired);

    /* Its polar report destroys; the finger's later events reach nothing. */
    make_controls();
    finger(SDL_FINGERDOWN, 150, 250);
    js_stick_on_polar(stick, polar, DESTROY);
    finger(SDL_FINGERMOTION, 200, 250);
    finger(SDL_FINGERMOTION, 150, 200);
    finger(SDL_FINGERUP, 150, 200);
    CHECK(controls == NULL && strcmp(fired, "o") == 0, "destroyed on a polar report, then heard: %s", fired);

    /* Its polar report hands the controls an event whose callback destroys them: the inner call and the outer
     * return, and the outer call's xy report never fires. */
    make_controls();
    finger(SDL_FINGERDOWN, 150, 250);
    js_stick_on_polar(stick, polar_presses_button, NULL);
    js_stick_on_xy(stick, xy, NULL);
    js_button_on_press(button, press, DESTROY);
    finger(SDL_FINGERMOTION, 200, 250);
    CHECK(controls == NULL && strcmp(fired, "op-") == 0, "destroyed by an event handed in from a report: %s", fired);

    /* Its polar report destroys: the xy report of the same motion, called after it, never fires. */
    make_controls();
    finger(SDL_FINGERDOWN, 150, 250);
    js_stick_on_polar(stick, polar, DESTROY);
    js_stick_on_xy(stick, xy, NULL);
    finger(SDL_FINGERMOTION, 200, 250);
    CHECK(controls == NULL && strcmp(fired, "o") == 0, "destroyed on a polar report, then the xy heard: %s", fired);

    /* Its xy report destroys, on the release's report of 0 (the last report of a touch-up). */
    make_controls();
    finger(SDL_FINGERDOWN, 150, 250);
    js_stick_on_xy(stick, xy, NULL);
    finger(SDL_FINGERMOTION, 200, 250);
    js_stick_on_xy(stick, xy, DESTROY);
    finger(SDL_FINGERUP, 200, 250);
    CHECK(controls == NULL && strcmp(fired, "xx") == 0, "destroyed on the release's xy report: %s", fired);

    /* Its tap destroys, at the touch-up, with the double tap off. */
    make_controls();
    js_stick_set_enable_double_tap_for_frame_reset(stick, false);
    js_stick_on_tap(stick, stick_tap, DESTROY);
    js_stick_on_polar(stick, polar, NULL);
    finger(SDL_FINGERDOWN, 150, 250);
    finger(SDL_FINGERUP, 150, 250);
    CHECK(controls == NULL && strcmp(fired, "s") == 0, "destroyed on a stick's tap: %s", fired);

    /* Its tap destroys from js_controls_update, once the double-tap interval has passed; the button's tap that the
     * same update would not fire anyway stays silent, and the update returns. */
    make_controls();
    js_stick_on_tap(stick, stick_tap, DESTROY);
    js_button_on_tap(button, tap, NULL);
    finger(SDL_FINGERDOWN, 150, 250);
    finger(SDL_FINGERUP, 150, 250);
    CHECK(strcmp(fired, "") == 0, "the tap waits for the double-tap interval: %s", fired);
    js_controls_update(controls, 1000.0);
    CHECK(controls == NULL && strcmp(fired, "s") == 0, "destroyed on a stick's tap in js_controls_update: %s", fired);

    /* Releasing everything (a focus loss) fires the releases of a held button and stick: the first destroys. */
    make_controls();
    js_button_on_release(button, release, DESTROY);
    js_stick_on_polar(stick, polar, NULL);
    finger(SDL_FINGERDOWN, 400, 300);
    js_controls_release_all(controls);
    CHECK(controls == NULL && strcmp(fired, "r") == 0, "destroyed while releasing everything: %s", fired);

    /* The layout editor's close destroys: cancelled with Escape, and closed from code. */
    make_controls();
    js_stick_set_name(stick, "move");
    js_controls_on_editor_close(controls, editor_close, DESTROY);
    js_controls_set_editing_layout(controls, true);
    key_down(SDL_SCANCODE_ESCAPE);
    CHECK(controls == NULL && strcmp(fired, "c") == 0, "destroyed on the editor's cancel: %s", fired);
    make_controls();
    js_controls_on_editor_close(controls, editor_close, DESTROY);
    js_controls_set_editing_layout(controls, true);
    js_controls_set_editing_layout(controls, false);
    CHECK(controls == NULL && strcmp(fired, "k") == 0, "destroyed on the editor's close from code: %s", fired);

    /* A new screen shape lays named controls out anew and releases what is held (js_controls_refresh_screen
     * after a new logical size, and js_controls_set_uses_window_pixels): the release destroys, and the call
     * returns. */
    make_controls();
    js_stick_set_name(stick, "move");
    js_button_set_name(button, "fire");
    js_button_on_release(button, release, DESTROY);
    finger(SDL_FINGERDOWN, 400, 300);
    SDL_RenderSetLogicalSize(renderer, 800, 480);
    js_controls_refresh_screen(controls);
    CHECK(controls == NULL && strcmp(fired, "r") == 0, "destroyed while refreshing the screen: %s", fired);
    SDL_RenderSetLogicalSize(renderer, 640, 480);
    /* (Over a logical size of half the window, where the finger at (150, 250) in the window is at (75, 125).) */
    SDL_RenderSetLogicalSize(renderer, 320, 240);
    make_controls();
    js_stick_set_center(stick, 75, 125);
    js_stick_set_name(stick, "move");
    finger(SDL_FINGERDOWN, 150, 250);
    js_stick_on_polar(stick, polar, DESTROY);
    js_controls_set_uses_window_pixels(controls, true);
    CHECK(controls == NULL && strcmp(fired, "o") == 0, "destroyed while moving to window pixels: %s", fired);
    SDL_RenderSetLogicalSize(renderer, 640, 480);

    /* Removing a stick from its own report, and a button from its own press: the event finishes, later events
     * reach neither, and the controls live on. */
    make_controls();
    finger(SDL_FINGERDOWN, 150, 250);
    js_stick_on_polar(stick, remove_stick, NULL);
    js_stick_on_direction(stick, direction, NULL);
    finger(SDL_FINGERMOTION, 200, 250);
    finger(SDL_FINGERMOTION, 150, 200);
    finger(SDL_FINGERUP, 150, 200);
    /* The removal lets go of the stick: its direction and report of 0 come too. */
    CHECK(controls != NULL && strcmp(fired, "dRdR") == 0, "the stick removed itself: %s", fired);
    js_button_on_press(button, remove_button, NULL);
    js_button_on_release(button, release, NULL);
    finger(SDL_FINGERDOWN, 400, 300);
    finger(SDL_FINGERUP, 400, 300);
    finger(SDL_FINGERDOWN, 400, 300);
    CHECK(strcmp(fired, "dRdRPr") == 0, "the button removed itself, releasing as it went: %s", fired);
    destroy_controls();

    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    if (failed == 0) {
        printf("lifetime_test: all %d checks held\n", passed);
    } else {
        printf("lifetime_test: %d of %d checks FAILED\n", failed, passed + failed);
    }
    return failed == 0 ? 0 : 1;
}
