/* Layouts the player arranges, checked from C: names, the editor (a drag moves a control exactly by the drag;
 * nothing reports, nothing reaches the game; no heap allocation per event; closing it keeps the arrangement,
 * cancelling it with Escape or CANCEL puts back the one it opened with, and js_controls_on_editor_close says
 * which), save / reset / load round trips exactly, a missing file is found = false, broken and hostile files
 * change nothing and name themselves, saving through a link to a file not made yet makes the file and keeps the
 * link, a layout keeps its edge distances on a wider screen, and a 16 MiB hostile
 * file is refused within a second and 64 MB. Built as C99 and as C++ by
 * scripts/test-c-library.sh and run on SDL's dummy video driver. Prints "N passed, N failed". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <joystick_sdl.h>

#include "allocation_count.h"
#include "check.h"
#include "events.h"

/* ---- Events through SDL's queue; what the controls leave is the game's ---- */

static js_controls *controls;
static const double screen_width = 640, screen_height = 360;
static int game_pointer_events = 0;

static void deliver(SDL_Event *event) {
    SDL_PushEvent(event);
    SDL_Event polled;
    while (SDL_PollEvent(&polled)) {
        bool taken = js_controls_handle_event(controls, &polled);
        bool pointer = polled.type == SDL_FINGERDOWN || polled.type == SDL_FINGERMOTION || polled.type == SDL_FINGERUP
                      || polled.type == SDL_MOUSEBUTTONDOWN || polled.type == SDL_MOUSEMOTION
                      || polled.type == SDL_MOUSEBUTTONUP || polled.type == SDL_MOUSEWHEEL;
        if (pointer && !taken) game_pointer_events++;
    }
}

/* A finger at logical (x, y); x a multiple of 5 and y of 45 on 640x360, so SDL's float coordinates are exact. */
static void finger(Uint32 type, SDL_FingerID id, double x, double y) {
    SDL_Event event = finger_event(type, id, x, y, screen_width, screen_height);
    deliver(&event);
}

/* A mouse event at (x, y); a motion with the left button held, as a drag, except hover_to's. */
static void mouse(Uint32 type, int x, int y) {
    SDL_Event event = type == SDL_MOUSEMOTION ? mouse_motion_event(x, y, 1) : mouse_button_event(type, x, y);
    deliver(&event);
}

static void hover_to(int x, int y) {
    SDL_Event event = mouse_motion_event(x, y, 0);
    deliver(&event);
}

static void wheel(int steps) {
    SDL_Event event = wheel_event(steps);
    deliver(&event);
}

/* A key pressed and let go. */
static void key(SDL_Scancode scancode) {
    SDL_Event down = key_event(SDL_KEYDOWN, scancode), up = key_event(SDL_KEYUP, scancode);
    deliver(&down);
    deliver(&up);
}

/* ---- What the controls report ---- */

static int reports = 0;
static void on_polar(void *user, double angle, double displacement) {
    (void)user;
    (void)angle;
    (void)displacement;
    reports++;
}
static void on_press(void *user) {
    (void)user;
    reports++;
}

/* The layout editor's closes: how many, and whether the last kept the arrangement. */
static int editor_closes = 0;
static bool editor_kept = false;
static void on_editor_close(void *user, bool kept) {
    (void)user;
    editor_closes++;
    editor_kept = kept;
}

/* The game lays its controls out for the screen: in portrait the stick higher and further in. */
static js_stick *move;
static js_button *fire;
static double screen_changes[2] = {0, 0};
static int screen_change_calls = 0;
static void on_screen_change(void *user, double width, double height) {
    (void)user;
    screen_change_calls++;
    screen_changes[0] = width;
    screen_changes[1] = height;
    if (height > width) {
        js_stick_set_center(move, 180, 540);
        js_stick_set_size(move, 120);
    } else {
        js_stick_set_center(move, 90, 270);
        js_stick_set_size(move, 120);
        js_button_set_center(fire, 560, 300);
        js_button_set_size(fire, 72);
    }
}

/* ---- Files ---- */

static char folder[64];

static const char *path_in_folder(const char *name) {
    static char paths[24][128];
    static int next = 0;
    if (next == 24) {
        printf("more than 24 paths\n");
        exit(1);
    }
    char *path = paths[next++];
    snprintf(path, sizeof paths[0], "%s/%s", folder, name);
    return path;
}

static void write_file(const char *path, const char *text, size_t count) {
    FILE *file = fopen(path, "wb");
    if (file == NULL || fwrite(text, 1, count, file) != count) {
        printf("cannot write %s\n", path);
        exit(1);
    }
    fclose(file);
}

/* The whole file as a string (freed by the caller), its length in *count. */
static char *read_file(const char *path, size_t *count) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) return NULL;
    char *text = (char *)calloc(1, 1 << 16);
    *count = fread(text, 1, (1 << 16) - 1, file);
    fclose(file);
    return text;
}

/* The stick's and the button's places as one string, to see that a refused file changed nothing. */
static const char *places(js_stick *stick, js_button *button) {
    static char text[160];
    double sx, sy, bx, by;
    js_stick_center(stick, &sx, &sy);
    js_button_center(button, &bx, &by);
    snprintf(text, sizeof text, "stick (%.6f, %.6f), button (%.6f, %.6f) size %.6f", sx, sy, bx, by,
             js_button_size(button));
    return text;
}

/* A name as a string to print: "(none)" for NULL. */
static const char *shown(const char *name) { return name ? name : "(none)"; }

static long peak_kilobytes(void) {
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

int main(void) {
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        printf("SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    snprintf(folder, sizeof folder, "/tmp/joystick-layout-test-XXXXXX");
    if (mkdtemp(folder) == NULL) {
        printf("mkdtemp failed\n");
        return 1;
    }
    SDL_Window *window = SDL_CreateWindow("layout test", 0, 0, 640, 360, 0);
    SDL_Renderer *renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    SDL_RenderSetLogicalSize(renderer, 640, 360);
    controls = js_controls_create(renderer);
    /* "move": a stick centred at (90, 270), size 120; "fire": a button at (560, 300), 72 across; "jump", named
     * when added, at (400, 300), 60 across. */
    move = js_controls_add_stick(controls, NULL, 90, 270, 120);
    fire = js_controls_add_button(controls, NULL, 560, 300, 72, "A");
    js_button *jump = js_controls_add_button(controls, "jump", 400, 300, 60, "B");
    js_stick_on_polar(move, on_polar, NULL);
    js_button_on_press(fire, on_press, NULL);

    /* ---- Names ---- */
    CHECK(js_stick_name(move) == NULL && js_button_name(fire) == NULL, "unnamed: %s, %s", shown(js_stick_name(move)),
          shown(js_button_name(fire)));
    CHECK(jump != NULL && strcmp(shown(js_button_name(jump)), "jump") == 0, "named when added: %s",
          jump ? shown(js_button_name(jump)) : js_last_error());
    CHECK(js_controls_add_stick(controls, "jump", 90, 90, 60) == NULL && strstr(js_last_error(), "\"jump\"") != NULL,
          "a name taken when adding: %s", js_last_error());
    CHECK(js_stick_set_name(move, "move") == 0, "%s", js_last_error());
    CHECK(strcmp(shown(js_stick_name(move)), "move") == 0, "named: %s", shown(js_stick_name(move)));
    CHECK(js_button_set_name(fire, "move") == -1 && strstr(js_last_error(), "already named \"move\"") != NULL,
          "a name taken: %s", js_last_error());
    CHECK(js_button_set_name(fire, "") == -1 && strstr(js_last_error(), "empty") != NULL, "%s", js_last_error());
    CHECK(js_button_set_name(fire, "fire button") == -1 && strstr(js_last_error(), "character") != NULL,
          "a space: %s", js_last_error());
    CHECK(js_button_set_name(fire, "abcdefghijklmnopqrstuvwxyz0123456") == -1
              && strstr(js_last_error(), "33 characters") != NULL,
          "33 characters: %s", js_last_error());
    CHECK(js_button_set_name(fire, NULL) == -1 && strstr(js_last_error(), "NULL") != NULL, "%s", js_last_error());
    CHECK(js_button_set_name(NULL, "fire") == -1, "a NULL button");
    CHECK(js_button_name(fire) == NULL, "a refused name names nothing: %s", shown(js_button_name(fire)));
    CHECK(js_button_set_name(fire, "fire") == 0, "%s", js_last_error());
    CHECK(strcmp(shown(js_button_name(fire)), "fire") == 0, "named: %s", shown(js_button_name(fire)));
    CHECK(js_button_set_name(jump, "Jump_2-abcdefghijklmnopqrstuvwxy") == 0, "32 characters: %s", js_last_error());
    CHECK(strcmp(shown(js_button_name(jump)), "Jump_2-abcdefghijklmnopqrstuvwxy") == 0, "renamed: %s",
          shown(js_button_name(jump)));
    CHECK(js_button_set_name(jump, "jump") == 0, "renamed: %s", js_last_error());
    CHECK(strcmp(shown(js_button_name(jump)), "jump") == 0, "renamed back: %s", shown(js_button_name(jump)));
    CHECK(js_stick_set_name(move, "move") == 0, "its own name again: %s", js_last_error());
    const char *defaults = "stick (90.000000, 270.000000), button (560.000000, 300.000000) size 72.000000";
    CHECK(strcmp(places(move, fire), defaults) == 0, "%s", places(move, fire));
    CHECK(js_stick_size(move) == 120 && js_stick_size(NULL) == 0, "the stick's side: %f", js_stick_size(move));

    /* ---- The editor: a drag moves exactly by the drag; nothing reports; the game gets no pointer event ---- */
    js_controls_on_editor_close(controls, on_editor_close, NULL);
    js_controls_set_editing_layout(controls, true);
    CHECK(js_controls_is_editing_layout(controls), "editing");
    finger(SDL_FINGERDOWN, 1, 100, 270);
    finger(SDL_FINGERMOTION, 1, 130, 225);
    finger(SDL_FINGERMOTION, 1, 160, 225);
    finger(SDL_FINGERUP, 1, 160, 225);
    double x, y;
    js_stick_center(move, &x, &y);
    CHECK(x == 150 && y == 225, "the stick moved by (60, -45) to (150, 225): (%f, %f)", x, y);
    mouse(SDL_MOUSEBUTTONDOWN, 560, 300);
    mouse(SDL_MOUSEMOTION, 540, 290);
    mouse(SDL_MOUSEBUTTONUP, 500, 280);
    js_button_center(fire, &x, &y);
    CHECK(x == 500 && y == 280, "the button moved by the mouse to (500, 280): (%f, %f)", x, y);
    /* The wheel over the selected button: two steps up, a diameter of 72 x 1.1 x 1.1 to 1/64 px, 87.125. */
    hover_to(500, 280);
    wheel(2);
    CHECK(js_button_size(fire) == 87.125, "resized by the wheel: size %f", js_button_size(fire));
    CHECK(reports == 0 && !js_stick_is_active(move) && !js_button_is_down(fire), "nothing reports: %d", reports);
    CHECK(game_pointer_events == 0, "the game got %d pointer events while editing", game_pointer_events);
    CHECK(editor_closes == 0, "the editor is still open");
    key(SDL_SCANCODE_RETURN);
    CHECK(!js_controls_is_editing_layout(controls), "Enter is done");
    CHECK(editor_closes == 1 && editor_kept, "closed and kept: %d closes, kept %d", editor_closes, (int)editor_kept);
    finger(SDL_FINGERDOWN, 2, 150, 225);
    finger(SDL_FINGERMOTION, 2, 200, 225);
    finger(SDL_FINGERUP, 2, 200, 225);
    CHECK(reports > 0, "after editing the stick reports again: %d", reports);
    const char *edited = "stick (150.000000, 225.000000), button (500.000000, 280.000000) size 87.125000";
    CHECK(strcmp(places(move, fire), edited) == 0, "%s", places(move, fire));

    /* ---- Save, reset, load: exactly back ---- */
    const char *saved = path_in_folder("layout.json");
    CHECK(js_controls_save_layout(controls, saved) == 0, "%s", js_last_error());
    js_controls_reset_layout(controls);
    CHECK(strcmp(places(move, fire), defaults) == 0, "reset to the game's places: %s", places(move, fire));
    bool found = false;
    CHECK(js_controls_load_layout(controls, saved, &found) == 0 && found, "%s", js_last_error());
    CHECK(strcmp(places(move, fire), edited) == 0, "loaded: %s", places(move, fire));
    const char *again = path_in_folder("again.json");
    CHECK(js_controls_save_layout(controls, again) == 0, "%s", js_last_error());
    size_t saved_count = 0, again_count = 0;
    char *saved_text = read_file(saved, &saved_count);
    char *again_text = read_file(again, &again_count);
    CHECK(saved_text != NULL && again_text != NULL && saved_count == again_count
              && memcmp(saved_text, again_text, saved_count) == 0,
          "saved after loading, the same bytes (%zu and %zu)", saved_count, again_count);
    CHECK(strstr(saved_text, "\"format\": \"joystick-sdl-layout\"") != NULL, "%s", saved_text);
    CHECK(strstr(saved_text, "\"fire\": {\"x\": [\"end\", 140], \"y\": [\"end\", 80], \"size\": 87.125") != NULL,
          "the button 140 from the right edge and 80 from the bottom: %s", saved_text);
    CHECK(js_controls_save_layout(controls, folder) == -1 && strstr(js_last_error(), folder) != NULL
              && strstr(js_last_error(), "folder") != NULL,
          "a folder is left alone: %s", js_last_error());
    /* A link to a file not made yet (a first save): the file is made where the link points, the link stays. */
    const char *link_path = path_in_folder("link.json");
    CHECK(symlink("linked.json", link_path) == 0, "a link to make");
    CHECK(js_controls_save_layout(controls, link_path) == 0, "through a link to no file yet: %s", js_last_error());
    struct stat link_status;
    size_t linked_count = 0;
    char *linked_text = read_file(path_in_folder("linked.json"), &linked_count);
    CHECK(lstat(link_path, &link_status) == 0 && S_ISLNK(link_status.st_mode), "the link is still a link");
    CHECK(linked_text != NULL && linked_count == saved_count && memcmp(linked_text, saved_text, saved_count) == 0,
          "the layout is in the file it points to (%zu bytes)", linked_count);
    free(linked_text);

    /* ---- Broken and hostile files: -1, the file named, nothing changed ---- */
    struct {
        const char *name, *text, *says;
    } broken[] = {
        {"truncated.json", "{\n  \"format\": \"joystick-sdl-layout\",\n  \"version\": 1,\n  \"landscape\": {\n",
         "line 5, column 1"},
        {"malformed.json", "{\n  \"format\": \"joystick-sdl-layout\",\n  \"version\": 1,,\n}\n", "line 3, column 16"},
        {"nan.json",
         "{\"format\": \"joystick-sdl-layout\", \"version\": 1, \"landscape\": {\"shorterSide\": 360, \"controls\": "
         "{\"fire\": {\"x\": [\"end\", NaN], \"y\": [\"end\", 80], \"size\": 72, \"alpha\": 1, \"hidden\": false}}}}",
         "line 1, column 118"},
        {"infinite.json",
         "{\"format\": \"joystick-sdl-layout\", \"version\": 1, \"landscape\": {\"shorterSide\": 360, \"controls\": "
         "{\"fire\": {\"x\": [\"end\", 1e999], \"y\": [\"end\", 80], \"size\": 72, \"alpha\": 1, \"hidden\": false}}}}",
         "line 1, column 118"},
        {"negative.json",
         "{\"format\": \"joystick-sdl-layout\", \"version\": 1, \"landscape\": {\"shorterSide\": 360, \"controls\": "
         "{\"fire\": {\"x\": [\"end\", 80], \"y\": [\"end\", 80], \"size\": -72, \"alpha\": 1, \"hidden\": false}}}}",
         "not a number of pixels from 16 to the shorter side, 360"},
        {"too-large.json",
         "{\"format\": \"joystick-sdl-layout\", \"version\": 1, \"landscape\": {\"shorterSide\": 360, \"controls\": "
         "{\"fire\": {\"x\": [\"end\", 80], \"y\": [\"end\", 80], \"size\": 361, \"alpha\": 1, \"hidden\": false}}}}",
         "not a number of pixels from 16 to the shorter side, 360"},
        {"too-small.json",
         "{\"format\": \"joystick-sdl-layout\", \"version\": 1, \"landscape\": {\"shorterSide\": 360, \"controls\": "
         "{\"fire\": {\"x\": [\"end\", 80], \"y\": [\"end\", 80], \"size\": 15.5, \"alpha\": 1, \"hidden\": false}}}}",
         "not a number of pixels from 16 to the shorter side, 360"},
        {"other-format.json", "{\"format\": \"something-else\", \"version\": 1}", "not a layout file"},
        {"empty.json", "", "line 1, column 1"},
    };
    for (size_t index = 0; index < sizeof broken / sizeof broken[0]; index++) {
        const char *path = path_in_folder(broken[index].name);
        write_file(path, broken[index].text, strlen(broken[index].text));
        int result = js_controls_load_layout(controls, path, &found);
        CHECK(result == -1 && strstr(js_last_error(), path) != NULL && strstr(js_last_error(), broken[index].says),
              "%s: %d, \"%s\" (expected \"%s\")", broken[index].name, result, js_last_error(), broken[index].says);
        CHECK(strcmp(places(move, fire), edited) == 0, "%s changed nothing: %s", broken[index].name,
              places(move, fire));
    }
    const char *missing = path_in_folder("missing.json");
    found = true;
    CHECK(js_controls_load_layout(controls, missing, &found) == 0 && !found,
          "no file yet (a first run) is success, none found: found %d", (int)found);
    CHECK(js_controls_load_layout(controls, missing, NULL) == 0, "found may be NULL");
    CHECK(js_controls_load_layout(controls, folder, &found) == -1 && strstr(js_last_error(), "folder") != NULL,
          "a folder: %s", js_last_error());
    CHECK(strcmp(places(move, fire), edited) == 0, "still: %s", places(move, fire));

    /* Deep: a megabyte less one of '[' is refused at the 33rd. A 16 MiB one by its size, unread. */
    size_t deep_count = (1 << 20) - 1, huge_count = 16u << 20;
    char *hostile = (char *)malloc(huge_count);
    memset(hostile, '[', huge_count);
    const char *deep = path_in_folder("deep.json"), *huge = path_in_folder("huge.json");
    write_file(deep, hostile, deep_count);
    write_file(huge, hostile, huge_count);
    free(hostile);
    CHECK(js_controls_load_layout(controls, deep, &found) == -1 && strstr(js_last_error(), "line 1, column 33") != NULL
              && strstr(js_last_error(), "more than 32 deep") != NULL,
          "deep: %s", js_last_error());
    long peak_before = peak_kilobytes();
    Uint64 start = SDL_GetPerformanceCounter();
    int huge_result = js_controls_load_layout(controls, huge, &found);
    double seconds = (double)(SDL_GetPerformanceCounter() - start) / (double)SDL_GetPerformanceFrequency();
    long peak_after = peak_kilobytes();
    CHECK(huge_result == -1 && strstr(js_last_error(), huge) != NULL && strstr(js_last_error(), "too large") != NULL,
          "huge: %s", js_last_error());
    CHECK(seconds < 1.0, "refused in %.6f s", seconds);
    CHECK(peak_after < 64 * 1024 && peak_after - peak_before < 1024,
          "the process's peak stays under 64 MB: %ld KB (it was %ld KB before)", peak_after, peak_before);
    CHECK(strcmp(places(move, fire), edited) == 0, "still: %s", places(move, fire));
    printf("16 MiB hostile layout refused in %.6f s, peak resident %ld KB\n", seconds, peak_after);

    /* ---- Closing the editor: cancelled (Escape, or a tap on CANCEL), the layout it opened with comes back;
     * closed from code, the arrangement is kept ---- */
    js_controls_set_editing_layout(controls, true);
    finger(SDL_FINGERDOWN, 4, 150, 225);
    finger(SDL_FINGERMOTION, 4, 200, 270);
    finger(SDL_FINGERUP, 4, 200, 270);
    key(SDL_SCANCODE_LEFT);
    key(SDL_SCANCODE_SPACE);
    js_controls_update(controls, 0.5);
    js_stick_center(move, &x, &y);
    CHECK(x == 199 && y == 270, "dragged to (200, 270), then Left a pixel: (%f, %f)", x, y);
    CHECK(!js_controls_was_key_pressed(controls, SDL_SCANCODE_LEFT)
              && js_controls_was_key_pressed(controls, SDL_SCANCODE_SPACE),
          "the key the editor took reads as up to the game, the other does not");
    key(SDL_SCANCODE_ESCAPE);
    CHECK(!js_controls_is_editing_layout(controls) && editor_closes == 2 && !editor_kept,
          "Escape cancels: %d closes, kept %d", editor_closes, (int)editor_kept);
    CHECK(strcmp(places(move, fire), edited) == 0, "the layout it opened with: %s", places(move, fire));
    /* CANCEL: on 640x360 the last of the toolbar's second row (RESET, DONE, CANCEL), from (358, 40) to (422, 68). */
    js_controls_set_editing_layout(controls, true);
    mouse(SDL_MOUSEBUTTONDOWN, 500, 280);
    mouse(SDL_MOUSEMOTION, 450, 235);
    mouse(SDL_MOUSEBUTTONUP, 450, 235);
    hover_to(450, 235);
    wheel(1);
    CHECK(strcmp(places(move, fire),
                 "stick (150.000000, 225.000000), button (450.000000, 235.000000) size 95.843750") == 0,
          "the button dragged and one wheel step larger: %s", places(move, fire));
    finger(SDL_FINGERDOWN, 5, 390, 54);
    finger(SDL_FINGERUP, 5, 390, 54);
    CHECK(!js_controls_is_editing_layout(controls) && editor_closes == 3 && !editor_kept,
          "CANCEL cancels: %d closes, kept %d", editor_closes, (int)editor_kept);
    CHECK(strcmp(places(move, fire), edited) == 0, "the layout it opened with: %s", places(move, fire));
    /* Cancelled from code (a game's own Back button): the same as Escape; nothing when it is not open. */
    js_controls_set_editing_layout(controls, true);
    finger(SDL_FINGERDOWN, 6, 150, 225);
    finger(SDL_FINGERUP, 6, 200, 270);
    js_controls_cancel_editing_layout(controls);
    CHECK(!js_controls_is_editing_layout(controls) && editor_closes == 4 && !editor_kept,
          "cancelled from code: %d closes, kept %d", editor_closes, (int)editor_kept);
    CHECK(strcmp(places(move, fire), edited) == 0, "the layout it opened with: %s", places(move, fire));
    js_controls_cancel_editing_layout(controls);
    CHECK(editor_closes == 4, "cancelling a closed editor calls nothing: %d", editor_closes);
    js_controls_set_editing_layout(controls, true);
    finger(SDL_FINGERDOWN, 6, 150, 225);
    finger(SDL_FINGERUP, 6, 200, 270);
    js_controls_set_editing_layout(controls, false);
    js_stick_center(move, &x, &y);
    CHECK(editor_closes == 5 && editor_kept && x == 200 && y == 270,
          "closed from code, kept: %d closes, kept %d, the stick at (%f, %f)", editor_closes, (int)editor_kept, x, y);
    js_controls_set_editing_layout(controls, false);
    CHECK(editor_closes == 5, "closing a closed editor calls nothing: %d", editor_closes);
    found = false;
    CHECK(js_controls_load_layout(controls, saved, &found) == 0 && found
              && strcmp(places(move, fire), edited) == 0,
          "the saved layout again: %s", places(move, fire));

    /* ---- A wider screen: the button keeps its 140 from the right edge, the stick its 150 from the left ---- */
    SDL_Window *wide_window = SDL_CreateWindow("wide", 0, 0, 960, 360, 0);
    SDL_Renderer *wide_renderer = SDL_CreateRenderer(wide_window, -1, SDL_RENDERER_SOFTWARE);
    SDL_RenderSetLogicalSize(wide_renderer, 960, 360);
    js_controls *wide = js_controls_create(wide_renderer);
    js_stick *wide_move = js_controls_add_stick(wide, "move", 90, 270, 120);
    js_button *wide_fire = js_controls_add_button(wide, "fire", 880, 300, 72, "A");
    CHECK(wide_move != NULL && wide_fire != NULL, "%s", js_last_error());
    CHECK(js_controls_load_layout(wide, saved, &found) == 0 && found, "%s", js_last_error());
    CHECK(strcmp(places(wide_move, wide_fire),
                 "stick (150.000000, 225.000000), button (820.000000, 280.000000) size 87.125000") == 0,
          "on 960x360: %s", places(wide_move, wide_fire));
    js_controls_destroy(wide);
    SDL_DestroyRenderer(wide_renderer);
    SDL_DestroyWindow(wide_window);

    /* ---- A screen turned portrait: without a callback, the game's places anchored to it; with one, the game's
     * portrait places; back in landscape, the player's layout again ---- */
    SDL_RenderSetLogicalSize(renderer, 360, 640);
    js_controls_refresh_screen(controls);
    double width = 0, height = 0;
    js_controls_screen_size(controls, &width, &height);
    CHECK(width == 360 && height == 640, "the screen the controls see: %f x %f", width, height);
    js_stick_center(move, &x, &y);
    CHECK(x == 90 && y == 640 - 90, "the game's stick 90 from the left and bottom edges: (%f, %f)", x, y);
    SDL_RenderSetLogicalSize(renderer, 640, 360);
    js_controls_refresh_screen(controls);
    CHECK(strcmp(places(move, fire), edited) == 0, "landscape again, the player's: %s", places(move, fire));
    js_controls_on_screen_change(controls, on_screen_change, NULL);
    SDL_RenderSetLogicalSize(renderer, 360, 640);
    js_controls_refresh_screen(controls);
    CHECK(screen_change_calls == 1 && screen_changes[0] == 360 && screen_changes[1] == 640,
          "told of 360x640: %d calls, %fx%f", screen_change_calls, screen_changes[0], screen_changes[1]);
    js_stick_center(move, &x, &y);
    CHECK(x == 180 && y == 540, "the game's portrait stick: (%f, %f)", x, y);
    SDL_RenderSetLogicalSize(renderer, 640, 360);
    js_controls_refresh_screen(controls);
    CHECK(screen_change_calls == 2 && strcmp(places(move, fire), edited) == 0, "landscape again, the player's: %s",
          places(move, fire));

    /* ---- No heap allocation per editor event (after one of each to warm up) ---- */
    js_controls_set_editing_layout(controls, true);
    for (int round = 0; round < 2; round++) {
        counting = round == 1;
        allocations = 0;
        finger(SDL_FINGERDOWN, 3, 150, 225);
        for (int step = 0; step < 500; step++) finger(SDL_FINGERMOTION, 3, 150 + (step % 10) * 5, 225);
        finger(SDL_FINGERUP, 3, 150, 225);
        mouse(SDL_MOUSEBUTTONDOWN, 500, 280);
        for (int step = 0; step < 500; step++) mouse(SDL_MOUSEMOTION, 500 - step % 10, 280);
        mouse(SDL_MOUSEBUTTONUP, 500, 280);
        for (int step = 0; step < 50; step++) wheel(step % 2 ? 1 : -1);
        for (int step = 0; step < 50; step++) key(step % 2 ? SDL_SCANCODE_LEFT : SDL_SCANCODE_RIGHT);
        key(SDL_SCANCODE_TAB);
        js_controls_update(controls, 1.0 + round);
        counting = 0;
    }
    CHECK(allocations == 0, "%ld heap allocations in 1,154 editor events", allocations);
    counting = 1;
    js_button_remove(js_controls_add_button(controls, NULL, 320, 60, 40, "C"));
    counting = 0;
    CHECK(allocations > 0, "the count sees the library's allocations (adding a button: %ld)", allocations);
    key(SDL_SCANCODE_RETURN);

    js_controls_destroy(controls);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    free(saved_text);
    free(again_text);
    const char *made[] = {"layout.json", "again.json", "truncated.json", "malformed.json", "nan.json",
                          "infinite.json", "negative.json", "too-large.json", "too-small.json", "other-format.json",
                          "empty.json", "deep.json", "huge.json", "link.json", "linked.json"};
    for (size_t index = 0; index < sizeof made / sizeof made[0]; index++) {
        char path[128];
        snprintf(path, sizeof path, "%s/%s", folder, made[index]);
        unlink(path);
    }
    rmdir(folder);
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
