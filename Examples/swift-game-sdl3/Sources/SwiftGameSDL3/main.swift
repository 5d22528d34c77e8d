import Glibc
import JoyStickSDL3

// swift-game-sdl3                    play in a window (arrows/WASD, space, a pad, touch or mouse)
// swift-game-sdl3 --headless FRAMES  no display: a finger drags the stick right from frame 2, as a test would
//                                    drive the game through SDL's own queue; prints where the player ended

let arguments = Array(CommandLine.arguments.dropFirst())
let frames: Int?
if arguments.isEmpty {
    frames = nil
} else if arguments.count == 2, arguments[0] == "--headless", let count = Int(arguments[1]), count >= 0 {
    frames = count
} else {
    print("usage: swift-game-sdl3 [--headless FRAMES]")
    exit(2)
}

/// Why the game could not start: the SDL call and SDL's own reason.
func fail(_ call: String) -> Never {
    print("swift-game-sdl3: \(call) failed: \(String(cString: SDL_GetError()))")
    exit(1)
}

if frames != nil { SDL_SetHint("SDL_VIDEO_DRIVER", "dummy") }   // no display; everything else is the same game
guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMEPAD) else { fail("SDL_Init") }
defer { SDL_Quit() }
let width = Int32(Game.size.width), height = Int32(Game.size.height)
// SDL_WINDOW_RESIZABLE and SDL_WINDOW_HIGH_PIXEL_DENSITY are macros Swift does not import: their values.
let flags: SDL_WindowFlags = 0x20 | 0x2000
guard let window = SDL_CreateWindow("Swift game on SDL 3", width * 2, height * 2, flags) else { fail("SDL_CreateWindow") }
guard let renderer = SDL_CreateRenderer(window, frames == nil ? nil : "software") else { fail("SDL_CreateRenderer") }
SDL_SetRenderVSync(renderer, 1)
SDL_SetRenderLogicalPresentation(renderer, width, height, SDL_LOGICAL_PRESENTATION_LETTERBOX)
let controls = OnScreenControls(renderer: renderer)   // built-in pictures and font, 1x or 2x
let game = try Game(controls: controls)
// The arrows, WASD and a pad drive the same controls.
controls.bindScancodes(game.stick, up: SDL_SCANCODE_UP, left: SDL_SCANCODE_LEFT, down: SDL_SCANCODE_DOWN,
                       right: SDL_SCANCODE_RIGHT)
controls.bindScancodes(game.stick, up: SDL_SCANCODE_W, left: SDL_SCANCODE_A, down: SDL_SCANCODE_S,
                       right: SDL_SCANCODE_D)
controls.bindGamepadStick(game.stick, .left)
controls.bindScancode(game.dash, SDL_SCANCODE_SPACE)
controls.bindGamepadButton(game.dash, SDL_GAMEPAD_BUTTON_SOUTH)

/// A finger event at a logical point, as SDL 3 delivers one: normalised over the window (twice the field here).
func finger(_ type: SDL_EventType, x: Float, y: Float) -> SDL_Event {
    var event = SDL_Event()
    event.tfinger.type = type
    event.tfinger.touchID = 1
    event.tfinger.fingerID = 1
    event.tfinger.x = x * 2 / Float(width * 2)
    event.tfinger.y = y * 2 / Float(height * 2)
    event.tfinger.windowID = SDL_GetWindowID(window)
    return event
}

var polled = SDL_Event()
if let frames {
    for frame in 0..<frames {
        let time = Double(frame) / 60                   // a fixed step: the same game every run
        if frame == 0 { var down = finger(SDL_EVENT_FINGER_DOWN, x: 90, y: 270); SDL_PushEvent(&down) }
        if frame == 2 { var move = finger(SDL_EVENT_FINGER_MOTION, x: 150, y: 270); SDL_PushEvent(&move) }
        while SDL_PollEvent(&polled) { controls.handle(polled, time: time) }
        controls.update(time: time)
        game.step()
    }
    game.draw(on: renderer)
    try controls.draw()
    print("player \(game.player.x) \(game.player.y)")
} else {
    var running = true
    while running {
        while SDL_PollEvent(&polled) {
            if controls.handle(polled) { continue }      // a stick or the button took it
            if polled.type == SDL_EVENT_QUIT.rawValue
                || (polled.type == SDL_EVENT_KEY_DOWN.rawValue && polled.key.scancode == SDL_SCANCODE_ESCAPE) {
                running = false
            }
        }
        controls.update(time: Double(SDL_GetTicks()) / 1000)
        game.step()
        game.draw(on: renderer)
        try? controls.draw()                            // a picture SDL could not make: drawn next frame
        SDL_RenderPresent(renderer)                     // vsync: 60 steps a second
    }
}
SDL_DestroyRenderer(renderer)
SDL_DestroyWindow(window)
