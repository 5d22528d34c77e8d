#!/usr/bin/env python3
"""Drift: a small pysdl2 game steered by the on-screen controls of libjoystick-sdl, loaded with ctypes.

What a game in any language with a C FFI does: load libjoystick-sdl.so.0, declare the argument and result
types of the functions it calls, and hand them SDL's own pointers (the renderer, each event). pysdl2 loads
the system's SDL2 through ctypes; the library links the same libSDL2-2.0.so.0, so both share one SDL.

The stick moves the ship by its position (js_stick_xy), the FIRE button shoots on every press, however
short (js_button_was_pressed).

    LD_LIBRARY_PATH=PREFIX/lib python3 game.py                  a window (touch or the mouse)
    LD_LIBRARY_PATH=PREFIX/lib python3 game.py --headless --frames 180 --events touch-events.txt
                                                    no window (SDL's dummy driver), input from a file, a fixed
                                                    frame clock; prints the final state

PREFIX is where scripts/install-c-library.sh installed the library; --library PATH loads it from a file
instead. The events file is Examples/c-keyboard-game's format (runner.h): `frame kind arguments`, with
finger-down, finger-move and finger-up ID X Y in logical pixels.
"""
import argparse
import ctypes
import os
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
     [ctypes.POINTER(Controls), ctypes.c_float, ctypes.c_float, ctypes.c_float]),
    ("js_controls_add_button", ctypes.POINTER(Button),
     [ctypes.POINTER(Controls), ctypes.c_float, ctypes.c_float, ctypes.c_float, ctypes.c_char_p]),
    ("js_controls_handle_event", ctypes.c_int, [ctypes.POINTER(Controls), ctypes.POINTER(sdl2.SDL_Event)]),
    ("js_controls_update", None, [ctypes.POINTER(Controls), ctypes.c_double]),
    ("js_controls_draw", ctypes.c_int, [ctypes.POINTER(Controls)]),
    ("js_stick_xy", None, [ctypes.POINTER(Stick), ctypes.POINTER(ctypes.c_double), ctypes.POINTER(ctypes.c_double)]),
    ("js_button_was_pressed", ctypes.c_int, [ctypes.POINTER(Button)]),
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


def finger_event(kind, finger, x, y):
    """An SDL finger event at logical (x, y): 0...1 over the window, which is the logical size headless."""
    event = sdl2.SDL_Event()
    event.type = {"finger-down": sdl2.SDL_FINGERDOWN, "finger-move": sdl2.SDL_FINGERMOTION,
                  "finger-up": sdl2.SDL_FINGERUP}[kind]
    event.tfinger.touchId = 1
    event.tfinger.fingerId = finger
    event.tfinger.x = x / WIDTH
    event.tfinger.y = y / HEIGHT
    event.tfinger.pressure = 0.0 if kind == "finger-up" else 1.0
    return event


def read_events(path):
    """[(frame, SDL_Event)] from an events file; exits with status 2 naming the file, line and reason."""
    def bad(number, reason):
        print("%s:%d: %s" % (path, number, reason), file=sys.stderr)
        sys.exit(2)
    try:
        with open(path) as file:
            lines = file.read().splitlines()
    except OSError as error:
        print("game.py: cannot read the events file %s: %s" % (path, error.strerror), file=sys.stderr)
        sys.exit(2)
    events = []
    for number, line in enumerate(lines, 1):
        words = line.split()
        if not words or line.startswith("#"):
            continue
        if len(words) < 2 or not words[0].isdigit():
            bad(number, "expected 'frame kind arguments', a frame 0 or more: '10 finger-down 1 80 280'")
        frame, kind = int(words[0]), words[1]
        if kind not in ("finger-down", "finger-move", "finger-up"):
            bad(number, "unknown kind '%s' (finger-down, finger-move, finger-up)" % kind)
        try:
            finger, x, y = int(words[2]), float(words[3]), float(words[4])
            if len(words) != 5:
                raise ValueError
        except (IndexError, ValueError):
            bad(number, "%s takes a finger id, x and y, and nothing more" % kind)
        if events and frame < events[-1][0]:
            bad(number, "frame %d comes before the previous line's %d" % (frame, events[-1][0]))
        events.append((frame, finger_event(kind, finger, x, y)))
    return events


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
    parser.add_argument("--events", help="an events file of finger events to push, frame by frame")
    parser.add_argument("--screenshot", help="save the last frame (with --frames) as a BMP file")
    parser.add_argument("--library", default="libjoystick-sdl.so.0", help="the library to load")
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
    stick = js.js_controls_add_stick(controls, 20, 220, 120)      # base square: left, top, side
    fire = js.js_controls_add_button(controls, 580, 300, 32, b"FIRE")

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
            sdl2.SDL_PushEvent(ctypes.byref(events[next_event][1]))
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
        if js.js_controls_draw(controls) != 0:
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
