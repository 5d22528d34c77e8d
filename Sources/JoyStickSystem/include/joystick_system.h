#ifndef JOYSTICK_SYSTEM_H
#define JOYSTICK_SYSTEM_H

/* What the control module asks of the operating system that SDL does not offer. */

/* What a path names, without opening it (opening a FIFO blocks until a writer comes). */
typedef enum js_file_kind {
    JS_FILE_REGULAR = 0,   /* a regular file, or a link to one */
    JS_FILE_MISSING = 1,   /* nothing there, or it cannot be looked at (see errno) */
    JS_FILE_DIRECTORY = 2,
    JS_FILE_OTHER = 3      /* a FIFO, a device, a socket */
} js_file_kind;

/* What `path` names, following links. */
js_file_kind js_file_kind_of(const char *path);

#endif
