/*
 * The frames a run presents, as pictures (--screenshot N:FILE.png) and hashes (--frame-hashes FILE).
 *
 * A frame is read as the player sees it, controls included: the whole window in its pixels, as ARGB8888 (the
 * renderer's viewport, clip, scale and target set aside for the read and put back). Its hash is FNV-1a over the
 * pixels' 64-bit words, row by row: the same pixels give the same hash on any machine.
 *
 * The pixel buffer is allocated once per window size, not per frame.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "overlay.h"

static Uint32 *pixels;
static size_t pixels_size;
static FILE *hashes;
static bool hashes_failed;

bool jr_capture_wanted(long frame) {
    if (jr_the_spec.hashes && !hashes_failed) return true;
    for (int i = 0; i < jr_the_spec.screenshot_count; i++) {
        if (jr_the_spec.screenshots[i].frame == frame) return true;
    }
    return false;
}

static bool room_for(int width, int height) {
    size_t size = (size_t)width * (size_t)height * 4;
    if (size <= pixels_size) return true;
    Uint32 *grown = realloc(pixels, size);
    if (!grown) return false;
    pixels = grown;
    pixels_size = size;
    return true;
}

static Uint64 hash_of(int width, int height) {
    Uint64 hash = 0xcbf29ce484222325u;
    size_t words = (size_t)width * (size_t)height / 2;
    const Uint64 *word = (const Uint64 *)pixels;
    for (size_t i = 0; i < words; i++) hash = (hash ^ word[i]) * 0x100000001b3u;
    if (((size_t)width * (size_t)height) % 2) hash = (hash ^ pixels[(size_t)width * (size_t)height - 1]) * 0x100000001b3u;
    return hash;
}

static void write_hash(long frame, int width, int height) {
    if (!jr_the_spec.hashes || hashes_failed) return;
    if (!hashes) {
        hashes = fopen(jr_the_spec.hashes, "w");
        if (!hashes) {
            hashes_failed = true;
            jr_say_once(JR_SAY_HASHES, "no frame hashes: cannot write %s: %s", jr_the_spec.hashes, strerror(errno));
            return;
        }
    }
    if (fprintf(hashes, "%ld %016llx\n", frame, (unsigned long long)hash_of(width, height)) < 0) {
        hashes_failed = true;
        jr_say_once(JR_SAY_HASHES, "frame hashes stop at frame %ld: cannot write %s: %s", frame, jr_the_spec.hashes,
                    strerror(errno));
    }
}

typedef int (*save_png_fn)(SDL_Surface *surface, const char *file);

static void save_screenshots(long frame, int width, int height) {
    for (int i = 0; i < jr_the_spec.screenshot_count; i++) {
        const jr_screenshot *shot = &jr_the_spec.screenshots[i];
        if (shot->frame != frame) continue;
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
            saved = save_png(surface, shot->path);
            jr_leave();
        }
        if (surface) REAL(SDL_FreeSurface)(surface);
        if (saved != 0) {
            fprintf(stderr, "joystick-run: the screenshot of frame %ld is not saved: %s: %s\n", frame, shot->path,
                    save_png ? REAL(SDL_GetError)() : "SDL2_image has no IMG_SavePNG");
            jr_status("FAIL", "screenshot frame=%ld path=%s", frame, shot->path);
        } else {
            jr_status("SCREENSHOT", "frame=%ld path=%s", frame, shot->path);
        }
    }
}

Uint32 *jr_capture_buffer(int width, int height) {
    return width > 0 && height > 0 && room_for(width, height) ? pixels : NULL;
}

void jr_capture_finish(int width, int height, long frame) {
    write_hash(frame, width, height);
    save_screenshots(frame, width, height);
}

void jr_capture_renderer(SDL_Renderer *renderer, long frame) {
    int width = 0, height = 0;
    if (REAL(SDL_GetRendererOutputSize)(renderer, &width, &height) != 0 || !jr_capture_buffer(width, height)) return;
    /* The whole window in pixels, then the renderer exactly as the game set it. */
    SDL_Texture *target = REAL(SDL_GetRenderTarget)(renderer);
    if (target) REAL(SDL_SetRenderTarget)(renderer, NULL);
    float scale_x = 1, scale_y = 1;
    REAL(SDL_RenderGetScale)(renderer, &scale_x, &scale_y);
    REAL(SDL_RenderSetScale)(renderer, 1, 1);
    SDL_Rect viewport, clip;
    REAL(SDL_RenderGetViewport)(renderer, &viewport);
    bool clipped = REAL(SDL_RenderIsClipEnabled)(renderer) == SDL_TRUE;
    if (clipped) REAL(SDL_RenderGetClipRect)(renderer, &clip);
    REAL(SDL_RenderSetViewport)(renderer, NULL);
    int read = REAL(SDL_RenderReadPixels)(renderer, NULL, SDL_PIXELFORMAT_ARGB8888, pixels, width * 4);
    REAL(SDL_RenderSetViewport)(renderer, &viewport);
    REAL(SDL_RenderSetClipRect)(renderer, clipped ? &clip : NULL);
    REAL(SDL_RenderSetScale)(renderer, scale_x, scale_y);
    if (target) REAL(SDL_SetRenderTarget)(renderer, target);
    if (read != 0) {
        jr_say_once(JR_SAY_SCREENSHOT, "frame %ld could not be read: %s", frame, REAL(SDL_GetError)());
        return;
    }
    jr_capture_finish(width, height, frame);
}

void jr_capture_surface(SDL_Surface *surface, long frame) {
    if (!surface || !jr_capture_buffer(surface->w, surface->h)) return;
    bool locked = SDL_MUSTLOCK(surface) && REAL(SDL_LockSurface)(surface) == 0;
    int converted = REAL(SDL_ConvertPixels)(surface->w, surface->h, surface->format->format, surface->pixels,
                                            surface->pitch, SDL_PIXELFORMAT_ARGB8888, pixels, surface->w * 4);
    if (locked) REAL(SDL_UnlockSurface)(surface);
    if (converted != 0) {
        jr_say_once(JR_SAY_SCREENSHOT, "frame %ld could not be read: %s", frame, REAL(SDL_GetError)());
        return;
    }
    jr_capture_finish(surface->w, surface->h, frame);
}

/* At SDL_Quit: what is written so far reaches the file (a game may quit SDL and start it again). */
void jr_capture_flush(void) {
    if (hashes && fflush(hashes) != 0) {
        jr_say_once(JR_SAY_HASHES, "the frame hashes may be incomplete: cannot write %s: %s", jr_the_spec.hashes,
                    strerror(errno));
    }
    jr_record_flush();
}

/* When the game exits. */
__attribute__((destructor)) static void close_files(void) {
    jr_capture_flush();
    if (hashes) fclose(hashes);
    hashes = NULL;
}
