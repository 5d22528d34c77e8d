#ifndef RUN_BATCH_PIPE_H
#define RUN_BATCH_PIPE_H

/* A pipe whose two ends are closed on exec from their making (pipe2 with O_CLOEXEC, which Swift's Glibc module
 * does not offer): a process another thread spawns a moment later holds neither end. Returns 0, or -1 with
 * errno. */
int run_batch_pipe(int ends[2]);

#endif
