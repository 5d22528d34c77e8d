import CSDL2
import JoyStickEngine
import JoyStickSDL

/// Page 1, the SDL counterpart of JoyStickView's demo app: a fixed green stick and a movable magenta stick that
/// can only move inside a pink band, each with a readout of its angle and displacement, and two buttons.
final class JoyStickViewPage: DemoPage {
    /// Where the magenta stick's base centre may go (`movableBounds`), drawn as the pink band. It keeps the whole
    /// stick in the window with the handle at full travel: the handle's square reaches 148 from the base centre
    /// (the travel radius, 80, and half the square's side, 160 x 0.85 / 2 = 68), so the centre stays 148 from the
    /// right and bottom edges (x <= 960 - 148 = 812, y <= 540 - 148 = 392).
    static let band = Rect(x: 580, y: 340, width: 232, height: 52)

    let name: StaticString = "JoyStickView"
    let help = "drag the sticks (the magenta one moves in its band) - arrows or WASD: green - space, enter: A, B"
    let controls: OnScreenControls
    let fixed: JoyStick
    let movable: JoyStick
    /// The seed's function keys, A (blue) and B (red): space and enter press them too.
    let buttonA: TouchButton
    let buttonB: TouchButton
    private(set) var taps = 0
    private(set) var fixedReport = PolarReport(angle: 0, displacement: 0)
    private(set) var movableReport = PolarReport(angle: 0, displacement: 0)
    private var line = TextLine(capacity: 64)

    /// The page, its sticks and buttons added to `controls` and bound to keys and pads.
    init(controls: OnScreenControls) {
        self.controls = controls
        // Good sizes and no names: adding cannot fail.
        fixed = try! controls.addStick(center: Point(x: 200, y: 370), size: 160)
        movable = try! controls.addStick(center: Point(x: 680, y: 370), size: 160)
        buttonA = try! controls.addButton(center: Point(x: 360, y: 470), size: 68, label: "A")
        buttonB = try! controls.addButton(center: Point(x: 440, y: 470), size: 68, label: "B")
        fixed.handleTintColor = .green
        fixed.onPolar = { [unowned self] in fixedReport = $0 }
        movable.handleTintColor = .magenta
        movable.movable = true
        movable.movableBounds = Self.band
        movable.onPolar = { [unowned self] in movableReport = $0 }
        buttonA.tintColor = Color(red: 60, green: 120, blue: 255)
        buttonB.tintColor = Color(red: 255, green: 70, blue: 70)
        buttonA.onTap = { [unowned self] in taps += 1 }
        buttonB.onTap = { [unowned self] in taps += 1 }
    }

    func bind() {
        controls.bindScancodes(fixed, up: SDL_SCANCODE_UP, left: SDL_SCANCODE_LEFT, down: SDL_SCANCODE_DOWN,
                               right: SDL_SCANCODE_RIGHT)
        controls.bindScancodes(fixed, up: SDL_SCANCODE_W, left: SDL_SCANCODE_A, down: SDL_SCANCODE_S,
                               right: SDL_SCANCODE_D)
        controls.bindGamepadStick(fixed, .left)
        controls.bindGamepadStick(movable, .right)
        controls.bindScancode(buttonA, SDL_SCANCODE_SPACE)
        controls.bindScancode(buttonB, SDL_SCANCODE_RETURN)
        controls.bindGamepadButton(buttonA, SDL_CONTROLLER_BUTTON_A)
        controls.bindGamepadButton(buttonB, SDL_CONTROLLER_BUTTON_B)
    }

    /// Like the seed's animation: the green stick pushed up-right, the magenta one dragged right until its base
    /// stops at the band's right edge, and A held.
    func pose() {
        surface.touchBegan(TouchID(device: 0, finger: 1), at: fixed.center, time: 0)
        surface.touchMoved(TouchID(device: 0, finger: 1), at: Point(x: 250, y: 320), time: 0.1)
        surface.touchBegan(TouchID(device: 0, finger: 2), at: movable.center, time: 0)
        surface.touchMoved(TouchID(device: 0, finger: 2), at: Point(x: 950, y: 350), time: 0.1)
        surface.touchBegan(TouchID(device: 0, finger: 3), at: buttonA.center, time: 0)
    }

    /// Draws the band and the readouts.
    func draw(on renderer: OpaquePointer, font: BitmapFont) {
        SDL_SetRenderDrawColor(renderer, 255, 105, 180, 60)
        // The band holds the base centre; draw it grown by the base's radius so the base stays inside it.
        let radius = movable.size / 2
        var band = SDL_FRect(x: Float(Self.band.minX - radius), y: Float(Self.band.minY - radius),
                             w: Float(Self.band.width + 2 * radius), h: Float(Self.band.height + 2 * radius))
        SDL_RenderFillRectF(renderer, &band)
        readout(fixedReport, title: "fixed", at: Point(x: 80, y: 130), color: .green, on: renderer, font: font)
        readout(movableReport, title: "movable", at: Point(x: 520, y: 130), color: .magenta, on: renderer,
                font: font)
        line.clear()
        line.append("buttons ")
        line.append(buttonA.isDown ? "A" : "-")
        line.append(buttonB.isDown ? "B" : "-")
        line.append("  taps ")
        line.append(taps)
        font.draw(line.bytes, at: Point(x: 330, y: 516), scale: 1, color: DemoPages.dim)
    }

    private func readout(_ report: PolarReport, title: StaticString, at origin: Point, color: Color,
                         on renderer: OpaquePointer, font: BitmapFont) {
        line.clear()
        line.append(title)
        font.draw(line.bytes, at: origin, scale: 2, color: color)
        line.clear()
        line.append("angle ")
        line.append(report.angle, decimals: 1)
        line.append(" deg")
        font.draw(line.bytes, at: Point(x: origin.x, y: origin.y + 30), scale: 2)
        line.clear()
        line.append("displacement ")
        line.append(report.displacement, decimals: 3)
        font.draw(line.bytes, at: Point(x: origin.x, y: origin.y + 56), scale: 2)
    }
}
