import CSDL2
import Testing
import JoyStickEngine
@testable import JoyStickSDL
@testable import JoyStickControls
import SDLTestSupport

/// How many controls hold one key: counted far past 256 (a count of one byte wrapped there, and the key went
/// up while 256 buttons still held it, or down twice).
extension SDLIntegrationTests {
    @Test func threeHundredButtonsOnOneKeyHoldItUntilTheLastLetsGo() {
        let window = TestWindow(width: 640, height: 360, logicalSize: Size(width: 640, height: 360))
        let controls = OnScreenControls(renderer: window.renderer)
        controls.pushesKeyEvents = true
        var buttons: [TouchButton] = []
        for index in 0..<300 {
            let column = Double(index % 30), row = Double(index / 30)
            buttons.append(controls.button(center: Point(x: 20 + column * 20, y: 20 + row * 30), size: 16))
        }
        for button in buttons { controls.bindScancode(button, SDL_SCANCODE_SPACE) }
        let space = SDL_SCANCODE_SPACE
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
        /// The space key's pushed events since the last look: true for a key-down, false for a key-up.
        func pushed() -> [Bool] {
            var found: [Bool] = []
            while SDL_PollEvent(&event) != 0 {
                if OnScreenControls.isVirtualKey(event), event.key.keysym.scancode == space {
                    found.append(event.type == SDL_KEYDOWN.rawValue)
                }
            }
            return found
        }
        var time = 0.0
        func frame() -> Bool {
            time += 1.0 / 60
            controls.update(time: time)
            return controls.keyboardState().keys[Int(space.rawValue)] != 0
        }
        for button in buttons { controls.setDown(button, true) }
        #expect(frame() && controls.isKeyDown(space))
        #expect(pushed() == [true], "one key-down for the first button, none for the 299 others")
        for (index, button) in buttons.dropLast().enumerated() {
            controls.setDown(button, false)
            guard controls.virtualKeys.isHeld(space) else {
                Issue.record("the key went up with \(299 - index) buttons still holding it")
                break
            }
        }
        #expect(frame() && controls.isKeyDown(space))
        #expect(pushed() == [], "no key-up while the last button holds it")
        controls.setDown(buttons[299], false)
        #expect(!controls.virtualKeys.isHeld(space) && !frame() && !controls.isKeyDown(space))
        #expect(pushed() == [false], "one key-up when the last lets go")
    }
}
