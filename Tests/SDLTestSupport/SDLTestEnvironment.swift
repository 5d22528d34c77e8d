import CSDL2
import Foundation
import JoyStickEngine
import JoyStickSDL

/// Starts SDL once for the whole test run with the dummy video driver: no display needed.
enum SDLTestEnvironment {
    nonisolated(unsafe) private static var started = false

    static func start() {
        guard !started else { return }
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        setenv("SDL_AUDIODRIVER", "dummy", 1)
        // Without it SDL ignores joystick changes while no window has focus, which is always so here.
        SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
        precondition(SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER) == 0, "SDL_Init failed in tests")
        started = true
    }

    static var assets: AssetDirectory {
        AssetDirectory(path: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets").path)
    }
}

/// A window on the dummy driver with a software renderer and a 960x540 logical size.
final class TestWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer
    let windowID: UInt32
    static let logical = Size(width: 960, height: 540)

    init(width: Int32, height: Int32, logicalSize: Size? = TestWindow.logical) {
        SDLTestEnvironment.start()
        window = SDL_CreateWindow("test", 0, 0, width, height, 0)!
        renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)!
        if let logicalSize {
            SDL_RenderSetLogicalSize(renderer, Int32(logicalSize.width), Int32(logicalSize.height))
        }
        windowID = SDL_GetWindowID(window)
        drain()
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        drain()
    }

    /// Sends an event through SDL's queue (and so through the renderer's event watch) and returns it as a
    /// game would poll it.
    func roundTrip(_ event: SDL_Event) -> SDL_Event {
        drain()
        var event = event
        SDL_PushEvent(&event)
        var polled = SDL_Event()
        var found: SDL_Event?
        while SDL_PollEvent(&polled) != 0 {
            if found == nil, polled.type == event.type { found = polled }
        }
        return found ?? event
    }

    func drain() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
    }
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}
