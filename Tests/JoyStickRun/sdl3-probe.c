/* A game written for SDL3 (3.4) without joystick-sdl that reports what reached it, for the tests of joystick-run,
 * which hooks SDL3 through SDL3_DYNAMIC_API: how it reads input, shows frames and keeps time is chosen on its
 * command line, and at its end it prints what it saw, one `key value...` line each, in exact numbers.
 *
 *   sdl3-probe [--surface | --gl | --logical WxH] [--wait | --pump] [--spin | --delay] [--pad] [--limit N]
 *              [--size WxH]
 *
 *   --surface      draws on the window's surface (SDL_FillSurfaceRect, SDL_UpdateWindowSurface) instead of a
 *                  renderer
 *   --gl           draws with OpenGL (glClearColor, glClear, SDL_GL_SwapWindow); GL comes from
 *                  SDL_GL_GetProcAddress, no GL library is linked
 *   --logical WxH  a renderer with a W x H letterboxed logical presentation, drawn in logical coordinates; after
 *                  every present it checks that the presentation and the render scale (1, 1) are still the game's
 *   --wait         waits for events (SDL_WaitEventTimeout 100 ms, then SDL_WaitEvent) instead of polling
 *   --pump         reads input with SDL_PumpEvents and SDL_GetKeyboardState only (no event is taken: the event
 *                  counts stay 0; it ends when SDL_EVENT_QUIT is queued)
 *   --spin         paces frames by reading SDL_GetTicksNS until the next 1/60 s boundary, never sleeping
 *   --delay        paces frames by sleeping 1/60 s after each present: SDL_DelayNS on even frames,
 *                  SDL_DelayPrecise on odd ones
 *   --pad          opens every gamepad that comes, counting its button and axis events
 *   --limit N      ends by itself after N frames (default 600), a bound in case nothing sends SDL_EVENT_QUIT
 *   --size WxH     the window's size (default 640x360)
 *
 * Without --surface or --gl it draws with SDL_CreateRenderer(window, NULL), vsync off; without --spin or --delay
 * its frames are not paced. Every turn of its loop reads input once and presents one frame (with --wait too), so
 * --limit counts turns; with --wait a turn lasts until an event comes, as SDL_WaitEvent has no timeout. The
 * report, in this order:
 *
 *   frames N / ticks MS / ticks-ns NS / counter-frequency HZ / rand A B C / key-events down D up U /
 *   key-frames up U left L down D right R space S / fingers down D motion M up U / mouse buttons down D up U touch T /
 *   pad opened O axis A down D up U / focus lost L gained G / renderer-changed-at F (-1 if never, or no --logical)
 */
#include <SDL3/SDL.h>
#include <SDL3/SDL_opengl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FRAMES_PER_SECOND 60
#define FRAME_NS 16666667 /* 1/60 s, rounded: what --delay sleeps */

typedef void (APIENTRY *clear_color_function)(GLfloat, GLfloat, GLfloat, GLfloat);
typedef void (APIENTRY *clear_function)(GLbitfield);

typedef struct probe {
    int surface, gl, wait, pump, spin, delay, pad;
    int logical_w, logical_h, width, height;
    long limit;
    SDL_Window *window;
    SDL_Renderer *renderer;
    SDL_GLContext context;
    clear_color_function clear_color;   /* glClearColor and glClear, from SDL_GL_GetProcAddress */
    clear_function clear;
    /* What the game saw. */
    long frames;
    long key_downs, key_ups;
    long key_frames[SDL_SCANCODE_COUNT];      /* frames each key was down in the keyboard array */
    long finger_downs, finger_motions, finger_ups;
    long mouse_downs, mouse_ups, touch_mouse_buttons;
    long pads_opened, pad_axis_events, pad_button_downs, pad_button_ups;
    long focus_lost, focus_gained;
    long renderer_changed_at;   /* the first frame after whose present the logical presentation had changed, or -1 */
    float pointer_x, pointer_y; /* where the last finger or mouse was, as a fraction of the window (0 to 1) */
} probe;

static probe the;

static int parse_size(const char *text, int *w, int *h) {
    return sscanf(text, "%dx%d", w, h) == 2 && *w > 0 && *h > 0;
}

static int parse_count(const char *text, long *count) {
    char *end;
    *count = strtol(text, &end, 10);
    return *text && !*end && *count >= 0;
}

static int fail(void) {
    fprintf(stderr, "sdl3-probe: %s\n", SDL_GetError());
    return 1;
}

/* The window and what draws on it: a surface, a GL context or a renderer. 0, or -1 with SDL_GetError set. */
static int open_window(void) {
    the.window = SDL_CreateWindow("sdl3-probe", the.width, the.height, the.gl ? SDL_WINDOW_OPENGL : 0);
    if (!the.window) return -1;
    if (the.surface) return SDL_GetWindowSurface(the.window) ? 0 : -1;
    if (the.gl) {
        the.context = SDL_GL_CreateContext(the.window);
        if (!the.context) return -1;
        the.clear_color = (clear_color_function)SDL_GL_GetProcAddress("glClearColor");
        the.clear = (clear_function)SDL_GL_GetProcAddress("glClear");
        if (!the.clear_color || !the.clear) {
            SDL_SetError("the GL context has no glClearColor or glClear");
            return -1;
        }
        return 0;
    }
    the.renderer = SDL_CreateRenderer(the.window, NULL);
    if (!the.renderer) return -1;
    if (the.logical_w &&
        !SDL_SetRenderLogicalPresentation(the.renderer, the.logical_w, the.logical_h,
                                          SDL_LOGICAL_PRESENTATION_LETTERBOX)) {
        return -1;
    }
    return 0;
}

/* A pointer position from window coordinates, kept as a fraction so that every way of drawing can use it. */
static void point_at(float x, float y) {
    int w, h;
    if (!SDL_GetWindowSize(the.window, &w, &h) || w <= 0 || h <= 0) return;
    the.pointer_x = x / (float)w;
    the.pointer_y = y / (float)h;
}

static void handle(const SDL_Event *event, int *running) {
    switch (event->type) {
    case SDL_EVENT_QUIT: *running = 0; break;
    case SDL_EVENT_KEY_DOWN:
        if (!event->key.repeat) the.key_downs++;
        break;
    case SDL_EVENT_KEY_UP: the.key_ups++; break;
    case SDL_EVENT_FINGER_DOWN:
    case SDL_EVENT_FINGER_MOTION:
        if (event->type == SDL_EVENT_FINGER_DOWN) the.finger_downs++;
        else the.finger_motions++;
        the.pointer_x = event->tfinger.x;
        the.pointer_y = event->tfinger.y;
        break;
    case SDL_EVENT_FINGER_UP: the.finger_ups++; break;
    case SDL_EVENT_MOUSE_MOTION: point_at(event->motion.x, event->motion.y); break;
    case SDL_EVENT_MOUSE_BUTTON_DOWN:
    case SDL_EVENT_MOUSE_BUTTON_UP:
        if (event->type == SDL_EVENT_MOUSE_BUTTON_DOWN) the.mouse_downs++;
        else the.mouse_ups++;
        if (event->button.which == SDL_TOUCH_MOUSEID) the.touch_mouse_buttons++;
        point_at(event->button.x, event->button.y);
        break;
    case SDL_EVENT_GAMEPAD_ADDED:
        if (the.pad && SDL_OpenGamepad(event->gdevice.which)) the.pads_opened++;
        break;
    case SDL_EVENT_GAMEPAD_REMOVED: {
        SDL_Gamepad *gamepad = SDL_GetGamepadFromID(event->gdevice.which);
        if (gamepad) SDL_CloseGamepad(gamepad);
        break;
    }
    case SDL_EVENT_GAMEPAD_AXIS_MOTION: the.pad_axis_events++; break;
    case SDL_EVENT_GAMEPAD_BUTTON_DOWN: the.pad_button_downs++; break;
    case SDL_EVENT_GAMEPAD_BUTTON_UP: the.pad_button_ups++; break;
    case SDL_EVENT_WINDOW_FOCUS_LOST: the.focus_lost++; break;
    case SDL_EVENT_WINDOW_FOCUS_GAINED: the.focus_gained++; break;
    default: break;
    }
}

static void read_events(int *running) {
    SDL_Event event;
    if (the.pump) {
        /* Input from the keyboard array alone; the queue is only looked at for the end. */
        SDL_PumpEvents();
        if (SDL_HasEvent(SDL_EVENT_QUIT)) *running = 0;
        return;
    }
    if (the.wait) {
        /* A game that waits for input: a short wait, then one that waits as long as it takes. */
        if (SDL_WaitEventTimeout(&event, 100)) handle(&event, running);
        else if (SDL_WaitEvent(&event)) handle(&event, running);
    }
    while (SDL_PollEvent(&event)) handle(&event, running);
}

typedef struct colour {
    Uint8 r, g, b;
} colour;

/* The background changes with the frame number, so that every frame differs from the one before. */
static colour background(void) {
    Uint8 shade = (Uint8)(the.frames % 64);
    colour c = {(Uint8)(20 + shade), 40, (Uint8)(60 + 2 * shade)};
    return c;
}

/* The player's colour shows the keys held: white with Space, else a channel raised by each arrow. */
static colour player(const bool *keys) {
    colour c = {200, 120, 40};
    if (keys[SDL_SCANCODE_SPACE]) {
        c.r = c.g = c.b = 255;
        return c;
    }
    if (keys[SDL_SCANCODE_LEFT]) c.r = 90;
    if (keys[SDL_SCANCODE_RIGHT]) c.r = 255;
    if (keys[SDL_SCANCODE_UP]) c.g = 255;
    if (keys[SDL_SCANCODE_DOWN]) c.b = 255;
    return c;
}

static void check_renderer(void) {
    int w = 0, h = 0;
    SDL_RendererLogicalPresentation mode = SDL_LOGICAL_PRESENTATION_DISABLED;
    float sx = 0, sy = 0;
    SDL_GetRenderLogicalPresentation(the.renderer, &w, &h, &mode);
    SDL_GetRenderScale(the.renderer, &sx, &sy);
    int kept = w == the.logical_w && h == the.logical_h && mode == SDL_LOGICAL_PRESENTATION_LETTERBOX && sx == 1.0f &&
               sy == 1.0f;
    if (!kept && the.renderer_changed_at < 0) the.renderer_changed_at = the.frames;
}

static void draw(const bool *keys) {
    colour back = background(), front = player(keys);
    if (the.gl) {
        /* Space shows in the cleared colour too: GL draws nothing else. */
        Uint8 r = keys[SDL_SCANCODE_SPACE] ? 255 : back.r;
        the.clear_color(r / 255.0f, back.g / 255.0f, back.b / 255.0f, 1.0f);
        the.clear(GL_COLOR_BUFFER_BIT);
        SDL_GL_SwapWindow(the.window);
        return;
    }
    if (the.surface) {
        SDL_Surface *surface = SDL_GetWindowSurface(the.window);
        if (!surface) return;
        SDL_FillSurfaceRect(surface, NULL, SDL_MapSurfaceRGB(surface, back.r, back.g, back.b));
        SDL_Rect square = {(int)(the.pointer_x * (float)surface->w) - 8, (int)(the.pointer_y * (float)surface->h) - 8,
                           16, 16};
        SDL_FillSurfaceRect(surface, &square, SDL_MapSurfaceRGB(surface, front.r, front.g, front.b));
        SDL_UpdateWindowSurface(the.window);
        return;
    }
    int w = the.logical_w, h = the.logical_h;
    if (!w) SDL_GetCurrentRenderOutputSize(the.renderer, &w, &h);
    SDL_SetRenderDrawColor(the.renderer, back.r, back.g, back.b, 255);
    SDL_RenderClear(the.renderer);
    if (the.logical_w) {
        /* A floor and two walls at the logical edges: off by a pixel if the presentation were lost. */
        SDL_FRect scenery[3] = {
            {0, (float)h - 8, (float)w, 8}, {0, 0, 4, (float)h - 8}, {(float)w - 4, 0, 4, (float)h - 8}};
        SDL_SetRenderDrawColor(the.renderer, 90, 90, 110, 255);
        SDL_RenderFillRects(the.renderer, scenery, 3);
    }
    SDL_FRect square = {the.pointer_x * (float)w - 8, the.pointer_y * (float)h - 8, 16, 16};
    SDL_SetRenderDrawColor(the.renderer, front.r, front.g, front.b, 255);
    SDL_RenderFillRect(the.renderer, &square);
    SDL_RenderPresent(the.renderer);
    if (the.logical_w) check_renderer();
}

/* Waits out the rest of the frame after a present, as --spin or --delay asks. */
static void pace(void) {
    if (the.spin) {
        /* Boundary k is at k/60 s, rounded up to a nanosecond, so that no frame boundary is lost to rounding. */
        Uint64 k = SDL_GetTicksNS() * FRAMES_PER_SECOND / SDL_NS_PER_SECOND + 1;
        Uint64 next = (k * SDL_NS_PER_SECOND + FRAMES_PER_SECOND - 1) / FRAMES_PER_SECOND;
        while (SDL_GetTicksNS() < next) {
        }
    } else if (the.delay) {
        if (the.frames % 2 == 0) SDL_DelayNS(FRAME_NS);
        else SDL_DelayPrecise(FRAME_NS);
    }
}

int main(int argc, char **argv) {
    the.width = 640;
    the.height = 360;
    the.limit = 600;
    the.renderer_changed_at = -1;
    the.pointer_x = the.pointer_y = 0.5f;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : "";
        if (!strcmp(a, "--surface")) the.surface = 1;
        else if (!strcmp(a, "--gl")) the.gl = 1;
        else if (!strcmp(a, "--wait")) the.wait = 1;
        else if (!strcmp(a, "--pump")) the.pump = 1;
        else if (!strcmp(a, "--spin")) the.spin = 1;
        else if (!strcmp(a, "--delay")) the.delay = 1;
        else if (!strcmp(a, "--pad")) the.pad = 1;
        else if (!strcmp(a, "--logical") && parse_size(next, &the.logical_w, &the.logical_h)) i++;
        else if (!strcmp(a, "--size") && parse_size(next, &the.width, &the.height)) i++;
        else if (!strcmp(a, "--limit") && parse_count(next, &the.limit)) i++;
        else {
            fprintf(stderr, "sdl3-probe: what is %s?\n", a);
            return 2;
        }
    }
    if (the.surface + the.gl + (the.logical_w > 0) > 1 || the.wait + the.pump > 1 || the.spin + the.delay > 1) {
        fprintf(stderr,
                "sdl3-probe: choose one of --surface, --gl, --logical; of --wait, --pump; of --spin, --delay\n");
        return 2;
    }
    /* Gamepads send events while the window is unfocused, as a headless run's window may be. */
    SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
    if (!SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMEPAD)) return fail();
    if (open_window() != 0) return fail();
    int running = 1;
    while (running && the.frames != the.limit) {
        read_events(&running);
        const bool *keys = SDL_GetKeyboardState(NULL);
        for (int key = 0; key < SDL_SCANCODE_COUNT; key++) {
            if (keys[key]) the.key_frames[key]++;
        }
        draw(keys);
        pace();
        the.frames++;
    }
    printf("frames %ld\n", the.frames);
    printf("ticks %" SDL_PRIu64 "\n", SDL_GetTicks());
    printf("ticks-ns %" SDL_PRIu64 "\n", SDL_GetTicksNS());
    printf("counter-frequency %" SDL_PRIu64 "\n", SDL_GetPerformanceFrequency());
    /* Drawn one by one: the order a function's arguments are evaluated in is not C's to promise. */
    Sint32 a = SDL_rand(1000000), b = SDL_rand(1000000), c = SDL_rand(1000000);
    printf("rand %" SDL_PRIs32 " %" SDL_PRIs32 " %" SDL_PRIs32 "\n", a, b, c);
    printf("key-events down %ld up %ld\n", the.key_downs, the.key_ups);
    printf("key-frames up %ld left %ld down %ld right %ld space %ld\n", the.key_frames[SDL_SCANCODE_UP],
           the.key_frames[SDL_SCANCODE_LEFT], the.key_frames[SDL_SCANCODE_DOWN], the.key_frames[SDL_SCANCODE_RIGHT],
           the.key_frames[SDL_SCANCODE_SPACE]);
    printf("fingers down %ld motion %ld up %ld\n", the.finger_downs, the.finger_motions, the.finger_ups);
    printf("mouse buttons down %ld up %ld touch %ld\n", the.mouse_downs, the.mouse_ups, the.touch_mouse_buttons);
    printf("pad opened %ld axis %ld down %ld up %ld\n", the.pads_opened, the.pad_axis_events, the.pad_button_downs,
           the.pad_button_ups);
    printf("focus lost %ld gained %ld\n", the.focus_lost, the.focus_gained);
    printf("renderer-changed-at %ld\n", the.renderer_changed_at);
    if (the.context) SDL_GL_DestroyContext(the.context);
    if (the.renderer) SDL_DestroyRenderer(the.renderer);
    SDL_DestroyWindow(the.window);
    SDL_Quit();
    return 0;
}
