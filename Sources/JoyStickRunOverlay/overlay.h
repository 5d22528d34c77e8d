/*
 * joystick-run's overlay: the library SDL2 loads through SDL_DYNAMIC_API, in a game it did not build.
 *
 * SDL2 reads SDL_DYNAMIC_API at its first call, dlopens that library and lets its SDL_DYNAPI_entry fill the
 * table every exported SDL function jumps through. The overlay fills it with the real SDL's functions, then puts
 * its own in a few slots: the ways a game reads input (events, filters, keyboard and mouse state), the ways it
 * shows a frame (SDL_RenderPresent, SDL_UpdateWindowSurface, SDL_GL_SwapWindow), its clock (headless runs) and
 * its start and end (SDL_Init, SDL_Quit, renderers made and destroyed). The controls themselves are the C
 * library's (libjoystick-sdl), loaded beside the overlay once the real SDL is known to be new enough.
 *
 * The files, as libTAS lays out its own:
 *   - entry.c: SDL_DYNAPI_entry, the status channel;
 *   - one file per family of hooked functions, each hook a few lines into the state of the file it serves:
 *     hook_init.c (SDL_Init, SDL_Quit, subsystems), hook_events.c (reading events), event_filter.c (the filter
 *     in front of the game's), hook_input_state.c (keyboard and mouse state), hook_render.c (renderers and their
 *     present), hook_surface.c (window surfaces), hook_gl.c (OpenGL swaps), hook_window.c (windows),
 *     hook_timers.c (SDL's timers and SDL_Delay), libc_clock.c (libc's clocks, sleeps and random bytes);
 *   - frame.c: the frame boundary, the one place a frame happens: the only caller of the timers, the script's
 *     delivery, capture, the recording's frames and the quits; clock.c: the virtual clock it moves;
 *   - what the hooks serve: controls.c (the C library's controls, one set per renderer), script.c (scripted
 *     input), capture.c (hashes and pictures), record.c (--record), gl.c (the controls over an OpenGL frame),
 *     video_driver.c, spec.c, library.c, heartbeat.c;
 *   - the rules that need no SDL (frames, the clock, waits, quits, timers) are JoyStickRunRules', tested from
 *     Swift.
 *
 * Rules every file keeps:
 *   - the real SDL is called only through REAL(fn): never an exported SDL_* symbol, which would come back
 *     through the table into the overlay (or, inside SDL_DYNAPI_entry, deadlock on SDL's lock);
 *   - every call into the C library runs inside jr_enter()/jr_leave(): the library calls SDL by its exported
 *     names, which reach the overlay's wrappers, and a wrapper called from inside goes straight to SDL;
 *   - the controls are touched only on the game's event thread (the one that called SDL_Init);
 *   - nothing is allocated per event or per frame.
 */
#ifndef JOYSTICK_RUN_OVERLAY_H
#define JOYSTICK_RUN_OVERLAY_H

/* SDL.h from SDL's folder (pkg-config's --cflags, as scripts/build-c-library.sh builds), or else as <SDL2/SDL.h>
 * from the standard include path (as `swift build` builds). */
#if __has_include(<SDL.h>)
#include <SDL.h>
#else
#include <SDL2/SDL.h>
#endif
#include <joystick_sdl.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "joystick_run_rules.h"
#include "slots.h" /* JR_SLOT_SDL_Foo: each function's index in SDL's table (dynapi_names.h) */

/* ---- The real SDL --------------------------------------------------------------------------------------- */

/* The real SDL's table, filled by its own SDL_DYNAPI_entry; slots past the real SDL's table are NULL. */
extern void *jr_real[JR_SLOT_COUNT];
/* A real function, typed as SDL.h declares it. */
#define REAL(fn) ((__typeof__(&fn))jr_real[JR_SLOT_##fn])
/* Whether the real SDL has a function (an older SDL has a shorter table). */
#define HAS_REAL(fn) (jr_real[JR_SLOT_##fn] != NULL)

/* Whether the game's SDL2 is sdl2-compat (SDL2's ABI over SDL3: Arch, Fedora 42+, NixOS, Debian unstable), which
 * differs from classic SDL2 where the overlay must care: it cannot carry a pushed SDL_TEXTINPUT, and it keeps a
 * logical size's scale apart from the scale SDL_RenderSetScale sets. */
extern bool jr_sdl_is_compat;

/* ---- Inside the overlay ------------------------------------------------------------------------------- */

/* Nonzero while this thread runs the overlay's own work: a wrapper then forwards straight to SDL. */
extern _Thread_local int jr_inside;
static inline void jr_enter(void) { jr_inside++; }
static inline void jr_leave(void) { jr_inside--; }
/* Whether this thread is the game's event thread (the one that called SDL_Init). */
bool jr_on_event_thread(void);

/* ---- Status and messages --------------------------------------------------------------------------------- */

/* A line for joystick-run on its status channel (JOYSTICK_RUN_STATUS, a named pipe): `WORD pid=PID details`. */
void jr_status(const char *word, const char *format, ...) __attribute__((format(printf, 2, 3)));
/* Says on stderr, once per distinct key, `joystick-run: message`. */
void jr_say_once(int key, const char *format, ...) __attribute__((format(printf, 2, 3)));
enum {
    JR_SAY_LIBRARY, JR_SAY_CONTROLS, JR_SAY_DRAW, JR_SAY_LAYOUT_SAVE, JR_SAY_LAYOUT_LOAD, JR_SAY_PAD,
    JR_SAY_SCREENSHOT, JR_SAY_HASHES, JR_SAY_RECORD, JR_SAY_SCRIPT_PAD, JR_SAY_GL, JR_SAY_SPEC, JR_SAY_BURST,
    JR_SAY_THREAD, JR_SAY_UNDRAWN, JR_SAY_COUNT
};

/* ---- The C library, loaded at run time -------------------------------------------------------------- */

typedef struct jr_library {
    const char *(*version)(void);
    const char *(*last_error)(void);
    js_controls *(*create)(SDL_Renderer *renderer);
    void (*destroy)(js_controls *controls);
    js_stick *(*add_stick)(js_controls *controls, const char *name, double x, double y, double size);
    js_button *(*add_button)(js_controls *controls, const char *name, double x, double y, double size,
                             const char *label);
    bool (*handle_event_at)(js_controls *controls, const SDL_Event *event, double seconds);
    void (*update)(js_controls *controls, double seconds);
    int (*draw)(js_controls *controls, bool faded);
    void (*release_all)(js_controls *controls);
    void (*refresh_screen)(js_controls *controls);
    void (*set_uses_window_pixels)(js_controls *controls, bool uses);
    const Uint8 *(*keyboard_state)(js_controls *controls, int *numkeys);
    void (*set_pushes_key_events)(js_controls *controls, bool pushes);
    bool (*is_virtual_key)(const SDL_Event *event);
    int (*publish_gamepad)(js_controls *controls);
    void (*unpublish_gamepad)(js_controls *controls);
    int (*gamepad_index)(const js_controls *controls);
    int (*save_layout)(js_controls *controls, const char *path);
    int (*load_layout)(js_controls *controls, const char *path, bool *found);
    int (*load_default_layout)(js_controls *controls, const char *path, bool *found);
    void (*set_editing_layout)(js_controls *controls, bool editing);
    bool (*is_editing_layout)(const js_controls *controls);
    void (*on_editor_close)(js_controls *controls, js_editor_callback fn, void *user);
    void (*bind_scancodes)(js_stick *stick, SDL_Scancode up, SDL_Scancode left, SDL_Scancode down,
                           SDL_Scancode right);
    void (*bind_gamepad_stick)(js_stick *stick, js_gamepad_stick side);
    void (*bind_scancode)(js_button *button, SDL_Scancode key);
    void (*bind_gamepad_button)(js_button *button, SDL_GameControllerButton pad_button);
    void (*stick_set_base_tint)(js_stick *stick, SDL_Color color);
    void (*stick_set_handle_tint)(js_stick *stick, SDL_Color color);
    void (*button_set_tint)(js_button *button, SDL_Color color);
    void (*stick_set_floating)(js_stick *stick, bool floating);
    void (*stick_set_reach)(js_stick *stick, double share);
    void (*button_set_reach)(js_button *button, double share);
} jr_library;

/* The library once loaded (jr_load_library), or NULL when it could not be (said once). */
extern const jr_library *jr_js;
/* Loads libjoystick-sdl from the overlay's folder: NULL, or a reason for ENTRY_FAIL in `reason`. */
const jr_library *jr_load_library(char *reason, size_t size);

/* ---- What joystick-run asked for (the spec file it wrote) ------------------------------------------ */

typedef enum { JR_BIND_NONE, JR_BIND_KEYS, JR_BIND_PAD } jr_binding_kind;

typedef struct jr_control_spec {
    bool is_stick;
    char name[64];
    char label[32];
    jr_binding_kind binding;
    SDL_Scancode keys[4];        /* a stick's up, left, down, right; a button's key in keys[0] */
    int pad;                     /* a stick's js_gamepad_stick, a button's SDL_GameControllerButton */
    bool tinted;                 /* the profile's "tint": a stick's base and handle, a button's pictures */
    SDL_Color tint;
    bool floating;               /* the profile's "floating": a stick follows a touch-down in its corner */
    double reach;                /* the profile's "reach": a share of its size, for a finger landing wide */
} jr_control_spec;

typedef enum {
    JR_EV_TOUCH_DOWN, JR_EV_TOUCH_MOVE, JR_EV_TOUCH_UP, JR_EV_MOUSE_DOWN, JR_EV_MOUSE_MOVE, JR_EV_MOUSE_UP,
    JR_EV_MOUSE_WHEEL, JR_EV_KEY_DOWN, JR_EV_KEY_UP, JR_EV_FOCUS_LOST, JR_EV_FOCUS_GAINED, JR_EV_PAD_AXIS,
    JR_EV_PAD_DOWN, JR_EV_PAD_UP
} jr_event_kind;

typedef struct jr_scripted_event {
    long frame;
    jr_event_kind kind;
    long id;                     /* a finger, a scancode, an axis or a button */
    double x, y;                 /* a position in the script's window pixels; a wheel's steps in x; an axis value */
} jr_scripted_event;

typedef struct jr_screenshot {
    long frame;
    char *path;
} jr_screenshot;

/* Frames first to last (--ignore-frames: left out of the comparison with a good run's). */
typedef struct jr_frame_range {
    long first, last;
} jr_frame_range;

typedef struct jr_spec {
    bool headless;
    bool invisible;              /* the controls take touches but are not drawn */
    double fps;
    long frames;                 /* SDL_QUIT after this many presents; -1: never */
    int script_width, script_height; /* the window the script's coordinates are in; 0: the game's own pixels */
    jr_control_spec *controls;
    int control_count;
    char *default_layout;        /* the profile: the controls' places, and where RESET returns */
    char *player_layout;         /* the player's arrangement, read at start and written when the editor closes */
    jr_scripted_event *events;
    long event_count;
    jr_screenshot *screenshots;
    int screenshot_count;
    char *hashes;                /* --frame-hashes FILE */
    char *expect_hashes;         /* --expect-hashes FILE: the first frame that differs is pictured */
    jr_frame_range *ignored;     /* --ignore-frames: frames that part from no good run, in order */
    long ignored_count;
    char *screenshot_dir;        /* where that picture, or every screenshot_every'th frame's, goes */
    long screenshot_every;
    char *record;                /* --record FILE: the script the overlay writes as the run goes */
    /* How a recording names keys, pad buttons and pad axes: joystick-run's script writer's words (a key with a
     * space comes quoted), so the names read back in the SDL joystick-run parses with. NULL: no name. */
    char *key_names[SDL_NUM_SCANCODES];
    char *pad_button_names[SDL_CONTROLLER_BUTTON_MAX];
    char *pad_axis_names[SDL_CONTROLLER_AXIS_MAX];
} jr_spec;

extern jr_spec jr_the_spec;
/* Reads JOYSTICK_RUN_SPEC: 0, or -1 with the reason in `reason`. */
int jr_read_spec(char *reason, size_t size);

/* ---- The controls, one set per renderer the game presents with ---------------------------------- */

/* Before SDL_Quit, SDL_DestroyRenderer and a window's surface going: lets go of every key and destroys the
 * controls drawn there (the game sees every key they held come up). */
void jr_controls_detach_renderer(SDL_Renderer *renderer);
void jr_controls_detach_all(void);
/* The controls the player is using now (the focused window's), or NULL. */
js_controls *jr_controls_active(void);
/* Draws the controls over the frame the renderer is about to present, creating them the first time. */
/* Updates the controls for a presented frame and draws them when `draw` (or the layout editor is open, and never
 * with --invisible-controls otherwise); returns whether they were drawn. */
bool jr_controls_present(SDL_Renderer *renderer, SDL_Window *window, bool owns_renderer, bool draw);
/* The event filter's work: true when the controls took the event (the game must not see it). */
bool jr_controls_take(const SDL_Event *event);
/* Whether the event jr_controls_take was given last was a hotkey's letter (Ctrl+Alt+J, Ctrl+Alt+H). */
bool jr_controls_took_hotkey(void);
/* Whether that hotkey was Ctrl+Alt+H's H (hide or show), which a recording keeps. */
bool jr_controls_took_hide_hotkey(void);
/* Closes a frame of input for the controls (once the game has read the queue empty). */
void jr_controls_update(void);
/* Draws the controls the player is using, as they are now, over a picture of the window (ARGB8888, top row
 * first), through a texture of their renderer's: a frame that drew nothing is pictured as the last one shown
 * with the controls of its own moment. Nothing is drawn with --invisible-controls. Returns false, the picture
 * as it was, when they cannot be drawn (none yet, or their renderer is drawing into a texture of the game's). */
bool jr_controls_draw_over(Uint32 *pixels, int width, int height);
/* Draws the controls the player is using with their renderer, as they are now: whether they were drawn. */
bool jr_controls_draw_now(void);
/* Whether the layout editor is open. */
bool jr_controls_editing(void);
/* Forgets the controls of a window (destroyed, or its surface replaced). */
void jr_controls_detach_window(SDL_Window *window);
/* The software renderer the overlay made on a window's surface, if any. */
SDL_Renderer *jr_controls_surface_renderer(SDL_Window *window);
/* Opens or closes the layout editor (the key and the gesture). */
void jr_controls_toggle_editor(void);
/* Hides every control from the player, or shows them again (Ctrl+Alt+H, four fingers held a second). */
void jr_controls_toggle_hidden(void);
/* The subsystems came up or went down: the published pad follows. */
void jr_controls_subsystems_changed(void);

/* ---- Events, keyboard and mouse ------------------------------------------------------------------------ */

/* The game's event thread: the one that starts SDL's video or events, or else the first that reads events or
 * presents. */
void jr_events_claim_thread(void);
void jr_events_claim_thread_if_unclaimed(void);
/* Installs the overlay's filter, in front of the game's (after every SDL_Init: SDL_Quit clears it). */
void jr_events_install_filter(void);
void jr_events_forget_game_filter(void);
/* Rewrites the keyboard array the game was given: real keys, scripted keys and the controls' keys. */
void jr_events_refresh_keys(void);
/* A scripted key, for the keyboard state (a pushed key event does not change SDL's). */
void jr_events_script_key(SDL_Scancode key, bool down);
/* A scripted mouse, for SDL_GetMouseState (a pushed mouse event does not change SDL's). */
void jr_events_script_mouse(int x, int y, Uint32 buttons);
/* Pushes an event into SDL's queue through the filter, as if SDL had made it; SDL_QUIT. */
int jr_events_push(SDL_Event *event);
void jr_events_push_quit(void);
/* An event the game read (the controls' keys it has seen down and up). */
void jr_events_game_read(const SDL_Event *event);
/* SDL's mouse copies of a touch held back by the filter go to the game now (a read found the queue empty). */
void jr_events_release_held(void);
/* The mouse as the game last saw it, when a control took what followed (SDL_GetMouseState hides it): whether. */
bool jr_events_mouse_seen(int *x, int *y, Uint32 *buttons);
/* A key-down that types a character (the script's): its SDL_TEXTINPUT follows with the next
 * jr_events_push_typed_text, after the key-down is in the queue. */
void jr_events_typed(const SDL_Event *down);
void jr_events_push_typed_text(void);
/* After SDL_Quit and a new start: the key-ups the game never read (they were in the queue SDL_Quit emptied). */
void jr_events_restarted(void);

/* ---- The clock (clock.c; libc's clocks in libc_clock.c) ------------------------------------------------- */

/* The date a headless run's clock starts at, by default: 2000-01-01 00:00:00 UTC. */
#define JR_DEFAULT_START_TIME 946684800

/* Whether the clock is virtual (a headless run), and its frames a second, start date and seed. */
typedef struct jr_clock_settings {
    bool is_virtual;
    double fps;
    Sint64 start_seconds;
    Uint64 seed;
} jr_clock_settings;
extern jr_clock_settings jr_clock;
/* Reads JOYSTICK_RUN_CLOCK when the process starts. */
void jr_clock_start(void);
/* Nanoseconds the game has run, on the virtual clock. */
Uint64 jr_clock_elapsed_ns(void);
/* Whether this thread is the one whose time is the game's (it presents); this thread becomes it. */
bool jr_clock_on_its_thread(void);
void jr_clock_take_thread(void);
/* A read of the clock (spinning games move it); a sleep or a wait of the clock thread moves it. */
void jr_clock_read(void);
/* While on, reads of the clock on this thread are the overlay's (SDL stamping the events it pushes), not the
 * game spinning on it. */
void jr_clock_quiet(bool quiet);
/* The game read an event: what it reads the clock for meanwhile is work on its input, not a busy wait. */
void jr_clock_progress(void);
void jr_clock_advance(Uint64 ns);
/* A frame ended, `frames_ended` are behind the game: the clock moves to at least the next one's start. */
void jr_clock_frame_ended(long frames_ended);
/* Seconds on the clock the controls and the game share. */
double jr_clock_seconds(void);

/* ---- The frame boundary (frame.c): the one place a frame happens --------------------------------------- */

/* A frame about to be shown, as one way of showing frames reads, draws and shows it (a renderer, a window
 * surface, OpenGL): frame.c runs the same steps for each. */
typedef struct jr_shown_frame {
    /* The whole window as the game drew it, into capture.c's buffer (jr_capture_buffer): its size, or false. */
    bool (*read)(void *target, long frame, int *width, int *height);
    /* The controls updated for the frame, and drawn over it when `draw` (someone sees it). */
    void (*draw_controls)(void *target, bool draw);
    /* SDL's own present. */
    void (*show)(void *target);
    void *target;
} jr_shown_frame;
/* Shows a frame: hashed, kept, the controls drawn, pictured, shown, and ended (on another thread than the event
 * thread: no controls). */
void jr_frame_show(const jr_shown_frame *shown);
typedef enum jr_frame_end {
    JR_FRAME_PRESENTED,          /* shown on the event thread */
    JR_FRAME_PRESENTED_ELSEWHERE,/* shown from another thread (a render thread) */
    JR_FRAME_WAITED              /* an endless wait for events found none: nothing drawn */
} jr_frame_end;
void jr_frame_boundary(jr_frame_end how);
/* The clock moved to `now_ns` (clock.c): frames a whole frame behind it end with nothing drawn. */
void jr_frame_clock_moved(Uint64 now_ns);
/* The game is about to read input: timers due fire, the frame's scripted events go in, SDL_QUIT once --frames
 * have ended or a polling game's script is over. */
typedef enum jr_read { JR_READ_POLL, JR_READ_HEADLESS_WAIT, JR_READ_OTHER } jr_read;
void jr_frame_input_due(jr_read how);
/* The game returned from SDL_Delay: timers due fire. */
void jr_frame_slept(void);
/* A headless wait for events found SDL's queue empty: what the wait does next (frame.c has moved the clock,
 * ended the frame or sent SDL_QUIT as that step says). */
jr_wait_step jr_frame_wait_found_nothing(int timeout_ms);
/* Whether --frames frames have ended. */
bool jr_frames_done(void);
/* The frame the game is in: how many have ended, drawn or not. */
long jr_frame_current(void);
/* A headless run's SDL timers whose time has come, fired on the event thread (hook_timers.c). */
void jr_timers_fire(void);
bool jr_timers_pending(void);
/* The game did something (a frame, a read of events): what joystick-run's watchdog looks at. */
void jr_heartbeat(void);

/* ---- Scripted input, recording, pictures ------------------------------------------------------------- */

/* Pushes the scripted events of frames up to `frame` (touches, mouse, keys, focus, pad), as many as SDL's queue
 * has room for: the rest of a burst goes in once the game has read the queue empty. */
void jr_script_deliver_through(long frame);
/* The game read SDL's queue empty: the next scripted events may go in (a burst goes in a queueful at a time). */
void jr_script_queue_read_empty(void);
/* Whether scripted events remain to be delivered. */
bool jr_script_events_left(void);
/* SDL's joysticks came up or went down: the script's pad comes with them. */
void jr_script_subsystems_changed(void);
/* The instance id of the script's virtual pad, or -1. */
SDL_JoystickID jr_script_pad_id(void);
/* Records an event the game is about to receive (--record). */
void jr_record_event(const SDL_Event *event);
/* A frame ended: the recording's frames header says so. */
void jr_record_frame_ended(void);
/* A frame that ended with nothing drawn: said in the hashes, and pictured as the last one shown when asked. */
void jr_capture_not_drawn(long frame);
/* A frame's hash is of the game's pixels, read before the controls are drawn; its pictures are read after. */
bool jr_capture_hash_wanted(long frame);
bool jr_capture_picture_wanted(long frame);
/* A renderer's whole window, or a window surface, read into the buffer below: whether it could be (said once). */
bool jr_capture_renderer_read(SDL_Renderer *renderer, long frame, int *width, int *height);
bool jr_capture_surface_read(SDL_Surface *surface, long frame);
/* The buffer read into holds a frame of that size (ARGB8888, top row first): its hash, its pictures. */
void jr_capture_hashed(int width, int height, long frame);
void jr_capture_pictured(int width, int height, long frame);
/* A buffer for a frame of that size (ARGB8888, top row first), then its hash and pictures. */
Uint32 *jr_capture_buffer(int width, int height);
/* The game's own pixels of the last frame presented, kept while a --screenshot of a later frame is to come (that
 * frame may draw nothing): whether to keep this frame's, and keeping them from the buffer. */
bool jr_capture_keep_wanted(long frame);
void jr_capture_keep(int width, int height, long frame);
/* The controls drawn over a kept picture (jr_controls_draw_over) on a renderer's window or a window's surface: what
 * is there is put aside, the picture put in, the controls drawn, the result read into the picture, and what was
 * there put back. Each returns whether the controls were drawn. */
bool jr_capture_renderer_draw_over(SDL_Renderer *renderer, Uint32 *picture, int width, int height);
bool jr_capture_surface_draw_over(SDL_Surface *surface, Uint32 *picture, int width, int height);
/* The same for an OpenGL game: its controls' own picture laid over the kept one. */
bool jr_gl_draw_over(SDL_Renderer *renderer, Uint32 *picture, int width, int height);
/* Whether a renderer is the one the overlay draws an OpenGL game's controls with. */
bool jr_gl_renderer(SDL_Renderer *renderer);
/* The game's current surface of a window (SDL_GetWindowSurface's, while the window keeps its size), or NULL;
 * forgetting a window's (NULL: every window's). */
SDL_Surface *jr_window_surface(SDL_Window *window);
void jr_surfaces_forget(SDL_Window *window);
void jr_capture_flush(void);
void jr_record_flush(void);

/* ---- OpenGL games ---------------------------------------------------------------------------------- */

/* The frame an OpenGL game is about to swap, read into capture.c's buffer: its size, or false. */
bool jr_gl_read_frame(SDL_Window *window, int *width, int *height);
/* The controls updated for that frame, and laid over it when `draw`. */
void jr_gl_draw_controls(SDL_Window *window, bool draw);
/* A headless run on the dummy video driver moves to one with OpenGL before the game's first window. */
void jr_video_prepare_for_gl(void);
/* The back buffer into capture.c's buffer; false when it cannot be read. */
bool jr_gl_read(int width, int height);
/* Lets go of what the overlay made for a window's OpenGL frames (NULL: any window). */
void jr_gl_forget(SDL_Window *window);

/* ---- The window the controls live in -------------------------------------------------------------------- */

/* The window the game's input goes to (the focused one with controls, else the first with controls). */
SDL_Window *jr_main_window(void);

#endif
