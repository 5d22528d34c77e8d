/*
 * Frames of an SDL2 game read for their hashes and pictures (capture.c): a renderer's whole window, a window
 * surface, the controls drawn over a kept picture there, and pictures saved with SDL2_image.
 *
 * A frame is read as the whole window in its pixels, as ARGB8888: the renderer's viewport, clip, scale, logical
 * size and target set aside for the read and put back exactly as the game set them.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "overlay.h"

/* A renderer as the game set it (target, scale, logical size, viewport, clip), put aside while the overlay reads
 * or writes its whole window in pixels. */
typedef struct window_space {
    SDL_Texture *target;
    float scale_x, scale_y;
    int logical_w, logical_h;
    SDL_Rect viewport, clip;
    bool clipped, logical_off;
} window_space;

static void enter_window_space(SDL_Renderer *renderer, window_space *kept) {
    SDL_Texture *target = REAL(SDL_GetRenderTarget)(renderer);
    if (target) REAL(SDL_SetRenderTarget)(renderer, NULL);
    /* The scale set to 1 (classic SDL2 folds a logical size into it). sdl2-compat keeps SDL3's logical presentation
     * apart and answers the scale times the logical one: there the scale still reads above 1 once set to 1, the
     * game's own is what was read divided by that, and the logical size is off while the window is read (as
     * JoyStickSDL's WindowPixelSpace does). */
    float scale_x = 1, scale_y = 1, logical_x = 1, logical_y = 1;
    REAL(SDL_RenderGetScale)(renderer, &scale_x, &scale_y);
    REAL(SDL_RenderSetScale)(renderer, 1, 1);
    REAL(SDL_RenderGetScale)(renderer, &logical_x, &logical_y);
    int logical_w = 0, logical_h = 0;
    if ((logical_x != 1 || logical_y != 1) && logical_x > 0 && logical_y > 0) {
        REAL(SDL_RenderGetLogicalSize)(renderer, &logical_w, &logical_h);
        scale_x = (float)((double)scale_x / logical_x);
        scale_y = (float)((double)scale_y / logical_y);
    }
    SDL_Rect viewport = {0}, clip = {0};
    REAL(SDL_RenderGetViewport)(renderer, &viewport);
    bool clipped = REAL(SDL_RenderIsClipEnabled)(renderer) == SDL_TRUE;
    if (clipped) REAL(SDL_RenderGetClipRect)(renderer, &clip);
    bool logical_off = logical_w > 0 && logical_h > 0;
    if (logical_off) REAL(SDL_RenderSetLogicalSize)(renderer, 0, 0);
    REAL(SDL_RenderSetViewport)(renderer, NULL);
    /* (A read ignores the clip; a write must not.) */
    if (clipped) REAL(SDL_RenderSetClipRect)(renderer, NULL);
    *kept = (window_space){.target = target, .scale_x = scale_x, .scale_y = scale_y, .logical_w = logical_w,
                           .logical_h = logical_h, .viewport = viewport, .clip = clip, .clipped = clipped,
                           .logical_off = logical_off};
}

static void leave_window_space(SDL_Renderer *renderer, const window_space *kept) {
    SDL_Rect now;
    if (kept->logical_off) REAL(SDL_RenderSetLogicalSize)(renderer, kept->logical_w, kept->logical_h);
    /* Set only when it differs: SDL3 keeps a viewport set to the whole screen through later resizes. */
    REAL(SDL_RenderGetViewport)(renderer, &now);
    const SDL_Rect *viewport = &kept->viewport;
    if (now.x != viewport->x || now.y != viewport->y || now.w != viewport->w || now.h != viewport->h) {
        REAL(SDL_RenderSetViewport)(renderer, viewport);
    }
    REAL(SDL_RenderSetClipRect)(renderer, kept->clipped ? &kept->clip : NULL);
    REAL(SDL_RenderSetScale)(renderer, kept->scale_x, kept->scale_y);
    if (kept->target) REAL(SDL_SetRenderTarget)(renderer, kept->target);
}

/* The renderer's whole window into capture.c's buffer: its size, or false said once. */
bool jr_capture_renderer_read(SDL_Renderer *renderer, long frame, int *width, int *height) {
    Uint32 *pixels = NULL;
    if (REAL(SDL_GetRendererOutputSize)(renderer, width, height) != 0) return false;
    if (!(pixels = jr_capture_buffer(*width, *height))) return false;
    /* The whole window in pixels, then the renderer exactly as the game set it. */
    window_space kept;
    enter_window_space(renderer, &kept);
    int read = REAL(SDL_RenderReadPixels)(renderer, NULL, SDL_PIXELFORMAT_ARGB8888, pixels, *width * 4);
    leave_window_space(renderer, &kept);
    if (read != 0) {
        jr_say_once(JR_SAY_SCREENSHOT, "frame %ld could not be read: %s", frame, REAL(SDL_GetError)());
        return false;
    }
    return true;
}

/* A whole window's picture (ARGB8888, top row first) put on the renderer's window, replacing what is there. */
static bool write_renderer(SDL_Renderer *renderer, const Uint32 *from, int width, int height) {
    SDL_Texture *texture = REAL(SDL_CreateTexture)(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC,
                                                   width, height);
    if (!texture) return false;
    window_space kept;
    enter_window_space(renderer, &kept);
    bool written = REAL(SDL_SetTextureBlendMode)(texture, SDL_BLENDMODE_NONE) == 0
        && REAL(SDL_UpdateTexture)(texture, NULL, from, width * 4) == 0
        && REAL(SDL_RenderCopy)(renderer, texture, NULL, NULL) == 0;
    leave_window_space(renderer, &kept);
    REAL(SDL_DestroyTexture)(texture);
    return written;
}

bool jr_capture_renderer_draw_over(void *renderer, uint32_t *picture, int width, int height) {
    int read_width = 0, read_height = 0;
    /* What the window holds now (the game may be drawing its next frame), put back at the end. */
    if (!jr_capture_renderer_read(renderer, -1, &read_width, &read_height) || read_width != width || read_height != height) {
        return false;
    }
    size_t size = (size_t)width * (size_t)height * 4;
    Uint32 *now = malloc(size);
    if (!now) return false;
    memcpy(now, jr_capture_pixels(), size);
    bool drawn = write_renderer(renderer, picture, width, height) && jr_controls_draw_now()
        && jr_capture_renderer_read(renderer, -1, &read_width, &read_height);
    if (drawn) memcpy(picture, jr_capture_pixels(), size);
    write_renderer(renderer, now, width, height);
    free(now);
    return drawn;
}

/* A window surface into capture.c's buffer. */
bool jr_capture_surface_read(SDL_Surface *surface, long frame) {
    Uint32 *pixels = surface ? jr_capture_buffer(surface->w, surface->h) : NULL;
    if (!pixels) return false;
    bool locked = SDL_MUSTLOCK(surface) && REAL(SDL_LockSurface)(surface) == 0;
    int converted = REAL(SDL_ConvertPixels)(surface->w, surface->h, surface->format->format, surface->pixels,
                                            surface->pitch, SDL_PIXELFORMAT_ARGB8888, pixels, surface->w * 4);
    if (locked) REAL(SDL_UnlockSurface)(surface);
    if (converted != 0) {
        jr_say_once(JR_SAY_SCREENSHOT, "frame %ld could not be read: %s", frame, REAL(SDL_GetError)());
        return false;
    }
    return true;
}

bool jr_capture_surface_draw_over(void *window, uint32_t *picture, int width, int height) {
    SDL_Surface *surface = jr_window_surface(window);
    if (!surface || SDL_MUSTLOCK(surface) || surface->w != width || surface->h != height) return false;
    /* What the surface holds now (the game may be drawing its next frame), put back at the end. */
    size_t held = (size_t)surface->pitch * (size_t)surface->h;
    Uint8 *now = malloc(held);
    if (!now) return false;
    memcpy(now, surface->pixels, held);
    bool drawn = REAL(SDL_ConvertPixels)(width, height, SDL_PIXELFORMAT_ARGB8888, picture, width * 4,
                                         surface->format->format, surface->pixels, surface->pitch) == 0
        && jr_controls_draw_now() && jr_capture_surface_read(surface, -1);
    if (drawn) memcpy(picture, jr_capture_pixels(), (size_t)width * (size_t)height * 4);
    memcpy(surface->pixels, now, held);
    free(now);
    return drawn;
}

typedef int (*save_png_fn)(SDL_Surface *surface, const char *file);

int jr_capture_save_png(Uint32 *pixels, int width, int height, const char *path, char *error, size_t size) {
    /* SDL2_image is loaded already: the C library draws its pictures with it. */
    static save_png_fn save_png;
    if (!save_png) {
        void *image = dlopen("libSDL2_image-2.0.so.0", RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD);
        save_png = image ? (save_png_fn)dlsym(image, "IMG_SavePNG") : NULL;
    }
    SDL_Surface *surface = REAL(SDL_CreateRGBSurfaceWithFormatFrom)(pixels, width, height, 32, width * 4,
                                                                    SDL_PIXELFORMAT_ARGB8888);
    int saved = -1;
    if (surface && save_png) {
        jr_enter();
        saved = save_png(surface, path);
        jr_leave();
    }
    if (saved != 0) snprintf(error, size, "%s", save_png ? REAL(SDL_GetError)() : "SDL2_image has no IMG_SavePNG");
    if (surface) REAL(SDL_FreeSurface)(surface);
    return saved == 0 ? 0 : -1;
}
