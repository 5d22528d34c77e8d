/// The pictures a ``ControlRenderer`` draws a stick and a button with.
public struct ControlImages {
    /// The stick's base, drawn over its frame.
    public var base: Image
    /// The stick's handle, drawn over a square `handleSizeRatio` of the frame's width (the knob fills about
    /// half of the picture, like JoyStickView's).
    public var handle: Image
    /// A button at rest (neutral grey: tinted with the button's `tintColor`).
    public var button: Image
    /// A button held down.
    public var buttonPressed: Image

    /// Creates a set from images.
    /// - Parameters:
    ///   - base: the stick's base
    ///   - handle: the stick's handle
    ///   - button: a button at rest
    ///   - buttonPressed: a button held down
    public init(base: Image, handle: Image, button: Image, buttonPressed: Image) {
        self.base = base
        self.handle = handle
        self.button = button
        self.buttonPressed = buttonPressed
    }

    /// The project's default pictures (JoyStickView-like), `@2x` on dense screens.
    /// - Parameters:
    ///   - assets: the Assets folder
    ///   - scale: output pixels per logical pixel
    ///   - fancy: the second, metallic stick style
    /// - Returns: the base, handle and button pictures
    /// - Throws: ``SDLError`` naming a missing or unreadable file
    public static func standard(from assets: AssetDirectory, scale: Double = 1, fancy: Bool = false) throws
        -> ControlImages {
        let prefix = fancy ? "joystick/fancy-" : "joystick/"
        return ControlImages(
            base: try assets.image(prefix + "base.png", scale: scale),
            handle: try assets.image(prefix + "handle.png", scale: scale),
            button: try assets.image("joystick/button.png", scale: scale),
            buttonPressed: try assets.image("joystick/button-pressed.png", scale: scale))
    }
}
