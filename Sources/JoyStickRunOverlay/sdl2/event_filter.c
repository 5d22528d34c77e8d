/*
 * The event filter: every event on its way into SDL's queue goes to the controls first.
 *
 * SDL runs one event filter (SDL_SetEventFilter) on every event as it enters the queue, before the watchers (the
 * renderer's logical-size rewrite among them) and before anything the game reads. The overlay owns that slot:
 * its filter gives each event to the controls first, and an event they take (a touch on a control, SDL's mouse
 * copy of it, the layout editor's input) never reaches the game's filter, its watchers or its queue. The game's
 * own filter is kept here and called after (the hooks SDL_SetEventFilter and SDL_GetEventFilter).
 *
 * SDL makes its mouse copy of a touch before the touch itself: the copy is held until the touch's own event
 * says whether a control took the finger, then dropped with it or let through ahead of it.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdatomic.h>
#include <string.h>

#include "overlay.h"
#include "wrappers.h"

/* ---- The filter ------------------------------------------------------------------------------------ */

/* The game's own filter, called after the overlay's. */
static struct {
    SDL_EventFilter filter;
    void *userdata;
} game;
/* Set while the overlay pushes events the game must get as they are (mouse copies it held and lets through,
 * the key-ups owed after SDL started again). */
static int passing;

jr_input jr_events_input(const SDL_Event *event) {
    jr_input input = {.kind = JR_INPUT_OTHER};
    switch (event->type) {
    case SDL_KEYDOWN:
    case SDL_KEYUP:
        input.kind = event->type == SDL_KEYDOWN ? JR_INPUT_KEY_DOWN : JR_INPUT_KEY_UP;
        input.scancode = event->key.keysym.scancode;
        input.ctrl_and_alt = (event->key.keysym.mod & KMOD_CTRL) && (event->key.keysym.mod & KMOD_ALT);
        input.repeat = event->key.repeat != 0;
        break;
    case SDL_FINGERDOWN: input.kind = JR_INPUT_FINGER_DOWN; input.finger = event->tfinger.fingerId; break;
    case SDL_FINGERUP: input.kind = JR_INPUT_FINGER_UP; input.finger = event->tfinger.fingerId; break;
    case SDL_FINGERMOTION: input.kind = JR_INPUT_FINGER_MOTION; input.finger = event->tfinger.fingerId; break;
    case SDL_MOUSEBUTTONDOWN: case SDL_MOUSEBUTTONUP: case SDL_MOUSEMOTION: case SDL_MOUSEWHEEL:
        input.kind = JR_INPUT_POINTER;
        break;
    case SDL_WINDOWEVENT: input.kind = JR_INPUT_WINDOW; break;
    default: break;
    }
    return input;
}

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
static struct {
    char text[16];
    int count;
} pending;

static void note_typed(const SDL_Event *down) {
    /* sdl2-compat turns a pushed SDL_TEXTINPUT into SDL_PushEvent(NULL) on SDL3, which crashes: there the
     * controls' and the script's keys type nothing (the docs say so). */
    if (jr_sdl_is_compat || !REAL(SDL_IsTextInputActive)()) return;
    SDL_Keycode key = down->key.keysym.sym;
    if (key < 0x20 || key > 0x7E || pending.count >= (int)sizeof pending.text) return;
    char typed = (char)key;
    if ((down->key.keysym.mod & KMOD_SHIFT) && typed >= 'a' && typed <= 'z') typed = (char)(typed - 'a' + 'A');
    pending.text[pending.count++] = typed;
}

void jr_events_push_typed_text(void) {
    int count = pending.count;
    pending.count = 0;
    for (int i = 0; i < count; i++) {
        SDL_Event text = {.text = {.type = SDL_TEXTINPUT, .text = {pending.text[i], 0}}};
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
    if (game.filter) {
        /* The game's filter is the game's code: its SDL calls are the game's (its clock is the virtual one). */
        int inside = jr_inside;
        jr_inside = 0;
        int keep = game.filter(game.userdata, event);
        jr_inside = inside;
        if (!keep) return 0;
    }
    if (is_pointer(event)) game_saw_mouse(event);
    return 1;
}

/* SDL's mouse copies of the touch whose own event comes next. */
static struct {
    SDL_Event events[4];
    int count;
} held;

static void release_held(bool to_game_too) {
    int count = held.count;
    held.count = 0;
    if (!to_game_too) {
        seen_mouse.hidden = count > 0 || seen_mouse.hidden;
        return;
    }
    for (int i = 0; i < count; i++) {
        SDL_Event copy = held.events[i];
        passing++;
        REAL(SDL_PushEvent)(&copy);
        passing--;
    }
}

/* A touch that began on a control is the controls' until it lifts, and so is a click of the mouse: what
 * follows of it never reaches the game, even once the controls have let go of it (the window lost the focus,
 * the layout editor closed). */
static struct {
    SDL_FingerID fingers[16];
    int finger_count;
    bool mouse;
} owned;

static bool owns_finger(SDL_FingerID id, bool lifting) {
    for (int i = 0; i < owned.finger_count; i++) {
        if (owned.fingers[i] != id) continue;
        if (lifting) owned.fingers[i] = owned.fingers[--owned.finger_count];
        return true;
    }
    return false;
}

static bool still_owned(const SDL_Event *event, bool taken) {
    if (is_finger(event)) {
        SDL_FingerID id = event->tfinger.fingerId;
        if (event->type == SDL_FINGERDOWN) {
            if (taken && owned.finger_count < (int)(sizeof owned.fingers / sizeof owned.fingers[0])) owned.fingers[owned.finger_count++] = id;
            return taken;
        }
        return owns_finger(id, event->type == SDL_FINGERUP) || taken;
    }
    bool left_button = (event->type == SDL_MOUSEBUTTONDOWN || event->type == SDL_MOUSEBUTTONUP)
        && event->button.which != SDL_TOUCH_MOUSEID && event->button.button == SDL_BUTTON_LEFT;
    if (left_button && event->type == SDL_MOUSEBUTTONDOWN) {
        owned.mouse = taken;
        return taken;
    }
    if (owned.mouse && (left_button || (event->type == SDL_MOUSEMOTION && event->motion.which != SDL_TOUCH_MOUSEID))) {
        if (left_button) owned.mouse = false;
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
    if (is_touch_copy(event) && !editing && held.count < (int)(sizeof held.events / sizeof held.events[0])) {
        held.events[held.count++] = *event;
        return 0;
    }
    jr_input input = jr_events_input(event);
    bool taken = still_owned(event, jr_controls_take(event, &input));
    /* The player's input, for --record: not the layout editor's, nor the key that opens and closes it. The key
     * that hides the controls is kept: a replay hides them at the same frame, so its touches go where these did. */
    if (!editing && !jr_controls_editing() && (!jr_controls_took_hotkey() || jr_controls_took_hide_hotkey())) {
        jr_record_event(event);
    }
    if (is_finger(event) || held.count) release_held(!taken || !is_finger(event));
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
static struct {
    Uint8 down[SDL_NUM_SCANCODES];
    bool events_stopped;     /* SDL's events were stopped (SDL_Quit): the key-ups are owed */
} read_keys;

void jr_events_game_read(const SDL_Event *event) {
    if (event->type != SDL_KEYDOWN && event->type != SDL_KEYUP) return;
    if (!jr_js) return;
    jr_enter();
    bool virtual_key = jr_js->is_virtual_key(event);
    jr_leave();
    if (!virtual_key) return;
    int key = event->key.keysym.scancode;
    if (key > 0 && key < SDL_NUM_SCANCODES) read_keys.down[key] = event->type == SDL_KEYDOWN;
}

void jr_events_release_held(void) {
    if (held.count) release_held(true);
}

bool jr_events_mouse_seen(int *x, int *y, Uint32 *buttons) {
    if (!seen_mouse.hidden) return false;
    if (x) *x = seen_mouse.x;
    if (y) *y = seen_mouse.y;
    *buttons = seen_mouse.buttons;
    return true;
}

void jr_events_forget_game_filter(void) {
    game.filter = NULL;
    game.userdata = NULL;
    read_keys.events_stopped = true;
}

void jr_events_restarted(void) {
    if (!read_keys.events_stopped) return;
    read_keys.events_stopped = false;
    /* The controls' key-ups went into the queue SDL_Quit emptied: the game gets them now, or it would hold
     * those keys for ever. */
    for (int key = 1; key < SDL_NUM_SCANCODES; key++) {
        if (!read_keys.down[key]) continue;
        read_keys.down[key] = 0;
        /* The controls' key-up, as the library makes its own. */
        SDL_Event up;
        jr_enter();
        bool made = jr_js->input_event(JS_PRIVATE_CONTROLS_KEY_UP, key, 0, 0, false, 0, 1, 1, 1, 1, NULL, 0, &up);
        jr_leave();
        if (!made) continue;
        passing++;
        REAL(SDL_PushEvent)(&up);
        passing--;
    }
}

int jr_events_push(SDL_Event *event) {
    return REAL(SDL_PushEvent)(event);
}

void jr_events_push_quit(void) {
    SDL_Event quit = {.quit = {.type = SDL_QUIT}};
    jr_events_push(&quit);
}

void jr_wrap_SDL_SetEventFilter(SDL_EventFilter filter, void *userdata) {
    if (jr_inside) {
        REAL(SDL_SetEventFilter)(filter, userdata);
        return;
    }
    game.filter = filter;
    game.userdata = userdata;
    jr_events_install_filter();
}

SDL_bool jr_wrap_SDL_GetEventFilter(SDL_EventFilter *filter, void **userdata) {
    if (jr_inside) return REAL(SDL_GetEventFilter)(filter, userdata);
    if (filter) *filter = game.filter;
    if (userdata) *userdata = game.userdata;
    return game.filter ? SDL_TRUE : SDL_FALSE;
}

