/* SDL's timers in a headless run, in the order the virtual clock reaches them (joystick_run_rules.h). */
#include <stdlib.h>

#include "joystick_run_rules.h"

uint32_t jr_timer_queue_add(jr_timer_queue *queue, uint64_t interval_ns, uint64_t now_ns, void *callback, void *param,
                            uint32_t flags) {
    if (queue->count == queue->room) {
        int room = queue->room ? queue->room * 2 : 16;
        jr_timer *grown = realloc(queue->timers, (size_t)room * sizeof *grown);
        if (!grown) return 0;
        queue->timers = grown;
        queue->room = room;
    }
    uint32_t id = ++queue->last_id;
    if (id == 0) id = ++queue->last_id;   /* 0 is SDL's "no timer" */
    queue->timers[queue->count++] = (jr_timer){.id = id, .due_ns = now_ns + interval_ns, .interval_ns = interval_ns,
                                               .callback = callback, .param = param, .flags = flags};
    return id;
}

static int index_of(const jr_timer_queue *queue, uint32_t id) {
    for (int i = 0; i < queue->count; i++) {
        if (queue->timers[i].id == id) return i;
    }
    return -1;
}

bool jr_timer_queue_remove(jr_timer_queue *queue, uint32_t id) {
    int at = index_of(queue, id);
    if (at < 0) return false;
    /* Order in the array does not matter: the next due is chosen by time, then by id. */
    queue->timers[at] = queue->timers[--queue->count];
    return true;
}

bool jr_timer_queue_next_due(const jr_timer_queue *queue, uint64_t now_ns, jr_timer *next) {
    int best = -1;
    for (int i = 0; i < queue->count; i++) {
        const jr_timer *timer = &queue->timers[i];
        if (timer->due_ns > now_ns) continue;
        if (best < 0 || timer->due_ns < queue->timers[best].due_ns
            || (timer->due_ns == queue->timers[best].due_ns && timer->id < queue->timers[best].id)) {
            best = i;
        }
    }
    if (best < 0) return false;
    *next = queue->timers[best];
    return true;
}

void jr_timer_queue_fired(jr_timer_queue *queue, uint32_t id, uint64_t again_ns) {
    int at = index_of(queue, id);
    if (at < 0) return;
    if (again_ns == 0) {
        queue->timers[at] = queue->timers[--queue->count];
        return;
    }
    queue->timers[at].interval_ns = again_ns;
    queue->timers[at].due_ns += again_ns;
}

void jr_timer_queue_clear(jr_timer_queue *queue) {
    queue->count = 0;
}

void jr_timer_queue_free(jr_timer_queue *queue) {
    free(queue->timers);
    *queue = (jr_timer_queue){.last_id = queue->last_id};
}
