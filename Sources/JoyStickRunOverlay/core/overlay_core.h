/*
 * What joystick-run's overlay does whatever SDL the game runs on (no SDL in it): its status channel, what
 * joystick-run asked for (the spec), the virtual clock, the frame boundary, frame hashes and pictures. The hooks
 * of each SDL major version (overlay.h for SDL2, sdl3/overlay3.h for SDL3) build on it, and hand it what only
 * they can do through a jr_backend: the SDL that took the game sets it at its SDL_DYNAPI_entry.
 */
#ifndef JOYSTICK_RUN_OVERLAY_CORE_H
#define JOYSTICK_RUN_OVERLAY_CORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "joystick_run_rules.h"

/* ---- Inside the overlay ------------------------------------------------------------------------------- */

/* Nonzero while this thread runs the overlay's own work: a wrapper then forwards straight to SDL. */
extern _Thread_local int jr_inside;
static inline void jr_enter(void) { jr_inside++; }
static inline void jr_leave(void) { jr_inside--; }
/* The game's event thread: the one that starts SDL's video or events, or else the first that reads events or
 * presents (event_thread.c). Only it touches the controls; the others (a timer's callback pushing events, a
 * loader, an audio thread) pass straight through. */
bool jr_on_event_thread(void);
void jr_events_claim_thread(void);
void jr_events_claim_thread_if_unclaimed(void);

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

/* ---- The SDL that took the game ---------------------------------------------------------------------- */

/* An SDL's SDL_DYNAPI_entry. */
typedef int32_t (*jr_entry_fn)(uint32_t apiver, void *table, uint32_t tablesize);
/* The shared library holding `address` (the game's table) and its SDL_DYNAPI_entry, its path in `path`; NULL for
 * an address in the executable, or in a library that is not an SDL. */
jr_entry_fn jr_entry_of_library_holding(const void *address, char *path, size_t size);
/* An SDL3 asking for the overlay that serves sdl2-compat: given its own functions (its SDL_DYNAPI_entry's answer in
 * `result`), and the overlay waits for sdl2-compat's SDL2 to ask. False: not so. */
bool jr_sdl3_under_sdl2_compat(void *table, uint32_t tablesize, int32_t *result);
/* Whether an SDL (2 or 3) has taken the overlay: the first one has the controls. */
extern bool jr_sdl_taken;

/* A scripted event (below). */
struct jr_scripted_event;

/* What the core asks of the SDL the game runs on, set by that SDL's entry (SDL2's by default). */
/* An SDL_Color (r, g, b, a), passed as SDL passes one. */
typedef struct jr_rgba {
    uint8_t r, g, b, a;
} jr_rgba;

/* What a game's controls draw on: its own renderer, a software renderer the overlay made on a window's surface, or
 * its OpenGL context (the library draws with GL). */
typedef enum jr_canvas { JR_CANVAS_RENDERER, JR_CANVAS_SURFACE, JR_CANVAS_OPENGL, JR_CANVAS_COUNT } jr_canvas;

typedef struct jr_backend {
    /* SDL_QUIT into the game's queue. */
    void (*push_quit)(void);
    /* A headless run's SDL timers due now, fired on the event thread; whether any are left. */
    void (*fire_timers)(void);
    bool (*timers_pending)(void);
    /* A scripted event into SDL's queue as the SDL events a window would have given the game. */
    void (*deliver_event)(const struct jr_scripted_event *event);
    /* A window's size in pixels (1x1 when unknown): where --record's coordinates are. */
    void (*window_pixels)(void *window, int *width, int *height);
    /* A picture (ARGB8888, top row first) saved as a PNG file: 0, or -1 with the reason in `error`. */
    int (*save_png)(uint32_t *pixels, int width, int height, const char *path, char *error, size_t size);
    /* For the controls (core/controls.c): the window with the keyboard's focus; a renderer's name; whether SDL's
     * joysticks are up, and the word a game uses to start its gamepads; a renderer of the overlay's destroyed; what
     * a renderer drew reaching its pixels (SDL3 draws at the present, which the overlay's own renderers never
     * have); the keyboard array rewritten; the controls drawn over a kept picture where they are drawn for a frame
     * presented (the renderer's window, a surface, an OpenGL frame). */
    void *(*keyboard_focus)(void);
    const char *(*renderer_name)(void *renderer);
    bool (*joysticks_up)(void);
    const char *gamepad_subsystem;
    void (*destroy_renderer)(void *renderer);
    void (*flush_renderer)(void *renderer);
    void (*refresh_keys)(void);
    /* By canvas: the target is the renderer, or the window of a surface or an OpenGL game. */
    bool (*draw_over[JR_CANVAS_COUNT])(void *target, uint32_t *pixels, int width, int height);
    /* After the controls took an event or closed a frame: the text their keys typed goes in after them (SDL2; NULL
     * where no text is typed). */
    void (*typed_text)(void);
} jr_backend;
extern const jr_backend *jr_sdl;
extern const jr_backend jr_sdl2_backend;

/* ---- What joystick-run asked for (the spec file it wrote) ------------------------------------------ */

typedef enum { JR_BIND_NONE, JR_BIND_KEYS, JR_BIND_PAD } jr_binding_kind;

/* Scancodes, gamepad buttons and axes: SDL2's and SDL3's numbers are the same up to SDL2's counts. */
#define JR_SCANCODE_COUNT 512
#define JR_PAD_BUTTON_COUNT 21
#define JR_PAD_AXIS_COUNT 6

typedef struct jr_control_spec {
    bool is_stick;
    char name[64];
    char label[32];
    jr_binding_kind binding;
    int keys[4];                 /* scancodes: a stick's up, left, down, right; a button's key in keys[0] */
    int pad;                     /* a stick's js_gamepad_stick, a button's gamepad button (SDL2's and SDL3's
                                  * numbers are the same) */
    bool tinted;                 /* the profile's "tint": a stick's base and handle, a button's pictures */
    struct jr_rgba tint;         /* alpha 255 */
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
    char *key_names[JR_SCANCODE_COUNT];
    char *pad_button_names[JR_PAD_BUTTON_COUNT];
    char *pad_axis_names[JR_PAD_AXIS_COUNT];
} jr_spec;

extern jr_spec jr_the_spec;
/* Reads JOYSTICK_RUN_SPEC: 0, or -1 with the reason in `reason`. */
int jr_read_spec(char *reason, size_t size);

/* ---- The clock (clock.c; libc's clocks in libc_clock.c) ------------------------------------------------- */

/* The date a headless run's clock starts at, by default: 2000-01-01 00:00:00 UTC. */
#define JR_DEFAULT_START_TIME 946684800

/* Whether the clock is virtual (a headless run), and its frames a second, start date and seed. */
typedef struct jr_clock_settings {
    bool is_virtual;
    double fps;
    int64_t start_seconds;
    uint64_t seed;
} jr_clock_settings;
extern jr_clock_settings jr_clock;
/* Reads JOYSTICK_RUN_CLOCK when the process starts. */
void jr_clock_start(void);
/* Nanoseconds the game has run, on the virtual clock. */
uint64_t jr_clock_elapsed_ns(void);
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
void jr_clock_advance(uint64_t ns);
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
/* The clock moved to `now_ns` (clock.c): frames a whole frame behind it end with nothing drawn. */
void jr_frame_clock_moved(uint64_t now_ns);
/* The game is about to read input: timers due fire, the frame's scripted events go in, SDL_QUIT once --frames
 * have ended or a polling game's script is over. */
typedef enum jr_read { JR_READ_POLL, JR_READ_HEADLESS_WAIT, JR_READ_OTHER } jr_read;
void jr_frame_input_due(jr_read how);
/* The game returned from SDL_Delay: timers due fire. */
void jr_frame_slept(void);
/* A headless wait for events found SDL's queue empty: what the wait does next (frame.c has moved the clock,
 * ended the frame or sent SDL_QUIT as that step says). */
jr_wait_step jr_frame_wait_found_nothing(int timeout_ms);
/* The frame the game is in: how many have ended, drawn or not. */
long jr_frame_current(void);
/* The game did something (a frame, a read of events): what joystick-run's watchdog looks at. */
void jr_heartbeat(void);

/* ---- Frame hashes and pictures (capture.c) ---------------------------------------------------------- */

/* A frame that ended with nothing drawn: said in the hashes, and pictured as the last one shown when asked. */
void jr_capture_not_drawn(long frame);
/* A frame's hash is of the game's pixels, read before the controls are drawn; its pictures are read after. */
bool jr_capture_hash_wanted(long frame);
bool jr_capture_picture_wanted(long frame);
/* The buffer read into holds a frame of that size (ARGB8888, top row first): its hash, its pictures. */
void jr_capture_hashed(int width, int height, long frame);
void jr_capture_pictured(int width, int height, long frame);
/* A buffer for a frame of that size (ARGB8888, top row first), then its hash and pictures; the buffer as it is
 * (what was read into it last). */
uint32_t *jr_capture_buffer(int width, int height);
uint32_t *jr_capture_pixels(void);
/* The game's own pixels of the last frame presented, kept while a --screenshot of a later frame is to come (that
 * frame may draw nothing): whether to keep this frame's, and keeping them from the buffer. */
bool jr_capture_keep_wanted(long frame);
void jr_capture_keep(int width, int height, long frame);
/* What is written so far reaches the file (SDL_Quit; the game's exit). */
void jr_capture_flush(void);

/* ---- The script's events reaching the game (core/script_delivery.c) -------------------------------------- */

/* Delivers the scripted events of frames up to `frame`, as many as SDL's queue has room for: the rest of a burst
 * goes in once the game has read the queue empty. */
void jr_script_deliver_through(long frame);
/* The game read SDL's queue empty: the next scripted events may go in. */
void jr_script_queue_read_empty(void);
/* Whether scripted events remain to be delivered. */
bool jr_script_events_left(void);

/* ---- A window surface's pixels under the controls (core/kept_pixels.c) ---------------------------------- */

/* Keeps a copy of a surface's pixels (its pitch times its height), put back into the surface after the frame is
 * shown (nothing when none was kept). */
void jr_pixels_keep(void *pixels, size_t size);
void jr_pixels_put_back(void);

/* ---- The C library, loaded at run time (core/library.c) ------------------------------------------------ */

/* The C library's types (joystick_sdl.h's and joystick_sdl3.h's, which the SDL hooks include too). */
typedef struct js_controls js_controls;
typedef struct js_stick js_stick;
typedef struct js_button js_button;
/* The C library's functions the overlay calls, one table for both SDLs' libraries: the SDL's pointers (a renderer,
 * an event) as void *, its enums (a scancode, a gamepad button) as int, an SDL_Color as jr_rgba, which is how both
 * pass them. The hooks of each SDL hand their own types in; nothing else differs between the two libraries. */
typedef struct jr_library {
    const char *(*version)(void);
    const char *(*last_error)(void);
    js_controls *(*create)(void *renderer);
    /* joystick_sdl_private.h's: controls the library draws with OpenGL over a window's frames, and the SDL event
     * the library makes for a scripted input (`event` an SDL_Event of the library's SDL). */
    js_controls *(*create_opengl)(void *window);
    bool (*input_event)(int kind, int64_t id, double x, double y, bool held, uint32_t window_id, int pixels_w,
                        int pixels_h, int points_w, int points_h, const uint8_t *keyboard, int numkeys, void *event);
    /* The script's virtual gamepad, the library's (js_private_gamepad). */
    void *(*gamepad_attach)(const char *name);
    int32_t (*gamepad_id)(void *pad);
    void (*gamepad_set_axis)(void *pad, int axis, int16_t value);
    void (*gamepad_set_button)(void *pad, int button, bool down);
    void (*gamepad_detach)(void *pad, bool sdl_closed_it);
    void (*destroy)(js_controls *controls);
    js_stick *(*add_stick)(js_controls *controls, const char *name, double x, double y, double size);
    js_button *(*add_button)(js_controls *controls, const char *name, double x, double y, double size,
                             const char *label);
    bool (*handle_event_at)(js_controls *controls, const void *event, double seconds);
    void (*update)(js_controls *controls, double seconds);
    int (*draw)(js_controls *controls, bool faded);
    void (*release_all)(js_controls *controls);
    void (*refresh_screen)(js_controls *controls);
    void (*set_uses_window_pixels)(js_controls *controls, bool uses);
    /* SDL2: Uint8 a key; SDL3: bool a key. */
    const void *(*keyboard_state)(js_controls *controls, int *numkeys);
    void (*set_pushes_key_events)(js_controls *controls, bool pushes);
    bool (*is_virtual_key)(const void *event);
    int (*publish_gamepad)(js_controls *controls);
    void (*unpublish_gamepad)(js_controls *controls);
    /* SDL2: the device index, or -1; SDL3: the joystick's instance id, or 0. */
    int32_t (*gamepad_index)(const js_controls *controls);
    int (*save_layout)(js_controls *controls, const char *path);
    int (*load_layout)(js_controls *controls, const char *path, bool *found);
    int (*load_default_layout)(js_controls *controls, const char *path, bool *found);
    void (*set_editing_layout)(js_controls *controls, bool editing);
    bool (*is_editing_layout)(const js_controls *controls);
    void (*on_editor_close)(js_controls *controls, void (*fn)(void *user, bool kept), void *user);
    void (*bind_scancodes)(js_stick *stick, int up, int left, int down, int right);
    void (*bind_gamepad_stick)(js_stick *stick, int side);
    void (*bind_scancode)(js_button *button, int key);
    void (*bind_gamepad_button)(js_button *button, int pad_button);
    void (*stick_set_base_tint)(js_stick *stick, jr_rgba color);
    void (*stick_set_handle_tint)(js_stick *stick, jr_rgba color);
    void (*button_set_tint)(js_button *button, jr_rgba color);
    void (*stick_set_floating)(js_stick *stick, bool floating);
    void (*stick_set_reach)(js_stick *stick, double share);
    void (*button_set_reach)(js_button *button, double share);
} jr_library;

/* The library once loaded (jr_load_library), or NULL. */
extern const jr_library *jr_js;
/* Loads NAME.so.MAJOR (libjoystick-sdl, libjoystick-sdl3) from the overlay's folder, or NAME.so beside a plain
 * `swift build`'s overlay: the library, or NULL with a reason. */
const jr_library *jr_load_library(const char *name, int major, char *reason, size_t size);

/* ---- The controls, one set per renderer the game presents with (core/controls.c) ------------------------ */

/* What the controls need to know of an event, whatever its SDL: the SDL hooks fill it in. */
typedef enum jr_input_kind {
    JR_INPUT_OTHER, JR_INPUT_KEY_DOWN, JR_INPUT_KEY_UP, JR_INPUT_FINGER_DOWN, JR_INPUT_FINGER_UP,
    JR_INPUT_FINGER_MOTION, JR_INPUT_POINTER, JR_INPUT_WINDOW
} jr_input_kind;
typedef struct jr_input {
    jr_input_kind kind;
    int scancode;                /* a key's */
    bool ctrl_and_alt;           /* a key's modifiers hold Ctrl and Alt */
    bool repeat;                 /* a key's repeat */
    int64_t finger;              /* a finger's id */
} jr_input;
/* Before SDL_Quit, SDL_DestroyRenderer and a window's surface going: lets go of every key and destroys the
 * controls drawn there (the game sees every key they held come up). */
void jr_controls_detach_renderer(void *renderer);
void jr_controls_detach_window(void *window);
void jr_controls_detach_all(void);
/* The controls the player is using now (the focused window's), or NULL; their window. */
js_controls *jr_controls_active(void);
void *jr_main_window(void);
/* Updates the controls for a presented frame and draws them when `draw` (or the layout editor is open, and never
 * with --invisible-controls otherwise), creating them the first time: whether they were drawn. */
bool jr_controls_present(void *renderer, void *window, jr_canvas canvas, bool draw);
/* The event filter's work: true when the controls took the event (the game must not see it). */
bool jr_controls_take(const void *event, const jr_input *input);
/* Whether the event jr_controls_take was given last was a hotkey's letter (Ctrl+Alt+J, Ctrl+Alt+H), and whether it
 * was Ctrl+Alt+H's H (hide or show), which a recording keeps. */
bool jr_controls_took_hotkey(void);
bool jr_controls_took_hide_hotkey(void);
/* Closes a frame of input for the controls (once the game has read the queue empty). */
void jr_controls_update(void);
/* Draws the controls the player is using, as they are now, over a picture of the window (ARGB8888, top row first):
 * false, the picture as it was, when they cannot be drawn. Nothing is drawn with --invisible-controls. */
bool jr_controls_draw_over(uint32_t *pixels, int width, int height);
/* Draws the controls the player is using with their renderer, as they are now: whether they were drawn. */
bool jr_controls_draw_now(void);
bool jr_controls_editing(void);
/* The software renderer the overlay made on a window's surface, if any. */
void *jr_controls_surface_renderer(void *window);
void jr_controls_toggle_editor(void);
void jr_controls_toggle_hidden(void);
/* The subsystems came up or went down: the published pad follows. */
void jr_controls_subsystems_changed(void);

/* ---- OpenGL frames (core/gl_frame.c, for SDL2's hooks and SDL3's alike; the library draws the controls) ------- */

/* An SDL's SDL_GL_GetProcAddress. */
typedef void *(*jr_gl_proc_fn)(const char *name);
/* The back buffer into capture.c's buffer (ARGB8888, top row first): whether it could be read. */
bool jr_gl_read_back(jr_gl_proc_fn lookup, int width, int height);
/* The controls the player is using drawn over a kept frame (ARGB8888, top row first, the back buffer's size) with
 * `context` current: laid on the back buffer, drawn over by the library, read back; the back buffer as it was after.
 * False, the picture as it was, when they cannot be. */
bool jr_gl_draw_over(jr_gl_proc_fn lookup, void *context, uint32_t *picture, int width, int height);
/* SDL's video is going: the overlay's GL objects are forgotten (not deleted: their context goes with it). */
void jr_gl_forget(void);

/* ---- --record FILE (core/recording.c; which events become which lines is each SDL's) ------------------ */

/* Whether a recording is asked for and still being written. */
bool jr_recording_wanted(void);
/* A line (`touch-down 1 90 270`) the game received in `frame`; the file is opened with its headers first, for the
 * window the game's input goes to. */
void jr_recording_write(long frame, const char *line);
/* A frame ended (frame.c); SDL_QUIT reached the game (a replay ends there too); what is written so far reaches
 * the file. */
void jr_recording_frame_ended(void);
void jr_recording_quit(long frame);
void jr_recording_flush(void);
/* A finger's coordinate in window pixels, as the shortest decimal a replay turns back into the same float. */
void jr_recording_coordinate(char *text, size_t size, float fraction, int pixels);
/* A recorded finger's number: its place among the fingers down, from 1 (0: none). */
int jr_recording_finger(int64_t id, bool down, bool up);

#endif
