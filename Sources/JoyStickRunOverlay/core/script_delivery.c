/*
 * When the script's events reach the game (joystick-run --script), whatever its SDL: an event of frame N goes into
 * SDL's queue at the game's first read of input after its Nth frame ended (frame.c calls this), and a burst a
 * queueful at a time. What SDL events a scripted event becomes is each SDL's (sdl2/script.c, sdl3/script3.c, through
 * jr_sdl->deliver_event).
 *
 * SDL's queue holds 65,535 events and drops the rest, and a game's polling loop ends at the mark SDL puts after the
 * events queued when the loop began: at most JR_SCRIPT_EVENTS_AT_ONCE scripted events go in at a time (each makes at
 * most 4 of SDL's: a touch, its mouse copy, a motion first, a typed key's text), then the next queueful once the
 * game has read the queue empty (its next frame), said once.
 */
#include "overlay_core.h"

#define JR_SCRIPT_EVENTS_AT_ONCE 15000

static struct {
    long next_event;
    bool burst_waiting;          /* a queueful went in; the rest waits for the game to read the queue empty */
} delivery;

void jr_script_queue_read_empty(void) {
    delivery.burst_waiting = false;
}

void jr_script_deliver_through(long frame) {
    const jr_scripted_event *events = jr_the_spec.events;
    long count = jr_the_spec.event_count;
    if (delivery.burst_waiting || delivery.next_event >= count || events[delivery.next_event].frame > frame) return;
    /* SDL reads the clock for each event's timestamp: not the game spinning on it. */
    jr_clock_quiet(true);
    for (int delivered = 0; delivery.next_event < count && events[delivery.next_event].frame <= frame; delivered++) {
        if (delivered == JR_SCRIPT_EVENTS_AT_ONCE) {
            delivery.burst_waiting = true;
            jr_say_once(JR_SAY_BURST, "the script's events of frame %ld are more than SDL's queue holds: the rest "
                        "reach the game a queueful a frame", events[delivery.next_event].frame);
            break;
        }
        jr_sdl->deliver_event(&events[delivery.next_event++]);
    }
    jr_clock_quiet(false);
}

bool jr_script_events_left(void) {
    return delivery.next_event < jr_the_spec.event_count;
}
