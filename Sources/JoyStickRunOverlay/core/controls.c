/*
 * The controls joystick-run puts in a game, whatever its SDL: one set per canvas the game shows frames on (its own
 * renderer, a renderer the overlay makes on a window's surface, or an OpenGL context, which the library draws on
 * with GL), made at that canvas's first frame, placed by the profile and the player's arrangement, in the window's
 * pixels whatever logical size the game set, and played only in the window that has the keyboard's focus (the
 * last one presented when none has).
 *
 * The player opens the layout editor with Ctrl+Alt+J or by holding three fingers on the screen for a second;
 * the editor's DONE (or the same key, or gesture) keeps the arrangement in the player's file for this game,
 * read again next time. Ctrl+Alt+H, or four fingers held for a second, hides every control while playing (a
 * hidden control is not drawn and takes no touch or key: they all reach the game) and shows them again.
 *
 * The C library is the SDL's own (libjoystick-sdl, libjoystick-sdl3), called through one table (jr_library); what
 * only the SDL can say (its windows' focus, its renderers, its joysticks) comes through jr_sdl, and what an event
 * is through the jr_input its hooks fill in.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "overlay_core.h"

/* SDL2's and SDL3's scancodes of the hotkeys' letters. */
enum { JR_SCANCODE_UNKNOWN = 0, JR_SCANCODE_H = 11, JR_SCANCODE_J = 13 };

typedef struct attachment {
    void *renderer;              /* what the controls draw with: a renderer, or an OpenGL context */
    void *window;
    js_controls *controls;
    jr_canvas canvas;
    bool failed;                 /* the controls could not be made: this renderer draws none */
    bool pad_published;
} attachment;

enum { JR_MAX_ATTACHMENTS = 8 };
static attachment attachments[JR_MAX_ATTACHMENTS];
static attachment *active;
/* A window event went by: SDL's renderer learns the window's new size after the overlay's filter has seen the
 * event (its own watcher runs later), so the controls look at their screen again before they are drawn. */
static bool screen_may_have_changed;
static bool updated_since_present;
/* The player's file could not be read: it is never written over (the player may fix it by hand). */
static bool player_layout_unreadable;
/* The player hid the controls (Ctrl+Alt+H, four fingers): not drawn, given no event. */
static bool hidden;

/* The controls hidden from the player now: not while the editor is open. */
static bool out_of_sight(void) {
    return hidden && !jr_controls_editing();
}

static bool binds_pad(void) {
    for (int i = 0; i < jr_the_spec.control_count; i++) {
        if (jr_the_spec.controls[i].binding == JR_BIND_PAD) return true;
    }
    return false;
}

/* mkdir -p of a file's folder. */
static void make_folder_of(const char *path) {
    char folder[4096];
    snprintf(folder, sizeof folder, "%s", path);
    char *slash = strrchr(folder, '/');
    if (!slash || slash == folder) return;
    *slash = '\0';
    for (char *p = folder + 1; *p; p++) {
        if (*p != '/') continue;
        *p = '\0';
        mkdir(folder, 0755);
        *p = '/';
    }
    mkdir(folder, 0755);
}

static void editor_closed(void *user, bool kept) {
    attachment *a = user;
    const char *path = jr_the_spec.player_layout;
    jr_status("EDITOR", "open=0 kept=%d", kept ? 1 : 0);
    if (!kept || !path || jr_the_spec.headless) return;
    if (player_layout_unreadable) {
        jr_say_once(JR_SAY_LAYOUT_SAVE, "the arrangement is not saved: %s could not be read, and is kept as it is", path);
        return;
    }
    make_folder_of(path);
    if (jr_js->save_layout(a->controls, path) != 0) {
        jr_say_once(JR_SAY_LAYOUT_SAVE, "the arrangement is not saved: %s", jr_js->last_error());
    } else {
        jr_status("LAYOUT", "saved=%s", path);
    }
}

/* Makes the controls of an attachment: the profile's controls and bindings, the profile's places, then the
 * player's. Runs inside the overlay (jr_enter). */
static bool make_controls(attachment *a) {
    js_controls *controls =
        a->canvas == JR_CANVAS_OPENGL ? jr_js->create_opengl(a->window) : jr_js->create(a->renderer);
    if (!controls) {
        jr_say_once(JR_SAY_CONTROLS, "the game runs without controls: %s", jr_js->last_error());
        return false;
    }
    a->controls = controls;
    jr_js->set_uses_window_pixels(controls, true);
    jr_js->set_pushes_key_events(controls, true);
    for (int i = 0; i < jr_the_spec.control_count; i++) {
        const jr_control_spec *spec = &jr_the_spec.controls[i];
        /* Anywhere: the profile's layout places it at once. */
        if (spec->is_stick) {
            js_stick *stick = jr_js->add_stick(controls, spec->name, 100, 100, 100);
            if (!stick) goto failed;
            if (spec->binding == JR_BIND_KEYS) {
                jr_js->bind_scancodes(stick, spec->keys[0], spec->keys[1], spec->keys[2], spec->keys[3]);
            } else if (spec->binding == JR_BIND_PAD) {
                jr_js->bind_gamepad_stick(stick, spec->pad);
            }
            if (spec->tinted) {
                jr_js->stick_set_base_tint(stick, spec->tint);
                jr_js->stick_set_handle_tint(stick, spec->tint);
            }
            if (spec->reach > 0) jr_js->stick_set_reach(stick, spec->reach);
            /* Its quarter of the window the library keeps, as the window and the stick move. */
            if (spec->floating) jr_js->stick_set_floating(stick, true);
        } else {
            js_button *button = jr_js->add_button(controls, spec->name, 100, 100, 60, spec->label);
            if (!button) goto failed;
            if (spec->binding == JR_BIND_KEYS) {
                jr_js->bind_scancode(button, spec->keys[0]);
            } else if (spec->binding == JR_BIND_PAD) {
                jr_js->bind_gamepad_button(button, spec->pad);
            }
            if (spec->tinted) jr_js->button_set_tint(button, spec->tint);
            if (spec->reach > 0) jr_js->button_set_reach(button, spec->reach);
        }
    }
    if (jr_the_spec.default_layout && jr_js->load_default_layout(controls, jr_the_spec.default_layout, NULL) != 0) {
        goto failed;
    }
    if (jr_the_spec.player_layout && !jr_the_spec.headless) {
        bool found = false;
        if (jr_js->load_layout(controls, jr_the_spec.player_layout, &found) != 0) {
            player_layout_unreadable = true;
            jr_say_once(JR_SAY_LAYOUT_LOAD, "the player's arrangement is not used (the profile's is): %s",
                        jr_js->last_error());
        }
    }
    jr_js->on_editor_close(controls, editor_closed, a);
    const char *name = a->canvas == JR_CANVAS_OPENGL ? "opengl" : jr_sdl->renderer_name(a->renderer);
    /* The game's own renderer or GL context; the overlay's renderer on a window surface. */
    jr_status("CONTROLS", "controls=%d drawn-with=%s renderer=%s", jr_the_spec.control_count,
              a->canvas == JR_CANVAS_SURFACE ? "overlay" : "game", name ? name : "?");
    return true;
failed:
    jr_say_once(JR_SAY_CONTROLS, "the game runs without controls: %s", jr_js->last_error());
    jr_js->destroy(controls);
    a->controls = NULL;
    return false;
}

static void publish_pad(attachment *a) {
    if (!a->controls || a->pad_published || !binds_pad()) return;
    if (!jr_sdl->joysticks_up()) return;
    jr_enter();
    int published = jr_js->publish_gamepad(a->controls);
    jr_leave();
    if (published != 0) {
        jr_say_once(JR_SAY_PAD, "the controls bound to the game controller do nothing: %s", jr_js->last_error());
        return;
    }
    a->pad_published = true;
    jr_status("PAD", "published=1");
}

void jr_controls_subsystems_changed(void) {
    bool joysticks = jr_sdl->joysticks_up();
    for (int i = 0; i < JR_MAX_ATTACHMENTS; i++) {
        attachment *a = &attachments[i];
        if (!a->controls) continue;
        if (joysticks) {
            publish_pad(a);
        } else if (a->pad_published) {
            jr_enter();
            jr_js->unpublish_gamepad(a->controls);
            jr_leave();
            a->pad_published = false;
        }
    }
}

/* Lets go of everything the controls hold (the game gets the keys' key-up events and a released pad) and
 * destroys them. */
static void detach(attachment *a) {
    if (a->controls) {
        jr_enter();
        if (jr_js->is_editing_layout(a->controls)) jr_js->set_editing_layout(a->controls, false);
        jr_js->release_all(a->controls);
        jr_js->update(a->controls, jr_clock_seconds());
        if (a->pad_published) jr_js->unpublish_gamepad(a->controls);
        jr_js->destroy(a->controls);
        jr_leave();
    }
    if (a->canvas == JR_CANVAS_SURFACE && a->renderer) jr_sdl->destroy_renderer(a->renderer);
    if (active == a) active = NULL;
    *a = (attachment){0};
    jr_sdl->refresh_keys();
}

void jr_controls_detach_renderer(void *renderer) {
    for (int i = 0; i < JR_MAX_ATTACHMENTS; i++) {
        if (attachments[i].renderer == renderer && renderer) detach(&attachments[i]);
    }
}

void jr_controls_detach_window(void *window) {
    for (int i = 0; i < JR_MAX_ATTACHMENTS; i++) {
        if (attachments[i].window == window && window) detach(&attachments[i]);
    }
}

void jr_controls_detach_all(void) {
    for (int i = 0; i < JR_MAX_ATTACHMENTS; i++) {
        if (attachments[i].renderer) detach(&attachments[i]);
    }
}

void *jr_controls_surface_renderer(void *window) {
    for (int i = 0; i < JR_MAX_ATTACHMENTS; i++) {
        if (attachments[i].window == window && attachments[i].canvas == JR_CANVAS_SURFACE) {
            return attachments[i].renderer;
        }
    }
    return NULL;
}

/* The one the player is using: the focused window's; while no window has the focus (or the focused one has no
 * controls), the one in use stays, and the first presented is the first in use. Switching lets go of what the
 * other one held. */
static attachment *choose_active(void) {
    void *focus = jr_sdl->keyboard_focus();
    attachment *chosen = active && active->controls ? active : NULL, *first = NULL;
    for (int i = 0; i < JR_MAX_ATTACHMENTS; i++) {
        attachment *a = &attachments[i];
        if (!a->controls) continue;
        if (focus && a->window == focus) chosen = a;
        if (!first) first = a;
    }
    if (!chosen) chosen = first;
    if (active && active != chosen && active->controls) {
        jr_enter();
        jr_js->release_all(active->controls);
        jr_js->update(active->controls, jr_clock_seconds());
        jr_leave();
    }
    active = chosen;
    return chosen;
}

js_controls *jr_controls_active(void) {
    return active ? active->controls : NULL;
}

void *jr_main_window(void) {
    return active ? active->window : NULL;
}

bool jr_controls_present(void *renderer, void *window, jr_canvas canvas, bool draw) {
    attachment *a = NULL, *free_slot = NULL;
    for (int i = 0; i < JR_MAX_ATTACHMENTS; i++) {
        if (attachments[i].renderer == renderer) a = &attachments[i];
        if (!attachments[i].renderer && !free_slot) free_slot = &attachments[i];
    }
    /* A window an OpenGL game swaps with another context now: its controls drew with the old one (and stay
     * unused), and new ones are made for this one. */
    if (!a && canvas == JR_CANVAS_OPENGL) {
        for (int i = 0; i < JR_MAX_ATTACHMENTS; i++) {
            if (attachments[i].window == window && attachments[i].canvas == JR_CANVAS_OPENGL) detach(&attachments[i]);
        }
        for (int i = 0; i < JR_MAX_ATTACHMENTS && !free_slot; i++) {
            if (!attachments[i].renderer) free_slot = &attachments[i];
        }
    }
    if (!a) {
        if (!free_slot) return false;
        a = free_slot;
        *a = (attachment){.renderer = renderer, .window = window, .canvas = canvas};
        jr_enter();
        a->failed = !make_controls(a);
        jr_leave();
        if (!a->failed) {
            publish_pad(a);
            if (binds_pad() && !a->pad_published && !jr_sdl->joysticks_up()) {
                jr_say_once(JR_SAY_PAD, "the controls bound to the gamepad do nothing: the game never starts SDL's "
                            "gamepads (%s)", jr_sdl->gamepad_subsystem);
            }
        }
    }
    a->window = window;
    if (a->failed || !a->controls) return false;
    if (screen_may_have_changed) {
        screen_may_have_changed = false;
        jr_enter();
        for (int i = 0; i < JR_MAX_ATTACHMENTS; i++) {
            if (!attachments[i].controls) continue;
            jr_js->refresh_screen(attachments[i].controls);
        }
        jr_leave();
    }
    if (choose_active() != a) return false;
    if (!updated_since_present) jr_controls_update();
    updated_since_present = false;
    bool editing = jr_controls_editing();
    if (!editing && (jr_the_spec.invisible || hidden || !draw)) return false;
    jr_enter();
    int drawn = jr_js->draw(a->controls, false);
    jr_leave();
    if (a->canvas != JR_CANVAS_OPENGL) jr_sdl->flush_renderer(a->renderer);
    if (drawn != 0) jr_say_once(JR_SAY_DRAW, "a part of the controls is not drawn: %s", jr_js->last_error());
    return true;
}

bool jr_controls_draw_over(uint32_t *pixels, int width, int height) {
    attachment *a = active;
    if (!a || !a->controls || !a->renderer) return false;
    if ((jr_the_spec.invisible || hidden) && !jr_controls_editing()) return true;
    /* Drawn where they are drawn for a frame presented: the game's renderer, the overlay's on the window's
     * surface, or the game's OpenGL context. */
    return jr_sdl->draw_over[a->canvas](a->canvas == JR_CANVAS_RENDERER ? a->renderer : a->window, pixels, width,
                                        height);
}

bool jr_controls_draw_now(void) {
    if (!active || !active->controls) return false;
    if (!updated_since_present) jr_controls_update();
    if (out_of_sight()) return true;
    jr_enter();
    int failed = active->controls ? jr_js->draw(active->controls, false) : -1;
    jr_leave();
    if (active->canvas != JR_CANVAS_OPENGL) jr_sdl->flush_renderer(active->renderer);
    if (failed != 0) jr_say_once(JR_SAY_DRAW, "a part of the controls is not drawn: %s", jr_js->last_error());
    return true;
}

/* ---- The editor's key and gesture ------------------------------------------------------------------ */

static int hotkey_down;             /* the hotkey's letter held, or JR_SCANCODE_UNKNOWN */
static struct {
    int64_t ids[10];
    int count;
    double since;                /* when the third (or fourth) finger came down */
    bool armed;                  /* three or four fingers down, not yet acted on */
} fingers;

void jr_controls_toggle_hidden(void) {
    attachment *a = active ? active : choose_active();
    hidden = !hidden;
    if (hidden && a && a->controls) {
        /* What a finger or a key held is let go, as the game will not hear it end. */
        jr_enter();
        jr_js->release_all(a->controls);
        jr_js->update(a->controls, jr_clock_seconds());
        jr_leave();
    }
    jr_status("HIDDEN", "hidden=%d", hidden ? 1 : 0);
    jr_sdl->refresh_keys();
}

bool jr_controls_editing(void) {
    if (!active || !active->controls) return false;
    jr_enter();
    bool editing = jr_js->is_editing_layout(active->controls);
    jr_leave();
    return editing;
}

void jr_controls_toggle_editor(void) {
    attachment *a = active ? active : choose_active();
    if (!a || !a->controls) return;
    jr_enter();
    bool opening = !jr_js->is_editing_layout(a->controls);
    jr_js->set_editing_layout(a->controls, opening);
    jr_leave();
    /* Arranged controls are shown ones. */
    if (opening) hidden = false;
    if (opening) jr_status("EDITOR", "open=1");
    jr_sdl->refresh_keys();
}

/* Ctrl+Alt+J (the editor) and Ctrl+Alt+H (hide or show), their letter's release too: the game sees neither. */
static bool is_hotkey(const jr_input *input) {
    if (input->kind != JR_INPUT_KEY_DOWN && input->kind != JR_INPUT_KEY_UP) return false;
    int key = input->scancode;
    if (key != JR_SCANCODE_J && key != JR_SCANCODE_H) return false;
    if (input->kind == JR_INPUT_KEY_UP) {
        bool was = hotkey_down == key;
        if (was) hotkey_down = JR_SCANCODE_UNKNOWN;
        return was;
    }
    if (!input->ctrl_and_alt) return false;
    hotkey_down = key;
    if (input->repeat) return true;
    if (key == JR_SCANCODE_J) jr_controls_toggle_editor();
    else jr_controls_toggle_hidden();
    return true;
}

static void track_fingers(const jr_input *input) {
    if (input->kind == JR_INPUT_FINGER_DOWN) {
        if (fingers.count < (int)(sizeof fingers.ids / sizeof fingers.ids[0])) fingers.ids[fingers.count++] = input->finger;
        /* Three fingers arm the editor's gesture, a fourth the hiding one instead. */
        if (fingers.count == 3 || fingers.count == 4) {
            fingers.since = jr_clock_seconds();
            fingers.armed = true;
        }
    } else if (input->kind == JR_INPUT_FINGER_UP) {
        for (int i = 0; i < fingers.count; i++) {
            if (fingers.ids[i] != input->finger) continue;
            fingers.ids[i] = fingers.ids[--fingers.count];
            break;
        }
        /* A finger lifted: the gesture is over (four down, then one up, is not three held). */
        fingers.armed = false;
    }
}

/* Three fingers held for a second (the editor), or four (hide or show). */
static void check_gesture(void) {
    if (!fingers.armed || fingers.count < 3 || jr_clock_seconds() - fingers.since < 1.0) return;
    fingers.armed = false;
    if (fingers.count == 3) jr_controls_toggle_editor();
    else if (fingers.count == 4) jr_controls_toggle_hidden();
}

static bool took_hotkey;

static bool is_pointer(const jr_input *input) {
    return input->kind == JR_INPUT_FINGER_DOWN || input->kind == JR_INPUT_FINGER_UP
        || input->kind == JR_INPUT_FINGER_MOTION || input->kind == JR_INPUT_POINTER;
}

bool jr_controls_took_hotkey(void) {
    return took_hotkey;
}

static bool took_hide_hotkey;

bool jr_controls_took_hide_hotkey(void) {
    return took_hide_hotkey;
}

bool jr_controls_take(const void *event, const jr_input *input) {
    if (input->kind == JR_INPUT_WINDOW) screen_may_have_changed = true;
    took_hotkey = is_hotkey(input);
    took_hide_hotkey = took_hotkey && input->scancode == JR_SCANCODE_H;
    if (took_hotkey) return true;
    track_fingers(input);
    /* Hidden controls take no touch or click; they still follow the keyboard, whose state they keep. */
    if (out_of_sight() && is_pointer(input)) return false;
    attachment *a = active ? active : choose_active();
    if (!a || !a->controls) return false;
    jr_enter();
    bool taken = jr_js->handle_event_at(a->controls, event, jr_clock_seconds());
    jr_leave();
    if (jr_sdl->typed_text) jr_sdl->typed_text();
    return taken;
}

void jr_controls_update(void) {
    check_gesture();
    updated_since_present = true;
    if (!active || !active->controls) return;
    jr_enter();
    jr_js->update(active->controls, jr_clock_seconds());
    jr_leave();
    if (jr_sdl->typed_text) jr_sdl->typed_text();
}
