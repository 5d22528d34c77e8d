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

#include "overlay_core.h"

static uint32_t *pixels;
static size_t pixels_size;
/* The frame whose game pixels (read for its hash, before the controls) `pixels` holds, or -1. */
static long pixels_frame = -1;
static int pixels_width, pixels_height;

/* The last frame the game presented, its own pixels, kept while a --screenshot of a later frame is to come: a
 * frame that draws nothing is pictured as what the screen shows then, this frame with the controls as they are
 * at the frame asked for. */
static struct {
    uint32_t *pixels;
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
    uint32_t *grown = realloc(pixels, size);
    if (!grown) return false;
    pixels = grown;
    pixels_size = size;
    return true;
}

/* FNV-1a over the pixels' 64-bit words in four interleaved lanes (word i in lane i % 4; an odd last pixel in lane
 * 0), the lanes then combined by FNV-1a in order. One lane is a chain of multiplications, each waiting for the
 * last: four keep the multiplier busy (the hash's cost per frame: Benchmarks/README.md, "joystick-run"). */
static uint64_t hash_of(int width, int height) {
    const uint64_t basis = 0xcbf29ce484222325u, prime = 0x100000001b3u;
    uint64_t lane0 = basis, lane1 = basis, lane2 = basis, lane3 = basis;
    size_t count = (size_t)width * (size_t)height, words = count / 2, i = 0;
    const uint64_t *word = (const uint64_t *)pixels;
    for (; i + 4 <= words; i += 4) {
        lane0 = (lane0 ^ word[i]) * prime;
        lane1 = (lane1 ^ word[i + 1]) * prime;
        lane2 = (lane2 ^ word[i + 2]) * prime;
        lane3 = (lane3 ^ word[i + 3]) * prime;
    }
    for (; i < words; i++) {
        uint64_t *lane = i % 4 == 0 ? &lane0 : i % 4 == 1 ? &lane1 : &lane2;
        *lane = (*lane ^ word[i]) * prime;
    }
    if (count % 2) lane0 = (lane0 ^ pixels[count - 1]) * prime;
    uint64_t hash = basis;
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

/* The frame read into `pixels`, as a PNG file: 0, or -1 said on stderr and the status pipe. `from` is the frame
 * the picture shows when it is another's (the frame asked for drew nothing), else -1. */
static int save_picture(long frame, long from, int width, int height, const char *path) {
    char error[512] = "";
    if (jr_sdl->save_png(pixels, width, height, path, error, sizeof error) != 0) {
        fprintf(stderr, "joystick-run: the picture of frame %ld is not saved: %s: %s\n", frame, path, error);
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
        uint32_t *grown = realloc(shown.pixels, size);
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
        uint32_t *composed = malloc(size);
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

uint32_t *jr_capture_buffer(int width, int height) {
    /* Whatever is read into it now is not a held frame's game pixels until jr_capture_hashed says so. */
    pixels_frame = -1;
    return width > 0 && height > 0 && room_for(width, height) ? pixels : NULL;
}

uint32_t *jr_capture_pixels(void) {
    return pixels;
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

/* At SDL_Quit: what is written so far reaches the file (a game may quit SDL and start it again). */
void jr_capture_flush(void) {
    if (hashes && fflush(hashes) != 0) {
        jr_say_once(JR_SAY_HASHES, "the frame hashes may be incomplete: cannot write %s: %s", jr_the_spec.hashes,
                    strerror(errno));
    }
}

/* When the game exits. */
__attribute__((destructor)) static void close_files(void) {
    jr_capture_flush();
    if (hashes) fclose(hashes);
    hashes = NULL;
}
