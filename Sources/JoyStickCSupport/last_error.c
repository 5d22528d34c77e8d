#include "joystick_c_support.h"

#include <string.h>

/* One message per thread, so two threads each driving their own controls never read each other's error. */
static _Thread_local char last_error[512];

void js_support_set_error(const char *message) {
    if (message == NULL) {
        last_error[0] = '\0';
        return;
    }
    strncpy(last_error, message, sizeof last_error - 1);
    last_error[sizeof last_error - 1] = '\0';
}

const char *js_last_error(void) {
    return last_error;
}
