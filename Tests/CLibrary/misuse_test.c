/* What a game that misuses the C library gets: a clear -1 (or nothing done) and js_last_error(), never a crash
 * or a corrupted heap. A picture too large to draw or a path that is not a file, controls used from a second
 * thread, a stick of other controls, a renderer destroyed before its controls, and destroying controls with
 * 100,000 sticks. Built and run by scripts/test-c-library.sh under valgrind, on SDL's dummy
 * video driver. Prints "N passed, N failed". */
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <joystick_sdl.h>

#include "check.h"


/* The first 33 bytes of a PNG: its signature and an IHDR chunk claiming width x height (RGBA, 8 bits), with
 * no image data after it. Only its header is to be read. */
static void write_png_header(const char *path, unsigned width, unsigned height) {
    unsigned char bytes[33] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R'};
    for (int i = 0; i < 4; i++) {
        bytes[16 + i] = (unsigned char)(width >> (24 - 8 * i));
        bytes[20 + i] = (unsigned char)(height >> (24 - 8 * i));
    }
    bytes[24] = 8; /* bit depth */
    bytes[25] = 6; /* RGBA */
    FILE *file = fopen(path, "wb");
    fwrite(bytes, 1, sizeof bytes, file);
    fclose(file);
}

/* ---- A second thread ---- */

struct second_thread {
    js_controls *controls;
    js_stick *stick;
    int handled, drawn;   /* -2 until the thread sets them */
    char error[256];
};

static void *use_from_another_thread(void *argument) {
    struct second_thread *call = (struct second_thread *)argument;
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = SDL_FINGERDOWN;
    call->handled = js_controls_handle_event(call->controls, &event);
    js_stick_set_travel(call->stick, 2.0);
    call->drawn = js_controls_draw(call->controls, false);
    snprintf(call->error, sizeof call->error, "%s", js_last_error());
    return NULL;
}

int main(void) {
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    SDL_Window *window = SDL_CreateWindow("misuse test", 0, 0, 640, 480, 0);
    SDL_Renderer *renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    js_controls *controls = js_controls_create(renderer);
    js_stick *stick = js_controls_add_stick(controls, NULL, 150, 250, 100);
    js_button *button = js_controls_add_button(controls, NULL, 400, 300, 80, "A");

    /* Pictures: a 30000x30000 PNG is refused from its header alone, before any pixel is decoded. */
    char huge[64], fifo[64], folder[64];
    snprintf(huge, sizeof huge, "/tmp/js-misuse-%d-huge.png", (int)getpid());
    snprintf(fifo, sizeof fifo, "/tmp/js-misuse-%d-fifo", (int)getpid());
    snprintf(folder, sizeof folder, "/tmp/js-misuse-%d-folder", (int)getpid());
    write_png_header(huge, 30000, 30000);
    CHECK(js_stick_load_images(stick, huge, NULL) == -1, "a 30000x30000 picture is refused");
    CHECK(strstr(js_last_error(), "image too large (30000 x 30000, at most ") != NULL, "saying so: %s",
          js_last_error());
    CHECK(strstr(js_last_error(), huge) != NULL, "naming it: %s", js_last_error());
    CHECK(js_button_load_images(button, NULL, huge) == -1, "for a button too");
    /* A FIFO would block a reader forever, a folder is no picture: both refused, naming what they are. */
    mkfifo(fifo, 0600);
    mkdir(folder, 0700);
    CHECK(js_stick_load_images(stick, fifo, NULL) == -1, "a FIFO is refused");
    CHECK(strstr(js_last_error(), "not a regular file") != NULL, "saying so: %s", js_last_error());
    CHECK(js_button_load_images(button, folder, NULL) == -1, "a folder is refused");
    CHECK(strstr(js_last_error(), "not a regular file") != NULL, "saying so: %s", js_last_error());
    CHECK(js_controls_draw(controls, false) == 0, "the controls still draw with their own pictures: %s",
          js_last_error());
    unlink(huge);
    unlink(fifo);
    rmdir(folder);

    /* A stick or button of other controls: no call takes controls and a control, so none can be handed
     * another's. Bound, it is driven through its own controls only; these ones neither take its keys nor move. */
    js_controls *others = js_controls_create(renderer);
    js_stick *foreign = js_controls_add_stick(others, NULL, 25, 25, 50);
    js_button *foreign_button = js_controls_add_button(others, NULL, 300, 300, 40, NULL);
    js_stick_bind_scancodes(foreign, SDL_SCANCODE_W, SDL_SCANCODE_A, SDL_SCANCODE_S, SDL_SCANCODE_D);
    js_button_bind_scancode(foreign_button, SDL_SCANCODE_SPACE);
    SDL_Event key;
    memset(&key, 0, sizeof key);
    key.type = SDL_KEYDOWN;
    key.key.state = SDL_PRESSED;
    key.key.keysym.scancode = SDL_SCANCODE_W;
    key.key.keysym.sym = SDLK_w;
    CHECK(!js_controls_handle_event(controls, &key) && js_stick_direction(foreign) == JS_DIRECTION_NONE,
          "these controls do not take another's key: direction %d", (int)js_stick_direction(foreign));
    CHECK(!js_controls_handle_event(others, &key) && js_stick_direction(foreign) == JS_DIRECTION_UP,
          "its own move it, and leave the key to the game: direction %d", (int)js_stick_direction(foreign));
    key.key.keysym.scancode = SDL_SCANCODE_SPACE;
    key.key.keysym.sym = SDLK_SPACE;
    CHECK(!js_controls_handle_event(controls, &key) && !js_button_is_down(foreign_button), "nor its button's key");
    js_controls_destroy(others);

    /* A second thread: refused, saying which threads, and nothing changed. */
    struct second_thread call = {controls, stick, -2, -2, ""};
    pthread_t thread;
    pthread_create(&thread, NULL, use_from_another_thread, &call);
    pthread_join(thread, NULL);
    CHECK(call.handled == 0 && call.drawn == -1, "refused: handled %d, drawn %d", call.handled, call.drawn);
    CHECK(strstr(call.error, "js_controls_draw: js_controls used from thread ") != NULL && strstr(call.error, "created on "),
          "saying so: %s", call.error);
    double cx, cy;
    js_stick_center(stick, &cx, &cy);
    CHECK(cx == 150 && cy == 250, "the stick is as it was: %g %g", cx, cy);

    /* Controls with 100,000 sticks destroyed: nothing left behind (valgrind's leak check). How long it takes, linear
     * in the sticks, is Benchmarks/CLibrary/destroy_many.c's to measure: no test reads a clock. */
    js_controls *crowd = js_controls_create(renderer);
    for (int i = 0; i < 100000; i++) js_controls_add_stick(crowd, NULL, i % 600 + 5, i % 400 + 5, 10);
    js_controls_destroy(crowd);

    /* The renderer destroyed before its controls: drawing says so, and destroying them afterwards touches
     * nothing of the renderer's. */
    js_controls_destroy(controls);
    SDL_DestroyRenderer(renderer);
    SDL_Renderer *doomed = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    js_controls *orphan = js_controls_create(doomed);
    js_controls_add_stick(orphan, NULL, 150, 250, 100);
    CHECK(js_controls_draw(orphan, false) == 0, "drawing before: %s", js_last_error());
    SDL_DestroyRenderer(doomed);
    CHECK(js_controls_draw(orphan, false) == -1, "drawing on a destroyed renderer fails");
    CHECK(strstr(js_last_error(), "js_controls_draw: the renderer was destroyed before the controls") != NULL,
          "saying so: %s", js_last_error());
    SDL_Event resized;
    memset(&resized, 0, sizeof resized);
    resized.type = SDL_WINDOWEVENT;
    resized.window.event = SDL_WINDOWEVENT_SIZE_CHANGED;
    resized.window.windowID = SDL_GetWindowID(window);
    js_controls_handle_event(orphan, &resized);
    js_controls_refresh_screen(orphan);
    js_controls_destroy(orphan);

    SDL_DestroyWindow(window);
    SDL_Quit();
    if (failed == 0) {
        printf("misuse_test: all %d checks held\n", passed);
    } else {
        printf("misuse_test: %d of %d checks FAILED\n", failed, passed + failed);
    }
    return failed == 0 ? 0 : 1;
}
