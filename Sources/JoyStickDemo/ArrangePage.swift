import CSDL2
import JoyStickEngine
import JoyStickSDL

/// Page 4, the layout editor the control module gives every game: a stick and two buttons, named for a layout,
/// shown in the editor (drag to move, the corner, a pinch or the wheel to size, the toolbar, the keyboard).
/// DONE or Enter plays with them where they were put; E arranges them again. The arrangement is kept while the
/// demo runs, not saved.
final class ArrangePage: DemoPage {
    let name: StaticString = "arrange"
    let help = "drag to move; corner, pinch or wheel to size; toolbar; Tab, arrows, + -, H - Enter: play, E: arrange"
    let controls: OnScreenControls
    let stick: JoyStick
    let jump: TouchButton
    let fire: TouchButton
    private(set) var report = PolarReport(angle: 0, displacement: 0)
    private var line = TextLine(capacity: 64)

    /// The page, its controls named and the editor open.
    init(controls: OnScreenControls) {
        self.controls = controls
        // Good, unique names and sizes: adding cannot fail.
        stick = try! controls.addStick("stick", center: Point(x: 180, y: 380), size: 160)
        jump = try! controls.addButton("jump", center: Point(x: 760, y: 420), size: 80, label: "A")
        fire = try! controls.addButton("fire", center: Point(x: 860, y: 340), size: 80, label: "B")
        stick.handleTintColor = Color(red: 40, green: 220, blue: 255)
        stick.onPolar = { [unowned self] in report = $0 }
        jump.tintColor = Color(red: 60, green: 120, blue: 255)
        fire.tintColor = Color(red: 255, green: 70, blue: 70)
        controls.isEditingLayout = true
    }

    func bind() {
        controls.bindGamepadStick(stick, .left)
        controls.bindGamepadButton(jump, SDL_CONTROLLER_BUTTON_A)
        controls.bindGamepadButton(fire, SDL_CONTROLLER_BUTTON_X)
    }

    /// E opens the editor again.
    func handleKey(_ key: SDL_Scancode) -> Bool {
        guard key == SDL_SCANCODE_E, !controls.isEditingLayout else { return false }
        controls.isEditingLayout = true
        return true
    }

    /// The editor with the stick dragged up and right, selected, and the B button made larger with the wheel.
    func pose() {
        controls.isEditingLayout = true
        controls.handle(.mouseMove(to: fire.center, buttonHeld: false), time: 0)
        controls.handle(.mouseWheel(steps: 2), time: 0.1)
        controls.handle(.mouseDown(at: stick.center), time: 0.2)
        controls.handle(.mouseMove(to: Point(x: 220, y: 330), buttonHeld: true), time: 0.3)
        controls.handle(.mouseUp(at: Point(x: 260, y: 320)), time: 0.4)
    }

    /// While playing, the stick's report; while arranging, nothing (the editor draws its own).
    func draw(on renderer: OpaquePointer, font: BitmapFont) {
        guard !controls.isEditingLayout else { return }
        line.clear()
        line.append("angle ")
        line.append(Int(report.angle.rounded()))
        line.append("  displacement ")
        line.append(report.displacement, decimals: 2)
        font.draw(line.bytes, at: Point(x: 24, y: 150), scale: 2)
    }
}
