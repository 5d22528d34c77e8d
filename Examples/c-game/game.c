/* Dash: a small SDL2 game driven by the on-screen controls of joystick_sdl.h.
 *
 * A square runs around a letterboxed 640x360 screen: the stick at the lower left moves it, the DASH button
 * at the lower right throws it forward (it flashes orange). The arrow keys or WASD and the space bar do the
 * same, and so does a game controller. Drag with the mouse or a finger; resize the window to see the
 * letterbox; F3 shows the controls' debug overlay.
 *
 * E arranges the controls (the library's layout editor; the square waits meanwhile): drag them where the
 * thumbs are, resize one by its corner handle, a pinch or the mouse wheel, and fade, hide, snap, mirror or
 * reset them from the toolbar along the top (or Tab, the arrows, + -, [ ], H, G, M, R). E again, Enter,
 * Escape or DONE ends it and saves the layout to layout.json beside the executable; the next start loads it.
 * A missing file is the game's own layout; one that cannot be read or written is a warning, never the end.
 *
 *   ./game [--layout FILE]                     a window; the layout loaded from and saved to FILE instead
 *   ./game --headless --frames 240 --events demo-events.txt [--layout FILE] [--screenshot last.bmp]
 *                                              no window (SDL's dummy driver), input from a file, and the
 *                                              final state printed (and the last frame saved): what the
 *                                              tests check
 *
 * An events file has one event a line, `frame kind arguments`, in logical coordinates:
 *   30 mouse-down 80 280      30 mouse-move 120 280      90 mouse-up 120 280      95 mouse-wheel 1
 *   100 finger-down 1 580 300 101 finger-up 1 580 300    120 key-down Right   150 key-up Right
 * (a mouse-move is a drag, the left button held; mouse-wheel's number is steps, up positive; keys are SDL's
 * names: Right, Space, Return, E). Each is pushed into SDL's queue with SDL_PushEvent before that frame, as a
 * window would deliver it. edit-events.txt arranges the controls as a player would.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <joystick_sdl.h>

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
    /* 0: read; 1: no file yet; -1: a file that cannot be used. */
    if (js_controls_load_layout(controls, path) < 0) {
        fprintf(stderr, "game: warning: %s; playing with the default layout\n", js_last_error());
    }
}

/* Writes the player's layout when the editor closes; a warning if it cannot (js_last_error() names the file
 * and why), and the game goes on with the arrangement until it quits. */
static void save_layout(js_controls *controls, const char *path) {
    if (js_controls_save_layout(controls, path) != 0) {
        fprintf(stderr, "game: warning: layout not saved: %s\n", js_last_error());
    }
}

/* ---- Scripted input for headless runs ---- */

typedef struct {
    int frame;
    SDL_Event event;
} scripted;

/* Reads an events file; returns how many events, or -1 with a message on stderr naming the line. */
static int read_events(const char *path, scripted *events, int capacity) {
    FILE *file = fopen(path, "r");
    if (!file) {
        fprintf(stderr, "game: cannot open %s\n", path);
        return -1;
    }
    char line[256];
    int count = 0, number = 0;
    while (fgets(line, sizeof line, file)) {
        number++;
        char kind[32], name[64];
        int frame, id, steps;
        float x, y;
        if (line[0] == '#' || line[0] == '\n') continue;
        if (count == capacity) {
            fprintf(stderr, "%s:%d: more than %d events\n", path, number, capacity);
            fclose(file);
            return -1;
        }
        scripted *s = &events[count];
        memset(s, 0, sizeof *s);
        if (sscanf(line, "%d %31s", &frame, kind) != 2) goto bad;
        s->frame = frame;
        if (strcmp(kind, "mouse-wheel") == 0) {
            if (sscanf(line, "%*d %*s %d", &steps) != 1) goto bad;
            s->event.type = SDL_MOUSEWHEEL;
            s->event.wheel.y = steps;   /* whole steps, up positive */
            s->event.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
        } else if (strncmp(kind, "mouse-", 6) == 0) {
            if (sscanf(line, "%*d %*s %f %f", &x, &y) != 2) goto bad;
            if (strcmp(kind, "mouse-move") == 0) {
                s->event.type = SDL_MOUSEMOTION;
                s->event.motion.state = SDL_BUTTON_LMASK;
                s->event.motion.x = (int)x;
                s->event.motion.y = (int)y;
            } else {
                int down = strcmp(kind, "mouse-down") == 0;
                if (!down && strcmp(kind, "mouse-up") != 0) goto bad;
                s->event.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
                s->event.button.button = SDL_BUTTON_LEFT;
                s->event.button.state = down ? SDL_PRESSED : SDL_RELEASED;
                s->event.button.x = (int)x;
                s->event.button.y = (int)y;
            }
        } else if (strncmp(kind, "finger-", 7) == 0) {
            if (sscanf(line, "%*d %*s %d %f %f", &id, &x, &y) != 3) goto bad;
            s->event.type = strcmp(kind, "finger-down") == 0 ? SDL_FINGERDOWN
                          : strcmp(kind, "finger-move") == 0 ? SDL_FINGERMOTION
                          : strcmp(kind, "finger-up") == 0 ? SDL_FINGERUP : 0;
            if (s->event.type == 0) goto bad;
            s->event.tfinger.touchId = 1;
            s->event.tfinger.fingerId = id;
            s->event.tfinger.x = x / WIDTH;   /* headless windows are the logical size: no letterbox */
            s->event.tfinger.y = y / HEIGHT;
        } else if (strncmp(kind, "key-", 4) == 0) {
            if (sscanf(line, "%*d %*s %63s", name) != 1) goto bad;
            SDL_Keycode key = SDL_GetKeyFromName(name);
            if (key == SDLK_UNKNOWN) goto bad;
            s->event.type = strcmp(kind, "key-down") == 0 ? SDL_KEYDOWN : SDL_KEYUP;
            s->event.key.keysym.sym = key;
            s->event.key.keysym.scancode = SDL_GetScancodeFromKey(key);
        } else {
            goto bad;
        }
        count++;
    }
    fclose(file);
    return count;
bad:
    fprintf(stderr, "%s:%d: expected 'frame kind arguments', e.g. '30 mouse-down 80 280'\n", path, number);
    fclose(file);
    return -1;
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
    /* Read once SDL is up: before, SDL_GetScancodeFromKey has no keyboard map and gives every key scancode 0. */
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
    js_stick *stick = js_controls_add_stick(controls, 20, 220, 120);
    js_stick_set_dead_zone(stick, 0.1);
    js_stick_set_handle_tint(stick, (SDL_Color){90, 220, 255, 255});
    js_button *button = js_controls_add_button(controls, 580, 300, 36, "DASH");
    js_button_set_tint(button, (SDL_Color){255, 150, 40, 255});
    js_button_on_tap(button, dash, &p);
    js_stick_bind_keys(stick, SDLK_UP, SDLK_LEFT, SDLK_DOWN, SDLK_RIGHT);
    js_stick_bind_keys(stick, SDLK_w, SDLK_a, SDLK_s, SDLK_d);
    js_button_press_with_key(button, SDLK_SPACE);
    js_stick_bind_gamepad(stick, JS_PAD_LEFT_STICK);
    js_button_press_with_pad_button(button, SDL_CONTROLLER_BUTTON_A);
    /* Named, the two can be arranged by the player and kept in a layout file; where they are now is where the
     * editor's reset puts them back. */
    if (js_stick_set_name(stick, "move") != 0 || js_button_set_name(button, "dash") != 0) {
        fprintf(stderr, "game: %s\n", js_last_error());
    }
    char beside[4096];
    if (!layout_option) layout_beside_executable(beside, sizeof beside);
    const char *layout_path = layout_option ? layout_option : beside;
    load_layout(controls, layout_path);

    int running = 1, frame = 0, next = 0, editing = 0;
    while (running && (frames < 0 || frame < frames)) {
        while (next < event_count && events[next].frame <= frame) {
            SDL_PushEvent(&events[next].event);
            next++;
        }
        SDL_Event event;
        while (SDL_PollEvent(&event)) {
            if (js_controls_handle_event(controls, &event)) continue;
            if (event.type == SDL_QUIT) running = 0;
            if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_ESCAPE) running = 0;
            if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_F3) {
                js_controls_set_debug_overlay(controls, !js_controls_debug_overlay(controls));
            }
            /* E opens the editor and closes it; while it is open the library takes the pointer and its own
             * keys (Escape included), and E comes here. */
            if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_e && !event.key.repeat) {
                js_controls_set_editing(controls, !js_controls_editing(controls));
            }
        }
        /* However the editor closed (E, Enter, Escape, DONE), what the player arranged is kept. */
        if (editing && !js_controls_editing(controls)) save_layout(controls, layout_path);
        editing = js_controls_editing(controls);
        js_controls_update(controls, frame / 60.0);
        if (!editing) step(&p, stick);   /* the square waits while the player arranges the controls */
        draw(renderer, &p);
        if (js_controls_draw(controls) != 0) {
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
    if (editing) {   /* quit while arranging: the arrangement is kept all the same */
        js_controls_set_editing(controls, 0);
        save_layout(controls, layout_path);
    }
    double stick_x, stick_y, button_x, button_y;
    js_stick_center(stick, &stick_x, &stick_y);
    js_button_center(button, &button_x, &button_y);
    printf("frames %d\nplayer %.2f %.2f\ndashes %d\n", frame, p.x, p.y, p.dashes);
    printf("layout stick %.2f %.2f button %.2f %.2f radius %.2f\n", stick_x, stick_y, button_x, button_y,
           js_button_radius(button));
    js_controls_destroy(controls);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
