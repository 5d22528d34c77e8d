/* An OpenGL game built without joystick-sdl, for the tests of joystick-run (scripts/test-joystick-run.sh): it
 * sets GL state of its own before every SDL_GL_SwapWindow and checks after it that the overlay, which draws the
 * controls over the frame, left every piece as it was.
 *
 *   gl-probe legacy|core|es [--pause N]   a compatibility, a 3.3 core or an ES 2 context; with --pause, it
 *                                          sleeps 50 ms (SDL_Delay) before frame N without presenting
 *
 * GL functions come from SDL_GL_GetProcAddress: no GL library is linked. It ends on SDL_QUIT and prints
 * `gl kept FRAMES` or `gl changed at frame F: what`. */
#include <SDL.h>
#include <SDL_opengl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GL_FUNCTIONS \
    F(glViewport) F(glClearColor) F(glClear) F(glEnable) F(glDisable) F(glScissor) F(glBlendFunc) \
    F(glGetIntegerv) F(glGetFloatv) F(glIsEnabled) F(glGenTextures) F(glBindTexture) F(glPixelStorei) F(glLineWidth)
#define F(name) static __typeof__(&name) p_##name;
GL_FUNCTIONS
#undef F
static void (APIENTRY *p_glGenVertexArrays)(GLsizei, GLuint *);
static void (APIENTRY *p_glBindVertexArray)(GLuint);
static void (APIENTRY *p_glGenBuffers)(GLsizei, GLuint *);
static void (APIENTRY *p_glBindBuffer)(GLenum, GLuint);

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "legacy";
    long pause = argc > 3 && !strcmp(argv[2], "--pause") ? atol(argv[3]) : -1;
    if (SDL_Init(SDL_INIT_VIDEO) != 0) return 1;
    if (!strcmp(mode, "core")) {
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    } else if (!strcmp(mode, "es")) {
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 2);
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
    }
    SDL_Window *window = SDL_CreateWindow("gl-probe", 0, 0, 640, 360, SDL_WINDOW_OPENGL);
    SDL_GLContext context = window ? SDL_GL_CreateContext(window) : NULL;
    if (!context) {
        fprintf(stderr, "gl-probe: %s\n", SDL_GetError());
        return 1;
    }
#define F(name) p_##name = (__typeof__(p_##name))SDL_GL_GetProcAddress(#name);
    GL_FUNCTIONS
#undef F
    p_glGenVertexArrays = (__typeof__(p_glGenVertexArrays))SDL_GL_GetProcAddress("glGenVertexArrays");
    p_glBindVertexArray = (__typeof__(p_glBindVertexArray))SDL_GL_GetProcAddress("glBindVertexArray");
    p_glGenBuffers = (__typeof__(p_glGenBuffers))SDL_GL_GetProcAddress("glGenBuffers");
    p_glBindBuffer = (__typeof__(p_glBindBuffer))SDL_GL_GetProcAddress("glBindBuffer");
    GLuint texture = 0, vertex_array = 0, buffer = 0;
    p_glGenTextures(1, &texture);
    if (!strcmp(mode, "core")) p_glGenVertexArrays(1, &vertex_array);
    p_glGenBuffers(1, &buffer);
    long frames = 0, changed_at = -1;
    char change[200] = "";
    int running = 1;
    while (running) {
        if (frames == pause) SDL_Delay(50);
        SDL_Event event;
        while (SDL_PollEvent(&event)) {
            if (event.type == SDL_QUIT) running = 0;
        }
        p_glViewport(0, 0, 640, 360);
        p_glClearColor(0.2f, 0.3f, 0.4f, 1);
        p_glClear(GL_COLOR_BUFFER_BIT);
        /* The state the game leaves before the swap, and expects after it. */
        p_glViewport(10, 20, 300, 200);
        p_glEnable(GL_SCISSOR_TEST);
        p_glScissor(1, 2, 3, 4);
        p_glEnable(GL_BLEND);
        p_glBlendFunc(GL_SRC_ALPHA, GL_ONE);
        p_glBindTexture(GL_TEXTURE_2D, texture);
        p_glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
        if (vertex_array) p_glBindVertexArray(vertex_array);
        p_glBindBuffer(GL_ARRAY_BUFFER, buffer);
        /* The controls draw one-pixel lines (the layout editor's). */
        p_glLineWidth(1.5f);
        SDL_GL_SwapWindow(window);
        GLint viewport[4], scissor[4], source, destination, bound, alignment, array = 0, array_buffer = 0;
        GLfloat line_width = 0;
        p_glGetIntegerv(GL_VIEWPORT, viewport);
        p_glGetIntegerv(GL_SCISSOR_BOX, scissor);
        p_glGetIntegerv(GL_BLEND_SRC_RGB, &source);
        p_glGetIntegerv(GL_BLEND_DST_RGB, &destination);
        p_glGetIntegerv(GL_TEXTURE_BINDING_2D, &bound);
        p_glGetIntegerv(GL_UNPACK_ALIGNMENT, &alignment);
        if (vertex_array) p_glGetIntegerv(GL_VERTEX_ARRAY_BINDING, &array);
        p_glGetIntegerv(GL_ARRAY_BUFFER_BINDING, &array_buffer);
        p_glGetFloatv(GL_LINE_WIDTH, &line_width);
        char now[200];
        snprintf(now, sizeof now,
                 "viewport %d %d %d %d scissor %d %d %d %d %d blend %d %d %x %x texture %d align %d va %d buffer %d "
                 "line %.1f", viewport[0], viewport[1], viewport[2], viewport[3], p_glIsEnabled(GL_SCISSOR_TEST),
                 scissor[0], scissor[1], scissor[2], scissor[3], p_glIsEnabled(GL_BLEND), 0, source, destination,
                 bound == (GLint)texture, alignment, array == (GLint)vertex_array, array_buffer == (GLint)buffer,
                 (double)line_width);
        const char *want = "viewport 10 20 300 200 scissor 1 1 2 3 4 blend 1 0 302 1 texture 1 align 1 va 1 buffer 1 "
                           "line 1.5";
        if (strcmp(now, want) != 0 && changed_at < 0) {
            changed_at = frames;
            snprintf(change, sizeof change, "%s", now);
        }
        p_glDisable(GL_SCISSOR_TEST);
        p_glDisable(GL_BLEND);
        frames++;
    }
    if (changed_at < 0) printf("gl kept %ld\n", frames);
    else printf("gl changed at frame %ld: %s\n", changed_at, change);
    SDL_GL_DeleteContext(context);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
