/* Games that misbehave towards joystick-run, for its tests (scripts/test-joystick-run.sh): each does what a real
 * game may do and joystick-run must survive unharmed, prints what it saw in exact numbers, and ends by itself.
 *
 *   hostile-probe own-files DIR   closes every descriptor it did not open itself (as daemons and some games do),
 *                                 then opens DIR/game.log and DIR/save.dat (descriptors 3 and 4, the numbers
 *                                 joystick-run's own would have had), runs 30 frames and writes its save: the
 *                                 save must hold its own bytes alone
 *   hostile-probe ignore-signals  ignores SIGTERM, SIGINT and SDL_QUIT, and presents frames for ever; at SIGUSR1
 *                                 it pushes Ctrl+Alt+H (joystick-run's overlay then hides its controls and says so)
 *   hostile-probe leave-on-term   presents frames for ever, and leaves with exit status 0 at SIGTERM (a game that
 *                                 quits cleanly when asked to)
 *   hostile-probe exit N          runs 20 frames, then exits with status N
 *   hostile-probe never-reads     presents frames for ever and never reads an event (SDL_QUIT never reaches it)
 *   hostile-probe monotonic-waits 30 frames, each paced by four timed waits of 10 ms on the monotonic clock that
 *                                 nothing ends (a condition made with CLOCK_MONOTONIC, pthread_cond_clockwait as
 *                                 C++'s wait_for makes it, pthread_mutex_clocklock as try_lock_for, sem_clockwait),
 *                                 and prints the time they took on that clock
 *   hostile-probe randomness      prints what libc's less common clocks and random numbers give (timespec_get,
 *                                 times, arc4random, arc4random_uniform, arc4random_buf)
 *   hostile-probe daemon          leaves a daemon behind (forked twice, in a session of its own, waiting for ever),
 *                                 then presents frames for ever
 *   hostile-probe count-keys      polls and presents until SDL_QUIT, then prints its frames, SDL's ticks, and how
 *                                 many key-downs and key-ups it read
 *   hostile-probe render-thread   its main thread reads events until SDL_QUIT; a thread of its own draws and
 *                                 presents, 60 frames a second by SDL_Delay; prints how many frames it showed
 *   hostile-probe select-paced    60 frames, each paced by a 20 ms select with nothing to watch, or a poll, and
 *                                 prints the time they took on the monotonic clock
 *   hostile-probe launcher        a launcher: shows 5 frames, starts itself as count-keys (fork and exec) and
 *                                 waits for it, then shows frames until SDL_QUIT
 */
#define _GNU_SOURCE
#include <SDL.h>
#include <stdbool.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <semaphore.h>
#include <sys/select.h>
#include <sys/times.h>
#include <sys/wait.h>
#include <time.h>
#include <signal.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* A window of the probe's and a software renderer on it, or NULL. */
static SDL_Renderer *open_window(const char *title) {
    SDL_Window *window = SDL_CreateWindow(title, 0, 0, 160, 90, 0);
    return window ? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE) : NULL;
}

static int frames(int count) {
    SDL_Renderer *renderer = open_window("hostile-probe");
    if (!renderer) return 1;
    int shown = 0;
    for (int running = 1; running && shown < count;) {
        SDL_Event event;
        while (SDL_PollEvent(&event)) {
            if (event.type == SDL_QUIT) running = 0;
        }
        SDL_SetRenderDrawColor(renderer, (Uint8)(shown * 8), 40, 80, 255);
        SDL_RenderClear(renderer);
        SDL_RenderPresent(renderer);
        shown++;
    }
    SDL_Window *window = SDL_RenderGetWindow(renderer);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    return 0;
}

static int own_files(const char *folder) {
    for (int fd = 3; fd < 1024; fd++) close(fd);
    char path[4096];
    snprintf(path, sizeof path, "%s/game.log", folder);
    int log = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    snprintf(path, sizeof path, "%s/save.dat", folder);
    int save = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    printf("log fd %d save fd %d\n", log, save);
    if (log < 0 || save < 0 || SDL_Init(SDL_INIT_VIDEO) != 0) return 1;
    int failed = frames(30);
    SDL_Quit();
    static const char saved[] = "level 3 score 1200\n";
    if (write(save, saved, strlen(saved)) != (ssize_t)strlen(saved)) return 1;
    close(save);
    close(log);
    return failed;
}

static volatile sig_atomic_t terminated;
static volatile sig_atomic_t hide_asked;

static void on_term(int signal) {
    (void)signal;
    terminated = 1;
}

/* Frames until SIGTERM (leave-on-term) or for ever (ignoring SDL_QUIT too, or never reading an event). */
static void ask_hide(int signal) {
    (void)signal;
    hide_asked = 1;
}

static int endless(bool leave_on_term, bool reads) {
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return 1;
    SDL_Renderer *renderer = open_window("hostile-probe");
    if (!renderer) return 1;
    for (long frame = 0; !(leave_on_term && terminated); frame++) {
        SDL_Event event;
        if (hide_asked) {
            hide_asked = 0;
            for (int down = 1; down >= 0; down--) {
                SDL_Event key;
                SDL_zero(key);
                key.type = down ? SDL_KEYDOWN : SDL_KEYUP;
                key.key.state = down ? SDL_PRESSED : SDL_RELEASED;
                key.key.keysym.scancode = SDL_SCANCODE_H;
                key.key.keysym.sym = SDLK_h;
                key.key.keysym.mod = KMOD_LCTRL | KMOD_LALT;
                SDL_PushEvent(&key);
            }
        }
        while (reads && SDL_PollEvent(&event)) {
        }
        SDL_SetRenderDrawColor(renderer, (Uint8)frame, 40, 80, 255);
        SDL_RenderClear(renderer);
        SDL_RenderPresent(renderer);
    }
    SDL_Quit();
    return 0;
}

static pthread_mutex_t held = PTHREAD_MUTEX_INITIALIZER;
static sem_t never;

static void *hold(void *unused) {
    (void)unused;
    pthread_mutex_lock(&held);
    sem_wait(&never);
    return NULL;
}

static struct timespec monotonic_in(long milliseconds) {
    struct timespec at;
    clock_gettime(CLOCK_MONOTONIC, &at);
    at.tv_nsec += milliseconds * 1000000L;
    at.tv_sec += at.tv_nsec / 1000000000L;
    at.tv_nsec %= 1000000000L;
    return at;
}

static long monotonic_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long)now.tv_sec * 1000L + now.tv_nsec / 1000000L;
}

static int monotonic_waits(void) {
    pthread_condattr_t attributes;
    pthread_condattr_init(&attributes);
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC);
    pthread_cond_t monotonic, plain = PTHREAD_COND_INITIALIZER;
    pthread_cond_init(&monotonic, &attributes);
    pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
    sem_init(&never, 0, 0);
    sem_t empty;
    sem_init(&empty, 0, 0);
    pthread_t holder;
    pthread_create(&holder, NULL, hold, NULL);
    while (pthread_mutex_trylock(&held) == 0) {
        pthread_mutex_unlock(&held);
        sched_yield();
    }
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return 1;
    SDL_Renderer *renderer = open_window("hostile-probe");
    if (!renderer) return 1;
    long started = monotonic_ms(), timeouts = 0;
    for (int frame = 0; frame < 30; frame++) {
        struct timespec at = monotonic_in(10);
        pthread_mutex_lock(&mutex);
        timeouts += pthread_cond_timedwait(&monotonic, &mutex, &at) == ETIMEDOUT;
        at = monotonic_in(10);
        timeouts += pthread_cond_clockwait(&plain, &mutex, CLOCK_MONOTONIC, &at) == ETIMEDOUT;
        pthread_mutex_unlock(&mutex);
        at = monotonic_in(10);
        timeouts += pthread_mutex_clocklock(&held, CLOCK_MONOTONIC, &at) == ETIMEDOUT;
        at = monotonic_in(10);
        timeouts += sem_clockwait(&empty, CLOCK_MONOTONIC, &at) != 0 && errno == ETIMEDOUT;
        SDL_Event event;
        while (SDL_PollEvent(&event)) {
        }
        SDL_SetRenderDrawColor(renderer, (Uint8)frame, 40, 80, 255);
        SDL_RenderClear(renderer);
        SDL_RenderPresent(renderer);
    }
    printf("monotonic-waits: 30 frames, %ld ms, %ld timeouts\n", monotonic_ms() - started, timeouts);
    fflush(stdout);
    _exit(0);
}

static int randomness(void) {
    if (SDL_Init(0) != 0) return 1;
    struct timespec date = {0, 0};
    int base = timespec_get(&date, TIME_UTC);
    struct tms used;
    clock_t ticks = times(&used);
    unsigned char bytes[6];
    arc4random_buf(bytes, sizeof bytes);
    printf("randomness: timespec_get %d %lld.%09ld, times %lld, arc4random %08x, uniform %u, buf %02x%02x%02x%02x%02x%02x\n",
           base, (long long)date.tv_sec, date.tv_nsec, (long long)ticks, arc4random(), arc4random_uniform(1000),
           bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5]);
    SDL_Quit();
    return 0;
}

static int count_keys(void) {
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return 1;
    SDL_Renderer *renderer = open_window("hostile-probe");
    if (!renderer) return 1;
    long frames = 0, downs = 0, ups = 0;
    for (bool running = true; running; frames++) {
        SDL_Event event;
        while (SDL_PollEvent(&event)) {
            if (event.type == SDL_QUIT) running = false;
            if (event.type == SDL_KEYDOWN) downs++;
            if (event.type == SDL_KEYUP) ups++;
        }
        SDL_RenderClear(renderer);
        SDL_RenderPresent(renderer);
    }
    printf("count-keys: %ld frames, ticks %u, %ld downs, %ld ups\n", frames, SDL_GetTicks(), downs, ups);
    SDL_Quit();
    return 0;
}

static SDL_atomic_t drawing;
static SDL_Window *drawn_window;

static int SDLCALL draw_frames(void *shown) {
    SDL_Renderer *renderer = SDL_CreateRenderer(drawn_window, -1, SDL_RENDERER_SOFTWARE);
    if (!renderer) return 1;
    for (int frame = 0; SDL_AtomicGet(&drawing); frame++) {
        SDL_SetRenderDrawColor(renderer, (Uint8)frame, 40, 80, 255);
        SDL_RenderClear(renderer);
        SDL_RenderPresent(renderer);
        SDL_AtomicIncRef((SDL_atomic_t *)shown);
        SDL_Delay(16);
    }
    SDL_DestroyRenderer(renderer);
    return 0;
}

static int render_thread(void) {
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return 1;
    drawn_window = SDL_CreateWindow("hostile-probe", 0, 0, 160, 90, 0);
    if (!drawn_window) return 1;
    SDL_atomic_t shown = {0};
    SDL_AtomicSet(&drawing, 1);
    SDL_Thread *thread = SDL_CreateThread(draw_frames, "render", &shown);
    for (bool running = true; running;) {
        SDL_Event event;
        while (SDL_PollEvent(&event)) {
            if (event.type == SDL_QUIT) running = false;
        }
    }
    SDL_AtomicSet(&drawing, 0);
    SDL_WaitThread(thread, NULL);
    printf("render-thread: showed %s frames\n", SDL_AtomicGet(&shown) >= 30 ? "30 or more" : "fewer than 30");
    SDL_Quit();
    return 0;
}

static int select_paced(void) {
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return 1;
    SDL_Renderer *renderer = open_window("hostile-probe");
    if (!renderer) return 1;
    long started = monotonic_ms();
    for (int frame = 0; frame < 60; frame++) {
        if (frame % 2 == 0) {
            struct timeval wait = {0, 20000};
            select(0, NULL, NULL, NULL, &wait);
        } else {
            poll(NULL, 0, 20);
        }
        SDL_Event event;
        while (SDL_PollEvent(&event)) {
        }
        SDL_RenderClear(renderer);
        SDL_RenderPresent(renderer);
    }
    printf("select-paced: 60 frames, %ld ms\n", monotonic_ms() - started);
    SDL_Quit();
    return 0;
}

static int launcher(const char *self) {
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return 1;
    SDL_Renderer *renderer = open_window("launcher");
    if (!renderer) return 1;
    bool running = true;
    for (int frame = 0; running; frame++) {
        if (frame == 5) {
            pid_t game = fork();
            if (game == 0) {
                execl(self, self, "count-keys", (char *)NULL);
                _exit(127);
            }
            if (game > 0) waitpid(game, NULL, 0);
        }
        SDL_Event event;
        while (SDL_PollEvent(&event)) {
            if (event.type == SDL_QUIT) running = false;
        }
        SDL_SetRenderDrawColor(renderer, 200, 40, (Uint8)frame, 255);
        SDL_RenderClear(renderer);
        SDL_RenderPresent(renderer);
    }
    SDL_Quit();
    return 0;
}

static int daemon_and_frames(void) {
    pid_t child = fork();
    if (child == 0) {
        setsid();
        if (fork() == 0) {
            for (;;) pause();
        }
        _exit(0);
    }
    if (child > 0) waitpid(child, NULL, 0);
    return endless(false, true);
}

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "";
    if (strcmp(mode, "own-files") == 0 && argc > 2) return own_files(argv[2]);
    if (strcmp(mode, "ignore-signals") == 0) {
        signal(SIGTERM, SIG_IGN);
        signal(SIGINT, SIG_IGN);
        signal(SIGUSR1, ask_hide);
        return endless(false, true);
    }
    if (strcmp(mode, "never-reads") == 0) return endless(false, false);
    if (strcmp(mode, "monotonic-waits") == 0) return monotonic_waits();
    if (strcmp(mode, "randomness") == 0) return randomness();
    if (strcmp(mode, "daemon") == 0) return daemon_and_frames();
    if (strcmp(mode, "count-keys") == 0) return count_keys();
    if (strcmp(mode, "render-thread") == 0) return render_thread();
    if (strcmp(mode, "select-paced") == 0) return select_paced();
    if (strcmp(mode, "launcher") == 0) return launcher(argv[0]);
    if (strcmp(mode, "leave-on-term") == 0) {
        struct sigaction action = {.sa_handler = on_term};
        sigaction(SIGTERM, &action, NULL);
        return endless(true, true);
    }
    if (strcmp(mode, "exit") == 0 && argc > 2) {
        if (SDL_Init(SDL_INIT_VIDEO) != 0) return 1;
        int failed = frames(20);
        SDL_Quit();
        return failed ? 1 : atoi(argv[2]);
    }
    fprintf(stderr, "hostile-probe: unknown mode %s\n", mode);
    return 2;
}
