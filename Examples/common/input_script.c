/* The project's input scripts read as SDL events: see input_script.h. */
#include "input_script.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The verbs of the input script format, with their arguments, as the parser of JoyStickReplay knows them. */
static const struct {
    const char *name, *arguments;
    int count;
} script_verbs[] = {
    {"touch-down", "id x y", 3},   {"touch-move", "id x y", 3}, {"touch-up", "id x y", 3},
    {"touch-cancel", "id", 1},     {"mouse-down", "x y", 2},    {"mouse-move", "x y", 2},
    {"mouse-up", "x y", 2},        {"mouse-wheel", "steps", 1}, {"key-down", "key", 1},
    {"key-up", "key", 1},          {"focus-lost", "", 0},       {"focus-gained", "", 0},
    {"pad-axis", "axis value", 2}, {"pad-down", "button", 1},   {"pad-up", "button", 1},
};
enum { SCRIPT_VERBS = sizeof script_verbs / sizeof script_verbs[0], SCRIPT_MAX_FRAME = 100000000 };

/* A finite decimal number (a sign, digits with a fraction, an exponent; no nan, inf or hex); 0, or -1 saying
 * what is wrong. */
static int script_number(script_reader *reader, const char *word, const char *what, double *value) {
    char *end;
    *value = strtod(word, &end);
    if (end == word || *end != '\0' || word[strspn(word, "0123456789+-.eE")] != '\0'
        || !(*value > -1e9 && *value < 1e9)) {
        snprintf(reader->why, sizeof reader->why, "bad %s '%.40s' (expected a finite decimal number)", what, word);
        return -1;
    }
    return 0;
}

/* The event of an event line's verb (word[1]) and arguments; 0, or -1 saying what is wrong. */
static int script_event(script_reader *reader, char **word, int words, SDL_Event *event) {
    int verb = 0;
    while (verb < SCRIPT_VERBS && strcmp(word[1], script_verbs[verb].name) != 0) verb++;
    if (verb == SCRIPT_VERBS) {
        snprintf(reader->why, sizeof reader->why,
                 "unknown verb '%.40s' (known verbs: touch-down, touch-move, touch-up, touch-cancel, mouse-down, "
                 "mouse-move, mouse-up, mouse-wheel, key-down, key-up, focus-lost, focus-gained, pad-axis, "
                 "pad-down, pad-up)", word[1]);
        return -1;
    }
    const char *name = script_verbs[verb].name;
    int count = script_verbs[verb].count;
    if (words - 2 != count) {
        if (count == 0) {
            snprintf(reader->why, sizeof reader->why, "'%s' takes no arguments, got %d", name, words - 2);
        } else {
            /* A key verb given words that make a key name: that name, quoted. */
            char hint[96] = "";
            if (strncmp(name, "key-", 4) == 0 && words > 3) {
                char joined[64] = "";
                for (int i = 2; i < words && i < 8; i++) {
                    size_t used = strlen(joined);
                    snprintf(joined + used, sizeof joined - used, "%s%s", i > 2 ? " " : "", word[i]);
                }
                SDL_Scancode key = SDL_GetScancodeFromName(joined);
                if (key != SDL_SCANCODE_UNKNOWN) {
                    snprintf(hint, sizeof hint, ": quote a key name with spaces: \"%s\"", SDL_GetScancodeName(key));
                } else {
                    snprintf(hint, sizeof hint, ": quote a key name with spaces, e.g. \"Left Ctrl\"");
                }
            }
            snprintf(reader->why, sizeof reader->why, "'%s' takes %d argument%s (%s), got %d%s", name, count,
                     count == 1 ? "" : "s", script_verbs[verb].arguments, words - 2, hint);
        }
        return -1;
    }
    memset(event, 0, sizeof *event);
    double x, y;
    if (strcmp(name, "touch-cancel") == 0 || strncmp(name, "pad-", 4) == 0) {
        snprintf(reader->why, sizeof reader->why, "'%s' is not played here (%s)", name,
                 name[0] == 't' ? "SDL 2 has no event for a cancelled touch" : "no game controller is scripted");
        return -1;
    } else if (strncmp(name, "touch-", 6) == 0) {
        char *end;
        long long id = strtoll(word[2], &end, 10);
        if (end == word[2] || *end != '\0') {
            snprintf(reader->why, sizeof reader->why, "bad touch id '%.40s' (expected a whole number)", word[2]);
            return -1;
        }
        if (script_number(reader, word[3], "x coordinate", &x) || script_number(reader, word[4], "y coordinate", &y)) {
            return -1;
        }
        event->type = name[6] == 'd' ? SDL_FINGERDOWN : name[6] == 'm' ? SDL_FINGERMOTION : SDL_FINGERUP;
        event->tfinger.touchId = 1;
        event->tfinger.fingerId = (SDL_FingerID)id;
        event->tfinger.x = (float)x / (float)reader->width;    /* 0...1 over the window */
        event->tfinger.y = (float)y / (float)reader->height;
        event->tfinger.pressure = event->type == SDL_FINGERUP ? 0.0f : 1.0f;
    } else if (strcmp(name, "mouse-wheel") == 0) {
        if (script_number(reader, word[2], "wheel steps", &y)) return -1;
        event->type = SDL_MOUSEWHEEL;
        event->wheel.y = (Sint32)y;                             /* whole steps, up positive */
#if SDL_VERSION_ATLEAST(2, 0, 18)
        event->wheel.preciseY = (float)y;
#endif
        event->wheel.direction = SDL_MOUSEWHEEL_NORMAL;
    } else if (strncmp(name, "mouse-", 6) == 0) {
        if (script_number(reader, word[2], "x coordinate", &x) || script_number(reader, word[3], "y coordinate", &y)) {
            return -1;
        }
        if (name[6] == 'm') {
            event->type = SDL_MOUSEMOTION;
            event->motion.state = reader->held ? SDL_BUTTON_LMASK : 0;
            event->motion.x = (Sint32)SDL_ceil(x);              /* window pixels: the logical ones, headless */
            event->motion.y = (Sint32)SDL_ceil(y);
        } else {
            reader->held = name[6] == 'd';
            event->type = reader->held ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
            event->button.button = SDL_BUTTON_LEFT;
            event->button.state = reader->held ? SDL_PRESSED : SDL_RELEASED;
            event->button.clicks = 1;
            event->button.x = (Sint32)SDL_ceil(x);
            event->button.y = (Sint32)SDL_ceil(y);
        }
    } else if (strncmp(name, "key-", 4) == 0) {
        SDL_Scancode key = SDL_GetScancodeFromName(word[2]);
        if (key == SDL_SCANCODE_UNKNOWN) {
            snprintf(reader->why, sizeof reader->why,
                     "unknown key name '%.40s' (use SDL's names, e.g. Space, Left, Return)", word[2]);
            return -1;
        }
        event->type = name[4] == 'd' ? SDL_KEYDOWN : SDL_KEYUP;
        event->key.state = event->type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
        event->key.keysym.scancode = key;                       /* its keycode: when pushed, from SDL's map */
    } else {
        event->type = SDL_WINDOWEVENT;
        event->window.event = name[6] == 'l' ? SDL_WINDOWEVENT_FOCUS_LOST : SDL_WINDOWEVENT_FOCUS_GAINED;
    }
    return 0;
}

/* Splits a line into its words, in place: blanks apart, and a word after the first that opens with a quote
 * runs to the next quote, blanks and all (a key name with spaces: "Left Ctrl"), its quotes taken off. At most
 * 8 words are kept; `words` counts them all. 0, or -1 saying what is wrong with a quote. */
static int script_words(script_reader *reader, char *line, char **word, int *words) {
    static const char blanks[] = " \t\r\n";
    char *at = line;
    for (;;) {
        at += strspn(at, blanks);
        if (*at == '\0') return 0;
        char *start = at;
        if (*at == '"' && *words > 0 && word[0][0] != '#') {
            char *close = strchr(at + 1, '"');
            if (!close) {
                snprintf(reader->why, sizeof reader->why, "unclosed quote: a quoted name ends with '\"' on its line");
                return -1;
            }
            if (close[1] != '\0' && !strchr(blanks, close[1])) {
                snprintf(reader->why, sizeof reader->why, "a quoted name is followed by a space or the end of the line");
                return -1;
            }
            start = at + 1;
            at = close + 1;
            *close = '\0';
        } else {
            at += strcspn(at, blanks);
        }
        if (*words < 8) word[*words] = start;
        (*words)++;
        if (*at == '\0') return 0;
        *at++ = '\0';
    }
}

/* Reads one line: 1 for an event (its frame and event set), 0 for a comment, an empty line or a header, -1
 * saying what is wrong. Headers (`window: 640x360`, `frames: 240`) are checked, not used: the window is the
 * game's and the command line says how many frames. */
int script_line(script_reader *reader, char *line, int *frame, SDL_Event *event) {
    char *word[8];
    int words = 0;
    if (script_words(reader, line, word, &words) != 0) return -1;
    if (words == 0 || word[0][0] == '#') return 0;
    char *colon = strchr(word[0], ':');
    if (colon) {
        *colon = '\0';
        if (strcmp(word[0], "window") != 0 && strcmp(word[0], "frames") != 0) {
            snprintf(reader->why, sizeof reader->why, "unknown key '%.40s' (known keys: window, frames)", word[0]);
        } else if (reader->events > 0) {
            snprintf(reader->why, sizeof reader->why, "header '%s' after the first event; headers must come first",
                     word[0]);
        } else if (colon[1] == '\0' && words == 1) {
            snprintf(reader->why, sizeof reader->why, "missing value for '%s'", word[0]);
        } else {
            return 0;
        }
        return -1;
    }
    size_t digits = strspn(word[0], "0123456789");
    if (digits == 0 || word[0][digits] != '\0' || digits > 9 || atol(word[0]) > SCRIPT_MAX_FRAME) {
        snprintf(reader->why, sizeof reader->why, "bad frame '%.40s' (expected a whole number from 0 to %d)", word[0],
                 SCRIPT_MAX_FRAME);
        return -1;
    }
    *frame = (int)atol(word[0]);
    if (reader->events > 0 && *frame < reader->last_frame) {
        snprintf(reader->why, sizeof reader->why, "frame %d comes before frame %d of the previous event", *frame,
                 reader->last_frame);
        return -1;
    }
    if (words < 2) {
        snprintf(reader->why, sizeof reader->why, "missing verb after frame %d", *frame);
        return -1;
    }
    if (script_event(reader, word, words, event) != 0) return -1;
    reader->events++;
    reader->last_frame = *frame;
    return 1;
}

/* Pushes a scripted event into SDL's queue, addressed to the window, as the window would deliver it. */
void script_push(const SDL_Event *scripted, Uint32 window_id) {
    SDL_Event event = *scripted;
    switch (event.type) {
    case SDL_FINGERDOWN: case SDL_FINGERMOTION: case SDL_FINGERUP: event.tfinger.windowID = window_id; break;
    case SDL_MOUSEBUTTONDOWN: case SDL_MOUSEBUTTONUP: event.button.windowID = window_id; break;
    case SDL_MOUSEMOTION: event.motion.windowID = window_id; break;
    case SDL_MOUSEWHEEL: event.wheel.windowID = window_id; break;
    case SDL_KEYDOWN: case SDL_KEYUP:
        event.key.windowID = window_id;
        event.key.keysym.sym = SDL_GetKeyFromScancode(event.key.keysym.scancode);
        break;
    default: event.window.windowID = window_id; break;
    }
    SDL_PushEvent(&event);
}
