/*
 * joystick-run's own command line, kept before any library's constructor can hide it.
 *
 * Swift on Linux finds argv by walking back from `environ` once the libraries are loaded; sdl2-compat (the libSDL2
 * of Arch, Fedora 42+, NixOS, Debian unstable) calls setenv in its constructor, which moves `environ` off the
 * process's first stack, and CommandLine.arguments then comes out empty. glibc hands every constructor of the
 * executable argc and argv themselves, which no setenv moves.
 */
#include "joystick_run_process.h"

static int kept_count;
static char **kept_arguments;

__attribute__((constructor)) static void keep_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    kept_count = argc;
    kept_arguments = argv;
}

int jr_argument_count(void) {
    return kept_arguments ? kept_count : 0;
}

const char *jr_argument(int index) {
    return index >= 0 && index < jr_argument_count() ? kept_arguments[index] : (const char *)0;
}
