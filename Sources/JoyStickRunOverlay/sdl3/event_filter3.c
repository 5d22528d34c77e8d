/*
 * The event filter of an SDL3 game: every event on its way into SDL3's queue goes to the controls first (as
 * SDL2's, event_filter.c). The overlay owns SDL_SetEventFilter's slot; the game's own filter is kept here and
 * called after. SDL's mouse copy of a touch is held until the touch's own event says whether a control took the
 * finger. A touch that began on a control is the controls' until it lifts, and so is a click.
 *
 * Unlike SDL2's, no text is typed for the controls' and the script's keys: SDL3's SDL_EVENT_TEXT_INPUT carries a
 * string SDL must own, which a pushed event cannot give it (the docs say so).
 */
#include "overlay3.h"

/* The game's own filter, called after the overlay's. */
static struct {
    SDL_EventFilter filter;
    void *userdata;
} game;
/* Set while the overlay pushes events the game must get as they are. */
static int passing;

jr_input jr3_events_input(const SDL_Event *event) {
    jr_input input = {.kind = JR_INPUT_OTHER};
    switch (event->type) {
    case SDL_EVENT_KEY_DOWN:
    case SDL_EVENT_KEY_UP:
        input.kind = event->key.down ? JR_INPUT_KEY_DOWN : JR_INPUT_KEY_UP;
        input.scancode = event->key.scancode;
        input.ctrl_and_alt = (event->key.mod & SDL_KMOD_CTRL) && (event->key.mod & SDL_KMOD_ALT);
        input.repeat = event->key.repeat;
        break;
    case SDL_EVENT_FINGER_DOWN: input.kind = JR_INPUT_FINGER_DOWN; input.finger = (int64_t)event->tfinger.fingerID; break;
    case SDL_EVENT_FINGER_UP:
    case SDL_EVENT_FINGER_CANCELED: input.kind = JR_INPUT_FINGER_UP; input.finger = (int64_t)event->tfinger.fingerID; break;
    case SDL_EVENT_FINGER_MOTION: input.kind = JR_INPUT_FINGER_MOTION; input.finger = (int64_t)event->tfinger.fingerID; break;
    case SDL_EVENT_MOUSE_BUTTON_DOWN: case SDL_EVENT_MOUSE_BUTTON_UP: case SDL_EVENT_MOUSE_MOTION:
    case SDL_EVENT_MOUSE_WHEEL:
        input.kind = JR_INPUT_POINTER;
        break;
    default:
        if (event->type >= SDL_EVENT_WINDOW_FIRST && event->type <= SDL_EVENT_WINDOW_LAST) input.kind = JR_INPUT_WINDOW;
        break;
    }
    return input;
}

static bool is_touch_copy(const SDL_Event *event) {
    switch (event->type) {
    case SDL_EVENT_MOUSE_MOTION: return event->motion.which == SDL_TOUCH_MOUSEID;
    case SDL_EVENT_MOUSE_BUTTON_DOWN:
    case SDL_EVENT_MOUSE_BUTTON_UP: return event->button.which == SDL_TOUCH_MOUSEID;
    case SDL_EVENT_MOUSE_WHEEL: return event->wheel.which == SDL_TOUCH_MOUSEID;
    default: return false;
    }
}

static bool is_finger(const SDL_Event *event) {
    return event->type == SDL_EVENT_FINGER_DOWN || event->type == SDL_EVENT_FINGER_UP
        || event->type == SDL_EVENT_FINGER_MOTION || event->type == SDL_EVENT_FINGER_CANCELED;
}

static bool is_pointer(const SDL_Event *event) {
    return event->type == SDL_EVENT_MOUSE_MOTION || event->type == SDL_EVENT_MOUSE_BUTTON_DOWN
        || event->type == SDL_EVENT_MOUSE_BUTTON_UP || event->type == SDL_EVENT_MOUSE_WHEEL;
}

/* SDL_GetMouseState as the game has seen it: the last mouse event it got. */
static struct {
    bool hidden;                 /* the last button or motion went to a control */
    float x, y;
    SDL_MouseButtonFlags buttons;
} seen_mouse;

static void game_saw_mouse(const SDL_Event *event) {
    if (event->type == SDL_EVENT_MOUSE_MOTION) {
        seen_mouse.x = event->motion.x;
        seen_mouse.y = event->motion.y;
        seen_mouse.buttons = event->motion.state;
        seen_mouse.hidden = false;
    } else if (event->type == SDL_EVENT_MOUSE_BUTTON_DOWN || event->type == SDL_EVENT_MOUSE_BUTTON_UP) {
        seen_mouse.x = event->button.x;
        seen_mouse.y = event->button.y;
        SDL_MouseButtonFlags mask = SDL_BUTTON_MASK(event->button.button);
        seen_mouse.buttons = event->button.down ? seen_mouse.buttons | mask : seen_mouse.buttons & ~mask;
        seen_mouse.hidden = false;
    }
}

static bool to_game(SDL_Event *event) {
    if (game.filter) {
        /* The game's filter is the game's code: its SDL calls are the game's. */
        int inside = jr_inside;
        jr_inside = 0;
        bool keep = game.filter(game.userdata, event);
        jr_inside = inside;
        if (!keep) return false;
    }
    if (is_pointer(event)) game_saw_mouse(event);
    return true;
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
        REAL3(SDL_PushEvent)(&copy);
        passing--;
    }
}

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
        SDL_FingerID id = event->tfinger.fingerID;
        if (event->type == SDL_EVENT_FINGER_DOWN) {
            if (taken && owned.finger_count < (int)(sizeof owned.fingers / sizeof owned.fingers[0])) {
                owned.fingers[owned.finger_count++] = id;
            }
            return taken;
        }
        bool lifting = event->type == SDL_EVENT_FINGER_UP || event->type == SDL_EVENT_FINGER_CANCELED;
        return owns_finger(id, lifting) || taken;
    }
    bool left_button = (event->type == SDL_EVENT_MOUSE_BUTTON_DOWN || event->type == SDL_EVENT_MOUSE_BUTTON_UP)
        && event->button.which != SDL_TOUCH_MOUSEID && event->button.button == SDL_BUTTON_LEFT;
    if (left_button && event->type == SDL_EVENT_MOUSE_BUTTON_DOWN) {
        owned.mouse = taken;
        return taken;
    }
    if (owned.mouse
        && (left_button || (event->type == SDL_EVENT_MOUSE_MOTION && event->motion.which != SDL_TOUCH_MOUSEID))) {
        if (left_button) owned.mouse = false;
        return true;
    }
    return taken;
}

static bool SDLCALL overlay_filter(void *userdata, SDL_Event *event) {
    (void)userdata;
    /* Events the overlay or the controls push (virtual keys), and events of other threads: the game's. */
    if (passing || jr_inside || !jr_on_event_thread()) return to_game(event);
    bool editing = jr_controls_editing();
    if (is_touch_copy(event) && !editing && held.count < (int)(sizeof held.events / sizeof held.events[0])) {
        held.events[held.count++] = *event;
        return false;
    }
    jr_input input = jr3_events_input(event);
    bool taken = still_owned(event, jr_controls_take(event, &input));
    /* The player's input, for --record: not the layout editor's, nor the key that opens and closes it. The key
     * that hides the controls is kept: a replay hides them at the same frame, so its touches go where these did. */
    if (!editing && !jr_controls_editing() && (!jr_controls_took_hotkey() || jr_controls_took_hide_hotkey())) {
        jr3_record_event(event);
    }
    if (is_finger(event) || held.count) release_held(!taken || !is_finger(event));
    if (taken) {
        if (is_pointer(event)) seen_mouse.hidden = true;
        return false;
    }
    return to_game(event);
}

void jr3_events_install_filter(void) {
    REAL3(SDL_SetEventFilter)(overlay_filter, NULL);
}

/* The keys the controls pressed that the game has read down and not yet up, from the events it took. */
static struct {
    bool down[SDL_SCANCODE_COUNT];
    bool events_stopped;     /* SDL's events were stopped (SDL_Quit): the key-ups are owed */
} read_keys;

void jr3_events_game_read(const SDL_Event *event) {
    if (event->type != SDL_EVENT_KEY_DOWN && event->type != SDL_EVENT_KEY_UP) return;
    if (!jr_js) return;
    jr_enter();
    bool virtual_key = jr_js->is_virtual_key(event);
    jr_leave();
    if (!virtual_key) return;
    int key = event->key.scancode;
    if (key > 0 && key < SDL_SCANCODE_COUNT) read_keys.down[key] = event->key.down;
}

void jr3_events_release_held(void) {
    if (held.count) release_held(true);
}

bool jr3_events_mouse_seen(float *x, float *y, SDL_MouseButtonFlags *buttons) {
    if (!seen_mouse.hidden) return false;
    if (x) *x = seen_mouse.x;
    if (y) *y = seen_mouse.y;
    *buttons = seen_mouse.buttons;
    return true;
}

void jr3_events_forget_game_filter(void) {
    game.filter = NULL;
    game.userdata = NULL;
    read_keys.events_stopped = true;
}

void jr3_events_restarted(void) {
    if (!read_keys.events_stopped) return;
    read_keys.events_stopped = false;
    /* The controls' key-ups went into the queue SDL_Quit emptied: the game gets them now, or it would hold
     * those keys for ever. */
    for (int key = 1; key < SDL_SCANCODE_COUNT; key++) {
        if (!read_keys.down[key]) continue;
        read_keys.down[key] = false;
        /* The controls' key-up, as the library makes its own. */
        SDL_Event up;
        jr_enter();
        bool made = jr_js->input_event(JS_PRIVATE_CONTROLS_KEY_UP, key, 0, 0, false, 0, 1, 1, 1, 1, NULL, 0, &up);
        jr_leave();
        if (!made) continue;
        passing++;
        REAL3(SDL_PushEvent)(&up);
        passing--;
    }
}

bool jr3_events_push(SDL_Event *event) {
    return REAL3(SDL_PushEvent)(event);
}

void jr3_events_push_quit(void) {
    SDL_Event quit = {.quit = {.type = SDL_EVENT_QUIT}};
    jr3_events_push(&quit);
}

void jr3_wrap_SDL_SetEventFilter(SDL_EventFilter filter, void *userdata) {
    if (jr_inside) {
        REAL3(SDL_SetEventFilter)(filter, userdata);
        return;
    }
    game.filter = filter;
    game.userdata = userdata;
    jr3_events_install_filter();
}

bool jr3_wrap_SDL_GetEventFilter(SDL_EventFilter *filter, void **userdata) {
    if (jr_inside) return REAL3(SDL_GetEventFilter)(filter, userdata);
    if (filter) *filter = game.filter;
    if (userdata) *userdata = game.userdata;
    return game.filter != NULL;
}
