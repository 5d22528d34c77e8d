/* The C tests' one check: counts what passed and failed, and prints the line, the condition and a message
 * (printf's format and arguments) for each failure. Each test ends with
 * printf("%d passed, %d failed\n", passed, failed) and returns failed != 0. Included once per program. */
#ifndef JOYSTICK_TEST_CHECK_H
#define JOYSTICK_TEST_CHECK_H

#include <stdio.h>

static int passed = 0, failed = 0;

#define CHECK(condition, ...)                                             \
    do {                                                                  \
        if (condition) {                                                  \
            passed++;                                                     \
        } else {                                                          \
            failed++;                                                     \
            printf("FAILED line %d: %s: ", __LINE__, #condition);         \
            printf(__VA_ARGS__);                                          \
            printf("\n");                                                 \
        }                                                                 \
    } while (0)

#endif
