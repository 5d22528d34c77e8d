/// The pictures a ``ControlRenderer`` draws a stick and a button with.
package struct ControlImages {
    /// The stick's base, drawn over its frame.
    package var base: Image
    /// The stick's handle, drawn over a square `handleSizeRatio` of the frame's width (the knob fills about
    /// half of the picture, like JoyStickView's).
    package var handle: Image
    /// A button up (neutral grey: tinted with the button's `tintColor`).
    package var button: Image
    /// A button held down.
    package var buttonPressed: Image

    /// One of the four pictures, for giving a single control a single picture of its own
    /// (``ControlRenderer/setImage(_:as:for:)``), as JoyStickView's `baseImage` and `handleImage` do.
    package enum Part: CaseIterable, Hashable, Sendable {
        /// ``ControlImages/base``
        case base
        /// ``ControlImages/handle``
        case handle
        /// ``ControlImages/button``
        case button
        /// ``ControlImages/buttonPressed``
        case buttonPressed
    }

    /// One of the four pictures.
    subscript(part: Part) -> Image {
        switch part {
        case .base: base
        case .handle: handle
        case .button: button
        case .buttonPressed: buttonPressed
        }
    }

    /// Whether a picture is one of the set's four.
    func contains(_ image: Image) -> Bool {
        base === image || handle === image || button === image || buttonPressed === image
    }

    /// Creates a set from images.
    /// - Parameters:
    ///   - base: the stick's base
    ///   - handle: the stick's handle
    ///   - button: a button up
    ///   - buttonPressed: a button held down
    package init(base: Image, handle: Image, button: Image, buttonPressed: Image) {
        self.base = base
        self.handle = handle
        self.button = button
        self.buttonPressed = buttonPressed
    }

    /// The default pictures built into the library: no asset folder needed, so a game that depends on the
    /// package (or a C game that ships only the shared library) draws its controls wherever it runs. Each is
    /// decoded when first drawn; should the SDL's loader be unable to (a build without PNG), drawing says so.
    /// - Parameters:
    ///   - scale: output pixels per logical pixel; the @2x pictures from 1.5 on
    ///   - decoder: the SDL's image loader
    package static func builtIn(scale: Double = 1, decoder: any PictureDecoder) -> ControlImages {
        ControlImages(base: .builtIn("base", scale: scale, decoder: decoder),
                      handle: .builtIn("handle", scale: scale, decoder: decoder),
                      button: .builtIn("button", scale: scale, decoder: decoder),
                      buttonPressed: .builtIn("button-pressed", scale: scale, decoder: decoder))
    }
}
