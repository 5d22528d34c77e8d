import JoyStickRunRules
import Testing

/// SDL's timers in a headless run fire in the order the virtual clock reaches them, the same every run.
@Suite("SDL's timers on the virtual clock")
struct TimerQueueTests {
    /// Fires every timer due at `now` as the overlay does, each callback answering `again(id)`: the ids in the
    /// order they fired.
    private func fire(_ queue: inout jr_timer_queue, at now: UInt64, again: (UInt32) -> UInt64) -> [UInt32] {
        var fired: [UInt32] = []
        var next = jr_timer()
        while jr_timer_queue_next_due(&queue, now, &next) {
            fired.append(next.id)
            jr_timer_queue_fired(&queue, next.id, again(next.id))
        }
        return fired
    }

    @Test func timersFireByTheirTimeThenTheOrderTheyWereAdded() {
        var queue = jr_timer_queue()
        defer { jr_timer_queue_free(&queue) }
        let a = jr_timer_queue_add(&queue, 30_000_000, 0, nil, nil, 0)
        let b = jr_timer_queue_add(&queue, 10_000_000, 0, nil, nil, 0)
        let c = jr_timer_queue_add(&queue, 30_000_000, 0, nil, nil, 0)
        #expect([a, b, c] == [1, 2, 3])
        #expect(fire(&queue, at: 9_999_999) { _ in 0 } == [])
        // b every 10 ms fires at 10 and 20; at 30 ms three are due at once and fire in the order they were added.
        #expect(fire(&queue, at: 30_000_000) { $0 == b ? 10_000_000 : 0 } == [b, b, a, b, c])
        #expect(queue.count == 1 && queue.timers[0].due_ns == 40_000_000)
    }

    @Test func aRemovedTimerNeverFiresAndIdsAreNotReused() {
        var queue = jr_timer_queue()
        defer { jr_timer_queue_free(&queue) }
        let first = jr_timer_queue_add(&queue, 5_000_000, 1_000, nil, nil, 0)
        #expect(jr_timer_queue_remove(&queue, first) && !jr_timer_queue_remove(&queue, first))
        let second = jr_timer_queue_add(&queue, 5_000_000, 1_000, nil, nil, 0)
        #expect(second == 2)
        // A callback that removes its own timer and answers again: nothing left to rearm.
        var next = jr_timer()
        #expect(jr_timer_queue_next_due(&queue, 6_000_000, &next) && next.id == 2)
        #expect(jr_timer_queue_remove(&queue, next.id))
        jr_timer_queue_fired(&queue, next.id, 5_000_000)
        #expect(queue.count == 0 && !jr_timer_queue_next_due(&queue, .max, &next))
        // Twenty timers: the queue grows past its first room of 16.
        for _ in 0..<20 { _ = jr_timer_queue_add(&queue, 1_000_000, 0, nil, nil, 0) }
        #expect(queue.count == 20 && queue.room == 32)
        #expect(fire(&queue, at: 1_000_000) { _ in 0 } == Array(3...22))
    }
}
