/*
 * The frames a run presents, as hashes (--frame-hashes FILE) and pictures (--screenshot N:FILE.png).
 *
 * A frame is read as the whole window in its pixels, as ARGB8888 (the renderer's viewport, clip, scale and target
 * set aside for the read and put back). Its hash is of the game's own frame, read before the controls are drawn
 * over it: a verdict is about the game, and a good run's hashes stay good when the controls' look or places
 * change. The hash is FNV-1a over the pixels' 64-bit words in four lanes (hash_of): the same pixels give the same
 * hash on any machine. The hashes file has a line per frame, `N HASH` for a frame drawn and `N -` for one that ended with
 * nothing drawn. A picture is read after the controls are drawn, as the player sees the frame; a headless run
 * draws them only into the frames it pictures (the others nobody sees).
 *
 * The pixel buffer is allocated once per window size, not per frame.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "overlay.h"

static Uint32 *pixels;
static size_t pixels_size;
/* The frame whose game pixels (read for its hash, before the controls) `pixels` holds, or -1. */
static long pixels_frame = -1;
static int pixels_width, pixels_height;

/* The last frame the game presented, its own pixels, kept while a --screenshot of a later frame is to come: a
 * frame that draws nothing is pictured as what the screen shows then, this frame with the controls as they are
 * at the frame asked for. */
static struct {
    Uint32 *pixels;
    size_t size;
    int width, height;
    long frame;                  /* -1: none yet */
} shown = {.frame = -1};
static FILE *hashes;
static bool hashes_failed;

/* The good run's hashes (--expect-hashes), one per frame: 16 hexadecimal digits, or "-" for nothing drawn;
 * and whether this run has parted from them yet (its first different frame is pictured). */
typedef char hash_text[17];
static hash_text *expected;
static long expected_count;
static bool expected_loaded, parted;
static long parted_frame = -1;  /* the frame this run parted at: pictured beside the good run's */

static void load_expected(void) {
    expected_loaded = true;
    if (!jr_the_spec.expect_hashes) return;
    FILE *file = fopen(jr_the_spec.expect_hashes, "r");
    if (!file) return;
    long capacity = 0;
    char line[64];
    while (fgets(line, sizeof line, file)) {
        long frame;
        char text[32];
        if (sscanf(line, "%ld %31s", &frame, text) != 2 || frame != expected_count || strlen(text) > 16) break;
        if (expected_count == capacity) {
            long grown_capacity = capacity ? capacity * 2 : 1024;
            hash_text *grown = realloc(expected, (size_t)grown_capacity * sizeof *expected);
            if (!grown) break;
            expected = grown;
            capacity = grown_capacity;
        }
        snprintf(expected[expected_count++], sizeof(hash_text), "%s", text);
    }
    fclose(file);
}

/* Whether --ignore-frames leaves a frame out of the comparison (its ranges are in order: a binary search). */
static bool ignored(long frame) {
    long low = 0, high = jr_the_spec.ignored_count;
    while (low < high) {
        long middle = (low + high) / 2;
        if (jr_the_spec.ignored[middle].last < frame) low = middle + 1; else high = middle;
    }
    return low < jr_the_spec.ignored_count && jr_the_spec.ignored[low].first <= frame;
}

/* Whether a frame's hash parts this run from the good one, the first time it does. */
static bool parts_here(long frame, const char *hash) {
    if (!jr_the_spec.expect_hashes || parted || ignored(frame)) return false;
    if (!expected_loaded) load_expected();
    if (frame < expected_count && strcmp(expected[frame], hash) == 0) return false;
    parted = true;
    parted_frame = frame;
    jr_status("DIFFERS", "frame=%ld", frame);
    return true;
}

/* The run is frames 0 to --frames: the one the game reads SDL_QUIT in included, what it does after that not
 * (a game that will not leave could fill a disk with the frames it lets pass). */
static bool beyond_the_run(long frame) {
    return jr_the_spec.frames >= 0 && frame > jr_the_spec.frames;
}

static bool pictured_every(long frame) {
    return jr_the_spec.screenshot_dir && jr_the_spec.screenshot_every > 0 && frame % jr_the_spec.screenshot_every == 0;
}

bool jr_capture_hash_wanted(long frame) {
    return jr_the_spec.hashes && !hashes_failed && !beyond_the_run(frame);
}

bool jr_capture_picture_wanted(long frame) {
    if (beyond_the_run(frame)) return false;
    if (pictured_every(frame) || (jr_the_spec.screenshot_dir && parted_frame == frame)) return true;
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

/* FNV-1a over the pixels' 64-bit words in four interleaved lanes (word i in lane i % 4; an odd last pixel in lane
 * 0), the lanes then combined by FNV-1a in order. One lane is a chain of multiplications, each waiting for the
 * last: four keep the multiplier busy (the hash's cost per frame: Benchmarks/README.md, "joystick-run"). */
static Uint64 hash_of(int width, int height) {
    const Uint64 basis = 0xcbf29ce484222325u, prime = 0x100000001b3u;
    Uint64 lane0 = basis, lane1 = basis, lane2 = basis, lane3 = basis;
    size_t count = (size_t)width * (size_t)height, words = count / 2, i = 0;
    const Uint64 *word = (const Uint64 *)pixels;
    for (; i + 4 <= words; i += 4) {
        lane0 = (lane0 ^ word[i]) * prime;
        lane1 = (lane1 ^ word[i + 1]) * prime;
        lane2 = (lane2 ^ word[i + 2]) * prime;
        lane3 = (lane3 ^ word[i + 3]) * prime;
    }
    for (; i < words; i++) {
        Uint64 *lane = i % 4 == 0 ? &lane0 : i % 4 == 1 ? &lane1 : &lane2;
        *lane = (*lane ^ word[i]) * prime;
    }
    if (count % 2) lane0 = (lane0 ^ pixels[count - 1]) * prime;
    Uint64 hash = basis;
    hash = (hash ^ lane0) * prime;
    hash = (hash ^ lane1) * prime;
    hash = (hash ^ lane2) * prime;
    return (hash ^ lane3) * prime;
}

/* The process whose frames the hashes file holds: the first of the game's processes to hash one (a launcher that
 * starts the game as a process of its own, a forked child that presents too, would otherwise write into one file
 * from both). It claims the file with SPEC.hashes-owner in the run's folder, holding its pid (an exec keeps it). */
static pid_t hashes_owner;

static bool owns_hashes(void) {
    if (hashes_owner) return hashes_owner == getpid();
    const char *spec = getenv("JOYSTICK_RUN_SPEC");
    char claim[4096];
    if (!spec || snprintf(claim, sizeof claim, "%s.hashes-owner", spec) >= (int)sizeof claim) {
        hashes_owner = getpid();
        return true;
    }
    char mine[32], theirs[32] = "";
    int length = snprintf(mine, sizeof mine, "%ld", (long)getpid());
    int file = open(claim, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (file >= 0) {
        ssize_t written = write(file, mine, (size_t)length);
        (void)written;
        close(file);
        hashes_owner = getpid();
        return true;
    }
    file = open(claim, O_RDONLY | O_CLOEXEC);
    ssize_t got = file >= 0 ? read(file, theirs, sizeof theirs - 1) : -1;
    if (file >= 0) close(file);
    theirs[got > 0 ? got : 0] = '\0';
    hashes_owner = (pid_t)strtol(theirs, NULL, 10);
    if (hashes_owner == getpid()) return true;
    jr_say_once(JR_SAY_HASHES, "the game's process %s hashes its frames: this one's (%s) are not hashed", theirs, mine);
    return false;
}

static bool open_hashes(void) {
    if (hashes) {
        if (hashes_owner == getpid()) return true;
        /* A forked child: the file is its parent's. */
        hashes_failed = true;
        return false;
    }
    if (!owns_hashes()) {
        hashes_failed = true;
        return false;
    }
    hashes = fopen(jr_the_spec.hashes, "w");
    /* A line at a time: a run stopped by a watchdog still leaves every frame it ended. */
    if (hashes) setvbuf(hashes, NULL, _IOLBF, 0);
    if (hashes) return true;
    hashes_failed = true;
    jr_say_once(JR_SAY_HASHES, "no frame hashes: cannot write %s: %s", jr_the_spec.hashes, strerror(errno));
    return false;
}

static void write_hash_line(long frame, const char *hash) {
    if (!jr_the_spec.hashes || hashes_failed || beyond_the_run(frame) || !open_hashes()) return;
    if (fprintf(hashes, "%ld %s\n", frame, hash) < 0) {
        hashes_failed = true;
        jr_say_once(JR_SAY_HASHES, "frame hashes stop at frame %ld: cannot write %s: %s", frame, jr_the_spec.hashes,
                    strerror(errno));
    }
}

typedef int (*save_png_fn)(SDL_Surface *surface, const char *file);

/* The frame read into `pixels`, as a PNG file: 0, or -1 said on stderr and the status pipe. `from` is the frame
 * the picture shows when it is another's (the frame asked for drew nothing), else -1. */
static int save_picture(long frame, long from, int width, int height, const char *path) {
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
    if (surface) REAL(SDL_FreeSurface)(surface);
    if (saved != 0) {
        fprintf(stderr, "joystick-run: the picture of frame %ld is not saved: %s: %s\n", frame, path,
                save_png ? REAL(SDL_GetError)() : "SDL2_image has no IMG_SavePNG");
        jr_status("FAIL", "screenshot frame=%ld path=%s", frame, path);
        return -1;
    }
    if (from >= 0) jr_status("SCREENSHOT", "frame=%ld from=%ld path=%s", frame, from, path);
    else jr_status("SCREENSHOT", "frame=%ld path=%s", frame, path);
    return 0;
}

static void save_screenshots(long frame, int width, int height) {
    for (int i = 0; i < jr_the_spec.screenshot_count; i++) {
        if (jr_the_spec.screenshots[i].frame == frame) {
            save_picture(frame, -1, width, height, jr_the_spec.screenshots[i].path);
        }
    }
    if (jr_the_spec.screenshot_dir && (parted_frame == frame || pictured_every(frame))) {
        char path[4200];
        /* Six digits: the names sort in frame order (FramePicture.swift reads them). */
        snprintf(path, sizeof path, "%s/frame-%06ld.png", jr_the_spec.screenshot_dir, frame);
        save_picture(frame, -1, width, height, path);
    }
}

bool jr_capture_keep_wanted(long frame) {
    if (beyond_the_run(frame)) return false;
    for (int i = 0; i < jr_the_spec.screenshot_count; i++) {
        if (jr_the_spec.screenshots[i].frame > frame) return true;
    }
    return false;
}

void jr_capture_keep(int width, int height, long frame) {
    size_t size = (size_t)width * (size_t)height * 4;
    if (size > shown.size) {
        Uint32 *grown = realloc(shown.pixels, size);
        if (!grown) return;
        shown.pixels = grown;
        shown.size = size;
    }
    memcpy(shown.pixels, pixels, size);
    shown.width = width;
    shown.height = height;
    shown.frame = frame;
}

/* A --screenshot of a frame that drew nothing: the last frame presented, with the controls as they are now
 * (drawn by their renderer, on the thread that owns it; without them, said, when they cannot be). A frame before
 * any was presented has no picture (joystick-run says it was not saved). */
static void picture_undrawn(long frame) {
    for (int i = 0; i < jr_the_spec.screenshot_count; i++) {
        if (jr_the_spec.screenshots[i].frame != frame || shown.frame < 0) continue;
        /* Composed apart from `pixels`, which drawing the controls over it reads the window into. */
        size_t size = (size_t)shown.width * (size_t)shown.height * 4;
        Uint32 *composed = malloc(size);
        if (!composed) continue;
        memcpy(composed, shown.pixels, size);
        if (!jr_on_event_thread() || !jr_controls_draw_over(composed, shown.width, shown.height)) {
            memcpy(composed, shown.pixels, size);
            jr_say_once(JR_SAY_UNDRAWN, "frame %ld drew nothing: its picture is frame %ld's, without the controls "
                        "(they cannot be drawn from here)", frame, shown.frame);
        }
        if (room_for(shown.width, shown.height)) {
            memcpy(pixels, composed, size);
            pixels_frame = -1;
            save_picture(frame, shown.frame, shown.width, shown.height, jr_the_spec.screenshots[i].path);
        }
        free(composed);
    }
}

void jr_capture_not_drawn(long frame) {
    write_hash_line(frame, "-");
    parts_here(frame, "-");
    if (!beyond_the_run(frame)) picture_undrawn(frame);
}

Uint32 *jr_capture_buffer(int width, int height) {
    /* Whatever is read into it now is not a held frame's game pixels until jr_capture_hashed says so. */
    pixels_frame = -1;
    return width > 0 && height > 0 && room_for(width, height) ? pixels : NULL;
}

void jr_capture_hashed(int width, int height, long frame) {
    pixels_frame = frame;
    pixels_width = width;
    pixels_height = height;
    char hash[17];
    snprintf(hash, sizeof hash, "%016llx", (unsigned long long)hash_of(width, height));
    write_hash_line(frame, hash);
    parts_here(frame, hash);
}

void jr_capture_pictured(int width, int height, long frame) {
    save_screenshots(frame, width, height);
}

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

/* The renderer's whole window into `pixels`: its size, or false said once. */
bool jr_capture_renderer_read(SDL_Renderer *renderer, long frame, int *width, int *height) {
    if (REAL(SDL_GetRendererOutputSize)(renderer, width, height) != 0 || !jr_capture_buffer(*width, *height)) return false;
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

bool jr_capture_renderer_draw_over(SDL_Renderer *renderer, Uint32 *picture, int width, int height) {
    int read_width = 0, read_height = 0;
    /* What the window holds now (the game may be drawing its next frame), put back at the end. */
    if (!jr_capture_renderer_read(renderer, -1, &read_width, &read_height) || read_width != width || read_height != height) {
        return false;
    }
    size_t size = (size_t)width * (size_t)height * 4;
    Uint32 *now = malloc(size);
    if (!now) return false;
    memcpy(now, pixels, size);
    bool drawn = write_renderer(renderer, picture, width, height) && jr_controls_draw_now()
        && jr_capture_renderer_read(renderer, -1, &read_width, &read_height);
    if (drawn) memcpy(picture, pixels, size);
    write_renderer(renderer, now, width, height);
    free(now);
    return drawn;
}

/* A window surface into `pixels`. */
bool jr_capture_surface_read(SDL_Surface *surface, long frame) {
    if (!surface || !jr_capture_buffer(surface->w, surface->h)) return false;
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

bool jr_capture_surface_draw_over(SDL_Surface *surface, Uint32 *picture, int width, int height) {
    if (!surface || SDL_MUSTLOCK(surface) || surface->w != width || surface->h != height) return false;
    /* What the surface holds now (the game may be drawing its next frame), put back at the end. */
    size_t held = (size_t)surface->pitch * (size_t)surface->h;
    Uint8 *now = malloc(held);
    if (!now) return false;
    memcpy(now, surface->pixels, held);
    bool drawn = REAL(SDL_ConvertPixels)(width, height, SDL_PIXELFORMAT_ARGB8888, picture, width * 4,
                                         surface->format->format, surface->pixels, surface->pitch) == 0
        && jr_controls_draw_now() && jr_capture_surface_read(surface, -1);
    if (drawn) memcpy(picture, pixels, (size_t)width * (size_t)height * 4);
    memcpy(surface->pixels, now, held);
    free(now);
    return drawn;
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
