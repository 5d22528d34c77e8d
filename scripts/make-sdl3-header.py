#!/usr/bin/env python3
"""Writes Sources/JoyStickC/include/joystick_sdl3.h from joystick_sdl.h: the same js_ functions, types, enums
and documentation, with SDL 3's types and names where SDL 2's appear. One header is written by hand; this one
follows it, and CI (scripts/test-sdl3.sh) fails when the committed copy differs from what this writes.

    python3 scripts/make-sdl3-header.py          # writes the header
    python3 scripts/make-sdl3-header.py --check  # exit 1 when the committed header is not what it would write

Every passage below must match: one that no longer does (joystick_sdl.h reworded) stops the script, naming it;
and SDL 2's words left over stop it too, so the SDL 3 header never keeps an SDL 2 sentence by accident.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "Sources/JoyStickC/include/joystick_sdl.h")
TARGET = os.path.join(ROOT, "Sources/JoyStickC/include/joystick_sdl3.h")

# Whole passages first (exact text), then SDL 2's names (whole words).
PASSAGES = [
    (" * joystick_sdl.h: on-screen joysticks and buttons for SDL2 games.\n",
     " * joystick_sdl3.h: on-screen joysticks and buttons for SDL 3 games. Written by scripts/make-sdl3-header.py\n"
     " * from joystick_sdl.h: the same functions, with SDL 3's types.\n"),
    ("(JoyStickEngine, JoyStickSDL)", "(JoyStickEngine, JoyStickSDL3)"),
    ("`pkg-config --cflags --libs joystick-sdl`", "`pkg-config --cflags --libs joystick-sdl3`"),
    ("(libjoystick-sdl.so.1)", "(libjoystick-sdl3.so.1)"),
    ("a game needs SDL2, SDL2_image, libc and libm,", "a game needs SDL 3 (3.4 or newer), libc and libm,"),
    ("as SDL2's own functions do;", "as SDL 2's functions did;"),
    (" * - Give js_controls_handle_event the events as SDL_PollEvent returns them: with a logical size set, SDL's\n"
     " *   renderer has already rewritten mouse positions to logical pixels and finger positions to 0...1 over the\n"
     " *   letterboxed picture, and the library reads them back from there (hi-DPI included).\n",
     " * - Give js_controls_handle_event the events as SDL_PollEvent returns them, in window coordinates (not\n"
     " *   converted with SDL_ConvertEventToRenderCoordinates): the library reads them into the renderer's logical\n"
     " *   presentation itself (hi-DPI included). SDL_EVENT_FINGER_CANCELED lets a control go without a release.\n"),
    ("/* SDL.h as SDL's own add-on libraries include it, from SDL's folder (pkg-config's --cflags), or else as\n"
     " * <SDL2/SDL.h> from the compiler's standard include path. */\n"
     "#if defined(__has_include)\n#if __has_include(<SDL.h>)\n#include <SDL.h>\n#else\n#include <SDL2/SDL.h>\n#endif\n"
     "#else\n#include <SDL.h>\n#endif\n",
     "/* SDL.h as SDL 3 names it. */\n#include <SDL3/SDL.h>\n"),
    ("#ifndef JOYSTICK_SDL_H\n#define JOYSTICK_SDL_H\n", "#ifndef JOYSTICK_SDL3_H\n#define JOYSTICK_SDL3_H\n"),
    (" * and drawn there (thumb-sized over a game drawn at 320x180, say), and take events as the window receives them,\n"
     " * before SDL's renderer rewrites them for its logical size: from an event filter (SDL_SetEventFilter), which SDL\n"
     " * calls before the renderer's rewrite. joystick-run, which sits between SDL and a game it did not build, uses it.\n",
     " * and drawn there (thumb-sized over a game drawn at 320x180, say), and read events in those pixels.\n"),
    ("extern JS_DECLSPEC const Uint8 *JSCALL js_controls_keyboard_state(",
     "extern JS_DECLSPEC const bool *JSCALL js_controls_keyboard_state("),
    (" * \\returns the published gamepad's device index, what SDL_GameControllerOpen takes (it shifts as other\n"
     " *          devices come and go: read it when opening), or -1 when none is published.\n"
     " */\nextern JS_DECLSPEC int JSCALL js_controls_gamepad_index(",
     " * \\returns the published gamepad's joystick id, what SDL_OpenGamepad takes, or 0 when none is published.\n"
     " */\nextern JS_DECLSPEC SDL_JoystickID JSCALL js_controls_gamepad_index("),
    ("SDL_CONTROLLER_BUTTON_A", "SDL_GAMEPAD_BUTTON_SOUTH"),
]
NAMES = [
    ("SDL_RenderSetLogicalSize", "SDL_SetRenderLogicalPresentation"),
    ("SDL_GameControllerOpen", "SDL_OpenGamepad"),
    ("SDL_GameControllerButton", "SDL_GamepadButton"),
    ("SDL_GameController", "SDL_Gamepad"),
    ("SDL_INIT_GAMECONTROLLER", "SDL_INIT_GAMEPAD"),
    ("SDL_NUM_SCANCODES", "SDL_SCANCODE_COUNT"),
    ("SDL_KEYDOWN", "SDL_EVENT_KEY_DOWN"),
    ("SDL_KEYUP", "SDL_EVENT_KEY_UP"),
]


def generate():
    with open(SOURCE) as f:
        text = f.read()
    for old, new in PASSAGES:
        if old not in text:
            sys.exit("make-sdl3-header: joystick_sdl.h no longer has the passage beginning %r: update the script"
                     % old[:60])
        text = text.replace(old, new)
    for old, new in NAMES:
        text = re.sub(r"\b%s\b" % re.escape(old), new, text)
    for leftover in ("SDL2", "Uint8 *JSCALL", "SDL_CONTROLLER_", "SDL_WINDOWEVENT", "SDL_FINGERDOWN"):
        if leftover in text:
            line = text[:text.index(leftover)].count("\n") + 1
            sys.exit("make-sdl3-header: joystick_sdl3.h line %d still says %s: add a replacement" % (line, leftover))
    return text


def main():
    text = generate()
    if sys.argv[1:] == ["--check"]:
        with open(TARGET) as f:
            if f.read() != text:
                sys.exit("make-sdl3-header: Sources/JoyStickC/include/joystick_sdl3.h is not what joystick_sdl.h "
                         "makes: run python3 scripts/make-sdl3-header.py")
        return
    with open(TARGET, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
