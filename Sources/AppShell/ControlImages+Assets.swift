import JoyStickSDL

extension ControlImages {
    /// The project's default pictures (JoyStickView-like), `@2x` on dense screens.
    /// - Parameters:
    ///   - assets: the Assets folder
    ///   - scale: output pixels per logical pixel
    ///   - fancy: the second, metallic stick style
    /// - Returns: the base, handle and button pictures
    /// - Throws: ``ControlsError`` naming a missing or unreadable file
    package static func standard(from assets: AssetDirectory, scale: Double = 1, fancy: Bool = false) throws
        -> ControlImages {
        let prefix = fancy ? "joystick/fancy-" : "joystick/"
        return ControlImages(
            base: try assets.image(prefix + "base.png", scale: scale),
            handle: try assets.image(prefix + "handle.png", scale: scale),
            button: try assets.image("joystick/button.png", scale: scale),
            buttonPressed: try assets.image("joystick/button-pressed.png", scale: scale))
    }
}
