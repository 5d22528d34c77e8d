/*
 * joystick_sdl3.h: on-screen joysticks and buttons for SDL 3 games. Written by scripts/make-sdl3-header.py
 * from joystick_sdl.h: the same functions, with SDL 3's types.
 *
 * The same sticks, buttons and SDL input path as the Swift library (JoyStickEngine, JoyStickSDL3), for C and
 * C++ games and any language with a C FFI. Link with `pkg-config --cflags --libs joystick-sdl3`. The library
 * (libjoystick-sdl3.so.1) is compiled from the Swift sources in Embedded Swift and carries its default
 * pictures: besides it a game needs SDL 3 (3.4 or newer), libc and libm, no Swift runtime. A game shipped with the
 * library beside its executable links with -Wl,-rpath,'$ORIGIN' so it finds it there.
 *
 * A frame of a game:
 *
 *     js_controls *controls = js_controls_create(renderer);
 *     js_stick *stick = js_controls_add_stick(controls, "move", 100, 440, 120);   // name, centre, size
 *     js_button *fire = js_controls_add_button(controls, "fire", 880, 440, 80, "A");
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
 *     js_controls_draw(controls, false);
 *     SDL_RenderPresent(renderer);
 *     ...
 *     js_controls_destroy(controls);                               // before SDL_DestroyRenderer
 *
 * A game that reads the keyboard or a gamepad needs no new input code: bind each control to what the
 * game reads (js_stick_bind_scancodes, js_button_bind_scancode, js_stick_bind_gamepad_stick,
 * js_button_bind_gamepad_button) and read js_controls_keyboard_state in place of SDL_GetKeyboardState, turn on
 * js_controls_set_pushes_key_events for a game that handles SDL_EVENT_KEY_DOWN, or js_controls_publish_gamepad for
 * one that reads SDL_Gamepad. The DocC article "Adding touch controls to an existing SDL game" walks
 * through it; Examples/c-keyboard-game does it for a game of each kind.
 *
 * The words, the same in Swift and C:
 * - Names: a C name is js_, the object (controls, stick, button), then the Swift member's name in snake case,
 *   after set_ for its setter; its getter has no prefix, or Swift's is_ (deadZone: js_stick_set_dead_zone and
 *   js_stick_dead_zone; isHidden: js_stick_set_hidden and js_stick_is_hidden). Two words are C's own: clear_
 *   for what Swift sets to nil, and a colour's Color, which its SDL_Color says (baseTintColor: base_tint).
 *   Every setter has its getter. The device with sticks and buttons is a gamepad in every name and every
 *   sentence, as SDL 3 calls it.
 * - Place: every control is placed and read back by its centre and its size (a stick's side, a button's
 *   diameter), in the renderer's logical coordinates (SDL_SetRenderLogicalPresentation), or its output pixels when it
 *   has no logical size (js_controls_screen_size says which size the controls see), x right and y down. The
 *   layout file keeps them the same way.
 * - State: a button (and a key, through js_controls_is_key_down) is down while held; it was pressed when it
 *   went down, and released when it went up, between the two latest js_controls_update calls: raylib's
 *   IsKeyDown, IsKeyPressed and IsKeyReleased. A stick was tapped in the same sense.
 * - Numbers: every position, size, angle and value is a double, in and out; times are seconds on the clock
 *   js_controls_update is given, SDL_GetTicks() / 1000.0 in a window or a fixed step (frame / 60.0) in a
 *   headless test. Angles are compass degrees in [0, 360), 0 up, 90 right, clockwise; displacement is 0...1 of
 *   the travel after the dead zone; js_stick_xy's y is UP-positive. A setting given NaN or an infinity keeps
 *   its value, and one given a number outside its range takes the nearest end (an alpha of 2 is 1, a dead
 *   zone of -1 is 0, a delay before reporting of -1 is 0). What has no nearest end keeps its value too: a size,
 *   a travel or a handle size ratio that is not positive, a rectangle with a negative side. The same in Swift,
 *   where the engine does it for both.
 * - Yes or no is bool (<stdbool.h>), as in SDL3. A call that can fail returns 0 on success and -1 on failure,
 *   or NULL for a handle, as SDL 2's functions did; js_last_error() then says what failed and why.
 * - Bind: a binding works both ways and says what a control is to a game that reads keys or gamepads: the
 *   bound keys (or gamepad) drive the control, and a finger on the control presses them. Nothing is echoed: a
 *   key that moves a control is not pressed again by it. Keys are scancodes (SDL_SCANCODE_W): the physical
 *   key, whatever the keyboard's layout, which is what SDL_GetKeyboardState indexes. Every bind has its unbind.
 * - Callbacks are named js_<control>_on_<event>, take the `user` pointer back as given, and are called during
 *   js_controls_handle_event, js_controls_update or the call that fired them, never later. A callback may call
 *   any function of the library, js_controls_destroy included (a "quit" button): the call that fired it
 *   returns without touching the freed controls, and no callback fires after it.
 *
 * Conventions:
 * - Give js_controls_handle_event the events as SDL_PollEvent returns them, in window coordinates (not
 *   converted with SDL_ConvertEventToRenderCoordinates): the library reads them into the renderer's logical
 *   presentation itself (hi-DPI included). SDL_EVENT_FINGER_CANCELED lets a control go without a release.
 * - The mouse events SDL makes up from touches (which == SDL_TOUCH_MOUSEID) and the touches it makes up from the
 *   mouse are not read, so nothing counts twice; js_controls_handle_event returns false for them, so a game
 *   that acts on clicks should skip `which == SDL_TOUCH_MOUSEID` itself.
 * - Losing focus, being minimised or hidden and going to the background release every control.
 * - Sticks and buttons belong to their js_controls: their handles are valid until they are removed or the
 *   controls destroyed. A function given a NULL handle does nothing and returns false, 0, -1 or
 *   JS_DIRECTION_NONE, and says why in js_last_error(). No function takes both controls and a stick or a
 *   button, so none can be handed another js_controls' control.
 * - Controls are used on the thread that created them, the one that runs SDL's event loop; a call from another
 *   thread is refused the same way. js_last_error() is per thread.
 * - At shutdown, destroy the controls before SDL_DestroyRenderer (which frees their textures) and before
 *   SDL_Quit; a game that never destroys its renderer destroys them in an atexit handler registered after
 *   SDL's (handlers run last first).
 */
#ifndef JOYSTICK_SDL3_H
#define JOYSTICK_SDL3_H

#include <stdbool.h>

/* SDL.h as SDL 3 names it. */
#include <SDL3/SDL.h>

/* What marks the library's functions, as SDL's DECLSPEC and SDLCALL do: exported from the library, imported
 * by the game, with C's calling convention. */
#ifndef JS_DECLSPEC
#if defined(_WIN32)
#define JS_DECLSPEC __declspec(dllimport)
#elif defined(__GNUC__) && __GNUC__ >= 4
#define JS_DECLSPEC __attribute__((visibility("default")))
#else
#define JS_DECLSPEC
#endif
#endif
#ifndef JSCALL
#if defined(_WIN32) && !defined(__GNUC__)
#define JSCALL __cdecl
#else
#define JSCALL
#endif
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* The version of this header, the one place the version is kept: the library's file name, its pkg-config
 * file and js_version() are made from these. js_version() gives the library's, which should be the same. */
#define JOYSTICK_SDL_MAJOR_VERSION 1
#define JOYSTICK_SDL_MINOR_VERSION 0
#define JOYSTICK_SDL_PATCHLEVEL 0

/* True when this header is version X.Y.Z or later, as SDL_VERSION_ATLEAST:
 *     #if JOYSTICK_SDL_VERSION_ATLEAST(1, 0, 0) ... #endif */
#define JOYSTICK_SDL_VERSION_ATLEAST(X, Y, Z)                                              \
    ((JOYSTICK_SDL_MAJOR_VERSION > (X)) ||                                                 \
     (JOYSTICK_SDL_MAJOR_VERSION == (X) && JOYSTICK_SDL_MINOR_VERSION > (Y)) ||            \
     (JOYSTICK_SDL_MAJOR_VERSION == (X) && JOYSTICK_SDL_MINOR_VERSION == (Y) &&            \
      JOYSTICK_SDL_PATCHLEVEL >= (Z)))

/* ---- Types ------------------------------------------------------------------------------------------ */

/* The sticks and buttons of one SDL_Renderer. */
typedef struct js_controls js_controls;
/* A stick, owned by its js_controls. */
typedef struct js_stick js_stick;
/* A button, owned by its js_controls. */
typedef struct js_button js_button;

/* A stick's snapped direction (js_stick_direction): clockwise from up. */
typedef enum js_direction {
    JS_DIRECTION_NONE = -1, /* below the direction threshold, or let go */
    JS_DIRECTION_UP = 0,
    JS_DIRECTION_UP_RIGHT = 1,
    JS_DIRECTION_RIGHT = 2,
    JS_DIRECTION_DOWN_RIGHT = 3,
    JS_DIRECTION_DOWN = 4,
    JS_DIRECTION_DOWN_LEFT = 5,
    JS_DIRECTION_LEFT = 6,
    JS_DIRECTION_UP_LEFT = 7
} js_direction;

/* How many directions js_stick_direction snaps to (js_stick_set_direction_mode). */
typedef enum js_direction_mode {
    JS_DIRECTION_MODE_FOUR = 4, /* up, right, down, left */
    JS_DIRECTION_MODE_EIGHT = 8 /* the four and the diagonals (the default) */
} js_direction_mode;

/* How a stick's handle follows a finger (js_stick_set_handle_position_mode). */
typedef enum js_handle_position_mode {
    JS_HANDLE_POSITION_ABSOLUTE = 0, /* it jumps to the finger (the default) */
    JS_HANDLE_POSITION_RELATIVE = 1  /* it moves by the finger's motion from where it was */
} js_handle_position_mode;

/* The shape of a stick's dead zone (js_stick_set_dead_zone_shape). */
typedef enum js_dead_zone_shape {
    JS_DEAD_ZONE_RADIAL = 0, /* a circle: the stick reports nothing until pushed past it in any direction */
    JS_DEAD_ZONE_AXIAL = 1   /* a cross: each axis has its own dead band, so diagonals stay easy */
} js_dead_zone_shape;

/* A gamepad's stick (js_stick_bind_gamepad_stick). */
typedef enum js_gamepad_stick {
    JS_GAMEPAD_STICK_LEFT = 0, /* the left stick, with the d-pad */
    JS_GAMEPAD_STICK_RIGHT = 1 /* the right stick */
} js_gamepad_stick;

/* A callback with nothing to report: a tap, a press, a release. */
typedef void (JSCALL *js_callback)(void *user);
/* A stick's position as compass degrees and displacement (js_stick_on_polar). */
typedef void (JSCALL *js_polar_callback)(void *user, double angle, double displacement);
/* A stick's position as unit x (right-positive) and y (UP-positive) (js_stick_on_xy). */
typedef void (JSCALL *js_xy_callback)(void *user, double x, double y);
/* A stick's new direction (js_stick_on_direction). */
typedef void (JSCALL *js_direction_callback)(void *user, js_direction direction);
/* The logical screen's new size (js_controls_on_screen_change). */
typedef void (JSCALL *js_screen_callback)(void *user, double width, double height);
/* The layout editor closed: kept is true when the player kept the arrangement, false when cancelled
 * (js_controls_on_editor_close). */
typedef void (JSCALL *js_editor_callback)(void *user, bool kept);

/* ---- The library ------------------------------------------------------------------------------------ */

/**
 * The library's version.
 *
 * \returns "major.minor.patch", as the library was built; compare with the JOYSTICK_SDL_*_VERSION macros of
 *          the header the game was compiled with.
 */
extern JS_DECLSPEC const char *JSCALL js_version(void);

/**
 * What the last failing call on this thread failed at, and why, as SDL_GetError does.
 *
 * \returns the message, "" when no call failed yet; valid until the thread's next failing call.
 */
extern JS_DECLSPEC const char *JSCALL js_last_error(void);

/* ---- The controls ----------------------------------------------------------------------------------- */

/**
 * Creates the controls of a renderer, drawn with the built-in pictures and font (no asset folder needed; the
 * @2x pictures while the renderer draws 1.5 or more pixels per logical pixel). The pictures are decoded when
 * first drawn, so controls never drawn (a headless run) cost no decoding. Call it after
 * SDL_Init(SDL_INIT_VIDEO); gamepads already connected are opened when SDL_INIT_GAMEPAD is on.
 *
 * \param renderer the game's renderer, its logical size set if the game uses one
 * \returns the controls, or NULL on failure (a NULL renderer); call js_last_error() for more information.
 */
extern JS_DECLSPEC js_controls *JSCALL js_controls_create(SDL_Renderer *renderer);

/**
 * Destroys the controls, their sticks and buttons, their textures and their virtual gamepad; every
 * key they pressed comes up (in SDL's queue too, when they push key events). Safe from inside any of the
 * controls' callbacks: the controls go once the call that fired the callback returns. An open layout editor
 * goes with them without calling js_controls_on_editor_close's callback: a game that quits while the player
 * arranges closes the editor first (js_controls_set_editing_layout(controls, false)) to save the arrangement.
 *
 * \param controls the controls; NULL does nothing
 */
extern JS_DECLSPEC void JSCALL js_controls_destroy(js_controls *controls);

/**
 * Adds a stick on top of the controls already added: a touch goes to the topmost control that takes it.
 *
 * \param controls the controls
 * \param name its name for layouts (1 to 32 of A-Z, a-z, 0-9, _ and -, unique among the controls), or NULL
 * \param x the base's centre, x
 * \param y the base's centre, y
 * \param size the base's side, its diameter; the handle travels size / 2
 * \returns the stick, or NULL on failure (a centre not finite, a size not positive and finite, a name refused);
 *          call js_last_error() for more information.
 */
extern JS_DECLSPEC js_stick *JSCALL js_controls_add_stick(js_controls *controls, const char *name, double x,
                                                          double y, double size);

/**
 * Adds a round button on top of the controls already added.
 *
 * \param controls the controls
 * \param name its name for layouts, or NULL
 * \param x the circle's centre, x
 * \param y the circle's centre, y
 * \param size the circle's diameter
 * \param label drawn on it with the built-in 8x12 font (printable ASCII), as large as the button allows and
 *              no wider than two thirds of it: keep it short; NULL or "" for none
 * \returns the button, or NULL on failure (as js_controls_add_stick); call js_last_error() for more information.
 */
extern JS_DECLSPEC js_button *JSCALL js_controls_add_button(js_controls *controls, const char *name, double x,
                                                            double y, double size, const char *label);

/**
 * Hands one SDL event to the controls: fingers, the left mouse button, bound keys and gamepad input,
 * focus and window changes. Its time is event->common.timestamp / 1000.0. Keys and gamepad events
 * drive the controls bound to them and stay the game's: they are never taken, so a game reads them as it
 * always did (but for the duplicates js_controls_set_pushes_key_events describes).
 *
 * \param controls the controls
 * \param event the event as SDL_PollEvent returned it
 * \returns true when a control took the event (a touch or a click on a control, the layout editor's events
 *          while it is open: the game should not act on it too); false otherwise, for the key events the
 *          controls pushed themselves, and for a NULL event (js_last_error() says so).
 */
extern JS_DECLSPEC bool JSCALL js_controls_handle_event(js_controls *controls, const SDL_Event *event);

/**
 * js_controls_handle_event with the event's time given, for a headless test on a fixed step whose pushed
 * events SDL stamps with the real clock.
 *
 * \param controls the controls
 * \param event the event as SDL_PollEvent returned it
 * \param seconds its time on the clock js_controls_update is given (frame / 60.0)
 * \returns true when a control took the event; false otherwise, and for a NULL event or a time that is not
 *          finite (then js_last_error() says so).
 */
extern JS_DECLSPEC bool JSCALL js_controls_handle_event_at(js_controls *controls, const SDL_Event *event,
                                                           double seconds);

/**
 * Advances the controls' timers (reports held back for a tap, double taps), updates the published game
 * controller, and closes a frame: until the next call, js_button_was_pressed, js_button_was_released,
 * js_stick_was_tapped, js_controls_was_key_pressed, js_controls_was_key_released and
 * js_controls_keyboard_state tell what happened since the call before. Call it once per frame, after the
 * events. Frame order: handle the events, update, then read; a game that presents before it polls sees the
 * controls one frame later, nothing else changes.
 *
 * \param controls the controls
 * \param seconds the time on the events' clock: SDL_GetTicks() / 1000.0, or a fixed step; not finite: ignored
 */
extern JS_DECLSPEC void JSCALL js_controls_update(js_controls *controls, double seconds);

/**
 * Draws every stick and button, first added first, on the renderer; then the debug overlay if it is on, or the
 * layout editor while it is open. Idle controls (no finger on them) are drawn at the idle alpha; while a
 * keyboard or gamepad drives them they are dimmed to the dimmed alpha. Leaves the renderer as it found
 * it (draw colour, blend mode, clip rectangle, viewport, target).
 *
 * \param controls the controls
 * \param faded true draws them dimmed in any case (behind a pause screen, say)
 * \returns 0 on success, or -1 when a part was not drawn (a picture SDL could not make, a renderer destroyed
 *          before the controls; the rest is drawn and the part tried again next frame); call js_last_error()
 *          for more information.
 */
extern JS_DECLSPEC int JSCALL js_controls_draw(js_controls *controls, bool faded);

/**
 * Releases every stick and button, as a focus loss does.
 *
 * \param controls the controls
 */
extern JS_DECLSPEC void JSCALL js_controls_release_all(js_controls *controls);

/**
 * Reads the renderer's logical size, output size and window size again. The controls do it on their own on
 * SDL's window size events; call it after changing the logical size. Controls held when the screen's shape
 * changes are released, and named controls laid out anew (js_controls_on_screen_change).
 *
 * \param controls the controls
 */
extern JS_DECLSPEC void JSCALL js_controls_refresh_screen(js_controls *controls);

/**
 * The size of the screen the controls are placed on: the renderer's logical size, or its output size in pixels
 * when it has none or js_controls_set_uses_window_pixels is on (a game that calls no SDL_SetRenderLogicalPresentation
 * places its controls in output pixels, which hi-DPI makes larger than the window's size).
 *
 * \param controls the controls
 * \param width set to the width (may be NULL)
 * \param height set to the height (may be NULL)
 */
extern JS_DECLSPEC void JSCALL js_controls_screen_size(const js_controls *controls, double *width, double *height);

/**
 * Puts the controls in the window's output pixels whatever logical size the renderer has: they are placed, read
 * and drawn there (thumb-sized over a game drawn at 320x180, say), and read events in those pixels.
 *
 * \param controls the controls
 * \param uses true for the window's pixels; false (the default): the renderer's logical coordinates, events as
 *             SDL_PollEvent returns them
 */
extern JS_DECLSPEC void JSCALL js_controls_set_uses_window_pixels(js_controls *controls, bool uses);

/**
 * \param controls the controls
 * \returns true while the controls use the window's output pixels (js_controls_set_uses_window_pixels)
 */
extern JS_DECLSPEC bool JSCALL js_controls_uses_window_pixels(const js_controls *controls);

/* ---- Looks ------------------------------------------------------------------------------------------ */

/**
 * Shows or hides the debug overlay: every touch, each stick's frame, travel circle, dead zone, direction
 * sectors and handle, with the touch ids and live readings in the built-in font. Off at first.
 *
 * \param controls the controls
 * \param shows true to show it
 */
extern JS_DECLSPEC void JSCALL js_controls_set_shows_debug_overlay(js_controls *controls, bool shows);

/**
 * \param controls the controls
 * \returns true while the debug overlay is shown.
 */
extern JS_DECLSPEC bool JSCALL js_controls_shows_debug_overlay(const js_controls *controls);

/**
 * The opacity of idle controls (a stick no finger holds, a button not down): see-through over the game, fully
 * opaque under the thumb.
 *
 * \param controls the controls
 * \param alpha 0...1 (default 0.5); 1 draws them the same held or not
 */
extern JS_DECLSPEC void JSCALL js_controls_set_idle_alpha(js_controls *controls, double alpha);

/**
 * \param controls the controls
 * \returns the opacity of controls no finger holds (js_controls_set_idle_alpha); 0 for NULL
 */
extern JS_DECLSPEC double JSCALL js_controls_idle_alpha(const js_controls *controls);

/**
 * The opacity the controls are dimmed to while a keyboard or gamepad drives them.
 *
 * \param controls the controls
 * \param alpha 0...1 (default 0.35)
 */
extern JS_DECLSPEC void JSCALL js_controls_set_dimmed_alpha(js_controls *controls, double alpha);

/**
 * \param controls the controls
 * \returns the opacity the controls dim to (js_controls_set_dimmed_alpha); 0 for NULL
 */
extern JS_DECLSPEC double JSCALL js_controls_dimmed_alpha(const js_controls *controls);

/**
 * \param controls the controls
 * \returns true while a keyboard or gamepad was used last (the controls are drawn dimmed).
 */
extern JS_DECLSPEC bool JSCALL js_controls_is_dimmed(const js_controls *controls);

/**
 * Makes the controls step aside for a gamepad or the keyboard: once one has been in use for 0.8 s
 * without a touch they are not drawn at all (rather than dimmed), and the next touch brings them back.
 *
 * \param controls the controls
 * \param steps_aside true to step aside; false (the default) only dims them
 */
extern JS_DECLSPEC void JSCALL js_controls_set_steps_aside(js_controls *controls, bool steps_aside);

/**
 * \param controls the controls
 * \returns true when the controls step aside for a gamepad or the keyboard (js_controls_set_steps_aside)
 */
extern JS_DECLSPEC bool JSCALL js_controls_steps_aside(const js_controls *controls);

/**
 * Hides every control from the player while playing, or shows them again: a game's "hide the controls" option
 * or key. Hidden, no control is drawn or takes a touch or a click, so every one reaches the game; keys and gamepads
 * bound to them still drive them. Hiding lets go of what the controls hold (their callbacks fire now); opening
 * the layout editor shows them.
 *
 * \param controls the controls
 * \param hidden true to hide them; false (the default) shows them
 */
extern JS_DECLSPEC void JSCALL js_controls_set_hidden(js_controls *controls, bool hidden);

/**
 * \param controls the controls
 * \returns true while they are hidden (js_controls_set_hidden)
 */
extern JS_DECLSPEC bool JSCALL js_controls_is_hidden(const js_controls *controls);

/**
 * A gamepad stick's own dead zone, applied before the stick's: real gamepads rest slightly off centre.
 *
 * \param controls the controls
 * \param zone 0...1 (default 0.2)
 */
extern JS_DECLSPEC void JSCALL js_controls_set_gamepad_dead_zone(js_controls *controls, double zone);

/**
 * \param controls the controls
 * \returns a gamepad stick's own dead zone (js_controls_set_gamepad_dead_zone); 0 for NULL
 */
extern JS_DECLSPEC double JSCALL js_controls_gamepad_dead_zone(const js_controls *controls);

/* ---- Keys and a gamepad, for games that read those -------------------------------------------------- */

/**
 * SDL_GetKeyboardState with the keys the controls press (js_stick_bind_scancodes, js_button_bind_scancode)
 * pressed in, as of the last js_controls_update: a key a control pressed even for less than a frame shows for
 * the frame that update closed. A key whose key-down event the controls were given is down until its key-up
 * or a focus loss, even when SDL's own state never saw it (an event sent with SDL_PushEvent, as a headless
 * test sends keys): what this array and js_controls_is_key_down say of a key event agrees with
 * js_controls_was_key_pressed and js_controls_was_key_released. A drop-in for a game that polls the keyboard.
 * Like SDL's own, the array lives
 * as long as the controls and stays current (it is rewritten at each js_controls_update and key event), so a
 * game may keep the pointer from start-up. While the layout editor is open, the keys it takes read as up.
 *
 * \param controls the controls
 * \param numkeys set to the array's length, SDL_SCANCODE_COUNT (may be NULL)
 * \returns the array, indexed by SDL_Scancode, 1 for a key down; NULL on failure (NULL controls); call
 *          js_last_error() for more information.
 */
extern JS_DECLSPEC const bool *JSCALL js_controls_keyboard_state(js_controls *controls, int *numkeys);

/**
 * Whether a key is down, on the keyboard or pressed by a control, as js_controls_keyboard_state shows it
 * (raylib's IsKeyDown).
 *
 * \param controls the controls
 * \param key the scancode
 * \returns true while it is down.
 */
extern JS_DECLSPEC bool JSCALL js_controls_is_key_down(const js_controls *controls, SDL_Scancode key);

/**
 * Whether a key went down, on the keyboard or by a control, between the two latest js_controls_update calls
 * (raylib's IsKeyPressed): a game that reads after the update sees every press once.
 *
 * \param controls the controls
 * \param key the scancode
 * \returns true when it went down.
 */
extern JS_DECLSPEC bool JSCALL js_controls_was_key_pressed(const js_controls *controls, SDL_Scancode key);

/**
 * Whether a key went up between the two latest js_controls_update calls (raylib's IsKeyReleased).
 *
 * \param controls the controls
 * \param key the scancode
 * \returns true when it went up.
 */
extern JS_DECLSPEC bool JSCALL js_controls_was_key_released(const js_controls *controls, SDL_Scancode key);

/**
 * Pushes the keys the controls press into SDL's queue as SDL_EVENT_KEY_DOWN and SDL_EVENT_KEY_UP events (repeat 0, the
 * renderer's window, the keycode of the keyboard's layout), for a game that handles key events. A real key a
 * finger holds down through a control too stays down for the game until both let go: the real key's own down
 * and up are then taken by js_controls_handle_event, since the game already has them from the control. SDL
 * ends a polling loop at the events queued when it began, so a key pushed while
 * the game handles its events reaches it in the next frame's loop. Turning it off pushes the key-up of every
 * key it pushed down.
 *
 * \param controls the controls
 * \param pushes true to push them; false (the default) pushes none
 */
extern JS_DECLSPEC void JSCALL js_controls_set_pushes_key_events(js_controls *controls, bool pushes);

/**
 * \param controls the controls
 * \returns true while the controls push key events for the keys they press (js_controls_set_pushes_key_events)
 */
extern JS_DECLSPEC bool JSCALL js_controls_pushes_key_events(const js_controls *controls);

/**
 * \param event any event
 * \returns true when it is a key event the controls pushed (js_controls_set_pushes_key_events).
 */
extern JS_DECLSPEC bool JSCALL js_event_is_virtual_key(const SDL_Event *event);

/**
 * Publishes the controls as an SDL virtual gamepad, for a game that reads only SDL_Gamepad:
 * the sticks and buttons bound to its sticks and buttons (js_stick_bind_gamepad_stick,
 * js_button_bind_gamepad_button) move it, updated in js_controls_update. SDL_INIT_GAMEPAD must be on;
 * set SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS to "1" before SDL_Init if it must work without focus. A gamepad
 * already published stays.
 *
 * \param controls the controls
 * \returns 0 on success, or -1 on failure (the subsystem off, SDL refusing it); call js_last_error() for more
 *          information.
 */
extern JS_DECLSPEC int JSCALL js_controls_publish_gamepad(js_controls *controls);

/**
 * Detaches the published gamepad, if any.
 *
 * \param controls the controls
 */
extern JS_DECLSPEC void JSCALL js_controls_unpublish_gamepad(js_controls *controls);

/**
 * \param controls the controls
 * \returns the published gamepad's joystick id, what SDL_OpenGamepad takes, or 0 when none is published.
 */
extern JS_DECLSPEC SDL_JoystickID JSCALL js_controls_gamepad_index(const js_controls *controls);

/* ---- Layouts the player arranges -------------------------------------------------------------------- */

/**
 * Writes the player's layout to a file (JSON, "joystick-sdl-layout" version 1): each named control's place,
 * size, alpha and whether the player hid it, anchored to the nearest edge or the centre of the screen and
 * scaled with its shorter side, for this screen's orientation (and the other one's, when loaded or edited).
 * The file is replaced atomically (a crash leaves the old file or the new one), never over a folder, a device
 * or a FIFO, and under a lock (PATH.lock beside it): the other orientation, unless these controls changed it,
 * is written as the file holds it then, so two copies of a game saving one file lose nothing of each other's.
 * Save it when the editor closes (js_controls_on_editor_close), and when the game quits with the editor open.
 *
 * \param controls the controls
 * \param path the file
 * \returns 0 on success, or -1 on failure; call js_last_error() for the path and the reason.
 */
extern JS_DECLSPEC int JSCALL js_controls_save_layout(js_controls *controls, const char *path);

/**
 * Reads a layout file and places the named controls it holds for this screen's orientation; controls it does
 * not name keep their places, and what it holds for names no control has is kept, in every orientation, and
 * written back by js_controls_save_layout (a later version of the game may name them). No file at path is no
 * layout yet (a first run): success, changing nothing.
 *
 * \param controls the controls
 * \param path the file
 * \param found set to true when the file was there and read, false when there was none (may be NULL)
 * \returns 0 on success (read, or no file), or -1 for a truncated, malformed or hostile file (over 1 MiB,
 *          nested too deep, NaN, a size out of range) or one that cannot be read, changing nothing; call
 *          js_last_error() for the file and, for a syntax or value error, its line and column.
 */
extern JS_DECLSPEC int JSCALL js_controls_load_layout(js_controls *controls, const char *path, bool *found);

/**
 * Reads a layout file as the game's own arrangement of its named controls, for a game that keeps their places
 * in a file rather than in code: they go where it says on this screen (its arrangement for this orientation,
 * or the one it has, anchored to this screen), js_controls_reset_layout and the layout editor's RESET bring
 * them back there, and the player's layout, loaded before or after, still goes over it. Controls it does not
 * name keep their places.
 *
 * \param controls the controls
 * \param path the file, in the format js_controls_save_layout writes
 * \param found set to true when the file was there and read, false when there was none (may be NULL)
 * \returns 0 on success (read, or no file), or -1 for a file that cannot be read or is not a layout, changing
 *          nothing; call js_last_error() for the file and, for a syntax or value error, its line and column.
 */
extern JS_DECLSPEC int JSCALL js_controls_load_default_layout(js_controls *controls, const char *path,
                                                              bool *found);

/**
 * Puts every named control back where the game made it, and forgets the player's layout.
 *
 * \param controls the controls
 */
extern JS_DECLSPEC void JSCALL js_controls_reset_layout(js_controls *controls);

/**
 * Opens or closes the layout editor. While open, js_controls_handle_event takes every pointer event (SDL's
 * mouse copies of touches too) and the editor's keys, which read as up in js_controls_keyboard_state; other
 * keys and gamepads drive no control (they are the game's). A drag moves a named control (kept on
 * screen), its corner handle, a pinch or the mouse wheel resizes it, and a toolbar along the top sizes, fades,
 * hides (a hidden control stays visible, ghosted, to be shown again), colours (the player's colour, over the
 * game's tints), floats a stick (js_stick_set_floating), snaps to a grid, mirrors left and right, resets, is
 * done, or cancels; Tab, the arrows, = and -, [ and ], H, C, F, G, M, R, Enter and Escape do the same from a
 * keyboard, A and B from a gamepad. The layout keeps the player's colours and floating. Controls the game hides
 * (js_stick_set_hidden) are left out. The controls report and press nothing, and js_controls_draw draws the editor
 * over the game. Closing it from code keeps the arrangement as the player's layout.
 *
 * \param controls the controls
 * \param editing true to open it, false to close it
 */
extern JS_DECLSPEC void JSCALL js_controls_set_editing_layout(js_controls *controls, bool editing);

/**
 * Closes the layout editor as Escape does, for a game's own way out (a Back button of its menu): the layout
 * it opened with comes back, and js_controls_on_editor_close's callback hears false. Nothing when it is not
 * open.
 *
 * \param controls the controls
 */
extern JS_DECLSPEC void JSCALL js_controls_cancel_editing_layout(js_controls *controls);

/**
 * \param controls the controls
 * \returns true while the layout editor is open (the player may close it with DONE or CANCEL).
 */
extern JS_DECLSPEC bool JSCALL js_controls_is_editing_layout(const js_controls *controls);

/**
 * Calls fn when the layout editor closes: kept is true when the arrangement was kept (DONE, Enter, a gamepad's
 * A, or js_controls_set_editing_layout(controls, false)), false when the player cancelled (CANCEL, Escape, Back,
 * a gamepad's B) and the layout the editor opened with came back. The moment to save the layout.
 *
 * \param controls the controls
 * \param fn the callback, or NULL to remove it
 * \param user passed back to fn
 */
extern JS_DECLSPEC void JSCALL js_controls_on_editor_close(js_controls *controls, js_editor_callback fn, void *user);

/**
 * Calls fn with the logical screen's size whenever the controls are laid out: when the screen's shape changes
 * (a window resized or rotated, SDL_SetRenderLogicalPresentation), and when a layout is loaded or reset (the same size
 * then). The game lays its controls out for that screen (its portrait layout, say); the player's layout for
 * that orientation is applied over it. Without it, the game's controls keep their places as first laid out,
 * anchored to the new screen. Controls held when the shape changes are released.
 *
 * \param controls the controls
 * \param fn the callback, or NULL to remove it
 * \param user passed back to fn
 */
extern JS_DECLSPEC void JSCALL js_controls_on_screen_change(js_controls *controls, js_screen_callback fn, void *user);

/* ---- Reading a stick -------------------------------------------------------------------------------- */

/**
 * \param stick the stick
 * \returns the angle in compass degrees, [0, 360): 0 up, 90 right, clockwise; exactly 0 while the displacement is
 *          0.
 */
extern JS_DECLSPEC double JSCALL js_stick_angle(const js_stick *stick);

/**
 * \param stick the stick
 * \returns the displacement, 0...1 of the travel, after the dead zone.
 */
extern JS_DECLSPEC double JSCALL js_stick_displacement(const js_stick *stick);

/**
 * The unit vector of the position, scaled by the displacement.
 *
 * \param stick the stick
 * \param x set to x, right-positive (may be NULL)
 * \param y set to y, UP-positive (may be NULL)
 */
extern JS_DECLSPEC void JSCALL js_stick_xy(const js_stick *stick, double *x, double *y);

/**
 * \param stick the stick
 * \returns the snapped direction: JS_DIRECTION_NONE below the direction threshold, else clockwise from up;
 *          four-way sticks give only up, right, down and left.
 */
extern JS_DECLSPEC js_direction JSCALL js_stick_direction(const js_stick *stick);

/**
 * \param stick the stick
 * \returns the handle's distance from the base centre over the travel radius, before the dead zone, 0...1.
 */
extern JS_DECLSPEC double JSCALL js_stick_raw_displacement(const js_stick *stick);

/**
 * \param stick the stick
 * \returns true while a finger or the mouse holds the stick.
 */
extern JS_DECLSPEC bool JSCALL js_stick_is_active(const js_stick *stick);

/**
 * \param stick the stick
 * \returns true when the stick was tapped between the two latest js_controls_update calls, with or without a
 *          tap callback: a game that polls once a frame sees every tap once. With the double tap on (the
 *          default, js_stick_set_enable_double_tap_for_frame_reset), a tap is a tap once its double-tap
 *          interval has passed with no second one: it reads true that long (0.3 s) after the finger lifts.
 */
extern JS_DECLSPEC bool JSCALL js_stick_was_tapped(const js_stick *stick);

/**
 * Where the handle is drawn, in logical coordinates.
 *
 * \param stick the stick
 * \param x set to x (may be NULL)
 * \param y set to y (may be NULL)
 */
extern JS_DECLSPEC void JSCALL js_stick_handle_position(const js_stick *stick, double *x, double *y);

/**
 * Calls fn whenever the angle or the displacement changes (once more with 0, 0 on release). A stick may have a
 * polar and an xy callback at once.
 *
 * \param stick the stick
 * \param fn the callback, or NULL to remove it
 * \param user passed back to fn
 */
extern JS_DECLSPEC void JSCALL js_stick_on_polar(js_stick *stick, js_polar_callback fn, void *user);

/**
 * Calls fn whenever the position changes, as unit x and y (y up-positive).
 *
 * \param stick the stick
 * \param fn the callback, or NULL to remove it
 * \param user passed back to fn
 */
extern JS_DECLSPEC void JSCALL js_stick_on_xy(js_stick *stick, js_xy_callback fn, void *user);

/**
 * Calls fn whenever js_stick_direction changes (JS_DIRECTION_NONE when the stick lets go or falls below the
 * direction threshold). Not held back by a tap callback's delay.
 *
 * \param stick the stick
 * \param fn the callback, or NULL to remove it
 * \param user passed back to fn
 */
extern JS_DECLSPEC void JSCALL js_stick_on_direction(js_stick *stick, js_direction_callback fn, void *user);

/**
 * Calls fn when the stick is tapped: touched and let go within the tap duration without moving. Taps and
 * double taps exclude each other: while the double-tap reset is on, a tap is called once the double-tap
 * interval has passed without a second tap (in js_controls_update or at the next event), and a double tap only
 * puts the base home. While a tap callback is set, reports wait for the tap delay after a touch-down.
 *
 * \param stick the stick
 * \param fn the callback, or NULL to remove it
 * \param user passed back to fn
 */
extern JS_DECLSPEC void JSCALL js_stick_on_tap(js_stick *stick, js_callback fn, void *user);

/* ---- Placing and shaping a stick -------------------------------------------------------------------- */

/**
 * Places the base's centre. A base the player has dragged keeps its home: js_stick_reset_frame() (a double
 * tap) takes it back to where the first drag began, wherever it was placed since.
 *
 * \param stick the stick
 * \param x the centre, x
 * \param y the centre, y
 */
extern JS_DECLSPEC void JSCALL js_stick_set_center(js_stick *stick, double x, double y);

/**
 * Sizes the base around its centre.
 *
 * \param stick the stick
 * \param size the base's side, its diameter; not positive and finite: ignored
 */
extern JS_DECLSPEC void JSCALL js_stick_set_size(js_stick *stick, double size);

/**
 * The base's centre, where it is now (a movable or floating stick's moves).
 *
 * \param stick the stick
 * \param x set to x (may be NULL)
 * \param y set to y (may be NULL)
 */
extern JS_DECLSPEC void JSCALL js_stick_center(const js_stick *stick, double *x, double *y);

/**
 * \param stick the stick
 * \returns the side of the base, as js_stick_set_size, a layout or the layout editor made it.
 */
extern JS_DECLSPEC double JSCALL js_stick_size(const js_stick *stick);

/**
 * \param stick the stick
 * \param movable true: the base follows a finger that goes beyond the travel radius; false (default): it stays
 */
extern JS_DECLSPEC void JSCALL js_stick_set_movable(js_stick *stick, bool movable);

/**
 * \param stick the stick
 * \returns true when the base follows a finger beyond the travel radius (js_stick_set_movable)
 */
extern JS_DECLSPEC bool JSCALL js_stick_movable(const js_stick *stick);

/**
 * Limits where a movable base's centre may go.
 *
 * \param stick the stick
 * \param x the rectangle's left
 * \param y its top
 * \param width its width
 * \param height its height; a rectangle with NaN, an infinity or a negative side is ignored
 */
extern JS_DECLSPEC void JSCALL js_stick_set_movable_bounds(js_stick *stick, double x, double y, double width,
                                                           double height);

/**
 * Lets a movable base's centre go anywhere again.
 *
 * \param stick the stick
 */
extern JS_DECLSPEC void JSCALL js_stick_clear_movable_bounds(js_stick *stick);

/**
 * \param stick the stick
 * \returns true and the rectangle (each pointer may be NULL) when the movable bounds are set
 *          (js_stick_set_movable_bounds); false, the pointers untouched, when none
 */
extern JS_DECLSPEC bool JSCALL js_stick_movable_bounds(const js_stick *stick, double *x, double *y, double *width,
                                                       double *height);

/**
 * \param stick the stick
 * \param contain true: the movable bounds hold the whole base, not just its centre (on an axis where they are
 *                narrower than the base, its centre stays on their middle); false (default): they hold the centre
 */
extern JS_DECLSPEC void JSCALL js_stick_set_movable_bounds_contains_frame(js_stick *stick, bool contain);

/**
 * \param stick the stick
 * \returns true when the movable bounds hold the whole base (js_stick_set_movable_bounds_contains_frame)
 */
extern JS_DECLSPEC bool JSCALL js_stick_movable_bounds_contains_frame(const js_stick *stick);

/**
 * Puts a moved base back home.
 *
 * \param stick the stick
 */
extern JS_DECLSPEC void JSCALL js_stick_reset_frame(js_stick *stick);

/**
 * A touch-down anywhere in this rectangle moves the base under the finger and takes it (a floating stick); on
 * release the base goes home. While the stick floats (js_stick_set_floating), its quarter of the screen stays the
 * area, and the rectangle set here is the one it gets back when it stops floating.
 *
 * \param stick the stick
 * \param x the rectangle's left
 * \param y its top
 * \param width its width
 * \param height its height; a rectangle with NaN, an infinity or a negative side is ignored
 */
extern JS_DECLSPEC void JSCALL js_stick_set_activation_area(js_stick *stick, double x, double y, double width,
                                                            double height);

/**
 * Makes the stick float, or stay put, as the game wants it: while it floats, a touch-down in the lower half of
 * the screen's half its home is in (a quarter of the screen: the game keeps the rest) brings the stick under
 * the finger, and it goes home when let go. The controls keep that activation area where it belongs as the
 * screen and the stick move, and give the stick's own area (js_stick_set_activation_area) back when it stops
 * floating. The player's layout may choose otherwise (the layout editor's FLOAT).
 *
 * \param stick the stick
 * \param floating true to float
 */
extern JS_DECLSPEC void JSCALL js_stick_set_floating(js_stick *stick, bool floating);

/**
 * \param stick the stick
 * \returns true while it floats: the player's layout's choice, else the game's (js_stick_set_floating)
 */
extern JS_DECLSPEC bool JSCALL js_stick_is_floating(const js_stick *stick);

/**
 * Extra reach: while another finger holds a control, a touch-down off the base's circle by at most `share` of
 * its size takes the stick, as if on the circle's edge; a lone touch must land on the circle (the default, 0).
 *
 * \param stick the stick
 * \param share 0 (none, the default) to 1; outside that it takes the nearest end, and NaN or an infinity is
 *              ignored
 */
extern JS_DECLSPEC void JSCALL js_stick_set_reach(js_stick *stick, double share);

/**
 * \param stick the stick
 * \returns its extra reach, a share of its size (js_stick_set_reach); 0 for NULL
 */
extern JS_DECLSPEC double JSCALL js_stick_reach(const js_stick *stick);

/**
 * Only touches on the base itself take the stick again (the default).
 *
 * \param stick the stick
 */
extern JS_DECLSPEC void JSCALL js_stick_clear_activation_area(js_stick *stick);

/**
 * \param stick the stick
 * \returns true and the rectangle (each pointer may be NULL) when the stick has an activation area
 *          (js_stick_set_activation_area, or a floating stick's quarter); false, the pointers untouched, when none
 */
extern JS_DECLSPEC bool JSCALL js_stick_activation_area(const js_stick *stick, double *x, double *y, double *width,
                                                        double *height);

/**
 * Keeps the handle's centre inside a rectangle of the stick's own coordinates, (0, 0) the base's top-left
 * corner (a zero-height one for a horizontal-only stick).
 *
 * \param stick the stick
 * \param x the rectangle's left
 * \param y its top
 * \param width its width
 * \param height its height; a rectangle with NaN, an infinity or a negative side is ignored
 */
extern JS_DECLSPEC void JSCALL js_stick_set_handle_constraint(js_stick *stick, double x, double y, double width,
                                                              double height);

/**
 * Removes the handle constraint.
 *
 * \param stick the stick
 */
extern JS_DECLSPEC void JSCALL js_stick_clear_handle_constraint(js_stick *stick);

/**
 * \param stick the stick
 * \returns true and the rectangle (each pointer may be NULL) when the handle is constrained
 *          (js_stick_set_handle_constraint); false, the pointers untouched, when not
 */
extern JS_DECLSPEC bool JSCALL js_stick_handle_constraint(const js_stick *stick, double *x, double *y,
                                                          double *width, double *height);

/**
 * \param stick the stick
 * \param travel how far the handle travels, as a fraction of the base's radius (default 1; above 1 it leaves
 *               the base); not positive: ignored
 */
extern JS_DECLSPEC void JSCALL js_stick_set_travel(js_stick *stick, double travel);

/**
 * \param stick the stick
 * \returns how far the handle travels, a fraction of the radius (js_stick_set_travel); 0 for NULL
 */
extern JS_DECLSPEC double JSCALL js_stick_travel(const js_stick *stick);

/**
 * \param stick the stick
 * \param mode JS_HANDLE_POSITION_RELATIVE: the handle moves by the finger's motion from where it was;
 *             JS_HANDLE_POSITION_ABSOLUTE (default): it jumps to the finger; another value is refused (the
 *             mode stays; js_last_error() says why)
 */
extern JS_DECLSPEC void JSCALL js_stick_set_handle_position_mode(js_stick *stick, js_handle_position_mode mode);

/**
 * \param stick the stick
 * \returns how the handle follows a finger (js_stick_set_handle_position_mode); JS_HANDLE_POSITION_ABSOLUTE for
 *          NULL
 */
extern JS_DECLSPEC js_handle_position_mode JSCALL js_stick_handle_position_mode(const js_stick *stick);

/**
 * \param stick the stick
 * \param zone the dead zone, 0...1 of the travel (default 0): displacement grows from 0 at its edge to 1 at
 *             full travel
 */
extern JS_DECLSPEC void JSCALL js_stick_set_dead_zone(js_stick *stick, double zone);

/**
 * \param stick the stick
 * \returns the dead zone, 0...1 of the travel (js_stick_set_dead_zone); 0 for NULL
 */
extern JS_DECLSPEC double JSCALL js_stick_dead_zone(const js_stick *stick);

/**
 * \param stick the stick
 * \param shape JS_DEAD_ZONE_RADIAL (default) or JS_DEAD_ZONE_AXIAL; another value is refused (the shape
 *              stays; js_last_error() says why)
 */
extern JS_DECLSPEC void JSCALL js_stick_set_dead_zone_shape(js_stick *stick, js_dead_zone_shape shape);

/**
 * \param stick the stick
 * \returns the dead zone's shape (js_stick_set_dead_zone_shape); JS_DEAD_ZONE_RADIAL for NULL
 */
extern JS_DECLSPEC js_dead_zone_shape JSCALL js_stick_dead_zone_shape(const js_stick *stick);

/**
 * \param stick the stick
 * \param mode JS_DIRECTION_MODE_FOUR or JS_DIRECTION_MODE_EIGHT (default); another value is refused (the
 *             mode stays; js_last_error() says why)
 */
extern JS_DECLSPEC void JSCALL js_stick_set_direction_mode(js_stick *stick, js_direction_mode mode);

/**
 * \param stick the stick
 * \returns four or eight directions (js_stick_set_direction_mode); JS_DIRECTION_MODE_EIGHT for NULL
 */
extern JS_DECLSPEC js_direction_mode JSCALL js_stick_direction_mode(const js_stick *stick);

/**
 * \param stick the stick
 * \param threshold the displacement below which the direction is JS_DIRECTION_NONE (default 0.2)
 */
extern JS_DECLSPEC void JSCALL js_stick_set_direction_threshold(js_stick *stick, double threshold);

/**
 * \param stick the stick
 * \returns the displacement below which there is no direction (js_stick_set_direction_threshold); 0 for NULL
 */
extern JS_DECLSPEC double JSCALL js_stick_direction_threshold(const js_stick *stick);

/**
 * \param stick the stick
 * \param degrees how far past a sector's edge the angle must go before the direction changes (default 10)
 */
extern JS_DECLSPEC void JSCALL js_stick_set_direction_hysteresis(js_stick *stick, double degrees);

/**
 * \param stick the stick
 * \returns the degrees past a sector's edge before the direction changes (js_stick_set_direction_hysteresis); 0 for
 *          NULL
 */
extern JS_DECLSPEC double JSCALL js_stick_direction_hysteresis(const js_stick *stick);

/**
 * \param stick the stick
 * \param seconds how long reports wait after a touch-down while a tap callback is set (default 0.3)
 */
extern JS_DECLSPEC void JSCALL js_stick_set_delay_before_reporting(js_stick *stick, double seconds);

/**
 * \param stick the stick
 * \returns how long reports wait after a touch-down while a tap callback is set, seconds
 *          (js_stick_set_delay_before_reporting); 0 for NULL
 */
extern JS_DECLSPEC double JSCALL js_stick_delay_before_reporting(const js_stick *stick);

/**
 * \param stick the stick
 * \param seconds the longest touch that counts as a tap (default 0.3)
 */
extern JS_DECLSPEC void JSCALL js_stick_set_tap_duration(js_stick *stick, double seconds);

/**
 * \param stick the stick
 * \returns the longest touch that counts as a tap, seconds (js_stick_set_tap_duration); 0 for NULL
 */
extern JS_DECLSPEC double JSCALL js_stick_tap_duration(const js_stick *stick);

/**
 * \param stick the stick
 * \param reset true (default): a double tap puts a moved base back home; false: it does not
 */
extern JS_DECLSPEC void JSCALL js_stick_set_enable_double_tap_for_frame_reset(js_stick *stick, bool reset);

/**
 * \param stick the stick
 * \returns true when a double tap puts a moved base back home (js_stick_set_enable_double_tap_for_frame_reset)
 */
extern JS_DECLSPEC bool JSCALL js_stick_enable_double_tap_for_frame_reset(const js_stick *stick);

/**
 * \param stick the stick
 * \param seconds the longest time between a tap lifting and the second touching down (default 0.3)
 */
extern JS_DECLSPEC void JSCALL js_stick_set_double_tap_interval(js_stick *stick, double seconds);

/**
 * \param stick the stick
 * \returns the longest time between a tap and the second touch, seconds (js_stick_set_double_tap_interval); 0 for
 *          NULL
 */
extern JS_DECLSPEC double JSCALL js_stick_double_tap_interval(const js_stick *stick);

/* ---- Drawing a stick -------------------------------------------------------------------------------- */

/**
 * \param stick the stick
 * \param hidden true: the stick is not drawn, takes no touch, key or gamepad input, lets go of what it holds, and
 *               is left out of the layout editor; false (default): shown
 */
extern JS_DECLSPEC void JSCALL js_stick_set_hidden(js_stick *stick, bool hidden);

/**
 * \param stick the stick
 * \returns true while the game hides it (js_stick_set_hidden; the player's layout hides apart from this)
 */
extern JS_DECLSPEC bool JSCALL js_stick_is_hidden(const js_stick *stick);

/**
 * \param stick the stick
 * \param enabled false: the stick is drawn dimmed, takes no touch, key or gamepad input, and lets go of what it
 *                holds; true (default): enabled
 */
extern JS_DECLSPEC void JSCALL js_stick_set_enabled(js_stick *stick, bool enabled);

/**
 * \param stick the stick
 * \returns true while it takes touches, keys and gamepads (js_stick_set_enabled); false for NULL
 */
extern JS_DECLSPEC bool JSCALL js_stick_is_enabled(const js_stick *stick);

/**
 * \param stick the stick
 * \param alpha the stick's overall opacity, 0...1 (default 1), multiplying the base's and the handle's
 */
extern JS_DECLSPEC void JSCALL js_stick_set_alpha(js_stick *stick, double alpha);

/**
 * \param stick the stick
 * \returns its overall opacity (js_stick_set_alpha, or the player's layout); 0 for NULL
 */
extern JS_DECLSPEC double JSCALL js_stick_alpha(const js_stick *stick);

/**
 * \param stick the stick
 * \param alpha the base's opacity, 0...1 (default 1)
 */
extern JS_DECLSPEC void JSCALL js_stick_set_base_alpha(js_stick *stick, double alpha);

/**
 * \param stick the stick
 * \returns the base's opacity (js_stick_set_base_alpha); 0 for NULL
 */
extern JS_DECLSPEC double JSCALL js_stick_base_alpha(const js_stick *stick);

/**
 * \param stick the stick
 * \param alpha the handle's opacity, 0...1 (default 1)
 */
extern JS_DECLSPEC void JSCALL js_stick_set_handle_alpha(js_stick *stick, double alpha);

/**
 * \param stick the stick
 * \returns the handle's opacity (js_stick_set_handle_alpha); 0 for NULL
 */
extern JS_DECLSPEC double JSCALL js_stick_handle_alpha(const js_stick *stick);

/**
 * Tints the handle (its shading kept, unless js_stick_set_color_fill_handle_image).
 *
 * \param stick the stick
 * \param color the tint
 */
extern JS_DECLSPEC void JSCALL js_stick_set_handle_tint(js_stick *stick, SDL_Color color);

/**
 * Draws the handle as its picture again.
 *
 * \param stick the stick
 */
extern JS_DECLSPEC void JSCALL js_stick_clear_handle_tint(js_stick *stick);

/**
 * \param stick the stick
 * \returns true and the tint (color may be NULL) when the handle is tinted (js_stick_set_handle_tint); false, the
 *          colour untouched, when not. The game's own tint: the player's colour from a layout (the layout editor's
 *          COLOR), drawn in its place while set, is not read here
 */
extern JS_DECLSPEC bool JSCALL js_stick_handle_tint(const js_stick *stick, SDL_Color *color);

/**
 * Tints the base (its shading kept). JoyStickView tints only the handle.
 *
 * \param stick the stick
 * \param color the tint
 */
extern JS_DECLSPEC void JSCALL js_stick_set_base_tint(js_stick *stick, SDL_Color color);

/**
 * Draws the base as its picture again.
 *
 * \param stick the stick
 */
extern JS_DECLSPEC void JSCALL js_stick_clear_base_tint(js_stick *stick);

/**
 * \param stick the stick
 * \returns true and the tint (color may be NULL) when the base is tinted (js_stick_set_base_tint); false, the
 *          colour untouched, when not. The game's own tint: the player's colour from a layout (the layout editor's
 *          COLOR), drawn in its place while set, is not read here
 */
extern JS_DECLSPEC bool JSCALL js_stick_base_tint(const js_stick *stick, SDL_Color *color);

/**
 * \param stick the stick
 * \param fill true: the tint fills every opaque pixel of the handle; false (default): it keeps its shading
 */
extern JS_DECLSPEC void JSCALL js_stick_set_color_fill_handle_image(js_stick *stick, bool fill);

/**
 * \param stick the stick
 * \returns true when the tint fills the handle (js_stick_set_color_fill_handle_image)
 */
extern JS_DECLSPEC bool JSCALL js_stick_color_fill_handle_image(const js_stick *stick);

/**
 * \param stick the stick
 * \param ratio the handle's size as a fraction of the base's (default 0.85); not positive: ignored
 */
extern JS_DECLSPEC void JSCALL js_stick_set_handle_size_ratio(js_stick *stick, double ratio);

/**
 * \param stick the stick
 * \returns the handle's size as a fraction of the base's (js_stick_set_handle_size_ratio); 0 for NULL
 */
extern JS_DECLSPEC double JSCALL js_stick_handle_size_ratio(const js_stick *stick);

/**
 * Draws this stick with pictures of its own; other controls keep theirs.
 *
 * \param stick the stick
 * \param base_file a PNG, JPEG, GIF or BMP file, at most 4096 pixels a side or the renderer's largest texture,
 *                  and at most 68 MB; NULL keeps the base's picture
 * \param handle_file the same for the handle
 * \returns 0 on success, or -1 when a file cannot be used (missing, not a regular file, too large,
 *          unreadable), and then neither picture changed; call js_last_error() for the file and why.
 */
extern JS_DECLSPEC int JSCALL js_stick_load_images(js_stick *stick, const char *base_file, const char *handle_file);

/**
 * The file a stick's picture came from (js_stick_load_images).
 *
 * \param stick the stick
 * \param handle true for the handle's picture, false for the base's
 * \returns the file, or NULL while the stick is drawn with the built-in picture; valid until the next call of
 *          this function on this stick.
 */
extern JS_DECLSPEC const char *JSCALL js_stick_image_file(js_stick *stick, bool handle);

/**
 * Draws the stick with the built-in pictures again, forgetting the ones js_stick_load_images gave it.
 *
 * \param stick the stick
 */
extern JS_DECLSPEC void JSCALL js_stick_reset_images(js_stick *stick);

/* ---- Binding a stick -------------------------------------------------------------------------------- */

/**
 * Binds the stick to four keys, both ways: the keys push the stick as a finger would (two together push a
 * diagonal), and a finger on the stick presses them by its direction (a diagonal presses two; a four-way stick
 * one at a time), with its own direction threshold and hysteresis. A stick may be bound to several sets (the
 * arrows and WASD): each moves it, and a finger presses them all.
 *
 * \param stick the stick
 * \param up the scancode for up (SDL_SCANCODE_UNKNOWN for none)
 * \param left for left
 * \param down for down
 * \param right for right
 * A key outside 0 to SDL_SCANCODE_COUNT - 1 binds nothing, and js_last_error() says which.
 */
extern JS_DECLSPEC void JSCALL js_stick_bind_scancodes(js_stick *stick, SDL_Scancode up, SDL_Scancode left,
                                                       SDL_Scancode down, SDL_Scancode right);

/**
 * Unbinds every key set of the stick: the keys it pressed come up.
 *
 * \param stick the stick
 */
extern JS_DECLSPEC void JSCALL js_stick_unbind_scancodes(js_stick *stick);

/**
 * Binds the stick to a gamepad's stick, both ways: a real gamepad's stick (the left one with its d-pad)
 * drives it, and a finger on it moves that stick of the published gamepad (js_controls_publish_gamepad). One stick
 * per side: binding another takes the side from this one.
 *
 * \param stick the stick
 * \param side JS_GAMEPAD_STICK_LEFT or JS_GAMEPAD_STICK_RIGHT; another value is refused (js_last_error() says
 *             why)
 */
extern JS_DECLSPEC void JSCALL js_stick_bind_gamepad_stick(js_stick *stick, js_gamepad_stick side);

/**
 * Unbinds the stick from its gamepad stick; that stick of the published gamepad rests at 0.
 *
 * \param stick the stick
 */
extern JS_DECLSPEC void JSCALL js_stick_unbind_gamepad_stick(js_stick *stick);

/* ---- Naming and removing a stick -------------------------------------------------------------------- */

/**
 * Names (or renames) the stick for layouts. Where the stick is when named is where js_controls_reset_layout
 * puts it back.
 *
 * \param stick the stick
 * \param name 1 to 32 characters of A-Z, a-z, 0-9, _ and -, unique among its controls
 * \returns 0 on success, or -1 when the name is refused (its characters, its length, a name taken); call
 *          js_last_error() for more information.
 */
extern JS_DECLSPEC int JSCALL js_stick_set_name(js_stick *stick, const char *name);

/**
 * \param stick the stick
 * \returns its name, or NULL when it has none; valid until it is renamed or removed.
 */
extern JS_DECLSPEC const char *JSCALL js_stick_name(const js_stick *stick);

/**
 * Removes the stick from its controls: it lets go of what it holds (reporting 0), the keys it pressed come up,
 * it loses its bindings and name, and its handle is no longer valid. Safe from inside any callback, its own
 * included.
 *
 * \param stick the stick; NULL does nothing
 */
extern JS_DECLSPEC void JSCALL js_stick_remove(js_stick *stick);

/* ---- Buttons ---------------------------------------------------------------------------------------- */

/**
 * \param button the button
 * \returns true while a finger, the mouse, a bound key or gamepad button (or js_button_set_down) holds it. A press
 *          and release between two updates reads false: see js_button_was_pressed.
 */
extern JS_DECLSPEC bool JSCALL js_button_is_down(const js_button *button);

/**
 * \param button the button
 * \returns true when the button went down at least once between the two latest js_controls_update calls: a
 *          game that handles its events, updates and then reads sees every press once, even a tap shorter than
 *          a frame.
 */
extern JS_DECLSPEC bool JSCALL js_button_was_pressed(const js_button *button);

/**
 * \param button the button
 * \returns true when the button went up at least once between the two latest js_controls_update calls.
 */
extern JS_DECLSPEC bool JSCALL js_button_was_released(const js_button *button);

/**
 * Calls fn when the button goes down.
 *
 * \param button the button
 * \param fn the callback, or NULL to remove it
 * \param user passed back to fn
 */
extern JS_DECLSPEC void JSCALL js_button_on_press(js_button *button, js_callback fn, void *user);

/**
 * Calls fn when the button goes up (a tap or not).
 *
 * \param button the button
 * \param fn the callback, or NULL to remove it
 * \param user passed back to fn
 */
extern JS_DECLSPEC void JSCALL js_button_on_release(js_button *button, js_callback fn, void *user);

/**
 * Calls fn when a press ends with the finger still on the button (a tap), or a key, gamepad or code press lets go.
 *
 * \param button the button
 * \param fn the callback, or NULL to remove it
 * \param user passed back to fn
 */
extern JS_DECLSPEC void JSCALL js_button_on_tap(js_button *button, js_callback fn, void *user);

/**
 * Places the button's centre.
 *
 * \param button the button
 * \param x the centre, x
 * \param y the centre, y
 */
extern JS_DECLSPEC void JSCALL js_button_set_center(js_button *button, double x, double y);

/**
 * Sizes the button around its centre.
 *
 * \param button the button
 * \param size the circle's diameter; not positive and finite: ignored
 */
extern JS_DECLSPEC void JSCALL js_button_set_size(js_button *button, double size);

/**
 * \param button the button
 * \param x set to the centre's x (may be NULL)
 * \param y set to the centre's y (may be NULL)
 */
extern JS_DECLSPEC void JSCALL js_button_center(const js_button *button, double *x, double *y);

/**
 * \param button the button
 * \returns the circle's diameter.
 */
extern JS_DECLSPEC double JSCALL js_button_size(const js_button *button);

/**
 * Holds the button down or lets it go from code, as a bound key does; letting go is a tap.
 *
 * \param button the button
 * \param down true holds it, false lets go
 */
extern JS_DECLSPEC void JSCALL js_button_set_down(js_button *button, bool down);

/**
 * \param button the button
 * \param alpha its opacity, 0...1 (default 1)
 */
extern JS_DECLSPEC void JSCALL js_button_set_alpha(js_button *button, double alpha);

/**
 * \param button the button
 * \returns its opacity (js_button_set_alpha, or the player's layout); 0 for NULL
 */
extern JS_DECLSPEC double JSCALL js_button_alpha(const js_button *button);

/**
 * \param button the button
 * \param hidden true: not drawn, takes no touch, key or gamepad input, lets go (no tap), and is left out of the
 *               layout editor; false (default): shown
 */
extern JS_DECLSPEC void JSCALL js_button_set_hidden(js_button *button, bool hidden);

/**
 * \param button the button
 * \returns true while the game hides it (js_button_set_hidden; the player's layout hides apart from this)
 */
extern JS_DECLSPEC bool JSCALL js_button_is_hidden(const js_button *button);

/**
 * \param button the button
 * \param enabled false: drawn dimmed, takes no touch, key or gamepad input, and lets go (no tap); true (default)
 */
extern JS_DECLSPEC void JSCALL js_button_set_enabled(js_button *button, bool enabled);

/**
 * \param button the button
 * \returns true while it takes touches, keys and gamepads (js_button_set_enabled); false for NULL
 */
extern JS_DECLSPEC bool JSCALL js_button_is_enabled(const js_button *button);

/**
 * Extra reach: while another finger holds a control, a touch-down off the button's circle by at most `share` of
 * its diameter presses it; a lone touch must land on the circle (the default, 0).
 *
 * \param button the button
 * \param share 0 (none, the default) to 1; outside that it takes the nearest end, and NaN or an infinity is
 *              ignored
 */
extern JS_DECLSPEC void JSCALL js_button_set_reach(js_button *button, double share);

/**
 * \param button the button
 * \returns its extra reach, a share of its size (js_button_set_reach); 0 for NULL
 */
extern JS_DECLSPEC double JSCALL js_button_reach(const js_button *button);

/**
 * Tints the button's pictures.
 *
 * \param button the button
 * \param color the tint
 */
extern JS_DECLSPEC void JSCALL js_button_set_tint(js_button *button, SDL_Color color);

/**
 * Draws the button's pictures as they are again.
 *
 * \param button the button
 */
extern JS_DECLSPEC void JSCALL js_button_clear_tint(js_button *button);

/**
 * \param button the button
 * \returns true and the tint (color may be NULL) when the button is tinted (js_button_set_tint); false, the colour
 *          untouched, when not. The game's own tint: the player's colour from a layout (the layout editor's COLOR),
 *          drawn in its place while set, is not read here
 */
extern JS_DECLSPEC bool JSCALL js_button_tint(const js_button *button, SDL_Color *color);

/**
 * Draws this button with pictures of its own, as js_stick_load_images does.
 *
 * \param button the button
 * \param up_file the button up, or NULL to keep that picture
 * \param down_file the button held down, or NULL
 * \returns 0 on success, or -1 when a file cannot be used, and then neither picture changed; call
 *          js_last_error() for the file and why.
 */
extern JS_DECLSPEC int JSCALL js_button_load_images(js_button *button, const char *up_file, const char *down_file);

/**
 * The file a button's picture came from (js_button_load_images).
 *
 * \param button the button
 * \param down true for the picture of the button held down, false for the one of the button up
 * \returns the file, or NULL while the button is drawn with the built-in picture; valid until the next call of
 *          this function on this button.
 */
extern JS_DECLSPEC const char *JSCALL js_button_image_file(js_button *button, bool down);

/**
 * Draws the button with the built-in pictures again, forgetting the ones js_button_load_images gave it.
 *
 * \param button the button
 */
extern JS_DECLSPEC void JSCALL js_button_reset_images(js_button *button);

/**
 * Binds the button to a key, both ways: the key holds the button down, and a finger on the button presses
 * the key for a game that reads the keyboard. A button may have several keys.
 *
 * \param button the button
 * \param key the scancode (SDL_SCANCODE_SPACE); one outside 0 to SDL_SCANCODE_COUNT - 1 binds nothing, and
 *            js_last_error() says so
 */
extern JS_DECLSPEC void JSCALL js_button_bind_scancode(js_button *button, SDL_Scancode key);

/**
 * Unbinds the button's keys: the keys it pressed come up, and a key holding it lets go.
 *
 * \param button the button
 */
extern JS_DECLSPEC void JSCALL js_button_unbind_scancode(js_button *button);

/**
 * Binds the button to a gamepad button, both ways: a real gamepad's button holds it down, and a finger on
 * it presses that button of the published gamepad (js_controls_publish_gamepad). A button may have several.
 *
 * \param button the button
 * \param gamepad_button the gamepad's button (SDL_GAMEPAD_BUTTON_SOUTH)
 */
extern JS_DECLSPEC void JSCALL js_button_bind_gamepad_button(js_button *button,
                                                             SDL_GamepadButton gamepad_button);

/**
 * Unbinds the button's gamepad buttons.
 *
 * \param button the button
 */
extern JS_DECLSPEC void JSCALL js_button_unbind_gamepad_button(js_button *button);

/**
 * Names (or renames) the button for layouts, as js_stick_set_name.
 *
 * \param button the button
 * \param name 1 to 32 characters of A-Z, a-z, 0-9, _ and -, unique among its controls
 * \returns 0 on success, or -1 when the name is refused; call js_last_error() for more information.
 */
extern JS_DECLSPEC int JSCALL js_button_set_name(js_button *button, const char *name);

/**
 * \param button the button
 * \returns its name, or NULL when it has none; valid until it is renamed or removed.
 */
extern JS_DECLSPEC const char *JSCALL js_button_name(const js_button *button);

/**
 * Removes the button the same way as js_stick_remove (it lets go without a tap).
 *
 * \param button the button; NULL does nothing
 */
extern JS_DECLSPEC void JSCALL js_button_remove(js_button *button);

#ifdef __cplusplus
}
#endif

#endif /* JOYSTICK_SDL_H */
