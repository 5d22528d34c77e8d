/* The cost of one finger motion through js_controls_handle_event against the same stick written minimally in plain C
 * (the normalised finger to logical pixels, clamp to the radius, atan2, report on change), in one run on the
 * same events. Batches of 4096 events, timed with clock_gettime, each Swift batch followed by a C batch; the
 * medians and the best of 301 batches, in ns/event, and the ratios. Exit 1 past 4x (a guard against a lost fast
 * path, loose enough for a noisy machine: the target, 2x, is read from the ratios).
 * Run by Benchmarks/c-library.sh against the installed (release) library, for SDL 2 and, built with
 * -DJOYSTICK_SDL3 against joystick_sdl3.h, for SDL 3. */
#define _POSIX_C_SOURCE 199309L /* clock_gettime under -std=c99 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef JOYSTICK_SDL3
#include <SDL3/SDL.h>
#include <joystick_sdl3.h>
#define FINGER_DOWN SDL_EVENT_FINGER_DOWN
#define FINGER_MOTION SDL_EVENT_FINGER_MOTION
#define SDL_NAME "SDL 3"
#else
#include <joystick_sdl.h>
#define FINGER_DOWN SDL_FINGERDOWN
#define FINGER_MOTION SDL_FINGERMOTION
#define SDL_NAME "SDL 2"
#endif

enum { BATCH = 4096, BATCHES = 301 };

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* ---- The minimal C stick ---- */

typedef struct {
    double cx, cy, radius;
    double angle, displacement;
    void (*report)(void *, double, double);
    void *user;
} mini_stick;

static void mini_moved(mini_stick *s, double x, double y) {
    double dx = x - s->cx, dy = y - s->cy;
    double distance = sqrt(dx * dx + dy * dy);
    if (distance > s->radius) {
        dx *= s->radius / distance;
        dy *= s->radius / distance;
        distance = s->radius;
    }
    double angle = atan2(dx, -dy) * (180.0 / 3.14159265358979323846);
    if (angle < 0) angle += 360;
    double displacement = distance / s->radius;
    if (angle != s->angle || displacement != s->displacement) {
        s->angle = angle;
        s->displacement = displacement;
        s->report(s->user, angle, displacement);
    }
}

static double sink = 0;
static void report(void *user, double angle, double displacement) {
    (void)user;
    sink += angle + displacement;
}

int main(void) {
#ifdef JOYSTICK_SDL3
    SDL_SetHint(SDL_HINT_VIDEO_DRIVER, "dummy");
    if (!SDL_Init(SDL_INIT_VIDEO)) return 1;
    SDL_Window *window = SDL_CreateWindow("bench", 960, 540, 0);
    SDL_Renderer *renderer = SDL_CreateRenderer(window, SDL_SOFTWARE_RENDERER);
    SDL_SetRenderLogicalPresentation(renderer, 960, 540, SDL_LOGICAL_PRESENTATION_LETTERBOX);
#else
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return 1;
    SDL_Window *window = SDL_CreateWindow("bench", 0, 0, 960, 540, 0);
    SDL_Renderer *renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    SDL_RenderSetLogicalSize(renderer, 960, 540);
#endif
    js_controls *controls = js_controls_create(renderer);
    js_stick *stick = js_controls_add_stick(controls, NULL, 100, 440, 120); /* radius 60 */
    js_stick_on_polar(stick, report, NULL);

    SDL_Event events[2];
    memset(events, 0, sizeof events);
    SDL_Event down;
    memset(&down, 0, sizeof down);
    down.type = FINGER_DOWN;
#ifdef JOYSTICK_SDL3
    down.tfinger.touchID = 1;
    down.tfinger.fingerID = 1;
#else
    down.tfinger.touchId = 1;
    down.tfinger.fingerId = 1;
#endif
    down.tfinger.x = 100.0f / 960;
    down.tfinger.y = 440.0f / 540;
    js_controls_handle_event(controls, &down);
    for (int i = 0; i < 2; i++) {
        events[i] = down;
        events[i].type = FINGER_MOTION;
        events[i].tfinger.x = (i ? 80.0f : 130.0f) / 960;
        events[i].tfinger.y = (i ? 470.0f : 410.0f) / 540;
    }
    mini_stick mini = {100, 440, 60, 0, 0, report, NULL};

    double swift_times[BATCHES], c_times[BATCHES];
    for (int b = 0; b < BATCHES; b++) {
        double start = now();
        for (int i = 0; i < BATCH; i++) js_controls_handle_event(controls, &events[i & 1]);
        swift_times[b] = (now() - start) / BATCH;
        start = now();
        for (int i = 0; i < BATCH; i++) {
            const SDL_TouchFingerEvent *f = &events[i & 1].tfinger;
            mini_moved(&mini, f->x * 960.0, f->y * 540.0);
        }
        c_times[b] = (now() - start) / BATCH;
    }
    /* Each Swift batch over the C batch run right after it: a slow moment of a shared machine slows both. */
    double ratios[BATCHES];
    for (int b = 0; b < BATCHES; b++) ratios[b] = swift_times[b] / c_times[b];
    qsort(ratios, BATCHES, sizeof(double), compare);
    qsort(swift_times, BATCHES, sizeof(double), compare);
    qsort(c_times, BATCHES, sizeof(double), compare);
    double swift = swift_times[BATCHES / 2], c = c_times[BATCHES / 2];
    printf("%s: js_controls_handle_event, finger motion, fixed stick, polar callback: %.1f ns/event (best batch %.1f)\n",
           SDL_NAME, swift, swift_times[0]);
    printf("%s: minimal C stick on the same events:                                  %.1f ns/event (best batch %.1f)\n",
           SDL_NAME, c, c_times[0]);
    printf("%s: ratio: %.2fx of the medians, %.2fx of the best batches, %.2fx the median batch pair (target: at most 2x)\n",
           SDL_NAME, swift / c, swift_times[0] / c_times[0], ratios[BATCHES / 2]);
    if (sink == 0) printf("(no reports?)\n");
    js_controls_destroy(controls);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return swift / c <= 4 ? 0 : 1;
}
