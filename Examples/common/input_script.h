/* The project's input scripts (JoyStickReplay's "Recording and replaying a session") read as SDL events, one
 * line at a time, and pushed into SDL's queue: what the headless modes of Examples/c-game and
 * Examples/c-keyboard-game play. One reader of the one format, compiled with each (as C99 or as C++). */
#ifndef INPUT_SCRIPT_H
#define INPUT_SCRIPT_H

#include <SDL.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Reading a script, line by line. */
typedef struct {
    double width, height;   /* the logical screen: the window's size, headless */
    int events;             /* events read so far */
    int last_frame;         /* the previous event's frame */
    int held;               /* whether the left mouse button is down so far: a mouse-move is a drag while it is */
    char why[320];          /* what is wrong with the line, when it is */
} script_reader;

/* Reads one line (split in place): 1 for an event (its frame and event set), 0 for a comment, an empty line or
 * a header, -1 with reader->why saying what is wrong. Headers (`window: 640x360`, `frames: 240`) are checked,
 * not used. */
int script_line(script_reader *reader, char *line, int *frame, SDL_Event *event);

/* Pushes a scripted event into SDL's queue, addressed to the window, as the window would deliver it. */
void script_push(const SDL_Event *event, Uint32 window_id);

#ifdef __cplusplus
}
#endif

#endif
