/*
 * The rules of joystick-run's overlay that need no SDL: when a headless run's frames end, how its virtual clock
 * moves, what a wait for events does when nothing comes, when the game is told to quit, and the order SDL's
 * timers fire in. Plain values in, plain values out: the overlay (Sources/JoyStickRunOverlay) keeps the state
 * and calls SDL, these say what to do, and JoyStickRunRulesTests checks them with exact numbers.
 *
 * Times are nanoseconds of the virtual clock since the game started; frames are counted from 0 (the frame the
 * game is in before its first present).
 */
#ifndef JOYSTICK_RUN_RULES_H
#define JOYSTICK_RUN_RULES_H

#include <stdbool.h>
#include <stdint.h>

/* ---- Frames and the clock -------------------------------------------------------------------------------- */

/* A game spinning on the clock: after this many reads in a row, with no sleep or frame between, ... */
#define JR_SPIN_READS 1000
/* ... the clock moves this far. */
#define JR_SPIN_STEP_NS 1000000u

/* Where frame `frame` starts on the clock at `fps` frames a second: N frames are N/fps seconds, rounded to the
 * nearest nanosecond (at 60 fps frame 1 starts at 16,666,667 ns, frame 3 at 50,000,000). */
uint64_t jr_rules_frame_start_ns(double fps, long frame);

/* How many frames end with nothing drawn when the clock reads `now_ns` in frame `frame`: every frame whose next
 * frame's start lies a whole frame behind the clock (a game sleeping, spinning or loading past its frame). None
 * before the first frame has ended (`began` false): the time a game takes to start ends no frame. */
long jr_rules_undrawn_frames(double fps, long frame, uint64_t now_ns, bool began);

/* The clock once a frame has ended and `frames_ended` frames are behind the game: at least the start of the frame
 * it is now in (a game that drew faster than its fps waits for nothing), never back. */
uint64_t jr_rules_clock_after_frame(double fps, long frames_ended, uint64_t now_ns);

/* Reads of the clock on the clock thread: a game spinning until the next frame's time, which the virtual clock
 * would never reach on its own. */
typedef struct jr_spin {
    unsigned reads_in_a_row;
} jr_spin;
/* A read: how far the clock moves for it (0, or JR_SPIN_STEP_NS at every JR_SPIN_READS'th read in a row). */
uint64_t jr_rules_spin_read(jr_spin *spin);
/* A sleep, a frame or a read of events: the reads in a row start again. */
void jr_rules_spin_reset(jr_spin *spin);

/* ---- The end of a run -------------------------------------------------------------------------------------- */

/* Whether --frames frames have ended (`wanted` < 0: no --frames). */
bool jr_rules_frames_done(long wanted, long frame);

/* What a headless run asks of a script that has no `frames:` and no --frames: the game gets SDL_QUIT the frame
 * after the script's last event, once every event is delivered, unless it waits for events (a waiting game
 * gets it when it waits with nothing left). */
typedef struct jr_script_end {
    bool headless;
    long frames_wanted;          /* --frames, or -1 */
    long event_count;            /* the script's events */
    long last_event_frame;       /* the frame of its last event */
    bool events_left;            /* some are still to be delivered */
    bool game_waits;             /* the game has waited for events */
} jr_script_end;
bool jr_rules_script_quit_due(jr_script_end end, long frame);

/* What a headless wait for events does once SDL's queue was found empty. */
typedef enum jr_wait_step {
    JR_WAIT_TIMED_OUT,           /* a wait with a timeout: the clock moves by it (jr_rules_wait_timeout_ns) */
    JR_WAIT_FOR_REAL,            /* --frames are done, or the game was told to quit: SDL's own wait */
    JR_WAIT_QUIT_IDLE,           /* nothing will ever come (no --frames, script over, no timer): SDL_QUIT */
    JR_WAIT_END_FRAME            /* an endless wait ends the frame, nothing drawn; the next frame's input comes */
} jr_wait_step;
typedef struct jr_wait_state {
    int timeout_ms;              /* < 0: for ever */
    long frames_wanted;
    long frame;
    bool idle_quit_sent;
    bool events_left;
    bool timers_pending;
} jr_wait_state;
jr_wait_step jr_rules_wait_step(jr_wait_state state);
/* How far the clock moves for a wait of `timeout_ms` that found nothing. */
uint64_t jr_rules_wait_timeout_ns(int timeout_ms);

/* ---- libc's clocks in a headless run -------------------------------------------------------------------- */

/* Where each kind of clock starts, in seconds: a date at --start-time, the monotonic clocks at 100,000 s (no
 * game treats 0 as "unset"), CPU time at 0. */
#define JR_MONOTONIC_START_SECONDS 100000
typedef enum jr_clock_kind { JR_CLOCK_DATE, JR_CLOCK_MONOTONIC, JR_CLOCK_CPU } jr_clock_kind;
/* A clock of `kind` in nanoseconds when `elapsed_ns` have passed and the date starts at `start_seconds`. */
uint64_t jr_rules_clock_reads_ns(jr_clock_kind kind, uint64_t elapsed_ns, int64_t start_seconds);
/* A timed wait's deadline is a date or a monotonic time: whichever clock it is nearer to now. */
jr_clock_kind jr_rules_deadline_clock(uint64_t deadline_ns, uint64_t elapsed_ns, int64_t start_seconds);
/* Nanoseconds from now until a deadline on that clock (0 once it has passed). */
uint64_t jr_rules_until_deadline_ns(uint64_t deadline_ns, jr_clock_kind kind, uint64_t elapsed_ns,
                                    int64_t start_seconds);

/* ---- SDL's timers in a headless run ------------------------------------------------------------------- */

/* A timer: due on the virtual clock, fired on the game's event thread in the order the clock reaches them (the
 * first added first when two are due at once). The callback, its argument and the caller's flags (which kind of
 * callback it is) are kept as they are. */
typedef struct jr_timer {
    uint32_t id;
    uint64_t due_ns;
    uint64_t interval_ns;
    void *callback;
    void *param;
    uint32_t flags;
} jr_timer;
typedef struct jr_timer_queue {
    jr_timer *timers;
    int count, room;
    uint32_t last_id;
} jr_timer_queue;
/* Adds a timer due `interval_ns` after `now_ns`: its id, or 0 when there is no memory. */
uint32_t jr_timer_queue_add(jr_timer_queue *queue, uint64_t interval_ns, uint64_t now_ns, void *callback, void *param,
                            uint32_t flags);
/* Removes a timer: whether it was there. */
bool jr_timer_queue_remove(jr_timer_queue *queue, uint32_t id);
/* The timer to fire next at `now_ns` (copied out), or false when none is due. */
bool jr_timer_queue_next_due(const jr_timer_queue *queue, uint64_t now_ns, jr_timer *next);
/* After a timer fired and its callback answered `again_ns`: due again that long after it was due, or gone (0).
 * A callback that removed its own timer leaves nothing to do. */
void jr_timer_queue_fired(jr_timer_queue *queue, uint32_t id, uint64_t again_ns);
/* Forgets every timer (the memory is kept). */
void jr_timer_queue_clear(jr_timer_queue *queue);
/* Forgets every timer and frees the memory. */
void jr_timer_queue_free(jr_timer_queue *queue);

#endif
