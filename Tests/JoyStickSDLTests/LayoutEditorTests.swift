import CSDL2
import AppShell
import Foundation
import Testing
import JoyStickEngine
import JoyStickLayout
@testable import JoyStickSDL
@testable import JoyStickControls
import SDLTestSupport

/// The layout editor, every action by touch, mouse and keyboard, with exact positions.
extension SDLIntegrationTests {
    /// Controls on a 640x360 screen: "move", a stick at (30, 210) side 120 (centre (90, 270)); "fire", a button
    /// at (560, 300) radius 36; both report what they do, which nothing should while editing.
    private final class Editing {
        let window: TestWindow
        let controls: OnScreenControls
        let move: JoyStick
        let fire: TouchButton
        var reports = 0
        var time = 0.0

        init(logical: Size = Size(width: 640, height: 360)) throws {
            window = TestWindow(width: Int32(logical.width), height: Int32(logical.height), logicalSize: logical)
            controls = OnScreenControls(renderer: window.renderer)
            move = controls.stick(center: Point(x: 90, y: 270), size: 120)
            fire = controls.button(center: Point(x: 560, y: 300), size: 72, label: "A")
            try controls.setName("move", for: move)
            try controls.setName("fire", for: fire)
            move.onPolar = { [unowned self] _ in reports += 1 }
            fire.onPress = { [unowned self] in reports += 1 }
            controls.isEditingLayout = true
        }

        @discardableResult
        func send(_ event: InputEvent) -> Bool {
            time += 0.01
            return controls.handle(event, time: time)
        }

        func touch(_ finger: Int64, from start: Point, to end: Point) {
            let id = TouchID(device: 1, finger: finger)
            send(.touchDown(id, at: start))
            send(.touchMove(id, to: Point(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)))
            send(.touchMove(id, to: end))
            send(.touchUp(id, at: end))
        }

        func tap(_ action: LayoutEditorToolbar.Action) {
            let center = controls.editor.toolbar.frames[action.rawValue].mid
            touch(9, from: center, to: center)
        }

        func key(_ key: SDL_Scancode) {
            send(.keyDown(key, isRepeat: false))
            send(.keyUp(key))
        }
    }

    @Test func aDragMovesAControlExactlyByTheDragAndNothingReports() throws {
        let editing = try Editing()
        editing.touch(1, from: Point(x: 100, y: 280), to: Point(x: 160.5, y: 250))
        #expect(editing.move.center == Point(x: 150.5, y: 240) && editing.move.frame.width == 120)
        // The same by the mouse, on the button.
        #expect(editing.send(.mouseDown(at: Point(x: 560, y: 300))))
        editing.send(.mouseMove(to: Point(x: 540, y: 290), buttonHeld: true))
        editing.send(.mouseUp(at: Point(x: 500, y: 280)))
        #expect(editing.fire.center == Point(x: 500, y: 280))
        #expect(editing.reports == 0 && !editing.move.isActive && !editing.fire.isDown)
        // Kept whole on the screen: dragged far off the right edge, the button stops at 640 - 36.
        editing.touch(2, from: Point(x: 500, y: 280), to: Point(x: 900, y: 280))
        #expect(editing.fire.center == Point(x: 604, y: 280))
    }

    /// A pad drives nothing while editing (it would press and report), and SDL's mouse copies of touches are
    /// the editor's too, not the game's.
    @Test func noPadAndNoTouchMadeMouseReachTheGameWhileEditing() throws {
        let editing = try Editing()
        editing.controls.input.readsVirtualControllers = true
        editing.controls.input.bind(padButton: SDL_CONTROLLER_BUTTON_X, to: editing.fire)
        // A virtual pad whose X (A and B are the editor's) follows a button of its own, its events through
        // SDL's queue.
        let a = TouchButton(center: .zero, size: 2)
        var pad: VirtualGamepad? = try VirtualGamepad()
        defer { pad = nil }
        pad?.bind(SDL_CONTROLLER_BUTTON_X, to: a)
        func press(_ down: Bool) {
            a.setDown(down, time: 0)
            pad?.publish()
            SDL_GameControllerUpdate()
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 { editing.controls.handle(event) }
        }
        press(false)
        press(true)
        #expect(!editing.fire.isDown && editing.reports == 0, "a pad presses nothing while editing")
        press(false)
        var copy = SDL_Event()
        copy.button.type = SDL_MOUSEBUTTONDOWN.rawValue
        copy.button.which = UInt32.max                                   // SDL_TOUCH_MOUSEID
        copy.button.button = UInt8(SDL_BUTTON_LEFT)
        copy.button.x = 100
        copy.button.y = 100
        #expect(editing.controls.handle(copy), "SDL's mouse copy of a touch is taken while editing")
        editing.controls.isEditingLayout = false
        #expect(!editing.controls.handle(copy), "and the game's otherwise")
        press(true)
        #expect(editing.fire.isDown && editing.reports == 1, "back in play, the pad presses the button")
        press(false)
    }

    @Test func resizingByCornerPinchWheelAndButtons() throws {
        let editing = try Editing()
        editing.touch(1, from: Point(x: 90, y: 270), to: Point(x: 90, y: 270))            // select the stick
        // Its corner handle at (150, 330): dragged to (160, 335), the base is 2 x 70 across.
        editing.touch(1, from: Point(x: 150, y: 330), to: Point(x: 160, y: 335))
        #expect(editing.move.frame.width == 140 && editing.move.center == Point(x: 90, y: 270))
        // A pinch: the second finger doubles the distance to the first.
        let first = TouchID(device: 1, finger: 1), second = TouchID(device: 1, finger: 2)
        editing.send(.touchDown(first, at: Point(x: 80, y: 270)))
        editing.send(.touchDown(second, at: Point(x: 100, y: 270)))
        editing.send(.touchMove(second, to: Point(x: 110, y: 270)))
        #expect(editing.move.frame.width == 210)
        editing.send(.touchUp(second, at: Point(x: 110, y: 270)))
        editing.send(.touchUp(first, at: Point(x: 80, y: 270)))
        // The largest is the shorter side, 360, as the layout file keeps sizes.
        editing.send(.touchDown(first, at: Point(x: 90, y: 270)))
        editing.send(.touchDown(second, at: Point(x: 100, y: 270)))
        editing.send(.touchMove(second, to: Point(x: 190, y: 270)))
        editing.send(.touchUp(second, at: Point(x: 190, y: 270)))
        editing.send(.touchUp(first, at: Point(x: 90, y: 270)))
        #expect(editing.move.size == 360)
        // The wheel over the button: two steps up, 72 x 1.1 x 1.1, to a 64th of a pixel.
        editing.send(.mouseMove(to: Point(x: 560, y: 300), buttonHeld: false))
        editing.send(.mouseWheel(steps: 2))
        #expect(editing.fire.radius * 2 == 87.125)
        editing.tap(.smaller)
        #expect(editing.fire.radius * 2 == 79.125)
        editing.tap(.larger)
        editing.tap(.larger)
        #expect(editing.fire.radius * 2 == 95.125)
    }

    /// A gesture changes only the control it started on: Tab, the wheel over another control, or another
    /// finger landing on another control while a drag, a corner resize or a pinch goes on leave the dragged
    /// control's placement where it is, and the other control as they made it.
    @Test func aGestureChangesOnlyTheControlItStartedOn() throws {
        let first = TouchID(device: 1, finger: 1), second = TouchID(device: 1, finger: 2)
        let third = TouchID(device: 1, finger: 3)
        // Tab in the middle of a drag of the stick: the stick goes on following the finger.
        var editing = try Editing()
        editing.send(.touchDown(first, at: Point(x: 90, y: 270)))
        editing.send(.touchMove(first, to: Point(x: 100, y: 270)))
        editing.key(SDL_SCANCODE_TAB)
        editing.send(.touchMove(first, to: Point(x: 140, y: 260)))
        editing.send(.touchUp(first, at: Point(x: 150, y: 250)))
        #expect(editing.move.center == Point(x: 150, y: 250) && editing.move.size == 120)
        #expect(editing.fire.center == Point(x: 560, y: 300) && editing.fire.size == 72)
        // The wheel over the button in the middle of a drag of the stick: the button grows, the stick moves.
        editing = try Editing()
        editing.send(.touchDown(first, at: Point(x: 90, y: 270)))
        editing.send(.mouseMove(to: Point(x: 560, y: 300), buttonHeld: false))
        editing.send(.mouseWheel(steps: 1))
        editing.send(.touchMove(first, to: Point(x: 120, y: 250)))
        editing.send(.touchUp(first, at: Point(x: 120, y: 250)))
        #expect(editing.move.center == Point(x: 120, y: 250) && editing.move.size == 120)
        #expect(editing.fire.center == Point(x: 560, y: 300) && editing.fire.size == 79.203125)
        // A third finger on the button during a pinch of the stick: the pinch sizes the stick alone, and the
        // third finger drags the button by exactly its own drag.
        editing = try Editing()
        editing.send(.touchDown(first, at: Point(x: 80, y: 270)))
        editing.send(.touchDown(second, at: Point(x: 100, y: 270)))
        editing.send(.touchDown(third, at: Point(x: 560, y: 300)))
        editing.send(.touchMove(second, to: Point(x: 110, y: 270)))
        editing.send(.touchMove(third, to: Point(x: 540, y: 290)))
        editing.send(.touchUp(third, at: Point(x: 540, y: 290)))
        editing.send(.touchUp(second, at: Point(x: 110, y: 270)))
        #expect(editing.move.size == 180 && editing.move.center == Point(x: 90, y: 270))
        #expect(editing.fire.center == Point(x: 540, y: 290) && editing.fire.size == 72)
        // The first finger, left alone, goes on moving the stick, not the button the third one picked.
        editing.send(.touchMove(first, to: Point(x: 100, y: 260)))
        editing.send(.touchUp(first, at: Point(x: 100, y: 260)))
        #expect(editing.move.center == Point(x: 110, y: 260) && editing.move.size == 180)
        #expect(editing.fire.center == Point(x: 540, y: 290) && editing.fire.size == 72)
        // Tab during a resize by the stick's corner handle: the stick is resized, the button is not.
        editing = try Editing()
        editing.send(.touchDown(first, at: Point(x: 150, y: 330)))
        editing.key(SDL_SCANCODE_TAB)
        editing.send(.touchMove(first, to: Point(x: 160, y: 335)))
        editing.send(.touchUp(first, at: Point(x: 160, y: 335)))
        #expect(editing.move.size == 140 && editing.move.center == Point(x: 90, y: 270))
        #expect(editing.fire.center == Point(x: 560, y: 300) && editing.fire.size == 72)
        // SIZE+ pressed by another finger during a drag: the drag moves the stick and keeps its new size.
        editing = try Editing()
        editing.send(.touchDown(first, at: Point(x: 90, y: 270)))
        editing.tap(.larger)
        editing.send(.touchMove(first, to: Point(x: 100, y: 260)))
        editing.send(.touchUp(first, at: Point(x: 100, y: 260)))
        #expect(editing.move.center == Point(x: 100, y: 260) && editing.move.size == 128)
        #expect(editing.fire.center == Point(x: 560, y: 300) && editing.fire.size == 72)
    }

    /// The player selects a control; the game removes eleven others (the list squeezes its holes out): the
    /// selection stays on the control the player chose (a position in the list moved to another control).
    @Test func theSelectionStaysOnItsControlWhenOthersAreRemoved() throws {
        let window = TestWindow(width: 640, height: 360, logicalSize: Size(width: 640, height: 360))
        let controls = OnScreenControls(renderer: window.renderer)
        var buttons: [TouchButton] = []
        for index in 0..<20 {
            buttons.append(try controls.addButton("b\(index)", center: Point(x: 20 + Double(index) * 30, y: 100),
                                                  size: 20))
        }
        controls.isEditingLayout = true
        _ = controls.handle(.mouseDown(at: Point(x: 20 + 5 * 30, y: 100)), time: 0.1)
        _ = controls.handle(.mouseUp(at: Point(x: 20 + 5 * 30, y: 100)), time: 0.2)
        #expect(controls.editor.selected == ObjectIdentifier(buttons[5]))
        for index in [0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11] { controls.remove(buttons[index]) }
        #expect(controls.editor.selected == ObjectIdentifier(buttons[5]))
        // Tab goes on from it, to the next one left.
        _ = controls.handle(.keyDown(SDL_SCANCODE_TAB, isRepeat: false), time: 0.3)
        #expect(controls.editor.selected == ObjectIdentifier(buttons[12]))
    }

    @Test func alphaHideGridMirrorResetAndDoneByTouch() throws {
        let editing = try Editing()
        editing.touch(1, from: Point(x: 560, y: 300), to: Point(x: 560, y: 300))          // select the button
        editing.tap(.fainter)
        editing.tap(.fainter)
        #expect(editing.fire.alpha == 0.8)
        editing.tap(.stronger)
        #expect(editing.fire.alpha == 0.9)
        editing.tap(.hide)
        // The player's hide, apart from the game's own.
        #expect(editing.fire.isHiddenByLayout && !editing.fire.isHidden)
        // Hidden, it can still be picked and shown again.
        editing.touch(1, from: Point(x: 560, y: 300), to: Point(x: 560, y: 300))
        editing.tap(.hide)
        #expect(!editing.fire.isHiddenByLayout)
        // Snapping: the grid is 15 apart from the centre (320, 180); a drag lands on it.
        editing.tap(.grid)
        editing.touch(1, from: Point(x: 560, y: 300), to: Point(x: 543, y: 292))
        #expect(editing.fire.center == Point(x: 545, y: 285))
        editing.tap(.grid)
        editing.tap(.mirror)
        #expect(editing.fire.center == Point(x: 95, y: 285) && editing.move.center == Point(x: 550, y: 270))
        editing.tap(.reset)
        #expect(editing.fire.center == Point(x: 560, y: 300) && editing.fire.alpha == 1 && editing.move.center == Point(x: 90, y: 270))
        editing.tap(.done)
        #expect(!editing.controls.isEditingLayout)
        // Done: the controls work again.
        editing.send(.touchDown(TouchID(device: 1, finger: 3), at: Point(x: 560, y: 300)))
        #expect(editing.fire.isDown && editing.reports == 1)
    }

    @Test func theWholeEditorByKeyboard() throws {
        let editing = try Editing()
        // The first named control is selected: the stick. Tab goes to the button.
        editing.key(SDL_SCANCODE_RIGHT)
        editing.key(SDL_SCANCODE_DOWN)
        #expect(editing.move.center == Point(x: 91, y: 271))
        editing.key(SDL_SCANCODE_TAB)
        editing.key(SDL_SCANCODE_LEFT)
        #expect(editing.fire.center == Point(x: 559, y: 300))
        editing.key(SDL_SCANCODE_EQUALS)
        editing.key(SDL_SCANCODE_MINUS)
        editing.key(SDL_SCANCODE_MINUS)
        #expect(editing.fire.radius == 32)
        editing.key(SDL_SCANCODE_LEFTBRACKET)
        #expect(editing.fire.alpha == 0.9)
        editing.key(SDL_SCANCODE_RIGHTBRACKET)
        editing.key(SDL_SCANCODE_H)
        #expect(editing.fire.isHiddenByLayout && editing.fire.alpha == 1)
        editing.key(SDL_SCANCODE_H)
        editing.key(SDL_SCANCODE_G)
        editing.key(SDL_SCANCODE_UP)                       // a grid step, then onto the grid: 300 - 15 = 285
        #expect(editing.fire.center == Point(x: 560, y: 285))
        editing.key(SDL_SCANCODE_G)
        editing.key(SDL_SCANCODE_M)
        #expect(editing.fire.center == Point(x: 80, y: 285))
        editing.key(SDL_SCANCODE_R)
        #expect(editing.fire.center == Point(x: 560, y: 300) && editing.fire.radius == 36)
        // Keys the editor does not use are the game's.
        #expect(!editing.send(.keyDown(SDL_SCANCODE_P, isRepeat: false)))
        editing.key(SDL_SCANCODE_RETURN)
        #expect(!editing.controls.isEditingLayout)
    }

    @Test func anEditedLayoutSavesAndKeepsItsEdgesOnAWiderScreen() throws {
        let editing = try Editing()
        editing.touch(1, from: Point(x: 560, y: 300), to: Point(x: 580, y: 310))
        editing.key(SDL_SCANCODE_RETURN)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("edited-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try editing.controls.saveLayout(to: file)
        let wide = try Editing(logical: Size(width: 960, height: 360))
        wide.controls.isEditingLayout = false
        try wide.controls.loadLayout(from: file)
        #expect(wide.fire.center == Point(x: 900, y: 310))
    }

    /// COLOR steps a control through the palette and back to the game's own colours, FLOAT makes a stick float
    /// over its quarter of the screen or stay put; the layout keeps both, RESET forgets them, and the game's own
    /// tint and floating are never touched.
    @Test func colourAndFloatingByTouchAndKeyboardAreThePlayersAndSaved() throws {
        let editing = try Editing()
        editing.fire.tintColor = Color(red: 10, green: 20, blue: 30)
        editing.touch(1, from: Point(x: 560, y: 300), to: Point(x: 560, y: 300))          // select the button
        editing.tap(.colour)
        #expect(editing.fire.tintByLayout == Color(red: 0xFF, green: 0x3B, blue: 0x30))
        editing.tap(.colour)
        #expect(editing.fire.tintByLayout == Color(red: 0xFF, green: 0x95, blue: 0x00))
        editing.tap(.float)                                                                 // a button: nothing
        #expect(editing.controls.editor.selected == ObjectIdentifier(editing.fire))
        // The stick, by keyboard: eight colours and the game's own again, then float.
        editing.key(SDL_SCANCODE_TAB)
        for _ in 0..<8 { editing.key(SDL_SCANCODE_C) }
        #expect(editing.move.tintByLayout == .white)
        editing.key(SDL_SCANCODE_C)
        #expect(editing.move.tintByLayout == nil)
        editing.key(SDL_SCANCODE_C)
        editing.key(SDL_SCANCODE_F)
        #expect(editing.controls.isFloating(editing.move) && editing.move.floatsByLayout == true)
        // Its quarter: the lower left of 640x360.
        #expect(editing.move.activationArea == Rect(x: 0, y: 180, width: 320, height: 180))
        editing.key(SDL_SCANCODE_RETURN)
        #expect(editing.fire.tintColor == Color(red: 10, green: 20, blue: 30))

        // Playing: a touch-down in the quarter, off the base, brings the stick under the finger.
        editing.send(.touchDown(TouchID(device: 1, finger: 4), at: Point(x: 250, y: 200)))
        #expect(editing.move.center == Point(x: 250, y: 200))
        editing.send(.touchUp(TouchID(device: 1, finger: 4), at: Point(x: 250, y: 200)))
        #expect(editing.move.center == Point(x: 90, y: 270))

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("colours-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try editing.controls.saveLayout(to: file)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("\"move\": {\"x\": [\"start\", 90], \"y\": [\"end\", 90], \"size\": 120, \"alpha\": 1, \"hidden\": false, \"tint\": \"#FF3B30\", \"floating\": true}"))
        #expect(text.contains("\"fire\": {\"x\": [\"end\", 80], \"y\": [\"end\", 60], \"size\": 72, \"alpha\": 1, \"hidden\": false, \"tint\": \"#FF9500\"}"))

        // Another copy of the game reads them back; a wider screen puts the quarter where it is on it.
        let wide = try Editing(logical: Size(width: 960, height: 360))
        wide.controls.isEditingLayout = false
        try wide.controls.loadLayout(from: file)
        #expect(wide.move.tintByLayout == Color(red: 0xFF, green: 0x3B, blue: 0x30))
        #expect(wide.fire.tintByLayout == Color(red: 0xFF, green: 0x95, blue: 0x00))
        #expect(wide.controls.isFloating(wide.move) && wide.move.activationArea == Rect(x: 0, y: 180, width: 480, height: 180))
        // The player stops a floating game's stick from floating; RESET gives the game's way back.
        wide.controls.setFloating(true, for: wide.move)
        wide.controls.isEditingLayout = true
        wide.key(SDL_SCANCODE_F)                                                            // the stick: selected first
        #expect(!wide.controls.isFloating(wide.move) && wide.move.floatsByLayout == false && wide.move.activationArea == nil)
        wide.tap(.reset)
        #expect(wide.controls.isFloating(wide.move) && wide.move.floatsByLayout == nil && wide.move.tintByLayout == nil)
        #expect(wide.fire.tintByLayout == nil)
    }

    /// An activation area the game sets while its stick floats is the stick's own: the quarter stays while it
    /// floats, through a change of screen, and the game's area is the one given back when it stops.
    @Test func anAreaSetWhileFloatingIsTheSticksOwnWhenItStops() throws {
        let editing = try Editing()
        editing.controls.isEditingLayout = false
        editing.controls.setFloating(true, for: editing.move)
        let quarter = Rect(x: 0, y: 180, width: 320, height: 180)
        #expect(editing.move.activationArea == quarter)
        let own = Rect(x: 10, y: 200, width: 150, height: 150)
        editing.move.activationArea = own
        #expect(editing.move.activationArea == quarter)
        editing.controls.refreshScreen()
        #expect(editing.move.activationArea == quarter)
        editing.controls.setFloating(false, for: editing.move)
        #expect(editing.move.activationArea == own)
        // Cleared while floating: nothing when it stops.
        editing.controls.setFloating(true, for: editing.move)
        editing.move.activationArea = nil
        editing.controls.setFloating(false, for: editing.move)
        #expect(editing.move.activationArea == nil)
    }

    /// The controls hidden while playing are not drawn, let go of what they held, and take no touch or click;
    /// the editor shows them again.
    @Test func hiddenControlsLetGoAndTakeNoTouch() throws {
        let editing = try Editing()
        editing.controls.isEditingLayout = false
        editing.send(.touchDown(TouchID(device: 1, finger: 1), at: Point(x: 560, y: 300)))
        #expect(editing.fire.isDown)
        editing.controls.isHidden = true
        #expect(!editing.fire.isDown)
        #expect(!editing.send(.touchDown(TouchID(device: 1, finger: 2), at: Point(x: 90, y: 270))))
        #expect(!editing.send(.mouseDown(at: Point(x: 560, y: 300))))
        #expect(!editing.move.isActive && !editing.fire.isDown)
        editing.controls.isEditingLayout = true
        #expect(!editing.controls.isHidden)
        editing.controls.isEditingLayout = false
        #expect(editing.send(.touchDown(TouchID(device: 1, finger: 3), at: Point(x: 560, y: 300))) && editing.fire.isDown)
    }
}

extension SDLIntegrationTests {
    private static let editorGolden = GoldenPictures("Tests/JoyStickSDLTests/Golden")

    /// The editor over a game, as a player sees it: the veil, the grid, the controls (the hidden one ghosted,
    /// the button in the player's red), the selected one's outline, handle, name and floating quarter, and the
    /// toolbar (GRID and FLOAT lit); on a landscape screen and a portrait one.
    @Test(arguments: [(640.0, 360.0, "editor-landscape.png"), (360.0, 640.0, "editor-portrait.png")])
    func theEditorMatchesItsGoldenPicture(width: Double, height: Double, golden: String) throws {
        let window = TestWindow(width: Int32(width), height: Int32(height), logicalSize: Size(width: width, height: height))
        let controls = OnScreenControls(renderer: window.renderer)
        let move = controls.stick(center: Point(x: 30 + 120 / 2, y: height - 150 + 120 / 2), size: 120)
        move.handleTintColor = Color(red: 40, green: 220, blue: 255)
        let fire = controls.button(center: Point(x: width - 80, y: height - 70), size: 72, label: "A")
        fire.tintColor = Color(red: 255, green: 96, blue: 64)
        let pause = controls.button(center: Point(x: width - 30, y: height / 2), size: 40, label: "II")
        try controls.setName("move", for: move)
        try controls.setName("fire", for: fire)
        try controls.setName("pause", for: pause)
        controls.isEditingLayout = true
        controls.handle(.keyDown(SDL_SCANCODE_TAB, isRepeat: false), time: 0)       // the button
        controls.handle(.keyDown(SDL_SCANCODE_C, isRepeat: false), time: 0)         // red, the player's
        controls.handle(.keyDown(SDL_SCANCODE_TAB, isRepeat: false), time: 0)       // the pause button
        controls.handle(.keyDown(SDL_SCANCODE_H, isRepeat: false), time: 0)         // hidden: ghosted
        controls.handle(.keyDown(SDL_SCANCODE_TAB, isRepeat: false), time: 0)       // the stick
        controls.handle(.keyDown(SDL_SCANCODE_F, isRepeat: false), time: 0)         // floating: its quarter shown
        controls.handle(.keyDown(SDL_SCANCODE_G, isRepeat: false), time: 0)         // the grid
        SDL_SetRenderDrawColor(window.renderer, 40, 90, 60, 255)                          // the game, green
        SDL_RenderClear(window.renderer)
        #expect(throws: Never.self) { try controls.draw() }
        try Self.editorGolden.compare(try Screenshot.capture(window.renderer), with: golden)
    }
}

extension SDLIntegrationTests {
    /// With stepsAside, a keyboard or a pad in use for 0.8 s hides the controls, not just fades them, and
    /// the next touch brings them back; a stray key does not.
    @Test func theControlsStepAsideForAPadAndComeBackAtATouch() {
        let window = TestWindow(width: 640, height: 360, logicalSize: Size(width: 640, height: 360))
        let controls = OnScreenControls(renderer: window.renderer)
        let stick = controls.stick(center: Point(x: 90, y: 270), size: 120)
        controls.input.bindArrowsAndWASD(to: stick)
        let right = SDL_SCANCODE_RIGHT
        controls.handle(.keyDown(right, isRepeat: false), time: 1)
        controls.handle(.keyUp(right), time: 1.1)
        controls.update(time: 3)
        #expect(controls.isDimmed && !controls.hasSteppedAside, "off unless asked")
        controls.stepsAside = true
        #expect(!controls.hasSteppedAside, "a stray key is no use of the keyboard")
        // Held from 4: stepped aside once it has been held 0.8 s (here, at 5).
        controls.handle(.keyDown(right, isRepeat: false), time: 4)
        controls.update(time: 4.5)
        #expect(!controls.hasSteppedAside)
        controls.update(time: 5)
        #expect(controls.hasSteppedAside)
        SDL_SetRenderDrawColor(window.renderer, 0, 0, 0, 255)
        SDL_RenderClear(window.renderer)
        #expect(throws: Never.self) { try controls.draw() }
        var pixel: UInt32 = 0
        var spot = SDL_Rect(x: 90, y: 270, w: 1, h: 1)
        SDL_RenderReadPixels(window.renderer, &spot, SDL_PIXELFORMAT_RGBA32.rawValue, &pixel, 4)
        #expect(pixel & 0x00FF_FFFF == 0, "nothing drawn where the stick is")
        controls.handle(.keyUp(right), time: 5.5)
        controls.handle(.touchDown(TouchID(device: 1, finger: 1), at: Point(x: 90, y: 270)), time: 6)
        #expect(!controls.hasSteppedAside && !controls.isDimmed)
    }
}
