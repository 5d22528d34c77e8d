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
    /* Room for the size stat gave and one byte more, so that a file that grew since is seen to; it grows, up
     * to one byte past the limit, only when the file did (a picture's limit is tens of MB, its file a few KB). */
    size_t room = (size_t)status.st_size + 1;
    unsigned char *buffer = malloc(room);
    if (buffer == NULL) {
        close(file);
        return refuse(reason, reason_size, "cannot be read: out of memory");
    }
    size_t total = 0;
    while (total <= limit) {
        if (total == room) {
            size_t larger = room > limit / 2 ? limit + 1 : room * 2;
            unsigned char *grown = realloc(buffer, larger);
            if (grown == NULL) {
                free(buffer);
                close(file);
                return refuse(reason, reason_size, "cannot be read: out of memory");
            }
            buffer = grown;
            room = larger;
        }
        ssize_t got = read(file, buffer + total, room - total);
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

/* The file `path` names, its links followed, into `target` (PATH_MAX bytes): 0, or -1 with errno. realpath
 * does it when the file exists. When it does not (a first save), the links are followed one by one, each
 * relative one from its own folder, up to 40 as the system does (ELOOP beyond), to the name that is not a
 * link: the file to make, so that a link to a file not made yet stays a link. */
static int follow_links(const char *path, char *target) {
    if (realpath(path, target) != NULL) return 0;
    if (errno != ENOENT) return -1;
    char current[PATH_MAX];
    if (strlen(path) >= sizeof current) {
        errno = ENAMETOOLONG;
        return -1;
    }
    snprintf(current, sizeof current, "%s", path);
    for (int links = 0;; links++) {
        struct stat status;
        if (lstat(current, &status) != 0 || !S_ISLNK(status.st_mode)) break;
        if (links == 40) {
            errno = ELOOP;
            return -1;
        }
        char destination[PATH_MAX];
        ssize_t length = readlink(current, destination, sizeof destination - 1);
        if (length < 0) return -1;
        if ((size_t)length >= sizeof destination - 1) {
            errno = ENAMETOOLONG;
            return -1;
        }
        destination[length] = '\0';
        const char *slash = strrchr(current, '/');
        if (destination[0] == '/' || slash == NULL) {
            snprintf(current, sizeof current, "%s", destination);
        } else {
            /* Relative to the link's folder: keep current up to its last slash, then the destination. */
            size_t folder = (size_t)(slash - current) + 1;
            if (folder + (size_t)length >= sizeof current) {
                errno = ENAMETOOLONG;
                return -1;
            }
            memcpy(current + folder, destination, (size_t)length + 1);
        }
    }
    snprintf(target, PATH_MAX, "%s", current);
    return 0;
}

int js_file_write_atomically(const char *path, const unsigned char *bytes, size_t count, char *reason,
                             size_t reason_size) {
    /* The file a link names is the one replaced, or made: the link stays a link. */
    char target[PATH_MAX];
    if (follow_links(path, target) != 0) return system_error(reason, reason_size, "cannot be written");
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

int js_file_lock(const char *path) {
    char lock_path[PATH_MAX + 8];
    if (snprintf(lock_path, sizeof lock_path, "%s.lock", path) >= (int)sizeof lock_path) return -1;
    int lock = open(lock_path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
    if (lock < 0) return -1;
    /* A POSIX record lock: it belongs to the process, so a game that holds its own flock on PATH.lock around
     * the save (the arcade's layout store does) does not wait on itself, while other processes wait. */
    struct flock whole = {.l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 0};
    while (fcntl(lock, F_SETLKW, &whole) != 0) {
        if (errno != EINTR) {
            close(lock);
            return -1;
        }
    }
    return lock;
}

void js_file_unlock(int lock) {
    if (lock >= 0) close(lock);
}
