#define _GNU_SOURCE
#include "joystick_system.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int refuse(char *reason, size_t size, const char *what) {
    snprintf(reason, size, "%s", what);
    return -1;
}

static int system_error(char *reason, size_t size, const char *doing) {
    snprintf(reason, size, "%s: %s", doing, strerror(errno));
    return -1;
}

int js_file_read(const char *path, size_t limit, unsigned char **bytes, size_t *count, char *reason,
                 size_t reason_size) {
    struct stat status;
    if (stat(path, &status) != 0) {
        if (errno != ENOENT) return system_error(reason, reason_size, "cannot be read");
        refuse(reason, reason_size, "does not exist");
        return 1;
    }
    if (!S_ISREG(status.st_mode)) {
        return refuse(reason, reason_size, S_ISDIR(status.st_mode) ? "is a folder, not a file"
                                                                    : "is not a regular file (a FIFO, a device or a socket)");
    }
    if ((unsigned long long)status.st_size > limit) {
        snprintf(reason, reason_size, "is too large (%lld bytes, at most %zu)", (long long)status.st_size, limit);
        return -1;
    }
    int file = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (file < 0) return system_error(reason, reason_size, "cannot be opened");
    /* One byte more than the limit: a file that grew since stat is still refused. */
    unsigned char *buffer = malloc(limit + 1);
    if (buffer == NULL) {
        close(file);
        return refuse(reason, reason_size, "cannot be read: out of memory");
    }
    size_t total = 0;
    while (total <= limit) {
        ssize_t got = read(file, buffer + total, limit + 1 - total);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) {
            int saved = errno;
            free(buffer);
            close(file);
            errno = saved;
            return system_error(reason, reason_size, "cannot be read");
        }
        if (got == 0) break;
        total += (size_t)got;
    }
    close(file);
    if (total > limit) {
        free(buffer);
        snprintf(reason, reason_size, "is too large (more than %zu bytes)", limit);
        return -1;
    }
    *bytes = buffer;
    *count = total;
    return 0;
}

void js_file_free(unsigned char *bytes) {
    free(bytes);
}

int js_file_write_atomically(const char *path, const unsigned char *bytes, size_t count, char *reason,
                             size_t reason_size) {
    /* The file a link names is the one replaced: resolve the links first (a missing file is fine). */
    char target[PATH_MAX];
    if (realpath(path, target) == NULL) {
        if (errno != ENOENT) return system_error(reason, reason_size, "cannot be written");
        if (strlen(path) >= sizeof target) return refuse(reason, reason_size, "cannot be written: the path is too long");
        snprintf(target, sizeof target, "%s", path);
    }
    mode_t mode = 0644;
    struct stat status;
    if (stat(target, &status) == 0) {
        if (S_ISDIR(status.st_mode)) return refuse(reason, reason_size, "is a folder, not a file: left alone");
        if (!S_ISREG(status.st_mode)) {
            return refuse(reason, reason_size, "is not a regular file (a FIFO, a device or a socket): left alone");
        }
        mode = status.st_mode & 07777;
    }
    char temporary[PATH_MAX + 32];
    snprintf(temporary, sizeof temporary, "%s.%ld.tmp", target, (long)getpid());
    unlink(temporary);
    int file = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
    if (file < 0) return system_error(reason, reason_size, "cannot be written");
    size_t written = 0;
    while (written < count) {
        ssize_t done = write(file, bytes + written, count - written);
        if (done < 0 && errno == EINTR) continue;
        if (done < 0) {
            int saved = errno;
            close(file);
            unlink(temporary);
            errno = saved;
            return system_error(reason, reason_size, "cannot be written");
        }
        written += (size_t)done;
    }
    if (fchmod(file, mode) != 0 || fsync(file) != 0) {
        int saved = errno;
        close(file);
        unlink(temporary);
        errno = saved;
        return system_error(reason, reason_size, "cannot be written");
    }
    if (close(file) != 0 || rename(temporary, target) != 0) {
        int saved = errno;
        unlink(temporary);
        errno = saved;
        return system_error(reason, reason_size, "cannot be written");
    }
    /* The rename itself reaches the disk with the folder. */
    char folder[PATH_MAX];
    snprintf(folder, sizeof folder, "%s", target);
    char *slash = strrchr(folder, '/');
    if (slash == folder) slash[1] = '\0';
    else if (slash != NULL) *slash = '\0';
    else snprintf(folder, sizeof folder, ".");
    int directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (directory >= 0) {
        fsync(directory);
        close(directory);
    }
    return 0;
}
