#ifndef JOYSTICK_C_SUPPORT_H
#define JOYSTICK_C_SUPPORT_H

#include <pthread.h>
#include <stdint.h>

/* What the C library keeps in C: the last error message, one per thread (js_last_error in joystick_sdl.h),
 * and the version string, made from joystick_sdl.h's macros (js_version). */

/* The library's version, "MAJOR.MINOR.PATCH" (js_version in joystick_sdl.h), for Swift programs that say it. */
const char *js_version(void);

/* Replaces this thread's last error message (cut to 511 bytes); NULL clears it. */
void js_support_set_error(const char *message);

/* The calling thread, as an address of its own: its thread pointer, read in one instruction where the compiler
 * has __builtin_thread_pointer, else pthread_self. What the per-event call compares with the thread that made the
 * controls, without a call into SDL. Equal for two calls exactly when they come from the same thread, as long as
 * it runs. */
#if defined(__has_builtin)
#if __has_builtin(__builtin_thread_pointer)
#define JS_SUPPORT_THREAD_POINTER() ((uintptr_t)__builtin_thread_pointer())
#endif
#endif
#ifndef JS_SUPPORT_THREAD_POINTER
#define JS_SUPPORT_THREAD_POINTER() ((uintptr_t)pthread_self())
#endif
static inline uintptr_t js_support_this_thread(void) { return JS_SUPPORT_THREAD_POINTER(); }

#endif
