/* Hop's rules and drawing: see hop.h. */
#include "hop.h"

#include <stdio.h>

enum {
    GROUND = 300,       /* the y of the ground's surface */
    WALK_SPEED = 4,     /* pixels a frame */
    JUMP_SPEED = 12,    /* pixels a frame upward at take-off: the jump peaks 78 pixels up, lands 24 frames on */
    PLAYER_WIDTH = 24,
    PLAYER_HEIGHT = 32,
    RING_FRAMES = 12
};

void hop_start(hop *game) {
    game->x = HOP_WIDTH / 2;
    game->y = GROUND;
    game->fall_speed = 0;
    game->jumps = 0;
    game->acts = 0;
    game->ring = 0;
}

static int on_ground(const hop *game) {
    return game->y == GROUND && game->fall_speed == 0;
}

void hop_jump(hop *game) {
    if (!on_ground(game)) return;
    game->fall_speed = -JUMP_SPEED;
    game->jumps++;
}

void hop_act(hop *game) {
    game->acts++;
    game->ring = RING_FRAMES;
}

void hop_step(hop *game, int walk) {
    game->x += WALK_SPEED * walk;
    if (game->x < PLAYER_WIDTH / 2) game->x = PLAYER_WIDTH / 2;
    if (game->x > HOP_WIDTH - PLAYER_WIDTH / 2) game->x = HOP_WIDTH - PLAYER_WIDTH / 2;
    if (!on_ground(game)) {
        game->y += game->fall_speed;
        game->fall_speed++;            /* gravity: one pixel a frame, every frame */
        if (game->y >= GROUND) {
            game->y = GROUND;
            game->fall_speed = 0;
        }
    }
    if (game->ring > 0) game->ring--;
}

void hop_draw(SDL_Renderer *renderer, const hop *game) {
    SDL_SetRenderDrawColor(renderer, 34, 40, 64, 255);
    SDL_RenderClear(renderer);
    SDL_Rect ground = {0, GROUND, HOP_WIDTH, HOP_HEIGHT - GROUND};
    SDL_SetRenderDrawColor(renderer, 70, 110, 60, 255);
    SDL_RenderFillRect(renderer, &ground);
    SDL_Rect player = {game->x - PLAYER_WIDTH / 2, game->y - PLAYER_HEIGHT, PLAYER_WIDTH, PLAYER_HEIGHT};
    SDL_SetRenderDrawColor(renderer, 250, 200, 80, 255);
    SDL_RenderFillRect(renderer, &player);
    if (game->ring > 0) {
        /* The bell's ring: a square around the player that shrinks as it fades. */
        int margin = 4 + game->ring;
        SDL_Rect ring = {player.x - margin, player.y - margin, player.w + 2 * margin, player.h + 2 * margin};
        SDL_RenderDrawRect(renderer, &ring);
    }
}

void hop_print(const hop *game) {
    printf("player %d %d\njumps %d\nacts %d\n", game->x, game->y, game->jumps, game->acts);
}
