/*
 * libc's clocks, sleeps and random bytes in a headless run (joystick-run --headless loads the overlay with
 * LD_PRELOAD too, so these come before libc's for the game, SDL and every library in the process).
 *
 *   clock_gettime (every clock), gettimeofday, time, clock      the virtual clock (clock.c): CLOCK_REALTIME and
 *                                                              the others that tell the date start at
 *                                                              --start-time, the monotonic ones at 100,000 s,
 *                                                              the CPU-time ones and clock() at 0
 *   nanosleep, clock_nanosleep, usleep, sleep                   on the clock thread: the clock moves by what
 *                                                              was asked, at once; elsewhere: a real sleep
 *   pthread_cond_timedwait, sem_timedwait                       their deadline, a virtual date, waited for as
 *                                                              the same distance on the real clock
 *   getrandom, getentropy                                       bytes from --seed (reads of /dev/urandom are
 *                                                              not changed: opening files is not interposed)
 *
 * Outside a headless run (no JOYSTICK_RUN_CLOCK) each of them is the system's own. The real clock and sleeps
 * are the kernel's system calls, so that nothing here depends on the dynamic loader while it starts.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdatomic.h>
#include <sys/random.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include "overlay.h"

#define EXPORTED __attribute__((visibility("default")))

/* Where each kind of clock starts, in seconds. */
#define MONOTONIC_START 100000

static int real_clock_gettime(clockid_t clock, struct timespec *now) {
    return (int)syscall(SYS_clock_gettime, clock, now);
}

static bool tells_the_date(clockid_t clock) {
    return clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE || clock == CLOCK_TAI
        || clock == CLOCK_REALTIME_ALARM;
}

static bool counts_cpu_time(clockid_t clock) {
    return clock == CLOCK_PROCESS_CPUTIME_ID || clock == CLOCK_THREAD_CPUTIME_ID || clock < 0;
}

static struct timespec virtual_now(clockid_t clock) {
    Uint64 elapsed = jr_clock_elapsed_ns();
    Uint64 start = tells_the_date(clock) ? (Uint64)jr_clock_start_seconds : counts_cpu_time(clock) ? 0 : MONOTONIC_START;
    return (struct timespec){.tv_sec = (time_t)(start + elapsed / 1000000000u), .tv_nsec = (long)(elapsed % 1000000000u)};
}

EXPORTED int clock_gettime(clockid_t clock, struct timespec *now) {
    if (!jr_clock_is_virtual) return real_clock_gettime(clock, now);
    jr_clock_read();
    *now = virtual_now(clock);
    return 0;
}

EXPORTED int gettimeofday(struct timeval *restrict now, void *restrict zone) {
    if (!jr_clock_is_virtual) return (int)syscall(SYS_gettimeofday, now, zone);
    struct timespec date;
    clock_gettime(CLOCK_REALTIME, &date);
    now->tv_sec = date.tv_sec;
    now->tv_usec = date.tv_nsec / 1000;
    if (zone) ((struct timezone *)zone)->tz_minuteswest = ((struct timezone *)zone)->tz_dsttime = 0;
    return 0;
}

EXPORTED time_t time(time_t *now) {
    struct timespec date;
    if (clock_gettime(CLOCK_REALTIME, &date) != 0) return (time_t)-1;
    if (now) *now = date.tv_sec;
    return date.tv_sec;
}

EXPORTED clock_t clock(void) {
    struct timespec used;
    if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &used) != 0) return (clock_t)-1;
    return (clock_t)(used.tv_sec * CLOCKS_PER_SEC + used.tv_nsec / (1000000000 / CLOCKS_PER_SEC));
}

/* ---- Sleeps ---------------------------------------------------------------------------------------------- */

static Uint64 nanoseconds(const struct timespec *span) {
    if (span->tv_sec < 0 || span->tv_nsec < 0) return 0;
    return (Uint64)span->tv_sec * 1000000000u + (Uint64)span->tv_nsec;
}

/* A virtual sleep of the clock thread, or false when this sleep is a real one. */
static bool slept_virtually(Uint64 span) {
    if (!jr_clock_is_virtual || !jr_clock_on_its_thread()) return false;
    jr_clock_advance(span);
    return true;
}

EXPORTED int clock_nanosleep(clockid_t clock, int flags, const struct timespec *asked, struct timespec *left) {
    if (!jr_clock_is_virtual || !asked) return (int)syscall(SYS_clock_nanosleep, clock, flags, asked, left) == 0 ? 0 : errno;
    Uint64 span = nanoseconds(asked);
    if (flags & TIMER_ABSTIME) {
        struct timespec now = virtual_now(clock);
        Uint64 current = nanoseconds(&now);
        span = span > current ? span - current : 0;
    }
    if (slept_virtually(span)) {
        if (left) *left = (struct timespec){0, 0};
        return 0;
    }
    struct timespec relative = {.tv_sec = (time_t)(span / 1000000000u), .tv_nsec = (long)(span % 1000000000u)};
    return (int)syscall(SYS_clock_nanosleep, CLOCK_MONOTONIC, 0, &relative, left) == 0 ? 0 : errno;
}

EXPORTED int nanosleep(const struct timespec *asked, struct timespec *left) {
    if (!jr_clock_is_virtual || !asked) return (int)syscall(SYS_nanosleep, asked, left);
    if (slept_virtually(nanoseconds(asked))) {
        if (left) *left = (struct timespec){0, 0};
        return 0;
    }
    return (int)syscall(SYS_nanosleep, asked, left);
}

EXPORTED int usleep(useconds_t microseconds) {
    struct timespec asked = {.tv_sec = microseconds / 1000000, .tv_nsec = (long)(microseconds % 1000000) * 1000};
    return nanosleep(&asked, NULL);
}

EXPORTED unsigned sleep(unsigned seconds) {
    struct timespec asked = {.tv_sec = seconds, .tv_nsec = 0}, left = {0, 0};
    if (nanosleep(&asked, &left) != 0) return (unsigned)left.tv_sec;
    return 0;
}

/* ---- Timed waits: a virtual deadline waited for as the same distance of real time -------------------- */

static struct timespec real_deadline(const struct timespec *virtual_deadline, clockid_t clock) {
    struct timespec now = virtual_now(clock), real;
    Uint64 wanted = nanoseconds(virtual_deadline), current = nanoseconds(&now);
    Uint64 span = wanted > current ? wanted - current : 0;
    real_clock_gettime(clock, &real);
    Uint64 at = nanoseconds(&real) + span;
    return (struct timespec){.tv_sec = (time_t)(at / 1000000000u), .tv_nsec = (long)(at % 1000000000u)};
}

typedef int (*cond_timedwait_fn)(pthread_cond_t *, pthread_mutex_t *, const struct timespec *);
typedef int (*sem_timedwait_fn)(sem_t *, const struct timespec *);

EXPORTED int pthread_cond_timedwait(pthread_cond_t *restrict condition, pthread_mutex_t *restrict mutex,
                                    const struct timespec *restrict deadline) {
    static _Atomic(cond_timedwait_fn) real;
    cond_timedwait_fn wait = atomic_load(&real);
    if (!wait) {
        wait = (cond_timedwait_fn)dlvsym(RTLD_NEXT, "pthread_cond_timedwait", "GLIBC_2.3.2");
        if (!wait) wait = (cond_timedwait_fn)dlsym(RTLD_NEXT, "pthread_cond_timedwait");
        atomic_store(&real, wait);
    }
    if (!jr_clock_is_virtual) return wait(condition, mutex, deadline);
    /* SDL and most programs make the deadline from CLOCK_REALTIME; a condition may use another clock, but
     * the distance is what matters. */
    struct timespec real_at = real_deadline(deadline, CLOCK_REALTIME);
    return wait(condition, mutex, &real_at);
}

EXPORTED int sem_timedwait(sem_t *restrict semaphore, const struct timespec *restrict deadline) {
    static _Atomic(sem_timedwait_fn) real;
    sem_timedwait_fn wait = atomic_load(&real);
    if (!wait) {
        wait = (sem_timedwait_fn)dlsym(RTLD_NEXT, "sem_timedwait");
        atomic_store(&real, wait);
    }
    if (!jr_clock_is_virtual) return wait(semaphore, deadline);
    struct timespec real_at = real_deadline(deadline, CLOCK_REALTIME);
    return wait(semaphore, &real_at);
}

/* ---- Random bytes ------------------------------------------------------------------------------------- */

/* SplitMix64 from --seed: the same bytes in every run of the same seed. */
static _Atomic Uint64 random_state;

static Uint64 next_random(void) {
    Uint64 z = atomic_fetch_add(&random_state, 0x9E3779B97F4A7C15u) + 0x9E3779B97F4A7C15u + jr_clock_seed;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

EXPORTED ssize_t getrandom(void *buffer, size_t length, unsigned int flags) {
    if (!jr_clock_is_virtual) return (ssize_t)syscall(SYS_getrandom, buffer, length, flags);
    unsigned char *bytes = buffer;
    for (size_t i = 0; i < length; i += 8) {
        Uint64 word = next_random();
        for (size_t j = 0; j < 8 && i + j < length; j++) bytes[i + j] = (unsigned char)(word >> (8 * j));
    }
    return (ssize_t)length;
}

EXPORTED int getentropy(void *buffer, size_t length) {
    if (length > 256) {
        errno = EIO;
        return -1;
    }
    return getrandom(buffer, length, 0) == (ssize_t)length ? 0 : -1;
}
