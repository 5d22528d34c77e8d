/* Games paced by clocks joystick-run's headless runs must make virtual, for its tests
 * (scripts/test-joystick-run.sh). Each ends by itself after its frames and prints what it read, in exact numbers.
 *
 *   clock-probe spin       50 frames a second by spinning on SDL_GetTicks64 until 20 ms have passed (no sleep)
 *   clock-probe libc       30 frames a second by clock_gettime(CLOCK_MONOTONIC) and nanosleep, colours from
 *                          rand() seeded with time(NULL), and 16 bytes of getrandom
 *   clock-probe audio      an audio callback on SDL's audio thread reading SDL_GetTicks while the game runs at
 *                          60 frames a second paced by SDL_Delay
 *   clock-probe timer      an SDL timer pushing an event every 25 ms, the game waiting for it (SDL_WaitEvent)
 *
 * It draws each frame with a colour of what it read, so that --frame-hashes sees the same. */
#define _GNU_SOURCE
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>

enum { FRAMES = 120 };

static SDL_Renderer *renderer;
static volatile int audio_calls;
static volatile Uint32 audio_ticks;
static SDL_sem *audio_started;

static void frame(Uint8 r, Uint8 g, Uint8 b) {
    SDL_Event event;
    while (SDL_PollEvent(&event)) {
    }
    SDL_SetRenderDrawColor(renderer, r, g, b, 255);
    SDL_RenderClear(renderer);
    SDL_RenderPresent(renderer);
}

static double monotonic(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

static void SDLCALL fill(void *user, Uint8 *stream, int length) {
    (void)user;
    memset(stream, 0, (size_t)length);
    audio_ticks = SDL_GetTicks();
    if (audio_calls++ == 0) SDL_SemPost(audio_started);
}

static Uint32 SDLCALL tick(Uint32 interval, void *user) {
    (void)user;
    SDL_Event event = {.user = {.type = SDL_USEREVENT}};
    SDL_PushEvent(&event);
    return interval;
}

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "spin";
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_AUDIO | SDL_INIT_TIMER) != 0) return 1;
    SDL_Window *window = SDL_CreateWindow("clock-probe", 0, 0, 160, 90, 0);
    renderer = window ? SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC) : NULL;
    if (!renderer) {
        fprintf(stderr, "clock-probe: %s\n", SDL_GetError());
        return 1;
    }
    if (!strcmp(mode, "spin")) {
        Uint64 start = SDL_GetTicks64(), spins = 0;
        for (int f = 0; f < FRAMES; f++) {
            Uint64 due = start + (Uint64)(f + 1) * 20;
            while (SDL_GetTicks64() < due) spins++;
            frame((Uint8)f, 0, 0);
        }
        printf("spin: %d frames, ticks %llu after start, %s\n", FRAMES, (unsigned long long)(SDL_GetTicks64() - start),
               spins > 0 ? "spun" : "never spun");
    } else if (!strcmp(mode, "libc")) {
        time_t started = time(NULL);
        srand((unsigned)started);
        unsigned char bytes[16];
        if (getrandom(bytes, sizeof bytes, 0) != (ssize_t)sizeof bytes) return 1;
        double begin = monotonic();
        for (int f = 0; f < FRAMES; f++) {
            double due = begin + (f + 1) / 30.0, left = due - monotonic();
            if (left > 0) {
                struct timespec nap = {.tv_sec = (time_t)left, .tv_nsec = (long)((left - (time_t)left) * 1e9)};
                nanosleep(&nap, NULL);
            }
            frame((Uint8)rand(), (Uint8)rand(), (Uint8)rand());
        }
        printf("libc: started at %lld, %.3f s for %d frames, first rand %d, random bytes %02x%02x%02x%02x\n",
               (long long)started, monotonic() - begin, FRAMES, rand() % 1000, bytes[0], bytes[1], bytes[2], bytes[3]);
    } else if (!strcmp(mode, "audio")) {
        SDL_AudioSpec want = {.freq = 22050, .format = AUDIO_S16SYS, .channels = 1, .samples = 512, .callback = fill};
        SDL_AudioDeviceID device = SDL_OpenAudioDevice(NULL, 0, &want, NULL, 0);
        if (!device) {
            fprintf(stderr, "clock-probe: %s\n", SDL_GetError());
            return 1;
        }
        audio_started = SDL_CreateSemaphore(0);
        SDL_PauseAudioDevice(device, 0);
        /* The frames start once the callback has run (a headless run's frames can all pass before SDL's audio
         * thread is first scheduled on a busy machine); the wait is SDL's, untimed, so no clock moves. */
        if (audio_started) SDL_SemWait(audio_started);
        for (int f = 0; f < FRAMES; f++) {
            SDL_Delay(16);
            frame(0, (Uint8)f, 0);
        }
        SDL_CloseAudioDevice(device);
        printf("audio: %d frames, ticks %u, the callback %s\n", FRAMES, SDL_GetTicks(),
               audio_calls > 0 && audio_ticks <= SDL_GetTicks() ? "ran and read the game's clock" : "did not run");
    } else if (!strcmp(mode, "timer")) {
        SDL_AddTimer(25, tick, NULL);
        int got = 0;
        SDL_Event event;
        while (got < FRAMES && SDL_WaitEvent(&event)) {
            if (event.type != SDL_USEREVENT) continue;
            got++;
            SDL_SetRenderDrawColor(renderer, 0, 0, (Uint8)got, 255);
            SDL_RenderClear(renderer);
            SDL_RenderPresent(renderer);
        }
        printf("timer: %d ticks of 25 ms, SDL_GetTicks %u\n", got, SDL_GetTicks());
    }
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
