/* What the four programs of this folder share that is not the game: the command line, the window, the frame
 * loop, and the headless mode the tests play:
 *
 *   ./game                                  a window (arrows and Space on the keyboard, touch or the mouse)
 *   ./game --headless --frames 240 --events touch-events.txt [--screenshot last.bmp]
 *                                           no window (SDL's dummy driver), input from a file, a fixed frame
 *                                           clock; the final state printed (and the last frame saved)
 *
 * An events file is an input script, the format the project records and replays sessions in (JoyStickReplay's
 * "Recording and replaying a session"): one event a line, `frame verb arguments`, positions in logical pixels,
 *   10 touch-down 1 80 280      12 touch-move 1 130 280      70 touch-up 1 130 280
 *   20 key-down Up              21 key-up Up                 (SDL's scancode names: Up, Space, A, ...)
 *   40 mouse-down 80 280        42 mouse-move 130 280        44 mouse-up 130 280      50 mouse-wheel 1
 *   60 focus-lost               61 focus-gained
 * with `# comments`, empty lines and headers such as `window: 640x360` before the first event. Each event is
 * pushed with SDL_PushEvent before its frame's SDL_PollEvent loop, as a window would deliver it. touch-cancel
 * (SDL 2 has no event for it) and pad-down, pad-up and pad-axis are not played: a line with one is an error,
 * as a malformed line is, named with its file and line. */
#ifndef RUNNER_H
#define RUNNER_H

#include <SDL.h>

typedef struct runner_event runner_event;

typedef struct runner {
    SDL_Window *window;
    SDL_Renderer *renderer;
    int frame;                  /* the frame being played, from 0 */
    int status;                 /* the exit status: 0, 1 (SDL failed) or 2 (bad command line or events file) */
    /* The options and the scripted input. */
    const char *name;           /* the program's, for messages */
    int width, height;          /* the logical size */
    int headless;
    int frames;                 /* frames to play, or -1 for no end */
    const char *screenshot;
    runner_event *events;
    int event_count, next_event;
} runner;

/* Reads the command line and the events file, starts SDL and opens the window with a renderer of logical
 * size width x height. Returns 0, or the exit status after saying why on stderr and closing what it opened. */
int runner_open(runner *run, const char *title, int width, int height, int argc, char **argv);

/* Pushes the scripted events of run->frame into SDL's queue. Returns 1 while there is a frame to play, 0 once
 * --frames are played. */
int runner_next_frame(runner *run);

/* The game's clock, in seconds: SDL_GetTicks() / 1000.0 in a window; frame / 60.0 in a headless run, whose
 * pushed events are stamped with that clock too. */
double runner_seconds(const runner *run);

/* Saves the last frame (--screenshot), presents the frame and counts it. */
void runner_end_frame(runner *run);

/* For a failure before the frame loop: says `reason` on stderr, closes as runner_close does, returns 1. */
int runner_fail(runner *run, const char *reason);

/* Destroys the renderer and the window and quits SDL. Returns the exit status. */
int runner_close(runner *run);

#endif
