import CSDL2
import Foundation
import Testing
import JoyStickEngine
import JoyStickLayout
@testable import JoyStickSDL
@testable import JoyStickControls
import SDLTestSupport

/// How the layout editor closes (kept or cancelled, and the game told), what it leaves to the game, and what it
/// leaves alone: a control the game hides, and the keys it takes.
extension SDLIntegrationTests {
    /// "move" at (90, 270) side 120 and "fire" at (560, 300) size 72 on 640x360, the editor open, every close
    /// heard.
    private final class Closing {
        let window = TestWindow(width: 640, height: 360, logicalSize: Size(width: 640, height: 360))
        let controls: OnScreenControls
        let move: JoyStick
        let fire: TouchButton
        var closes: [Bool] = []
        var time = 0.0

        init() throws {
            controls = OnScreenControls(renderer: window.renderer)
            move = try controls.addStick("move", center: Point(x: 90, y: 270), size: 120)
            fire = try controls.addButton("fire", center: Point(x: 560, y: 300), size: 72, label: "A")
            controls.onEditorClose = { [unowned self] kept in closes.append(kept) }
            controls.isEditingLayout = true
        }

        @discardableResult
        func send(_ event: InputEvent) -> Bool {
            time += 0.01
            return controls.handle(event, time: time)
        }

        /// Drags the button 40 right, 20 up, and makes it larger by the toolbar: the player's arrangement.
        func arrange() {
            let finger = TouchID(device: 1, finger: 1)
            send(.touchDown(finger, at: Point(x: 560, y: 300)))
            send(.touchMove(finger, to: Point(x: 600, y: 280)))
            send(.touchUp(finger, at: Point(x: 600, y: 280)))
            tap(.larger)
        }

        func tap(_ action: LayoutEditorToolbar.Action) {
            let center = controls.editor.toolbar.frames[action.rawValue].mid
            let finger = TouchID(device: 1, finger: 9)
            send(.touchDown(finger, at: center))
            send(.touchUp(finger, at: center))
        }
    }

    @Test func doneKeepsTheArrangementAndSaysSo() throws {
        let closing = try Closing()
        closing.arrange()
        closing.tap(.done)
        #expect(!closing.controls.isEditingLayout && closing.closes == [true])
        #expect(closing.fire.center == Point(x: 600, y: 280) && closing.fire.size == 80)
        // Closing from code keeps it too, and is heard.
        closing.controls.isEditingLayout = true
        closing.controls.isEditingLayout = false
        #expect(closing.closes == [true, true] && closing.fire.center == Point(x: 600, y: 280))
    }

    @Test func cancelPutsBackTheLayoutTheEditorOpenedWith() throws {
        // Escape, Back, a pad's B and the toolbar's CANCEL each cancel; the layout the editor opened with (the
        // player's, kept from an earlier edit) comes back, exactly.
        let cancels: [(Closing) -> Void] = [
            { $0.send(.keyDown(SDL_SCANCODE_ESCAPE, isRepeat: false)) },
            { $0.send(.keyDown(SDL_SCANCODE_AC_BACK, isRepeat: false)) },
            { $0.send(.padButtonDown(SDL_CONTROLLER_BUTTON_B, pad: 7)) },
            { $0.tap(.cancel) },
            { $0.controls.cancelEditingLayout() },                   // a game's own Back button
        ]
        for cancel in cancels {
            let closing = try Closing()
            closing.arrange()
            closing.tap(.done)
            closing.controls.isEditingLayout = true
            closing.send(.keyDown(SDL_SCANCODE_TAB, isRepeat: false))       // the button, then away with it
            closing.tap(.hide)
            closing.tap(.smaller)
            let finger = TouchID(device: 1, finger: 2)
            closing.send(.touchDown(finger, at: Point(x: 90, y: 270)))
            closing.send(.touchMove(finger, to: Point(x: 150, y: 200)))
            closing.send(.touchUp(finger, at: Point(x: 150, y: 200)))
            cancel(closing)
            #expect(!closing.controls.isEditingLayout && closing.closes == [true, false])
            #expect(closing.fire.center == Point(x: 600, y: 280) && closing.fire.size == 80)
            #expect(!closing.fire.isHiddenByLayout && closing.move.center == Point(x: 90, y: 270))
            // And the player's layout is the one kept before: saved, it holds the first arrangement.
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("cancel-\(UUID()).json").path
            defer { try? FileManager.default.removeItem(atPath: file) }
            try closing.controls.saveLayout(to: file)
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(text.contains("\"fire\": {\"x\": [\"end\", 40], \"y\": [\"end\", 80], \"size\": 80,"))
        }
    }

    @Test func aPadsADoneAndOtherPadButtonsAreTheGames() throws {
        let closing = try Closing()
        #expect(!closing.send(.padButtonDown(SDL_CONTROLLER_BUTTON_X, pad: 7)))
        #expect(closing.controls.isEditingLayout)
        #expect(closing.send(.padButtonDown(SDL_CONTROLLER_BUTTON_A, pad: 7)))
        #expect(!closing.controls.isEditingLayout && closing.closes == [true])
    }

    @Test func aControlTheGameHidesIsLeftOutAndNotSavedAsThePlayersHide() throws {
        let closing = try Closing()
        closing.controls.isEditingLayout = false
        closing.move.isHidden = true                                    // the game's own hide (a cut scene)
        closing.controls.isEditingLayout = true
        // Not selected first, not picked by a touch, not reached by Tab: only the button is the player's now.
        #expect(closing.controls.editor.selected == closing.controls.named.id(at: 1))
        closing.send(.keyDown(SDL_SCANCODE_TAB, isRepeat: false))
        #expect(closing.controls.editor.selected == closing.controls.named.id(at: 1))
        #expect(closing.controls.editor.control(at: Point(x: 90, y: 270), controls: closing.controls) == nil)
        closing.tap(.done)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hidden-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try closing.controls.saveLayout(to: file)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("\"move\": {\"x\": [\"start\", 90], \"y\": [\"end\", 90], \"size\": 120, \"alpha\": 1, \"hidden\": false}"))
        // Shown again by the game, it is where it was.
        closing.move.isHidden = false
        #expect(!closing.move.isConcealed && closing.move.center == Point(x: 90, y: 270))
    }

    @Test func keysTheEditorTakesReadAsUpForTheGame() throws {
        let closing = try Closing()
        let keys = closing.controls.virtualKeys
        var real = [UInt8](repeating: 0, count: Int(SDL_NUM_SCANCODES.rawValue))
        for key in [SDL_SCANCODE_UP, SDL_SCANCODE_TAB, SDL_SCANCODE_H, SDL_SCANCODE_P, SDL_SCANCODE_SPACE] {
            real[Int(key.rawValue)] = 1
        }
        func down(_ key: SDL_Scancode) -> Bool {
            real.withUnsafeBufferPointer { keys.keyboardState(real: $0.baseAddress, count: $0.count) }
                .keys[Int(key.rawValue)] != 0
        }
        // While it is open the arrows, Tab and H are the editor's: up for the game. P and space are the game's.
        #expect(!down(SDL_SCANCODE_UP) && !down(SDL_SCANCODE_TAB) && !down(SDL_SCANCODE_H))
        #expect(down(SDL_SCANCODE_P) && down(SDL_SCANCODE_SPACE))
        #expect(closing.send(.keyDown(SDL_SCANCODE_UP, isRepeat: false)))
        #expect(closing.send(.keyUp(SDL_SCANCODE_UP)))
        #expect(!closing.send(.keyDown(SDL_SCANCODE_P, isRepeat: false)))
        closing.controls.isEditingLayout = false
        #expect(down(SDL_SCANCODE_UP) && down(SDL_SCANCODE_TAB))
    }
}
