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
        menu.choice(for: event, item: nil) == .confirm
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
        _ = menu.choice(for: .touchDown(finger, at: here), item: nil)
        #expect(!press(&menu, .touchCancel(finger)))
        #expect(!press(&menu, .touchUp(finger, at: here)))
        _ = menu.choice(for: .touchDown(finger, at: here), item: nil)
        _ = menu.choice(for: .focusLost, item: nil)
        #expect(!press(&menu, .touchUp(finger, at: here)))
    }

    @Test func enterSpaceAAndStartPressButRepeatsAndOtherKeysDoNot() {
        var menu = MenuPress()
        for key in [SDL_SCANCODE_RETURN, SDL_SCANCODE_KP_ENTER, SDL_SCANCODE_SPACE] {
            #expect(press(&menu, .keyDown(key, isRepeat: false)))
            #expect(!press(&menu, .keyDown(key, isRepeat: true)))
        }
        #expect(!press(&menu, .keyDown(SDL_SCANCODE_X, isRepeat: false)))
        #expect(!press(&menu, .keyUp(SDL_SCANCODE_RETURN)))
        #expect(press(&menu, .padButtonDown(SDL_CONTROLLER_BUTTON_A, pad: 3)))
        #expect(press(&menu, .padButtonDown(SDL_CONTROLLER_BUTTON_START, pad: 3)))
        #expect(!press(&menu, .padButtonDown(SDL_CONTROLLER_BUTTON_B, pad: 3)))
        #expect(!press(&menu, .padButtonUp(SDL_CONTROLLER_BUTTON_A, pad: 3)))
    }

    /// The CONTROLS item of the title and pause screens: a tap on it (down and up on it) or C opens the editor;
    /// a tap elsewhere still confirms; down on it and lifted off it is nothing.
    @Test func theControlsItemOpensTheEditor() {
        var menu = MenuPress()
        let item = Rect(x: 380, y: 405, width: 200, height: 36)
        let on = Point(x: 400, y: 420), off = Point(x: 100, y: 100)
        #expect(menu.choice(for: .touchDown(finger, at: on), item: item) == nil)
        #expect(menu.choice(for: .touchUp(finger, at: Point(x: 570, y: 440)), item: item) == .arrangeControls)
        #expect(menu.choice(for: .mouseDown(at: off), item: item) == nil)
        #expect(menu.choice(for: .mouseUp(at: on), item: item) == .confirm, "went down off the item")
        #expect(menu.choice(for: .mouseDown(at: on), item: item) == nil)
        #expect(menu.choice(for: .mouseUp(at: off), item: item) == nil, "lifted off the item")
        #expect(menu.choice(for: .keyDown(SDL_SCANCODE_C, isRepeat: false), item: item) == .arrangeControls)
        #expect(menu.choice(for: .keyDown(SDL_SCANCODE_C, isRepeat: false), item: nil) == nil, "no item here")
        #expect(menu.choice(for: .keyDown(SDL_SCANCODE_C, isRepeat: true), item: item) == nil)
    }
}
