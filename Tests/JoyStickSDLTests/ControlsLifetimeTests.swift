import CSDL2
import Testing
import JoyStickEngine
@testable import JoyStickSDL
@testable import JoyStickControls
import SDLTestSupport

/// Controls a game lets go of are freed, with everything they made: nothing they own holds them.
extension SDLIntegrationTests {
    @Test func controlsAGameLetsGoOfAreFreedWithTheirSticksAndButtons() throws {
        let window = TestWindow(width: 640, height: 480)
        weak var controlsLeft: OnScreenControls?
        weak var stickLeft: JoyStick?
        weak var buttonLeft: TouchButton?
        do {
            let controls = OnScreenControls(renderer: window.renderer)
            let stick = try controls.addStick("move", center: Point(x: 100, y: 380), size: 120)
            let button = try controls.addButton("fire", center: Point(x: 540, y: 380), size: 80, label: "A")
            stick.onPolar = { _ in }
            button.onPress = {}
            controls.bindScancodes(stick, up: SDL_SCANCODE_UP, left: SDL_SCANCODE_LEFT, down: SDL_SCANCODE_DOWN,
                                   right: SDL_SCANCODE_RIGHT)
            controls.bindScancode(button, SDL_SCANCODE_SPACE)
            controls.update(time: 1)
            try controls.draw()
            controlsLeft = controls
            stickLeft = stick
            buttonLeft = button
        }
        #expect(controlsLeft == nil)
        #expect(stickLeft == nil)
        #expect(buttonLeft == nil)
    }

    @Test func aRemovedStickOrButtonIsFreed() throws {
        let window = TestWindow(width: 640, height: 480)
        let controls = OnScreenControls(renderer: window.renderer)
        weak var stickLeft: JoyStick?
        weak var buttonLeft: TouchButton?
        do {
            let stick = try controls.addStick("move", center: Point(x: 100, y: 380), size: 120)
            let button = try controls.addButton("fire", center: Point(x: 540, y: 380), size: 80, label: "A")
            stickLeft = stick
            buttonLeft = button
            controls.remove(stick)
            controls.remove(button)
        }
        #expect(stickLeft == nil)
        #expect(buttonLeft == nil)
    }
}
