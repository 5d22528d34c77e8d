#!/usr/bin/env python3
"""Drift: a small pysdl2 game steered by the on-screen controls of libjoystick-sdl, loaded with ctypes.

What a game in any language with a C FFI does: load libjoystick-sdl.so.1, declare the argument and result
types of the functions it calls (every number a double, yes or no a bool), and hand them SDL's own pointers
(the renderer, each event). pysdl2 loads the system's SDL2 through ctypes; the library links the same
libSDL2-2.0.so.0, so both share one SDL.

The stick moves the ship by its position (js_stick_xy), the FIRE button shoots on every press, however
short (js_button_was_pressed).

    LD_LIBRARY_PATH=PREFIX/lib python3 game.py                  a window (touch or the mouse)
    LD_LIBRARY_PATH=PREFIX/lib python3 game.py --headless --frames 180 --events touch-events.txt
                                                    no window (SDL's dummy driver), input from a file, a fixed
                                                    frame clock; prints the final state

PREFIX is where scripts/install-c-library.sh installed the library; --library PATH loads it from a file
instead. The events file is an input script, the format the project records and replays sessions in
(JoyStickReplay's "Recording and replaying a session"): `frame verb arguments` a line, in logical pixels
(touch-down, touch-move and touch-up ID X Y; mouse-down, mouse-move and mouse-up X Y; mouse-wheel STEPS;
key-down and key-up NAME, SDL's scancode names; focus-lost, focus-gained), with `# comments` and headers such
as `window: 640x360` before the first event. touch-cancel (SDL 2 has no event for it) and the pad verbs are
not played here.
"""
import argparse
import ctypes
import math
import os
import re
import sys

try:
    import sdl2
except ImportError:
    sys.exit("game.py: pysdl2 is missing: python3 -m pip install pysdl2")

WIDTH, HEIGHT = 640, 360
SPEED = 3            # pixels a frame at full push
SHIP = 20            # the ship's side


class Controls(ctypes.Structure):
    """js_controls, opaque: a distinct pointer type, so ctypes refuses a stick where controls go."""


class Stick(ctypes.Structure):
    """js_stick, opaque."""


class Button(ctypes.Structure):
    """js_button, opaque."""


# The functions this game calls, as joystick_sdl.h declares them: name, result type, argument types.
FUNCTIONS = [
    ("js_version", ctypes.c_char_p, []),
    ("js_last_error", ctypes.c_char_p, []),
    ("js_controls_create", ctypes.POINTER(Controls), [ctypes.POINTER(sdl2.SDL_Renderer)]),
    ("js_controls_destroy", None, [ctypes.POINTER(Controls)]),
    ("js_controls_add_stick", ctypes.POINTER(Stick),
     [ctypes.POINTER(Controls), ctypes.c_char_p, ctypes.c_double, ctypes.c_double, ctypes.c_double]),
    ("js_controls_add_button", ctypes.POINTER(Button),
     [ctypes.POINTER(Controls), ctypes.c_char_p, ctypes.c_double, ctypes.c_double, ctypes.c_double,
      ctypes.c_char_p]),
    ("js_controls_handle_event", ctypes.c_bool, [ctypes.POINTER(Controls), ctypes.POINTER(sdl2.SDL_Event)]),
    ("js_controls_update", None, [ctypes.POINTER(Controls), ctypes.c_double]),
    ("js_controls_draw", ctypes.c_int, [ctypes.POINTER(Controls), ctypes.c_bool]),
    ("js_stick_xy", None, [ctypes.POINTER(Stick), ctypes.POINTER(ctypes.c_double), ctypes.POINTER(ctypes.c_double)]),
    ("js_button_was_pressed", ctypes.c_bool, [ctypes.POINTER(Button)]),
]


def load_library(path):
    """The library with its functions' types declared; exits with the loader's reason if it cannot load."""
    try:
        library = ctypes.CDLL(path)
    except OSError as error:
        sys.exit("game.py: cannot load %s (%s): install it with scripts/install-c-library.sh PREFIX and run "
                 "with LD_LIBRARY_PATH=PREFIX/lib, or give --library PATH" % (path, error))
    for name, result, arguments in FUNCTIONS:
        function = getattr(library, name)
        function.restype = result
        function.argtypes = arguments
    return library


# The verbs of the input script format and their arguments, as JoyStickReplay's parser knows them.
VERBS = {"touch-down": "id x y", "touch-move": "id x y", "touch-up": "id x y", "touch-cancel": "id",
         "mouse-down": "x y", "mouse-move": "x y", "mouse-up": "x y", "mouse-wheel": "steps", "key-down": "key",
         "key-up": "key", "focus-lost": "", "focus-gained": "", "pad-axis": "axis value", "pad-down": "button",
         "pad-up": "button"}
MAX_FRAME = 100000000


class ScriptError(Exception):
    """What is wrong with a line of an input script."""


DECIMAL = re.compile(r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?")


def decimal(word, what):
    """A finite decimal number: a sign, digits with a fraction, an exponent; no nan, inf or hex."""
    value = float(word) if DECIMAL.fullmatch(word) else math.inf
    if not math.isfinite(value):
        raise ScriptError("bad %s '%.40s' (expected a finite decimal number)" % (what, word))
    return value


def script_event(verb, arguments, mouse):
    """The SDL event of a verb and its arguments, in logical pixels (the window's, headless); `mouse` holds
    whether the left button is down so far (a mouse-move is a drag while it is)."""
    if verb not in VERBS:
        raise ScriptError("unknown verb '%.40s' (known verbs: %s)" % (verb, ", ".join(VERBS)))
    names = VERBS[verb].split()
    if len(arguments) != len(names):
        if not names:
            raise ScriptError("'%s' takes no arguments, got %d" % (verb, len(arguments)))
        hint = ""
        if verb.startswith("key-") and len(arguments) > 1:
            # Words that make a key name: that name, quoted.
            key = sdl2.SDL_GetScancodeFromName(" ".join(arguments).encode())
            hint = (': quote a key name with spaces: "%s"' % sdl2.SDL_GetScancodeName(key).decode()
                    if key != sdl2.SDL_SCANCODE_UNKNOWN else ': quote a key name with spaces, e.g. "Left Ctrl"')
        raise ScriptError("'%s' takes %d argument%s (%s), got %d%s" % (
            verb, len(names), "" if len(names) == 1 else "s", " ".join(names), len(arguments), hint))
    event = sdl2.SDL_Event()
    if verb == "touch-cancel":
        raise ScriptError("'touch-cancel' is not played here (SDL 2 has no event for a cancelled touch)")
    if verb.startswith("pad-"):
        raise ScriptError("'%s' is not played here (no game controller is scripted)" % verb)
    elif verb.startswith("touch-"):
        if not re.fullmatch(r"[+-]?[0-9]+", arguments[0]):
            raise ScriptError("bad touch id '%.40s' (expected a whole number)" % arguments[0])
        finger = int(arguments[0])
        x, y = decimal(arguments[1], "x coordinate"), decimal(arguments[2], "y coordinate")
        event.type = {"touch-down": sdl2.SDL_FINGERDOWN, "touch-move": sdl2.SDL_FINGERMOTION,
                      "touch-up": sdl2.SDL_FINGERUP}[verb]
        event.tfinger.touchId = 1
        event.tfinger.fingerId = finger
        event.tfinger.x = x / WIDTH                      # 0...1 over the window, which is the logical size headless
        event.tfinger.y = y / HEIGHT
        event.tfinger.pressure = 0.0 if verb == "touch-up" else 1.0
    elif verb == "mouse-wheel":
        steps = decimal(arguments[0], "wheel steps")
        event.type = sdl2.SDL_MOUSEWHEEL
        event.wheel.y = int(steps)                       # whole steps, up positive
        event.wheel.preciseY = steps
        event.wheel.direction = sdl2.SDL_MOUSEWHEEL_NORMAL
    elif verb.startswith("mouse-"):
        x, y = decimal(arguments[0], "x coordinate"), decimal(arguments[1], "y coordinate")
        if verb == "mouse-move":
            event.type = sdl2.SDL_MOUSEMOTION
            event.motion.state = sdl2.SDL_BUTTON_LMASK if mouse["held"] else 0
            event.motion.x, event.motion.y = math.ceil(x), math.ceil(y)
        else:
            mouse["held"] = verb == "mouse-down"
            event.type = sdl2.SDL_MOUSEBUTTONDOWN if mouse["held"] else sdl2.SDL_MOUSEBUTTONUP
            event.button.button = sdl2.SDL_BUTTON_LEFT
            event.button.state = sdl2.SDL_PRESSED if mouse["held"] else sdl2.SDL_RELEASED
            event.button.clicks = 1
            event.button.x, event.button.y = math.ceil(x), math.ceil(y)
    elif verb.startswith("key-"):
        key = sdl2.SDL_GetScancodeFromName(arguments[0].encode())
        if key == sdl2.SDL_SCANCODE_UNKNOWN:
            raise ScriptError("unknown key name '%.40s' (use SDL's names, e.g. Space, Left, Return)" % arguments[0])
        event.type = sdl2.SDL_KEYDOWN if verb == "key-down" else sdl2.SDL_KEYUP
        event.key.state = sdl2.SDL_PRESSED if verb == "key-down" else sdl2.SDL_RELEASED
        event.key.keysym.scancode = key                  # its keycode: when pushed, from SDL's keyboard map
    else:
        event.type = sdl2.SDL_WINDOWEVENT
        event.window.event = (sdl2.SDL_WINDOWEVENT_FOCUS_LOST if verb == "focus-lost"
                              else sdl2.SDL_WINDOWEVENT_FOCUS_GAINED)
    return event


def script_words(line):
    """A line's words: blanks apart, and a word after the first that opens with a quote runs to the next quote,
    blanks and all (a key name with spaces: "Left Ctrl"), its quotes taken off."""
    words, at = [], 0
    while True:
        while at < len(line) and line[at] in " \t\r":
            at += 1
        if at == len(line):
            return words
        if line[at] == '"' and words and not words[0].startswith("#"):
            close = line.find('"', at + 1)
            if close < 0:
                raise ScriptError("unclosed quote: a quoted name ends with '\"' on its line")
            if close + 1 < len(line) and line[close + 1] not in " \t\r":
                raise ScriptError("a quoted name is followed by a space or the end of the line")
            words.append(line[at + 1:close])
            at = close + 1
        else:
            end = at
            while end < len(line) and line[end] not in " \t\r":
                end += 1
            words.append(line[at:end])
            at = end


def read_events(path):
    """[(frame, SDL_Event)] from an input script; exits with status 2 naming the file, line and reason. Headers
    (`window: 640x360`, `frames: 180`) are checked, not used: the window is the game's and --frames says how
    many frames."""
    try:
        with open(path) as file:
            lines = file.read().splitlines()
    except OSError as error:
        print("game.py: cannot read the events file %s: %s" % (path, error.strerror), file=sys.stderr)
        sys.exit(2)
    events, mouse = [], {"held": False}
    for number, line in enumerate(lines, 1):
        try:
            words = script_words(line)
            if not words or words[0].startswith("#"):
                continue
            if ":" in words[0]:
                key = words[0].split(":")[0]
                if key not in ("window", "frames"):
                    raise ScriptError("unknown key '%.40s' (known keys: window, frames)" % key)
                if events:
                    raise ScriptError("header '%s' after the first event; headers must come first" % key)
                if words[0].endswith(":") and len(words) == 1:
                    raise ScriptError("missing value for '%s'" % key)
                continue
            if not (re.fullmatch(r"[0-9]{1,9}", words[0]) and int(words[0]) <= MAX_FRAME):
                raise ScriptError("bad frame '%.40s' (expected a whole number from 0 to %d)" % (words[0], MAX_FRAME))
            frame = int(words[0])
            if events and frame < events[-1][0]:
                raise ScriptError("frame %d comes before frame %d of the previous event" % (frame, events[-1][0]))
            if len(words) < 2:
                raise ScriptError("missing verb after frame %d" % frame)
            events.append((frame, script_event(words[1], words[2:], mouse)))
        except ScriptError as error:
            print("%s:%d: %s" % (path, number, error), file=sys.stderr)
            sys.exit(2)
    return events


def push_scripted(event, window):
    """Pushes a scripted event into SDL's queue, addressed to the window, as the window would deliver it."""
    window_id = sdl2.SDL_GetWindowID(window)
    if event.type in (sdl2.SDL_FINGERDOWN, sdl2.SDL_FINGERMOTION, sdl2.SDL_FINGERUP):
        event.tfinger.windowID = window_id
    elif event.type in (sdl2.SDL_MOUSEBUTTONDOWN, sdl2.SDL_MOUSEBUTTONUP):
        event.button.windowID = window_id
    elif event.type == sdl2.SDL_MOUSEMOTION:
        event.motion.windowID = window_id
    elif event.type == sdl2.SDL_MOUSEWHEEL:
        event.wheel.windowID = window_id
    elif event.type in (sdl2.SDL_KEYDOWN, sdl2.SDL_KEYUP):
        event.key.windowID = window_id
        event.key.keysym.sym = sdl2.SDL_GetKeyFromScancode(event.key.keysym.scancode)
    else:
        event.window.windowID = window_id
    sdl2.SDL_PushEvent(ctypes.byref(event))


class Ship:
    def __init__(self):
        self.x, self.y = WIDTH / 2, HEIGHT / 2
        self.shots = 0
        self.flash = 0        # frames left of a shot's flash

    def step(self, stick_x, stick_y):
        """One frame: the stick's position moves the ship (its y is up-positive, the screen's down)."""
        self.x = min(max(self.x + SPEED * stick_x, SHIP / 2), WIDTH - SHIP / 2)
        self.y = min(max(self.y - SPEED * stick_y, SHIP / 2), HEIGHT - SHIP / 2)
        self.flash = max(self.flash - 1, 0)

    def shoot(self):
        self.shots += 1
        self.flash = 8

    def draw(self, renderer):
        sdl2.SDL_SetRenderDrawColor(renderer, 20, 24, 40, 255)
        sdl2.SDL_RenderClear(renderer)
        colour = (255, 120, 60) if self.flash else (120, 230, 160)
        sdl2.SDL_SetRenderDrawColor(renderer, *colour, 255)
        ship = sdl2.SDL_Rect(int(self.x - SHIP / 2), int(self.y - SHIP / 2), SHIP, SHIP)
        sdl2.SDL_RenderFillRect(renderer, ctypes.byref(ship))


def save_bmp(renderer, path):
    """Saves what the renderer has drawn, before SDL_RenderPresent, as a BMP file; False if SDL could not."""
    width, height = ctypes.c_int(), ctypes.c_int()
    if sdl2.SDL_GetRendererOutputSize(renderer, ctypes.byref(width), ctypes.byref(height)) != 0:
        return False
    picture = sdl2.SDL_CreateRGBSurfaceWithFormat(0, width.value, height.value, 32, sdl2.SDL_PIXELFORMAT_ARGB8888)
    if not picture:
        return False
    read = sdl2.SDL_RenderReadPixels(renderer, None, sdl2.SDL_PIXELFORMAT_ARGB8888, picture.contents.pixels,
                                     picture.contents.pitch)
    saved = read == 0 and sdl2.SDL_SaveBMP(picture, path.encode()) == 0
    sdl2.SDL_FreeSurface(picture)
    return saved


def main():
    parser = argparse.ArgumentParser(description="Drift, steered by libjoystick-sdl's on-screen controls.")
    parser.add_argument("--headless", action="store_true", help="no window: SDL's dummy driver, a fixed clock")
    parser.add_argument("--frames", type=int, default=-1, help="frames to play (default: until closed)")
    parser.add_argument("--events", help="an input script of events to push, frame by frame")
    parser.add_argument("--screenshot", help="save the last frame (with --frames) as a BMP file")
    parser.add_argument("--library", default="libjoystick-sdl.so.1", help="the library to load")
    options = parser.parse_args()
    if options.screenshot and options.frames < 0:
        parser.error("--screenshot saves the last frame: it needs --frames")
    events = read_events(options.events) if options.events else []
    js = load_library(options.library)

    if options.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"                  # read by SDL_Init
    if sdl2.SDL_Init(sdl2.SDL_INIT_VIDEO) != 0:
        sys.exit("game.py: SDL_Init: %s" % sdl2.SDL_GetError().decode())
    scale = 1 if options.headless else 2
    window_flags = 0 if options.headless else sdl2.SDL_WINDOW_RESIZABLE
    window = sdl2.SDL_CreateWindow(b"Drift", sdl2.SDL_WINDOWPOS_CENTERED, sdl2.SDL_WINDOWPOS_CENTERED,
                                   scale * WIDTH, scale * HEIGHT, window_flags)
    flags = sdl2.SDL_RENDERER_SOFTWARE if options.headless else sdl2.SDL_RENDERER_PRESENTVSYNC
    renderer = sdl2.SDL_CreateRenderer(window, -1, flags) if window else None
    if not renderer:
        sys.exit("game.py: %s" % sdl2.SDL_GetError().decode())
    sdl2.SDL_RenderSetLogicalSize(renderer, WIDTH, HEIGHT)

    controls = js.js_controls_create(renderer)
    if not controls:
        sys.exit("game.py: %s" % js.js_last_error().decode())
    stick = js.js_controls_add_stick(controls, b"move", 80, 280, 120)          # name, centre, size
    fire = js.js_controls_add_button(controls, b"fire", 580, 300, 64, b"FIRE")  # name, centre, size, label

    frame = 0

    # Headless, every event SDL_PushEvent queues is stamped with the frame clock, as in runner.c: the
    # controls then time input on one clock, the same run on any machine.
    @sdl2.SDL_EventFilter
    def stamp_with_frame_clock(user, event):
        event.contents.common.timestamp = frame * 1000 // 60
        return 1
    if options.headless:
        sdl2.SDL_SetEventFilter(stamp_with_frame_clock, None)

    ship, running, next_event = Ship(), True, 0
    stick_x, stick_y = ctypes.c_double(), ctypes.c_double()
    event = sdl2.SDL_Event()
    while running and (options.frames < 0 or frame < options.frames):
        while next_event < len(events) and events[next_event][0] <= frame:
            push_scripted(events[next_event][1], window)
            next_event += 1
        while sdl2.SDL_PollEvent(ctypes.byref(event)):
            if js.js_controls_handle_event(controls, ctypes.byref(event)):
                continue                                          # a stick or a button took it
            if event.type == sdl2.SDL_QUIT:
                running = False
        js.js_controls_update(controls, frame / 60 if options.headless else sdl2.SDL_GetTicks() / 1000)
        js.js_stick_xy(stick, ctypes.byref(stick_x), ctypes.byref(stick_y))
        ship.step(stick_x.value, stick_y.value)
        if js.js_button_was_pressed(fire):
            ship.shoot()
        ship.draw(renderer)
        if js.js_controls_draw(controls, False) != 0:
            print("game.py: %s" % js.js_last_error().decode(), file=sys.stderr)
        if options.screenshot and frame == options.frames - 1 and not save_bmp(renderer, options.screenshot):
            sys.exit("game.py: cannot save %s: %s" % (options.screenshot, sdl2.SDL_GetError().decode()))
        sdl2.SDL_RenderPresent(renderer)
        frame += 1

    print("player %.2f %.2f\nshots %d" % (ship.x, ship.y, ship.shots))
    js.js_controls_destroy(controls)                              # before the renderer goes
    sdl2.SDL_SetEventFilter(sdl2.SDL_EventFilter(), None)     # no filter (a NULL function)
    sdl2.SDL_DestroyRenderer(renderer)
    sdl2.SDL_DestroyWindow(window)
    sdl2.SDL_Quit()


if __name__ == "__main__":
    main()
