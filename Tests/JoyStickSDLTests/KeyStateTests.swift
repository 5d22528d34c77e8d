import CSDL2
import Testing
import JoyStickEngine
@testable import JoyStickSDL
@testable import JoyStickControls
import SDLTestSupport

/// Keys read as raylib reads them (down, pressed, released), bindings that work both ways without echoing the
/// keyboard, and keys let go whatever is removed, switched off or destroyed.
extension SDLIntegrationTests {
    /// A stick at (150, 150) size 100 bound to the arrows, a button at (400, 300) size 80 bound to space.
    private final class Bound {
        let window = TestWindow(width: 960, height: 540)
        let controls: OnScreenControls
        let stick: JoyStick
        let button: TouchButton
        let finger = TouchID(device: 1, finger: 1)
        var time = 0.0

        init() throws {
            controls = OnScreenControls(renderer: window.renderer)
            stick = try controls.addStick(center: Point(x: 150, y: 150), size: 100)
            button = try controls.addButton(center: Point(x: 400, y: 300), size: 80)
            controls.bindScancodes(stick, up: SDL_SCANCODE_UP, left: SDL_SCANCODE_LEFT, down: SDL_SCANCODE_DOWN,
                                   right: SDL_SCANCODE_RIGHT)
            controls.bindScancode(button, SDL_SCANCODE_SPACE)
            window.drain()
        }

        func handle(_ event: InputEvent) {
            time += 0.001
            controls.handle(event, time: time)
        }

        /// A real key as SDL delivers it (the controls note it for wasKeyPressed).
        /// - Returns: whether the controls took it
        @discardableResult
        func real(_ key: SDL_Scancode, down: Bool) -> Bool {
            var event = SDL_Event()
            event.key.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
            event.key.keysym.scancode = key
            time += 0.001
            return controls.handle(event, time: time)
        }

        func update() {
            time += 1.0 / 60
            controls.update(time: time)
        }

        /// (down, pressed, released) of a key after the last update.
        func state(_ key: SDL_Scancode) -> (Bool, Bool, Bool) {
            (controls.isKeyDown(key), controls.wasKeyPressed(key), controls.wasKeyReleased(key))
        }
    }

    @Test func aTapShorterThanAFrameIsDownPressedAndReleasedForOneFrame() throws {
        let bound = try Bound()
        bound.handle(.touchDown(bound.finger, at: Point(x: 400, y: 300)))
        bound.handle(.touchUp(bound.finger, at: Point(x: 400, y: 300)))
        bound.update()
        #expect(bound.state(SDL_SCANCODE_SPACE) == (true, true, true))
        bound.update()
        #expect(bound.state(SDL_SCANCODE_SPACE) == (false, false, false))
        // Held over frames: pressed once, down while held, released once.
        bound.handle(.touchDown(bound.finger, at: Point(x: 400, y: 300)))
        bound.update()
        #expect(bound.state(SDL_SCANCODE_SPACE) == (true, true, false))
        bound.update()
        #expect(bound.state(SDL_SCANCODE_SPACE) == (true, false, false))
        bound.handle(.touchUp(bound.finger, at: Point(x: 400, y: 300)))
        bound.update()
        #expect(bound.state(SDL_SCANCODE_SPACE) == (false, false, true))
    }

    /// A key event the controls are given reads the same in all three queries and the keyboard state, whether
    /// SDL's own keyboard state saw the key or not (SDL_PushEvent, as a headless test sends keys, changes none:
    /// on the dummy driver here, neither does anything).
    @Test func realKeysAreDownPressedAndReleasedAlike() throws {
        let bound = try Bound()
        let p = Int(SDL_SCANCODE_P.rawValue)
        bound.real(SDL_SCANCODE_P, down: true)
        bound.update()
        #expect(bound.state(SDL_SCANCODE_P) == (true, true, false))
        #expect(bound.controls.keyboardState().keys[p] == 1)
        bound.update()
        #expect(bound.state(SDL_SCANCODE_P) == (true, false, false))
        bound.real(SDL_SCANCODE_P, down: false)
        bound.update()
        #expect(bound.state(SDL_SCANCODE_P) == (false, false, true))
        #expect(bound.controls.keyboardState().keys[p] == 0)
        // A focus loss lets go of it, as SDL lets go of the real keyboard's keys.
        bound.real(SDL_SCANCODE_P, down: true)
        bound.update()
        var lost = SDL_Event()
        lost.window.type = SDL_WINDOWEVENT.rawValue
        lost.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        bound.controls.handle(lost, time: bound.time)
        bound.update()
        #expect(bound.state(SDL_SCANCODE_P) == (false, false, true))
    }

    /// A game that skips what the controls took (`if (js_controls_handle_event(...)) continue;`) still gets
    /// every key: bound keys move their controls and stay the game's.
    @Test func keysAreNeverTaken() throws {
        let bound = try Bound()
        #expect(!bound.real(SDL_SCANCODE_UP, down: true) && bound.stick.direction == .up)
        #expect(!bound.real(SDL_SCANCODE_SPACE, down: true) && bound.button.isDown)
        #expect(!bound.real(SDL_SCANCODE_SPACE, down: false) && !bound.button.isDown)
        #expect(!bound.real(SDL_SCANCODE_UP, down: false) && bound.stick.direction == nil)
        // But a real key a finger holds too, while key events are pushed: the game has it already.
        bound.controls.pushesKeyEvents = true
        bound.handle(.touchDown(bound.finger, at: Point(x: 400, y: 300)))
        #expect(bound.real(SDL_SCANCODE_SPACE, down: true) && bound.real(SDL_SCANCODE_SPACE, down: false))
    }

    @Test func theKeysThatMoveAControlAreNotPressedAgainByIt() throws {
        let bound = try Bound()
        bound.controls.pushesKeyEvents = true
        // The real Up moves the stick (the game reading the stick sees it) but the stick presses nothing.
        bound.handle(.keyDown(SDL_SCANCODE_UP, isRepeat: false))
        bound.update()
        #expect(bound.stick.direction == .up && !bound.controls.virtualKeys.isHeld(SDL_SCANCODE_UP))
        bound.handle(.keyUp(SDL_SCANCODE_UP))
        // The real space holds the button down; the button presses no space of its own.
        bound.handle(.keyDown(SDL_SCANCODE_SPACE, isRepeat: false))
        #expect(bound.button.isDown && !bound.controls.virtualKeys.isHeld(SDL_SCANCODE_SPACE))
        bound.handle(.keyUp(SDL_SCANCODE_SPACE))
        #expect(bound.window.queuedKeyEvents() == 0, "nothing pushed: the keyboard is never echoed")
        // A finger on the stick does press the key.
        bound.handle(.touchDown(bound.finger, at: Point(x: 150, y: 150)))
        bound.handle(.touchMove(bound.finger, to: Point(x: 150, y: 100)))
        #expect(bound.controls.virtualKeys.isHeld(SDL_SCANCODE_UP))
        #expect(bound.window.queuedKeyEvents() == 1)
    }

    @Test func aKeyTheControlsPushedDrivesNoControlWhenHandedBackDecoded() throws {
        let bound = try Bound()
        bound.controls.pushesKeyEvents = true
        // The game's loop: every polled event decoded by the controls and handed back to them.
        func poll() -> [InputEvent] {
            var handed: [InputEvent] = []
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 {
                guard let decoded = bound.controls.event(from: event) else { continue }
                handed.append(decoded)
                bound.handle(decoded)
            }
            bound.update()
            return handed
        }
        bound.handle(.touchDown(bound.finger, at: Point(x: 150, y: 150)))
        bound.handle(.touchMove(bound.finger, to: Point(x: 150, y: 100)))
        #expect(poll() == [.keyDown(SDL_SCANCODE_UP, isRepeat: false)], "the game reads the stick's key")
        #expect(bound.controls.virtualKeys.isHeld(SDL_SCANCODE_UP))
        // The finger lifts: the stick lets go at once, not pushed up by its own key until that key's up comes.
        bound.handle(.touchUp(bound.finger, at: Point(x: 150, y: 100)))
        #expect(bound.stick.direction == nil && !bound.controls.virtualKeys.isHeld(SDL_SCANCODE_UP))
        #expect(poll() == [.keyUp(SDL_SCANCODE_UP)])
        #expect(bound.stick.direction == nil && poll().isEmpty)
        // The same key from the keyboard, decoded the same way, still pushes the stick.
        var real = SDL_Event()
        real.key.type = SDL_KEYDOWN.rawValue
        real.key.keysym.scancode = SDL_SCANCODE_UP
        let decoded = try #require(bound.controls.event(from: real))
        bound.handle(decoded)
        #expect(bound.stick.direction == .up && !bound.controls.virtualKeys.isHeld(SDL_SCANCODE_UP))
    }

    @Test func pushedKeysDecodedAsABatchAndHandedBackDriveNoControl() throws {
        let bound = try Bound()
        bound.controls.pushesKeyEvents = true
        bound.handle(.touchDown(bound.finger, at: Point(x: 150, y: 150)))
        bound.handle(.touchMove(bound.finger, to: Point(x: 150, y: 100)))
        // A real key arrives behind the pushed Up; the game decodes the whole poll first, then hands it back.
        var real = SDL_Event()
        real.key.type = SDL_KEYDOWN.rawValue
        real.key.keysym.scancode = SDL_SCANCODE_A
        SDL_PushEvent(&real)
        var decoded: [InputEvent] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let one = bound.controls.event(from: event) { decoded.append(one) }
        }
        #expect(decoded == [.keyDown(SDL_SCANCODE_UP, isRepeat: false), .keyDown(SDL_SCANCODE_A, isRepeat: false)])
        for one in decoded { bound.handle(one) }
        bound.handle(.touchUp(bound.finger, at: Point(x: 150, y: 100)))
        #expect(bound.stick.direction == nil, "not held up by its own key")
    }

    @Test func aPushedKeyNotHandedBackIsForgottenAtTheUpdate() throws {
        let bound = try Bound()
        bound.controls.pushesKeyEvents = true
        bound.handle(.touchDown(bound.finger, at: Point(x: 150, y: 150)))
        bound.handle(.touchMove(bound.finger, to: Point(x: 150, y: 100)))
        bound.handle(.touchUp(bound.finger, at: Point(x: 150, y: 100)))
        // The game decodes the pushed Up's down and up, hands neither back, and closes the frame.
        var event = SDL_Event()
        var decoded = 0
        while SDL_PollEvent(&event) != 0 { if bound.controls.event(from: event) != nil { decoded += 1 } }
        #expect(decoded == 2)
        bound.update()
        // Next frame, the keyboard's Up, handed over decoded, pushes the stick.
        bound.handle(.keyDown(SDL_SCANCODE_UP, isRepeat: false))
        #expect(bound.stick.direction == .up)
    }

    @Test func aRealKeyGivenAsAnSDLEventIsNeverTakenForAPushedOneDecodedBefore() throws {
        let bound = try Bound()
        bound.controls.bindScancode(bound.button, SDL_SCANCODE_ESCAPE)
        bound.controls.pushesKeyEvents = true
        bound.handle(.touchDown(bound.finger, at: Point(x: 400, y: 300)))
        // The game decodes the pushed Space and Escape for itself, and gives the controls the SDL events.
        var event = SDL_Event()
        var pushed = 0
        while SDL_PollEvent(&event) != 0 {
            if bound.controls.event(from: event) != nil { pushed += 1 }
            bound.controls.handle(event, time: bound.time)
        }
        #expect(pushed == 2)
        bound.handle(.touchUp(bound.finger, at: Point(x: 400, y: 300)))
        bound.window.drain()
        // The editor opens, and the keyboard's Escape closes it, in the same frame.
        bound.controls.isEditingLayout = true
        #expect(bound.controls.isEditingLayout)
        #expect(bound.real(SDL_SCANCODE_ESCAPE, down: true))
        #expect(!bound.controls.isEditingLayout)
    }

    @Test func removingTheOnlyControlThatHoldsAKeyLetsItGo() throws {
        let bound = try Bound()
        bound.controls.pushesKeyEvents = true
        bound.handle(.touchDown(bound.finger, at: Point(x: 400, y: 300)))
        bound.update()
        #expect(bound.state(SDL_SCANCODE_SPACE).0)
        bound.controls.remove(bound.button)
        bound.update()
        #expect(bound.state(SDL_SCANCODE_SPACE) == (false, false, true))
        #expect(bound.window.queuedKeyEvents() == 2, "its key-down and its key-up")
    }

    @Test func turningPushedKeysOffOrDestroyingTheControlsPushesTheKeyUps() throws {
        let bound = try Bound()
        bound.controls.pushesKeyEvents = true
        bound.handle(.touchDown(bound.finger, at: Point(x: 400, y: 300)))
        #expect(bound.window.queuedKeyEvents() == 1)
        bound.controls.pushesKeyEvents = false
        #expect(bound.window.queuedKeyEvents() == 1, "space's key-up")
        // Destroyed with a key down: its key-up comes all the same.
        var other: OnScreenControls? = OnScreenControls(renderer: bound.window.renderer)
        let held = try #require(try other?.addButton(center: Point(x: 100, y: 100), size: 40))
        other?.bindScancode(held, SDL_SCANCODE_Z)
        other?.pushesKeyEvents = true
        other?.handle(.touchDown(TouchID(device: 2, finger: 1), at: Point(x: 100, y: 100)), time: 0)
        #expect(bound.window.queuedKeyEvents() == 1)
        other = nil
        #expect(bound.window.queuedKeyEvents() == 1, "Z's key-up, after the controls are gone")
    }

    @Test func addingRefusesWhatIsNotAPlaceOrAName() throws {
        let bound = try Bound()
        #expect(throws: ControlsError("the stick at (nan, 10.0) of size 10.0 is not a finite centre with a positive size")) {
            try bound.controls.addStick(center: Point(x: .nan, y: 10), size: 10)
        }
        #expect(throws: ControlsError("the button at (10.0, 10.0) of size 0.0 is not a finite centre with a positive size")) {
            try bound.controls.addButton(center: Point(x: 10, y: 10), size: 0)
        }
        try bound.controls.setName("move", for: bound.stick)
        #expect(throws: ControlsError("another control is already named \"move\"")) {
            try bound.controls.addStick("move", center: Point(x: 10, y: 10), size: 10)
        }
        #expect(bound.controls.sticks.count == 1 && bound.controls.buttons.count == 1, "nothing was added")
        #expect(throws: ControlsError("the stick is already added")) { try bound.controls.add(bound.stick) }
    }
}
