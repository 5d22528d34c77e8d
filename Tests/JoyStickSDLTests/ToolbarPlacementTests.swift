import CSDL2
import Testing
import JoyStickEngine
@testable import JoyStickSDL
@testable import JoyStickControls
import SDLTestSupport

/// The layout editor's toolbar never covers a control the player could select: it moves to the bottom edge,
/// and when both edges have one, a touch on a control centred in its rows wins.
extension SDLIntegrationTests {
    private final class Editing {
        let window = TestWindow(width: 640, height: 360, logicalSize: Size(width: 640, height: 360))
        let controls: OnScreenControls
        var time = 0.0

        init() {
            controls = OnScreenControls(renderer: window.renderer)
        }

        func touch(_ from: Point, _ to: Point) {
            let finger = TouchID(device: 1, finger: 1)
            time += 0.01
            controls.handle(.touchDown(finger, at: from), time: time)
            controls.handle(.touchMove(finger, to: to), time: time + 0.005)
            controls.handle(.touchUp(finger, at: to), time: time + 0.01)
        }
    }

    @Test func theToolbarLeavesTheTopToAControlThere() throws {
        let editing = Editing()
        let move = try editing.controls.addStick("move", center: Point(x: 90, y: 180), size: 100)
        // OK, MAP and ESC of a game's menu along the top edge: 40 high, under the toolbar's top row (6...34).
        let ok = try editing.controls.addButton("ok", center: Point(x: 320, y: 22), size: 40, label: "OK")
        editing.controls.isEditingLayout = true
        let toolbar = editing.controls.editor.toolbar
        #expect(toolbar.isAtBottom)
        // Two rows of 64 + 6 on 640: 9 and 1 buttons, 74 high, along the bottom.
        #expect(toolbar.bounds == Rect(x: 0, y: 286, width: 640, height: 74))
        #expect(editing.controls.editor.selected == ObjectIdentifier(move))
        editing.touch(Point(x: 320, y: 22), Point(x: 320, y: 22))
        #expect(editing.controls.editor.selected == ObjectIdentifier(ok))
        // Dragged off the top, the toolbar comes back there.
        editing.touch(Point(x: 320, y: 22), Point(x: 320, y: 180))
        #expect(ok.center == Point(x: 320, y: 180))
        #expect(!editing.controls.editor.toolbar.isAtBottom)
        #expect(editing.controls.editor.toolbar.bounds == Rect(x: 0, y: 0, width: 640, height: 74))
    }

    @Test func withControlsAtBothEdgesATouchOnOneWins() throws {
        let editing = Editing()
        let top = try editing.controls.addButton("top", center: Point(x: 320, y: 22), size: 40, label: "T")
        let bottom = try editing.controls.addButton("bottom", center: Point(x: 320, y: 340), size: 40, label: "B")
        editing.controls.isEditingLayout = true
        #expect(!editing.controls.editor.toolbar.isAtBottom)
        #expect(editing.controls.editor.selected == ObjectIdentifier(top))
        editing.touch(Point(x: 320, y: 340), Point(x: 320, y: 340))
        #expect(editing.controls.editor.selected == ObjectIdentifier(bottom))
        // On the top button, under the toolbar's HIDE (288...352, 6...34): the button is selected, not hidden.
        #expect(editing.controls.editor.toolbar.action(at: Point(x: 320, y: 22)) == .hide)
        editing.touch(Point(x: 320, y: 22), Point(x: 320, y: 22))
        #expect(editing.controls.editor.selected == ObjectIdentifier(top))
        #expect(!top.isHiddenByLayout && !bottom.isHiddenByLayout)
    }
}
