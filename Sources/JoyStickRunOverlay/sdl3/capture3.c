/*
 * Frames of an SDL3 game read for their hashes and pictures (capture.c): a renderer's whole window, a window
 * surface, the controls drawn over a kept picture there, and pictures saved with SDL 3.4's own PNG writer.
 *
 * A renderer is read as its whole window in pixels, as ARGB8888: its target, logical presentation, scale,
 * viewport and clip set aside for the read and put back as the game set them (SDL3's getters and setters
 * round-trip).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "overlay3.h"

typedef struct window_space {
    SDL_Texture *target;
    int logical_w, logical_h;
    SDL_RendererLogicalPresentation mode;
    float scale_x, scale_y;
    bool viewport_set, clipped;
    SDL_Rect viewport, clip;
} window_space;

static void enter_window_space(SDL_Renderer *renderer, window_space *kept) {
    *kept = (window_space){.target = REAL3(SDL_GetRenderTarget)(renderer), .scale_x = 1, .scale_y = 1};
    if (kept->target) REAL3(SDL_SetRenderTarget)(renderer, NULL);
    REAL3(SDL_GetRenderLogicalPresentation)(renderer, &kept->logical_w, &kept->logical_h, &kept->mode);
    if (kept->mode != SDL_LOGICAL_PRESENTATION_DISABLED) {
        REAL3(SDL_SetRenderLogicalPresentation)(renderer, 0, 0, SDL_LOGICAL_PRESENTATION_DISABLED);
    }
    REAL3(SDL_GetRenderScale)(renderer, &kept->scale_x, &kept->scale_y);
    REAL3(SDL_SetRenderScale)(renderer, 1, 1);
    kept->viewport_set = REAL3(SDL_RenderViewportSet)(renderer);
    if (kept->viewport_set) {
        REAL3(SDL_GetRenderViewport)(renderer, &kept->viewport);
        REAL3(SDL_SetRenderViewport)(renderer, NULL);
    }
    kept->clipped = REAL3(SDL_RenderClipEnabled)(renderer);
    if (kept->clipped) {
        REAL3(SDL_GetRenderClipRect)(renderer, &kept->clip);
        REAL3(SDL_SetRenderClipRect)(renderer, NULL);
    }
}

static void leave_window_space(SDL_Renderer *renderer, const window_space *kept) {
    if (kept->clipped) REAL3(SDL_SetRenderClipRect)(renderer, &kept->clip);
    if (kept->viewport_set) REAL3(SDL_SetRenderViewport)(renderer, &kept->viewport);
    REAL3(SDL_SetRenderScale)(renderer, kept->scale_x, kept->scale_y);
    if (kept->mode != SDL_LOGICAL_PRESENTATION_DISABLED) {
        REAL3(SDL_SetRenderLogicalPresentation)(renderer, kept->logical_w, kept->logical_h, kept->mode);
    }
    if (kept->target) REAL3(SDL_SetRenderTarget)(renderer, kept->target);
}

/* A surface's pixels into capture.c's buffer, as ARGB8888. */
static bool convert_into_buffer(SDL_Surface *surface, long frame) {
    uint32_t *pixels = jr_capture_buffer(surface->w, surface->h);
    if (!pixels) return false;
    bool locked = SDL_MUSTLOCK(surface) && REAL3(SDL_LockSurface)(surface);
    bool converted = REAL3(SDL_ConvertPixels)(surface->w, surface->h, surface->format, surface->pixels,
                                              surface->pitch, SDL_PIXELFORMAT_ARGB8888, pixels, surface->w * 4);
    if (locked) REAL3(SDL_UnlockSurface)(surface);
    if (!converted) jr_say_once(JR_SAY_SCREENSHOT, "frame %ld could not be read: %s", frame, REAL3(SDL_GetError)());
    return converted;
}

bool jr3_capture_renderer_read(SDL_Renderer *renderer, long frame, int *width, int *height) {
    window_space kept;
    enter_window_space(renderer, &kept);
    SDL_Surface *read = REAL3(SDL_RenderReadPixels)(renderer, NULL);
    leave_window_space(renderer, &kept);
    if (!read) {
        jr_say_once(JR_SAY_SCREENSHOT, "frame %ld could not be read: %s", frame, REAL3(SDL_GetError)());
        return false;
    }
    bool done = convert_into_buffer(read, frame);
    *width = read->w;
    *height = read->h;
    REAL3(SDL_DestroySurface)(read);
    return done;
}

bool jr3_capture_surface_read(SDL_Surface *surface, long frame) {
    return surface && convert_into_buffer(surface, frame);
}

/* A whole window's picture put on the renderer's window, replacing what is there. */
static bool write_renderer(SDL_Renderer *renderer, const uint32_t *from, int width, int height) {
    SDL_Texture *texture = REAL3(SDL_CreateTexture)(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC,
                                                    width, height);
    if (!texture) return false;
    window_space kept;
    enter_window_space(renderer, &kept);
    bool written = REAL3(SDL_SetTextureBlendMode)(texture, SDL_BLENDMODE_NONE)
        && REAL3(SDL_UpdateTexture)(texture, NULL, from, width * 4)
        && REAL3(SDL_RenderTexture)(renderer, texture, NULL, NULL);
    leave_window_space(renderer, &kept);
    REAL3(SDL_DestroyTexture)(texture);
    return written;
}

bool jr3_capture_renderer_draw_over(void *renderer, uint32_t *picture, int width, int height) {
    int read_width = 0, read_height = 0;
    /* What the window holds now, put back at the end. */
    if (!jr3_capture_renderer_read(renderer, -1, &read_width, &read_height) || read_width != width
        || read_height != height) {
        return false;
    }
    size_t size = (size_t)width * (size_t)height * 4;
    uint32_t *now = malloc(size);
    if (!now) return false;
    memcpy(now, jr_capture_pixels(), size);
    bool drawn = write_renderer(renderer, picture, width, height) && jr_controls_draw_now()
        && jr3_capture_renderer_read(renderer, -1, &read_width, &read_height);
    if (drawn) memcpy(picture, jr_capture_pixels(), size);
    write_renderer(renderer, now, width, height);
    free(now);
    return drawn;
}

bool jr3_capture_surface_draw_over(void *window, uint32_t *picture, int width, int height) {
    SDL_Surface *surface = jr3_window_surface(window);
    if (!surface || SDL_MUSTLOCK(surface) || surface->w != width || surface->h != height) return false;
    size_t held = (size_t)surface->pitch * (size_t)surface->h;
    Uint8 *now = malloc(held);
    if (!now) return false;
    memcpy(now, surface->pixels, held);
    bool drawn = REAL3(SDL_ConvertPixels)(width, height, SDL_PIXELFORMAT_ARGB8888, picture, width * 4, surface->format,
                                          surface->pixels, surface->pitch)
        && jr_controls_draw_now() && jr3_capture_surface_read(surface, -1);
    if (drawn) memcpy(picture, jr_capture_pixels(), (size_t)width * (size_t)height * 4);
    memcpy(surface->pixels, now, held);
    free(now);
    return drawn;
}

int jr3_capture_save_png(uint32_t *pixels, int width, int height, const char *path, char *error, size_t size) {
    SDL_Surface *surface = REAL3(SDL_CreateSurfaceFrom)(width, height, SDL_PIXELFORMAT_ARGB8888, pixels, width * 4);
    bool saved = false;
    if (surface) {
        jr_enter();
        saved = REAL3(SDL_SavePNG)(surface, path);
        jr_leave();
    }
    if (!saved) snprintf(error, size, "%s", REAL3(SDL_GetError)());
    if (surface) REAL3(SDL_DestroySurface)(surface);
    return saved ? 0 : -1;
}
