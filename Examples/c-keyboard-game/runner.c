/* The frame loop, the window and the headless mode of the four programs: see runner.h. */
#include "runner.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct runner_event {
    int frame;
    SDL_Event event;
};

/* ---- The events file ---- */

/* One line's event, from its kind and the words after it; 0, or -1 with `why` filled. */
static int parse_event(const runner *run, const char *kind, const char *rest, SDL_Event *event, char *why,
                       size_t why_size) {
    memset(event, 0, sizeof *event);
    if (strncmp(kind, "finger-", 7) == 0) {
        long id;
        float x, y;
        char extra;
        if (sscanf(rest, "%ld %f %f %c", &id, &x, &y, &extra) != 3) {
            snprintf(why, why_size, "%s takes a finger id, x and y, and nothing more", kind);
            return -1;
        }
        event->type = strcmp(kind, "finger-down") == 0   ? SDL_FINGERDOWN
                      : strcmp(kind, "finger-move") == 0 ? SDL_FINGERMOTION
                      : strcmp(kind, "finger-up") == 0   ? SDL_FINGERUP
                                                         : 0;
        event->tfinger.touchId = 1;
        event->tfinger.fingerId = id;
        event->tfinger.x = x / run->width;      /* 0...1 over the window, which is the logical size headless */
        event->tfinger.y = y / run->height;
        event->tfinger.pressure = event->type == SDL_FINGERUP ? 0.0f : 1.0f;
    } else if (strncmp(kind, "key-", 4) == 0) {
        char name[64], extra;
        if (sscanf(rest, "%63s %c", name, &extra) != 1) {
            snprintf(why, why_size, "%s takes one key name (Up, Space, A, ...), and nothing more", kind);
            return -1;
        }
        SDL_Keycode key = SDL_GetKeyFromName(name);
        if (key == SDLK_UNKNOWN) {
            snprintf(why, why_size, "no key is named '%s' (SDL's names: Up, Left, Space, A, ...)", name);
            return -1;
        }
        event->type = strcmp(kind, "key-down") == 0 ? SDL_KEYDOWN : strcmp(kind, "key-up") == 0 ? SDL_KEYUP : 0;
        event->key.state = event->type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
        event->key.keysym.sym = key;
        event->key.keysym.scancode = SDL_GetScancodeFromKey(key);
    }
    if (event->type == 0) {
        snprintf(why, why_size, "unknown kind '%s' (finger-down, finger-move, finger-up, key-down, key-up)", kind);
        return -1;
    }
    return 0;
}

/* Adds one line's event (or nothing for a comment or an empty line); 0, or -1 with `why` filled. */
static int read_line(runner *run, const char *line, int *capacity, char *why, size_t why_size) {
    char kind[32];
    int frame, used = 0;
    if (line[strspn(line, " \t\r\n")] == '\0' || line[0] == '#') return 0;
    if (sscanf(line, "%d %31s%n", &frame, kind, &used) != 2 || frame < 0) {
        snprintf(why, why_size, "expected 'frame kind arguments', a frame 0 or more: '10 finger-down 1 80 280'");
        return -1;
    }
    if (run->event_count > 0 && frame < run->events[run->event_count - 1].frame) {
        snprintf(why, why_size, "frame %d comes before the previous line's %d", frame,
                 run->events[run->event_count - 1].frame);
        return -1;
    }
    if (run->event_count == *capacity) {
        int larger = *capacity ? 2 * *capacity : 64;
        runner_event *grown = (runner_event *)realloc(run->events, (size_t)larger * sizeof *grown);
        if (!grown) {
            snprintf(why, why_size, "out of memory");
            return -1;
        }
        run->events = grown;
        *capacity = larger;
    }
    runner_event *added = &run->events[run->event_count];
    if (parse_event(run, kind, line + used, &added->event, why, why_size) != 0) return -1;
    added->frame = frame;
    run->event_count++;
    return 0;
}

/* Reads an events file; 0, or -1 after naming the file, the line and the reason on stderr. */
static int read_events(runner *run, const char *path) {
    FILE *file = fopen(path, "r");
    if (!file) {
        fprintf(stderr, "%s: cannot read the events file %s: %s\n", run->name, path, strerror(errno));
        return -1;
    }
    char line[256], why[160];
    int number = 0, capacity = 0, result = 0;
    while (result == 0 && fgets(line, sizeof line, file)) {
        number++;
        if (!strchr(line, '\n') && !feof(file)) {
            snprintf(why, sizeof why, "a line longer than %d characters", (int)sizeof line - 2);
            result = -1;
        } else {
            result = read_line(run, line, &capacity, why, sizeof why);
        }
    }
    if (result != 0) fprintf(stderr, "%s:%d: %s\n", path, number, why);
    fclose(file);
    return result;
}

/* ---- The command line ---- */

static int usage(const runner *run) {
    fprintf(stderr, "usage: %s [--headless] [--frames N] [--events FILE] [--screenshot FILE.bmp]\n", run->name);
    return 2;
}

/* Reads the options; 0, or 2 after saying what is wrong. */
static int read_options(runner *run, int argc, char **argv) {
    const char *events_path = NULL;
    for (int i = 1; i < argc; i++) {
        const char *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(argv[i], "--headless") == 0) {
            run->headless = 1;
        } else if (strcmp(argv[i], "--frames") == 0 && value) {
            char *end;
            long frames = strtol(value, &end, 10);
            if (*end != '\0' || frames < 0 || frames > 1000000) {
                fprintf(stderr, "%s: --frames takes a whole number from 0 to 1000000, not '%s'\n", run->name, value);
                return 2;
            }
            run->frames = (int)frames;
            i++;
        } else if (strcmp(argv[i], "--events") == 0 && value) {
            events_path = argv[++i];
        } else if (strcmp(argv[i], "--screenshot") == 0 && value) {
            run->screenshot = argv[++i];
        } else {
            return usage(run);
        }
    }
    if (run->screenshot && run->frames < 0) {
        fprintf(stderr, "%s: --screenshot saves the last frame: it needs --frames\n", run->name);
        return 2;
    }
    if (events_path && read_events(run, events_path) != 0) return 2;
    return 0;
}

/* ---- The window and the frames ---- */

/* A headless run's event filter: stamps every event SDL_PushEvent queues (the scripted ones and the controls'
 * own) with the frame clock instead of SDL_GetTicks(), so that everything that times input reads one clock
 * and the run is the same on a slow machine and a fast one. */
static int SDLCALL stamp_with_frame_clock(void *user, SDL_Event *event) {
    const runner *run = (const runner *)user;
    event->common.timestamp = (Uint32)((Sint64)run->frame * 1000 / 60);
    return 1;
}

int runner_open(runner *run, const char *title, int width, int height, int argc, char **argv) {
    memset(run, 0, sizeof *run);
    const char *slash = strrchr(argv[0], '/');
    run->name = slash ? slash + 1 : argv[0];
    run->width = width;
    run->height = height;
    run->frames = -1;
    run->status = read_options(run, argc, argv);
    if (run->status != 0) {
        runner_close(run);
        return run->status;
    }
    if (run->headless) SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return runner_fail(run, SDL_GetError());
    Uint32 flags = run->headless ? 0 : SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    int scale = run->headless ? 1 : 2;
    run->window = SDL_CreateWindow(title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, scale * width,
                                   scale * height, flags);
    if (!run->window) return runner_fail(run, SDL_GetError());
    Uint32 renderer_flags = run->headless ? SDL_RENDERER_SOFTWARE : SDL_RENDERER_PRESENTVSYNC;
    run->renderer = SDL_CreateRenderer(run->window, -1, renderer_flags);
    if (!run->renderer) return runner_fail(run, SDL_GetError());
    SDL_RenderSetLogicalSize(run->renderer, width, height);
    if (run->headless) SDL_SetEventFilter(stamp_with_frame_clock, run);
    return 0;
}

int runner_next_frame(runner *run) {
    if (run->frames >= 0 && run->frame >= run->frames) return 0;
    while (run->next_event < run->event_count && run->events[run->next_event].frame <= run->frame) {
        SDL_Event event = run->events[run->next_event].event;
        if (event.type == SDL_KEYDOWN || event.type == SDL_KEYUP) {
            event.key.windowID = SDL_GetWindowID(run->window);
        } else {
            event.tfinger.windowID = SDL_GetWindowID(run->window);
        }
        SDL_PushEvent(&event);
        run->next_event++;
    }
    return 1;
}

double runner_seconds(const runner *run) {
    return run->headless ? run->frame / 60.0 : SDL_GetTicks() / 1000.0;
}

/* Saves what the renderer has drawn, before SDL_RenderPresent, as a BMP file; 0, or -1 with SDL_GetError(). */
static int save_bmp(SDL_Renderer *renderer, const char *path) {
    int width, height;
    if (SDL_GetRendererOutputSize(renderer, &width, &height) != 0) return -1;
    SDL_Surface *picture = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!picture) return -1;
    int result = SDL_RenderReadPixels(renderer, NULL, picture->format->format, picture->pixels, picture->pitch);
    if (result == 0) result = SDL_SaveBMP(picture, path);
    SDL_FreeSurface(picture);
    return result;
}

void runner_end_frame(runner *run) {
    if (run->screenshot && run->frame == run->frames - 1 && save_bmp(run->renderer, run->screenshot) != 0) {
        fprintf(stderr, "%s: cannot save %s: %s\n", run->name, run->screenshot, SDL_GetError());
        run->status = 1;
    }
    SDL_RenderPresent(run->renderer);
    run->frame++;
}

int runner_fail(runner *run, const char *reason) {
    fprintf(stderr, "%s: %s\n", run->name, reason);
    run->status = 1;
    return runner_close(run);
}

int runner_close(runner *run) {
    if (run->renderer) SDL_DestroyRenderer(run->renderer);
    if (run->window) SDL_DestroyWindow(run->window);
    run->renderer = NULL;
    run->window = NULL;
    SDL_SetEventFilter(NULL, NULL);
    SDL_Quit();
    free(run->events);
    run->events = NULL;
    return run->status;
}
