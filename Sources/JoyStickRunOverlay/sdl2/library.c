/*
 * The C library, libjoystick-sdl, loaded from the overlay's own folder once the real SDL is known to be new
 * enough (libjoystick-sdl.so.1 as installed, or libjoystick-sdl.so beside a plain `swift build`'s overlay): loaded any earlier (as a DT_NEEDED), an old SDL bundled with a game would fail it at dlopen, and SDL
 * would only say that "the overlay could not be loaded".
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "overlay.h"

const jr_library *jr_js;
static jr_library loaded;

const jr_library *jr_load_library(char *reason, size_t size) {
    if (jr_js) return jr_js;
    Dl_info self;
    char path[4096];
    if (!dladdr((void *)jr_load_library, &self) || !self.dli_fname) {
        snprintf(reason, size, "the overlay cannot tell which folder it was loaded from");
        return NULL;
    }
    const char *slash = strrchr(self.dli_fname, '/');
    int folder = slash ? (int)(slash - self.dli_fname) : 1;
    snprintf(path, sizeof path, "%.*s/libjoystick-sdl.so.%d", folder, slash ? self.dli_fname : ".",
             JOYSTICK_SDL_MAJOR_VERSION);
    void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        /* Beside a plain `swift build`'s overlay: the package's own build of the library, unversioned. */
        char error[1024];
        snprintf(error, sizeof error, "%s", dlerror());
        char unversioned[4096];
        snprintf(unversioned, sizeof unversioned, "%.*s/libjoystick-sdl.so", folder, slash ? self.dli_fname : ".");
        if (access(unversioned, R_OK) == 0) library = dlopen(unversioned, RTLD_NOW | RTLD_LOCAL);
        if (!library) {
            snprintf(reason, size, "cannot load the C library %s: %s", path, error);
            return NULL;
        }
        snprintf(path, sizeof path, "%s", unversioned);
    }
    struct {
        const char *name;
        void **slot;
    } functions[] = {
#define JR_FUNCTION(field, name) {#name, (void **)&loaded.field},
        JR_FUNCTION(version, js_version) JR_FUNCTION(last_error, js_last_error)
        JR_FUNCTION(create, js_controls_create) JR_FUNCTION(destroy, js_controls_destroy)
        JR_FUNCTION(add_stick, js_controls_add_stick) JR_FUNCTION(add_button, js_controls_add_button)
        JR_FUNCTION(handle_event_at, js_controls_handle_event_at) JR_FUNCTION(update, js_controls_update)
        JR_FUNCTION(draw, js_controls_draw) JR_FUNCTION(release_all, js_controls_release_all)
        JR_FUNCTION(refresh_screen, js_controls_refresh_screen)
        JR_FUNCTION(set_uses_window_pixels, js_controls_set_uses_window_pixels)
        JR_FUNCTION(keyboard_state, js_controls_keyboard_state)
        JR_FUNCTION(set_pushes_key_events, js_controls_set_pushes_key_events)
        JR_FUNCTION(is_virtual_key, js_event_is_virtual_key)
        JR_FUNCTION(publish_gamepad, js_controls_publish_gamepad)
        JR_FUNCTION(unpublish_gamepad, js_controls_unpublish_gamepad)
        JR_FUNCTION(gamepad_index, js_controls_gamepad_index)
        JR_FUNCTION(save_layout, js_controls_save_layout) JR_FUNCTION(load_layout, js_controls_load_layout)
        JR_FUNCTION(load_default_layout, js_controls_load_default_layout)
        JR_FUNCTION(set_editing_layout, js_controls_set_editing_layout)
        JR_FUNCTION(is_editing_layout, js_controls_is_editing_layout)
        JR_FUNCTION(on_editor_close, js_controls_on_editor_close)
        JR_FUNCTION(bind_scancodes, js_stick_bind_scancodes) JR_FUNCTION(bind_gamepad_stick, js_stick_bind_gamepad_stick)
        JR_FUNCTION(bind_scancode, js_button_bind_scancode)
        JR_FUNCTION(bind_gamepad_button, js_button_bind_gamepad_button)
        JR_FUNCTION(stick_set_base_tint, js_stick_set_base_tint)
        JR_FUNCTION(stick_set_handle_tint, js_stick_set_handle_tint)
        JR_FUNCTION(button_set_tint, js_button_set_tint) JR_FUNCTION(stick_set_floating, js_stick_set_floating)
        JR_FUNCTION(stick_set_reach, js_stick_set_reach) JR_FUNCTION(button_set_reach, js_button_set_reach)
#undef JR_FUNCTION
    };
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
