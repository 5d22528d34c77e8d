#define SDL_MAIN_HANDLED
#include <SDL3/SDL.h>
