/* A game built without joystick-sdl that reports what reached it, for the tests of joystick-run
 * (scripts/test-joystick-run.sh): how it reads input and shows frames is chosen on its command line, and at its
 * end it prints what it saw, one `key value...` line each, in exact numbers.
 *
 *   probe [--surface] [--logical WxH] [--filter] [--pump] [--wait] [--pad] [--thread] [--recreate N]
 *         [--reinit N] [--limit N] [--size WxH]
 *
 *   --surface      draws on the window's surface (SDL_UpdateWindowSurface) instead of a renderer
 *   --rects        with --surface, shows it with SDL_UpdateWindowSurfaceRects (the whole window as one rect)
 *   --logical WxH  a renderer with that logical size, and a scale, viewport, clip, colour and blend mode of its
 *                  own set before every present and checked after it
 *   --filter       an event filter and an event watcher, counting the finger and mouse events they see
 *   --pump         reads input with SDL_PumpEvents and a keyboard array taken before SDL_Init
 *   --wait         waits for events (SDL_WaitEventTimeout 100 ms, then SDL_WaitEvent) instead of polling
 *   --pad          opens every game controller that comes, counting their button events and the axis events
 *                  that move an axis (SDL3 under sdl2-compat also sends each axis's first value, twice)
 *   --thread       a second thread reads SDL_GetTicks and sleeps (SDL_Delay 1) until the game ends
 *   --recreate N   destroys the renderer and the window at frame N and makes new ones
 *   --reinit N     quits SDL at frame N and starts it again (a new window)
 *   --limit N      ends by itself after N frames (a bound in case nothing sends SDL_QUIT)
 *   --size WxH     the window's size (default 640x360)
 *   --second       a second window with a renderer of its own, presented after the first every frame
 *   --resize N WxH resizes the window at frame N
 *   --ignore-quit  plays on after SDL_QUIT (a game that will not leave)
 *   --stall N      from frame N on, presents nothing and reads no input (a game that hangs)
 *   --pause N      before frame N, sleeps 50 ms (SDL_Delay) without presenting: at 60 fps, frames N and N + 1
 *                  draw nothing (a game loading)
 *   --child FILE   starts a process that leaves the game's process group and waits for ever, its pid in FILE
 *   --exit N       exits with status N at its end (a game that fails)
 *   --crash N      raises SIGSEGV at frame N (a game that crashes)
 */
#define _DEFAULT_SOURCE
#include <SDL.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct probe {
    int surface, rects, filter, pump, wait, pad, thread, second;
    int logical_w, logical_h, width, height;
    long recreate, reinit, limit, resize, stall, crash, pause;
    int ignore_quit, exit_status;
    const char *child;
    int resize_w, resize_h;
    SDL_Window *window, *second_window;
    SDL_Renderer *renderer, *second_renderer;
    /* What the game saw. */
    long frames;
    long key_frames[SDL_NUM_SCANCODES];      /* frames each key was down in the keyboard array */
    long key_downs, key_ups, key_downs_j;
    long polled_fingers, filtered_fingers, watched_fingers;
    long polled_mouse_buttons, touch_mouse_buttons, filtered_mouse_buttons;
    long phantom_clicks;                      /* frames SDL_GetMouseState held the left button with no press seen */
    int mouse_down_seen;
    long pad_axis_events, pad_button_downs, pad_button_ups, pads_opened;
    Sint16 pad_axes[8][SDL_CONTROLLER_AXIS_MAX];  /* the last value of each pad's axes, by instance id */
    long modifier_frames;                     /* frames SDL_GetModState had Ctrl */
    long renderer_changed_at;                 /* the first frame whose renderer state was changed, or -1 */
    char renderer_change[200];
    long focus_lost, focus_gained;
    volatile int thread_running;
    long thread_ticks;
    SDL_sem *thread_started;
    float scale_x, scale_y;   /* the renderer's scale before a present (--logical) */
} probe;

static probe the;

static int parse_size(const char *text, int *w, int *h) {
    return sscanf(text, "%dx%d", w, h) == 2 && *w > 0 && *h > 0;
}

static int SDLCALL filter(void *user, SDL_Event *event) {
    (void)user;
    if (event->type == SDL_FINGERDOWN || event->type == SDL_FINGERUP || event->type == SDL_FINGERMOTION) {
        the.filtered_fingers++;
    }
    if (event->type == SDL_MOUSEBUTTONDOWN || event->type == SDL_MOUSEBUTTONUP) the.filtered_mouse_buttons++;
    return 1;
}

static int SDLCALL watch(void *user, SDL_Event *event) {
    (void)user;
    if (event->type == SDL_FINGERDOWN || event->type == SDL_FINGERUP || event->type == SDL_FINGERMOTION) {
        the.watched_fingers++;
    }
    return 0;
}

static int SDLCALL ticker(void *user) {
    (void)user;
    while (the.thread_running) {
        Uint32 ticks = SDL_GetTicks();
        (void)ticks;
        /* The game starts its frames once the thread has read the clock (however fast the frames go). */
        if (the.thread_ticks++ == 0) SDL_SemPost(the.thread_started);
        SDL_Delay(1);
    }
    return 0;
}

static int open_window(void) {
    the.window = SDL_CreateWindow("probe", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, the.width, the.height, 0);
    if (!the.window) return -1;
    if (the.surface) return SDL_GetWindowSurface(the.window) ? 0 : -1;
    the.renderer = SDL_CreateRenderer(the.window, -1, SDL_RENDERER_PRESENTVSYNC);
    if (!the.renderer) return -1;
    if (the.logical_w) SDL_RenderSetLogicalSize(the.renderer, the.logical_w, the.logical_h);
    if (the.second) {
        the.second_window = SDL_CreateWindow("probe 2", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, 320, 180, 0);
        the.second_renderer = the.second_window ? SDL_CreateRenderer(the.second_window, -1, 0) : NULL;
        if (!the.second_renderer) return -1;
    }
    return 0;
}

static void close_window(void) {
    if (the.second_renderer) SDL_DestroyRenderer(the.second_renderer);
    if (the.second_window) SDL_DestroyWindow(the.second_window);
    if (the.renderer) SDL_DestroyRenderer(the.renderer);
    if (the.window) SDL_DestroyWindow(the.window);
    the.renderer = the.second_renderer = NULL;
    the.window = the.second_window = NULL;
}

static int start(void) {
    Uint32 systems = SDL_INIT_VIDEO | (the.pad ? SDL_INIT_GAMECONTROLLER : 0);
    if (SDL_Init(systems) != 0) return -1;
    if (the.filter) {
        SDL_SetEventFilter(filter, NULL);
        SDL_AddEventWatch(watch, NULL);
    }
    return open_window();
}

static void handle(const SDL_Event *event, int *running) {
    switch (event->type) {
    case SDL_QUIT: *running = the.ignore_quit; break;
    case SDL_KEYDOWN:
        if (event->key.repeat) break;
        the.key_downs++;
        if (event->key.keysym.scancode == SDL_SCANCODE_J) the.key_downs_j++;
        break;
    case SDL_KEYUP: the.key_ups++; break;
    case SDL_FINGERDOWN:
    case SDL_FINGERUP:
    case SDL_FINGERMOTION: the.polled_fingers++; break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        if (event->button.which == SDL_TOUCH_MOUSEID) the.touch_mouse_buttons++;
        else the.polled_mouse_buttons++;
        if (event->button.button == SDL_BUTTON_LEFT) the.mouse_down_seen = event->type == SDL_MOUSEBUTTONDOWN;
        break;
    case SDL_CONTROLLERDEVICEADDED:
        if (SDL_GameControllerOpen(event->cdevice.which)) the.pads_opened++;
        break;
    case SDL_CONTROLLERAXISMOTION:
        if (event->caxis.which < 0 || event->caxis.which >= 8 || event->caxis.axis >= SDL_CONTROLLER_AXIS_MAX) {
            the.pad_axis_events++;
        } else if (the.pad_axes[event->caxis.which][event->caxis.axis] != event->caxis.value) {
            the.pad_axes[event->caxis.which][event->caxis.axis] = event->caxis.value;
            the.pad_axis_events++;
        }
        break;
    case SDL_CONTROLLERBUTTONDOWN: the.pad_button_downs++; break;
    case SDL_CONTROLLERBUTTONUP: the.pad_button_ups++; break;
    case SDL_WINDOWEVENT:
        if (event->window.event == SDL_WINDOWEVENT_FOCUS_LOST) the.focus_lost++;
        if (event->window.event == SDL_WINDOWEVENT_FOCUS_GAINED) the.focus_gained++;
        break;
    default: break;
    }
}

/* The renderer state the game sets before every present: the overlay must leave all of it as it was. */
static void set_renderer_state(void) {
    SDL_SetRenderDrawColor(the.renderer, 12, 34, 56, 78);
    SDL_SetRenderDrawBlendMode(the.renderer, SDL_BLENDMODE_ADD);
    SDL_Rect viewport = {3, 4, the.logical_w - 10, the.logical_h - 12};
    SDL_RenderSetViewport(the.renderer, &viewport);
    SDL_Rect clip = {5, 6, 70, 80};
    SDL_RenderSetClipRect(the.renderer, &clip);
    /* The scale SDL keeps for the logical size, as the game leaves it: the same after the present. */
    SDL_RenderGetScale(the.renderer, &the.scale_x, &the.scale_y);
}

static void check_renderer_state(void) {
    Uint8 r, g, b, a;
    SDL_BlendMode blend;
    SDL_Rect viewport, clip;
    int lw, lh;
    float sx, sy;
    SDL_GetRenderDrawColor(the.renderer, &r, &g, &b, &a);
    SDL_GetRenderDrawBlendMode(the.renderer, &blend);
    SDL_RenderGetViewport(the.renderer, &viewport);
    SDL_RenderGetClipRect(the.renderer, &clip);
    SDL_RenderGetLogicalSize(the.renderer, &lw, &lh);
    SDL_RenderGetScale(the.renderer, &sx, &sy);
    char now[200];
    snprintf(now, sizeof now,
             "color %d %d %d %d blend %d viewport %d %d %d %d clip %d %d %d %d logical %d %d scale %.4f %.4f", r, g,
             b, a, (int)blend, viewport.x, viewport.y, viewport.w, viewport.h, clip.x, clip.y, clip.w, clip.h, lw, lh,
             sx, sy);
    char want[200];
    snprintf(want, sizeof want,
             "color 12 34 56 78 blend %d viewport 3 4 %d %d clip 5 6 70 80 logical %d %d scale %.4f %.4f",
             (int)SDL_BLENDMODE_ADD, the.logical_w - 10, the.logical_h - 12, the.logical_w, the.logical_h,
             the.scale_x, the.scale_y);
    if (strcmp(now, want) != 0 && the.renderer_changed_at < 0) {
        the.renderer_changed_at = the.frames;
        snprintf(the.renderer_change, sizeof the.renderer_change, "%s", now);
    }
}

/* `keys`: the array the game reads its keys from (with --pump, the one it kept from before SDL_Init). */
static void draw(const Uint8 *keys) {
    if (the.surface) {
        SDL_Surface *surface = SDL_GetWindowSurface(the.window);
        if (!surface) return;
        SDL_FillRect(surface, NULL, SDL_MapRGB(surface->format, 30, 40, 50));
        SDL_Rect player = {40 + 2 * (int)(the.key_frames[SDL_SCANCODE_RIGHT] - the.key_frames[SDL_SCANCODE_LEFT]), 40,
                           16, 16};
        SDL_FillRect(surface, &player, SDL_MapRGB(surface->format, 200, 120, 40));
        SDL_Rect whole = {0, 0, surface->w, surface->h};
        if (the.rects) SDL_UpdateWindowSurfaceRects(the.window, &whole, 1);
        else SDL_UpdateWindowSurface(the.window);
        return;
    }
    SDL_SetRenderDrawColor(the.renderer, 30, 40, 50, 255);
    SDL_RenderClear(the.renderer);
    /* The player: a square the arrow keys move (2 pixels a frame held), white while Space is down, so that
     * the game's own frame shows its input (the frame hashes are of the game's pixels, not the controls'). */
    SDL_Rect player = {40 + 2 * (int)(the.key_frames[SDL_SCANCODE_RIGHT] - the.key_frames[SDL_SCANCODE_LEFT]),
                       40 + 2 * (int)(the.key_frames[SDL_SCANCODE_DOWN] - the.key_frames[SDL_SCANCODE_UP]), 16, 16};
    if (keys[SDL_SCANCODE_SPACE]) SDL_SetRenderDrawColor(the.renderer, 255, 255, 255, 255);
    else SDL_SetRenderDrawColor(the.renderer, 200, 120, 40, 255);
    SDL_RenderFillRect(the.renderer, &player);
    if (the.logical_w) set_renderer_state();
    SDL_RenderPresent(the.renderer);
    if (the.logical_w) check_renderer_state();
    if (the.second_renderer) {
        SDL_SetRenderDrawColor(the.second_renderer, 60, 20, 20, 255);
        SDL_RenderClear(the.second_renderer);
        SDL_RenderPresent(the.second_renderer);
    }
}

static int read_events(int *running) {
    SDL_Event event;
    if (the.pump) {
        SDL_PumpEvents();
        while (SDL_PeepEvents(&event, 1, SDL_GETEVENT, SDL_FIRSTEVENT, SDL_LASTEVENT) == 1) handle(&event, running);
        return 0;
    }
    if (the.wait) {
        /* A game that waits for input: a short wait, then one that waits as long as it takes. */
        if (SDL_WaitEventTimeout(&event, 100)) handle(&event, running);
        else if (SDL_WaitEvent(&event)) handle(&event, running);
    }
    while (SDL_PollEvent(&event)) handle(&event, running);
    return 0;
}

int main(int argc, char **argv) {
    the.width = 640;
    the.height = 360;
    the.recreate = the.reinit = the.limit = the.resize = the.stall = the.crash = the.pause = -1;
    the.renderer_changed_at = -1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : "";
        if (!strcmp(a, "--surface")) the.surface = 1;
        else if (!strcmp(a, "--rects")) the.rects = 1;
        else if (!strcmp(a, "--filter")) the.filter = 1;
        else if (!strcmp(a, "--pump")) the.pump = 1;
        else if (!strcmp(a, "--wait")) the.wait = 1;
        else if (!strcmp(a, "--pad")) the.pad = 1;
        else if (!strcmp(a, "--thread")) the.thread = 1;
        else if (!strcmp(a, "--second")) the.second = 1;
        else if (!strcmp(a, "--ignore-quit")) the.ignore_quit = 1;
        else if (!strcmp(a, "--exit")) the.exit_status = atoi(argv[++i < argc ? i : argc - 1]);
        else if (!strcmp(a, "--stall")) the.stall = atol(argv[++i < argc ? i : argc - 1]);
        else if (!strcmp(a, "--pause")) the.pause = atol(argv[++i < argc ? i : argc - 1]);
        else if (!strcmp(a, "--crash")) the.crash = atol(argv[++i < argc ? i : argc - 1]);
        else if (!strcmp(a, "--child") && i + 1 < argc) the.child = argv[++i];
        else if (!strcmp(a, "--logical") && parse_size(next, &the.logical_w, &the.logical_h)) i++;
        else if (!strcmp(a, "--size") && parse_size(next, &the.width, &the.height)) i++;
        else if (!strcmp(a, "--recreate")) the.recreate = atol(argv[++i < argc ? i : argc - 1]);
        else if (!strcmp(a, "--reinit")) the.reinit = atol(argv[++i < argc ? i : argc - 1]);
        else if (!strcmp(a, "--limit")) the.limit = atol(argv[++i < argc ? i : argc - 1]);
        else if (!strcmp(a, "--resize") && i + 2 < argc && parse_size(argv[i + 2], &the.resize_w, &the.resize_h)) {
            the.resize = atol(argv[i + 1]);
            i += 2;
        }
        else {
            fprintf(stderr, "probe: what is %s?\n", a);
            return 2;
        }
    }
    /* A game that keeps SDL's keyboard array from before SDL_Init reads it for its whole run. */
    const Uint8 *keys = SDL_GetKeyboardState(NULL);
    if (start() != 0) {
        fprintf(stderr, "probe: %s\n", SDL_GetError());
        return 1;
    }
    if (the.child) {
        pid_t child = fork();
        if (child == 0) {
            setsid();
            for (;;) pause();
        }
        FILE *file = fopen(the.child, "w");
        if (file) {
            fprintf(file, "%ld\n", (long)child);
            fclose(file);
        }
    }
    SDL_Thread *thread = NULL;
    if (the.thread) {
        the.thread_running = 1;
        the.thread_started = SDL_CreateSemaphore(0);
        thread = SDL_CreateThread(ticker, "ticker", NULL);
        if (thread && the.thread_started) SDL_SemWait(the.thread_started);
    }
    int running = 1;
    while (running && the.frames != the.limit) {
        if (the.frames == the.recreate) {
            close_window();
            if (open_window() != 0) break;
        }
        if (the.frames == the.reinit) {
            close_window();
            SDL_Quit();
            if (start() != 0) break;
        }
        if (the.frames == the.resize) SDL_SetWindowSize(the.window, the.resize_w, the.resize_h);
        if (the.frames == the.crash) raise(SIGSEGV);
        if (the.frames == the.pause) SDL_Delay(50);
        if (the.frames == the.stall) {
            for (;;) pause();
        }
        read_events(&running);
        if (!the.pump) keys = SDL_GetKeyboardState(NULL);
        for (int k = 0; k < SDL_NUM_SCANCODES; k++) the.key_frames[k] += keys[k] ? 1 : 0;
        if (SDL_GetModState() & KMOD_CTRL) the.modifier_frames++;
        if ((SDL_GetMouseState(NULL, NULL) & SDL_BUTTON_LMASK) && !the.mouse_down_seen) the.phantom_clicks++;
        draw(keys);
        the.frames++;
    }
    the.thread_running = 0;
    if (thread) SDL_WaitThread(thread, NULL);
    printf("frames %ld\n", the.frames);
    printf("ticks %u\n", SDL_GetTicks());
    printf("key-frames up %ld left %ld down %ld right %ld space %ld return %ld\n", the.key_frames[SDL_SCANCODE_UP],
           the.key_frames[SDL_SCANCODE_LEFT], the.key_frames[SDL_SCANCODE_DOWN], the.key_frames[SDL_SCANCODE_RIGHT],
           the.key_frames[SDL_SCANCODE_SPACE], the.key_frames[SDL_SCANCODE_RETURN]);
    printf("key-events down %ld up %ld j %ld ctrl-frames %ld\n", the.key_downs, the.key_ups, the.key_downs_j,
           the.modifier_frames);
    printf("fingers polled %ld filtered %ld watched %ld\n", the.polled_fingers, the.filtered_fingers,
           the.watched_fingers);
    printf("mouse buttons %ld touch-copies %ld filtered %ld phantom-frames %ld\n", the.polled_mouse_buttons,
           the.touch_mouse_buttons, the.filtered_mouse_buttons, the.phantom_clicks);
    printf("pad opened %ld axis %ld down %ld up %ld\n", the.pads_opened, the.pad_axis_events, the.pad_button_downs,
           the.pad_button_ups);
    printf("focus lost %ld gained %ld\n", the.focus_lost, the.focus_gained);
    if (the.logical_w) {
        if (the.renderer_changed_at < 0) printf("renderer kept\n");
        else printf("renderer changed at frame %ld: %s\n", the.renderer_changed_at, the.renderer_change);
    }
    if (the.thread) printf("thread %s\n", the.thread_ticks > 0 ? "ran" : "never ran");
    close_window();
    SDL_Quit();
    return the.exit_status;
}
