import JoyStickSDL3

/// A dot the on-screen stick steers around a 640x360 field; the DASH button (or space, or a pad's south button)
/// makes it three times as fast for a fifth of a second. Rules and drawing only: input and the loop are in main.
final class Game {
    /// The game's coordinate space: SDL 3's logical presentation letterboxes it into any window.
    static let size = Size(width: 640, height: 360)

    let stick: JoyStick
    let dash: TouchButton
    private(set) var player = Point(x: 320, y: 180)
    private var dashFrames = 0

    /// A game whose stick and button are among `controls`, named for the player's layout.
    /// - Throws: `ControlsError` if they cannot be added (never, with these places and names)
    init(controls: OnScreenControls) throws {
        stick = try controls.addStick("move", center: Point(x: 90, y: 270), size: 120)
        dash = try controls.addButton("dash", center: Point(x: 580, y: 300), size: 72, label: "DASH")
        stick.handleTintColor = Color(red: 80, green: 200, blue: 255)
        stick.colorFillHandleImage = true
        stick.deadZone = 0.1
        dash.tintColor = Color(red: 255, green: 120, blue: 60)
        dash.onPress = { [unowned self] in dashFrames = 12 }
    }

    /// One 1/60 s step: 3 logical pixels per step at full deflection, 9 while dashing. The stick's `xy` is
    /// y-up; the screen is y-down.
    func step() {
        let speed = dashFrames > 0 ? 9.0 : 3.0
        dashFrames = max(0, dashFrames - 1)
        player.x = min(max(player.x + stick.xy.x * speed, 0), Self.size.width)
        player.y = min(max(player.y - stick.xy.y * speed, 0), Self.size.height)
    }

    /// Draws the field and the player; the controls are drawn over it by the caller.
    func draw(on renderer: OpaquePointer) {
        SDL_SetRenderDrawColor(renderer, 24, 28, 40, 255)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawColor(renderer, 255, 220, 90, 255)
        var dot = SDL_FRect(x: Float(player.x - 8), y: Float(player.y - 8), w: 16, h: 16)
        SDL_RenderFillRect(renderer, &dot)
    }
}
