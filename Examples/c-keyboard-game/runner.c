/* The frame loop, the window and the headless mode of the four programs: see runner.h. */
#include "runner.h"
#include "input_script.h"   /* ../common: the project's input scripts */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct runner_event {
    int frame;
    SDL_Event event;
};

/* ---- The events file: an input script ---- */

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
        script_push(&run->events[run->next_event].event, SDL_GetWindowID(run->window));
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
