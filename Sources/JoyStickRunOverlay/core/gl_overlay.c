/*
 * OpenGL games: the controls over the frame SDL_GL_SwapWindow shows, for SDL2's hooks and SDL3's alike (each
 * draws the controls into a picture with a software renderer of its SDL's: sdl2/gl.c, sdl3/gl3.c).
 *
 * The C library draws with an SDL renderer, which an OpenGL game does not have: the controls are drawn by a
 * software renderer of the overlay's into a transparent picture of the window's size, which becomes a texture
 * drawn over the game's frame with one quad, blended (the picture's colours come out premultiplied by their
 * alpha). Every piece of GL state the overlay changes is put back as the game left it:
 *
 *   - desktop compatibility or legacy contexts: glPushAttrib / glPushClientAttrib keep the fixed-function
 *     state, the matrices are pushed, and the program, framebuffer, unpack buffer and sampler are kept by hand;
 *   - core profiles and OpenGL ES: a program, a vertex array and a buffer of the overlay's own; the program,
 *     vertex array, array buffer, framebuffer, active texture unit and its texture, sampler, unpack settings,
 *     viewport, blending, scissor, depth, stencil, culling, colour mask and sRGB writes are read before and
 *     set back after.
 *
 * GL functions come from SDL_GL_GetProcAddress; the overlay's GL objects belong to the context current at the
 * swap, and are made again when the game swaps with another context.
 */
#include <string.h>

#include <GL/gl.h>
#include <GL/glext.h>

#include "overlay_core.h"

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

/* The GL functions the overlay calls, each with its GL type (SDL_opengl.h's declarations, typeof'd). */
#define JR_GL_FUNCTIONS \
    F(glGetString) F(glGetIntegerv) F(glGetBooleanv) F(glIsEnabled) F(glEnable) F(glDisable) F(glViewport) \
    F(glScissor) F(glColorMask) F(glBlendFunc) F(glPixelStorei) F(glGenTextures) F(glBindTexture) \
    F(glTexParameteri) F(glTexImage2D) F(glTexSubImage2D) F(glReadPixels) F(glGetError) F(glDrawArrays) \
    F(glPushAttrib) F(glPopAttrib) F(glPushClientAttrib) F(glPopClientAttrib) F(glMatrixMode) F(glPushMatrix) \
    F(glPopMatrix) F(glLoadIdentity) F(glBegin) F(glEnd) F(glTexCoord2f) F(glVertex2f) F(glColor4f) F(glTexEnvi) \
    F(glPolygonMode)

static struct {
#define F(name) __typeof__(&name) name;
    JR_GL_FUNCTIONS
#undef F
    /* GL 1.3+, 2.0+, 3.0+, 3.3+ and ES: by name, NULL when the context has none. */
    void (APIENTRY *glActiveTexture)(GLenum);
    void (APIENTRY *glBindBuffer)(GLenum, GLuint);
    void (APIENTRY *glGenBuffers)(GLsizei, GLuint *);
    void (APIENTRY *glBufferData)(GLenum, GLsizeiptr, const void *, GLenum);
    void (APIENTRY *glUseProgram)(GLuint);
    GLuint (APIENTRY *glCreateShader)(GLenum);
    void (APIENTRY *glShaderSource)(GLuint, GLsizei, const GLchar *const *, const GLint *);
    void (APIENTRY *glCompileShader)(GLuint);
    void (APIENTRY *glGetShaderiv)(GLuint, GLenum, GLint *);
    GLuint (APIENTRY *glCreateProgram)(void);
    void (APIENTRY *glAttachShader)(GLuint, GLuint);
    void (APIENTRY *glBindAttribLocation)(GLuint, GLuint, const GLchar *);
    void (APIENTRY *glLinkProgram)(GLuint);
    void (APIENTRY *glGetProgramiv)(GLuint, GLenum, GLint *);
    GLint (APIENTRY *glGetUniformLocation)(GLuint, const GLchar *);
    void (APIENTRY *glUniform1i)(GLint, GLint);
    void (APIENTRY *glVertexAttribPointer)(GLuint, GLint, GLenum, GLboolean, GLsizei, const void *);
    void (APIENTRY *glEnableVertexAttribArray)(GLuint);
    void (APIENTRY *glGenVertexArrays)(GLsizei, GLuint *);
    void (APIENTRY *glBindVertexArray)(GLuint);
    void (APIENTRY *glBindFramebuffer)(GLenum, GLuint);
    void (APIENTRY *glBindSampler)(GLuint, GLuint);
    void (APIENTRY *glBlendFuncSeparate)(GLenum, GLenum, GLenum, GLenum);
    void (APIENTRY *glBlendEquationSeparate)(GLenum, GLenum);
    bool loaded;
} gl;

typedef enum { JR_GL_LEGACY, JR_GL_CORE, JR_GL_ES } jr_gl_kind;

static struct {
    void *context;               /* the context the objects below belong to */
    jr_gl_kind kind;
    int version;                 /* major * 10 + minor */
    GLuint texture, program, vertex_array, buffer;
    int texture_width, texture_height;
    bool failed;                 /* this context cannot show the controls (said once) */
} state;

/* The SDL's SDL_GL_GetProcAddress. */
static jr_gl_proc_fn proc;

static bool load_functions(jr_gl_proc_fn lookup) {
    if (gl.loaded) return true;
    proc = lookup;
#define F(name) gl.name = (__typeof__(gl.name))proc(#name);
    JR_GL_FUNCTIONS
#undef F
    if (!gl.glGetString || !gl.glGetIntegerv || !gl.glEnable || !gl.glTexImage2D || !gl.glGenTextures) return false;
    const char *names[] = {
        "glActiveTexture", "glBindBuffer", "glGenBuffers", "glBufferData", "glUseProgram", "glCreateShader",
        "glShaderSource", "glCompileShader", "glGetShaderiv", "glCreateProgram", "glAttachShader",
        "glBindAttribLocation", "glLinkProgram", "glGetProgramiv", "glGetUniformLocation", "glUniform1i",
        "glVertexAttribPointer", "glEnableVertexAttribArray", "glGenVertexArrays", "glBindVertexArray",
        "glBindFramebuffer", "glBindSampler", "glBlendFuncSeparate", "glBlendEquationSeparate",
    };
    void **slots[] = {
        (void **)&gl.glActiveTexture, (void **)&gl.glBindBuffer, (void **)&gl.glGenBuffers, (void **)&gl.glBufferData,
        (void **)&gl.glUseProgram, (void **)&gl.glCreateShader, (void **)&gl.glShaderSource,
        (void **)&gl.glCompileShader, (void **)&gl.glGetShaderiv, (void **)&gl.glCreateProgram,
        (void **)&gl.glAttachShader, (void **)&gl.glBindAttribLocation, (void **)&gl.glLinkProgram,
        (void **)&gl.glGetProgramiv, (void **)&gl.glGetUniformLocation, (void **)&gl.glUniform1i,
        (void **)&gl.glVertexAttribPointer, (void **)&gl.glEnableVertexAttribArray, (void **)&gl.glGenVertexArrays,
        (void **)&gl.glBindVertexArray, (void **)&gl.glBindFramebuffer, (void **)&gl.glBindSampler,
        (void **)&gl.glBlendFuncSeparate, (void **)&gl.glBlendEquationSeparate,
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) *slots[i] = proc(names[i]);
    if (!gl.glGenVertexArrays) gl.glGenVertexArrays = (__typeof__(gl.glGenVertexArrays))proc("glGenVertexArraysOES");
    if (!gl.glBindVertexArray) gl.glBindVertexArray = (__typeof__(gl.glBindVertexArray))proc("glBindVertexArrayOES");
    gl.loaded = true;
    return true;
}

/* ---- The shader path (core and ES) --------------------------------------------------------------------- */

static GLuint shader(GLenum type, const char *source) {
    GLuint made = gl.glCreateShader(type);
    gl.glShaderSource(made, 1, &source, NULL);
    gl.glCompileShader(made);
    GLint compiled = 0;
    gl.glGetShaderiv(made, GL_COMPILE_STATUS, &compiled);
    return compiled ? made : 0;
}

static bool make_program(void) {
    const char *vertex = state.kind == JR_GL_ES
        ? "#version 100\nattribute vec2 p;attribute vec2 t;varying vec2 v;"
          "void main(){v=t;gl_Position=vec4(p,0.0,1.0);}"
        : "#version 150\nin vec2 p;in vec2 t;out vec2 v;void main(){v=t;gl_Position=vec4(p,0.0,1.0);}";
    const char *fragment = state.kind == JR_GL_ES
        ? "#version 100\nprecision mediump float;varying vec2 v;uniform sampler2D s;"
          "void main(){gl_FragColor=texture2D(s,v);}"
        : "#version 150\nin vec2 v;uniform sampler2D s;out vec4 c;void main(){c=texture(s,v);}";
    GLuint vs = shader(GL_VERTEX_SHADER, vertex), fs = shader(GL_FRAGMENT_SHADER, fragment);
    if (!vs || !fs) return false;
    state.program = gl.glCreateProgram();
    gl.glAttachShader(state.program, vs);
    gl.glAttachShader(state.program, fs);
    gl.glBindAttribLocation(state.program, 0, "p");
    gl.glBindAttribLocation(state.program, 1, "t");
    gl.glLinkProgram(state.program);
    GLint linked = 0;
    gl.glGetProgramiv(state.program, GL_LINK_STATUS, &linked);
    if (!linked) return false;
    /* A full-window quad: positions, then texture coordinates (the picture's first row is the window's top). */
    static const GLfloat quad[] = {-1, 1, 0, 0, 1, 1, 1, 0, -1, -1, 0, 1, 1, -1, 1, 1};
    gl.glGenVertexArrays(1, &state.vertex_array);
    gl.glBindVertexArray(state.vertex_array);
    gl.glGenBuffers(1, &state.buffer);
    gl.glBindBuffer(GL_ARRAY_BUFFER, state.buffer);
    gl.glBufferData(GL_ARRAY_BUFFER, sizeof quad, quad, GL_STATIC_DRAW);
    gl.glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 4 * sizeof(GLfloat), (void *)0);
    gl.glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, 4 * sizeof(GLfloat), (void *)(2 * sizeof(GLfloat)));
    gl.glEnableVertexAttribArray(0);
    gl.glEnableVertexAttribArray(1);
    return true;
}

typedef struct kept_state {
    GLint program, vertex_array, array_buffer, framebuffer, active_texture, texture, sampler, unpack_buffer;
    GLint unpack_alignment, unpack_row_length, viewport[4], scissor_box[4];
    GLint blend_src_rgb, blend_dst_rgb, blend_src_alpha, blend_dst_alpha, blend_eq_rgb, blend_eq_alpha;
    GLint polygon_mode[2];
    GLboolean blend, scissor, depth, stencil, cull, srgb, color_mask[4];
} kept_state;

static bool has_srgb_switch(void) {
    return state.kind != JR_GL_ES && state.version >= 30;
}

static void keep(kept_state *k) {
    memset(k, 0, sizeof *k);
    gl.glGetIntegerv(GL_CURRENT_PROGRAM, &k->program);
    gl.glGetIntegerv(GL_VERTEX_ARRAY_BINDING, &k->vertex_array);
    gl.glGetIntegerv(GL_ARRAY_BUFFER_BINDING, &k->array_buffer);
    gl.glGetIntegerv(GL_FRAMEBUFFER_BINDING, &k->framebuffer);
    gl.glGetIntegerv(GL_ACTIVE_TEXTURE, &k->active_texture);
    gl.glActiveTexture(GL_TEXTURE0);
    gl.glGetIntegerv(GL_TEXTURE_BINDING_2D, &k->texture);
    if (gl.glBindSampler && state.version >= 33) gl.glGetIntegerv(GL_SAMPLER_BINDING, &k->sampler);
    if (state.version >= 30) gl.glGetIntegerv(GL_PIXEL_UNPACK_BUFFER_BINDING, &k->unpack_buffer);
    gl.glGetIntegerv(GL_UNPACK_ALIGNMENT, &k->unpack_alignment);
    if (state.version >= 30 || state.kind != JR_GL_ES) gl.glGetIntegerv(GL_UNPACK_ROW_LENGTH, &k->unpack_row_length);
    gl.glGetIntegerv(GL_VIEWPORT, k->viewport);
    gl.glGetIntegerv(GL_SCISSOR_BOX, k->scissor_box);
    gl.glGetIntegerv(GL_BLEND_SRC_RGB, &k->blend_src_rgb);
    gl.glGetIntegerv(GL_BLEND_DST_RGB, &k->blend_dst_rgb);
    gl.glGetIntegerv(GL_BLEND_SRC_ALPHA, &k->blend_src_alpha);
    gl.glGetIntegerv(GL_BLEND_DST_ALPHA, &k->blend_dst_alpha);
    gl.glGetIntegerv(GL_BLEND_EQUATION_RGB, &k->blend_eq_rgb);
    gl.glGetIntegerv(GL_BLEND_EQUATION_ALPHA, &k->blend_eq_alpha);
    gl.glGetBooleanv(GL_COLOR_WRITEMASK, k->color_mask);
    k->blend = gl.glIsEnabled(GL_BLEND);
    k->scissor = gl.glIsEnabled(GL_SCISSOR_TEST);
    k->depth = gl.glIsEnabled(GL_DEPTH_TEST);
    k->stencil = gl.glIsEnabled(GL_STENCIL_TEST);
    k->cull = gl.glIsEnabled(GL_CULL_FACE);
    k->srgb = has_srgb_switch() ? gl.glIsEnabled(GL_FRAMEBUFFER_SRGB) : GL_FALSE;
    if (state.kind == JR_GL_CORE) gl.glGetIntegerv(GL_POLYGON_MODE, k->polygon_mode);
}

static void set(GLenum capability, GLboolean on) {
    if (on) gl.glEnable(capability);
    else gl.glDisable(capability);
}

static void put_back(const kept_state *k) {
    gl.glUseProgram((GLuint)k->program);
    gl.glBindVertexArray((GLuint)k->vertex_array);
    gl.glBindBuffer(GL_ARRAY_BUFFER, (GLuint)k->array_buffer);
    gl.glBindFramebuffer(GL_FRAMEBUFFER, (GLuint)k->framebuffer);
    gl.glBindTexture(GL_TEXTURE_2D, (GLuint)k->texture);
    if (gl.glBindSampler && state.version >= 33) gl.glBindSampler(0, (GLuint)k->sampler);
    gl.glActiveTexture((GLenum)k->active_texture);
    if (state.version >= 30) gl.glBindBuffer(GL_PIXEL_UNPACK_BUFFER, (GLuint)k->unpack_buffer);
    gl.glPixelStorei(GL_UNPACK_ALIGNMENT, k->unpack_alignment);
    if (state.version >= 30 || state.kind != JR_GL_ES) gl.glPixelStorei(GL_UNPACK_ROW_LENGTH, k->unpack_row_length);
    gl.glViewport(k->viewport[0], k->viewport[1], k->viewport[2], k->viewport[3]);
    gl.glScissor(k->scissor_box[0], k->scissor_box[1], k->scissor_box[2], k->scissor_box[3]);
    gl.glBlendFuncSeparate((GLenum)k->blend_src_rgb, (GLenum)k->blend_dst_rgb, (GLenum)k->blend_src_alpha,
                           (GLenum)k->blend_dst_alpha);
    gl.glBlendEquationSeparate((GLenum)k->blend_eq_rgb, (GLenum)k->blend_eq_alpha);
    gl.glColorMask(k->color_mask[0], k->color_mask[1], k->color_mask[2], k->color_mask[3]);
    set(GL_BLEND, k->blend);
    set(GL_SCISSOR_TEST, k->scissor);
    set(GL_DEPTH_TEST, k->depth);
    set(GL_STENCIL_TEST, k->stencil);
    set(GL_CULL_FACE, k->cull);
    if (has_srgb_switch()) set(GL_FRAMEBUFFER_SRGB, k->srgb);
    if (state.kind == JR_GL_CORE) gl.glPolygonMode(GL_FRONT_AND_BACK, (GLenum)k->polygon_mode[0]);
}

/* The picture into the texture: made, or replaced when the window's size changed. */
static void upload(const void *picture, int width, int height) {
    gl.glBindTexture(GL_TEXTURE_2D, state.texture);
    gl.glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    if (state.version >= 30 || state.kind != JR_GL_ES) gl.glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
    if (width != state.texture_width || height != state.texture_height) {
        gl.glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
        gl.glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
        gl.glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        gl.glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
        gl.glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, picture);
        state.texture_width = width;
        state.texture_height = height;
    } else {
        gl.glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, picture);
    }
}

static void draw_with_shader(const void *picture, int width, int height) {
    kept_state kept;
    keep(&kept);
    if (gl.glBindSampler && state.version >= 33) gl.glBindSampler(0, 0);
    if (state.version >= 30) gl.glBindBuffer(GL_PIXEL_UNPACK_BUFFER, 0);
    gl.glBindFramebuffer(GL_FRAMEBUFFER, 0);
    upload(picture, width, height);
    gl.glUseProgram(state.program);
    gl.glUniform1i(gl.glGetUniformLocation(state.program, "s"), 0);
    gl.glBindVertexArray(state.vertex_array);
    gl.glViewport(0, 0, width, height);
    gl.glDisable(GL_SCISSOR_TEST);
    gl.glDisable(GL_DEPTH_TEST);
    gl.glDisable(GL_STENCIL_TEST);
    gl.glDisable(GL_CULL_FACE);
    if (has_srgb_switch()) gl.glDisable(GL_FRAMEBUFFER_SRGB);
    gl.glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
    if (state.kind == JR_GL_CORE) gl.glPolygonMode(GL_FRONT_AND_BACK, GL_FILL);
    gl.glEnable(GL_BLEND);
    gl.glBlendEquationSeparate(GL_FUNC_ADD, GL_FUNC_ADD);
    gl.glBlendFuncSeparate(GL_ONE, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
    gl.glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
    put_back(&kept);
}

/* ---- The fixed-function path (compatibility and legacy contexts) ------------------------------------ */

static void draw_fixed_function(const void *picture, int width, int height) {
    GLint program = 0, framebuffer = 0, unpack_buffer = 0, sampler = 0;
    if (gl.glUseProgram) gl.glGetIntegerv(GL_CURRENT_PROGRAM, &program);
    if (gl.glBindFramebuffer) gl.glGetIntegerv(GL_FRAMEBUFFER_BINDING, &framebuffer);
    if (state.version >= 21) gl.glGetIntegerv(GL_PIXEL_UNPACK_BUFFER_BINDING, &unpack_buffer);
    if (gl.glBindSampler && state.version >= 33) gl.glGetIntegerv(GL_SAMPLER_BINDING, &sampler);
    gl.glPushAttrib(GL_ALL_ATTRIB_BITS);
    gl.glPushClientAttrib(GL_CLIENT_ALL_ATTRIB_BITS);
    if (gl.glUseProgram) gl.glUseProgram(0);
    if (gl.glBindFramebuffer) gl.glBindFramebuffer(GL_FRAMEBUFFER, 0);
    if (state.version >= 21) gl.glBindBuffer(GL_PIXEL_UNPACK_BUFFER, 0);
    if (gl.glActiveTexture) gl.glActiveTexture(GL_TEXTURE0);
    if (gl.glBindSampler && state.version >= 33) gl.glBindSampler(0, 0);
    upload(picture, width, height);
    gl.glMatrixMode(GL_TEXTURE);
    gl.glPushMatrix();
    gl.glLoadIdentity();
    gl.glMatrixMode(GL_PROJECTION);
    gl.glPushMatrix();
    gl.glLoadIdentity();
    gl.glMatrixMode(GL_MODELVIEW);
    gl.glPushMatrix();
    gl.glLoadIdentity();
    gl.glViewport(0, 0, width, height);
    const GLenum off[] = {GL_SCISSOR_TEST, GL_DEPTH_TEST, GL_STENCIL_TEST, GL_CULL_FACE, GL_LIGHTING, GL_ALPHA_TEST,
                          GL_FOG, GL_TEXTURE_GEN_S, GL_TEXTURE_GEN_T, GL_COLOR_MATERIAL};
    for (size_t i = 0; i < sizeof off / sizeof off[0]; i++) gl.glDisable(off[i]);
    if (state.version >= 30) gl.glDisable(GL_FRAMEBUFFER_SRGB);
    gl.glPolygonMode(GL_FRONT_AND_BACK, GL_FILL);
    gl.glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
    gl.glEnable(GL_TEXTURE_2D);
    gl.glTexEnvi(GL_TEXTURE_ENV, GL_TEXTURE_ENV_MODE, GL_REPLACE);
    gl.glEnable(GL_BLEND);
    gl.glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
    gl.glColor4f(1, 1, 1, 1);
    gl.glBegin(GL_TRIANGLE_STRIP);
    gl.glTexCoord2f(0, 0);
    gl.glVertex2f(-1, 1);
    gl.glTexCoord2f(1, 0);
    gl.glVertex2f(1, 1);
    gl.glTexCoord2f(0, 1);
    gl.glVertex2f(-1, -1);
    gl.glTexCoord2f(1, 1);
    gl.glVertex2f(1, -1);
    gl.glEnd();
    gl.glMatrixMode(GL_TEXTURE);
    gl.glPopMatrix();
    gl.glMatrixMode(GL_PROJECTION);
    gl.glPopMatrix();
    gl.glMatrixMode(GL_MODELVIEW);
    gl.glPopMatrix();
    gl.glPopClientAttrib();
    gl.glPopAttrib();
    if (gl.glBindSampler && state.version >= 33) gl.glBindSampler(0, (GLuint)sampler);
    if (state.version >= 21) gl.glBindBuffer(GL_PIXEL_UNPACK_BUFFER, (GLuint)unpack_buffer);
    if (gl.glBindFramebuffer) gl.glBindFramebuffer(GL_FRAMEBUFFER, (GLuint)framebuffer);
    if (gl.glUseProgram) gl.glUseProgram((GLuint)program);
}

/* ---- The frame ------------------------------------------------------------------------------------------ */

static bool set_up_context(void *context) {
    if (state.context == context) return !state.failed;
    state.context = context;
    state.failed = false;
    state.texture = state.program = state.vertex_array = state.buffer = 0;
    state.texture_width = state.texture_height = 0;
    const char *version = (const char *)gl.glGetString(GL_VERSION);
    if (!version) return !(state.failed = true);
    bool es = strncmp(version, "OpenGL ES", 9) == 0;
    const char *digits = es ? version + 9 : version;
    while (*digits && (*digits < '0' || *digits > '9')) digits++;
    int major = digits[0] - '0', minor = digits[1] == '.' && digits[2] >= '0' && digits[2] <= '9' ? digits[2] - '0' : 0;
    state.version = major * 10 + minor;
    GLint profile = 0;
    if (!es && state.version >= 32) gl.glGetIntegerv(GL_CONTEXT_PROFILE_MASK, &profile);
    state.kind = es ? JR_GL_ES : (profile & GL_CONTEXT_CORE_PROFILE_BIT) ? JR_GL_CORE : JR_GL_LEGACY;
    bool shaders = state.kind != JR_GL_LEGACY;
    if (shaders && (!gl.glCreateShader || !gl.glGenVertexArrays || !gl.glBindVertexArray || !gl.glBlendFuncSeparate)) {
        jr_say_once(JR_SAY_GL, "the controls are not drawn over this OpenGL context (%s): it has no vertex array "
                    "objects", version);
        return !(state.failed = true);
    }
    if (!shaders && (!gl.glPushAttrib || !gl.glBegin)) {
        jr_say_once(JR_SAY_GL, "the controls are not drawn over this OpenGL context (%s)", version);
        return !(state.failed = true);
    }
    GLint vertex_array = 0, buffer = 0, program = 0;
    if (shaders) {
        gl.glGetIntegerv(GL_VERTEX_ARRAY_BINDING, &vertex_array);
        gl.glGetIntegerv(GL_ARRAY_BUFFER_BINDING, &buffer);
        gl.glGetIntegerv(GL_CURRENT_PROGRAM, &program);
    }
    GLint texture = 0;
    gl.glGetIntegerv(GL_TEXTURE_BINDING_2D, &texture);
    gl.glGenTextures(1, &state.texture);
    bool made = !shaders || make_program();
    if (shaders) {
        gl.glBindVertexArray((GLuint)vertex_array);
        gl.glBindBuffer(GL_ARRAY_BUFFER, (GLuint)buffer);
        gl.glUseProgram((GLuint)program);
    }
    gl.glBindTexture(GL_TEXTURE_2D, (GLuint)texture);
    if (!made) {
        jr_say_once(JR_SAY_GL, "the controls are not drawn over this OpenGL context (%s): its shaders do not compile",
                    version);
        return !(state.failed = true);
    }
    return true;
}

/* ---- What the SDL hooks call -------------------------------------------------------------------------- */

bool jr_gl_lay_over(void *context, jr_gl_proc_fn lookup, const void *picture, int width, int height) {
    if (!context || !load_functions(lookup) || !set_up_context(context)) return false;
    while (gl.glGetError() != GL_NO_ERROR) {
    }
    if (state.kind == JR_GL_LEGACY) draw_fixed_function(picture, width, height);
    else draw_with_shader(picture, width, height);
    return true;
}

/* The frame about to be shown, read from the back buffer into capture.c's buffer: ARGB8888, top row first.
 * Reading needs only GL 1.0's calls: a context the controls cannot be drawn over (state.failed) is read too. */
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

void jr_gl_composite(const uint8_t *picture, int pitch, uint32_t *under, int width, int height) {
    /* The controls' picture is RGBA bytes, top row first, its colours premultiplied by their alpha (drawn blended
     * on a transparent picture): laid over the kept frame as the swap's blending lays it over the game's. */
    for (int y = 0; y < height; y++) {
        const uint8_t *over = picture + (size_t)y * (size_t)pitch;
        uint32_t *row = under + (size_t)y * (size_t)width;
        for (int x = 0; x < width; x++, over += 4) {
            uint32_t keep = 255u - over[3], below = row[x];
            uint32_t r = over[0] + ((below >> 16) & 255u) * keep / 255u;
            uint32_t g = over[1] + ((below >> 8) & 255u) * keep / 255u;
            uint32_t b = over[2] + (below & 255u) * keep / 255u;
            row[x] = 0xFF000000u | (r > 255 ? 255 : r) << 16 | (g > 255 ? 255 : g) << 8 | (b > 255 ? 255 : b);
        }
    }
}
