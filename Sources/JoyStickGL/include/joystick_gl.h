#ifndef JOYSTICK_GL_H
#define JOYSTICK_GL_H

#include <stdbool.h>
#include <stdint.h>

/* The controls drawn with OpenGL: the core's textured, tinted quads, lines and rectangles
 * (JoyStickControls' OpenGLCanvas) on the back buffer of the context current when drawing, for a game that shows
 * its frames with SDL_GL_SwapWindow and has no SDL renderer. No SDL in it: the GL functions come from the lookup
 * it is given (SDL_GL_GetProcAddress). C, for the GL state it keeps and puts back, which is the bulk of it.
 *
 * Every piece of GL state drawing changes is put back as the game left it, by js_gl_end:
 *   - desktop compatibility or legacy contexts: drawn with the fixed-function pipeline; glPushAttrib and
 *     glPushClientAttrib keep its state, the matrices are pushed, and the program, framebuffer, unpack buffer
 *     and sampler are kept by hand;
 *   - core profiles and OpenGL ES 2+: a program, a vertex array and a buffer of its own; the program, vertex
 *     array, array buffer, framebuffer, active texture unit and its texture, sampler, unpack settings, viewport,
 *     blending, scissor, depth, stencil, culling, colour mask, polygon mode and sRGB writes are read by js_gl_begin
 *     and set back by js_gl_end. */

/* SDL_GL_GetProcAddress, or any function that finds a GL function by name. */
typedef void *(*js_gl_lookup)(const char *name);

/* The GL objects of one context (a program, a vertex array and buffer, a white texture) and what drawing keeps. */
typedef struct js_gl_drawing js_gl_drawing;

/* Made with the context it draws on current: the drawing, or NULL with a sentence in `reason` (a context with
 * neither the fixed-function pipeline nor vertex array objects, shaders that do not compile, no memory). */
js_gl_drawing *js_gl_create(js_gl_lookup lookup, char *reason, int reason_size);

/* Deletes its GL objects (its context current) and frees it; with `context_current` false (the context is gone,
 * or another is current) only the memory. */
void js_gl_destroy(js_gl_drawing *drawing, bool context_current);

/* Starts drawing over the back buffer of the default framebuffer, `width` x `height` pixels, in coordinates
 * `scale_x` and `scale_y` times smaller (window points: the drawable's size over the window's): the game's GL
 * state is kept, and blending on, depth, stencil, scissor and culling off. */
void js_gl_begin(js_gl_drawing *drawing, int width, int height, float scale_x, float scale_y);

/* Puts the game's GL state back as js_gl_begin found it. */
void js_gl_end(js_gl_drawing *drawing);

/* Whether drawing is between js_gl_begin and js_gl_end. */
bool js_gl_is_drawing(const js_gl_drawing *drawing);

/* A texture of RGBA bytes, row after row from the top, no padding, straight (not premultiplied) alpha, filtered
 * linearly: its name, or 0. Between js_gl_begin and js_gl_end. */
uint32_t js_gl_make_texture(js_gl_drawing *drawing, const uint8_t *rgba, int width, int height);

/* Deletes a texture js_gl_make_texture made (its context current). */
void js_gl_delete_texture(js_gl_drawing *drawing, uint32_t texture);

/* Draws the part (sx, sy, sw, sh), in texels, of a texture `width` x `height` into the rectangle (x, y, w, h),
 * its colours multiplied by (r, g, b, a), each 0...1, blended. Between js_gl_begin and js_gl_end. */
void js_gl_draw_texture(js_gl_drawing *drawing, uint32_t texture, int width, int height, float sx, float sy,
                        float sw, float sh, float x, float y, float w, float h, float r, float g, float b, float a);

/* Connected one-pixel lines through `count` points (x0, y0, x1, y1, ...), blended; `closed` joins the last to the
 * first. Between js_gl_begin and js_gl_end. */
void js_gl_draw_lines(js_gl_drawing *drawing, const float *points, int count, bool closed, float r, float g,
                      float b, float a);

/* Fills the rectangle (x, y, w, h), blended. Between js_gl_begin and js_gl_end. */
void js_gl_fill_rect(js_gl_drawing *drawing, float x, float y, float w, float h, float r, float g, float b,
                     float a);

/* The largest texture side the context makes. */
int js_gl_max_texture_size(const js_gl_drawing *drawing);

#endif
