#ifndef JOYSTICK_RUN_PROCESS_H
#define JOYSTICK_RUN_PROCESS_H

/* What joystick-run asks of Linux that Swift's Glibc module does not offer. */

/* Makes this process the reaper of its descendants whose parents end (prctl PR_SET_CHILD_SUBREAPER), so
 * that nothing a game starts outlives it unseen. Returns 0, or -1 with errno. */
int jr_become_subreaper(void);

#endif
