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

/* The frame read into `pixels`, as a PNG file: 0, or -1 said on stderr and the status pipe. */
static int save_picture(long frame, int width, int height, const char *path) {
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
    jr_status("SCREENSHOT", "frame=%ld path=%s", frame, path);
    return 0;
}

static void save_screenshots(long frame, int width, int height) {
    for (int i = 0; i < jr_the_spec.screenshot_count; i++) {
        if (jr_the_spec.screenshots[i].frame == frame) save_picture(frame, width, height, jr_the_spec.screenshots[i].path);
    }
    if (jr_the_spec.screenshot_dir && (parted_frame == frame || pictured_every(frame))) {
        char path[4200];
        /* Six digits: the names sort in frame order (FramePicture.swift reads them). */
        snprintf(path, sizeof path, "%s/frame-%06ld.png", jr_the_spec.screenshot_dir, frame);
        save_picture(frame, width, height, path);
    }
}

void jr_capture_not_drawn(long frame) {
    write_hash_line(frame, "-");
    parts_here(frame, "-");
}

Uint32 *jr_capture_buffer(int width, int height) {
    return width > 0 && height > 0 && room_for(width, height) ? pixels : NULL;
}

void jr_capture_hashed(int width, int height, long frame) {
    char hash[17];
    snprintf(hash, sizeof hash, "%016llx", (unsigned long long)hash_of(width, height));
    write_hash_line(frame, hash);
    parts_here(frame, hash);
}

void jr_capture_pictured(int width, int height, long frame) {
    save_screenshots(frame, width, height);
}

/* The renderer's whole window into `pixels`: its size, or 0 said once. */
static bool read_renderer(SDL_Renderer *renderer, long frame, int *width, int *height) {
    if (REAL(SDL_GetRendererOutputSize)(renderer, width, height) != 0 || !jr_capture_buffer(*width, *height)) return false;
    /* The whole window in pixels, then the renderer exactly as the game set it. */
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
    SDL_Rect viewport, clip, now;
    REAL(SDL_RenderGetViewport)(renderer, &viewport);
    bool clipped = REAL(SDL_RenderIsClipEnabled)(renderer) == SDL_TRUE;
    if (clipped) REAL(SDL_RenderGetClipRect)(renderer, &clip);
    bool logical_off = logical_w > 0 && logical_h > 0;
    if (logical_off) REAL(SDL_RenderSetLogicalSize)(renderer, 0, 0);
    REAL(SDL_RenderSetViewport)(renderer, NULL);
    int read = REAL(SDL_RenderReadPixels)(renderer, NULL, SDL_PIXELFORMAT_ARGB8888, pixels, *width * 4);
    if (logical_off) REAL(SDL_RenderSetLogicalSize)(renderer, logical_w, logical_h);
    /* Set only when it differs: SDL3 keeps a viewport set to the whole screen through later resizes. */
    REAL(SDL_RenderGetViewport)(renderer, &now);
    if (now.x != viewport.x || now.y != viewport.y || now.w != viewport.w || now.h != viewport.h) {
        REAL(SDL_RenderSetViewport)(renderer, &viewport);
    }
    REAL(SDL_RenderSetClipRect)(renderer, clipped ? &clip : NULL);
    REAL(SDL_RenderSetScale)(renderer, scale_x, scale_y);
    if (target) REAL(SDL_SetRenderTarget)(renderer, target);
    if (read != 0) {
        jr_say_once(JR_SAY_SCREENSHOT, "frame %ld could not be read: %s", frame, REAL(SDL_GetError)());
        return false;
    }
    return true;
}

void jr_capture_renderer_hash(SDL_Renderer *renderer, long frame) {
    int width = 0, height = 0;
    if (read_renderer(renderer, frame, &width, &height)) jr_capture_hashed(width, height, frame);
}

void jr_capture_renderer_picture(SDL_Renderer *renderer, long frame) {
    int width = 0, height = 0;
    if (read_renderer(renderer, frame, &width, &height)) jr_capture_pictured(width, height, frame);
}

/* A window surface into `pixels`. */
static bool read_surface(SDL_Surface *surface, long frame) {
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

void jr_capture_surface_hash(SDL_Surface *surface, long frame) {
    if (read_surface(surface, frame)) jr_capture_hashed(surface->w, surface->h, frame);
}

void jr_capture_surface_picture(SDL_Surface *surface, long frame) {
    if (read_surface(surface, frame)) jr_capture_pictured(surface->w, surface->h, frame);
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
