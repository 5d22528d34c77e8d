import Arcade
import CSDL2
import JoyStickEngine
import JoyStickSDL

/// The game's on-screen controls and how they become a `GameInput`: a movable movement stick in a band at
/// the lower left (like JoyStickView's magenta stick), a fixed fire stick at the lower right (twin-stick) and
/// a pause button. The keyboard and pads fire with space and A (``fireKey``, ``firePadButton``), which have
/// no on-screen control.
public final class ArcadeControls {
    /// The game's logical screen.
    public static let logicalSize = Size(width: 960, height: 540)
    /// Where the movement stick's base centre may go.
    public static let moveBand = Rect(x: 90, y: 330, width: 280, height: 130)
    /// Where the band the sticks rest in starts: the top of their frames. The camera keeps the player above it.
    public static let stickBandTop = 335.0
    /// A held stick's opacity (base, handle); idle (no thumb on it) the control module draws it half as opaque,
    /// so the level shows through (`OnScreenControls.idleAlpha`).
    public static let stickAlpha = (base: 0.8, handle: 1.0)
    /// A fire stick pushed less than this does not fire (a resting thumb must not shoot).
    public static let fireThreshold = 0.35

    /// Moves the character: speed from the displacement, direction from the angle.
    public let move = JoyStick(center: Point(x: 140, y: stickBandTop + 75), size: 150)
    /// Aims and fires in its direction.
    public let fire = JoyStick(center: Point(x: 820, y: stickBandTop + 75), size: 150)
    /// Pauses and resumes (top right).
    public let pause = TouchButton(center: Point(x: 922, y: 60), size: 48, label: "II")
    /// The key that fires along the facing direction while held.
    public static let fireKey = SDL_SCANCODE_SPACE
    /// The pad button that fires along the facing direction while held.
    public static let firePadButton = SDL_CONTROLLER_BUTTON_A
    /// Set when the pause button is tapped, until ``takePauseTap()``: the session pauses in its own step,
    /// not in the middle of touch dispatch.
    private var pauseTapped = false

    /// Creates the layout.
    public init() {
        move.movable = true
        move.movableBounds = Self.moveBand
        move.deadZone = 0.1
        move.handleTintColor = Color(red: 40, green: 220, blue: 255)
        fire.deadZone = 0.1
        fire.handleTintColor = Color(red: 255, green: 96, blue: 64)
        pause.tintColor = Color(red: 140, green: 150, blue: 200)
        pause.alpha = 0.8
        pause.onTap = { [unowned self] in pauseTapped = true }
        for stick in [move, fire] {
            stick.baseAlpha = Self.stickAlpha.base
            stick.handleAlpha = Self.stickAlpha.handle
        }
    }

    /// Where the CONTROLS item of the title and pause screens is: a tap on it opens the layout editor.
    public static let arrangeItem = Rect(x: 370, y: 404, width: 220, height: 36)

    /// Puts the sticks and the pause button on the screen's controls, in drawing order, named for the
    /// player's layout ("move", "fire", "pause"), with the keyboard and game controllers bound to them; the
    /// controls step aside while those are in use.
    /// - Parameter controls: the game's on-screen controls
    public func install(on controls: OnScreenControls) {
        // Controls made here, added once, with good and unique names: adding cannot fail.
        try! controls.add(move, name: "move")
        try! controls.add(fire, name: "fire")
        try! controls.add(pause, name: "pause")
        controls.dimmedAlpha = 0.3
        controls.stepsAside = true
        bind(controls)
    }

    /// Whether the pause button was tapped since the last call.
    public func takePauseTap() -> Bool {
        defer { pauseTapped = false }
        return pauseTapped
    }

    /// Binds the keyboard (the arrows and WASD) and game controllers to the same controls.
    /// - Parameter controls: the game's on-screen controls
    public func bind(_ controls: OnScreenControls) {
        controls.bindScancodes(move, up: SDL_SCANCODE_UP, left: SDL_SCANCODE_LEFT, down: SDL_SCANCODE_DOWN,
                               right: SDL_SCANCODE_RIGHT)
        controls.bindScancodes(move, up: SDL_SCANCODE_W, left: SDL_SCANCODE_A, down: SDL_SCANCODE_S,
                               right: SDL_SCANCODE_D)
        controls.bindGamepadStick(move, .left)
        controls.bindGamepadStick(fire, .right)
    }

    /// What the controls ask of the game this step: the movement stick's position as a move (y down), and a
    /// shot towards the fire stick's direction when it is pushed past ``fireThreshold``, or along the facing
    /// direction while ``fireKey`` or ``firePadButton`` is held.
    ///
    /// Components are rounded to 1/4096: a replayed finger passes through SDL's 32-bit float coordinates and
    /// can land a few millionths of a pixel away from the recorded one; rounding makes both give the same
    /// input, so a recording replays to the same state.
    /// - Parameter input: the keys and pad buttons held
    package func gameInput(keys input: ControlInput) -> GameInput {
        let movement = Vec2(Self.quantized(move.xy.x), Self.quantized(-move.xy.y))
        var aim: Vec2?
        if fire.displacement >= Self.fireThreshold {
            aim = Vec2(Self.quantized(fire.xy.x), Self.quantized(-fire.xy.y))
        } else if input.isHeld(Self.fireKey) || input.isHeld(padButton: Self.firePadButton) {
            aim = .zero
        }
        return GameInput(move: movement, fire: aim)
    }

    static func quantized(_ value: Double) -> Double {
        // Adding zero turns -0.0 into 0.0: a stick resting a hair below centre and one resting exactly on it
        // must give the same input, bit for bit.
        (value * 4096).rounded() / 4096 + 0
    }

    /// One control as `--print-layout` describes it.
    public struct Placement: Equatable, Sendable {
        /// "move", "fire" or "pause".
        public var name: String
        /// "stick" or "button".
        public var kind: String
        /// Centre, logical pixels.
        public var center: Point
        /// Travel radius of a stick, hit radius of a button.
        public var radius: Double
    }

    /// The on-screen controls' centres and radii.
    public var placements: [Placement] {
        [Placement(name: "move", kind: "stick", center: move.center, radius: move.radius),
         Placement(name: "fire", kind: "stick", center: fire.center, radius: fire.radius),
         Placement(name: "pause", kind: "button", center: pause.center, radius: pause.radius)]
    }
}
