/*
 * libc's clocks, sleeps and random bytes in a headless run (joystick-run --headless loads the overlay with
 * LD_PRELOAD too, so these come before libc's for the game, SDL and every library in the process).
 *
 *   clock_gettime (every clock), gettimeofday, time, clock,     the virtual clock (clock.c): CLOCK_REALTIME and
 *   timespec_get, times
 *                                                              the others that tell the date start at
 *                                                              --start-time, the monotonic ones at 100,000 s,
 *                                                              the CPU-time ones and clock() at 0
 *   nanosleep, clock_nanosleep, usleep, sleep, and select      on the clock thread: the clock moves by what
 *   and poll with nothing to watch                              was asked, at once; elsewhere: a real sleep
 *   pthread_cond_timedwait, pthread_cond_clockwait,             their deadline, a virtual date or monotonic
 *   pthread_mutex_timedlock, pthread_mutex_clocklock,           time, waited for as the same distance on the
 *   sem_timedwait, sem_clockwait                                real monotonic clock; on the clock thread, one
 *                                                              that runs out moves the clock to its deadline
 *   getrandom, getentropy, arc4random, arc4random_buf,          bytes from --seed (reads of /dev/urandom are
 *   arc4random_uniform
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
#include <poll.h>
#include <sys/random.h>
#include <sys/select.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/times.h>
#include <time.h>
#include <unistd.h>

#include "overlay_core.h"

#define EXPORTED __attribute__((visibility("default")))

static int real_clock_gettime(clockid_t clock, struct timespec *now) {
    return (int)syscall(SYS_clock_gettime, clock, now);
}

/* Which kind of clock libc's clock is: a date (CLOCK_REALTIME and the others that tell the date), CPU time (the
 * process's and thread's, and the per-process or per-thread clocks, whose ids are negative), or monotonic. */
static jr_clock_kind kind_of(clockid_t clock) {
    if (clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE || clock == CLOCK_TAI || clock == CLOCK_REALTIME_ALARM) {
        return JR_CLOCK_DATE;
    }
    if (clock == CLOCK_PROCESS_CPUTIME_ID || clock == CLOCK_THREAD_CPUTIME_ID || clock < 0) return JR_CLOCK_CPU;
    return JR_CLOCK_MONOTONIC;
}

static struct timespec timespec_of(uint64_t ns) {
    return (struct timespec){.tv_sec = (time_t)(ns / 1000000000u), .tv_nsec = (long)(ns % 1000000000u)};
}

static struct timespec virtual_now(clockid_t clock) {
    return timespec_of(jr_rules_clock_reads_ns(kind_of(clock), jr_clock_elapsed_ns(), jr_clock.start_seconds));
}

EXPORTED int clock_gettime(clockid_t clock, struct timespec *now) {
    if (!jr_clock.is_virtual) return real_clock_gettime(clock, now);
    jr_clock_read();
    *now = virtual_now(clock);
    return 0;
}

EXPORTED int gettimeofday(struct timeval *restrict now, void *restrict zone) {
    if (!jr_clock.is_virtual) return (int)syscall(SYS_gettimeofday, now, zone);
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

EXPORTED int timespec_get(struct timespec *now, int base) {
    if (!jr_clock.is_virtual) return base == TIME_UTC && real_clock_gettime(CLOCK_REALTIME, now) == 0 ? base : 0;
    return base == TIME_UTC && clock_gettime(CLOCK_REALTIME, now) == 0 ? base : 0;
}

/* Clock ticks since the run started (the virtual monotonic clock's), and the process's CPU time as clock(). */
EXPORTED clock_t times(struct tms *used) {
    if (!jr_clock.is_virtual) return (clock_t)syscall(SYS_times, used);
    long tick = sysconf(_SC_CLK_TCK);
    struct timespec monotonic, cpu;
    clock_gettime(CLOCK_MONOTONIC, &monotonic);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu);
    if (used) {
        used->tms_utime = (clock_t)(cpu.tv_sec * tick + cpu.tv_nsec / (1000000000 / tick));
        used->tms_stime = used->tms_cutime = used->tms_cstime = 0;
    }
    return (clock_t)(monotonic.tv_sec * tick + monotonic.tv_nsec / (1000000000 / tick));
}

EXPORTED clock_t clock(void) {
    struct timespec used;
    if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &used) != 0) return (clock_t)-1;
    return (clock_t)(used.tv_sec * CLOCKS_PER_SEC + used.tv_nsec / (1000000000 / CLOCKS_PER_SEC));
}

/* ---- Sleeps ---------------------------------------------------------------------------------------------- */

static uint64_t nanoseconds(const struct timespec *span) {
    if (span->tv_sec < 0 || span->tv_nsec < 0) return 0;
    return (uint64_t)span->tv_sec * 1000000000u + (uint64_t)span->tv_nsec;
}

/* A virtual sleep of the clock thread, or false when this sleep is a real one. */
static bool slept_virtually(uint64_t span) {
    if (!jr_clock.is_virtual || !jr_clock_on_its_thread()) return false;
    jr_clock_advance(span);
    return true;
}

EXPORTED int clock_nanosleep(clockid_t clock, int flags, const struct timespec *asked, struct timespec *left) {
    if (!jr_clock.is_virtual || !asked) return (int)syscall(SYS_clock_nanosleep, clock, flags, asked, left) == 0 ? 0 : errno;
    uint64_t span = nanoseconds(asked);
    if (flags & TIMER_ABSTIME) {
        struct timespec now = virtual_now(clock);
        uint64_t current = nanoseconds(&now);
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
    if (!jr_clock.is_virtual || !asked) return (int)syscall(SYS_nanosleep, asked, left);
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

/* select and poll with nothing to watch are sleeps (games pace frames with them); with descriptors they are
 * real waits, the clock left alone. */
EXPORTED int select(int count, fd_set *restrict readable, fd_set *restrict writable, fd_set *restrict failed,
                    struct timeval *restrict timeout) {
    if (jr_clock.is_virtual && count == 0 && timeout && timeout->tv_sec >= 0 && timeout->tv_usec >= 0) {
        struct timespec asked = {.tv_sec = timeout->tv_sec, .tv_nsec = timeout->tv_usec * 1000};
        if (slept_virtually(nanoseconds(&asked))) {
            timeout->tv_sec = timeout->tv_usec = 0;
            return 0;
        }
    }
    struct timespec span, *wait = NULL;
    if (timeout) {
        span = (struct timespec){.tv_sec = timeout->tv_sec, .tv_nsec = timeout->tv_usec * 1000};
        wait = &span;
    }
    int result = (int)syscall(SYS_pselect6, count, readable, writable, failed, wait, NULL);
    /* Linux's select leaves in the timeout what was not waited. */
    if (timeout) *timeout = (struct timeval){.tv_sec = span.tv_sec, .tv_usec = span.tv_nsec / 1000};
    return result;
}

EXPORTED int poll(struct pollfd *descriptors, nfds_t count, int milliseconds) {
    if (jr_clock.is_virtual && count == 0 && milliseconds > 0 && slept_virtually((uint64_t)milliseconds * 1000000u)) {
        return 0;
    }
    struct timespec span = {.tv_sec = milliseconds / 1000, .tv_nsec = (long)(milliseconds % 1000) * 1000000};
    return (int)syscall(SYS_ppoll, descriptors, count, milliseconds < 0 ? NULL : &span, NULL, (size_t)8);
}

/* ---- Timed waits: a virtual deadline waited for as the same distance of real time -------------------- */

/* A timed wait's deadline is a virtual date or a virtual monotonic time (a condition made with
 * pthread_condattr_setclock, C++'s wait_for and try_lock_for, the clockwait calls); whichever the deadline is
 * nearer is the one it was made on. Every wait is then made on the real monotonic clock, for the same distance;
 * on the clock thread, a wait that runs out leaves the virtual clock at its deadline, as a sleep would. */
static clockid_t clock_of(const struct timespec *deadline) {
    jr_clock_kind kind = jr_rules_deadline_clock(nanoseconds(deadline), jr_clock_elapsed_ns(), jr_clock.start_seconds);
    return kind == JR_CLOCK_MONOTONIC ? CLOCK_MONOTONIC : CLOCK_REALTIME;
}

/* Nanoseconds until a virtual deadline on `clock` (0 once it has passed). */
static uint64_t left_until(const struct timespec *deadline, clockid_t clock) {
    return jr_rules_until_deadline_ns(nanoseconds(deadline), kind_of(clock), jr_clock_elapsed_ns(),
                                      jr_clock.start_seconds);
}

/* The real CLOCK_MONOTONIC time `span` from now. */
static struct timespec real_monotonic_in(uint64_t span) {
    struct timespec real;
    real_clock_gettime(CLOCK_MONOTONIC, &real);
    uint64_t at = nanoseconds(&real) + span;
    return (struct timespec){.tv_sec = (time_t)(at / 1000000000u), .tv_nsec = (long)(at % 1000000000u)};
}

/* A wait on the clock thread that ran out: the virtual clock is at its deadline. */
static int ran_out(int result, const struct timespec *deadline, clockid_t clock) {
    if (result == ETIMEDOUT && jr_clock_on_its_thread()) {
        uint64_t left = left_until(deadline, clock);
        if (left > 0) jr_clock_advance(left);
    }
    return result;
}

/* libc's own function, looked up once (the version named, "" for any: libc keeps an old condition beside). */
#define REAL_LIBC(type, name, version)                                                                          \
    static _Atomic(type) real_##name;                                                                            \
    type name##_real = atomic_load(&real_##name);                                                                \
    if (!name##_real) {                                                                                          \
        name##_real = sizeof version > 1 ? (type)dlvsym(RTLD_NEXT, #name, version) : NULL;                       \
        if (!name##_real) name##_real = (type)dlsym(RTLD_NEXT, #name);                                           \
        atomic_store(&real_##name, name##_real);                                                                 \
    }

typedef int (*cond_timedwait_fn)(pthread_cond_t *, pthread_mutex_t *, const struct timespec *);
typedef int (*cond_clockwait_fn)(pthread_cond_t *, pthread_mutex_t *, clockid_t, const struct timespec *);
typedef int (*mutex_timedlock_fn)(pthread_mutex_t *, const struct timespec *);
typedef int (*mutex_clocklock_fn)(pthread_mutex_t *, clockid_t, const struct timespec *);
typedef int (*sem_timedwait_fn)(sem_t *, const struct timespec *);
typedef int (*sem_clockwait_fn)(sem_t *, clockid_t, const struct timespec *);

/* A condition's wait until a virtual deadline on `clock`, made on the real monotonic clock. */
static int cond_wait_until(pthread_cond_t *condition, pthread_mutex_t *mutex, clockid_t clock,
                           const struct timespec *deadline) {
    REAL_LIBC(cond_clockwait_fn, pthread_cond_clockwait, "")
    struct timespec real_at = real_monotonic_in(left_until(deadline, clock));
    return ran_out(pthread_cond_clockwait_real(condition, mutex, CLOCK_MONOTONIC, &real_at), deadline, clock);
}

EXPORTED int pthread_cond_timedwait(pthread_cond_t *restrict condition, pthread_mutex_t *restrict mutex,
                                    const struct timespec *restrict deadline) {
    REAL_LIBC(cond_timedwait_fn, pthread_cond_timedwait, "GLIBC_2.3.2")
    if (!jr_clock.is_virtual) return pthread_cond_timedwait_real(condition, mutex, deadline);
    return cond_wait_until(condition, mutex, clock_of(deadline), deadline);
}

EXPORTED int pthread_cond_clockwait(pthread_cond_t *restrict condition, pthread_mutex_t *restrict mutex, clockid_t clock,
                                    const struct timespec *restrict deadline) {
    REAL_LIBC(cond_clockwait_fn, pthread_cond_clockwait, "")
    if (!jr_clock.is_virtual) return pthread_cond_clockwait_real(condition, mutex, clock, deadline);
    return cond_wait_until(condition, mutex, clock, deadline);
}

static int mutex_lock_until(pthread_mutex_t *mutex, clockid_t clock, const struct timespec *deadline) {
    REAL_LIBC(mutex_clocklock_fn, pthread_mutex_clocklock, "")
    struct timespec real_at = real_monotonic_in(left_until(deadline, clock));
    return ran_out(pthread_mutex_clocklock_real(mutex, CLOCK_MONOTONIC, &real_at), deadline, clock);
}

EXPORTED int pthread_mutex_timedlock(pthread_mutex_t *restrict mutex, const struct timespec *restrict deadline) {
    REAL_LIBC(mutex_timedlock_fn, pthread_mutex_timedlock, "")
    if (!jr_clock.is_virtual) return pthread_mutex_timedlock_real(mutex, deadline);
    return mutex_lock_until(mutex, CLOCK_REALTIME, deadline);
}

EXPORTED int pthread_mutex_clocklock(pthread_mutex_t *restrict mutex, clockid_t clock,
                                     const struct timespec *restrict deadline) {
    REAL_LIBC(mutex_clocklock_fn, pthread_mutex_clocklock, "")
    if (!jr_clock.is_virtual) return pthread_mutex_clocklock_real(mutex, clock, deadline);
    return mutex_lock_until(mutex, clock, deadline);
}

/* A semaphore's wait until a virtual deadline, made on the real monotonic clock (-1 and errno, as libc's). */
static int sem_wait_until(sem_t *semaphore, clockid_t clock, const struct timespec *deadline) {
    REAL_LIBC(sem_clockwait_fn, sem_clockwait, "")
    struct timespec real_at = real_monotonic_in(left_until(deadline, clock));
    int result = sem_clockwait_real(semaphore, CLOCK_MONOTONIC, &real_at);
    if (result != 0 && errno == ETIMEDOUT) ran_out(ETIMEDOUT, deadline, clock);
    return result;
}

EXPORTED int sem_timedwait(sem_t *restrict semaphore, const struct timespec *restrict deadline) {
    REAL_LIBC(sem_timedwait_fn, sem_timedwait, "")
    if (!jr_clock.is_virtual) return sem_timedwait_real(semaphore, deadline);
    return sem_wait_until(semaphore, CLOCK_REALTIME, deadline);
}

EXPORTED int sem_clockwait(sem_t *restrict semaphore, clockid_t clock, const struct timespec *restrict deadline) {
    REAL_LIBC(sem_clockwait_fn, sem_clockwait, "")
    if (!jr_clock.is_virtual) return sem_clockwait_real(semaphore, clock, deadline);
    return sem_wait_until(semaphore, clock, deadline);
}

/* ---- Random bytes ------------------------------------------------------------------------------------- */

/* SplitMix64 from --seed: the same bytes in every run of the same seed. */
static _Atomic uint64_t random_state;

static uint64_t next_random(void) {
    uint64_t z = atomic_fetch_add(&random_state, 0x9E3779B97F4A7C15u) + 0x9E3779B97F4A7C15u + jr_clock.seed;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

EXPORTED ssize_t getrandom(void *buffer, size_t length, unsigned int flags) {
    if (!jr_clock.is_virtual) return (ssize_t)syscall(SYS_getrandom, buffer, length, flags);
    unsigned char *bytes = buffer;
    for (size_t i = 0; i < length; i += 8) {
        uint64_t word = next_random();
        for (size_t j = 0; j < 8 && i + j < length; j++) bytes[i + j] = (unsigned char)(word >> (8 * j));
    }
    return (ssize_t)length;
}

/* glibc's arc4random reads the kernel's getrandom itself: from --seed too. */
EXPORTED void arc4random_buf(void *buffer, size_t length) {
    getrandom(buffer, length, 0);
}

EXPORTED uint32_t arc4random(void) {
    uint32_t value;
    arc4random_buf(&value, sizeof value);
    return value;
}

/* A number below `bound`, unbiased: values from the short last stretch are drawn again. */
EXPORTED uint32_t arc4random_uniform(uint32_t bound) {
    if (bound < 2) return 0;
    uint32_t below = -bound % bound;
    for (;;) {
        uint32_t value = arc4random();
        if (value >= below) return value % bound;
    }
}

EXPORTED int getentropy(void *buffer, size_t length) {
    if (length > 256) {
        errno = EIO;
        return -1;
    }
    return getrandom(buffer, length, 0) == (ssize_t)length ? 0 : -1;
}
