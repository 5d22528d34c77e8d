import Foundation
import JoyStickReplay
import JoyStickSDL

// swift-game                     play in a window (arrows/WASD, space, a pad, touch or mouse)
// swift-game --headless FRAMES [--script FILE] [--screenshot PATH]
//                                play FRAMES steps with no display, replaying an input script, and save the
//                                last frame as a PNG

var arguments = Array(CommandLine.arguments.dropFirst())
/// Takes `name VALUE` out of the arguments.
func option(_ name: String, from arguments: inout [String]) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(index...index + 1) }
    return arguments[index + 1]
}
let scriptPath = option("--script", from: &arguments)
let screenshotPath = option("--screenshot", from: &arguments)
let frames = option("--headless", from: &arguments).map { Int($0) }
if arguments.isEmpty == false || frames == .some(nil) || (frames == nil && (scriptPath ?? screenshotPath) != nil) {
    FileHandle.standardError.write(Data("usage: swift-game [--headless FRAMES [--script FILE] [--screenshot PATH]]\n".utf8))
    exit(2)
}
let headless = frames != nil

do {
    if headless {
        // No display: SDL's dummy video driver; everything else is the same game.
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy")
    }
    guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER) == 0 else { throw SDLFailure.last("SDL_Init") }
    defer { SDL_Quit() }
    // SDL_WINDOWPOS_CENTERED is a macro Swift does not import: its value.
    let centered = Int32(bitPattern: 0x2FFF_0000)
    let width = Int32(Game.size.width), height = Int32(Game.size.height)
    guard let sdlWindow = SDL_CreateWindow("Swift game", centered, centered, width, height,
                                           SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue),
          let renderer = SDL_CreateRenderer(sdlWindow, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
              ?? SDL_CreateRenderer(sdlWindow, -1, 0) else { throw SDLFailure.last("opening the window") }
    defer { SDL_DestroyRenderer(renderer); SDL_DestroyWindow(sdlWindow) }
    SDL_RenderSetLogicalSize(renderer, width, height)             // letterboxed in any window
    let controls = OnScreenControls(renderer: renderer)   // built-in pictures and font, 1x or 2x
    let game = try Game(controls: controls)
    // The arrows, WASD and a pad drive the same controls.
    controls.bindScancodes(game.stick, up: SDL_SCANCODE_UP, left: SDL_SCANCODE_LEFT, down: SDL_SCANCODE_DOWN,
                           right: SDL_SCANCODE_RIGHT)
    controls.bindScancodes(game.stick, up: SDL_SCANCODE_W, left: SDL_SCANCODE_A, down: SDL_SCANCODE_S,
                           right: SDL_SCANCODE_D)
    controls.bindGamepadStick(game.stick, .left)              // a game controller's left stick and d-pad
    controls.bindScancode(game.dash, SDL_SCANCODE_SPACE)
    controls.bindGamepadButton(game.dash, SDL_CONTROLLER_BUTTON_A)

    if let frames = frames ?? nil {
        // A replay: the script's events go through SDL's own queue, as a real window's would.
        let script = try scriptPath.map { try InputScript.load(path: $0) }
        var player = script.map { InputScriptPlayer($0) }
        let injector = InputInjector(window: sdlWindow)
        for frame in 0..<frames {
            let time = Double(frame) / 60                   // a fixed step: the same game every run
            for line in player?.events(before: frame) ?? [] {
                injector.deliver(line.event, through: controls) { _ = controls.handle($0, time: time) }
            }
            controls.update(time: time)
            game.step()
        }
        game.draw(on: renderer)
        try controls.draw()
        if let screenshotPath {
            try saveScreenshot(of: renderer, to: screenshotPath)   // before SDL_RenderPresent
        }
        print("player \(game.player.x) \(game.player.y)")
    } else {
        var polled = SDL_Event()
        var running = true
        while running {
            while SDL_PollEvent(&polled) != 0 {
                if controls.handle(polled) { continue }      // a stick or the button took it
                if polled.type == SDL_QUIT.rawValue
                    || (polled.type == SDL_KEYDOWN.rawValue && polled.key.keysym.scancode == SDL_SCANCODE_ESCAPE) {
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
} catch {
    FileHandle.standardError.write(Data("swift-game: \(error)\n".utf8))
    exit(1)
}
