// A game that imports JoyStickSDL gets SDL 2's C API (the system library module CSDL2: SDL.h and
// SDL_image.h), the controls (OnScreenControls and its types), the engine's types (JoyStick, ControlSurface, Point, ...)
// and the layouts' with it: one import, and no
// module whose name is an accident of this package's layout.
@_exported import CSDL2
@_exported import JoyStickEngine
@_exported import JoyStickLayout
@_exported import JoyStickControls
