import CSDL2
import JoyStickEngine
import JoyStickSDL
import AppShell

/// Page 2, the SwiftUI controller of seed 003: a four-way stick (``JoyStick/fourWay(center:)``) and the function
/// keys A, B, C and D in a 2x2 grid, drawn with the lettered button pictures, with the stick's direction and the
/// last button pressed written above them as the seed's two titles are.
final class FourWayPage: DemoPage {
    let name: StaticString = "four-way"
    let help = "drag the stick: it follows your finger's motion, four ways - arrows or WASD - Z X C V: A B C D"
    let controls: OnScreenControls
    let stick = JoyStick.fourWay(center: Point(x: 200, y: 370))
    /// The seed's grid: A and B above C and D (blue, red, green, yellow, as in the seed and the pictures).
    let buttonA = TouchButton(center: Point(x: 660, y: 310), size: 88)
    let buttonB = TouchButton(center: Point(x: 780, y: 310), size: 88)
    let buttonC = TouchButton(center: Point(x: 660, y: 430), size: 88)
    let buttonD = TouchButton(center: Point(x: 780, y: 430), size: 88)
    /// The stick's direction as its `onDirection` last reported it: nil while released.
    private(set) var direction: Direction?
    /// The letter of the button pressed last, nil before the first press.
    private(set) var lastButton: StaticString?
    private var line = TextLine(capacity: 32)

    /// The page, its sticks and buttons added to `controls` and bound to keys and pads.
    init(controls: OnScreenControls) {
        self.controls = controls
        stick.onDirection = { [unowned self] in direction = $0 }
        // Made here and added once: adding cannot fail.
        try! controls.add(stick)
        // No labels: the letter is in the picture, and a label would draw a second one over it.
        let letters: [(TouchButton, StaticString)] = [(buttonA, "A"), (buttonB, "B"), (buttonC, "C"), (buttonD, "D")]
        for (button, letter) in letters {
            button.onPress = { [unowned self] in lastButton = letter }
            try! controls.add(button)
        }
    }

    func bind() {
        controls.bindScancodes(stick, up: SDL_SCANCODE_UP, left: SDL_SCANCODE_LEFT, down: SDL_SCANCODE_DOWN,
                               right: SDL_SCANCODE_RIGHT)
        controls.bindScancodes(stick, up: SDL_SCANCODE_W, left: SDL_SCANCODE_A, down: SDL_SCANCODE_S,
                               right: SDL_SCANCODE_D)
        controls.bindGamepadStick(stick, .left)
        let keys = [SDL_SCANCODE_Z, SDL_SCANCODE_X, SDL_SCANCODE_C, SDL_SCANCODE_V]
        let pads = [SDL_CONTROLLER_BUTTON_A, SDL_CONTROLLER_BUTTON_B, SDL_CONTROLLER_BUTTON_X, SDL_CONTROLLER_BUTTON_Y]
        for (index, button) in [buttonA, buttonB, buttonC, buttonD].enumerated() {
            controls.bindScancode(button, keys[index])
            controls.bindGamepadButton(button, pads[index])
        }
    }

    /// Each button is drawn with its lettered picture, at rest and pushed in.
    func loadImages(into controls: ControlRenderer, from assets: AssetDirectory, scale: Double) throws {
        let defaults = controls.images
        for (button, file) in [(buttonA, "a"), (buttonB, "b"), (buttonC, "c"), (buttonD, "d")] {
            let images = ControlImages(
                base: defaults.base, handle: defaults.handle,
                button: try assets.image("joystick/button-\(file).png", scale: scale),
                buttonPressed: try assets.image("joystick/button-\(file)-pressed.png", scale: scale))
            controls.setImages(images, for: button)
        }
    }

    /// The stick pushed up from where the finger touched down (off the centre: the stick is relative), A tapped
    /// and C held.
    func pose() {
        let finger = TouchID(device: 0, finger: 1)
        surface.touchBegan(finger, at: Point(x: 220, y: 390), time: 0)
        surface.touchMoved(finger, at: Point(x: 226, y: 330), time: 0.1)
        surface.touchBegan(TouchID(device: 0, finger: 2), at: buttonA.center, time: 0)
        surface.touchEnded(TouchID(device: 0, finger: 2), at: buttonA.center, time: 0.1)
        surface.touchBegan(TouchID(device: 0, finger: 3), at: buttonC.center, time: 0.2)
    }

    /// Writes the seed's "Joystick direction" line: `direction Up`, or `direction -` while the stick is released.
    /// - Parameter line: emptied first
    func writeDirection(to line: inout TextLine) {
        line.clear()
        line.append("direction ")
        guard let direction else {
            line.append("-")
            return
        }
        line.append(Self.name(of: direction))
    }

    /// Writes the seed's "Button pressed" line: `last button C`, or `last button -` before the first press.
    /// - Parameter line: emptied first
    func writeLastButton(to line: inout TextLine) {
        line.clear()
        line.append("last button ")
        line.append(lastButton ?? "-")
    }

    /// Draws the two lines.
    func draw(on renderer: OpaquePointer, font: BitmapFont) {
        writeDirection(to: &line)
        font.draw(line.bytes, at: Point(x: 400, y: 150), scale: 3)
        writeLastButton(to: &line)
        font.draw(line.bytes, at: Point(x: 400, y: 196), scale: 3)
    }

    /// A direction's name as the seed spells its four (`Up`, `Right`, `Down`, `Left`); the diagonals, which a
    /// four-way stick never reports, in the same style.
    static func name(of direction: Direction) -> StaticString {
        switch direction {
        case .up: "Up"
        case .upRight: "Up-right"
        case .right: "Right"
        case .downRight: "Down-right"
        case .down: "Down"
        case .downLeft: "Down-left"
        case .left: "Left"
        case .upLeft: "Up-left"
        }
    }
}
