/*
 * The overlay's status lines for joystick-run and its messages for the player.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <stdlib.h>

#include "overlay_core.h"

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

