/*
 * The C library, libjoystick-sdl (or libjoystick-sdl3 for an SDL3 game), loaded from the overlay's own folder once
 * the real SDL is known to be new enough: loaded any earlier (as a DT_NEEDED), an old SDL bundled with a game would
 * fail it at dlopen, and SDL would only say that "the overlay could not be loaded". As installed, it is NAME.so.MAJOR;
 * beside a plain `swift build`'s overlay, the package's own build, NAME.so.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "overlay_core.h"

const jr_library *jr_js;
static jr_library loaded;

/* The functions, by name. */
static const struct {
    const char *name;
    void **slot;
} functions[] = {
#define F(field, name) {#name, (void **)&loaded.field},
    F(version, js_version) F(last_error, js_last_error) F(create, js_controls_create)
    F(create_opengl, js_private_controls_create_opengl) F(input_event, js_private_input_event)
    F(gamepad_attach, js_private_gamepad_attach) F(gamepad_id, js_private_gamepad_id)
    F(gamepad_set_axis, js_private_gamepad_set_axis) F(gamepad_set_button, js_private_gamepad_set_button)
    F(gamepad_detach, js_private_gamepad_detach)
    F(destroy, js_controls_destroy) F(add_stick, js_controls_add_stick) F(add_button, js_controls_add_button)
    F(handle_event_at, js_controls_handle_event_at) F(update, js_controls_update) F(draw, js_controls_draw)
    F(release_all, js_controls_release_all) F(refresh_screen, js_controls_refresh_screen)
    F(set_uses_window_pixels, js_controls_set_uses_window_pixels) F(keyboard_state, js_controls_keyboard_state)
    F(set_pushes_key_events, js_controls_set_pushes_key_events) F(is_virtual_key, js_event_is_virtual_key)
    F(publish_gamepad, js_controls_publish_gamepad) F(unpublish_gamepad, js_controls_unpublish_gamepad)
    F(gamepad_index, js_controls_gamepad_index) F(save_layout, js_controls_save_layout)
    F(load_layout, js_controls_load_layout) F(load_default_layout, js_controls_load_default_layout)
    F(set_editing_layout, js_controls_set_editing_layout) F(is_editing_layout, js_controls_is_editing_layout)
    F(on_editor_close, js_controls_on_editor_close) F(bind_scancodes, js_stick_bind_scancodes)
    F(bind_gamepad_stick, js_stick_bind_gamepad_stick) F(bind_scancode, js_button_bind_scancode)
    F(bind_gamepad_button, js_button_bind_gamepad_button) F(stick_set_base_tint, js_stick_set_base_tint)
    F(stick_set_handle_tint, js_stick_set_handle_tint) F(button_set_tint, js_button_set_tint)
    F(stick_set_floating, js_stick_set_floating) F(stick_set_reach, js_stick_set_reach)
    F(button_set_reach, js_button_set_reach)
#undef F
};

const jr_library *jr_load_library(const char *name, int major, char *reason, size_t size) {
    if (jr_js) return jr_js;
    Dl_info self;
    char path[4096];
    if (!dladdr((void *)jr_load_library, &self) || !self.dli_fname) {
        snprintf(reason, size, "the overlay cannot tell which folder it was loaded from");
        return NULL;
    }
    const char *slash = strrchr(self.dli_fname, '/');
    int folder = slash ? (int)(slash - self.dli_fname) : 1;
    const char *base = slash ? self.dli_fname : ".";
    snprintf(path, sizeof path, "%.*s/%s.so.%d", folder, base, name, major);
    void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        char error[1024];
        snprintf(error, sizeof error, "%s", dlerror());
        char unversioned[4096];
        snprintf(unversioned, sizeof unversioned, "%.*s/%s.so", folder, base, name);
        if (access(unversioned, R_OK) == 0) library = dlopen(unversioned, RTLD_NOW | RTLD_LOCAL);
        if (!library) {
            snprintf(reason, size, "cannot load the C library %s: %s", path, error);
            return NULL;
        }
        snprintf(path, sizeof path, "%s", unversioned);
    }
    for (size_t i = 0; i < sizeof functions / sizeof functions[0]; i++) {
        *functions[i].slot = dlsym(library, functions[i].name);
        if (!*functions[i].slot) {
            snprintf(reason, size, "the C library %s is too old for this overlay: it has no %s", path,
                     functions[i].name);
            return NULL;
        }
    }
    jr_js = &loaded;
    return jr_js;
}
