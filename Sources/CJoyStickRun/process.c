#include <sys/prctl.h>

#include "joystick_run_process.h"

int jr_become_subreaper(void) {
    return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
}
