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

/* ---- The events file: an input script ---- */

/* The verbs of the input script format, with their arguments, as the parser of JoyStickReplay knows them. */
static const struct {
    const char *name, *arguments;
    int count;
} script_verbs[] = {
    {"touch-down", "id x y", 3},   {"touch-move", "id x y", 3}, {"touch-up", "id x y", 3},
    {"touch-cancel", "id", 1},     {"mouse-down", "x y", 2},    {"mouse-move", "x y", 2},
    {"mouse-up", "x y", 2},        {"mouse-wheel", "steps", 1}, {"key-down", "key", 1},
    {"key-up", "key", 1},          {"focus-lost", "", 0},       {"focus-gained", "", 0},
    {"pad-axis", "axis value", 2}, {"pad-down", "button", 1},   {"pad-up", "button", 1},
};
enum { SCRIPT_VERBS = sizeof script_verbs / sizeof script_verbs[0], SCRIPT_MAX_FRAME = 100000000 };

/* Reading a script, line by line. */
typedef struct {
    double width, height;   /* the logical screen: the window's size, headless */
    int events;             /* events read so far */
    int last_frame;         /* the previous event's frame */
    int held;               /* whether the left mouse button is down so far: a mouse-move is a drag while it is */
    char why[320];          /* what is wrong with the line, when it is */
} script_reader;

/* A finite decimal number (a sign, digits with a fraction, an exponent; no nan, inf or hex); 0, or -1 saying
 * what is wrong. */
static int script_number(script_reader *reader, const char *word, const char *what, double *value) {
    char *end;
    *value = strtod(word, &end);
    if (end == word || *end != '\0' || word[strspn(word, "0123456789+-.eE")] != '\0'
        || !(*value > -1e9 && *value < 1e9)) {
        snprintf(reader->why, sizeof reader->why, "bad %s '%.40s' (expected a finite decimal number)", what, word);
        return -1;
    }
    return 0;
}

/* The event of an event line's verb (word[1]) and arguments; 0, or -1 saying what is wrong. */
static int script_event(script_reader *reader, char **word, int words, SDL_Event *event) {
    int verb = 0;
    while (verb < SCRIPT_VERBS && strcmp(word[1], script_verbs[verb].name) != 0) verb++;
    if (verb == SCRIPT_VERBS) {
        snprintf(reader->why, sizeof reader->why,
                 "unknown verb '%.40s' (known verbs: touch-down, touch-move, touch-up, touch-cancel, mouse-down, "
                 "mouse-move, mouse-up, mouse-wheel, key-down, key-up, focus-lost, focus-gained, pad-axis, "
                 "pad-down, pad-up)", word[1]);
        return -1;
    }
    const char *name = script_verbs[verb].name;
    int count = script_verbs[verb].count;
    if (words - 2 != count) {
        if (count == 0) {
            snprintf(reader->why, sizeof reader->why, "'%s' takes no arguments, got %d", name, words - 2);
        } else {
            snprintf(reader->why, sizeof reader->why, "'%s' takes %d argument%s (%s), got %d", name, count,
                     count == 1 ? "" : "s", script_verbs[verb].arguments, words - 2);
        }
        return -1;
    }
    memset(event, 0, sizeof *event);
    double x, y;
    if (strcmp(name, "touch-cancel") == 0 || strncmp(name, "pad-", 4) == 0) {
        snprintf(reader->why, sizeof reader->why, "'%s' is not played here (%s)", name,
                 name[0] == 't' ? "SDL 2 has no event for a cancelled touch" : "no game controller is scripted");
        return -1;
    } else if (strncmp(name, "touch-", 6) == 0) {
        char *end;
        long long id = strtoll(word[2], &end, 10);
        if (end == word[2] || *end != '\0') {
            snprintf(reader->why, sizeof reader->why, "bad touch id '%.40s' (expected a whole number)", word[2]);
            return -1;
        }
        if (script_number(reader, word[3], "x coordinate", &x) || script_number(reader, word[4], "y coordinate", &y)) {
            return -1;
        }
        event->type = name[6] == 'd' ? SDL_FINGERDOWN : name[6] == 'm' ? SDL_FINGERMOTION : SDL_FINGERUP;
        event->tfinger.touchId = 1;
        event->tfinger.fingerId = (SDL_FingerID)id;
        event->tfinger.x = (float)x / (float)reader->width;    /* 0...1 over the window */
        event->tfinger.y = (float)y / (float)reader->height;
        event->tfinger.pressure = event->type == SDL_FINGERUP ? 0.0f : 1.0f;
    } else if (strcmp(name, "mouse-wheel") == 0) {
        if (script_number(reader, word[2], "wheel steps", &y)) return -1;
        event->type = SDL_MOUSEWHEEL;
        event->wheel.y = (Sint32)y;                             /* whole steps, up positive */
#if SDL_VERSION_ATLEAST(2, 0, 18)
        event->wheel.preciseY = (float)y;
#endif
        event->wheel.direction = SDL_MOUSEWHEEL_NORMAL;
    } else if (strncmp(name, "mouse-", 6) == 0) {
        if (script_number(reader, word[2], "x coordinate", &x) || script_number(reader, word[3], "y coordinate", &y)) {
            return -1;
        }
        if (name[6] == 'm') {
            event->type = SDL_MOUSEMOTION;
            event->motion.state = reader->held ? SDL_BUTTON_LMASK : 0;
            event->motion.x = (Sint32)SDL_ceil(x);              /* window pixels: the logical ones, headless */
            event->motion.y = (Sint32)SDL_ceil(y);
        } else {
            reader->held = name[6] == 'd';
            event->type = reader->held ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
            event->button.button = SDL_BUTTON_LEFT;
            event->button.state = reader->held ? SDL_PRESSED : SDL_RELEASED;
            event->button.clicks = 1;
            event->button.x = (Sint32)SDL_ceil(x);
            event->button.y = (Sint32)SDL_ceil(y);
        }
    } else if (strncmp(name, "key-", 4) == 0) {
        SDL_Scancode key = SDL_GetScancodeFromName(word[2]);
        if (key == SDL_SCANCODE_UNKNOWN) {
            snprintf(reader->why, sizeof reader->why,
                     "unknown key name '%.40s' (use SDL's names, e.g. Space, Left, Return)", word[2]);
            return -1;
        }
        event->type = name[4] == 'd' ? SDL_KEYDOWN : SDL_KEYUP;
        event->key.state = event->type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
        event->key.keysym.scancode = key;                       /* its keycode: when pushed, from SDL's map */
    } else {
        event->type = SDL_WINDOWEVENT;
        event->window.event = name[6] == 'l' ? SDL_WINDOWEVENT_FOCUS_LOST : SDL_WINDOWEVENT_FOCUS_GAINED;
    }
    return 0;
}

/* Reads one line: 1 for an event (its frame and event set), 0 for a comment, an empty line or a header, -1
 * saying what is wrong. Headers (`window: 640x360`, `frames: 240`) are checked, not used: the window is the
 * game's and the command line says how many frames. */
static int script_line(script_reader *reader, char *line, int *frame, SDL_Event *event) {
    char *word[8];
    int words = 0;
    for (char *at = strtok(line, " \t\r\n"); at; at = strtok(NULL, " \t\r\n")) {
        if (words < 8) word[words] = at;
        words++;
    }
    if (words == 0 || word[0][0] == '#') return 0;
    char *colon = strchr(word[0], ':');
    if (colon) {
        *colon = '\0';
        if (strcmp(word[0], "window") != 0 && strcmp(word[0], "frames") != 0) {
            snprintf(reader->why, sizeof reader->why, "unknown key '%.40s' (known keys: window, frames)", word[0]);
        } else if (reader->events > 0) {
            snprintf(reader->why, sizeof reader->why, "header '%s' after the first event; headers must come first",
                     word[0]);
        } else if (colon[1] == '\0' && words == 1) {
            snprintf(reader->why, sizeof reader->why, "missing value for '%s'", word[0]);
        } else {
            return 0;
        }
        return -1;
    }
    size_t digits = strspn(word[0], "0123456789");
    if (digits == 0 || word[0][digits] != '\0' || digits > 9 || atol(word[0]) > SCRIPT_MAX_FRAME) {
        snprintf(reader->why, sizeof reader->why, "bad frame '%.40s' (expected a whole number from 0 to %d)", word[0],
                 SCRIPT_MAX_FRAME);
        return -1;
    }
    *frame = (int)atol(word[0]);
    if (reader->events > 0 && *frame < reader->last_frame) {
        snprintf(reader->why, sizeof reader->why, "frame %d comes before frame %d of the previous event", *frame,
                 reader->last_frame);
        return -1;
    }
    if (words < 2) {
        snprintf(reader->why, sizeof reader->why, "missing verb after frame %d", *frame);
        return -1;
    }
    if (script_event(reader, word, words, event) != 0) return -1;
    reader->events++;
    reader->last_frame = *frame;
    return 1;
}

/* Pushes a scripted event into SDL's queue, addressed to the window, as the window would deliver it. */
static void push_scripted(const SDL_Event *scripted, Uint32 window_id) {
    SDL_Event event = *scripted;
    switch (event.type) {
    case SDL_FINGERDOWN: case SDL_FINGERMOTION: case SDL_FINGERUP: event.tfinger.windowID = window_id; break;
    case SDL_MOUSEBUTTONDOWN: case SDL_MOUSEBUTTONUP: event.button.windowID = window_id; break;
    case SDL_MOUSEMOTION: event.motion.windowID = window_id; break;
    case SDL_MOUSEWHEEL: event.wheel.windowID = window_id; break;
    case SDL_KEYDOWN: case SDL_KEYUP:
        event.key.windowID = window_id;
        event.key.keysym.sym = SDL_GetKeyFromScancode(event.key.keysym.scancode);
        break;
    default: event.window.windowID = window_id; break;
    }
    SDL_PushEvent(&event);
}

/* Reads an events file; 0, or -1 after naming the file, the line and what is wrong on stderr. */
static int read_events(runner *run, const char *path) {
    FILE *file = fopen(path, "r");
    if (!file) {
        fprintf(stderr, "%s: cannot read the events file %s: %s\n", run->name, path, strerror(errno));
        return -1;
    }
    script_reader reader;
    memset(&reader, 0, sizeof reader);
    reader.width = run->width;
    reader.height = run->height;
    char line[1002];
    int number = 0, capacity = 0, result = 0;
    while (result >= 0 && fgets(line, sizeof line, file)) {
        number++;
        runner_event read;
        if (!strchr(line, '\n') && !feof(file)) {
            snprintf(reader.why, sizeof reader.why, "line is longer than %d characters", (int)sizeof line - 2);
            result = -1;
        } else if ((result = script_line(&reader, line, &read.frame, &read.event)) > 0) {
            if (run->event_count == capacity) {
                int larger = capacity ? 2 * capacity : 64;
                runner_event *grown = (runner_event *)realloc(run->events, (size_t)larger * sizeof *grown);
                if (!grown) {
                    snprintf(reader.why, sizeof reader.why, "out of memory");
                    result = -1;
                    break;
                }
                run->events = grown;
                capacity = larger;
            }
            run->events[run->event_count++] = read;
        }
    }
    if (result < 0) fprintf(stderr, "%s:%d: %s\n", path, number, reader.why);
    fclose(file);
    return result < 0 ? -1 : 0;
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
        push_scripted(&run->events[run->next_event].event, SDL_GetWindowID(run->window));
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
