#ifndef STOP_SIGNAL_H
#define STOP_SIGNAL_H

/* SIGINT and SIGTERM as a flag a loop reads once per frame, for headless runs: SDL's own handlers turn them
 * into an SDL_QUIT event, which a loop that never polls (or a test harness) would not see. */

/* Catches SIGINT and SIGTERM from now on (and unblocks them, so one sent before is delivered now). */
void stop_signal_watch(void);

/* The signal number caught (SIGINT or SIGTERM), or 0. */
int stop_signal_received(void);

/* For a worker process: a SIGTERM when the process `parent` ends, however it ends (Linux; elsewhere nothing),
 * so a worker never outlives the run it belongs to. If `parent` is already gone, the SIGTERM comes at once. */
void stop_signal_with_parent(int parent);

/* Forgets a caught signal (tests). */
void stop_signal_reset(void);

#endif
