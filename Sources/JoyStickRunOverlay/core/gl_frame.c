/*
 * OpenGL frames, for SDL2's hooks and SDL3's alike: the frame SDL_GL_SwapWindow is about to show, read from the
 * back buffer for its hash and pictures, and a picture of a frame that drew nothing, with the controls drawn over
 * the last one shown.
 *
 * The overlay draws no controls of its own: the C library draws them with GL over the game's frame (its OpenGL
 * canvas, js_private_controls_create_opengl). To picture the controls over a frame kept from before, that frame is
 * laid on the back buffer first with the same GL code the library draws with (Sources/JoyStickGL, compiled into the
 * overlay too), then read back, and what the back buffer held is laid back.
 *
 * GL functions come from SDL_GL_GetProcAddress.
 */
#include <stdlib.h>
#include <string.h>

#include <GL/gl.h>
#include <GL/glext.h>

#include "joystick_gl.h"
#include "overlay_core.h"

static struct {
    __typeof__(&glGetIntegerv) glGetIntegerv;
    __typeof__(&glPixelStorei) glPixelStorei;
    __typeof__(&glReadPixels) glReadPixels;
    void (APIENTRY *glBindFramebuffer)(GLenum, GLuint);
    bool loaded;
} gl;

/* The overlay's own GL objects, for laying a kept frame on the back buffer: of the context `context`. */
static struct {
    void *context;
    js_gl_drawing *drawing;
} laying;

static bool load_functions(jr_gl_proc_fn lookup) {
    if (gl.loaded) return true;
    gl.glGetIntegerv = (__typeof__(gl.glGetIntegerv))lookup("glGetIntegerv");
    gl.glPixelStorei = (__typeof__(gl.glPixelStorei))lookup("glPixelStorei");
    gl.glReadPixels = (__typeof__(gl.glReadPixels))lookup("glReadPixels");
    gl.glBindFramebuffer = (__typeof__(gl.glBindFramebuffer))lookup("glBindFramebuffer");
    gl.loaded = gl.glGetIntegerv && gl.glPixelStorei && gl.glReadPixels;
    return gl.loaded;
}

/* The frame about to be shown, read from the back buffer into capture.c's buffer: ARGB8888, top row first.
 * Reading needs only GL 1.0's calls. */
bool jr_gl_read_back(jr_gl_proc_fn lookup, int width, int height) {
    if (!load_functions(lookup)) return false;
    uint32_t *pixels = jr_capture_buffer(width, height);
    if (!pixels) return false;
    GLint framebuffer = 0, pack_alignment = 0;
    if (gl.glBindFramebuffer) gl.glGetIntegerv(GL_FRAMEBUFFER_BINDING, &framebuffer);
    gl.glGetIntegerv(GL_PACK_ALIGNMENT, &pack_alignment);
    if (gl.glBindFramebuffer) gl.glBindFramebuffer(GL_FRAMEBUFFER, 0);
    gl.glPixelStorei(GL_PACK_ALIGNMENT, 4);
    gl.glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
    gl.glPixelStorei(GL_PACK_ALIGNMENT, pack_alignment);
    if (gl.glBindFramebuffer) gl.glBindFramebuffer(GL_FRAMEBUFFER, (GLuint)framebuffer);
    /* Bottom row first, RGBA bytes: turned over, and into ARGB8888 words. */
    for (int top = 0, bottom = height - 1; top <= bottom; top++, bottom--) {
        uint32_t *a = pixels + (size_t)top * width, *b = pixels + (size_t)bottom * width;
        for (int x = 0; x < width; x++) {
            uint32_t upper = a[x], lower = b[x];
            a[x] = lower;
            b[x] = upper;
        }
    }
    for (size_t i = 0, count = (size_t)width * height; i < count; i++) {
        const uint8_t *bytes = (const uint8_t *)&pixels[i];
        pixels[i] = (uint32_t)bytes[3] << 24 | (uint32_t)bytes[0] << 16 | (uint32_t)bytes[1] << 8 | bytes[2];
    }
    return true;
}

/* Lays a picture (ARGB8888, top row first) over the whole back buffer, opaque. */
static bool lay(jr_gl_proc_fn lookup, void *context, const uint32_t *picture, int width, int height) {
    if (laying.context != context || !laying.drawing) {
        /* Another context's objects are not this one's to delete. */
        js_gl_destroy(laying.drawing, false);
        char reason[256];
        laying.drawing = js_gl_create(lookup, reason, (int)sizeof reason);
        laying.context = context;
        if (!laying.drawing) return false;
    }
    size_t count = (size_t)width * (size_t)height;
    uint8_t *rgba = malloc(count * 4);
    if (!rgba) return false;
    for (size_t i = 0; i < count; i++) {
        rgba[4 * i] = (uint8_t)(picture[i] >> 16);
        rgba[4 * i + 1] = (uint8_t)(picture[i] >> 8);
        rgba[4 * i + 2] = (uint8_t)picture[i];
        rgba[4 * i + 3] = 255;
    }
    js_gl_begin(laying.drawing, width, height, 1, 1);
    uint32_t texture = js_gl_make_texture(laying.drawing, rgba, width, height);
    if (texture) {
        js_gl_draw_texture(laying.drawing, texture, width, height, 0, 0, (float)width, (float)height, 0, 0,
                           (float)width, (float)height, 1, 1, 1, 1);
        js_gl_delete_texture(laying.drawing, texture);
    }
    js_gl_end(laying.drawing);
    free(rgba);
    return texture != 0;
}

bool jr_gl_draw_over(jr_gl_proc_fn lookup, void *context, uint32_t *picture, int width, int height) {
    if (!context || !jr_gl_read_back(lookup, width, height)) return false;
    /* What the back buffer holds now (the game may be drawing its next frame), laid back at the end. */
    size_t size = (size_t)width * (size_t)height * 4;
    uint32_t *held = malloc(size);
    if (!held) return false;
    memcpy(held, jr_capture_buffer(width, height), size);
    bool drawn = lay(lookup, context, picture, width, height) && jr_controls_draw_now()
        && jr_gl_read_back(lookup, width, height);
    if (drawn) memcpy(picture, jr_capture_buffer(width, height), size);
    lay(lookup, context, held, width, height);
    free(held);
    return drawn;
}

void jr_gl_forget(void) {
    js_gl_destroy(laying.drawing, false);
    laying.drawing = NULL;
    laying.context = NULL;
}
