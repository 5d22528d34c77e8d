#ifndef JOYSTICK_RUN_PROCESS_H
#define JOYSTICK_RUN_PROCESS_H

/* What joystick-run asks of Linux that Swift's Glibc module does not offer. */

/* Makes this process the reaper of its descendants whose parents end (prctl PR_SET_CHILD_SUBREAPER), so
 * that nothing a game starts outlives it unseen. Returns 0, or -1 with errno. */
int jr_become_subreaper(void);

/* The command line joystick-run was started with, as glibc handed it to the executable's constructors (before
 * any library's constructor ran): the number of arguments, the program's name included, and one of them (NULL
 * past the end). */
int jr_argument_count(void);
const char *jr_argument(int index);

#endif
