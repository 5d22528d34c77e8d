import CSDL2
import Foundation
import JoyStickEngine
import JoyStickSDL

/// `joystick-demo [--headless --screenshot PATH]`: the shortest example of a stick in an SDL game.
@main
struct JoyStickDemo {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let usage = "usage: joystick-demo [--headless --screenshot PATH]"
        do {
            if arguments.count == 3, arguments[0] == "--headless", arguments[1] == "--screenshot" {
                try screenshot(to: arguments[2])
            } else if arguments.isEmpty {
                try runWindow()
            } else {
                printError("joystick-demo: " + usage)
                exit(2)
            }
        } catch {
            printError("joystick-demo: \(error)")
            exit(2)
        }
    }

    /// Draws one frame with the software renderer and saves it; no display needed.
    static func screenshot(to path: String) throws {
        let size = DemoScene.logicalSize
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(size.width), Int32(size.height), 32,
                                                          SDL_PIXELFORMAT_RGBA32.rawValue),
              let renderer = SDL_CreateSoftwareRenderer(surface) else {
            throw SDLError.lastError("making a software renderer")
        }
        defer {
            SDL_DestroyRenderer(renderer)
            SDL_FreeSurface(surface)
        }
        let scene = DemoScene()
        let (controls, font) = try makeRenderers(renderer, scale: 1)
        // Push both sticks like the seed's animation: the green one up-right, the magenta one dragged right.
        scene.surface.touchBegan(TouchID(device: 0, finger: 1), at: scene.fixed.center, time: 0)
        scene.surface.touchMoved(TouchID(device: 0, finger: 1), at: Point(x: 250, y: 320), time: 0.1)
        scene.surface.touchBegan(TouchID(device: 0, finger: 2), at: scene.movable.center, time: 0)
        scene.surface.touchMoved(TouchID(device: 0, finger: 2), at: Point(x: 950, y: 350), time: 0.1)
        scene.surface.touchBegan(TouchID(device: 0, finger: 3), at: scene.buttonA.center, time: 0)
        try scene.draw(on: renderer, controls: controls, font: font, dimmed: false)
        try Screenshot.save(renderer, to: path)
    }

    static func makeRenderers(_ renderer: OpaquePointer, scale: Double) throws -> (ControlRenderer, BitmapFont) {
        let assets = try AssetDirectory.locate()
        let controls = ControlRenderer(renderer: renderer, images: try .builtIn(scale: scale))
        let font = try BitmapFont(renderer: renderer, image: try assets.image("game/font.png", scale: scale))
        controls.font = font
        return (controls, font)
    }

    /// The interactive demo in a resizable, letterboxed, hi-DPI-aware window.
    static func runWindow() throws {
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER) == 0 else { throw SDLError.lastError("SDL_Init") }
        defer { SDL_Quit() }
        do {
            try GameWindow.requireDisplay(environment: ProcessInfo.processInfo.environment)
        } catch {
            printError("joystick-demo: \(error)")
            exit(1)
        }
        let window = try GameWindow(title: "JoyStick demo", logicalSize: DemoScene.logicalSize)
        let scene = DemoScene()
        let input = SDLControlInput(surface: scene.surface,
                                    screen: LogicalScreen(logicalSize: DemoScene.logicalSize,
                                                          windowSize: DemoScene.logicalSize),
                                    renderer: window.renderer)
        input.keyboardStick = scene.fixed
        input.leftPadStick = scene.fixed
        input.rightPadStick = scene.movable
        input.keyButtons = [(SDL_Keycode(SDLK_SPACE.rawValue), scene.buttonA), (SDL_Keycode(SDLK_RETURN.rawValue), scene.buttonB)]
        input.padButtons = [(SDL_CONTROLLER_BUTTON_A, scene.buttonA), (SDL_CONTROLLER_BUTTON_B, scene.buttonB)]
        let (controls, font) = try makeRenderers(window.renderer, scale: input.screen.scale)
        let overlay = DebugOverlay()

        var polled = SDL_Event()
        var running = true
        while running {
            while SDL_PollEvent(&polled) != 0 {
                guard let event = input.event(from: polled) else { continue }
                if input.handle(event, time: SDLControlInput.time(of: polled)) { continue }
                switch event {
                case .quit, .keyDown(SDL_Keycode(SDLK_ESCAPE.rawValue), isRepeat: false): running = false
                case .keyDown(SDL_Keycode(SDLK_F3.rawValue), isRepeat: false): overlay.toggle()
                default: break
                }
            }
            input.update(time: Double(SDL_GetTicks()) / 1000)
            try scene.draw(on: window.renderer, controls: controls, font: font, dimmed: input.dimsScreenControls)
            overlay.draw(scene.surface, input: input, on: window.renderer, font: font)
            SDL_RenderPresent(window.renderer)
        }
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
