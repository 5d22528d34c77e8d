#ifndef JOYSTICK_IMAGES_H
#define JOYSTICK_IMAGES_H

/* The control module's default pictures, built into the library (scripts/embed-images.py writes them from
 * Assets/): a stick's base and handle, a button up and pressed, and the label font, each at 1x and 2x. */

typedef struct js_builtin_image {
    const char *name;            /* "base", "handle", "button", "button-pressed" or "font" */
    int scale;                   /* 1 or 2 */
    const unsigned char *png;    /* the PNG file's bytes */
    unsigned long size;          /* how many */
} js_builtin_image;

/* Every built-in picture; *count is set to how many. */
const js_builtin_image *js_builtin_images(int *count);

#endif
