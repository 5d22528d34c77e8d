#ifndef CSDLSHIM_H
#define CSDLSHIM_H
/* Flushes an SDL renderer's queued commands so a benchmark times the drawing itself, not just the queueing.
 * Declared without SDL's headers: the main package's CSDL2 module owns those, and its SDL2 is linked. */
int bench_render_flush(void *renderer);
#endif
