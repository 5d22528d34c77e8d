/*
 * SDL_DYNAPI_entry: how SDL2 hands its table to the overlay, and the overlay its functions to SDL.
 *
 * SDL calls it once per process, under a lock, on the thread of the first SDL call, with the table of the SDL
 * the game uses (the system's, one bundled with the game, or one linked into the game statically). The real
 * functions come from the real SDL's own SDL_DYNAPI_entry, which fills a table and takes no lock; nothing
 * exported by SDL is called here (that would read SDL_DYNAMIC_API again on the same lock: a deadlock).
 *
 *   - the real SDL is the shared library that holds the game's table when there is one (its own copy for a
 *     game that bundles SDL), else the system's libSDL2-2.0.so.0 (a game linked with SDL statically: SDL
 *     hands over to the system's library, whose functions then serve the game);
 *   - the real SDL fills the game's table first (every slot, those of an SDL newer than this overlay too),
 *     then the overlay's private copy, and only then does the overlay put its wrappers in;
 *   - a game's table larger than the real SDL's (a game built with a newer SDL than the system's) cannot be
 *     filled: the entry says why and returns -1, SDL warns and runs the game without the overlay, and
 *     joystick-run tells the player in words.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <dlfcn.h>
#include <signal.h>
#include <stdarg.h>
#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "joystick_run_overlay.h"
#include "overlay.h"
#include "wrappers.h"

void *jr_real[JR_SLOT_COUNT];
bool jr_sdl_is_compat;
_Thread_local int jr_inside;

/* The oldest SDL the overlay runs on: the C library's virtual game controller needs
 * SDL_JoystickAttachVirtualEx (2.24.0). */
#define JR_MIN_SDL_MAJOR 2
#define JR_MIN_SDL_MINOR 24

typedef Sint32 (*jr_entry_fn)(Uint32 apiver, void *table, Uint32 tablesize);

/* The shared library holding `address`, opened again (it is loaded), and its SDL_DYNAPI_entry; or NULL for an
 * address in the executable, or in a library that is not an SDL. */
static jr_entry_fn entry_of_library_holding(const void *address, char *path, size_t size) {
    Dl_info info;
    if (!dladdr(address, &info) || !info.dli_fname || !info.dli_fname[0]) return NULL;
    void *self = dlopen(NULL, RTLD_NOW);
    void *holder = dlopen(info.dli_fname, RTLD_NOW | RTLD_NOLOAD | RTLD_LOCAL);
    if (!holder || holder == self) {
        if (holder) dlclose(holder);
        if (self) dlclose(self);
        return NULL;
    }
    if (self) dlclose(self);
    jr_entry_fn entry = (jr_entry_fn)dlsym(holder, "SDL_DYNAPI_entry");
    if (entry) snprintf(path, size, "%s", info.dli_fname);
    /* The handle stays open: the game's SDL stays loaded as long as the game. */
    return entry;
}

/* The overlay's wrappers, by slot. */
typedef struct jr_patch {
    int slot;
    void *wrapper;
} jr_patch;

static const jr_patch patches[] = {
#define JR_WRAP(fn) {JR_SLOT_##fn, (void *)jr_wrap_##fn},
    JR_WRAPPED_FUNCTIONS
#undef JR_WRAP
};

static int failed(const char *reason) {
    jr_status("ENTRY_FAIL", "reason=%s", reason);
    return -1;
}

Sint32 SDL_DYNAPI_entry(Uint32 apiver, void *table, Uint32 tablesize) {
    static bool taken;
    char reason[512];
    if (taken) return failed("a second SDL in the process asked too: only the first one has the controls");
    if (apiver != 1) {
        snprintf(reason, sizeof reason, "SDL asked with dynamic API version %u, not SDL2's 1", (unsigned)apiver);
        return failed(reason);
    }
    if (!table || tablesize == 0 || tablesize % sizeof(void *) != 0) return failed("SDL gave no table");

    char real_path[1024] = "";
    jr_entry_fn real_entry = entry_of_library_holding(table, real_path, sizeof real_path);
    if (!real_entry) {
        /* SDL linked into the game: the system's SDL serves it (the one the C library uses too). */
        void *system = dlopen("libSDL2-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
        if (!system) {
            snprintf(reason, sizeof reason, "the game links SDL2 statically, and the system has no libSDL2-2.0.so.0 to "
                     "run it with (%s)", dlerror());
            return failed(reason);
        }
        real_entry = (jr_entry_fn)dlsym(system, "SDL_DYNAPI_entry");
        snprintf(real_path, sizeof real_path, "libSDL2-2.0.so.0");
        if (!real_entry) return failed("the system's libSDL2-2.0.so.0 has no dynamic API");
    }

    size_t own = sizeof jr_real;
    if (tablesize > own) {
        snprintf(reason, sizeof reason, "the game's SDL2 table has %u functions, more than any SDL2 has", tablesize / 8);
        return failed(reason);
    }
    /* The real SDL fills the game's table, every slot, and then a copy of its own for the overlay. */
    if (real_entry(1, table, tablesize) < 0) {
        memset(jr_real, 0, sizeof jr_real);
        /* How large the real table is: its entry refuses anything larger. */
        Uint32 size = tablesize;
        while (size > 0 && real_entry(1, jr_real, size) < 0) size -= sizeof(void *);
        snprintf(reason, sizeof reason, "the game was built with a newer SDL2 than %s (%u functions against %u): "
                 "install a newer SDL2, or run the game with the SDL2 it ships", real_path,
                 tablesize / 8, size / 8);
        /* The game's table was left as SDL's stubs; SDL fills it from itself after this refusal. */
        return failed(reason);
    }
    Uint32 mine = tablesize < own ? tablesize : (Uint32)own;
    memset(jr_real, 0, sizeof jr_real);
    if (real_entry(1, jr_real, mine) < 0) return failed("the real SDL2 refused to fill the overlay's table");

    /* Too old for the C library? Ask the real SDL (its table is filled: safe now). */
    SDL_version version = {0, 0, 0};
    if (HAS_REAL(SDL_GetVersion)) REAL(SDL_GetVersion)(&version);
    if (version.major != JR_MIN_SDL_MAJOR || version.minor < JR_MIN_SDL_MINOR) {
        snprintf(reason, sizeof reason, "the game's SDL2 (%s) is %d.%d.%d; joystick-run needs %d.%d or newer", real_path,
                 version.major, version.minor, version.patch, JR_MIN_SDL_MAJOR, JR_MIN_SDL_MINOR);
        return failed(reason);
    }
    if (jr_read_spec(reason, sizeof reason) != 0) return failed(reason);
    if (!jr_load_library(reason, sizeof reason)) return failed(reason);

    void **slots = table;
    for (size_t i = 0; i < sizeof patches / sizeof patches[0]; i++) {
        if ((size_t)patches[i].slot * sizeof(void *) < tablesize && jr_real[patches[i].slot]) {
            slots[patches[i].slot] = patches[i].wrapper;
        }
    }
    taken = true;
    /* sdl2-compat (SDL2's ABI over SDL3) numbers its releases from patch level 50, and says at load time which
     * SDL3 it found. */
    jr_sdl_is_compat = version.patch >= 50;
    const char *sdl3 = jr_sdl_is_compat ? getenv("SDL3_VERSION") : NULL;
    jr_status("ENTRY_OK", "sdl=%d.%d.%d compat=%d sdl3=%s library=%s headless=%d real=%s", version.major, version.minor,
              version.patch, jr_sdl_is_compat ? 1 : 0, sdl3 && sdl3[0] ? sdl3 : "-", jr_js->version(),
              jr_the_spec.headless ? 1 : 0, real_path);
    return 0;
}

/* ---- Status lines and messages ---------------------------------------------------------------------- */

/* The status channel (JOYSTICK_RUN_STATUS, a named pipe in joystick-run's private folder), opened by its path
 * and known by its device and inode: a game that closes the descriptors it did not open and opens its own files
 * gets the same numbers, so before each line the descriptor is checked to be still the pipe, and when it is not
 * the pipe is opened again (the game's descriptor is left alone). The descriptor sits high, where a game's own
 * files do not reach, and is not inherited across exec: a program the game starts opens its own. */
static int status_fd = -1;
/* joystick-run is gone (the pipe has no reader): nothing more is said, and the game plays on. */
static bool status_gone;
static dev_t status_device;
static ino_t status_inode;

static bool status_is_open(void) {
    struct stat now;
    return status_fd >= 0 && fstat(status_fd, &now) == 0 && S_ISFIFO(now.st_mode) && now.st_dev == status_device
        && now.st_ino == status_inode;
}

static void status_open(void) {
    const char *path = getenv("JOYSTICK_RUN_STATUS");
    status_fd = -1;
    if (!path || !path[0]) return;
    /* Without waiting: a pipe joystick-run no longer reads (it was killed) would block the game for ever. */
    int fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    if (fd < 0) {
        if (errno == ENXIO) status_gone = true;
        return;
    }
    /* Lines then wait for room, as joystick-run reads them. */
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    struct stat opened;
    if (fstat(fd, &opened) != 0) {
        close(fd);
        return;
    }
    int high = fcntl(fd, F_DUPFD_CLOEXEC, 900);
    if (high >= 0) {
        close(fd);
        fd = high;
    }
    status_fd = fd;
    status_device = opened.st_dev;
    status_inode = opened.st_ino;
}

/* write(2) to the status pipe without SIGPIPE: joystick-run killed, the game must not die of saying something.
 * SIGPIPE is blocked for this thread meanwhile, and the one this write raised taken back (not one the game had
 * pending already). */
static ssize_t write_quietly(int fd, const void *data, size_t size) {
    sigset_t pipe_only, before, pending;
    sigemptyset(&pipe_only);
    sigaddset(&pipe_only, SIGPIPE);
    sigpending(&pending);
    bool was_pending = sigismember(&pending, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe_only, &before);
    ssize_t written = write(fd, data, size);
    int error = errno;
    if (written < 0 && error == EPIPE && !was_pending) {
        struct timespec now = {0, 0};
        while (sigtimedwait(&pipe_only, NULL, &now) < 0 && errno == EINTR) {
        }
    }
    pthread_sigmask(SIG_SETMASK, &before, NULL);
    errno = error;
    return written;
}

void jr_status(const char *word, const char *format, ...) {
    char line[1024];
    int used = snprintf(line, sizeof line, "%s pid=%ld ", word, (long)getpid());
    va_list arguments;
    va_start(arguments, format);
    if (used > 0 && (size_t)used < sizeof line) vsnprintf(line + used, sizeof line - (size_t)used, format, arguments);
    va_end(arguments);
    /* One line, one write: lines from several processes never interleave (a pipe writes up to 4 KiB whole). */
    size_t length = strnlen(line, sizeof line - 2);
    for (size_t i = 0; i < length; i++) if (line[i] == '\n') line[i] = ' ';
    line[length] = '\n';
    if (status_gone) return;
    if (!status_is_open()) status_open();
    if (status_fd < 0) return;
    if (write_quietly(status_fd, line, length + 1) < 0 && errno == EPIPE) {
        close(status_fd);
        status_fd = -1;
        status_gone = true;
    }
}

void jr_say_once(int key, const char *format, ...) {
    static bool said[JR_SAY_COUNT];
    if (key < 0 || key >= JR_SAY_COUNT || said[key]) return;
    said[key] = true;
    char message[1024];
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(message, sizeof message, format, arguments);
    va_end(arguments);
    fprintf(stderr, "joystick-run: %s\n", message);
    jr_status("FAIL", "%s", message);
}

/* Loaded, by SDL through SDL_DYNAMIC_API or, in a headless run, with LD_PRELOAD when the process starts (then
 * the virtual clock starts with it). Nothing here calls SDL. */
__attribute__((constructor)) static void loaded(void) {
    jr_clock_start();
    if (jr_clock.is_virtual) {
        /* A headless game, and every process it starts, ends with its parent: nothing is left running when
         * joystick-run itself is killed (SIGKILL leaves it no time to stop them). */
        pid_t parent = getppid();
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parent) raise(SIGKILL);
    }
    jr_status("LOADED", "virtual-clock=%d", jr_clock.is_virtual ? 1 : 0);
}
