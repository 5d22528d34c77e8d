/* Dash: a small SDL2 game driven by the on-screen controls of joystick_sdl.h.
 *
 * A square runs around a letterboxed 640x360 screen: the stick at the lower left moves it, the DASH button
 * at the lower right throws it forward (it flashes orange). The arrow keys or WASD and the space bar do the
 * same, and so does a game controller. Drag with the mouse or a finger; resize the window to see the
 * letterbox; F3 shows the controls' debug overlay.
 *
 * E arranges the controls (the library's layout editor; the square waits meanwhile): drag them where the
 * thumbs are, resize one by its corner handle, a pinch or the mouse wheel, and fade, hide, snap, mirror or
 * reset them from the toolbar along the top (or Tab, the arrows, = -, [ ], H, C, F, G, M, R). E again, Enter or DONE
 * keeps the arrangement and saves it to layout.json beside the executable, which the next start loads; Escape
 * or CANCEL puts back the layout the editor opened with. A missing file is the game's own layout; one that
 * cannot be read or written is a warning, never the end.
 *
 *   ./game [--layout FILE]                     a window; the layout loaded from and saved to FILE instead
 *   ./game --headless --frames 240 --events demo-events.txt [--layout FILE] [--screenshot last.bmp]
 *                                              no window (SDL's dummy driver), input from a file, and the
 *                                              final state printed (and the last frame saved): what the
 *                                              tests check
 *
 * An events file is an input script, the format the project records and replays sessions in (JoyStickReplay's
 * "Recording and replaying a session"): one event a line, `frame verb arguments`, in logical pixels,
 *   30 mouse-down 80 280      30 mouse-move 120 280      90 mouse-up 120 280      95 mouse-wheel 1
 *   100 touch-down 1 580 300  101 touch-up 1 580 300     120 key-down Right       150 key-up Right
 *   160 focus-lost            161 focus-gained
 * (a mouse-move is a drag while the button is down; mouse-wheel's number is steps, up positive; keys are SDL's
 * scancode names: Right, Space, Return, E), `# comments` and headers such as `window: 640x360` before the first
 * event. Each is pushed into SDL's queue with SDL_PushEvent before that frame, as a window would deliver it.
 * This game plays no touch-cancel (SDL 2 has no event for it) and no pad-down, pad-up or pad-axis.
 * edit-events.txt arranges the controls as a player would.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <joystick_sdl.h>

#include "input_script.h"   /* ../common: the project's input scripts, for the headless mode */

enum { WIDTH = 640, HEIGHT = 360, SIDE = 24 };

typedef struct {
    double x, y;             /* the square's centre */
    double facing_x, facing_y;
    int dashes;
    int flash;               /* frames left of the dash's flash */
} player;

/* The DASH button's tap callback: `user` is the player. */
static void dash(void *user) {
    player *p = (player *)user;
    p->x += 60 * p->facing_x;
    p->y += 60 * p->facing_y;
    p->dashes++;
    p->flash = 12;
}

static double clamp(double value, double low, double high) {
    return value < low ? low : value > high ? high : value;
}

/* One fixed step: the stick's position moves the square 3 pixels a frame at full push. */
static void step(player *p, js_stick *stick) {
    double x, y;
    js_stick_xy(stick, &x, &y);
    if (js_stick_displacement(stick) > 0) {
        double length = SDL_sqrt(x * x + y * y);
        p->facing_x = x / length;
        p->facing_y = -y / length;
    }
    p->x = clamp(p->x + 3 * x, SIDE / 2, WIDTH - SIDE / 2);
    p->y = clamp(p->y - 3 * y, SIDE / 2, HEIGHT - SIDE / 2);
    if (p->flash > 0) p->flash--;
}

static void draw(SDL_Renderer *renderer, const player *p) {
    SDL_SetRenderDrawColor(renderer, 28, 32, 48, 255);
    SDL_RenderClear(renderer);
    SDL_SetRenderDrawColor(renderer, 44, 50, 72, 255);
    for (int x = 0; x < WIDTH; x += 40) SDL_RenderDrawLine(renderer, x, 0, x, HEIGHT);
    for (int y = 0; y < HEIGHT; y += 40) SDL_RenderDrawLine(renderer, 0, y, WIDTH, y);
    SDL_Rect square = {(int)(p->x - SIDE / 2), (int)(p->y - SIDE / 2), SIDE, SIDE};
    if (p->flash > 0) {
        SDL_SetRenderDrawColor(renderer, 255, 150, 40, 255);
    } else {
        SDL_SetRenderDrawColor(renderer, 90, 220, 255, 255);
    }
    SDL_RenderFillRect(renderer, &square);
}

/* Saves what the renderer has drawn (before SDL_RenderPresent) as a BMP file; 0, or -1 with SDL_GetError(). */
static int save_bmp(SDL_Renderer *renderer, const char *path) {
    int w, h;
    if (SDL_GetRendererOutputSize(renderer, &w, &h) != 0) return -1;
    SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!surface) return -1;
    int result = SDL_RenderReadPixels(renderer, NULL, SDL_PIXELFORMAT_ARGB8888, surface->pixels, surface->pitch);
    if (result == 0) result = SDL_SaveBMP(surface, path);
    SDL_FreeSurface(surface);
    return result;
}

/* ---- The player's layout ---- */

/* layout.json beside the executable (SDL_GetBasePath ends with a separator), or in the working folder when SDL
 * cannot tell where the executable is. */
static void layout_beside_executable(char *path, size_t size) {
    char *base = SDL_GetBasePath();
    if (!base || (size_t)snprintf(path, size, "%slayout.json", base) >= size) {
        fprintf(stderr, "game: warning: no folder for the executable (%s); the layout is ./layout.json\n",
                base ? "its path is too long" : SDL_GetError());
        snprintf(path, size, "layout.json");
    }
    SDL_free(base);
}

/* Places the named controls where the player left them. No file yet is the game's own layout, silently; a file
 * that cannot be read is a warning (js_last_error() names it and, for a broken one, the line and column) and
 * the game's own layout too: the player loses an arrangement, never the game. */
static void load_layout(js_controls *controls, const char *path) {
    bool found;   /* false: no file yet */
    if (js_controls_load_layout(controls, path, &found) != 0) {
        fprintf(stderr, "game: warning: %s; playing with the default layout\n", js_last_error());
    }
}

/* Where the layout is kept, for the editor's close. */
typedef struct {
    js_controls *controls;
    const char *path;
} layout_file;

/* The editor closed: an arrangement kept (E, Enter, DONE) is saved; a warning if it cannot be (js_last_error()
 * names the file and why), and the game goes on with it until it quits. A cancelled one (Escape, CANCEL) is
 * already undone. */
static void save_layout(void *user, bool kept) {
    const layout_file *layout = (const layout_file *)user;
    if (kept && js_controls_save_layout(layout->controls, layout->path) != 0) {
        fprintf(stderr, "game: warning: layout not saved: %s\n", js_last_error());
    }
}

/* ---- Scripted input for headless runs: the project's input scripts ---- */

typedef struct {
    int frame;
    SDL_Event event;
} scripted;


/* Reads an events file; returns how many events, or -1 after naming the file, the line and what is wrong. */
static int read_events(const char *path, scripted *events, int capacity) {
    FILE *file = fopen(path, "r");
    if (!file) {
        fprintf(stderr, "game: cannot read the events file %s: %s\n", path, strerror(errno));
        return -1;
    }
    script_reader reader;
    memset(&reader, 0, sizeof reader);
    reader.width = WIDTH;
    reader.height = HEIGHT;
    char line[1002];
    int number = 0, result = 0;
    while (result >= 0 && fgets(line, sizeof line, file)) {
        number++;
        if (!strchr(line, '\n') && !feof(file)) {
            snprintf(reader.why, sizeof reader.why, "line is longer than %d characters", (int)sizeof line - 2);
            result = -1;
        } else {
            scripted read;
            result = script_line(&reader, line, &read.frame, &read.event);
            if (result > 0 && reader.events > capacity) {
                snprintf(reader.why, sizeof reader.why, "more than %d events", capacity);
                result = -1;
            } else if (result > 0) {
                events[reader.events - 1] = read;
            }
        }
    }
    if (result < 0) fprintf(stderr, "%s:%d: %s\n", path, number, reader.why);
    fclose(file);
    return result < 0 ? -1 : reader.events;
}

int main(int argc, char **argv) {
    int headless = 0, frames = -1;
    const char *events_path = NULL, *screenshot = NULL, *layout_option = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--headless") == 0) {
            headless = 1;
        } else if (strcmp(argv[i], "--frames") == 0 && i + 1 < argc) {
            frames = atoi(argv[++i]);
        } else if (strcmp(argv[i], "--events") == 0 && i + 1 < argc) {
            events_path = argv[++i];
        } else if (strcmp(argv[i], "--screenshot") == 0 && i + 1 < argc) {
            screenshot = argv[++i];
        } else if (strcmp(argv[i], "--layout") == 0 && i + 1 < argc) {
            layout_option = argv[++i];
        } else {
            fprintf(stderr,
                    "usage: %s [--headless] [--frames N] [--events FILE] [--layout FILE] [--screenshot FILE.bmp]\n",
                    argv[0]);
            return 2;
        }
    }
    if (headless) SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER) != 0) {
        fprintf(stderr, "game: SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    /* Read once SDL is up: a key event carries the keycode SDL's keyboard map gives its scancode. */
    static scripted events[1024];
    int event_count = events_path ? read_events(events_path, events, 1024) : 0;
    if (event_count < 0) {
        SDL_Quit();
        return 2;
    }
    Uint32 flags = headless ? 0 : SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    SDL_Window *window = SDL_CreateWindow("Dash", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                          headless ? WIDTH : 2 * WIDTH, headless ? HEIGHT : 2 * HEIGHT, flags);
    SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, -1, headless ? SDL_RENDERER_SOFTWARE
                                                                              : SDL_RENDERER_PRESENTVSYNC)
                                    : NULL;
    if (!renderer) {
        fprintf(stderr, "game: %s\n", SDL_GetError());
        SDL_Quit();
        return 1;
    }
    SDL_RenderSetLogicalSize(renderer, WIDTH, HEIGHT);   /* letterboxed at any window size */

    js_controls *controls = js_controls_create(renderer);
    if (!controls) {
        fprintf(stderr, "game: %s\n", js_last_error());
        SDL_Quit();
        return 1;
    }
    player p = {WIDTH / 2, HEIGHT / 2, 1, 0, 0, 0};
    /* Named, the two can be arranged by the player and kept in a layout file; where they are made is where the
     * editor's reset puts them back. The stick's base is centred at (80, 280), 120 across; DASH at (580, 300),
     * 72 across. */
    js_stick *stick = js_controls_add_stick(controls, "move", 80, 280, 120);
    js_button *button = js_controls_add_button(controls, "dash", 580, 300, 72, "DASH");
    if (!stick || !button) {
        fprintf(stderr, "game: %s\n", js_last_error());
        js_controls_destroy(controls);
        SDL_Quit();
        return 1;
    }
    js_stick_set_dead_zone(stick, 0.1);
    js_stick_set_handle_tint(stick, (SDL_Color){90, 220, 255, 255});
    js_button_set_tint(button, (SDL_Color){255, 150, 40, 255});
    js_button_on_tap(button, dash, &p);
    /* The arrows, WASD, the space bar and a game controller drive them too. */
    js_stick_bind_scancodes(stick, SDL_SCANCODE_UP, SDL_SCANCODE_LEFT, SDL_SCANCODE_DOWN, SDL_SCANCODE_RIGHT);
    js_stick_bind_scancodes(stick, SDL_SCANCODE_W, SDL_SCANCODE_A, SDL_SCANCODE_S, SDL_SCANCODE_D);
    js_button_bind_scancode(button, SDL_SCANCODE_SPACE);
    js_stick_bind_gamepad_stick(stick, JS_GAMEPAD_STICK_LEFT);
    js_button_bind_gamepad_button(button, SDL_CONTROLLER_BUTTON_A);
    char beside[4096];
    if (!layout_option) layout_beside_executable(beside, sizeof beside);
    layout_file layout = {controls, layout_option ? layout_option : beside};
    load_layout(controls, layout.path);
    js_controls_on_editor_close(controls, save_layout, &layout);

    int running = 1, frame = 0, next = 0;
    Uint32 window_id = SDL_GetWindowID(window);
    while (running && (frames < 0 || frame < frames)) {
        while (next < event_count && events[next].frame <= frame) {
            script_push(&events[next].event, window_id);
            next++;
        }
        SDL_Event event;
        while (SDL_PollEvent(&event)) {
            if (js_controls_handle_event(controls, &event)) continue;
            if (event.type == SDL_QUIT) running = 0;
            if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_ESCAPE) running = 0;
            if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_F3) {
                js_controls_set_shows_debug_overlay(controls, !js_controls_shows_debug_overlay(controls));
            }
            /* E opens the editor and closes it, keeping the arrangement (save_layout saves it); while it is
             * open the library takes the pointer and its own keys (Escape cancels), and E comes here. */
            if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_e && !event.key.repeat) {
                js_controls_set_editing_layout(controls, !js_controls_is_editing_layout(controls));
            }
        }
        js_controls_update(controls, frame / 60.0);
        /* The square waits while the player arranges the controls. */
        if (!js_controls_is_editing_layout(controls)) step(&p, stick);
        draw(renderer, &p);
        if (js_controls_draw(controls, false) != 0) {
            fprintf(stderr, "game: %s\n", js_last_error());
            running = 0;
        }
        if (screenshot && frames >= 0 && frame == frames - 1 && save_bmp(renderer, screenshot) != 0) {
            fprintf(stderr, "game: cannot save %s: %s\n", screenshot, SDL_GetError());
            running = 0;
        }
        SDL_RenderPresent(renderer);
        frame++;
    }
    /* Quit while arranging: the arrangement is kept all the same (closing it from code keeps it, and saves it). */
    js_controls_set_editing_layout(controls, false);
    double stick_x, stick_y, button_x, button_y;
    js_stick_center(stick, &stick_x, &stick_y);
    js_button_center(button, &button_x, &button_y);
    printf("frames %d\nplayer %.2f %.2f\ndashes %d\n", frame, p.x, p.y, p.dashes);
    printf("layout stick %.2f %.2f button %.2f %.2f size %.2f\n", stick_x, stick_y, button_x, button_y,
           js_button_size(button));
    js_controls_destroy(controls);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
