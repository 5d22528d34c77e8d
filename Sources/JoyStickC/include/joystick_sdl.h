/*
 * joystick_sdl.h: on-screen joysticks and buttons for SDL2 games.
 *
 * The same sticks, buttons and SDL input path as the Swift library (JoyStickEngine, JoyStickSDL), for C and
 * C++ games and any language with a C FFI. Link with `pkg-config --cflags --libs joystick-sdl`. The library
 * (libjoystick-sdl.so.0) is compiled from the Swift sources in Embedded Swift and carries its default
 * pictures: besides it a game needs SDL2, SDL2_image, libc and libm, no Swift runtime. A game shipped with the
 * library beside its executable links with -Wl,-rpath,'$ORIGIN' so it finds it there.
 *
 * A frame of a game:
 *
 *     js_controls *controls = js_controls_create(renderer);        // after SDL_RenderSetLogicalSize
 *     js_stick *stick = js_controls_add_stick(controls, 40, 380, 120);   // base square: left, top, side
 *     js_button *fire = js_controls_add_button(controls, 880, 440, 40, "A");
 *     ...
 *     while (SDL_PollEvent(&event)) {
 *         if (js_controls_handle_event(controls, &event)) continue;   // a stick or a button took it
 *         ...                                                      // the game's own events
 *     }
 *     js_controls_update(controls, SDL_GetTicks() / 1000.0);
 *     double x, y;
 *     js_stick_xy(stick, &x, &y);                                  // move the game with it
 *     if (js_button_was_pressed(fire)) shoot();                    // every press, however short
 *     ...                                                          // draw the game
 *     js_controls_draw(controls);
 *     SDL_RenderPresent(renderer);
 *     ...
 *     js_controls_destroy(controls);                               // before SDL_DestroyRenderer
 *
 * Adding touch controls to an existing game: a game that reads the keyboard needs no new input code.
 * - It polls SDL_GetKeyboardState: make the controls press keys (js_stick_emit_keys, js_button_emit_key) and
 *   read js_controls_keyboard_state instead; it is SDL's state with the controls' keys pressed in.
 * - It handles SDL_KEYDOWN and SDL_KEYUP: the same, and js_controls_push_key_events(controls, 1): the controls
 *   push key events into SDL's queue as their keys change (js_event_is_virtual_key tells them apart).
 * - It reads a stick's position: js_stick_xy or js_stick_direction, and js_button_pressed or
 *   js_button_was_pressed.
 * Frame order: handle the events, call js_controls_update, then read; a game that presents before it polls
 * sees the controls one frame later, nothing else changes. The clock: SDL_GetTicks() / 1000.0 in a window;
 * a fixed step (frame / 60.0) in a headless test. Only a stick's taps compare that time with the events'
 * timestamps, which SDL_PushEvent sets to SDL_GetTicks(): a headless test that checks taps hands each event
 * over with js_controls_handle_event_at(controls, event, frame / 60.0), or stamps what it pushes with its own
 * clock (an SDL event filter, as Examples/c-keyboard-game/runner.c does). At shutdown
 * destroy the controls before SDL_DestroyRenderer, or, for a game that never destroys its renderer, before
 * SDL_Quit (in an atexit handler registered after SDL's, since handlers run last first).
 * Examples/c-keyboard-game retrofits a game of each key shape in 14 lines; the DocC article "Adding touch
 * controls to an existing SDL game" walks through them.
 *
 * Conventions:
 * - Coordinates are the renderer's logical coordinates (SDL_RenderSetLogicalSize; output pixels without
 *   one), x right and y down. Give js_handle_event the events as SDL_PollEvent returns them: with a logical
 *   size set, SDL's renderer has already rewritten mouse positions to logical pixels and finger positions to
 *   0...1 over the letterboxed picture, and the library reads them back from there (hi-DPI included). A test
 *   or replay that makes events itself pushes them with SDL_PushEvent and polls them back, so SDL rewrites
 *   them as it does real ones.
 * - The mouse events SDL makes up from touches (which == SDL_TOUCH_MOUSEID) and the touches it makes up from
 *   the mouse are not read, so nothing counts twice; js_handle_event returns 0 for them, so a game that acts
 *   on mouse clicks should skip `which == SDL_TOUCH_MOUSEID` itself, or a touch on a stick is also a click.
 * - Losing focus, being minimised or hidden and going to the background release every control.
 * - Angles are compass degrees in [0, 360): 0 is up, 90 right, clockwise. Displacement is 0...1 of the travel,
 *   after the dead zone. js_stick_xy's y is UP-positive.
 * - Times are seconds on the events' clock: SDL_GetTicks() / 1000.0 (or a fixed step, above).
 * - Keys: a binding that reads the keyboard takes keycodes (SDLK_w: the key the game names, which is what
 *   its code already says); keys the controls press are scancodes (SDL_SCANCODE_W), the index of
 *   SDL_GetKeyboardState, and their pushed events carry the keycode the layout gives.
 * - Sticks and buttons belong to their js_controls: their handles are valid until js_controls_destroy.
 * - A function given a NULL handle does nothing and returns 0 (or -1 where -1 means failure, and
 *   JS_DIRECTION_NONE from js_stick_direction). NaN or infinite numbers are ignored, as in the engine.
 * - A stick or button passed to js_controls other than the ones that made it is refused: the call does
 *   nothing (or returns -1) and js_last_error() says so.
 * - Functions returning int report success as 0 and failure as -1, with js_last_error() saying why; the
 *   exceptions say so.
 * - Controls are used on the thread that created them, the one that runs SDL's event loop. A call from
 *   another thread is refused as above ("js_controls used from thread X, created on Y"); js_last_error is per
 *   thread.
 * - Callbacks are called during js_handle_event, js_update or the setter that fires them, never later;
 *   `user` is passed back as given. A callback may call js_controls_destroy (a "quit" button): the call that
 *   fired it returns without touching the freed controls, and no callback fires after it.
 * - At shutdown, destroy the controls before the renderer (SDL_DestroyRenderer frees their textures), and
 *   before SDL_Quit.
 */
#ifndef JOYSTICK_SDL_H
#define JOYSTICK_SDL_H

#include <SDL.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The version of this header, the one place the version is kept: the library's file name, its pkg-config
 * file and js_version() are made from these. js_version() gives the library's, which should be the same. */
#define JOYSTICK_SDL_MAJOR_VERSION 0
#define JOYSTICK_SDL_MINOR_VERSION 2
#define JOYSTICK_SDL_PATCHLEVEL 0

/* Nonzero when this header is version X.Y.Z or later, as SDL_VERSION_ATLEAST:
 *     #if JOYSTICK_SDL_VERSION_ATLEAST(0, 2, 0) ... #endif */
#define JOYSTICK_SDL_VERSION_ATLEAST(X, Y, Z)                                              \
    ((JOYSTICK_SDL_MAJOR_VERSION > (X)) ||                                                 \
     (JOYSTICK_SDL_MAJOR_VERSION == (X) && JOYSTICK_SDL_MINOR_VERSION > (Y)) ||            \
     (JOYSTICK_SDL_MAJOR_VERSION == (X) && JOYSTICK_SDL_MINOR_VERSION == (Y) &&            \
      JOYSTICK_SDL_PATCHLEVEL >= (Z)))

/* The library's version as "major.minor.patch". */
const char *js_version(void);

/* The sticks and buttons of one SDL_Renderer. */
typedef struct js_controls js_controls;
/* A stick, owned by its js_controls. */
typedef struct js_stick js_stick;
/* A button, owned by its js_controls. */
typedef struct js_button js_button;

/* js_stick_direction's values: clockwise from up. */
typedef enum js_direction {
    JS_DIRECTION_NONE = -1,
    JS_DIRECTION_UP = 0,
    JS_DIRECTION_UP_RIGHT = 1,
    JS_DIRECTION_RIGHT = 2,
    JS_DIRECTION_DOWN_RIGHT = 3,
    JS_DIRECTION_DOWN = 4,
    JS_DIRECTION_DOWN_LEFT = 5,
    JS_DIRECTION_LEFT = 6,
    JS_DIRECTION_UP_LEFT = 7
} js_direction;

/* js_stick_set_dead_zone_shape's values. */
typedef enum js_dead_zone_shape {
    JS_DEAD_ZONE_RADIAL = 0, /* a circle: the stick reports nothing until pushed past it in any direction */
    JS_DEAD_ZONE_AXIAL = 1   /* a cross: each axis has its own dead band, so diagonals stay easy */
} js_dead_zone_shape;

/* js_stick_bind_gamepad's values. */
typedef enum js_pad_stick {
    JS_PAD_LEFT_STICK = 0,  /* a game controller's left stick and d-pad */
    JS_PAD_RIGHT_STICK = 1  /* a game controller's right stick */
} js_pad_stick;

/* ---- The controls ---------------------------------------------------------------------------------- */

/* Creates the controls of a renderer, drawn with the built-in pictures and font (no asset folder needed;
 * the @2x pictures while the renderer draws 1.5 or more pixels per logical pixel, checked as it draws; each
 * is decoded when first drawn, so controls that are never drawn cost no decoding). Call it after
 * SDL_Init(SDL_INIT_VIDEO) and SDL_RenderSetLogicalSize; game controllers already connected are opened when
 * SDL_INIT_GAMECONTROLLER is on. Returns NULL, with js_last_error(), for a NULL renderer. */
js_controls *js_controls_create(SDL_Renderer *renderer);

/* Destroys the controls, their sticks and buttons, their textures and their virtual game controller. Call it
 * before SDL_DestroyRenderer. Safe from inside any of the controls' callbacks: the controls go once the call
 * that fired the callback returns, and no callback fires after this one. NULL is a no-op. */
void js_controls_destroy(js_controls *controls);

/* The last failure's message on this thread, "" if none. Valid until the thread's next failing call. */
const char *js_last_error(void);

/* Adds a stick whose base is the square at (x, y) with side `size`, in logical coordinates; its travel
 * radius is size / 2. Sticks and buttons added later are on top: a touch goes to the topmost that takes it.
 * Returns NULL (js_last_error) for a NULL controls or a size that is not positive and finite. */
js_stick *js_controls_add_stick(js_controls *controls, float x, float y, float size);

/* Adds a round button. `label` (may be NULL) is drawn on it with the built-in 8x12 font (printable ASCII),
 * as large as the radius allows and no wider than two thirds of the button: keep it short. Returns NULL
 * (js_last_error) for a NULL controls or a radius that is not positive and finite. */
js_button *js_controls_add_button(js_controls *controls, float center_x, float center_y, float radius,
                                  const char *label);

/* Hands one SDL event to the controls: fingers, the left mouse button, bound keys and game controller
 * input, focus and window changes. Returns 1 when a control took the event (the game should not act on it
 * too), else 0; 0 for the key events the controls pushed themselves. Its time is
 * event->common.timestamp / 1000.0. */
int js_controls_handle_event(js_controls *controls, const SDL_Event *event);

/* js_controls_handle_event with the event's time given, in seconds on the clock js_controls_update is given,
 * in place of its SDL timestamp: for a headless test on a fixed step (frame / 60.0), whose pushed events SDL
 * stamps with the real clock. A time that is not finite is 0, with js_last_error() saying so. */
int js_controls_handle_event_at(js_controls *controls, const SDL_Event *event, double seconds);

/* Advances the controls' timers (reports held back for a tap, double taps) to `seconds`, on the events'
 * clock (SDL_GetTicks() / 1000.0), updates the published game controller, and closes a frame: until the next
 * call, js_button_was_pressed, js_button_was_released, js_stick_was_tapped and js_controls_keyboard_state
 * tell what happened since the call before. Call it once per frame, after the events. */
void js_controls_update(js_controls *controls, double seconds);

/* Draws every stick and button, first added first, on the renderer; then the debug overlay if it is on.
 * While a keyboard or game controller drives them they fade to the rest alpha; one no finger holds is drawn
 * at the idle alpha. Leaves the renderer as it found it (draw colour, blend mode, clip rectangle, viewport,
 * target). Returns 0, or -1 with js_last_error() (a picture that could not be made, a renderer destroyed
 * before the controls). */
int js_controls_draw(js_controls *controls);

/* Releases every stick and button, as a focus loss does. */
void js_controls_release_all(js_controls *controls);

/* Reads the renderer's logical size, output size and window size again. The controls do it on their own
 * on SDL's window size events; call it after changing the logical size. */
void js_controls_refresh_screen(js_controls *controls);

/* Shows (1) or hides (0) the debug overlay: every touch, each stick's frame, travel circle, dead zone,
 * direction sectors and handle, with the touch ids and live readings in the built-in font. Off at first. */
void js_controls_set_debug_overlay(js_controls *controls, int on);

/* 1 while the debug overlay is on, else 0. */
int js_controls_debug_overlay(const js_controls *controls);

/* The opacity (0...1, default 0.35) the controls fade to while a keyboard or game controller drives them. */
void js_controls_set_rest_alpha(js_controls *controls, double alpha);

/* The opacity (0...1, default 0.5) of a stick no finger holds and a button not pressed: see-through over the
 * game, fully opaque under the thumb. 1 draws them the same held or not. */
void js_controls_set_idle_alpha(js_controls *controls, double alpha);

/* 1 while a keyboard or game controller was used last (the controls are drawn faded), else 0. */
int js_controls_dimmed(const js_controls *controls);

/* A game controller stick's own dead zone (0...1, default 0.2), applied before the stick's: real pads rest
 * slightly off centre. */
void js_controls_set_pad_dead_zone(js_controls *controls, double zone);

/* Publishes the sticks as an SDL virtual game controller (left stick, right stick; either may be NULL) for
 * a game that reads only SDL_GameController. SDL_INIT_GAMECONTROLLER must be on; set
 * SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS to "1" before SDL_Init if it must work without focus. The pad
 * is updated in js_update. Returns its device index (for SDL_GameControllerOpen), or -1 with
 * js_last_error(). A second call replaces the first pad. */
int js_controls_publish_gamepad(js_controls *controls, js_stick *left, js_stick *right);

/* SDL_GetKeyboardState with the keys the controls pressed (js_stick_emit_keys, js_button_emit_key) pressed
 * in, as of the last js_controls_update: a key a control pressed even for less than a frame shows for the
 * frame that update closed. A drop-in for a game that polls the keyboard. `numkeys` (may be NULL) is set to
 * the array's length, SDL_NUM_SCANCODES. Like SDL's own, the array lives as long as the controls and stays
 * current: a game may keep the pointer from start-up (it is rewritten at each js_controls_update and key
 * event). NULL (js_last_error) for NULL controls. */
const Uint8 *js_controls_keyboard_state(js_controls *controls, int *numkeys);

/* 1: as the keys the controls press change, SDL_KEYDOWN and SDL_KEYUP events go into SDL's queue (repeat 0,
 * the renderer's window), for a game that handles key events; a real key a control holds too stays down
 * for the game until both let go (its own down and up are taken by js_controls_handle_event). SDL ends a
 * polling loop at the events queued when it began, so a key pushed while the game handles its events reaches
 * it in the next frame's loop. 0 (default): none are pushed. */
void js_controls_push_key_events(js_controls *controls, int on);

/* 1 when an event is a key event the controls pushed, else 0. */
int js_event_is_virtual_key(const SDL_Event *event);

/* ---- Reading a stick ------------------------------------------------------------------------------- */

/* Compass degrees in [0, 360): 0 up, 90 right, clockwise; exactly 0 at rest. */
double js_stick_angle(const js_stick *stick);

/* 0...1 of the travel, after the dead zone. */
double js_stick_displacement(const js_stick *stick);

/* The unit vector of the position, scaled by the displacement: x right-positive, y UP-positive. Either
 * pointer may be NULL. */
void js_stick_xy(const js_stick *stick, double *x, double *y);

/* The snapped direction: JS_DIRECTION_NONE (-1) below the direction threshold, else 0...7 clockwise from up
 * (0 up, 1 up-right, 2 right, ... 7 up-left); four-way sticks give only 0, 2, 4 and 6. */
js_direction js_stick_direction(const js_stick *stick);

/* The handle's distance from the base centre over the travel radius, before the dead zone, 0...1. */
double js_stick_raw_displacement(const js_stick *stick);

/* 1 while a finger or the mouse holds the stick, else 0. */
int js_stick_active(const js_stick *stick);

/* 1 when the stick was tapped between the two latest js_controls_update calls, whether or not a tap callback
 * is set, else 0: a game that polls once a frame sees every tap once. */
int js_stick_was_tapped(const js_stick *stick);

/* The base's centre, in logical coordinates (a movable stick's moves). Either pointer may be NULL. */
void js_stick_center(const js_stick *stick, double *x, double *y);

/* The side of the stick's base square, in logical pixels, as js_stick_set_frame, a layout or the layout editor
 * made it. */
double js_stick_size(const js_stick *stick);

/* Where the handle is drawn, in logical coordinates. Either pointer may be NULL. */
void js_stick_handle_position(const js_stick *stick, double *x, double *y);

/* Calls fn(user, angle, displacement) whenever either changes (once more at 0, 0 on release). NULL fn
 * stops the reports; a stick has one report callback, polar or xy. */
void js_stick_on_polar(js_stick *stick, void (*fn)(void *user, double angle, double displacement), void *user);

/* Calls fn(user, x, y) (y up-positive) whenever the position changes; replaces a polar callback. NULL fn
 * stops the reports. */
void js_stick_on_xy(js_stick *stick, void (*fn)(void *user, double x, double y), void *user);

/* Calls fn(user, direction) whenever js_stick_direction changes: a js_direction, 0...7 clockwise from up, or
 * JS_DIRECTION_NONE (-1) when the stick lets go or falls below the direction threshold. NULL fn stops it. */
void js_stick_on_direction(js_stick *stick, void (*fn)(void *user, int direction), void *user);

/* Calls fn(user) when the stick is tapped: touched and let go within the tap duration without moving. Taps and
 * double taps exclude each other: while the double-tap reset is on, a tap is called once the double-tap
 * interval has passed without a second tap (in js_update or at the next event), and a double tap only puts
 * the base home. While a tap callback is set, reports wait for the tap delay after a touch-down. NULL fn
 * removes it. */
void js_stick_on_tap(js_stick *stick, void (*fn)(void *user), void *user);

/* ---- Shaping a stick ------------------------------------------------------------------------------- */

/* Moves the base square (left, top, side); a side that is not positive is ignored. */
void js_stick_set_frame(js_stick *stick, float x, float y, float size);

/* 1: the base follows a finger that goes beyond the travel radius; 0 (default): it stays. */
void js_stick_set_movable(js_stick *stick, int movable);

/* Limits where a movable base's centre may go (x, y, width, height). */
void js_stick_set_movable_bounds(js_stick *stick, float x, float y, float width, float height);

/* Lets a movable base's centre go anywhere again. */
void js_stick_clear_movable_bounds(js_stick *stick);

/* 1: the movable bounds hold the whole base, not just its centre (on an axis where they are narrower than
 * the base, its centre stays on their middle); 0 (default): they hold the centre. */
void js_stick_set_movable_bounds_contain_frame(js_stick *stick, int on);

/* Puts a moved base back where it started. */
void js_stick_reset_frame(js_stick *stick);

/* A touch-down anywhere in this rectangle moves the base under the finger and takes it (a floating stick);
 * on release the base goes home. */
void js_stick_set_activation_area(js_stick *stick, float x, float y, float width, float height);

/* Only touches on the base itself take the stick again (the default). */
void js_stick_clear_activation_area(js_stick *stick);

/* Keeps the handle's centre inside this rectangle (e.g. a zero-height one for a horizontal-only stick). */
void js_stick_set_handle_constraint(js_stick *stick, float x, float y, float width, float height);

/* Removes the handle constraint. */
void js_stick_clear_handle_constraint(js_stick *stick);

/* How far the handle travels as a fraction of the base's radius (default 1; above 1 it leaves the base). */
void js_stick_set_travel(js_stick *stick, double travel);

/* 1: the handle moves by the finger's motion from where it was (relative); 0 (default): it jumps to the
 * finger (absolute). */
void js_stick_set_relative(js_stick *stick, int relative);

/* The dead zone, 0...1 of the travel (default 0): displacement grows from 0 at its edge to 1 at full
 * travel. */
void js_stick_set_dead_zone(js_stick *stick, double zone);

/* JS_DEAD_ZONE_RADIAL (default) or JS_DEAD_ZONE_AXIAL; other values are ignored. */
void js_stick_set_dead_zone_shape(js_stick *stick, js_dead_zone_shape shape);

/* 4 or 8 (default) directions for js_stick_direction; other values are ignored. */
void js_stick_set_direction_mode(js_stick *stick, int ways);

/* Displacement below which the direction is JS_DIRECTION_NONE (default 0.2). */
void js_stick_set_direction_threshold(js_stick *stick, double threshold);

/* Degrees past a sector edge the angle must go before the direction changes (default 10). */
void js_stick_set_direction_hysteresis(js_stick *stick, double degrees);

/* Seconds reports wait after a touch-down while a tap callback is set (default 0.3). */
void js_stick_set_tap_delay(js_stick *stick, double seconds);

/* The longest touch, in seconds, that counts as a tap (default 0.3). */
void js_stick_set_tap_duration(js_stick *stick, double seconds);

/* 1 (default): a double tap puts a moved base back home; 0: it does not. */
void js_stick_set_double_tap_reset(js_stick *stick, int on);

/* Seconds allowed between a tap lifting and the second touching down (default 0.3). */
void js_stick_set_double_tap_interval(js_stick *stick, double seconds);

/* ---- Drawing a stick ------------------------------------------------------------------------------- */

/* 1: the stick is not drawn and takes no touch, key or pad input, and lets go of what it holds; 0 (default):
 * shown. */
void js_stick_set_hidden(js_stick *stick, int hidden);

/* 0: the stick is drawn dimmed and takes no touch, key or pad input, and lets go of what it holds; 1
 * (default): enabled. */
void js_stick_set_enabled(js_stick *stick, int enabled);

/* The stick's overall opacity, 0...1 (default 1), multiplying the base and handle alphas. */
void js_stick_set_overall_alpha(js_stick *stick, double alpha);

/* Opacity of the base and of the handle, 0...1 (default 1 and 1). */
void js_stick_set_alpha(js_stick *stick, double base_alpha, double handle_alpha);

/* Tints the handle (its shading kept, unless js_stick_set_color_fill). */
void js_stick_set_handle_tint(js_stick *stick, SDL_Color color);

/* Draws the handle as its picture again. */
void js_stick_clear_handle_tint(js_stick *stick);

/* Tints the base (its shading kept). JoyStickView tints only the handle. */
void js_stick_set_base_tint(js_stick *stick, SDL_Color color);

/* Draws the base as its picture again. */
void js_stick_clear_base_tint(js_stick *stick);

/* 1: the tint fills every opaque pixel of the handle; 0 (default): it keeps the picture's shading. */
void js_stick_set_color_fill(js_stick *stick, int on);

/* The handle's size as a fraction of the base's (default 0.85). */
void js_stick_set_handle_size(js_stick *stick, double ratio);

/* Draws this stick with pictures of its own (PNG, JPEG, GIF or BMP files, at most 4096 pixels a side or the
 * renderer's largest texture); NULL keeps that picture as it is. Other controls keep theirs. Returns 0, or -1
 * with js_last_error() naming the file and why (missing, not a regular file, too large, unreadable), and then
 * neither picture changed. */
int js_stick_load_images(js_stick *stick, const char *base_file, const char *handle_file);

/* ---- Buttons --------------------------------------------------------------------------------------- */

/* 1 while a finger, the mouse, a bound key or pad button (or js_button_set_pressed) holds it, else 0. A
 * press and release between two polls reads 0: see js_button_was_pressed. */
int js_button_pressed(const js_button *button);

/* 1 when the button went down at least once between the two latest js_controls_update calls, else 0: a
 * game that handles its events, calls js_controls_update and then reads sees every press once, even a tap
 * shorter than a frame. */
int js_button_was_pressed(const js_button *button);

/* 1 when the button came up at least once between the two latest js_controls_update calls, else 0. */
int js_button_was_released(const js_button *button);

/* Calls fn(user) when a press ends with the finger still on the button (a tap), or a key or pad press is
 * let go. NULL fn removes it. */
void js_button_on_tap(js_button *button, void (*fn)(void *user), void *user);

/* Calls fn(user) when the button goes down. NULL fn removes it. */
void js_button_on_press(js_button *button, void (*fn)(void *user), void *user);

/* Calls fn(user) when the button comes up (a tap or not). NULL fn removes it. */
void js_button_on_release(js_button *button, void (*fn)(void *user), void *user);

/* Moves or resizes the button's circle; a radius that is not positive is ignored. */
void js_button_set_circle(js_button *button, float center_x, float center_y, float radius);

/* The button's centre, in logical coordinates. Either pointer may be NULL. */
void js_button_center(const js_button *button, double *x, double *y);

/* The button's radius. */
double js_button_radius(const js_button *button);

/* Presses (1) or releases (0) the button from code, as a bound key does; a release is a tap. */
void js_button_set_pressed(js_button *button, int pressed);

/* Opacity, 0...1 (default 1). */
void js_button_set_alpha(js_button *button, double alpha);

/* 1: the button is not drawn, takes no touch, key or pad input, and lets go (no tap); 0 (default): shown. */
void js_button_set_hidden(js_button *button, int hidden);

/* 0: the button is drawn dimmed, takes no touch, key or pad input, and lets go (no tap); 1 (default): enabled. */
void js_button_set_enabled(js_button *button, int enabled);

/* Tints the button's pictures. */
void js_button_set_tint(js_button *button, SDL_Color color);

/* Draws the button's pictures as they are again. */
void js_button_clear_tint(js_button *button);

/* Draws this button with pictures of its own, up and pressed (NULL keeps that picture), as
 * js_stick_load_images does. Returns 0, or -1 with js_last_error() naming the file and why. */
int js_button_load_images(js_button *button, const char *up_file, const char *pressed_file);

/* ---- Keyboard and game controllers ----------------------------------------------------------------- */

/* Four keys (keycodes) push the stick up, left, down and right as a finger would; two together push a
 * diagonal. A stick may have several sets (the arrows and WASD) and several sticks may have sets. */
void js_stick_bind_keys(js_stick *stick, SDL_Keycode up, SDL_Keycode left, SDL_Keycode down, SDL_Keycode right);

/* Forgets every key set bound to the stick. */
void js_stick_unbind_keys(js_stick *stick);

/* A game controller's left stick (JS_PAD_LEFT_STICK, with the d-pad) or right stick drives this stick, in
 * place of the stick it drove before. */
void js_stick_bind_gamepad(js_stick *stick, js_pad_stick side);

/* No game controller stick drives this stick any more. */
void js_stick_unbind_gamepad(js_stick *stick);

/* A key (keycode) holds the button down while it is held. A button may have several keys. */
void js_button_press_with_key(js_button *button, SDL_Keycode key);

/* A game controller button holds the button down while it is held. */
void js_button_press_with_pad_button(js_button *button, SDL_GameControllerButton pad_button);

/* The published game controller (js_controls_publish_gamepad) presses `pad_button` while `button` is down. */
void js_button_publish_on_gamepad(js_button *button, SDL_GameControllerButton pad_button);

/* ---- Keys the controls press (for games that read the keyboard) ------------------------------------ */

/* The stick presses keys (scancodes; SDL_SCANCODE_UNKNOWN for none) by its js_stick_direction: up, left,
 * down or right one key, a diagonal two (a four-way stick one at a time), with the stick's own direction
 * threshold and hysteresis. Read them with js_controls_keyboard_state, or as events
 * (js_controls_push_key_events). Replaces the stick's keys, if it had some. */
void js_stick_emit_keys(js_stick *stick, SDL_Scancode up, SDL_Scancode left, SDL_Scancode down,
                        SDL_Scancode right);

/* The button presses a key (a scancode; SDL_SCANCODE_UNKNOWN for none) while it is down. */
void js_button_emit_key(js_button *button, SDL_Scancode key);

/* ---- Layouts the player arranges -------------------------------------------------------------------- */

/* Names a stick for layouts: 1 to 32 characters of A-Z, a-z, 0-9, _ and -, unique within its controls. Where
 * the stick is when named is where js_controls_reset_layout puts it back. Returns 0, or -1 with
 * js_last_error() saying why (its characters, its length, a name taken). */
int js_stick_set_name(js_stick *stick, const char *name);

/* Names a button for layouts, as js_stick_set_name. */
int js_button_set_name(js_button *button, const char *name);

/* Writes the player's layout to a file (JSON, "joystick-sdl-layout" version 1): each named control's place,
 * size, alpha and whether it is hidden, anchored to the nearest edge or the centre of the screen and scaled
 * with its shorter side, for this screen's orientation (and the other one's, when loaded or edited). The file
 * is replaced atomically (a crash leaves the old file or the new one), never over a folder, a device or a
 * FIFO. Returns 0, or -1 with js_last_error() naming the path and the reason. */
int js_controls_save_layout(js_controls *controls, const char *path);

/* Reads a layout file and places the named controls it holds for this screen's orientation; controls it does
 * not name keep their places, names no control has are ignored. Returns 0 when the file was read; 1 when
 * there is no file at path (no layout saved yet: a first run), changing nothing; -1 for a truncated,
 * malformed or hostile file (over 1 MiB, nested too deep, NaN, negative sizes) or one that cannot be read,
 * with js_last_error() naming the file and, for a syntax or value error, its line and column, changing
 * nothing. */
int js_controls_load_layout(js_controls *controls, const char *path);

/* Puts every named control back where the game made it, and forgets the player's layout. */
void js_controls_reset_layout(js_controls *controls);

/* Turns the layout editor on (1) or off (0). While on, js_controls_handle_event takes every pointer event (SDL's
 * mouse copies of touches too) and the editor's keys (returning 1); other keys and game controllers drive no
 * control (returning 0: they are the game's): a drag moves a named control (kept on screen), its corner handle, a pinch
 * or the mouse wheel resizes it, and a toolbar along the top sizes, fades, hides (a hidden control stays
 * visible, ghosted, to be shown again), snaps to a grid, mirrors left and right, resets, and is done (which
 * turns editing off); Tab, the arrows, + and -, [ and ], H, G, M, R and Enter do the same from a keyboard.
 * The controls report and press nothing, and js_controls_draw draws the editor over the game. Leaving it
 * keeps the arrangement as the player's layout; js_controls_save_layout writes it. */
void js_controls_set_editing(js_controls *controls, int on);

/* 1 while the layout editor is on (the player may turn it off with DONE), else 0. */
int js_controls_editing(const js_controls *controls);

/* Calls fn(user, width, height) with the logical screen's size whenever the controls are laid out: when the
 * screen's shape changes (a window resized or rotated, SDL_RenderSetLogicalSize), and when a layout is loaded
 * or reset (the same size then). The game lays its controls out for that screen (its portrait layout, say);
 * the player's layout for that orientation is applied over it. Without it, the game's controls keep their
 * places as first laid out, anchored to the new screen. Controls held when the shape changes are released.
 * NULL fn removes it. */
void js_controls_on_screen_change(js_controls *controls, void (*fn)(void *user, double width, double height),
                                  void *user);

/* 1: while a game controller or the keyboard has been in use for 0.8 s the controls are not drawn at all, and
 * the next touch brings them back; 0 (default): they only fade to the rest alpha. */
void js_controls_set_step_aside(js_controls *controls, int on);

/* ---- Removing ------------------------------------------------------------------------------------- */

/* Removes a stick from its controls: it lets go of what it holds (reporting 0), loses its bindings and keys,
 * and its handle is no longer valid. Safe from inside any callback, its own included. NULL is a no-op. */
void js_stick_remove(js_stick *stick);

/* Removes a button the same way (it lets go without a tap). */
void js_button_remove(js_button *button);

/* ---- Older names (0.1), kept while the version is 0.x ---------------------------------------------- */

/* js_controls_add_stick */
js_stick *js_add_stick(js_controls *controls, float x, float y, float size);
/* js_controls_add_button */
js_button *js_add_button(js_controls *controls, float center_x, float center_y, float radius, const char *label);
/* js_controls_handle_event */
int js_handle_event(js_controls *controls, const SDL_Event *event);
/* js_controls_update */
void js_update(js_controls *controls, double seconds);
/* js_controls_draw */
int js_draw(js_controls *controls);
/* js_controls_publish_gamepad */
int js_publish_gamepad(js_controls *controls, js_stick *left, js_stick *right);
/* js_button_publish_on_gamepad(button, sdl_button) */
void js_gamepad_bind_button(js_controls *controls, js_button *button, SDL_GameControllerButton sdl_button);
/* js_stick_load_images(stick, base_file, handle_file) */
int js_stick_set_images(js_controls *controls, js_stick *stick, const char *base_file, const char *handle_file);
/* js_button_load_images(button, up_file, pressed_file) */
int js_button_set_images(js_controls *controls, js_button *button, const char *up_file, const char *pressed_file);
/* The arrow keys and WASD drive this stick, in place of the stick they drove before (NULL unbinds them):
 * js_stick_bind_keys twice. */
void js_stick_bind_keyboard(js_controls *controls, js_stick *stick);
/* js_stick_bind_gamepad(stick, side); NULL unbinds that side. */
void js_stick_bind_pad(js_controls *controls, js_stick *stick, int side);
/* js_button_press_with_key(button, key) */
void js_button_bind_key(js_controls *controls, js_button *button, SDL_Keycode key);
/* js_button_press_with_pad_button(button, pad_button) */
void js_button_bind_pad_button(js_controls *controls, js_button *button, SDL_GameControllerButton pad_button);

#ifdef __cplusplus
}
#endif

#endif /* JOYSTICK_SDL_H */
