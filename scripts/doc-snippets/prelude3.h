/* What the C blocks of the documents about SDL 3 use without declaring it (scripts/doc-snippets.py c-sdl3):
 * compiled by scripts/test-sdl3.sh, never run. */
#include <stdlib.h>

#include <joystick_sdl3.h>
