/* What the README's C blocks use without declaring it (scripts/doc-snippets.py): compiled, never run. */
#include <joystick_sdl.h>

static int running = 1;
static SDL_Event event;
static struct { double x, y; } player;
static void on_dash(void *user) { (void)user; }
