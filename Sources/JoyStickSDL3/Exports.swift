#if JOYSTICK_SDL3
// A game that imports JoyStickSDL3 gets SDL 3's C API (the system library module CSDL3: SDL.h), the controls
// (OnScreenControls and its types), the engine's types (JoyStick, ControlSurface, Point, ...) and the layouts':
// one import, as `import JoyStickSDL` gives a game on SDL 2.
@_exported import CSDL3
@_exported import JoyStickControls
@_exported import JoyStickEngine
@_exported import JoyStickLayout
#endif
