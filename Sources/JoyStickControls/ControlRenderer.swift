import JoyStickEngine

/// Draws the sticks and buttons of a `ControlSurface` with textures: the base over the stick's frame, the
/// handle at its handle position scaled by `handleSizeRatio`, `baseAlpha`/`handleAlpha` blended, the base
/// tinted with `baseTintColor` and the handle with `handleTintColor` (monochrome, or colour fill with
/// `colorFillHandleImage`), and a pressed look while held.
///
/// Textures are made when a control's tint, mode or picture changes and kept; drawing a frame makes no texture
/// and allocates nothing. Giving one control a picture of its own drops only the textures nothing draws any
/// more. The renderer holds the controls it keeps own pictures or tinted textures for until ``forget(_:)``
/// (``OnScreenControls`` calls it when a control is removed).
///
/// Drawing does not throw: SDL's own drawing calls report nothing per frame either, and a texture can only
/// fail to be made when a picture or a tint has just changed. A part that cannot be drawn is skipped and the
/// reason kept in ``drawingFailure``.
package final class ControlRenderer {
    /// The SDL the controls draw with.
    package let backend: any ControlsBackend
    /// The pictures used for controls without their own. Setting them stops the built-in pictures following
    /// the renderer's scale (``init(renderer:)``).
    package var images: ControlImages {
        didSet {
            builtInScale = nil
            dropUnusedTextures()
        }
    }
    /// Opacity factor while a keyboard or pad is in use (``ControlInput/dimsScreenControls``).
    package var dimmedAlpha = 0.35
    /// Opacity factor of a stick no finger holds and a button not pressed: see-through over the game, fully
    /// opaque under the thumb. 1 draws them as JoyStickView does, the same held or not.
    package var idleAlpha = 0.5
    /// The size of a held handle relative to its resting size: it sinks a little under the thumb. 1 draws it
    /// as JoyStickView does, the same held or not.
    package var pressedHandleScale = 0.94
    /// The brightness of a held handle, 0...1: it darkens a little. 1 draws it as JoyStickView does.
    package var pressedHandleBrightness = 0.85
    /// Opacity factor of a disabled stick or button (`isEnabled` false).
    package static let disabledAlpha = 0.4
    /// Draws button labels when set.
    package var font: BitmapFont?
    /// Why a part of a control was not drawn: a texture the SDL could not make (out of memory, a lost renderer).
    /// ``draw(_:dimmed:)-(ControlSurface,_)`` clears it first, so after a frame it says whether that frame
    /// drew everything; the part is tried again next frame.
    package private(set) var drawingFailure: ControlsError?
    /// How many textures this renderer has made, for tests and the curious: it grows when a picture, a tint or
    /// the screen's density changes, never per frame.
    package private(set) var texturesMade = 0

    /// Untinted textures by picture; the entry keeps its picture alive, so an identifier is never reused for
    /// another picture while its texture is cached.
    private var plain: [ObjectIdentifier: (image: Image, texture: any ControlTexture)] = [:]
    /// Tinted textures by control, one per picture it is drawn with, remade when the tint or the mode changes.
    private var tinted = IdentityList<TintedTextures>()
    /// Pictures of single controls, by control.
    private var own = IdentityList<OwnPictures>()
    /// How many of the controls' own pictures each picture is, by identity: a picture's untinted texture is kept
    /// while it is one of the defaults or counted here, and forgetting a control looks at its own pictures only.
    private var ownUses: [ObjectIdentifier: Int] = [:]
    /// The density tier (1 or 2) of the built-in pictures in use while they follow the renderer's scale.
    private var builtInScale: Int?

    private struct TintedTexture {
        var image: Image
        var color: Color
        var mode: TintMode
        var texture: any ControlTexture
    }

    /// A control's tinted textures (a stick's base and handle, a button's up and down pictures).
    private struct TintedTextures {
        /// The control, held: the entry goes with ``forget(_:)``, and its identity is no other control's meanwhile.
        var control: any TouchControl
        var textures: [TintedTexture] = []
    }

    /// A control's own pictures; nil parts are the defaults.
    private struct OwnPictures {
        /// The control, held: the entry goes with ``forget(_:)``.
        var control: any TouchControl
        var pictures: [ControlImages.Part: Image] = [:]
    }

    /// Creates a renderer for controls with pictures of the game's.
    /// - Parameters:
    ///   - backend: the SDL drawn with
    ///   - images: the default pictures
    package init(backend: any ControlsBackend, images: ControlImages) {
        self.backend = backend
        self.images = images
    }

    /// Creates a renderer for controls drawn with the built-in pictures, the `@2x` ones while the renderer
    /// draws 1.5 or more output pixels per logical pixel: checked each frame, so a window dragged to a
    /// screen of another density switches. The pictures are decoded when first drawn (once per switch).
    /// - Parameter backend: the SDL drawn with, its renderer's logical size set if the game uses one
    package convenience init(backend: any ControlsBackend) {
        let tier = Self.densityTier(of: backend)
        self.init(backend: backend, images: .builtIn(scale: Double(tier), decoder: backend))
        builtInScale = tier
    }

    /// 2 when the renderer draws 1.5 or more output pixels per logical pixel, else 1.
    private static func densityTier(of backend: any ControlsBackend) -> Int {
        backend.canvas.drawingScale >= 1.5 ? 2 : 1
    }

    /// Gives one control one picture of its own (JoyStickView's `baseImage`, `handleImage`), or with nil
    /// returns that picture to the default. Other controls keep their textures.
    /// - Parameters:
    ///   - image: the picture, or nil
    ///   - part: which of the control's pictures
    ///   - control: a stick or a button
    package func setImage(_ image: Image?, as part: ControlImages.Part, for control: any TouchControl) {
        let id = Self.id(of: control)
        var pictures = own[id]?.pictures ?? [:]
        let replaced = pictures[part]
        pictures[part] = image
        setOwn(pictures, for: control)
        dropTextures(of: replaced.map { [$0] } ?? [], for: control)
    }

    /// Gives one control all four pictures of its own (nil returns it to the defaults).
    /// - Parameters:
    ///   - images: the pictures
    ///   - control: a stick or a button
    package func setImages(_ images: ControlImages?, for control: any TouchControl) {
        let replaced = ownPictures(of: Self.id(of: control))
        setOwn(images.map {
            [.base: $0.base, .handle: $0.handle, .button: $0.button, .buttonPressed: $0.buttonPressed]
        } ?? [:], for: control)
        dropTextures(of: replaced, for: control)
    }

    /// Replaces a control's own pictures (none: it has the defaults), counting each picture's uses.
    private func setOwn(_ pictures: [ControlImages.Part: Image], for control: any TouchControl) {
        let id = Self.id(of: control)
        for image in ownPictures(of: id) { count(image, by: -1) }
        for image in pictures.values { count(image, by: 1) }
        own[id] = pictures.isEmpty ? nil : OwnPictures(control: control, pictures: pictures)
    }

    /// The pictures a control has of its own, by its identity.
    private func ownPictures(of id: ObjectIdentifier) -> [Image] {
        own[id].map { Array($0.pictures.values) } ?? []
    }

    private func count(_ image: Image, by change: Int) {
        let id = ObjectIdentifier(image)
        let uses = (ownUses[id] ?? 0) + change
        ownUses[id] = uses > 0 ? uses : nil
    }

    /// Drops the textures of pictures a control no longer draws: its tinted ones of pictures it no longer draws
    /// (a default it has one of its own for now, too), and the untinted ones of the pictures it had of its own
    /// that no control and none of the defaults is any more.
    private func dropTextures(of replaced: [Image], for control: any TouchControl) {
        let id = Self.id(of: control)
        if var entry = tinted[id] {
            dropUndrawn(&entry)
            tinted[id] = entry.textures.isEmpty ? nil : entry
        }
        for image in replaced where ownUses[ObjectIdentifier(image)] == nil && !images.contains(image) {
            plain[ObjectIdentifier(image)] = nil
        }
    }

    private static func id(of control: any TouchControl) -> ObjectIdentifier {
        ObjectIdentifier(control as AnyObject)
    }

    /// The pictures a control is drawn with: its own where it has them, else the defaults.
    /// - Parameter control: a stick or a button
    package func images(for control: any TouchControl) -> ControlImages {
        guard let pictures = own[Self.id(of: control)]?.pictures else { return images }
        return ControlImages(base: pictures[.base] ?? images.base, handle: pictures[.handle] ?? images.handle,
                             button: pictures[.button] ?? images.button,
                             buttonPressed: pictures[.buttonPressed] ?? images.buttonPressed)
    }

    /// One picture a control is drawn with, without building a whole set: what a frame reads.
    private func image(_ part: ControlImages.Part, for control: any TouchControl) -> Image {
        if !own.isEmpty, let picture = own[Self.id(of: control)]?.pictures[part] { return picture }
        return images[part]
    }

    /// Draws every stick and button of a surface, first added first; first switches the built-in pictures to
    /// the renderer's density when they follow it.
    /// - Parameters:
    ///   - surface: the controls
    ///   - dimmed: true to fade them to ``dimmedAlpha``
    package func draw(_ surface: ControlSurface, dimmed: Bool = false) {
        drawingFailure = nil
        followDensity()
        for member in surface.members {
            switch member {
            case .stick(let stick): draw(stick, dimmed: dimmed)
            case .button(let button): draw(button, dimmed: dimmed)
            case .other: break
            }
        }
    }

    /// Draws one stick.
    /// - Parameters:
    ///   - stick: the stick
    ///   - dimmed: true to fade it to ``dimmedAlpha``
    package func draw(_ stick: JoyStick, dimmed: Bool = false) {
        guard !stick.isConcealed else { return }
        draw(stick, opacity: (dimmed ? dimmedAlpha : 1) * (stick.isActive ? 1 : idleAlpha) * stick.alpha
            * (stick.isEnabled ? 1 : Self.disabledAlpha))
    }

    /// Draws one stick at an opacity, hidden or not (the layout editor shows a hidden one ghosted).
    func draw(_ stick: JoyStick, opacity fade: Double) {
        let frame = stick.frame
        let baseImage = image(.base, for: stick)
        // The player's colour, from the layout, over the game's tints.
        let base = (stick.tintByLayout ?? stick.baseTintColor).map {
            tintedTexture(for: stick, image: baseImage, color: $0, mode: .monochrome)
        } ?? texture(for: baseImage)
        base?.draw(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height,
                   alpha: stick.baseAlpha * fade, brightness: 1)
        let handleImage = image(.handle, for: stick)
        let handle = (stick.tintByLayout ?? stick.handleTintColor).map {
            tintedTexture(for: stick, image: handleImage, color: $0, mode: TintMode(colorFill: stick.colorFillHandleImage))
        } ?? texture(for: handleImage)
        // Held: the knob sinks a little and darkens.
        let pressed = stick.isActive
        let side = frame.width * stick.handleSizeRatio * (pressed ? pressedHandleScale : 1)
        let center = stick.handlePosition
        handle?.draw(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side,
                     alpha: stick.handleAlpha * fade, brightness: pressed ? pressedHandleBrightness : 1)
    }

    /// Draws one button, with its label when a font is set.
    /// - Parameters:
    ///   - button: the button
    ///   - dimmed: true to fade it to ``dimmedAlpha``
    package func draw(_ button: TouchButton, dimmed: Bool = false) {
        guard !button.isConcealed else { return }
        draw(button, opacity: (dimmed ? dimmedAlpha : 1) * (button.isDown ? 1 : idleAlpha) * button.alpha
            * (button.isEnabled ? 1 : Self.disabledAlpha))
    }

    /// Draws one button at an opacity, hidden or not.
    func draw(_ button: TouchButton, opacity fade: Double) {
        let picture = image(button.isDown ? .buttonPressed : .button, for: button)
        let drawn = (button.tintByLayout ?? button.tintColor).map {
            tintedTexture(for: button, image: picture, color: $0, mode: .monochrome)
        }
            ?? texture(for: picture)
        let frame = button.frame
        drawn?.draw(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height,
                    alpha: fade, brightness: 1)
        if let font, !button.label.isEmpty {
            // As large as the radius allows, but no wider than two thirds of the button: "A" fills a button,
            // "FIRE" fits inside one.
            let characters = button.label.utf8.count
            let fitting = (button.radius * 4 / 3 / font.width(ofCharacters: characters, scale: 1)).rounded(.down)
            let scale = max(1, min((button.radius / 12).rounded(.down), fitting))
            let width = font.width(ofCharacters: characters, scale: scale)
            let origin = Point(x: button.center.x - width / 2,
                               y: button.center.y - font.glyphSize.height * scale / 2 + (button.isDown ? 2 : 0))
            font.draw(string: button.label, at: origin, scale: scale,
                      color: Color(red: 255, green: 255, blue: 255, alpha: Color.byte(fade)))
        }
    }

    /// Forgets a control: its own pictures and its tinted textures (call it when a control is removed for good).
    /// - Parameter control: the stick or button
    package func forget(_ control: any TouchControl) {
        let id = Self.id(of: control)
        tinted.remove(id)
        let pictures = ownPictures(of: id)
        setOwn([:], for: control)
        dropTextures(of: pictures, for: control)
    }

    /// Lets go of every texture without destroying it: for when SDL has already destroyed them with their
    /// renderer (`SDL_DestroyRenderer` frees its textures), so nothing calls the SDL on a renderer that is gone.
    package func abandonTextures() {
        for entry in plain.values { entry.texture.abandon() }
        for entry in tinted {
            for tint in entry.textures { tint.texture.abandon() }
        }
        font?.abandonTexture()
        plain.removeAll()
        tinted.removeAll()
    }

    /// The built-in pictures at the renderer's density, when they follow it.
    private func followDensity() {
        guard let current = builtInScale else { return }
        let tier = Self.densityTier(of: backend)
        guard tier != current else { return }
        images = .builtIn(scale: Double(tier), decoder: backend)
        builtInScale = tier
    }

    private func texture(for image: Image) -> (any ControlTexture)? {
        let key = ObjectIdentifier(image)
        if let entry = plain[key], entry.image === image { return entry.texture }
        return made { () throws(ControlsError) in try backend.canvas.makeTexture(of: image) }.map {
            plain[key] = (image, $0)
            return $0
        }
    }

    /// One tinted texture per control and picture (a button has two), remade only when the tint or the mode
    /// changes.
    private func tintedTexture(for control: any TouchControl, image: Image, color: Color, mode: TintMode)
        -> (any ControlTexture)? {
        let id = Self.id(of: control)
        let known = tinted[id]?.textures.first { $0.image === image }
        if let known, known.color == color, known.mode == mode { return known.texture }
        return made { () throws(ControlsError) in
            try backend.canvas.makeTexture(of: try image.tinted(color, mode: mode))
        }
            .map {
                var entry = tinted[id] ?? TintedTextures(control: control)
                entry.textures.removeAll { $0.image === image }
                entry.textures.append(TintedTexture(image: image, color: color, mode: mode, texture: $0))
                tinted[id] = entry
                return $0
            }
    }

    /// A new texture, counted, or nil with the reason in ``drawingFailure``.
    private func made(_ make: () throws(ControlsError) -> any ControlTexture) -> (any ControlTexture)? {
        do {
            let texture = try make()
            texturesMade += 1
            return texture
        } catch {
            drawingFailure = error
            return nil
        }
    }

    /// Drops the textures of pictures no control draws any more once the defaults changed, and keeps the rest.
    private func dropUnusedTextures() {
        let defaults = images
        plain = plain.filter { entry in defaults.contains(entry.value.image) || ownUses[entry.key] != nil }
        tinted.updateEach { dropUndrawn(&$0) }
    }

    /// Drops a control's tinted textures of pictures it is no longer drawn with.
    private func dropUndrawn(_ entry: inout TintedTextures) {
        let control = entry.control
        entry.textures.removeAll { tint in
            !ControlImages.Part.allCases.contains { image($0, for: control) === tint.image }
        }
    }
}
