/* What the C blocks of the README and the DocC articles use without declaring it (scripts/doc-snippets.py):
 * compiled, never run. */
#include <stdlib.h>

#include <joystick_sdl.h>

static bool running = true;
static SDL_Event event;
static struct { double x, y; } player;
static void on_dash(void *user) { (void)user; }
/* The game's own, in "Adding touch controls to an existing SDL game". */
static js_controls *controls;
static void jump(void) {}
static void ring_bell(void) {}
static void draw_game(SDL_Renderer *renderer) { (void)renderer; }
static void destroy_controls(void) { js_controls_destroy(controls); }
/* The game's own, in "Letting players arrange the controls". */
static const char *layout_path = "layout.json";
