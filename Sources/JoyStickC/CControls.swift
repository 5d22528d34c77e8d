import CSDL2
import JoyStickCSupport
import JoyStickEngine
import JoyStickSDL

/// What a `js_controls *` points to: the sticks and buttons of one renderer with everything that drives and
/// draws them, the same Swift objects a Swift game uses.
final class CControls {
    let renderer: OpaquePointer
    let surface = ControlSurface()
    let input: SDLControlInput
    let drawing: ControlRenderer
    let overlay = DebugOverlay()
    /// The published virtual game controller, if any.
    var gamepad: VirtualGamepad?
    /// The buttons it presses (kept for a pad published later, or again).
    var gamepadButtons: [(button: SDL_GameControllerButton, control: TouchButton)] = []
    /// Every stick and button made here, kept alive as long as the controls: their handles stay valid.
    private(set) var sticks: [JoyStick] = []
    private(set) var buttons: [TouchButton] = []

    init(renderer: OpaquePointer) throws {
        self.renderer = renderer
        input = SDLControlInput(surface: surface, renderer: renderer)
        drawing = try ControlRenderer(renderer: renderer)
        drawing.font = try BitmapFont.builtIn(renderer: renderer, scale: input.screen.scale)
        input.openConnectedControllers()
    }

    deinit {
        gamepad = nil
        input.closeControllers()
    }

    func add(_ stick: JoyStick) {
        sticks.append(stick)
        surface.add(stick)
    }

    func add(_ button: TouchButton) {
        buttons.append(button)
        surface.add(button)
    }

    /// The controls' time for calls that have no event: SDL's clock, in seconds.
    static var now: Double { Double(SDL_GetTicks()) / 1000 }
}

// MARK: Handles

/// The controls behind a `js_controls *`, or nil for NULL.
func controls(_ handle: UnsafeRawPointer?) -> CControls? {
    handle.map { Unmanaged<CControls>.fromOpaque($0).takeUnretainedValue() }
}

/// The stick behind a `js_stick *`, or nil for NULL.
func stick(_ handle: UnsafeRawPointer?) -> JoyStick? {
    handle.map { Unmanaged<JoyStick>.fromOpaque($0).takeUnretainedValue() }
}

/// The button behind a `js_button *`, or nil for NULL.
func button(_ handle: UnsafeRawPointer?) -> TouchButton? {
    handle.map { Unmanaged<TouchButton>.fromOpaque($0).takeUnretainedValue() }
}

/// A handle for an object its controls keep alive.
func opaque(_ object: AnyObject) -> UnsafeMutableRawPointer {
    Unmanaged.passUnretained(object).toOpaque()
}

/// Records a failure for `js_last_error` and returns the failure value.
func fail<T>(_ message: String, _ value: T) -> T {
    js_support_set_error(message)
    return value
}

/// A rectangle from C's floats, nil unless every number is finite and the sides are not negative.
func rect(_ x: Float, _ y: Float, _ width: Float, _ height: Float) -> Rect? {
    guard x.isFinite, y.isFinite, width.isFinite, height.isFinite, width >= 0, height >= 0 else { return nil }
    return Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
}

/// An engine colour from an SDL one.
func color(_ color: SDL_Color) -> Color {
    Color(red: color.r, green: color.g, blue: color.b, alpha: color.a)
}
