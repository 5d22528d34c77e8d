/* The cost of a clock read in a headless run of joystick-run: clock_gettime(CLOCK_MONOTONIC) called 10,000,000
 * times, timed by the kernel's own clock (a system call, which the overlay's clock does not touch). Run alone
 * (the C library's clock, through the vDSO) and under `joystick-run --headless` (the overlay's virtual clock,
 * loaded with LD_PRELOAD); prints nanoseconds a read. Benchmarks/joystick-run.sh runs both. */
#define _GNU_SOURCE
#include <stdio.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static double kernel_seconds(void) {
    struct timespec now;
    syscall(SYS_clock_gettime, CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

int main(void) {
    enum { READS = 10000000 };
    struct timespec read;
    long long sum = 0;
    double start = kernel_seconds();
    for (int i = 0; i < READS; i++) {
        clock_gettime(CLOCK_MONOTONIC, &read);
        sum += read.tv_nsec & 1;
    }
    double seconds = kernel_seconds() - start;
    printf("%.1f ns a clock read (%lld)\n", seconds * 1e9 / READS, sum & 1);
    return 0;
}
