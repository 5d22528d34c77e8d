/*
 * The controls drawn with OpenGL (joystick_gl.h): one program of two small shaders on core profiles and OpenGL
 * ES, the fixed-function pipeline on compatibility and legacy contexts, the game's state kept and put back.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The prototypes of GL 1.3 and later, for their types alone: every function is called through the lookup. */
#define GL_GLEXT_PROTOTYPES 1
#include <GL/gl.h>
#include <GL/glext.h>

#include "joystick_gl.h"

#ifndef GL_CONTEXT_PROFILE_MASK
#define GL_CONTEXT_PROFILE_MASK 0x9126
#endif
#ifndef GL_CONTEXT_CORE_PROFILE_BIT
#define GL_CONTEXT_CORE_PROFILE_BIT 0x00000001
#endif
#ifndef GL_SAMPLER_BINDING
#define GL_SAMPLER_BINDING 0x8919
#endif
#ifndef GL_FRAMEBUFFER_SRGB
#define GL_FRAMEBUFFER_SRGB 0x8DB9
#endif

/* The GL 1.x functions, each with its GL type (GL/gl.h's declarations, typeof'd). */
#define JS_GL_FUNCTIONS \
    F(glGetString) F(glGetIntegerv) F(glGetBooleanv) F(glGetFloatv) F(glIsEnabled) F(glEnable) F(glDisable) \
    F(glViewport) F(glScissor) F(glColorMask) F(glBlendFunc) F(glPixelStorei) F(glGenTextures) \
    F(glDeleteTextures) F(glBindTexture) F(glTexParameteri) F(glTexImage2D) F(glGetError) F(glDrawArrays) \
    F(glLineWidth) F(glPushAttrib) F(glPopAttrib) F(glPushClientAttrib) F(glPopClientAttrib) F(glMatrixMode) \
    F(glPushMatrix) F(glPopMatrix) F(glLoadIdentity) F(glBegin) F(glEnd) F(glTexCoord2f) F(glVertex2f) \
    F(glColor4f) F(glTexEnvi) F(glPolygonMode)

/* GL 1.3+, 2.0+, 3.0+, 3.3+ and ES: by name, NULL when the context has none. */
#define JS_GL_LATER_FUNCTIONS \
    L(glActiveTexture) L(glBindBuffer) L(glGenBuffers) L(glDeleteBuffers) L(glBufferData) L(glUseProgram) \
    L(glCreateShader) L(glDeleteShader) L(glShaderSource) L(glCompileShader) L(glGetShaderiv) L(glCreateProgram) \
    L(glDeleteProgram) L(glAttachShader) L(glBindAttribLocation) L(glLinkProgram) L(glGetProgramiv) \
    L(glGetUniformLocation) L(glUniform1i) L(glUniform4f) L(glVertexAttribPointer) L(glEnableVertexAttribArray) \
    L(glGenVertexArrays) L(glDeleteVertexArrays) L(glBindVertexArray) L(glBindFramebuffer) L(glBindSampler) \
    L(glBlendFuncSeparate) L(glBlendEquationSeparate)

typedef enum { JS_GL_LEGACY, JS_GL_CORE, JS_GL_ES } js_gl_kind;

/* What the shader path reads at js_gl_begin and sets back at js_gl_end. */
typedef struct kept_state {
    GLint program, vertex_array, array_buffer, framebuffer, active_texture, texture, sampler, unpack_buffer;
    GLint unpack_alignment, unpack_row_length, viewport[4], scissor_box[4];
    GLint blend_src_rgb, blend_dst_rgb, blend_src_alpha, blend_dst_alpha, blend_eq_rgb, blend_eq_alpha;
    GLint polygon_mode[2];
    GLfloat line_width;
    GLboolean blend, scissor, depth, stencil, cull, srgb, color_mask[4];
} kept_state;

/* The fixed-function path's: what glPushAttrib does not keep. */
typedef struct kept_bindings {
    GLint program, framebuffer, unpack_buffer, sampler;
} kept_bindings;

struct js_gl_drawing {
    struct {
#define F(name) __typeof__(&name) name;
        JS_GL_FUNCTIONS
#undef F
#define L(name) __typeof__(&name) name;
        JS_GL_LATER_FUNCTIONS
#undef L
    } gl;
    js_gl_kind kind;
    int version;                 /* major * 10 + minor */
    GLuint program, vertex_array, buffer, white;
    GLint color_at;              /* the program's colour uniform */
    bool objects_made;           /* the vertex array, the buffer and the white texture (made at the first begin) */
    int max_texture_size;
    /* While drawing. */
    bool drawing;
    float to_x, to_y;            /* coordinates to clip space: x * to_x - 1, 1 - y * to_y */
    float pixel_x, pixel_y;      /* half a pixel, in coordinates */
    kept_state kept;
    kept_bindings bindings;
};

/* Vertices as the shader takes them, x, y, s, t each: a chunk of a line or a quad. */
enum { JS_GL_CHUNK = 128 };

static void set(js_gl_drawing *d, GLenum capability, GLboolean on) {
    if (on) d->gl.glEnable(capability);
    else d->gl.glDisable(capability);
}

static bool has_srgb_switch(const js_gl_drawing *d) {
    return d->kind != JS_GL_ES && d->version >= 30;
}

/* ---- Made once per context -------------------------------------------------------------------------------- */

static GLuint shader(js_gl_drawing *d, GLenum type, const char *source) {
    GLuint made = d->gl.glCreateShader(type);
    d->gl.glShaderSource(made, 1, &source, NULL);
    d->gl.glCompileShader(made);
    GLint compiled = 0;
    d->gl.glGetShaderiv(made, GL_COMPILE_STATUS, &compiled);
    if (!compiled) {
        d->gl.glDeleteShader(made);
        return 0;
    }
    return made;
}

/* The program: a texture's colours times a colour ("k"); positions in clip space ("p") and texture
 * coordinates ("t"), attributes 0 and 1. */
static bool make_program(js_gl_drawing *d) {
    const char *vertex = d->kind == JS_GL_ES
        ? "#version 100\nattribute vec2 p;attribute vec2 t;varying vec2 v;"
          "void main(){v=t;gl_Position=vec4(p,0.0,1.0);}"
        : "#version 150\nin vec2 p;in vec2 t;out vec2 v;void main(){v=t;gl_Position=vec4(p,0.0,1.0);}";
    const char *fragment = d->kind == JS_GL_ES
        ? "#version 100\nprecision mediump float;varying vec2 v;uniform sampler2D s;uniform vec4 k;"
          "void main(){gl_FragColor=texture2D(s,v)*k;}"
        : "#version 150\nin vec2 v;uniform sampler2D s;uniform vec4 k;out vec4 c;void main(){c=texture(s,v)*k;}";
    GLuint vs = shader(d, GL_VERTEX_SHADER, vertex), fs = shader(d, GL_FRAGMENT_SHADER, fragment);
    if (!vs || !fs) {
        if (vs) d->gl.glDeleteShader(vs);
        if (fs) d->gl.glDeleteShader(fs);
        return false;
    }
    d->program = d->gl.glCreateProgram();
    d->gl.glAttachShader(d->program, vs);
    d->gl.glAttachShader(d->program, fs);
    d->gl.glBindAttribLocation(d->program, 0, "p");
    d->gl.glBindAttribLocation(d->program, 1, "t");
    d->gl.glLinkProgram(d->program);
    /* Marked for deletion: they go with the program. */
    d->gl.glDeleteShader(vs);
    d->gl.glDeleteShader(fs);
    GLint linked = 0;
    d->gl.glGetProgramiv(d->program, GL_LINK_STATUS, &linked);
    if (!linked) {
        d->gl.glDeleteProgram(d->program);
        d->program = 0;
        return false;
    }
    d->color_at = d->gl.glGetUniformLocation(d->program, "k");
    return true;
}

js_gl_drawing *js_gl_create(js_gl_lookup lookup, char *reason, int reason_size) {
    js_gl_drawing *d = calloc(1, sizeof *d);
    if (!d) {
        snprintf(reason, (size_t)reason_size, "out of memory");
        return NULL;
    }
#define F(name) d->gl.name = (__typeof__(d->gl.name))lookup(#name);
    JS_GL_FUNCTIONS
#undef F
#define L(name) d->gl.name = (__typeof__(d->gl.name))lookup(#name);
    JS_GL_LATER_FUNCTIONS
#undef L
    /* OpenGL ES 2's vertex arrays are an extension's. */
    if (!d->gl.glGenVertexArrays) {
        d->gl.glGenVertexArrays = (__typeof__(d->gl.glGenVertexArrays))lookup("glGenVertexArraysOES");
    }
    if (!d->gl.glBindVertexArray) {
        d->gl.glBindVertexArray = (__typeof__(d->gl.glBindVertexArray))lookup("glBindVertexArrayOES");
    }
    if (!d->gl.glDeleteVertexArrays) {
        d->gl.glDeleteVertexArrays = (__typeof__(d->gl.glDeleteVertexArrays))lookup("glDeleteVertexArraysOES");
    }
    const char *version = d->gl.glGetString ? (const char *)d->gl.glGetString(GL_VERSION) : NULL;
    if (!version || !d->gl.glGetIntegerv || !d->gl.glEnable || !d->gl.glTexImage2D || !d->gl.glGenTextures) {
        snprintf(reason, (size_t)reason_size, "no OpenGL context is current");
        free(d);
        return NULL;
    }
    bool es = strncmp(version, "OpenGL ES", 9) == 0;
    const char *digits = es ? version + 9 : version;
    while (*digits && (*digits < '0' || *digits > '9')) digits++;
    int major = digits[0] ? digits[0] - '0' : 0;
    int minor = digits[0] && digits[1] == '.' && digits[2] >= '0' && digits[2] <= '9' ? digits[2] - '0' : 0;
    d->version = major * 10 + minor;
    GLint profile = 0;
    if (!es && d->version >= 32) d->gl.glGetIntegerv(GL_CONTEXT_PROFILE_MASK, &profile);
    d->kind = es ? JS_GL_ES : (profile & GL_CONTEXT_CORE_PROFILE_BIT) ? JS_GL_CORE : JS_GL_LEGACY;
    bool shaders = d->kind != JS_GL_LEGACY;
    if (shaders && (!d->gl.glCreateShader || !d->gl.glGenVertexArrays || !d->gl.glBindVertexArray
                    || !d->gl.glBlendFuncSeparate || !d->gl.glUniform4f || !d->gl.glBufferData)) {
        snprintf(reason, (size_t)reason_size, "its OpenGL context (%s) has no vertex array objects", version);
        free(d);
        return NULL;
    }
    if (!shaders && (!d->gl.glPushAttrib || !d->gl.glBegin || !d->gl.glTexEnvi)) {
        snprintf(reason, (size_t)reason_size, "its OpenGL context (%s) has neither the fixed-function pipeline "
                 "nor shaders", version);
        free(d);
        return NULL;
    }
    if (shaders && !make_program(d)) {
        snprintf(reason, (size_t)reason_size, "the shaders do not compile on its OpenGL context (%s)", version);
        free(d);
        return NULL;
    }
    GLint side = 0;
    d->gl.glGetIntegerv(GL_MAX_TEXTURE_SIZE, &side);
    d->max_texture_size = side > 0 ? side : 64;
    return d;
}

void js_gl_destroy(js_gl_drawing *d, bool context_current) {
    if (!d) return;
    if (context_current) {
        if (d->white) d->gl.glDeleteTextures(1, &d->white);
        if (d->buffer) d->gl.glDeleteBuffers(1, &d->buffer);
        if (d->vertex_array && d->gl.glDeleteVertexArrays) d->gl.glDeleteVertexArrays(1, &d->vertex_array);
        if (d->program) d->gl.glDeleteProgram(d->program);
    }
    free(d);
}

int js_gl_max_texture_size(const js_gl_drawing *d) {
    return d->max_texture_size;
}

/* ---- Keeping the game's state ---------------------------------------------------------------------------- */

static void keep(js_gl_drawing *d, kept_state *k) {
    memset(k, 0, sizeof *k);
    d->gl.glGetIntegerv(GL_CURRENT_PROGRAM, &k->program);
    d->gl.glGetIntegerv(GL_VERTEX_ARRAY_BINDING, &k->vertex_array);
    d->gl.glGetIntegerv(GL_ARRAY_BUFFER_BINDING, &k->array_buffer);
    d->gl.glGetIntegerv(GL_FRAMEBUFFER_BINDING, &k->framebuffer);
    d->gl.glGetIntegerv(GL_ACTIVE_TEXTURE, &k->active_texture);
    d->gl.glActiveTexture(GL_TEXTURE0);
    d->gl.glGetIntegerv(GL_TEXTURE_BINDING_2D, &k->texture);
    if (d->gl.glBindSampler && d->version >= 33) d->gl.glGetIntegerv(GL_SAMPLER_BINDING, &k->sampler);
    if (d->version >= 30) d->gl.glGetIntegerv(GL_PIXEL_UNPACK_BUFFER_BINDING, &k->unpack_buffer);
    d->gl.glGetIntegerv(GL_UNPACK_ALIGNMENT, &k->unpack_alignment);
    if (d->version >= 30 || d->kind != JS_GL_ES) d->gl.glGetIntegerv(GL_UNPACK_ROW_LENGTH, &k->unpack_row_length);
    d->gl.glGetIntegerv(GL_VIEWPORT, k->viewport);
    d->gl.glGetIntegerv(GL_SCISSOR_BOX, k->scissor_box);
    d->gl.glGetIntegerv(GL_BLEND_SRC_RGB, &k->blend_src_rgb);
    d->gl.glGetIntegerv(GL_BLEND_DST_RGB, &k->blend_dst_rgb);
    d->gl.glGetIntegerv(GL_BLEND_SRC_ALPHA, &k->blend_src_alpha);
    d->gl.glGetIntegerv(GL_BLEND_DST_ALPHA, &k->blend_dst_alpha);
    d->gl.glGetIntegerv(GL_BLEND_EQUATION_RGB, &k->blend_eq_rgb);
    d->gl.glGetIntegerv(GL_BLEND_EQUATION_ALPHA, &k->blend_eq_alpha);
    d->gl.glGetBooleanv(GL_COLOR_WRITEMASK, k->color_mask);
    d->gl.glGetFloatv(GL_LINE_WIDTH, &k->line_width);
    k->blend = d->gl.glIsEnabled(GL_BLEND);
    k->scissor = d->gl.glIsEnabled(GL_SCISSOR_TEST);
    k->depth = d->gl.glIsEnabled(GL_DEPTH_TEST);
    k->stencil = d->gl.glIsEnabled(GL_STENCIL_TEST);
    k->cull = d->gl.glIsEnabled(GL_CULL_FACE);
    k->srgb = has_srgb_switch(d) ? d->gl.glIsEnabled(GL_FRAMEBUFFER_SRGB) : GL_FALSE;
    if (d->kind == JS_GL_CORE) d->gl.glGetIntegerv(GL_POLYGON_MODE, k->polygon_mode);
}

static void put_back(js_gl_drawing *d, const kept_state *k) {
    d->gl.glUseProgram((GLuint)k->program);
    d->gl.glBindVertexArray((GLuint)k->vertex_array);
    d->gl.glBindBuffer(GL_ARRAY_BUFFER, (GLuint)k->array_buffer);
    d->gl.glBindFramebuffer(GL_FRAMEBUFFER, (GLuint)k->framebuffer);
    d->gl.glBindTexture(GL_TEXTURE_2D, (GLuint)k->texture);
    if (d->gl.glBindSampler && d->version >= 33) d->gl.glBindSampler(0, (GLuint)k->sampler);
    d->gl.glActiveTexture((GLenum)k->active_texture);
    if (d->version >= 30) d->gl.glBindBuffer(GL_PIXEL_UNPACK_BUFFER, (GLuint)k->unpack_buffer);
    d->gl.glPixelStorei(GL_UNPACK_ALIGNMENT, k->unpack_alignment);
    if (d->version >= 30 || d->kind != JS_GL_ES) d->gl.glPixelStorei(GL_UNPACK_ROW_LENGTH, k->unpack_row_length);
    d->gl.glViewport(k->viewport[0], k->viewport[1], k->viewport[2], k->viewport[3]);
    d->gl.glScissor(k->scissor_box[0], k->scissor_box[1], k->scissor_box[2], k->scissor_box[3]);
    d->gl.glBlendFuncSeparate((GLenum)k->blend_src_rgb, (GLenum)k->blend_dst_rgb, (GLenum)k->blend_src_alpha,
                              (GLenum)k->blend_dst_alpha);
    d->gl.glBlendEquationSeparate((GLenum)k->blend_eq_rgb, (GLenum)k->blend_eq_alpha);
    d->gl.glColorMask(k->color_mask[0], k->color_mask[1], k->color_mask[2], k->color_mask[3]);
    d->gl.glLineWidth(k->line_width);
    set(d, GL_BLEND, k->blend);
    set(d, GL_SCISSOR_TEST, k->scissor);
    set(d, GL_DEPTH_TEST, k->depth);
    set(d, GL_STENCIL_TEST, k->stencil);
    set(d, GL_CULL_FACE, k->cull);
    if (has_srgb_switch(d)) set(d, GL_FRAMEBUFFER_SRGB, k->srgb);
    if (d->kind == JS_GL_CORE) d->gl.glPolygonMode(GL_FRONT_AND_BACK, (GLenum)k->polygon_mode[0]);
}

/* ---- A frame's drawing ---------------------------------------------------------------------------------- */

static void set_texture_parameters(js_gl_drawing *d) {
    d->gl.glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    d->gl.glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    d->gl.glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    d->gl.glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
}

/* The vertex array, its buffer and the white texture lines and rectangles are drawn with: made at the first
 * begin, where the bindings they change are kept already. */
static void make_objects(js_gl_drawing *d) {
    if (d->objects_made) return;
    d->objects_made = true;
    static const uint8_t white[4] = {255, 255, 255, 255};
    d->gl.glGenTextures(1, &d->white);
    d->gl.glBindTexture(GL_TEXTURE_2D, d->white);
    set_texture_parameters(d);
    d->gl.glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, 1, 1, 0, GL_RGBA, GL_UNSIGNED_BYTE, white);
    if (d->kind == JS_GL_LEGACY) return;
    d->gl.glGenVertexArrays(1, &d->vertex_array);
    d->gl.glBindVertexArray(d->vertex_array);
    d->gl.glGenBuffers(1, &d->buffer);
    d->gl.glBindBuffer(GL_ARRAY_BUFFER, d->buffer);
    d->gl.glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 4 * sizeof(GLfloat), (void *)0);
    d->gl.glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, 4 * sizeof(GLfloat), (void *)(2 * sizeof(GLfloat)));
    d->gl.glEnableVertexAttribArray(0);
    d->gl.glEnableVertexAttribArray(1);
}

static void begin_with_shader(js_gl_drawing *d, int width, int height) {
    keep(d, &d->kept);
    if (d->gl.glBindSampler && d->version >= 33) d->gl.glBindSampler(0, 0);
    if (d->version >= 30) d->gl.glBindBuffer(GL_PIXEL_UNPACK_BUFFER, 0);
    d->gl.glBindFramebuffer(GL_FRAMEBUFFER, 0);
    make_objects(d);
    d->gl.glUseProgram(d->program);
    d->gl.glUniform1i(d->gl.glGetUniformLocation(d->program, "s"), 0);
    d->gl.glBindVertexArray(d->vertex_array);
    d->gl.glBindBuffer(GL_ARRAY_BUFFER, d->buffer);
    d->gl.glViewport(0, 0, width, height);
    d->gl.glDisable(GL_SCISSOR_TEST);
    d->gl.glDisable(GL_DEPTH_TEST);
    d->gl.glDisable(GL_STENCIL_TEST);
    d->gl.glDisable(GL_CULL_FACE);
    if (has_srgb_switch(d)) d->gl.glDisable(GL_FRAMEBUFFER_SRGB);
    d->gl.glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
    d->gl.glLineWidth(1);
    if (d->kind == JS_GL_CORE) d->gl.glPolygonMode(GL_FRONT_AND_BACK, GL_FILL);
    d->gl.glEnable(GL_BLEND);
    d->gl.glBlendEquationSeparate(GL_FUNC_ADD, GL_FUNC_ADD);
    /* SDL's SDL_BLENDMODE_BLEND, which the renderer backends draw the controls with. */
    d->gl.glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
    d->gl.glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    if (d->version >= 30 || d->kind != JS_GL_ES) d->gl.glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
}

static void begin_fixed_function(js_gl_drawing *d, int width, int height) {
    kept_bindings *b = &d->bindings;
    memset(b, 0, sizeof *b);
    if (d->gl.glUseProgram) d->gl.glGetIntegerv(GL_CURRENT_PROGRAM, &b->program);
    if (d->gl.glBindFramebuffer) d->gl.glGetIntegerv(GL_FRAMEBUFFER_BINDING, &b->framebuffer);
    if (d->version >= 21) d->gl.glGetIntegerv(GL_PIXEL_UNPACK_BUFFER_BINDING, &b->unpack_buffer);
    if (d->gl.glBindSampler && d->version >= 33) d->gl.glGetIntegerv(GL_SAMPLER_BINDING, &b->sampler);
    d->gl.glPushAttrib(GL_ALL_ATTRIB_BITS);
    d->gl.glPushClientAttrib(GL_CLIENT_ALL_ATTRIB_BITS);
    if (d->gl.glUseProgram) d->gl.glUseProgram(0);
    if (d->gl.glBindFramebuffer) d->gl.glBindFramebuffer(GL_FRAMEBUFFER, 0);
    if (d->version >= 21) d->gl.glBindBuffer(GL_PIXEL_UNPACK_BUFFER, 0);
    if (d->gl.glActiveTexture) d->gl.glActiveTexture(GL_TEXTURE0);
    if (d->gl.glBindSampler && d->version >= 33) d->gl.glBindSampler(0, 0);
    d->gl.glMatrixMode(GL_TEXTURE);
    d->gl.glPushMatrix();
    d->gl.glLoadIdentity();
    d->gl.glMatrixMode(GL_PROJECTION);
    d->gl.glPushMatrix();
    d->gl.glLoadIdentity();
    d->gl.glMatrixMode(GL_MODELVIEW);
    d->gl.glPushMatrix();
    d->gl.glLoadIdentity();
    d->gl.glViewport(0, 0, width, height);
    const GLenum off[] = {GL_SCISSOR_TEST, GL_DEPTH_TEST, GL_STENCIL_TEST, GL_CULL_FACE, GL_LIGHTING, GL_ALPHA_TEST,
                          GL_FOG, GL_TEXTURE_GEN_S, GL_TEXTURE_GEN_T, GL_COLOR_MATERIAL};
    for (size_t i = 0; i < sizeof off / sizeof off[0]; i++) d->gl.glDisable(off[i]);
    if (d->version >= 30) d->gl.glDisable(GL_FRAMEBUFFER_SRGB);
    d->gl.glPolygonMode(GL_FRONT_AND_BACK, GL_FILL);
    d->gl.glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
    d->gl.glLineWidth(1);
    d->gl.glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    d->gl.glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
    make_objects(d);
    d->gl.glEnable(GL_TEXTURE_2D);
    d->gl.glTexEnvi(GL_TEXTURE_ENV, GL_TEXTURE_ENV_MODE, GL_MODULATE);
    d->gl.glEnable(GL_BLEND);
    d->gl.glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
}

static void end_fixed_function(js_gl_drawing *d) {
    const kept_bindings *b = &d->bindings;
    d->gl.glMatrixMode(GL_TEXTURE);
    d->gl.glPopMatrix();
    d->gl.glMatrixMode(GL_PROJECTION);
    d->gl.glPopMatrix();
    d->gl.glMatrixMode(GL_MODELVIEW);
    d->gl.glPopMatrix();
    d->gl.glPopClientAttrib();
    d->gl.glPopAttrib();
    if (d->gl.glBindSampler && d->version >= 33) d->gl.glBindSampler(0, (GLuint)b->sampler);
    if (d->version >= 21) d->gl.glBindBuffer(GL_PIXEL_UNPACK_BUFFER, (GLuint)b->unpack_buffer);
    if (d->gl.glBindFramebuffer) d->gl.glBindFramebuffer(GL_FRAMEBUFFER, (GLuint)b->framebuffer);
    if (d->gl.glUseProgram) d->gl.glUseProgram((GLuint)b->program);
}

void js_gl_begin(js_gl_drawing *d, int width, int height, float scale_x, float scale_y) {
    if (d->drawing) return;
    if (width < 1) width = 1;
    if (height < 1) height = 1;
    if (!(scale_x > 0)) scale_x = 1;
    if (!(scale_y > 0)) scale_y = 1;
    d->to_x = 2 * scale_x / (float)width;
    d->to_y = 2 * scale_y / (float)height;
    d->pixel_x = 0.5f / scale_x;
    d->pixel_y = 0.5f / scale_y;
    /* Errors the game left are its own: drawing must not be taken for their cause. */
    while (d->gl.glGetError() != GL_NO_ERROR) {
    }
    if (d->kind == JS_GL_LEGACY) begin_fixed_function(d, width, height);
    else begin_with_shader(d, width, height);
    d->drawing = true;
}

void js_gl_end(js_gl_drawing *d) {
    if (!d->drawing) return;
    d->drawing = false;
    if (d->kind == JS_GL_LEGACY) end_fixed_function(d);
    else put_back(d, &d->kept);
}

bool js_gl_is_drawing(const js_gl_drawing *d) {
    return d->drawing;
}

uint32_t js_gl_make_texture(js_gl_drawing *d, const uint8_t *rgba, int width, int height) {
    if (!d->drawing || width < 1 || height < 1 || width > d->max_texture_size || height > d->max_texture_size) {
        return 0;
    }
    while (d->gl.glGetError() != GL_NO_ERROR) {
    }
    GLuint texture = 0;
    d->gl.glGenTextures(1, &texture);
    d->gl.glBindTexture(GL_TEXTURE_2D, texture);
    set_texture_parameters(d);
    d->gl.glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
    if (d->gl.glGetError() != GL_NO_ERROR) {
        d->gl.glDeleteTextures(1, &texture);
        return 0;
    }
    return texture;
}

void js_gl_delete_texture(js_gl_drawing *d, uint32_t texture) {
    GLuint name = texture;
    if (name) d->gl.glDeleteTextures(1, &name);
}

/* Vertices in clip space from the controls' coordinates. */
static GLfloat clip_x(const js_gl_drawing *d, float x) {
    return x * d->to_x - 1;
}
static GLfloat clip_y(const js_gl_drawing *d, float y) {
    return 1 - y * d->to_y;
}

/* `count` vertices (x, y, s, t each) in clip space, drawn as `mode` with `texture` times the colour. */
static void draw_vertices(js_gl_drawing *d, GLenum mode, const GLfloat *vertices, int count, GLuint texture,
                          float r, float g, float b, float a) {
    d->gl.glBindTexture(GL_TEXTURE_2D, texture);
    if (d->kind == JS_GL_LEGACY) {
        d->gl.glColor4f(r, g, b, a);
        d->gl.glBegin(mode);
        for (int i = 0; i < count; i++) {
            d->gl.glTexCoord2f(vertices[4 * i + 2], vertices[4 * i + 3]);
            d->gl.glVertex2f(vertices[4 * i], vertices[4 * i + 1]);
        }
        d->gl.glEnd();
        return;
    }
    d->gl.glUniform4f(d->color_at, r, g, b, a);
    d->gl.glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)(count * 4 * sizeof(GLfloat)), vertices, GL_STREAM_DRAW);
    d->gl.glDrawArrays(mode, 0, count);
}

static void quad(js_gl_drawing *d, GLuint texture, float x, float y, float w, float h, float s0, float t0, float s1,
                 float t1, float r, float g, float b, float a) {
    GLfloat left = clip_x(d, x), right = clip_x(d, x + w), top = clip_y(d, y), bottom = clip_y(d, y + h);
    const GLfloat vertices[16] = {left, top, s0, t0, right, top, s1, t0, left, bottom, s0, t1, right, bottom, s1, t1};
    draw_vertices(d, GL_TRIANGLE_STRIP, vertices, 4, texture, r, g, b, a);
}

void js_gl_draw_texture(js_gl_drawing *d, uint32_t texture, int width, int height, float sx, float sy, float sw,
                        float sh, float x, float y, float w, float h, float r, float g, float b, float a) {
    if (!d->drawing || !texture || width < 1 || height < 1) return;
    quad(d, texture, x, y, w, h, sx / (float)width, sy / (float)height, (sx + sw) / (float)width,
         (sy + sh) / (float)height, r, g, b, a);
}

void js_gl_fill_rect(js_gl_drawing *d, float x, float y, float w, float h, float r, float g, float b, float a) {
    if (!d->drawing) return;
    quad(d, d->white, x, y, w, h, 0, 0, 1, 1, r, g, b, a);
}

void js_gl_draw_lines(js_gl_drawing *d, const float *points, int count, bool closed, float r, float g, float b,
                      float a) {
    if (!d->drawing || count < 2) return;
    /* Through the pixels' centres, as SDL's renderers draw a line; in chunks sharing their end points. */
    GLfloat vertices[JS_GL_CHUNK * 4];
    GLenum mode = closed && count <= JS_GL_CHUNK ? GL_LINE_LOOP : GL_LINE_STRIP;
    int first = 0;
    while (first < count - 1) {
        int n = count - first < JS_GL_CHUNK ? count - first : JS_GL_CHUNK;
        for (int i = 0; i < n; i++) {
            vertices[4 * i] = clip_x(d, points[2 * (first + i)] + d->pixel_x);
            vertices[4 * i + 1] = clip_y(d, points[2 * (first + i) + 1] + d->pixel_y);
            vertices[4 * i + 2] = vertices[4 * i + 3] = 0.5f;
        }
        draw_vertices(d, mode, vertices, n, d->white, r, g, b, a);
        first += n - 1;
    }
    if (closed && mode == GL_LINE_STRIP) {
        const float ends[4] = {points[2 * (count - 1)], points[2 * (count - 1) + 1], points[0], points[1]};
        js_gl_draw_lines(d, ends, 2, false, r, g, b, a);
    }
}
