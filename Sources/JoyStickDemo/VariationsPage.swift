import CSDL2
import JoyStickEngine
import JoyStickSDL

/// Page 3: one stick per setting that changes how a stick moves or looks, each labelled and reading out its
/// reports: a short and a long travel, a handle that moves only vertically, relative mode, a tap counter and a
/// colour-filled handle.
final class VariationsPage: DemoPage {
    let name: StaticString = "variations"
    let help = "one setting per stick - arrows or WASD: vertical only - a pad's sticks: vertical only, travel 1.4"
    let controls: OnScreenControls
    /// The handle stops at 0.6 of the base's radius; the displacement still reaches 1 there.
    let shortTravel = VariationsPage.stick(column: 0, row: 0, tint: Color(red: 40, green: 200, blue: 255))
    /// The handle goes past the rim, to 1.4 of the base's radius.
    let longTravel = VariationsPage.stick(column: 1, row: 0, tint: Color(red: 255, green: 150, blue: 40))
    /// A `handleConstraint` one point wide down the middle of the base: the handle moves only up and down.
    let verticalOnly = VariationsPage.stick(column: 2, row: 0, tint: Color(red: 245, green: 210, blue: 40))
    /// The handle moves by the finger's motion from where it touched down, so it never jumps to the finger.
    let relative = VariationsPage.stick(column: 0, row: 1, tint: Color(red: 120, green: 220, blue: 90))
    /// Counts its taps with `onTap`.
    let tapCounter = VariationsPage.stick(column: 1, row: 1, tint: Color(red: 170, green: 120, blue: 255))
    /// The handle filled with its tint (`colorFillHandleImage`) instead of tinted in monochrome.
    let colourFill = VariationsPage.stick(column: 2, row: 1, tint: Color(red: 255, green: 80, blue: 110))
    /// The taps `tapCounter` has reported.
    private(set) var taps = 0
    /// Each stick's last report, in ``sticks`` order.
    private(set) var reports = [PolarReport](repeating: PolarReport(angle: 0, displacement: 0), count: 6)
    /// The sticks in the order they are laid out, and their labels.
    private let sticks: [JoyStick]
    private let labels: [StaticString] = ["travel 0.6", "travel 1.4", "vertical only", "relative mode",
                                          "tap counter", "colour fill"]
    private var line = TextLine(capacity: 32)

    /// The page, its sticks and buttons added to `controls` and bound to keys and pads.
    init(controls: OnScreenControls) {
        self.controls = controls
        sticks = [shortTravel, longTravel, verticalOnly, relative, tapCounter, colourFill]
        shortTravel.travel = 0.6
        longTravel.travel = 1.4
        verticalOnly.handleConstraint = Rect(x: verticalOnly.size / 2, y: 0, width: 0, height: verticalOnly.size)
        relative.handlePositionMode = .relative
        tapCounter.onTap = { [unowned self] in taps += 1 }
        // Every tap counts as it lifts: this stick cannot move, so a double tap has no frame to reset and a tap
        // need not wait to see whether a second follows.
        tapCounter.enableDoubleTapForFrameReset = false
        colourFill.colorFillHandleImage = true
        for (index, stick) in sticks.enumerated() {
            stick.onPolar = { [unowned self] in reports[index] = $0 }
            // Made here and added once: adding cannot fail.
            try! controls.add(stick)
        }
    }

    /// A stick of the 3x2 grid, 100 points across: columns centred at x 160, 480 and 800, rows at y 222 and 430.
    private static func stick(column: Int, row: Int, tint: Color) -> JoyStick {
        let stick = JoyStick(center: Point(x: 160 + 320 * Double(column), y: row == 0 ? 222 : 430), size: 100)
        stick.handleTintColor = tint
        return stick
    }

    func bind() {
        controls.bindScancodes(verticalOnly, up: SDL_SCANCODE_UP, left: SDL_SCANCODE_LEFT, down: SDL_SCANCODE_DOWN,
                               right: SDL_SCANCODE_RIGHT)
        controls.bindScancodes(verticalOnly, up: SDL_SCANCODE_W, left: SDL_SCANCODE_A, down: SDL_SCANCODE_S,
                               right: SDL_SCANCODE_D)
        controls.bindGamepadStick(verticalOnly, .left)
        controls.bindGamepadStick(longTravel, .right)
    }

    /// Every stick but the tap counter held: the short and long travels pushed beyond their rims, the vertical
    /// one pushed up and right (only up shows), the relative one moved up-left from a touch off its centre, the
    /// colour-filled one pushed down-left; the tap counter tapped twice.
    func pose() {
        func push(_ stick: JoyStick, finger: Int64, from start: Vector = .zero, by motion: Vector) {
            let id = TouchID(device: 0, finger: finger)
            surface.touchBegan(id, at: stick.center + start, time: 0)
            surface.touchMoved(id, at: stick.center + start + motion, time: 0.1)
        }
        push(shortTravel, finger: 1, by: Vector(dx: 60, dy: -60))
        push(longTravel, finger: 2, by: Vector(dx: 100, dy: 0))
        push(verticalOnly, finger: 3, by: Vector(dx: 40, dy: -40))
        push(relative, finger: 4, from: Vector(dx: 30, dy: 30), by: Vector(dx: -20, dy: -40))
        push(colourFill, finger: 5, by: Vector(dx: -30, dy: 25))
        for start in [0.0, 0.5] {
            surface.touchBegan(TouchID(device: 0, finger: 6), at: tapCounter.center, time: start)
            surface.touchEnded(TouchID(device: 0, finger: 6), at: tapCounter.center, time: start + 0.1)
        }
    }

    /// Draws each stick's label above it (the tap counter's with its count) and its report below.
    func draw(on renderer: OpaquePointer, font: BitmapFont) {
        for (index, stick) in sticks.enumerated() {
            line.clear()
            line.append(labels[index])
            if stick === tapCounter {
                line.append(": ")
                line.append(taps)
            }
            let color = stick.handleTintColor ?? .white
            drawCentred(at: Point(x: stick.center.x, y: stick.center.y - stick.size / 2 - 40), color: color, renderer, font)
            line.clear()
            line.append(reports[index].angle, decimals: 1)
            line.append(" deg ")
            line.append(reports[index].displacement, decimals: 3)
            drawCentred(at: Point(x: stick.center.x, y: stick.center.y + stick.size / 2 + 16), color: DemoPages.dim, renderer, font)
        }
    }

    /// Draws ``line`` at scale 2 with its top edge's middle at `point`.
    private func drawCentred(at point: Point, color: Color, _ renderer: OpaquePointer, _ font: BitmapFont) {
        let width = font.width(ofCharacters: line.bytes.count, scale: 2)
        font.draw(line.bytes, at: Point(x: point.x - width / 2, y: point.y), scale: 2, color: color)
    }
}
