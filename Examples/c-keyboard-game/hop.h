/* Hop: the rules and the drawing of the small platform game that the four programs of this folder play.
 * original.c and events-original.c are the game as it shipped, reading the keyboard; game.c and
 * events-game.c are the same files given touch controls. Nothing here knows about input: the programs call
 * hop_jump, hop_act and hop_step from the keys they read. */
#ifndef HOP_H
#define HOP_H

#include <SDL.h>

/* The logical screen, letterboxed into any window. */
enum { HOP_WIDTH = 640, HOP_HEIGHT = 360 };

typedef struct hop {
    int x, y;        /* the middle of the player's feet, in logical pixels (whole numbers: exact everywhere) */
    int fall_speed;  /* pixels a frame, down-positive */
    int jumps;       /* jumps taken */
    int acts;        /* times the bell was rung */
    int ring;        /* frames left of the bell's ring */
} hop;

/* The player stands in the middle of the ground. */
void hop_start(hop *game);

/* Up: a jump, when the player stands on the ground. */
void hop_jump(hop *game);

/* Space: rings the bell. */
void hop_act(hop *game);

/* One frame: walks 4 pixels left (walk -1), none (0) or right (1), falls, lands. */
void hop_step(hop *game, int walk);

void hop_draw(SDL_Renderer *renderer, const hop *game);

/* Prints the final state, the lines the tests compare. */
void hop_print(const hop *game);

#endif
