/*
 * The hook of an SDL3 OpenGL game: SDL_GL_SwapWindow shows a frame (frame.c runs its steps). Its frames are
 * counted, hashed and pictured; the controls are not drawn over them yet (said once): SDL2's overlay lays a picture
 * of them over the frame with GL of its own (gl.c), which SDL3's does not have.
 */
#include "overlay3.h"

typedef void (*gl_read_pixels_fn)(int x, int y, int width, int height, unsigned format, unsigned type, void *pixels);
typedef void (*gl_pixel_store_fn)(unsigned name, int value);
typedef void (*gl_get_integer_fn)(unsigned name, int *value);
typedef void (*gl_bind_framebuffer_fn)(unsigned target, unsigned framebuffer);

#define JR_GL_RGBA 0x1908
#define JR_GL_UNSIGNED_BYTE 0x1401
#define JR_GL_PACK_ALIGNMENT 0x0D05
#define JR_GL_FRAMEBUFFER 0x8D40
#define JR_GL_FRAMEBUFFER_BINDING 0x8CA6

bool jr3_gl_read_frame(SDL_Window *window, int *width, int *height) {
    if (!REAL3(SDL_GL_GetCurrentContext)()) return false;
    gl_read_pixels_fn read_pixels = (gl_read_pixels_fn)REAL3(SDL_GL_GetProcAddress)("glReadPixels");
    gl_pixel_store_fn pixel_store = (gl_pixel_store_fn)REAL3(SDL_GL_GetProcAddress)("glPixelStorei");
    gl_get_integer_fn get_integer = (gl_get_integer_fn)REAL3(SDL_GL_GetProcAddress)("glGetIntegerv");
    gl_bind_framebuffer_fn bind = (gl_bind_framebuffer_fn)REAL3(SDL_GL_GetProcAddress)("glBindFramebuffer");
    if (!read_pixels || !pixel_store || !get_integer) return false;
    *width = *height = 0;
    REAL3(SDL_GetWindowSizeInPixels)(window, width, height);
    uint32_t *pixels = *width > 0 && *height > 0 ? jr_capture_buffer(*width, *height) : NULL;
    if (!pixels) return false;
    int framebuffer = 0, alignment = 4;
    if (bind) get_integer(JR_GL_FRAMEBUFFER_BINDING, &framebuffer);
    get_integer(JR_GL_PACK_ALIGNMENT, &alignment);
    if (bind) bind(JR_GL_FRAMEBUFFER, 0);
    pixel_store(JR_GL_PACK_ALIGNMENT, 4);
    read_pixels(0, 0, *width, *height, JR_GL_RGBA, JR_GL_UNSIGNED_BYTE, pixels);
    pixel_store(JR_GL_PACK_ALIGNMENT, alignment);
    if (bind) bind(JR_GL_FRAMEBUFFER, (unsigned)framebuffer);
    /* Bottom row first, RGBA bytes: turned over, and into ARGB8888 words. */
    int w = *width, h = *height;
    for (int top = 0, bottom = h - 1; top < bottom; top++, bottom--) {
        uint32_t *a = pixels + (size_t)top * w, *b = pixels + (size_t)bottom * w;
        for (int x = 0; x < w; x++) {
            uint32_t upper = a[x];
            a[x] = b[x];
            b[x] = upper;
        }
    }
    for (size_t i = 0, count = (size_t)w * h; i < count; i++) {
        const Uint8 *bytes = (const Uint8 *)&pixels[i];
        pixels[i] = (uint32_t)bytes[3] << 24 | (uint32_t)bytes[0] << 16 | (uint32_t)bytes[1] << 8 | bytes[2];
    }
    return true;
}

typedef struct shown_gl {
    SDL_Window *window;
    bool result;
} shown_gl;

static bool read_gl(void *target, long frame, int *width, int *height) {
    (void)frame;
    return jr3_gl_read_frame(((shown_gl *)target)->window, width, height);
}

static void draw_on_gl(void *target, bool draw) {
    (void)target;
    (void)draw;
    if (jr_the_spec.control_count > 0) {
        jr_say_once(JR_SAY_GL, "the game draws with OpenGL on SDL3, where joystick-run draws no controls yet: its frames "
                    "are counted, hashed and pictured");
    }
}

static void show_gl(void *target) {
    shown_gl *shown = target;
    shown->result = REAL3(SDL_GL_SwapWindow)(shown->window);
}

bool jr3_wrap_SDL_GL_SwapWindow(SDL_Window *window) {
    if (jr_inside) return REAL3(SDL_GL_SwapWindow)(window);
    jr_events_claim_thread_if_unclaimed();
    shown_gl shown = {.window = window};
    jr_frame_show(&(jr_shown_frame){.read = read_gl, .draw_controls = draw_on_gl, .show = show_gl, .target = &shown});
    return shown.result;
}
