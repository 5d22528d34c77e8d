#ifndef JOYSTICK_SYSTEM_H
#define JOYSTICK_SYSTEM_H

#include <stddef.h>

/* The file access of the controls, all of it: JoyStickSDL reads pictures and layout files and writes layout
 * files through these calls alone (Sources/JoyStickSDL/SystemFile.swift), and nothing else of the C library
 * opens a file. C, because the C library is Embedded Swift, which has no Glibc. */

/* What a path names, without opening it (opening a FIFO blocks until a writer comes). */
typedef enum js_file_kind {
    JS_FILE_REGULAR = 0,   /* a regular file, or a link to one */
    JS_FILE_MISSING = 1,   /* nothing there, or it cannot be looked at (see errno) */
    JS_FILE_DIRECTORY = 2,
    JS_FILE_OTHER = 3      /* a FIFO, a device, a socket */
} js_file_kind;

/* What `path` names, following links. */
js_file_kind js_file_kind_of(const char *path);

/* Reads a whole regular file of at most `limit` bytes into memory of its own (free it with js_file_free).
 * Returns 0, `bytes` never NULL (an empty file gets memory of its own too); 1 when nothing is at `path` (a name in
 * a folder that exists, or not, but no file: ENOENT); or -1 with `reason` (a sentence without the path) for a
 * file that is not a regular file (never opened), one larger than `limit` (not read), or a read error. Memory
 * is taken for the file's size, not the limit's. */
int js_file_read(const char *path, size_t limit, unsigned char **bytes, size_t *count, char *reason,
                 size_t reason_size);

/* Frees what js_file_read gave. */
void js_file_free(unsigned char *bytes);

/* Replaces a file's contents atomically: written to a new file beside it, flushed to the disk, then renamed
 * over it, so a crash leaves the old file or the new one, never part of one. A link is followed: the file it
 * names is replaced, keeping its permissions, or made if it does not exist yet, and the link stays a link. A
 * path that names a folder, a device, a FIFO or a socket is refused and left alone. Returns 0, or -1 with
 * `reason` (a sentence without the path). */
int js_file_write_atomically(const char *path, const unsigned char *bytes, size_t count, char *reason,
                             size_t reason_size);

/* Takes the lock of a file that several processes replace (two copies of a game saving one layout): a POSIX
 * write lock (fcntl) on PATH.lock beside it, made if need be, waited for. It is the process's, so a process that
 * holds a flock of its own on PATH.lock meanwhile does not wait on itself. Returns the lock's descriptor for
 * js_file_unlock, or -1 when it cannot be had (a folder that cannot be written: the write that follows fails
 * too, and says why). */
int js_file_lock(const char *path);

/* Lets go of a lock js_file_lock took (the lock file stays, for the next taker). */
void js_file_unlock(int lock);

#endif
