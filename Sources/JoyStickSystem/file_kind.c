#include "joystick_system.h"

#include <sys/stat.h>

js_file_kind js_file_kind_of(const char *path) {
    struct stat status;
    if (path == 0 || stat(path, &status) != 0) return JS_FILE_MISSING;
    if (S_ISREG(status.st_mode)) return JS_FILE_REGULAR;
    if (S_ISDIR(status.st_mode)) return JS_FILE_DIRECTORY;
    return JS_FILE_OTHER;
}
