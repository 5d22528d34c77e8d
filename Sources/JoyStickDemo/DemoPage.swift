import CSDL2
import JoyStickEngine
import JoyStickSDL
import AppShell

/// One page of `joystick-demo`: its controls, the keys and pad buttons that drive them, the state its
/// screenshot shows, and what it draws besides the controls. ``DemoPages`` shows one at a time.
protocol DemoPage: AnyObject {
    /// The page's name on its tab ("JoyStickView"): a literal, which the tab's `TextLine` takes without
    /// allocating.
    var name: StaticString { get }
    /// What to do on the page, one line under the tabs.
    var help: String { get }
    /// The page's sticks and buttons, drawn and driven as a game's are.
    var controls: OnScreenControls { get }
    /// Binds keys and a game controller to the page's controls.
    func bind()
    /// Gives controls pictures of their own; called once, before the first frame.
    /// - Parameters:
    ///   - controls: the renderer that draws the controls
    ///   - assets: the Assets folder
    ///   - scale: output pixels per logical pixel
    func loadImages(into controls: ControlRenderer, from assets: AssetDirectory, scale: Double) throws
    /// Puts the controls in the state the page's screenshot shows (sticks pushed, a button held), by touches
    /// with exact times.
    func pose()
    /// Draws what the page shows besides its controls (bands, labels, readouts), allocating nothing.
    /// - Parameters:
    ///   - renderer: the SDL renderer
    ///   - font: the demo's font
    func draw(on renderer: OpaquePointer, font: BitmapFont)
    /// Takes a key the page's controls left (one of its own shortcuts).
    /// - Returns: true when the page took it
    func handleKey(_ key: SDL_Scancode) -> Bool
}

extension DemoPage {
    /// The page's sticks and buttons, as touches reach them.
    var surface: ControlSurface { controls.surface }

    /// Most pages draw their controls with the default pictures.
    func loadImages(into controls: ControlRenderer, from assets: AssetDirectory, scale: Double) throws {}

    /// Most pages have no keys of their own.
    func handleKey(_ key: SDL_Scancode) -> Bool { false }
}
