import JoyStickRunRules
import Testing

/// When the game is told to quit, and what a headless wait for events does when SDL's queue is empty.
@Suite("The end of a headless run")
struct RunEndRulesTests {
    @Test func framesAreDoneOnceTheirNumberHasEnded() {
        #expect(!jr_rules_frames_done(120, 119) && jr_rules_frames_done(120, 120) && jr_rules_frames_done(120, 121))
        #expect(jr_rules_frames_done(0, 0))
        // No --frames: never done.
        #expect(!jr_rules_frames_done(-1, 1_000_000))
    }

    private func end(events: Int = 3, lastFrame: Int = 10, left: Bool = false, waits: Bool = false,
                     frames: Int = -1, headless: Bool = true) -> jr_script_end {
        jr_script_end(headless: headless, frames_wanted: frames, event_count: events, last_event_frame: lastFrame,
                      events_left: left, game_waits: waits)
    }

    @Test func aPollingGameGetsQuitTheFrameAfterTheScriptsLastEvent() {
        #expect(!jr_rules_script_quit_due(end(), 10))
        #expect(jr_rules_script_quit_due(end(), 11))
        // Not while events are left (a burst still going in), nor for a game that waits (it is told when it
        // waits with nothing left), nor when --frames ends the run, nor in a window, nor with no events at all.
        #expect(!jr_rules_script_quit_due(end(left: true), 11))
        #expect(!jr_rules_script_quit_due(end(waits: true), 11))
        #expect(!jr_rules_script_quit_due(end(frames: 100), 11))
        #expect(!jr_rules_script_quit_due(end(headless: false), 11))
        #expect(!jr_rules_script_quit_due(end(events: 0), 11))
    }

    private func wait(timeout: Int32 = -1, frames: Int = -1, frame: Int = 5, idleQuit: Bool = false,
                      left: Bool = true, timers: Bool = false) -> jr_wait_step {
        jr_rules_wait_step(jr_wait_state(timeout_ms: timeout, frames_wanted: frames, frame: frame,
                                         idle_quit_sent: idleQuit, events_left: left, timers_pending: timers))
    }

    @Test func anEmptyWaitEndsTheFrameTimesOutOrQuitsTheIdleGame() {
        // SDL_WaitEventTimeout(…, 40) with nothing: the clock moves 40 ms and the wait returns 0.
        #expect(wait(timeout: 40) == JR_WAIT_TIMED_OUT && jr_rules_wait_timeout_ns(40) == 40_000_000)
        #expect(wait(timeout: 0) == JR_WAIT_TIMED_OUT && jr_rules_wait_timeout_ns(0) == 0)
        // An endless wait with script events to come: the frame ends with nothing drawn, and the next one's
        // events come in.
        #expect(wait() == JR_WAIT_END_FRAME)
        #expect(wait(left: false, timers: true) == JR_WAIT_END_FRAME)
        #expect(wait(frames: 100, left: false) == JR_WAIT_END_FRAME)
        // Nothing will ever come: SDL_QUIT, once; after it, or after --frames, SDL's own wait (--grace ends it).
        #expect(wait(left: false) == JR_WAIT_QUIT_IDLE)
        #expect(wait(idleQuit: true, left: false) == JR_WAIT_FOR_REAL)
        #expect(wait(frames: 5, frame: 5) == JR_WAIT_FOR_REAL)
    }
}
