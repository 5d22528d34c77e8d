import CSDL2
import JoyStickEngine
import JoyStickSDL
import Testing
@testable import ArcadeSDL

/// The menus' "press", from input events alone: no SDL running, no window.
@Suite struct MenuPressTests {
    let finger = TouchID(device: 1, finger: 4)
    let here = Point(x: 480, y: 270)

    private func press(_ menu: inout MenuPress, _ event: InputEvent) -> Bool {
        menu.isPress(event)
    }

    @Test func aTapThatBeganOnTheMenuPressesWhenItLifts() {
        var menu = MenuPress()
        #expect(!press(&menu, .touchDown(finger, at: here)))
        #expect(!press(&menu, .touchMove(finger, to: Point(x: 500, y: 260))))
        #expect(press(&menu, .touchUp(finger, at: Point(x: 500, y: 260))))
        // Once: the same lift again is no second press.
        #expect(!press(&menu, .touchUp(finger, at: here)))
    }

    @Test func aFingerThatWentDownBeforeTheMenuDoesNotPress() {
        var menu = MenuPress()
        #expect(!press(&menu, .touchUp(finger, at: here)))
        #expect(!press(&menu, .mouseUp(at: here)))
        #expect(!press(&menu, .touchDown(finger, at: here)))
        menu.reset()
        #expect(!press(&menu, .touchUp(finger, at: here)))
    }

    @Test func theMouseClicksButAButtonLostOutsideTheWindowDoesNot() {
        var menu = MenuPress()
        #expect(!press(&menu, .mouseDown(at: here)))
        #expect(press(&menu, .mouseUp(at: here)))
        #expect(!press(&menu, .mouseDown(at: here)))
        #expect(!press(&menu, .mouseMove(to: here, buttonHeld: false)))
        #expect(!press(&menu, .mouseUp(at: here)))
    }

    @Test func cancelledTouchesAndFocusLossForgetWhatWentDown() {
        var menu = MenuPress()
        _ = menu.isPress(.touchDown(finger, at: here))
        #expect(!press(&menu, .touchCancel(finger)))
        #expect(!press(&menu, .touchUp(finger, at: here)))
        _ = menu.isPress(.touchDown(finger, at: here))
        _ = menu.isPress(.focusLost)
        #expect(!press(&menu, .touchUp(finger, at: here)))
    }

    @Test func enterSpaceAAndStartPressButRepeatsAndOtherKeysDoNot() {
        var menu = MenuPress()
        for key in [SDLK_RETURN, SDLK_KP_ENTER, SDLK_SPACE] {
            #expect(press(&menu, .keyDown(SDL_Keycode(key.rawValue), isRepeat: false)))
            #expect(!press(&menu, .keyDown(SDL_Keycode(key.rawValue), isRepeat: true)))
        }
        #expect(!press(&menu, .keyDown(SDL_Keycode(SDLK_x), isRepeat: false)))
        #expect(!press(&menu, .keyUp(SDL_Keycode(SDLK_RETURN))))
        #expect(press(&menu, .padButtonDown(SDL_CONTROLLER_BUTTON_A, pad: 3)))
        #expect(press(&menu, .padButtonDown(SDL_CONTROLLER_BUTTON_START, pad: 3)))
        #expect(!press(&menu, .padButtonDown(SDL_CONTROLLER_BUTTON_B, pad: 3)))
        #expect(!press(&menu, .padButtonUp(SDL_CONTROLLER_BUTTON_A, pad: 3)))
    }
}
