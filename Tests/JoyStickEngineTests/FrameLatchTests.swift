import Testing
import JoyStickEngine

/// A game that polls once a frame sees every press, release and tap exactly once, however short: the controls
/// latch them at each `update(time:)`, as raylib's `IsKeyPressed` sits beside `IsKeyDown`.
@Suite struct FrameLatchTests {
    @Test func aTapBetweenTwoUpdatesIsSeenOnceAfterTheSecond() {
        let button = TouchButton(center: Point(x: 100, y: 100), size: 80)
        button.update(time: 0)
        button.touchBegan(finger1, at: Point(x: 100, y: 100), time: 0.01)
        button.touchEnded(finger1, at: Point(x: 100, y: 100), time: 0.02)
        // Polled before the update that closes the frame: not yet.
        #expect(!button.isDown && !button.wasPressed && !button.wasReleased)
        button.update(time: 1.0 / 60)
        #expect(!button.isDown && button.wasPressed && button.wasReleased)
        button.update(time: 2.0 / 60)
        #expect(!button.wasPressed && !button.wasReleased)
    }

    @Test func aHeldButtonWasPressedInItsFirstFrameOnly() {
        let button = TouchButton(center: Point(x: 100, y: 100), size: 80)
        button.touchBegan(finger1, at: Point(x: 100, y: 100), time: 0)
        button.update(time: 0.1)
        #expect(button.isDown && button.wasPressed && !button.wasReleased)
        button.update(time: 0.2)
        #expect(button.isDown && !button.wasPressed)
        button.setDown(true, time: 0.25)   // a key joins the finger: no second press
        button.touchEnded(finger1, at: Point(x: 100, y: 100), time: 0.3)
        button.setDown(false, time: 0.31)
        button.update(time: 0.4)
        #expect(!button.isDown && !button.wasPressed && button.wasReleased)
    }

    @Test func twoTapsInOneFrameAreOnePressAndOneRelease() {
        let button = TouchButton(center: Point(x: 100, y: 100), size: 80)
        for time in [0.001, 0.003] {
            button.touchBegan(finger1, at: Point(x: 100, y: 100), time: time)
            button.touchEnded(finger1, at: Point(x: 100, y: 100), time: time + 0.001)
        }
        button.update(time: 0.016)
        #expect(button.wasPressed && button.wasReleased)
    }

    @Test func aStickTapIsLatchedWhenItIsCalled() {
        let stick = referenceStick()
        stick.onTap = {}
        // With the double-tap reset on, a tap is called once its interval has passed: by that update.
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchEnded(finger1, at: Point(x: 140, y: 140), time: 0.05)
        stick.update(time: 0.1)
        #expect(!stick.wasTapped)
        stick.update(time: 0.5)
        #expect(stick.wasTapped)
        stick.update(time: 0.6)
        #expect(!stick.wasTapped)
        // Without it, at the lift; the next update latches it.
        stick.enableDoubleTapForFrameReset = false
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 1)
        stick.touchEnded(finger1, at: Point(x: 140, y: 140), time: 1.05)
        stick.update(time: 1.1)
        #expect(stick.wasTapped)
    }

    @Test func aStickWithNoTapBlockStillLatchesItsTaps() {
        let stick = referenceStick()
        stick.enableDoubleTapForFrameReset = false
        stick.touchBegan(finger1, at: Point(x: 140, y: 140), time: 0)
        stick.touchEnded(finger1, at: Point(x: 140, y: 140), time: 0.05)
        stick.update(time: 0.1)
        #expect(stick.wasTapped)
    }
}
