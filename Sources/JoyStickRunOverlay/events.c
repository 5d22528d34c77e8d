/*
 * Every way a game reads input, with the controls in front of it.
 *
 * Events: SDL runs one event filter (SDL_SetEventFilter) on every event as it enters the queue, before the
 * watchers (the renderer's logical-size rewrite among them) and before anything the game reads. The overlay
 * owns that slot: its filter gives each event to the controls first, and an event they take (a touch on a
 * control, SDL's mouse copy of it, the layout editor's input) never reaches the game's filter, its watchers or
 * its queue. The game's own filter is kept here and called after.
 *
 * SDL makes its mouse copy of a touch before the touch itself: the copy is held until the touch's own event
 * says whether a control took the finger, then dropped with it or let through ahead of it.
 *
 * State: a pushed key does not change SDL_GetKeyboardState, so the game gets an array of the overlay's own,
 * the same pointer for the whole run, rewritten after every read of events: SDL's keys, the script's keys and
 * the controls' keys. SDL_GetModState adds the modifiers among them. SDL_GetMouseState hides the button and
 * the position of a finger or a click a control took.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdatomic.h>
#include <string.h>

#include "overlay.h"
#include "wrappers.h"

/* The game's event thread: the one that starts SDL's video or events, or else the first that reads events or
 * presents a frame. Only it touches the controls; the others (a timer's callback pushing events, a loader, an
 * audio thread) pass straight through. */
static pthread_t event_thread;
static _Atomic bool has_event_thread;

bool jr_on_event_thread(void) {
    return atomic_load(&has_event_thread) && pthread_equal(event_thread, pthread_self());
}

void jr_events_claim_thread(void) {
    event_thread = pthread_self();
    atomic_store(&has_event_thread, true);
}

void jr_events_claim_thread_if_unclaimed(void) {
    if (!atomic_load(&has_event_thread)) jr_events_claim_thread();
}

/* ---- The filter ------------------------------------------------------------------------------------ */

static SDL_EventFilter game_filter;
static void *game_userdata;
/* Set while the overlay pushes events the game must get as they are (mouse copies it held and lets through,
 * the key-ups owed after SDL started again). */
static int passing;

static bool is_touch_copy(const SDL_Event *event) {
    switch (event->type) {
    case SDL_MOUSEMOTION: return event->motion.which == SDL_TOUCH_MOUSEID;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP: return event->button.which == SDL_TOUCH_MOUSEID;
    case SDL_MOUSEWHEEL: return event->wheel.which == SDL_TOUCH_MOUSEID;
    default: return false;
    }
}

static bool is_finger(const SDL_Event *event) {
    return event->type == SDL_FINGERDOWN || event->type == SDL_FINGERUP || event->type == SDL_FINGERMOTION;
}

static bool is_pointer(const SDL_Event *event) {
    return event->type == SDL_MOUSEMOTION || event->type == SDL_MOUSEBUTTONDOWN || event->type == SDL_MOUSEBUTTONUP
        || event->type == SDL_MOUSEWHEEL;
}

/* SDL_GetMouseState as the game has seen it: the last mouse event it got. */
static struct {
    bool hidden;                 /* the last button or motion went to a control */
    int x, y;
    Uint32 buttons;
} seen_mouse;

static void game_saw_mouse(const SDL_Event *event) {
    if (event->type == SDL_MOUSEMOTION) {
        seen_mouse.x = event->motion.x;
        seen_mouse.y = event->motion.y;
        seen_mouse.buttons = event->motion.state;
        seen_mouse.hidden = false;
    } else if (event->type == SDL_MOUSEBUTTONDOWN || event->type == SDL_MOUSEBUTTONUP) {
        seen_mouse.x = event->button.x;
        seen_mouse.y = event->button.y;
        Uint32 mask = SDL_BUTTON(event->button.button);
        seen_mouse.buttons = event->type == SDL_MOUSEBUTTONDOWN ? seen_mouse.buttons | mask : seen_mouse.buttons & ~mask;
        seen_mouse.hidden = false;
    }
}

/* The text a key types, as SDL_TEXTINPUT carries it after the key's SDL_KEYDOWN while text input is on (SDL2
 * has it on by default): a game reading typed text (a menu, a name) sees the controls' and the script's keys
 * as it sees a keyboard's. Printable ASCII only, a letter in capitals with Shift. */
static char pending_text[16];
static int pending_count;

static void note_typed(const SDL_Event *down) {
    /* sdl2-compat turns a pushed SDL_TEXTINPUT into SDL_PushEvent(NULL) on SDL3, which crashes: there the
     * controls' and the script's keys type nothing (the docs say so). */
    if (jr_sdl_is_compat || !REAL(SDL_IsTextInputActive)()) return;
    SDL_Keycode key = down->key.keysym.sym;
    if (key < 0x20 || key > 0x7E || pending_count >= (int)sizeof pending_text) return;
    char typed = (char)key;
    if ((down->key.keysym.mod & KMOD_SHIFT) && typed >= 'a' && typed <= 'z') typed = (char)(typed - 'a' + 'A');
    pending_text[pending_count++] = typed;
}

void jr_events_push_typed_text(void) {
    int count = pending_count;
    pending_count = 0;
    for (int i = 0; i < count; i++) {
        SDL_Event text = {.text = {.type = SDL_TEXTINPUT, .text = {pending_text[i], 0}}};
        SDL_Window *window = jr_main_window();
        if (window) text.text.windowID = REAL(SDL_GetWindowID)(window);
        passing++;
        REAL(SDL_PushEvent)(&text);
        passing--;
    }
}

void jr_events_typed(const SDL_Event *down) {
    note_typed(down);
}

static int to_game(SDL_Event *event) {
    if (game_filter) {
        /* The game's filter is the game's code: its SDL calls are the game's (its clock is the virtual one). */
        int inside = jr_inside;
        jr_inside = 0;
        int keep = game_filter(game_userdata, event);
        jr_inside = inside;
        if (!keep) return 0;
    }
    if (is_pointer(event)) game_saw_mouse(event);
    return 1;
}

/* SDL's mouse copies of the touch whose own event comes next. */
static SDL_Event held[4];
static int held_count;

static void release_held(bool to_game_too) {
    int count = held_count;
    held_count = 0;
    if (!to_game_too) {
        seen_mouse.hidden = count > 0 || seen_mouse.hidden;
        return;
    }
    for (int i = 0; i < count; i++) {
        SDL_Event copy = held[i];
        passing++;
        REAL(SDL_PushEvent)(&copy);
        passing--;
    }
}

/* A touch that began on a control is the controls' until it lifts, and so is a click of the mouse: what
 * follows of it never reaches the game, even once the controls have let go of it (the window lost the focus,
 * the layout editor closed). */
static SDL_FingerID owned_fingers[16];
static int owned_count;
static bool mouse_owned;

static bool owns_finger(SDL_FingerID id, bool lifting) {
    for (int i = 0; i < owned_count; i++) {
        if (owned_fingers[i] != id) continue;
        if (lifting) owned_fingers[i] = owned_fingers[--owned_count];
        return true;
    }
    return false;
}

static bool still_owned(const SDL_Event *event, bool taken) {
    if (is_finger(event)) {
        SDL_FingerID id = event->tfinger.fingerId;
        if (event->type == SDL_FINGERDOWN) {
            if (taken && owned_count < (int)(sizeof owned_fingers / sizeof owned_fingers[0])) owned_fingers[owned_count++] = id;
            return taken;
        }
        return owns_finger(id, event->type == SDL_FINGERUP) || taken;
    }
    bool left_button = (event->type == SDL_MOUSEBUTTONDOWN || event->type == SDL_MOUSEBUTTONUP)
        && event->button.which != SDL_TOUCH_MOUSEID && event->button.button == SDL_BUTTON_LEFT;
    if (left_button && event->type == SDL_MOUSEBUTTONDOWN) {
        mouse_owned = taken;
        return taken;
    }
    if (mouse_owned && (left_button || (event->type == SDL_MOUSEMOTION && event->motion.which != SDL_TOUCH_MOUSEID))) {
        if (left_button) mouse_owned = false;
        return true;
    }
    return taken;
}

static int SDLCALL overlay_filter(void *userdata, SDL_Event *event) {
    (void)userdata;
    /* Events the overlay or the controls push (virtual keys), and events of other threads: the game's. */
    if (passing || jr_inside || !jr_on_event_thread()) {
        int kept = to_game(event);
        /* A key the controls pressed types its character once the key is in the queue (after the push). */
        if (kept && jr_inside && !passing && event->type == SDL_KEYDOWN && !event->key.repeat) note_typed(event);
        return kept;
    }
    bool editing = jr_controls_editing();
    if (is_touch_copy(event) && !editing && held_count < (int)(sizeof held / sizeof held[0])) {
        held[held_count++] = *event;
        return 0;
    }
    bool taken = still_owned(event, jr_controls_take(event));
    /* The player's input, for --record: not the layout editor's, nor the key that opens and closes it. The key
     * that hides the controls is kept: a replay hides them at the same frame, so its touches go where these did. */
    if (!editing && !jr_controls_editing() && (!jr_controls_took_hotkey() || jr_controls_took_hide_hotkey())) {
        jr_record_event(event);
    }
    if (is_finger(event) || held_count) release_held(!taken || !is_finger(event));
    if (taken) {
        if (is_pointer(event)) seen_mouse.hidden = true;
        return 0;
    }
    return to_game(event);
}

void jr_events_install_filter(void) {
    REAL(SDL_SetEventFilter)(overlay_filter, NULL);
}

/* The keys the controls pressed that the game has read down and not yet up, from the events it took. */
static Uint8 read_down[SDL_NUM_SCANCODES];
static bool events_stopped;

static void game_read(const SDL_Event *event) {
    if (event->type != SDL_KEYDOWN && event->type != SDL_KEYUP) return;
    if (!jr_js) return;
    jr_enter();
    bool virtual_key = jr_js->is_virtual_key(event);
    jr_leave();
    if (!virtual_key) return;
    int key = event->key.keysym.scancode;
    if (key > 0 && key < SDL_NUM_SCANCODES) read_down[key] = event->type == SDL_KEYDOWN;
}

void jr_events_forget_game_filter(void) {
    game_filter = NULL;
    game_userdata = NULL;
    events_stopped = true;
}

void jr_events_restarted(void) {
    if (!events_stopped) return;
    events_stopped = false;
    /* The controls' key-ups went into the queue SDL_Quit emptied: the game gets them now, or it would hold
     * those keys for ever. */
    for (int key = 1; key < SDL_NUM_SCANCODES; key++) {
        if (!read_down[key]) continue;
        read_down[key] = 0;
        SDL_Event up = {.key = {.type = SDL_KEYUP, .state = SDL_RELEASED,
                                .keysym = {.scancode = (SDL_Scancode)key,
                                           .sym = REAL(SDL_GetKeyFromScancode)((SDL_Scancode)key),
                                           .unused = 0x4A53564Bu /* "JSVK": the C library's mark of its keys */}}};
        passing++;
        REAL(SDL_PushEvent)(&up);
        passing--;
    }
}

int jr_events_push(SDL_Event *event) {
    return REAL(SDL_PushEvent)(event);
}

void jr_wrap_SDL_SetEventFilter(SDL_EventFilter filter, void *userdata) {
    if (jr_inside) {
        REAL(SDL_SetEventFilter)(filter, userdata);
        return;
    }
    game_filter = filter;
    game_userdata = userdata;
    jr_events_install_filter();
}

SDL_bool jr_wrap_SDL_GetEventFilter(SDL_EventFilter *filter, void **userdata) {
    if (jr_inside) return REAL(SDL_GetEventFilter)(filter, userdata);
    if (filter) *filter = game_filter;
    if (userdata) *userdata = game_userdata;
    return game_filter ? SDL_TRUE : SDL_FALSE;
}

/* ---- Keyboard and mouse state ---------------------------------------------------------------------- */

static Uint8 keys[SDL_NUM_SCANCODES];
static Uint8 scripted_keys[SDL_NUM_SCANCODES];
static struct {
    bool known;
    int x, y;
    Uint32 buttons;
} scripted_mouse;

void jr_events_script_key(SDL_Scancode key, bool down) {
    if ((int)key > 0 && (int)key < SDL_NUM_SCANCODES) scripted_keys[key] = down ? 1 : 0;
}

void jr_events_script_mouse(int x, int y, Uint32 buttons) {
    scripted_mouse.known = true;
    scripted_mouse.x = x;
    scripted_mouse.y = y;
    scripted_mouse.buttons = buttons;
}

void jr_events_refresh_keys(void) {
    int count = 0;
    const Uint8 *base = NULL;
    js_controls *controls = jr_controls_active();
    if (controls) {
        jr_enter();
        base = jr_js->keyboard_state(controls, &count);
        jr_leave();
    } else {
        base = REAL(SDL_GetKeyboardState)(&count);
    }
    if (!base || count > SDL_NUM_SCANCODES) count = base ? SDL_NUM_SCANCODES : 0;
    for (int i = 0; i < count; i++) keys[i] = base[i] | scripted_keys[i];
    for (int i = count; i < SDL_NUM_SCANCODES; i++) keys[i] = scripted_keys[i];
}

const Uint8 *jr_wrap_SDL_GetKeyboardState(int *numkeys) {
    if (jr_inside) return REAL(SDL_GetKeyboardState)(numkeys);
    if (jr_on_event_thread()) jr_events_refresh_keys();
    if (numkeys) *numkeys = SDL_NUM_SCANCODES;
    return keys;
}

SDL_Keymod jr_wrap_SDL_GetModState(void) {
    SDL_Keymod real = REAL(SDL_GetModState)();
    if (jr_inside) return real;
    static const struct {
        SDL_Scancode key;
        SDL_Keymod mod;
    } modifiers[] = {
        {SDL_SCANCODE_LSHIFT, KMOD_LSHIFT}, {SDL_SCANCODE_RSHIFT, KMOD_RSHIFT}, {SDL_SCANCODE_LCTRL, KMOD_LCTRL},
        {SDL_SCANCODE_RCTRL, KMOD_RCTRL}, {SDL_SCANCODE_LALT, KMOD_LALT}, {SDL_SCANCODE_RALT, KMOD_RALT},
        {SDL_SCANCODE_LGUI, KMOD_LGUI}, {SDL_SCANCODE_RGUI, KMOD_RGUI},
    };
    int mod = real;
    for (size_t i = 0; i < sizeof modifiers / sizeof modifiers[0]; i++) {
        if (keys[modifiers[i].key]) mod |= modifiers[i].mod;
    }
    return (SDL_Keymod)mod;
}

Uint32 jr_wrap_SDL_GetMouseState(int *x, int *y) {
    if (jr_inside) return REAL(SDL_GetMouseState)(x, y);
    if (seen_mouse.hidden) {
        if (x) *x = seen_mouse.x;
        if (y) *y = seen_mouse.y;
        return seen_mouse.buttons;
    }
    if (scripted_mouse.known) {
        if (x) *x = scripted_mouse.x;
        if (y) *y = scripted_mouse.y;
        return scripted_mouse.buttons;
    }
    return REAL(SDL_GetMouseState)(x, y);
}

/* ---- Reading events ------------------------------------------------------------------------------------- */

/* Before a read: scripted events due. After a read that found the queue empty: the controls close their frame
 * of input (a key a tap pressed shows until the next), and the keyboard array is rewritten. */
static void before_read(void) {
    jr_events_claim_thread_if_unclaimed();
    jr_heartbeat();
    jr_timers_fire();
    jr_frame_events_due();
}

static void after_read(bool drained) {
    if (!jr_on_event_thread()) return;
    if (drained) jr_script_queue_read_empty(); else jr_clock_progress();
    if (held_count) release_held(true);
    if (drained) jr_controls_update();
    jr_events_refresh_keys();
}

/* Headless, a script with no frames: header and no --frames: a game that polls, and never waits, gets SDL_QUIT the
 * frame after the script's last event (a waiting one gets it when it waits with nothing left, below), so that
 * nothing is left to run for ever. Said on the status channel as SCRIPTED: joystick-run's --grace starts. */
static bool game_waits;

static void quit_after_the_script(void) {
    static bool sent;
    if (sent || game_waits || !jr_the_spec.headless || jr_the_spec.frames >= 0 || jr_the_spec.event_count == 0
        || jr_script_events_left() || jr_frame <= jr_the_spec.events[jr_the_spec.event_count - 1].frame
        || !jr_on_event_thread()) {
        return;
    }
    sent = true;
    SDL_Event quit = {.quit = {.type = SDL_QUIT}};
    jr_events_push(&quit);
    jr_status("SCRIPTED", "frame=%ld the script is over and no --frames ends the run: SDL_QUIT sent", jr_frame);
}

void jr_wrap_SDL_PumpEvents(void) {
    if (jr_inside) {
        REAL(SDL_PumpEvents)();
        return;
    }
    before_read();
    quit_after_the_script();
    REAL(SDL_PumpEvents)();
    after_read(true);
}

int jr_wrap_SDL_PeepEvents(SDL_Event *events, int numevents, SDL_eventaction action, Uint32 minType, Uint32 maxType) {
    if (jr_inside || action == SDL_ADDEVENT) return REAL(SDL_PeepEvents)(events, numevents, action, minType, maxType);
    before_read();
    int result = REAL(SDL_PeepEvents)(events, numevents, action, minType, maxType);
    if (action == SDL_GETEVENT && events) {
        for (int i = 0; i < result; i++) game_read(&events[i]);
    }
    after_read(action == SDL_GETEVENT && result < numevents);
    return result;
}

int jr_wrap_SDL_PollEvent(SDL_Event *event) {
    if (jr_inside) return REAL(SDL_PollEvent)(event);
    before_read();
    quit_after_the_script();
    int result = REAL(SDL_PollEvent)(event);
    if (result && event) game_read(event);
    after_read(result == 0);
    return result;
}

/* Headless: waiting takes no wall time. A wait with a timeout that finds nothing moves the clock by its
 * timeout. An endless wait that finds nothing ends the frame (nothing drawn), and the next frame's scripted
 * events come in; once the script is over and no --frames will end the run, the game gets SDL_QUIT (it would
 * otherwise wait for ever). A game that waits again after its SDL_QUIT waits for real: joystick-run's grace
 * period then ends it. */
static bool quit_for_idleness;

static int headless_wait(SDL_Event *event, int timeout) {
    game_waits = true;
    for (;;) {
        before_read();
        int result = REAL(SDL_PollEvent)(event);
        if (result && event) game_read(event);
        after_read(result == 0);
        if (result) return result;
        if (timeout >= 0) {
            if (timeout > 0) jr_clock_advance((Uint64)timeout * 1000000u);
            return 0;
        }
        if (jr_frames_done() || quit_for_idleness) {
            int waited = REAL(SDL_WaitEvent)(event);
            if (waited && event) game_read(event);
            return waited;
        }
        if (jr_the_spec.frames < 0 && !jr_script_events_left() && !jr_timers_pending()) {
            quit_for_idleness = true;
            SDL_Event quit = {.quit = {.type = SDL_QUIT}};
            jr_status("IDLE", "frame=%ld the game waits for input and the script has none left: SDL_QUIT sent", jr_frame);
            jr_events_push(&quit);
            continue;
        }
        jr_frame_waited();
    }
}

int jr_wrap_SDL_WaitEvent(SDL_Event *event) {
    if (jr_inside) return REAL(SDL_WaitEvent)(event);
    if (jr_the_spec.headless && jr_on_event_thread()) return headless_wait(event, -1);
    before_read();
    int result = REAL(SDL_WaitEvent)(event);
    if (result && event) game_read(event);
    after_read(false);
    return result;
}

int jr_wrap_SDL_WaitEventTimeout(SDL_Event *event, int timeout) {
    if (jr_inside) return REAL(SDL_WaitEventTimeout)(event, timeout);
    if (jr_the_spec.headless && jr_on_event_thread()) return headless_wait(event, timeout < 0 ? -1 : timeout);
    before_read();
    int result = REAL(SDL_WaitEventTimeout)(event, timeout);
    if (result && event) game_read(event);
    after_read(result == 0);
    return result;
}
