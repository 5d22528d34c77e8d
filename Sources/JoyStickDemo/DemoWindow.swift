import CSDL2
import Foundation
import JoyStickEngine
import JoyStickSDL
import AppShell

/// The interactive demo in a resizable, letterboxed, hi-DPI-aware window: the page on screen takes the events,
/// Tab and 1 to 4 switch pages, F3 shows the debug overlay and Esc quits.
enum DemoWindow {
    /// Opens the window and runs until it is closed.
    /// - Throws: ``ControlsError`` when SDL, the window or a picture fails
    static func run() throws {
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER) == 0 else { throw ControlsError.lastError("SDL_Init") }
        defer { SDL_Quit() }
        do {
            try GameWindow.requireDisplay(environment: ProcessInfo.processInfo.environment)
        } catch {
            JoyStickDemo.printError("joystick-demo: \(error)")
            exit(1)
        }
        let window = try GameWindow(title: "JoyStick demo", logicalSize: DemoPages.logicalSize)
        let pages = DemoPages(renderer: window.renderer)
        try pages.loadImages(from: try AssetDirectory.locate(), scale: pages.input.screen.scale)

        var polled = SDL_Event()
        var running = true
        while running {
            while SDL_PollEvent(&polled) != 0 {
                guard let event = pages.input.event(from: polled) else { continue }
                if pages.handle(event, time: ControlInput.time(of: polled)) { continue }
                switch event {
                case .quit, .keyDown(SDL_SCANCODE_ESCAPE, isRepeat: false): running = false
                case .keyDown(SDL_SCANCODE_F3, isRepeat: false):
                    let on = !pages.controls.showsDebugOverlay
                    for page in pages.pages { page.controls.showsDebugOverlay = on }
                default: break
                }
            }
            pages.controls.update(time: Double(SDL_GetTicks()) / 1000)
            try pages.draw(on: window.renderer)
            SDL_RenderPresent(window.renderer)
        }
    }
}
