#ifndef JOYSTICK_C_SUPPORT_H
#define JOYSTICK_C_SUPPORT_H

/* What the C library keeps in C: the last error message, one per thread (js_last_error in joystick_sdl.h),
 * and the version string, made from joystick_sdl.h's macros (js_version). */

/* The library's version, "MAJOR.MINOR.PATCH" (js_version in joystick_sdl.h), for Swift programs that say it. */
const char *js_version(void);

/* Replaces this thread's last error message (cut to 511 bytes); NULL clears it. */
void js_support_set_error(const char *message);

#endif
