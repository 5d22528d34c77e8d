import CSDL2
import Testing
import JoyStickEngine
@testable import JoyStickSDL
@testable import JoyStickControls
import SDLTestSupport

/// Keys the controls press for games that read the keyboard: polled through `keyboardState()` and pushed as
/// key events, following the stick's snapped direction, latched per frame, released on a focus loss.
extension SDLIntegrationTests {
    /// Controls on a hidden test window with a stick at (100, 100) side 100 (centre (150, 150), radius 50)
    /// pressing the arrow keys, and a button at (400, 300) radius 40 pressing space.
    private final class Keys {
        let window = TestWindow(width: 960, height: 540)
        let controls: OnScreenControls
        let stick: JoyStick
        let button: TouchButton
        let finger = TouchID(device: 1, finger: 1)
        var time = 0.0

        init() {
            controls = OnScreenControls(renderer: window.renderer)
            stick = controls.stick(center: Point(x: 150, y: 150), size: 100)
            button = controls.button(center: Point(x: 400, y: 300), size: 80, label: "A")
            controls.bindScancodes(stick, up: SDL_SCANCODE_UP, left: SDL_SCANCODE_LEFT, down: SDL_SCANCODE_DOWN,
                                   right: SDL_SCANCODE_RIGHT)
            controls.bindScancode(button, SDL_SCANCODE_SPACE)
        }

        func handle(_ event: InputEvent) {
            time += 0.001
            controls.handle(event, time: time)
        }

        /// Closes a frame and reads which of the watched keys the polled state shows down.
        func frame() -> Set<String> {
            time += 1.0 / 60
            controls.update(time: time)
            let (state, count) = controls.keyboardState()
            #expect(count == Int32(SDL_NUM_SCANCODES.rawValue))
            let names: [(SDL_Scancode, String)] = [(SDL_SCANCODE_UP, "up"), (SDL_SCANCODE_LEFT, "left"),
                                                   (SDL_SCANCODE_DOWN, "down"), (SDL_SCANCODE_RIGHT, "right"),
                                                   (SDL_SCANCODE_SPACE, "space")]
            return Set(names.filter { state[Int($0.0.rawValue)] != 0 }.map(\.1))
        }

        /// Queued SDL key events: (down, scancode, marked).
        func queuedKeys() -> [(down: Bool, key: SDL_Scancode, virtual: Bool)] {
            var found: [(Bool, SDL_Scancode, Bool)] = []
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 {
                guard event.type == SDL_KEYDOWN.rawValue || event.type == SDL_KEYUP.rawValue else { continue }
                found.append((event.type == SDL_KEYDOWN.rawValue, event.key.keysym.scancode, SDL2Backend.isVirtual(event)))
                #expect(event.key.repeat == 0 && event.key.windowID == window.windowID)
                #expect(controls.handle(event) == false, "the controls leave their own keys to the game")
            }
            return found
        }
    }

    /// The keys follow a bound control the moment an event changes it, and only then: a move within the same
    /// direction changes no key.
    @Test func aFingersKeysChangeWithTheEventThatChangesTheStick() {
        let keys = Keys()
        let held = { [SDL_SCANCODE_UP, SDL_SCANCODE_RIGHT, SDL_SCANCODE_SPACE].filter(keys.controls.virtualKeys.isHeld) }
        keys.handle(.touchDown(keys.finger, at: Point(x: 150, y: 150)))
        #expect(held() == [])
        keys.handle(.touchMove(keys.finger, to: Point(x: 190, y: 150)))
        #expect(held() == [SDL_SCANCODE_RIGHT])
        keys.handle(.touchMove(keys.finger, to: Point(x: 195, y: 152)))
        #expect(held() == [SDL_SCANCODE_RIGHT])
        keys.handle(.touchMove(keys.finger, to: Point(x: 150, y: 110)))
        #expect(held() == [SDL_SCANCODE_UP])
        keys.handle(.touchUp(keys.finger, at: Point(x: 150, y: 110)))
        #expect(held() == [])
    }

    /// A callback of one control that changes others (a button that pushes the stick and holds the bound
    /// button from code): their keys follow at the end of the event that fired it, before any update.
    @Test func keysFollowControlsAnotherControlsCallbackChanged() {
        let keys = Keys()
        let trigger = keys.controls.button(center: Point(x: 700, y: 300), size: 80, label: "B")
        trigger.onPress = { [unowned keys] in
            keys.stick.setDeflection(x: 1, y: 0, time: keys.time)
            keys.button.setDown(true, time: keys.time)
        }
        trigger.onRelease = { [unowned keys] in
            keys.stick.setDeflection(x: 0, y: 0, time: keys.time)
            keys.button.setDown(false, time: keys.time)
        }
        let held = { [SDL_SCANCODE_RIGHT, SDL_SCANCODE_SPACE].filter(keys.controls.virtualKeys.isHeld) }
        keys.handle(.touchDown(keys.finger, at: Point(x: 700, y: 300)))
        #expect(held() == [SDL_SCANCODE_RIGHT, SDL_SCANCODE_SPACE])
        keys.handle(.touchUp(keys.finger, at: Point(x: 700, y: 300)))
        #expect(held() == [])
        // Through SDL events too (the path a game's event loop takes).
        var down = SDL_Event()
        down.type = SDL_MOUSEBUTTONDOWN.rawValue
        down.button.button = UInt8(SDL_BUTTON_LEFT)
        down.button.state = UInt8(SDL_PRESSED)
        down.button.x = 700
        down.button.y = 300
        down.button.windowID = keys.window.windowID
        keys.controls.handle(down, time: 1)
        #expect(held() == [SDL_SCANCODE_RIGHT, SDL_SCANCODE_SPACE])
    }

    /// A virtual game controller whose left stick a test pushes (`thumb`), read by the keys' controls.
    private final class Pad {
        let keys: Keys
        let thumb = JoyStick(center: .zero, size: 100)
        var pad: VirtualGamepad?

        init(_ keys: Keys) throws {
            self.keys = keys
            keys.controls.input.readsVirtualControllers = true
            pad = try VirtualGamepad()
            pad?.leftStick = thumb
            pump()
        }

        /// Publishes the pad and hands SDL's events from it to the controls.
        func pump() {
            pad?.publish()
            SDL_GameControllerUpdate()
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 {
                keys.time += 0.001
                keys.controls.handle(event, time: keys.time)
            }
        }
    }

    /// Binding a pad's stick that already pushes the stick: a stick a pad drives presses no key, so the key the
    /// game's own push pressed comes up at once (no event of the pad's follows while it is held still).
    @Test func bindingAPadThatAlreadyPushesTheStickLetsGoOfItsKey() throws {
        let keys = Keys()
        let pad = try Pad(keys)
        keys.stick.setDeflection(x: 1, y: 0, time: keys.time)
        #expect(keys.frame() == ["right"])
        pad.thumb.setDeflection(x: 1, y: 0, time: 0)
        pad.pump()
        keys.controls.bindGamepadStick(keys.stick, .left)
        #expect(keys.controls.input.drives(keys.stick))
        #expect(!keys.controls.virtualKeys.isHeld(SDL_SCANCODE_RIGHT))
        // Unbound again: the pad lets go and the stick goes home, pressing nothing; the game's next push presses
        // its key at once.
        keys.controls.unbindGamepadStick(keys.stick)
        #expect(keys.stick.direction == nil && !keys.controls.virtualKeys.isHeld(SDL_SCANCODE_RIGHT))
        keys.stick.setDeflection(x: 0, y: 1, time: keys.time)
        #expect(keys.frame() == ["up"])
    }

    /// A button held on the published pad, then unbound from it, or removed: the pad's button comes up, as a key
    /// pushed down gets its key-up (the pad kept publishing it held).
    @Test func aHeldButtonUnboundOrRemovedLetsThePadsButtonUp() throws {
        SDLTestEnvironment.start()
        let keys = Keys()
        let other = keys.controls.button(center: Point(x: 700, y: 300), size: 80, label: "B")
        keys.controls.bindGamepadButton(keys.button, SDL_CONTROLLER_BUTTON_A)
        keys.controls.bindGamepadButton(other, SDL_CONTROLLER_BUTTON_B)
        try keys.controls.publishGamepad()
        let pad = try #require(keys.controls.gamepad)
        let controller = try #require(SDL_GameControllerOpen(pad.deviceIndex))
        defer { SDL_GameControllerClose(controller) }
        func padButtons() -> [UInt8] {
            keys.controls.update(time: keys.time)
            SDL_GameControllerUpdate()
            return [SDL_CONTROLLER_BUTTON_A, SDL_CONTROLLER_BUTTON_B].map { SDL_GameControllerGetButton(controller, $0) }
        }
        keys.button.setDown(true, time: keys.time)
        other.setDown(true, time: keys.time)
        #expect(padButtons() == [1, 1])
        keys.controls.unbindGamepadButton(keys.button)
        keys.controls.remove(other)
        #expect(padButtons() == [0, 0])
    }

    /// A key two sticks are bound to, whose first stick's report unbinds the second: the key event goes on over
    /// the bindings as they were (the loop by index into the bindings read past their end, and trapped).
    @Test func aKeysReportThatUnbindsAnotherStickOfTheSameKeyIsSafe() {
        let keys = Keys()
        let other = keys.controls.stick(center: Point(x: 600, y: 150), size: 100)
        keys.controls.bindScancodes(other, up: SDL_SCANCODE_UP, left: SDL_SCANCODE_LEFT, down: SDL_SCANCODE_DOWN,
                                    right: SDL_SCANCODE_RIGHT)
        var reports = 0
        keys.stick.onPolar = { _ in
            reports += 1
            keys.controls.unbindScancodes(other)
        }
        keys.handle(.keyDown(SDL_SCANCODE_RIGHT, isRepeat: false))
        #expect(reports == 1 && keys.stick.xy == XYReport(x: 1, y: 0))
        // Unbound before it was refreshed, the other stick rests.
        #expect(other.xy == XYReport(x: 0, y: 0))
        keys.handle(.keyUp(SDL_SCANCODE_RIGHT))
        #expect(keys.stick.xy == XYReport(x: 0, y: 0))
    }

    /// A removed stick is no side of the virtual pad any more: published after the removal, the pad's left stick
    /// is nothing, not the removed stick (which it kept, alive, and published at rest).
    @Test func aRemovedStickIsNoSideOfTheVirtualPad() throws {
        let keys = Keys()
        _ = try Pad(keys)
        keys.controls.bindGamepadStick(keys.stick, .left)
        keys.controls.remove(keys.stick)
        try keys.controls.publishGamepad()
        #expect(keys.controls.gamepad?.leftStick == nil)
    }

    /// Binding a stick a pad drives to the same pad stick again presses nothing in between: the unbinding inside
    /// the binding sends the stick home, which presses no key, so no key event reaches the game and the polled
    /// frame latches none.
    @Test func bindingAPadStickAgainPressesNothingInBetween() throws {
        let keys = Keys()
        keys.controls.pushesKeyEvents = true
        let pad = try Pad(keys)
        keys.controls.bindGamepadStick(keys.stick, .left)
        pad.thumb.setDeflection(x: 1, y: 0, time: 0)
        pad.pump()
        #expect(keys.stick.direction == .right && keys.frame() == [])
        _ = keys.queuedKeys()
        keys.controls.bindGamepadStick(keys.stick, .left)
        #expect(keys.controls.input.drives(keys.stick))
        #expect(keys.queuedKeys().isEmpty && keys.frame() == [])
    }

    /// A change made from the game's code between events shows at the next update, and so does its undoing.
    @Test func aChangeBetweenEventsShowsAtTheNextUpdate() {
        let keys = Keys()
        keys.stick.setDeflection(x: 0, y: 1, time: keys.time)
        #expect(keys.frame() == ["up"])
        keys.stick.setDeflection(x: 1, y: 0, time: keys.time)
        #expect(keys.frame() == ["right"])
        keys.stick.setDeflection(x: 0, y: 0, time: keys.time)
        #expect(keys.frame() == [])
    }

    @Test func aStickPressesTheKeysOfItsEightDirections() {
        let keys = Keys()
        keys.handle(.touchDown(keys.finger, at: Point(x: 150, y: 150)))
        let expected: [(Double, Set<String>)] = [(0, ["up"]), (45, ["up", "right"]), (90, ["right"]),
                                                 (135, ["down", "right"]), (180, ["down"]), (225, ["down", "left"]),
                                                 (270, ["left"]), (315, ["up", "left"])]
        for (degrees, pressed) in expected {
            let point = Point(x: 150 + Compass.east(degrees: degrees) * 50, y: 150 - Compass.north(degrees: degrees) * 50)
            keys.handle(.touchMove(keys.finger, to: point))
            #expect(keys.frame() == pressed, "\(degrees) degrees")
        }
        keys.handle(.touchUp(keys.finger, at: Point(x: 150, y: 100)))
        #expect(keys.frame() == [])
    }

    /// A game that keeps the pointer, as SDL's own `SDL_GetKeyboardState` allows, sees it follow: the array is
    /// refreshed at each update (and key event) once it has been asked for.
    @Test func aKeptKeyboardStatePointerStaysCurrent() {
        let keys = Keys()
        let (state, _) = keys.controls.keyboardState()
        let up = Int(SDL_SCANCODE_UP.rawValue)
        #expect(state[up] == 0)
        keys.handle(.touchDown(keys.finger, at: Point(x: 150, y: 150)))
        keys.handle(.touchMove(keys.finger, to: Point(x: 150, y: 100)))
        keys.time += 1.0 / 60
        keys.controls.update(time: keys.time)
        #expect(state[up] == 1, "pressed in at the update, through the pointer kept")
        keys.handle(.touchUp(keys.finger, at: Point(x: 150, y: 100)))
        keys.time += 1.0 / 60
        keys.controls.update(time: keys.time)
        #expect(state[up] == 0)
    }

    @Test func theStickKeepsItsKeysWithinItsHysteresisAndBelowItsThresholdPressesNone() {
        let keys = Keys()
        keys.handle(.touchDown(keys.finger, at: Point(x: 150, y: 150)))
        keys.handle(.touchMove(keys.finger, to: Point(x: 150, y: 100)))
        #expect(keys.frame() == ["up"])
        // 30 degrees: past the up sector's edge (22.5) but within the 10-degree hysteresis.
        keys.handle(.touchMove(keys.finger, to: Point(x: 150 + Compass.east(degrees: 30) * 50,
                                                     y: 150 - Compass.north(degrees: 30) * 50)))
        #expect(keys.frame() == ["up"])
        // Pushed less than the 0.2 direction threshold: no key.
        keys.handle(.touchMove(keys.finger, to: Point(x: 155, y: 150)))
        #expect(keys.frame() == [])
    }

    @Test func aTapShorterThanAFrameShowsInTheNextFrameOnly() {
        let keys = Keys()
        #expect(keys.frame() == [])
        keys.handle(.touchDown(keys.finger, at: Point(x: 400, y: 300)))
        keys.handle(.touchUp(keys.finger, at: Point(x: 400, y: 300)))
        #expect(keys.frame() == ["space"])
        #expect(keys.frame() == [])
        #expect(keys.button.wasPressed == false)
    }

    @Test func aFocusLossLetsGoOfEveryKey() {
        let keys = Keys()
        keys.handle(.touchDown(keys.finger, at: Point(x: 150, y: 150)))
        keys.handle(.touchMove(keys.finger, to: Point(x: 200, y: 100)))
        keys.handle(.touchDown(TouchID(device: 1, finger: 2), at: Point(x: 400, y: 300)))
        #expect(keys.frame() == ["up", "right", "space"])
        keys.handle(.focusLost)
        #expect(!keys.controls.virtualKeys.isHeld(SDL_SCANCODE_UP) && !keys.controls.virtualKeys.isHeld(SDL_SCANCODE_SPACE))
        // Nothing was pressed in the frame that closes: it shows nothing.
        #expect(keys.frame() == [])
    }

    @Test func theKeysArePushedAsMarkedEventsWhenAskedAndNotOtherwise() {
        let keys = Keys()
        keys.window.drain()
        keys.handle(.touchDown(keys.finger, at: Point(x: 150, y: 150)))
        keys.handle(.touchMove(keys.finger, to: Point(x: 200, y: 150)))
        #expect(keys.queuedKeys().isEmpty, "no events unless asked")
        keys.handle(.touchUp(keys.finger, at: Point(x: 200, y: 150)))
        keys.controls.virtualKeys.pushesEvents = true
        keys.handle(.touchDown(keys.finger, at: Point(x: 150, y: 150)))
        keys.handle(.touchMove(keys.finger, to: Point(x: 200, y: 100)))   // up-right: two downs
        keys.handle(.touchMove(keys.finger, to: Point(x: 200, y: 150)))   // right: up lets go
        keys.handle(.touchUp(keys.finger, at: Point(x: 200, y: 150)))
        let pushed = keys.queuedKeys()
        #expect(pushed.map(\.down) == [true, true, false, false])
        #expect(pushed.map(\.key) == [SDL_SCANCODE_UP, SDL_SCANCODE_RIGHT, SDL_SCANCODE_UP, SDL_SCANCODE_RIGHT])
        #expect(pushed.allSatisfy { $0.virtual })
    }

    @Test func aRealKeyAControlHoldsStaysDownUntilBothLetGo() throws {
        let keys = Keys()
        keys.controls.virtualKeys.pushesEvents = true
        keys.handle(.touchDown(keys.finger, at: Point(x: 400, y: 300)))
        _ = keys.queuedKeys()
        // The real space bar goes up while the button still holds space: taken, so the game keeps it down.
        var up = SDL_Event()
        up.key.type = SDL_KEYUP.rawValue
        up.key.keysym.scancode = SDL_SCANCODE_SPACE
        up.key.keysym.sym = SDL_Keycode(SDLK_SPACE)
        #expect(keys.controls.handle(up) == true)
        // The polled state holds a key while either holds it.
        var real = [UInt8](repeating: 0, count: Int(SDL_NUM_SCANCODES.rawValue))
        real[Int(SDL_SCANCODE_LEFT.rawValue)] = 1
        keys.controls.update(time: 1)
        let merged = real.withUnsafeBufferPointer {
            keys.controls.virtualKeys.keyboardState(real: $0.baseAddress, count: $0.count)
        }
        #expect(merged.keys[Int(SDL_SCANCODE_LEFT.rawValue)] == 1 && merged.keys[Int(SDL_SCANCODE_SPACE.rawValue)] == 1)
        #expect(merged.keys[Int(SDL_SCANCODE_RIGHT.rawValue)] == 0)
    }

    @Test func anyFourKeysDriveAStickAndSeveralSticksAtOnce() {
        let keys = Keys()
        let other = keys.controls.stick(center: Point(x: 650, y: 150), size: 100)
        keys.controls.input.bindKeys(up: SDL_SCANCODE_Z, left: SDL_SCANCODE_Q, down: SDL_SCANCODE_S,
                                     right: SDL_SCANCODE_D, to: keys.stick)
        keys.controls.input.bindKeys(up: SDL_SCANCODE_I, left: SDL_SCANCODE_J, down: SDL_SCANCODE_K,
                                     right: SDL_SCANCODE_L, to: other)
        keys.handle(.keyDown(SDL_SCANCODE_Z, isRepeat: false))
        keys.handle(.keyDown(SDL_SCANCODE_Q, isRepeat: false))
        keys.handle(.keyDown(SDL_SCANCODE_L, isRepeat: false))
        #expect(keys.stick.direction == .upLeft && other.direction == .right)
        // WASD is not bound: its w moves nothing.
        keys.handle(.keyUp(SDL_SCANCODE_Q))
        keys.handle(.keyDown(SDL_SCANCODE_W, isRepeat: false))
        #expect(keys.stick.direction == .up && keys.stick.displacement == 1)
        // Unbinding lets go of what the keys held: nothing holds the stick any more.
        keys.controls.input.unbindKeys(from: keys.stick)
        #expect(keys.stick.direction == nil && keys.stick.displacement == 0)
        keys.handle(.keyDown(SDL_SCANCODE_Q, isRepeat: false))
        #expect(keys.stick.direction == nil, "unbound keys no longer move it")
    }
}

extension SDLIntegrationTests {
    /// The wheel decodes in steps (precise ones, else whole ones), a flipped wheel turned back, and goes through
    /// SDL's queue unchanged.
    @Test func theMouseWheelIsInputInSteps() throws {
        let window = TestWindow(width: 960, height: 540)
        let screen = LogicalScreen(logicalSize: TestWindow.logical, windowSize: TestWindow.logical)
        guard let pushed = InputEvent.mouseWheel(steps: 1.5).sdlEvent(screen: screen, windowID: window.windowID) else {
            Issue.record("no SDL event for the wheel")
            return
        }
        let polled = try window.roundTrip(pushed)
        #expect(InputEvent(polled, screen: screen) == .mouseWheel(steps: 1.5))
        var flipped = polled
        flipped.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        #expect(InputEvent(flipped, screen: screen) == .mouseWheel(steps: -1.5))
        flipped.wheel.which = UInt32.max
        #expect(InputEvent(flipped, screen: screen) == nil, "a wheel SDL made up from touches")
        // A wheel event a game makes itself (or an SDL before 2.0.18) may have whole steps in y alone.
        var whole = SDL_Event()
        whole.wheel.type = SDL_MOUSEWHEEL.rawValue
        whole.wheel.y = -2
        #expect(InputEvent(whole, screen: screen) == .mouseWheel(steps: -2))
    }
}
