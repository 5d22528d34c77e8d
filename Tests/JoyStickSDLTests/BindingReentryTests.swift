import CSDL2
import Testing
import JoyStickEngine
@testable import JoyStickSDL
@testable import JoyStickControls
import SDLTestSupport

/// Bindings changed from inside the events they drive, keys pushed into an event watch that hands them back,
/// and several buttons on one pad button: nothing stays down that nothing holds, nothing goes up that something
/// holds, and nothing traps.
extension SDLIntegrationTests {
    private final class TwoButtons {
        let window = TestWindow(width: 960, height: 540)
        let controls: OnScreenControls
        let first: TouchButton
        let second: TouchButton

        init() {
            controls = OnScreenControls(renderer: window.renderer)
            first = controls.button(center: Point(x: 100, y: 100), size: 80, label: "A")
            second = controls.button(center: Point(x: 300, y: 100), size: 80, label: "B")
        }
    }

    /// Two buttons on Space; the first's press unbinds the second from Space: the second is not pressed by this
    /// Space (it was, over the key event's copy of the bindings, and Space's key-up no longer reached it).
    @Test func aButtonUnboundByAnotherButtonsPressIsNotLeftDown() {
        let two = TwoButtons()
        two.controls.bindScancode(two.first, SDL_SCANCODE_SPACE)
        two.controls.bindScancode(two.second, SDL_SCANCODE_SPACE)
        two.first.onPress = { two.controls.unbindScancode(two.second) }
        two.controls.handle(.keyDown(SDL_SCANCODE_SPACE, isRepeat: false), time: 1)
        two.controls.handle(.keyUp(SDL_SCANCODE_SPACE), time: 2)
        #expect(!two.first.isDown && !two.second.isDown)
    }

    /// The same with the second button removed: it hears no press after its removal, and is not left down.
    @Test func aButtonRemovedByAnotherButtonsPressHearsNothingMore() {
        let two = TwoButtons()
        two.controls.bindScancode(two.first, SDL_SCANCODE_SPACE)
        two.controls.bindScancode(two.second, SDL_SCANCODE_SPACE)
        var pressesAfterRemoval = 0
        var removed = false
        two.second.onPress = { if removed { pressesAfterRemoval += 1 } }
        two.first.onPress = {
            two.controls.remove(two.second)
            removed = true
        }
        two.controls.handle(.keyDown(SDL_SCANCODE_SPACE, isRepeat: false), time: 1)
        two.controls.handle(.keyUp(SDL_SCANCODE_SPACE), time: 2)
        #expect(pressesAfterRemoval == 0 && !two.second.isDown)
    }

    /// A game whose SDL event watch hands the controls their decoded events: the key pushed while the keys are
    /// synced comes back into them from inside the push (it trapped: a second access to the keys' list while
    /// the first walked it). A decoded event carries no mark of the controls', so the key comes back as the
    /// keyboard's, which holds the button: its key is not pressed again (never echoed). Let go, nothing stays.
    @Test func aKeyPushedIntoAnEventWatchThatHandsItBackIsSafe() {
        let two = TwoButtons()
        let controls = two.controls
        controls.bindScancode(two.first, SDL_SCANCODE_SPACE)
        controls.pushesKeyEvents = true
        let watch: SDL_EventFilter = { userdata, event in
            guard let userdata, let event else { return 1 }
            let controls = Unmanaged<OnScreenControls>.fromOpaque(userdata).takeUnretainedValue()
            if let decoded = controls.event(from: event.pointee) { controls.handle(decoded, time: 1) }
            return 1
        }
        let box = Unmanaged.passUnretained(controls).toOpaque()
        SDL_AddEventWatch(watch, box)
        defer { SDL_DelEventWatch(watch, box) }
        controls.setDown(two.first, true)
        controls.setDown(two.first, false)
        controls.handle(.keyUp(SDL_SCANCODE_SPACE), time: 2)
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
        #expect(!controls.virtualKeys.isHeld(SDL_SCANCODE_SPACE) && !two.first.isDown)
    }

    /// Two buttons on the published pad's A: A is down while either is, whichever was bound first, and stays down
    /// when the one not held is unbound (it went up until the next update, and the last bound one's state won).
    @Test func aPadButtonTwoButtonsAreBoundToIsDownWhileEitherIs() throws {
        SDLTestEnvironment.start()
        for heldFirst in [false, true] {
            let two = TwoButtons()
            let (held, other) = (two.first, two.second)
            for button in heldFirst ? [held, other] : [other, held] {
                two.controls.bindGamepadButton(button, SDL_CONTROLLER_BUTTON_A)
            }
            try two.controls.publishGamepad()
            let pad = try #require(two.controls.gamepad)
            let controller = try #require(SDL_GameControllerOpen(pad.deviceIndex))
            defer { SDL_GameControllerClose(controller) }
            held.setDown(true, time: 0)
            two.controls.update(time: 0.1)
            SDL_GameControllerUpdate()
            #expect(SDL_GameControllerGetButton(controller, SDL_CONTROLLER_BUTTON_A) == 1, "held first: \(heldFirst)")
            two.controls.unbindGamepadButton(other)
            SDL_GameControllerUpdate()
            #expect(SDL_GameControllerGetButton(controller, SDL_CONTROLLER_BUTTON_A) == 1, "held first: \(heldFirst)")
        }
    }
}
