/*
 * What joystick-run asks of the overlay: a file it writes (JOYSTICK_RUN_SPEC) after checking the profile and
 * the script, one directive a line, numbers only where the player wrote names:
 *
 *   joystick-run-spec 1
 *   headless 1                          fps 60                  frames 240          invisible 1
 *   script-window 640 360               (the window the script's coordinates are in)
 *   default-layout PATH                 player-layout PATH      hashes PATH     record PATH
 *   expect-hashes PATH                  screenshot-dir PATH     screenshot-every N
 *   screenshot FRAME PATH
 *   stick NAME keys UP LEFT DOWN RIGHT  stick NAME pad SIDE     (scancodes; 0 left, 1 right)
 *   button NAME key SCANCODE LABEL      button NAME pad BUTTON LABEL
 *   event FRAME VERB ARGUMENTS          (the script's verbs; keys as scancodes, pad axes and buttons as SDL's
 *                                        numbers, positions in the script's window pixels)
 *   tint NAME RED GREEN BLUE            floating NAME           reach NAME SHARE
 *                                       (the profile's look and reach of a control named before)
 *   record-name key SCANCODE WORD       record-name pad-button BUTTON WORD      record-name pad-axis AXIS WORD
 *                                       (how a recording names them: WORD runs to the end of the line)
 *
 * Paths and labels run to the end of their line. The file is joystick-run's, read once at SDL_DYNAPI_entry;
 * a line it does not know is an error (an overlay and a joystick-run from different builds).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "overlay_core.h"

jr_spec jr_the_spec = {.fps = 60, .frames = -1};

static char *copy(const char *text) {
    size_t length = strlen(text);
    char *result = malloc(length + 1);
    if (result) memcpy(result, text, length + 1);
    return result;
}

/* The next blank-separated word of *cursor, NUL-terminated in place; NULL at the end of the line. */
static char *word(char **cursor) {
    char *start = *cursor;
    while (*start == ' ') start++;
    if (!*start) return NULL;
    char *end = start;
    while (*end && *end != ' ') end++;
    if (*end) *end++ = '\0';
    *cursor = end;
    return start;
}

/* The rest of the line, blanks before it skipped; NULL when empty. */
static char *rest(char **cursor) {
    char *start = *cursor;
    while (*start == ' ') start++;
    *cursor = start + strlen(start);
    return *start ? start : NULL;
}

static bool number(char **cursor, double *value) {
    char *text = word(cursor), *end = NULL;
    if (!text) return false;
    errno = 0;
    *value = strtod(text, &end);
    return errno == 0 && end && *end == '\0' && *value == *value;
}

static bool integer(char **cursor, long *value) {
    char *text = word(cursor), *end = NULL;
    if (!text) return false;
    errno = 0;
    *value = strtol(text, &end, 10);
    return errno == 0 && end && *end == '\0';
}

static const struct {
    const char *verb;
    jr_event_kind kind;
    int integers, numbers;       /* id first, then x and y */
} verbs[] = {
    {"touch-down", JR_EV_TOUCH_DOWN, 1, 2}, {"touch-move", JR_EV_TOUCH_MOVE, 1, 2}, {"touch-up", JR_EV_TOUCH_UP, 1, 2},
    {"mouse-down", JR_EV_MOUSE_DOWN, 0, 2}, {"mouse-move", JR_EV_MOUSE_MOVE, 0, 2}, {"mouse-up", JR_EV_MOUSE_UP, 0, 2},
    {"mouse-wheel", JR_EV_MOUSE_WHEEL, 0, 1}, {"key-down", JR_EV_KEY_DOWN, 1, 0}, {"key-up", JR_EV_KEY_UP, 1, 0},
    {"focus-lost", JR_EV_FOCUS_LOST, 0, 0}, {"focus-gained", JR_EV_FOCUS_GAINED, 0, 0},
    {"pad-axis", JR_EV_PAD_AXIS, 1, 1}, {"pad-down", JR_EV_PAD_DOWN, 1, 0}, {"pad-up", JR_EV_PAD_UP, 1, 0},
};

static bool event_line(char **cursor, jr_scripted_event *event) {
    long frame;
    if (!integer(cursor, &frame) || frame < 0) return false;
    char *verb = word(cursor);
    if (!verb) return false;
    for (size_t i = 0; i < sizeof verbs / sizeof verbs[0]; i++) {
        if (strcmp(verb, verbs[i].verb) != 0) continue;
        *event = (jr_scripted_event){.frame = frame, .kind = verbs[i].kind};
        if (verbs[i].integers && !integer(cursor, &event->id)) return false;
        if (verbs[i].numbers >= 1 && !number(cursor, &event->x)) return false;
        if (verbs[i].numbers >= 2 && !number(cursor, &event->y)) return false;
        return word(cursor) == NULL;
    }
    return false;
}

static bool control_line(char **cursor, bool is_stick, jr_control_spec *control) {
    *control = (jr_control_spec){.is_stick = is_stick};
    char *name = word(cursor), *kind = word(cursor);
    if (!name || !kind || strlen(name) >= sizeof control->name) return false;
    snprintf(control->name, sizeof control->name, "%s", name);
    long value;
    if (strcmp(kind, "pad") == 0) {
        if (!integer(cursor, &value) || value < 0 || value > 64) return false;
        control->binding = JR_BIND_PAD;
        control->pad = (int)value;
    } else if (is_stick && strcmp(kind, "keys") == 0) {
        control->binding = JR_BIND_KEYS;
        for (int i = 0; i < 4; i++) {
            if (!integer(cursor, &value) || value < 0 || value >= JR_SCANCODE_COUNT) return false;
            control->keys[i] = (int)value;
        }
    } else if (!is_stick && strcmp(kind, "key") == 0) {
        if (!integer(cursor, &value) || value <= 0 || value >= JR_SCANCODE_COUNT) return false;
        control->binding = JR_BIND_KEYS;
        control->keys[0] = (int)value;
    } else {
        return false;
    }
    if (!is_stick) {
        char *label = rest(cursor);
        if (label && strlen(label) < sizeof control->label) snprintf(control->label, sizeof control->label, "%s", label);
        else if (label) return false;
    }
    return word(cursor) == NULL;
}

/* Appends to an array that doubles when full: a script of a million events reads in linear time. */
static bool append(void **array, long *count, long *capacity, size_t element, const void *value) {
    if (*count == *capacity) {
        long grown_capacity = *capacity ? *capacity * 2 : 16;
        void *grown = realloc(*array, (size_t)grown_capacity * element);
        if (!grown) return false;
        *array = grown;
        *capacity = grown_capacity;
    }
    memcpy((char *)*array + (size_t)*count * element, value, element);
    (*count)++;
    return true;
}

/* Whether nothing is left on the line. */
static bool end_of_line(char **cursor) {
    return word(cursor) == NULL;
}

static bool path_into(char **cursor, char **target) {
    char *text = rest(cursor);
    free(*target);
    *target = text ? copy(text) : NULL;
    return *target != NULL;
}

typedef struct room {
    long controls, screenshots, events, ignored;
} room;

/* One directive (the first word is read): whether the line was right. */
static bool directive_line(const char *directive, char **cursor, jr_spec *spec, room *room) {
    long value = 0;
    double real = 0;
    if (strcmp(directive, "headless") == 0) {
        if (!integer(cursor, &value)) return false;
        spec->headless = value != 0;
        return end_of_line(cursor);
    }
    if (strcmp(directive, "invisible") == 0) {
        if (!integer(cursor, &value)) return false;
        spec->invisible = value != 0;
        return end_of_line(cursor);
    }
    if (strcmp(directive, "fps") == 0) {
        if (!number(cursor, &real) || real < 1 || real > 1000) return false;
        spec->fps = real;
        return end_of_line(cursor);
    }
    if (strcmp(directive, "frames") == 0) {
        return integer(cursor, &spec->frames) && spec->frames >= 0 && end_of_line(cursor);
    }
    if (strcmp(directive, "script-window") == 0) {
        long width = 0, height = 0;
        if (!integer(cursor, &width) || !integer(cursor, &height)) return false;
        if (width <= 0 || height <= 0 || width > 65536 || height > 65536) return false;
        spec->script_width = (int)width;
        spec->script_height = (int)height;
        return end_of_line(cursor);
    }
    if (strcmp(directive, "default-layout") == 0) return path_into(cursor, &spec->default_layout);
    if (strcmp(directive, "player-layout") == 0) return path_into(cursor, &spec->player_layout);
    if (strcmp(directive, "hashes") == 0) return path_into(cursor, &spec->hashes);
    if (strcmp(directive, "expect-hashes") == 0) return path_into(cursor, &spec->expect_hashes);
    if (strcmp(directive, "ignore-frames") == 0) {
        jr_frame_range range = {0};
        if (!integer(cursor, &range.first) || !integer(cursor, &range.last) || range.first < 0
            || range.last < range.first || !end_of_line(cursor)) return false;
        if (spec->ignored_count > 0 && range.first <= spec->ignored[spec->ignored_count - 1].last) return false;
        return append((void **)&spec->ignored, &spec->ignored_count, &room->ignored, sizeof range, &range);
    }
    if (strcmp(directive, "screenshot-dir") == 0) return path_into(cursor, &spec->screenshot_dir);
    if (strcmp(directive, "screenshot-every") == 0) {
        return integer(cursor, &spec->screenshot_every) && spec->screenshot_every >= 0 && end_of_line(cursor);
    }
    if (strcmp(directive, "record") == 0) return path_into(cursor, &spec->record);
    if (strcmp(directive, "tint") == 0 || strcmp(directive, "floating") == 0 || strcmp(directive, "reach") == 0) {
        char *name = word(cursor);
        jr_control_spec *control = NULL;
        for (int i = 0; name && i < spec->control_count; i++) {
            if (strcmp(spec->controls[i].name, name) == 0) control = &spec->controls[i];
        }
        if (!control) return false;
        if (directive[0] == 'r') {
            return number(cursor, &control->reach) && control->reach >= 0 && control->reach <= 1 && end_of_line(cursor);
        }
        if (directive[0] == 'f') {
            control->floating = control->is_stick;
            return control->is_stick && end_of_line(cursor);
        }
        long red = 0, green = 0, blue = 0;
        if (!integer(cursor, &red) || !integer(cursor, &green) || !integer(cursor, &blue)) return false;
        if (red < 0 || red > 255 || green < 0 || green > 255 || blue < 0 || blue > 255) return false;
        control->tinted = true;
        control->tint = (jr_rgba){(uint8_t)red, (uint8_t)green, (uint8_t)blue, 255};
        return end_of_line(cursor);
    }
    if (strcmp(directive, "record-name") == 0) {
        char *kind = word(cursor);
        long index = -1;
        if (!kind || !integer(cursor, &index) || index < 0) return false;
        char **names = NULL;
        long count = 0;
        if (strcmp(kind, "key") == 0) names = spec->key_names, count = JR_SCANCODE_COUNT;
        else if (strcmp(kind, "pad-button") == 0) names = spec->pad_button_names, count = JR_PAD_BUTTON_COUNT;
        else if (strcmp(kind, "pad-axis") == 0) names = spec->pad_axis_names, count = JR_PAD_AXIS_COUNT;
        if (!names || index >= count) return false;
        return path_into(cursor, &names[index]);
    }
    if (strcmp(directive, "screenshot") == 0) {
        jr_screenshot shot = {0};
        if (!integer(cursor, &shot.frame) || shot.frame < 0 || !path_into(cursor, &shot.path)) return false;
        long count = spec->screenshot_count;
        bool added = append((void **)&spec->screenshots, &count, &room->screenshots, sizeof shot, &shot);
        spec->screenshot_count = (int)count;
        return added;
    }
    if (strcmp(directive, "stick") == 0 || strcmp(directive, "button") == 0) {
        jr_control_spec control;
        if (!control_line(cursor, directive[0] == 's', &control)) return false;
        long count = spec->control_count;
        bool added = append((void **)&spec->controls, &count, &room->controls, sizeof control, &control);
        spec->control_count = (int)count;
        return added;
    }
    if (strcmp(directive, "event") == 0) {
        jr_scripted_event event;
        if (!event_line(cursor, &event)) return false;
        if (spec->event_count > 0 && event.frame < spec->events[spec->event_count - 1].frame) return false;
        return append((void **)&spec->events, &spec->event_count, &room->events, sizeof event, &event);
    }
    return false;
}

int jr_read_spec(char *reason, size_t size) {
    const char *path = getenv("JOYSTICK_RUN_SPEC");
    if (!path || !*path) {
        snprintf(reason, size, "JOYSTICK_RUN_SPEC is not set: start the game with joystick-run");
        return -1;
    }
    FILE *file = fopen(path, "r");
    if (!file) {
        snprintf(reason, size, "cannot read %s: %s", path, strerror(errno));
        return -1;
    }
    char *line = NULL;
    size_t capacity = 0;
    ssize_t length;
    long line_number = 0;
    bool ok = true, signed_ = false;
    room room = {0};
    while (ok && (length = getline(&line, &capacity, file)) >= 0) {
        line_number++;
        if (length > 0 && line[length - 1] == '\n') line[--length] = '\0';
        char *cursor = line;
        char *directive = word(&cursor);
        if (!directive) continue;
        if (!signed_) {
            long version = 0;
            ok = strcmp(directive, "joystick-run-spec") == 0 && integer(&cursor, &version) && version == 1
                && end_of_line(&cursor);
            signed_ = true;
        } else {
            ok = directive_line(directive, &cursor, &jr_the_spec, &room);
        }
    }
    bool read_error = ferror(file) != 0;
    free(line);
    fclose(file);
    if (read_error) {
        snprintf(reason, size, "cannot read %s", path);
        return -1;
    }
    if (!ok || !signed_) {
        snprintf(reason, size, "%s:%ld: not a spec this overlay understands (joystick-run and the overlay come from "
                 "different builds?)", path, line_number > 0 ? line_number : 1);
        return -1;
    }
    return 0;
}
