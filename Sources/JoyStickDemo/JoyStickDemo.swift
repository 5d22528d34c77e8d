import CSDL2
import Foundation
import JoyStickEngine
import JoyStickSDL
import AppShell

/// `joystick-demo [--headless --screenshot PATH [--page N]]`: the shortest example of a stick in an SDL game,
/// in pages: JoyStickView's demo, seed 003's four-way stick and buttons, variations of the stick's settings, and
/// the layout editor.
@main
struct JoyStickDemo {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            if let request = screenshotRequest(arguments) {
                try screenshot(to: request.path, page: request.page)
            } else if arguments.isEmpty {
                try DemoWindow.run()
            } else {
                printError("joystick-demo: usage: joystick-demo [--headless --screenshot PATH [--page 1|2|3|4]]")
                exit(2)
            }
        } catch {
            printError("joystick-demo: \(error)")
            exit(2)
        }
    }

    /// Reads `--headless --screenshot PATH [--page N]`.
    /// - Parameter arguments: the command line without the program's name
    /// - Returns: the file and the page (1 when not given), or nil for any other arguments
    static func screenshotRequest(_ arguments: [String]) -> (path: String, page: Int)? {
        guard arguments.count == 3 || arguments.count == 5, arguments[0] == "--headless",
              arguments[1] == "--screenshot", !arguments[2].isEmpty else { return nil }
        guard arguments.count == 5 else { return (arguments[2], 1) }
        guard arguments[3] == "--page", let page = Int(arguments[4]), (1...4).contains(page) else { return nil }
        return (arguments[2], page)
    }

    /// Draws one page, posed as its screenshot shows it, with the software renderer and saves it; no display
    /// needed.
    /// - Parameters:
    ///   - path: the PNG file to write
    ///   - page: the page's number, 1 to 4
    /// - Throws: ``ControlsError`` when drawing or saving fails
    static func screenshot(to path: String, page: Int = 1) throws {
        let size = DemoPages.logicalSize
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(size.width), Int32(size.height), 32,
                                                          SDL_PIXELFORMAT_RGBA32.rawValue),
              let renderer = SDL_CreateSoftwareRenderer(surface) else {
            throw ControlsError.lastError("making a software renderer")
        }
        defer {
            SDL_DestroyRenderer(renderer)
            SDL_FreeSurface(surface)
        }
        let pages = DemoPages(renderer: renderer)
        try pages.loadImages(from: try AssetDirectory.locate(), scale: 1)
        pages.select(page - 1, time: 0)
        pages.page.pose()
        try pages.draw(on: renderer)
        try Screenshot.save(renderer, to: path)
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
