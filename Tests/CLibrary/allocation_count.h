/* Counting heap allocations: the program's malloc family stands in for glibc's, counting calls while
 * `counting` is set. Embedded Swift allocates its objects with posix_memalign, so that one is counted too.
 * Included once per program (it defines malloc). */
#ifndef JOYSTICK_TEST_ALLOCATION_COUNT_H
#define JOYSTICK_TEST_ALLOCATION_COUNT_H

#include <errno.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

static long allocations = 0;
static int counting = 0;

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

void *malloc(size_t size) {
    if (counting) allocations++;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    if (counting) allocations++;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    if (counting) allocations++;
    return __libc_realloc(pointer, size);
}

int posix_memalign(void **pointer, size_t alignment, size_t size) {
    if (counting) allocations++;
    void *made = __libc_memalign(alignment, size);
    if (made == NULL) return ENOMEM;
    *pointer = made;
    return 0;
}

#ifdef __cplusplus
}
#endif

#endif
