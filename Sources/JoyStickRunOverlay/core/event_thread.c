/*
 * The game's event thread: the one that starts SDL's video or events, or else the first that reads events or
 * presents a frame. Only it touches the controls; the others (a timer's callback pushing events, a loader, an
 * audio thread) pass straight through.
 */
#include <pthread.h>
#include <stdatomic.h>

#include "overlay_core.h"

static struct {
    pthread_t id;
    _Atomic bool known;
} event_thread;

bool jr_on_event_thread(void) {
    return atomic_load(&event_thread.known) && pthread_equal(event_thread.id, pthread_self());
}

void jr_events_claim_thread(void) {
    event_thread.id = pthread_self();
    atomic_store(&event_thread.known, true);
}

void jr_events_claim_thread_if_unclaimed(void) {
    if (!atomic_load(&event_thread.known)) jr_events_claim_thread();
}

