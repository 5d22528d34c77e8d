import CSDL2
import Foundation
import HostileFiles
import JoyStickEngine
import JoyStickSDL
import SDLTestSupport
import Testing
import JoyStickReplay

/// The whole input path under a seeded storm of real SDL events (dummy driver, through SDL's queue and the
/// renderer's rewrite): fingers, the mouse, SDL's synthesized duplicates of both, keys, a game controller,
/// focus losses. After every frame nothing may be held that no finger, mouse button, key or pad button holds,
/// and after a focus loss nothing may be held at all.
@Suite(.serialized, .sdl) struct InputStressTests {
    /// Seeded (SplitMix64): the same storm on every run.
    struct Storm {
        var numbers: HostileFiles.Bytes
        init(seed: UInt64) { numbers = HostileFiles.Bytes(seed: seed) }
        mutating func below(_ bound: Int) -> Int { Int(numbers.next() % UInt64(bound)) }
        mutating func point() -> Point {
            // Mostly on the controls, sometimes anywhere, sometimes in a letterbox bar or off the window.
            switch below(4) {
            case 0: return Point(x: 100 + Double(below(121)) - 60, y: 440 + Double(below(121)) - 60)
            case 1: return Point(x: 860 + Double(below(121)) - 60, y: 440 + Double(below(121)) - 60)
            case 2: return Point(x: 40 + Double(below(61)) - 30, y: 30 + Double(below(61)) - 30)
            default: return Point(x: Double(below(1200)) - 120, y: Double(below(800)) - 130)
            }
        }
    }

    /// What the storm has held down so far, as the devices see it.
    struct Held {
        var fingers: Set<Int64> = []
        var mouse = false
        var keys: Set<UInt32> = []
        var padButtons: Set<Int32> = []
        var padPushed = false
    }

    @Test func aMillionEventsLeaveNothingHeldThatNothingHolds() throws {
        let window = TestWindow(width: 1280, height: 720)
        let surface = ControlSurface()
        let left = JoyStick(center: Point(x: 100, y: 440), size: 120)
        let right = JoyStick(center: Point(x: 860, y: 440), size: 120)
        right.movable = true
        right.movableBounds = Rect(x: 700, y: 300, width: 250, height: 230)
        let button = TouchButton(center: Point(x: 40, y: 30), size: 60, label: "A")
        let other = TouchButton(center: Point(x: 480, y: 40), size: 60, label: "B")
        let all: [any TouchControl] = [left, right, button, other]
        all.forEach { surface.add($0) }
        let input = ControlInput(surface: surface, screen: LogicalScreen(logicalSize: nil, windowSize: TestWindow.logical),
                                    backend: SDL2Backend(renderer: window.renderer))
        input.bindArrowsAndWASD(to: left)
        input.leftPadStick = left
        input.rightPadStick = right
        let space = SDL_SCANCODE_SPACE, enter = SDL_SCANCODE_RETURN
        input.bind(key: space, to: button)
        input.bind(key: enter, to: other)
        input.bind(padButton: SDL_CONTROLLER_BUTTON_A, to: button)
        input.readsVirtualControllers = true
        let injector = InputInjector(window: window.window)
        let keys = [SDL_SCANCODE_UP, SDL_SCANCODE_DOWN, SDL_SCANCODE_LEFT, SDL_SCANCODE_RIGHT, SDL_SCANCODE_W, SDL_SCANCODE_A,
                    SDL_SCANCODE_SPACE, SDL_SCANCODE_RETURN, SDL_SCANCODE_X]
        let padButtons = [SDL_CONTROLLER_BUTTON_A, SDL_CONTROLLER_BUTTON_DPAD_UP, SDL_CONTROLLER_BUTTON_DPAD_LEFT,
                          SDL_CONTROLLER_BUTTON_B]
        var storm = Storm(seed: 2026)
        var held = Held()
        var time = 0.0
        var events = 0
        var violations: [String] = []
        func deliver(_ event: InputEvent) {
            injector.deliver(event, screen: input.screen) { input.handle($0, time: time) }
            events += 1
        }
        func deliverRaw(_ event: SDL_Event) {
            var event = event
            SDL_PushEvent(&event)
            injector.drain(screen: input.screen) { input.handle($0, time: time) }
            events += 1
        }

        while events < 1_000_000 {
            for _ in 0..<16 {
                let finger = Int64(storm.below(4))
                let id = TouchID(device: 1, finger: finger)
                switch storm.below(20) {
                case 0, 1:
                    deliver(.touchDown(id, at: storm.point()))
                    held.fingers.insert(finger)
                case 2, 3, 4, 5:
                    deliver(.touchMove(id, to: storm.point()))
                case 6, 7:
                    deliver(.touchUp(id, at: storm.point()))
                    held.fingers.remove(finger)
                case 8:
                    deliver(.mouseDown(at: storm.point()))
                    held.mouse = true
                case 9, 10:
                    // Sometimes the button came up outside the window: a move without it.
                    let buttonHeld = storm.below(8) != 0
                    deliver(.mouseMove(to: storm.point(), buttonHeld: buttonHeld && held.mouse))
                    if !buttonHeld { held.mouse = false }
                case 11:
                    deliver(.mouseUp(at: storm.point()))
                    held.mouse = false
                case 12:
                    // SDL's synthesized duplicates: a click made from a touch, a touch made from the mouse.
                    var click = InputEvent.mouseDown(at: storm.point()).sdlEvent(screen: input.screen, windowID: window.windowID)
                        ?? SDL_Event()
                    click.button.which = UInt32.max
                    deliverRaw(click)
                    var touch = InputEvent.touchDown(TouchID(device: -1, finger: 0), at: storm.point())
                        .sdlEvent(screen: input.screen, windowID: window.windowID) ?? SDL_Event()
                    touch.tfinger.touchId = -1
                    deliverRaw(touch)
                case 13, 14:
                    let key = keys[storm.below(keys.count)]
                    if storm.below(2) == 0 {
                        deliver(.keyDown(key, isRepeat: held.keys.contains(key.rawValue)))
                        held.keys.insert(key.rawValue)
                    } else {
                        deliver(.keyUp(key))
                        held.keys.remove(key.rawValue)
                    }
                case 15, 16:
                    let pad = padButtons[storm.below(padButtons.count)]
                    if storm.below(2) == 0 {
                        deliver(.padButtonDown(pad, pad: ScriptEvent.scriptedPad))
                        held.padButtons.insert(pad.rawValue)
                    } else {
                        deliver(.padButtonUp(pad, pad: ScriptEvent.scriptedPad))
                        held.padButtons.remove(pad.rawValue)
                    }
                case 17:
                    let axis = [SDL_CONTROLLER_AXIS_LEFTX, SDL_CONTROLLER_AXIS_LEFTY, SDL_CONTROLLER_AXIS_RIGHTX][storm.below(3)]
                    let value = Int16(clamping: storm.below(65536) - 32768)
                    deliver(.padAxis(axis, value: storm.below(3) == 0 ? 0 : value, pad: ScriptEvent.scriptedPad))
                    held.padPushed = true
                case 18:
                    deliver(.touchCancel(id))
                    held.fingers.remove(finger)
                default:
                    if storm.below(8) == 0 {
                        deliver(.focusLost)
                        held = Held()
                        if surface.capturedTouchCount != 0 || surface.controls.contains(where: { $0.isActive })
                            || button.isDown || other.isDown || left.displacement != 0 || right.displacement != 0 {
                            violations.append("event \(events): something held after a focus loss")
                        }
                        deliver(.focusGained)
                    } else {
                        deliver(.touchMove(id, to: storm.point()))
                    }
                }
            }
            time += 1.0 / 60
            input.update(time: time)
            // Nothing held without something holding it.
            let fingersOrMouse = held.fingers.count + (held.mouse ? 1 : 0)
            if surface.capturedTouchCount > fingersOrMouse {
                violations.append("event \(events): \(surface.capturedTouchCount) touches owned, \(fingersOrMouse) down")
            }
            for stick in [left, right] {
                if let touch = stick.capturedTouch,
                   !(touch == ControlInput.mouseTouch ? held.mouse : held.fingers.contains(touch.finger)) {
                    violations.append("event \(events): a stick holds \(touch), which is not down")
                }
            }
            let keyHolds = held.keys.contains(space.rawValue) || held.padButtons.contains(SDL_CONTROLLER_BUTTON_A.rawValue)
            if button.isDown, button.capturedTouch == nil, !keyHolds {
                violations.append("event \(events): button A is down with nothing holding it")
            }
            if other.isDown, other.capturedTouch == nil, !held.keys.contains(enter.rawValue) {
                violations.append("event \(events): button B is down with nothing holding it")
            }
            if !left.isActive, left.displacement != 0, held.keys.isEmpty, held.padButtons.isEmpty, !held.padPushed {
                violations.append("event \(events): the left stick is pushed with nothing pushing it")
            }
            if violations.count > 10 { break }
        }
        #expect(violations.isEmpty, "\(violations.prefix(10))")
        #expect(events >= 1_000_000)
    }
}
