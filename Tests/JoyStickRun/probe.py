#!/usr/bin/env python3
"""A pysdl2 game built without joystick-sdl, for the tests of joystick-run (scripts/test-joystick-run.sh): it
polls the keyboard once a frame, draws a frame with a renderer, ends on SDL_QUIT, and prints how many frames
each arrow key and Space were down."""
import ctypes
import sys

import sdl2


def main():
    if sdl2.SDL_Init(sdl2.SDL_INIT_VIDEO) != 0:
        sys.exit("probe.py: %s" % sdl2.SDL_GetError().decode())
    window = sdl2.SDL_CreateWindow(b"probe.py", 0, 0, 640, 360, 0)
    renderer = sdl2.SDL_CreateRenderer(window, -1, sdl2.SDL_RENDERER_PRESENTVSYNC)
    keys = sdl2.SDL_GetKeyboardState(None)
    watched = {"up": sdl2.SDL_SCANCODE_UP, "left": sdl2.SDL_SCANCODE_LEFT, "right": sdl2.SDL_SCANCODE_RIGHT,
               "space": sdl2.SDL_SCANCODE_SPACE}
    held = dict.fromkeys(watched, 0)
    frames, running, event = 0, True, sdl2.SDL_Event()
    while running:
        while sdl2.SDL_PollEvent(ctypes.byref(event)):
            if event.type == sdl2.SDL_QUIT:
                running = False
        for name, code in watched.items():
            held[name] += 1 if keys[code] else 0
        sdl2.SDL_SetRenderDrawColor(renderer, 30, 40, 50, 255)
        sdl2.SDL_RenderClear(renderer)
        sdl2.SDL_RenderPresent(renderer)
        frames += 1
    print("frames %d" % frames)
    print("key-frames " + " ".join("%s %d" % (name, held[name]) for name in watched))
    sdl2.SDL_DestroyRenderer(renderer)
    sdl2.SDL_DestroyWindow(window)
    sdl2.SDL_Quit()


main()
