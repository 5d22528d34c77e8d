import CSDL2
import JoyStickEngine

/// Draws the sticks and buttons of a `ControlSurface` with textures: the base over the stick's frame, the
/// handle at its handle position scaled by `handleSizeRatio`, `baseAlpha`/`handleAlpha` blended, the base
/// tinted with `baseTintColor` and the handle with `handleTintColor` (monochrome, or colour fill with
/// `colorFillHandleImage`), and a pressed look while held.
///
/// Textures are made when a control's tint, mode or picture changes and kept; drawing a frame makes no texture
/// and allocates nothing. Giving one control a picture of its own drops only the textures nothing draws any
/// more.
///
/// Drawing does not throw: SDL's own drawing calls report nothing per frame either, and a texture can only
/// fail to be made when a picture or a tint has just changed. A part that cannot be drawn is skipped and the
/// reason kept in ``drawingError``.
public final class ControlRenderer {
    /// The SDL renderer drawn to.
    public let renderer: OpaquePointer
    /// The pictures used for controls without their own. Setting them stops the built-in pictures following
    /// the renderer's scale (``init(renderer:)``).
    public var images: ControlImages {
        didSet {
            builtInScale = nil
            dropUnusedTextures()
        }
    }
    /// Opacity factor while a keyboard or pad is in use (``SDLControlInput/dimsScreenControls``).
    public var restAlpha = 0.35
    /// The size of a held handle relative to its resting size: it sinks a little under the thumb. 1 draws it
    /// as JoyStickView does, the same held or not.
    public var pressedHandleScale = 0.94
    /// The brightness of a held handle, 0...1: it darkens a little. 1 draws it as JoyStickView does.
    public var pressedHandleBrightness = 0.85
    /// Opacity factor of a disabled stick or button (`isEnabled` false).
    public static let disabledAlpha = 0.4
    /// Draws button labels when set.
    public var font: BitmapFont?
    /// Why a part of a control was not drawn: a texture SDL could not make (out of memory, a lost renderer).
    /// ``draw(_:dimmed:)-(ControlSurface,_)`` clears it first, so after a frame it says whether that frame
    /// drew everything; the part is tried again next frame.
    public private(set) var drawingError: SDLError?
    /// How many textures this renderer has made, for tests and the curious: it grows when a picture, a tint or
    /// the screen's density changes, never per frame.
    public private(set) var texturesMade = 0

    /// Untinted textures by picture; the entry keeps its picture alive, so an identifier is never reused for
    /// another picture while its texture is cached.
    private var plain: [ObjectIdentifier: (image: Image, texture: Texture)] = [:]
    private var tinted: [TintKey: TintedTexture] = [:]
    /// Pictures of single controls, by control.
    private var own: [ObjectIdentifier: OwnPictures] = [:]
    /// The density tier (1 or 2) of the built-in pictures in use while they follow the renderer's scale.
    private var builtInScale: Int?

    private struct TintKey: Hashable {
        var control: ObjectIdentifier
        var image: ObjectIdentifier
    }

    private struct TintedTexture {
        /// The control, weakly: an identifier of a control that is gone may be reused by a new one.
        weak var control: AnyObject?
        /// Kept alive with the texture, for the same reason as in `plain`.
        var image: Image
        var color: Color
        var mode: TintMode
        var texture: Texture
    }

    /// A control's own pictures; nil parts are the defaults.
    private struct OwnPictures {
        weak var control: AnyObject?
        var base, handle, button, buttonPressed: Image?

        subscript(part: ControlImages.Part) -> Image? {
            get {
                switch part {
                case .base: base
                case .handle: handle
                case .button: button
                case .buttonPressed: buttonPressed
                }
            }
            set {
                switch part {
                case .base: base = newValue
                case .handle: handle = newValue
                case .button: button = newValue
                case .buttonPressed: buttonPressed = newValue
                }
            }
        }

        var isEmpty: Bool { base == nil && handle == nil && button == nil && buttonPressed == nil }

        func contains(_ image: Image) -> Bool {
            base === image || handle === image || button === image || buttonPressed === image
        }
    }

    /// Creates a renderer for controls with pictures of the game's.
    /// - Parameters:
    ///   - renderer: the SDL renderer
    ///   - images: the default pictures
    public init(renderer: OpaquePointer, images: ControlImages) {
        self.renderer = renderer
        self.images = images
    }

    /// Creates a renderer for controls drawn with the built-in pictures, the `@2x` ones while the renderer
    /// draws 1.5 or more output pixels per logical pixel: checked each frame, so a window dragged to a
    /// screen of another density switches (the pictures are decoded once per switch).
    /// - Parameter renderer: the SDL renderer, its logical size set if the game uses one
    /// - Throws: ``SDLError`` if SDL_image cannot decode the pictures
    public convenience init(renderer: OpaquePointer) throws {
        let tier = Self.densityTier(of: renderer)
        self.init(renderer: renderer, images: try .builtIn(scale: Double(tier)))
        builtInScale = tier
    }

    /// 2 when the renderer draws 1.5 or more output pixels per logical pixel, else 1.
    private static func densityTier(of renderer: OpaquePointer) -> Int {
        var sx: Float = 1, sy: Float = 1
        SDL_RenderGetScale(renderer, &sx, &sy)
        return max(sx, sy) >= 1.5 ? 2 : 1
    }

    /// Gives one control one picture of its own (JoyStickView's `baseImage`, `handleImage`), or with nil
    /// returns that picture to the default. Other controls keep their textures.
    /// - Parameters:
    ///   - image: the picture, or nil
    ///   - part: which of the control's pictures
    ///   - control: a stick or a button
    public func setImage(_ image: Image?, as part: ControlImages.Part, for control: any TouchControl) {
        let key = ObjectIdentifier(control)
        var entry = own[key].flatMap { $0.control === control ? $0 : nil }
            ?? OwnPictures(control: control)
        entry[part] = image
        own[key] = entry.isEmpty ? nil : entry
        dropUnusedTextures()
    }

    /// Gives one control all four pictures of its own (nil returns it to the defaults).
    /// - Parameters:
    ///   - images: the pictures
    ///   - control: a stick or a button
    public func setImages(_ images: ControlImages?, for control: any TouchControl) {
        let key = ObjectIdentifier(control)
        own[key] = images.map {
            OwnPictures(control: control, base: $0.base, handle: $0.handle, button: $0.button,
                        buttonPressed: $0.buttonPressed)
        }
        dropUnusedTextures()
    }

    /// The pictures a control is drawn with: its own where it has them, else the defaults.
    /// - Parameter control: a stick or a button
    public func images(for control: any TouchControl) -> ControlImages {
        guard let entry = own[ObjectIdentifier(control)], entry.control === control else { return images }
        return ControlImages(base: entry.base ?? images.base, handle: entry.handle ?? images.handle,
                             button: entry.button ?? images.button,
                             buttonPressed: entry.buttonPressed ?? images.buttonPressed)
    }

    /// Draws every stick and button of a surface, first added first; first switches the built-in pictures to
    /// the renderer's density when they follow it.
    /// - Parameters:
    ///   - surface: the controls
    ///   - dimmed: true to fade them to ``restAlpha``
    public func draw(_ surface: ControlSurface, dimmed: Bool = false) {
        drawingError = nil
        followDensity()
        for control in surface.controls {
            if let stick = control as? JoyStick {
                draw(stick, dimmed: dimmed)
            } else if let button = control as? TouchButton {
                draw(button, dimmed: dimmed)
            }
        }
    }

    /// Draws one stick.
    /// - Parameters:
    ///   - stick: the stick
    ///   - dimmed: true to fade it to ``restAlpha``
    public func draw(_ stick: JoyStick, dimmed: Bool = false) {
        guard !stick.isHidden else { return }
        let set = images(for: stick)
        let fade = (dimmed ? restAlpha : 1) * stick.alpha * (stick.isEnabled ? 1 : Self.disabledAlpha)
        let frame = stick.frame
        let base = stick.baseTintColor.map { tintedTexture(for: stick, image: set.base, color: $0, mode: .monochrome) }
            ?? texture(for: set.base)
        base?.draw(on: renderer, x: frame.minX, y: frame.minY, width: frame.width, height: frame.height,
                   alpha: stick.baseAlpha * fade)
        let handle = stick.handleTintColor.map {
            tintedTexture(for: stick, image: set.handle, color: $0, mode: TintMode(colorFill: stick.colorFillHandleImage))
        } ?? texture(for: set.handle)
        // Held: the knob sinks a little and darkens.
        let pressed = stick.isActive
        let side = frame.width * stick.handleSizeRatio * (pressed ? pressedHandleScale : 1)
        let center = stick.handlePosition
        handle?.draw(on: renderer, x: center.x - side / 2, y: center.y - side / 2, width: side, height: side,
                     alpha: stick.handleAlpha * fade, brightness: pressed ? pressedHandleBrightness : 1)
    }

    /// Draws one button, with its label when a font is set.
    /// - Parameters:
    ///   - button: the button
    ///   - dimmed: true to fade it to ``restAlpha``
    public func draw(_ button: TouchButton, dimmed: Bool = false) {
        guard !button.isHidden else { return }
        let set = images(for: button)
        let image = button.isPressed ? set.buttonPressed : set.button
        let picture = button.tintColor.map { tintedTexture(for: button, image: image, color: $0, mode: .monochrome) }
            ?? texture(for: image)
        let frame = button.frame
        let fade = (dimmed ? restAlpha : 1) * button.alpha * (button.isEnabled ? 1 : Self.disabledAlpha)
        picture?.draw(on: renderer, x: frame.minX, y: frame.minY, width: frame.width, height: frame.height,
                      alpha: fade)
        if let font, !button.label.isEmpty {
            // As large as the radius allows, but no wider than two thirds of the button: "A" fills a button,
            // "FIRE" fits inside one.
            let characters = button.label.utf8.count
            let fitting = (button.radius * 4 / 3 / font.width(ofCharacters: characters, scale: 1)).rounded(.down)
            let scale = max(1, min((button.radius / 12).rounded(.down), fitting))
            let width = font.width(ofCharacters: characters, scale: scale)
            let origin = Point(x: button.center.x - width / 2,
                               y: button.center.y - font.glyphSize.height * scale / 2 + (button.isPressed ? 2 : 0))
            font.draw(string: button.label, on: renderer, at: origin, scale: scale,
                      color: Color(red: 255, green: 255, blue: 255, alpha: Texture.byte(fade)))
        }
    }

    /// Forgets a control: its own pictures and its tinted textures (call it when a control is removed for good).
    /// - Parameter control: the stick or button
    public func forget(_ control: any TouchControl) {
        own[ObjectIdentifier(control)] = nil
        dropUnusedTextures()
    }

    /// The built-in pictures at the renderer's density, when they follow it.
    private func followDensity() {
        guard let current = builtInScale else { return }
        let tier = Self.densityTier(of: renderer)
        guard tier != current else { return }
        do {
            images = try .builtIn(scale: Double(tier))
            builtInScale = tier
        } catch {
            drawingError = error as? SDLError ?? SDLError("\(error)")
        }
    }

    private func texture(for image: Image) -> Texture? {
        let key = ObjectIdentifier(image)
        if let entry = plain[key], entry.image === image { return entry.texture }
        return made { try Texture(renderer: renderer, image: image) }.map {
            plain[key] = (image, $0)
            return $0
        }
    }

    /// One tinted texture per control and picture (a button has two), remade only when the tint or the mode
    /// changes.
    private func tintedTexture(for control: AnyObject, image: Image, color: Color, mode: TintMode) -> Texture? {
        let key = TintKey(control: ObjectIdentifier(control), image: ObjectIdentifier(image))
        if let entry = tinted[key], entry.control === control, entry.image === image, entry.color == color,
           entry.mode == mode {
            return entry.texture
        }
        return made { try Texture(renderer: renderer, image: try image.tinted(color, mode: mode)) }.map {
            tinted[key] = TintedTexture(control: control, image: image, color: color, mode: mode, texture: $0)
            return $0
        }
    }

    /// A new texture, counted, or nil with the reason in ``drawingError``.
    private func made(_ make: () throws -> Texture) -> Texture? {
        do {
            let texture = try make()
            texturesMade += 1
            return texture
        } catch {
            drawingError = error as? SDLError ?? SDLError("\(error)")
            return nil
        }
    }

    /// Drops the textures of pictures no control draws any more (pictures replaced, controls gone), and
    /// keeps the rest: changing one control's pictures does not make every other control's textures again.
    private func dropUnusedTextures() {
        own = own.filter { $0.value.control != nil }
        let defaults = images
        let owned = own.values
        plain = plain.filter { entry in
            defaults.contains(entry.value.image) || owned.contains { $0.contains(entry.value.image) }
        }
        tinted = tinted.filter { entry in
            guard let control = entry.value.control as? any TouchControl else { return false }
            return images(for: control).contains(entry.value.image)
        }
    }
}
