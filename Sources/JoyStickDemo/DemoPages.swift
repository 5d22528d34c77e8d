import CSDL2
import JoyStickEngine
import JoyStickSDL
import AppShell

/// The demo's pages and the one on screen. Tab and the keys 1 to 3 switch pages. Each page has its own input,
/// so leaving a page lets go of everything held on it, as a focus loss does, and its bindings stay its own.
final class DemoPages {
    /// The demo's coordinate space.
    static let logicalSize = Size(width: 960, height: 540)
    /// The colour of secondary text.
    static let dim = Color(red: 170, green: 180, blue: 210)

    let joyStickView = JoyStickViewPage()
    let fourWay = FourWayPage()
    let variations = VariationsPage()
    /// The pages in the order of their tabs and number keys.
    let pages: [any DemoPage]
    /// One input per page, in the same order.
    let inputs: [SDLControlInput]
    /// The index of the page on screen.
    private(set) var current = 0
    private var line = TextLine(capacity: 32)

    /// Creates the pages and their inputs.
    /// - Parameter renderer: the window's renderer, whose sizes the inputs read; nil for a headless picture
    init(renderer: OpaquePointer? = nil) {
        pages = [joyStickView, fourWay, variations]
        inputs = pages.map { page in
            let input = SDLControlInput(surface: page.surface,
                                        screen: LogicalScreen(logicalSize: Self.logicalSize,
                                                              windowSize: Self.logicalSize),
                                        renderer: renderer)
            page.bind(input)
            return input
        }
    }

    /// The page on screen.
    var page: any DemoPage { pages[current] }
    /// The page on screen's input.
    var input: SDLControlInput { inputs[current] }

    /// Shows another page; the page left lets go of what it held.
    /// - Parameters:
    ///   - index: the page's index; one out of range is ignored
    ///   - time: the engine time, seconds
    func select(_ index: Int, time: Double) {
        guard pages.indices.contains(index), index != current else { return }
        inputs[current].releaseAll(time: time)
        current = index
        // It missed the window's resizes while another page was shown.
        input.refreshScreen()
    }

    /// Feeds an event to the page on screen, then takes Tab and 1 to 3 (when no control took them) as page
    /// changes. Pads plugged in or out reach every page's input, so each page finds its pads when it is shown.
    /// - Parameters:
    ///   - event: the decoded event
    ///   - time: the engine time, seconds
    /// - Returns: true when a control or a page change took the event
    @discardableResult
    func handle(_ event: InputEvent, time: Double) -> Bool {
        switch event {
        case .padAdded, .padRemoved:
            for other in inputs where other !== input { other.handle(event, time: time) }
        default:
            break
        }
        if input.handle(event, time: time) { return true }
        guard case .keyDown(let key, isRepeat: false) = event else { return false }
        if key == SDL_Keycode(SDLK_TAB) {
            select((current + 1) % pages.count, time: time)
            return true
        }
        let number = Int(key) - Int(SDLK_0.rawValue)
        guard (1...pages.count).contains(number) else { return false }
        select(number - 1, time: time)
        return true
    }

    /// Installs the pages' own pictures in the renderer that draws the controls.
    /// - Parameters:
    ///   - controls: the renderer
    ///   - assets: the Assets folder
    ///   - scale: output pixels per logical pixel
    /// - Throws: ``SDLError`` naming a picture that cannot be read
    func loadImages(into controls: ControlRenderer, from assets: AssetDirectory, scale: Double) throws {
        for page in pages {
            try page.loadImages(into: controls, from: assets, scale: scale)
        }
    }

    /// Draws a frame of the page on screen: the background, the title, the page tabs, the page's help, the page
    /// and its controls.
    /// - Parameters:
    ///   - renderer: the SDL renderer
    ///   - controls: draws the controls
    ///   - font: the demo's font
    ///   - dimmed: fades the controls while a keyboard or pad is in use
    /// - Throws: ``SDLError`` when a control's texture cannot be made
    func draw(on renderer: OpaquePointer, controls: ControlRenderer, font: BitmapFont, dimmed: Bool) throws {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, 34, 38, 58, 255)
        SDL_RenderClear(renderer)
        font.draw(string: "JoyStick for SDL", on: renderer, at: Point(x: 24, y: 20), scale: 3)
        let keys = "Tab or 1-3: page - F3: debug overlay - Esc: quit"
        font.draw(string: keys, on: renderer, at: Point(x: 936 - font.width(ofCharacters: keys.utf8.count), y: 30),
                  color: Self.dim)
        drawTabs(on: renderer, font: font)
        font.draw(string: page.help, on: renderer, at: Point(x: 24, y: 96), color: Self.dim)
        page.draw(on: renderer, font: font)
        controls.draw(page.surface, dimmed: dimmed)
    }

    /// The pages' numbers and names in a row, the one on screen highlighted.
    private func drawTabs(on renderer: OpaquePointer, font: BitmapFont) {
        var x = 24.0
        for (index, page) in pages.enumerated() {
            line.clear()
            line.append(index + 1)
            line.append(" ")
            line.append(string: page.name)
            let width = font.width(ofCharacters: line.bytes.count, scale: 2)
            if index == current {
                SDL_SetRenderDrawColor(renderer, 255, 255, 255, 40)
                var tab = SDL_FRect(x: Float(x - 8), y: 58, w: Float(width + 16), h: 34)
                SDL_RenderFillRectF(renderer, &tab)
            }
            font.draw(line.bytes, on: renderer, at: Point(x: x, y: 64), scale: 2,
                      color: index == current ? .white : Self.dim)
            x += width + 40
        }
    }
}
