import CSDL2
import JoyStickEngine
import JoyStickSDL
import AppShell

/// The demo's pages and the one on screen. Tab and the keys 1 to 4 switch pages (Tab is the layout editor's
/// while it is open). Each page has its own input,
/// so leaving a page lets go of everything held on it, as a focus loss does, and its bindings stay its own.
final class DemoPages {
    /// The demo's coordinate space.
    static let logicalSize = Size(width: 960, height: 540)
    /// The colour of secondary text.
    static let dim = Color(red: 170, green: 180, blue: 210)

    let joyStickView: JoyStickViewPage
    let fourWay: FourWayPage
    let variations: VariationsPage
    let arrange: ArrangePage
    /// The pages in the order of their tabs and number keys.
    let pages: [any DemoPage]
    /// The index of the page on screen.
    private(set) var current = 0
    private var line = TextLine(capacity: 32)
    /// The demo's font, made at the first frame.
    private var font: BitmapFont?

    /// Creates the pages, each with controls of its own on the renderer.
    /// - Parameter renderer: the window's renderer (or a software renderer, for a picture)
    init(renderer: OpaquePointer) {
        joyStickView = JoyStickViewPage(controls: OnScreenControls(renderer: renderer))
        fourWay = FourWayPage(controls: OnScreenControls(renderer: renderer))
        variations = VariationsPage(controls: OnScreenControls(renderer: renderer))
        arrange = ArrangePage(controls: OnScreenControls(renderer: renderer))
        pages = [joyStickView, fourWay, variations, arrange]
        for page in pages {
            page.bind()
            // JoyStickView's look: a control is as opaque idle as under the thumb.
            page.controls.idleAlpha = 1
        }
    }

    /// The page on screen.
    var page: any DemoPage { pages[current] }
    /// The page on screen's input.
    var input: ControlInput { page.controls.input }
    /// The page on screen's controls.
    var controls: OnScreenControls { page.controls }

    /// Shows another page; the page left lets go of what it held.
    /// - Parameters:
    ///   - index: the page's index; one out of range is ignored
    ///   - time: the engine time, seconds
    func select(_ index: Int, time: Double) {
        guard pages.indices.contains(index), index != current else { return }
        input.releaseAll(time: time)
        current = index
        // It missed the window's resizes while another page was shown.
        controls.refreshScreen()
    }

    /// Feeds an event to the page's controls (its layout editor, while open), then to the page's own keys, then
    /// takes Tab and 1 to 4 (when neither took them) as page changes. Pads plugged in or out reach every page's input, so each page finds its pads when it is shown.
    /// - Parameters:
    ///   - event: the decoded event
    ///   - time: the engine time, seconds
    /// - Returns: true when a control or a page change took the event
    @discardableResult
    func handle(_ event: InputEvent, time: Double) -> Bool {
        switch event {
        case .padAdded, .padRemoved:
            for other in pages where other !== page { other.controls.handle(event, time: time) }
        default:
            break
        }
        if controls.handle(event, time: time) { return true }
        guard case .keyDown(let key, isRepeat: false) = event else { return false }
        if page.handleKey(SDL_Scancode(key)) { return true }
        if key == SDL_SCANCODE_TAB {
            select((current + 1) % pages.count, time: time)
            return true
        }
        // SDL's scancodes run 1 to 9, then 0.
        let number = Int(key.rawValue) - Int(SDL_SCANCODE_1.rawValue) + 1
        guard (1...pages.count).contains(number) else { return false }
        select(number - 1, time: time)
        return true
    }

    /// Installs the pages' own pictures.
    /// - Parameters:
    ///   - assets: the Assets folder
    ///   - scale: output pixels per logical pixel
    /// - Throws: ``ControlsError`` naming a picture that cannot be read
    func loadImages(from assets: AssetDirectory, scale: Double) throws {
        for page in pages {
            try page.loadImages(into: page.controls.drawing, from: assets, scale: scale)
        }
    }

    /// Draws a frame of the page on screen: the background, the title, the page tabs, the page's help, the page
    /// and its controls.
    /// - Parameter renderer: the SDL renderer
    /// - Throws: ``ControlsError`` when a control's texture cannot be made
    func draw(on renderer: OpaquePointer) throws(ControlsError) {
        // The library's built-in font writes the demo's text too.
        let font: BitmapFont
        if let made = self.font {
            font = made
        } else {
            font = try BitmapFont.builtIn(backend: controls.backend, scale: controls.input.screen.scale)
            self.font = font
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, 34, 38, 58, 255)
        SDL_RenderClear(renderer)
        font.draw(string: "JoyStick for SDL", at: Point(x: 24, y: 20), scale: 3)
        let keys = "Tab or 1-4: page - F3: debug overlay - Esc: quit"
        font.draw(string: keys, at: Point(x: 936 - font.width(ofCharacters: keys.utf8.count), y: 30),
                  color: Self.dim)
        drawTabs(on: renderer, font: font)
        font.draw(string: page.help, at: Point(x: 24, y: 96), color: Self.dim)
        page.draw(on: renderer, font: font)
        try controls.draw()
    }

    /// The pages' numbers and names in a row, the one on screen highlighted.
    private func drawTabs(on renderer: OpaquePointer, font: BitmapFont) {
        var x = 24.0
        for (index, page) in pages.enumerated() {
            line.clear()
            line.append(index + 1)
            line.append(" ")
            line.append(page.name)
            let width = font.width(ofCharacters: line.bytes.count, scale: 2)
            if index == current {
                SDL_SetRenderDrawColor(renderer, 255, 255, 255, 40)
                var tab = SDL_FRect(x: Float(x - 8), y: 58, w: Float(width + 16), h: 34)
                SDL_RenderFillRectF(renderer, &tab)
            }
            font.draw(line.bytes, at: Point(x: x, y: 64), scale: 2,
                      color: index == current ? .white : Self.dim)
            x += width + 40
        }
    }
}
