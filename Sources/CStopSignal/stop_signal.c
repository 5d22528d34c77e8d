#define _POSIX_C_SOURCE 200809L
#include "stop_signal.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

static volatile sig_atomic_t received = 0;

static void catch_signal(int number) {
    received = number;
}

void stop_signal_watch(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = catch_signal;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
}

int stop_signal_received(void) {
    return received;
}

void stop_signal_reset(void) {
    received = 0;
}

void stop_signal_with_parent(int parent) {
#ifdef __linux__
    prctl(PR_SET_PDEATHSIG, SIGTERM);
#endif
    if (getppid() != (pid_t)parent) raise(SIGTERM);
}
