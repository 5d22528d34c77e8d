import CSDL2
import JoyStickEngine

/// Draws the sticks and buttons of a `ControlSurface` with textures: the base over the stick's frame, the
/// handle at its handle position scaled by `handleSizeRatio`, `baseAlpha`/`handleAlpha` blended, the handle
/// tinted with `handleTintColor` (monochrome, or colour fill with `colorFillHandleImage`), and a pressed look
/// while held.
///
/// Tinted textures are made when a control's tint, mode or image changes and kept; drawing a frame makes
/// no texture.
public final class ControlRenderer {
    /// The SDL renderer drawn to.
    public let renderer: OpaquePointer
    /// The pictures used for controls without their own.
    public var images: ControlImages {
        // New pictures: the textures made from the old ones go with them.
        didSet { forgetTextures() }
    }
    /// Opacity factor while a keyboard or pad is in use (``SDLControlInput/dimsScreenControls``).
    public var restAlpha = 0.35
    /// Opacity factor of a disabled stick or button (`isEnabled` false).
    public static let disabledAlpha = 0.4
    /// Draws button labels when set.
    public var font: BitmapFont?

    /// Untinted textures by picture; the entry keeps its picture alive, so an identifier is never reused for
    /// another picture while its texture is cached.
    private var plain: [ObjectIdentifier: (image: Image, texture: Texture)] = [:]
    private var tinted: [TintKey: TintedTexture] = [:]
    private var custom: [ObjectIdentifier: ControlImages] = [:]

    private struct TintKey: Hashable {
        var control: ObjectIdentifier
        var image: ObjectIdentifier
    }

    private struct TintedTexture {
        /// Kept alive with the texture, for the same reason as in `plain`.
        var image: Image
        var color: Color
        var mode: TintMode
        var texture: Texture
    }

    /// Creates a renderer for controls.
    /// - Parameters:
    ///   - renderer: the SDL renderer
    ///   - images: the default pictures
    public init(renderer: OpaquePointer, images: ControlImages) {
        self.renderer = renderer
        self.images = images
    }

    /// Gives one control its own pictures (nil returns it to the defaults).
    /// - Parameters:
    ///   - images: the pictures
    ///   - control: a stick or a button
    public func setImages(_ images: ControlImages?, for control: any TouchControl) {
        let key = ObjectIdentifier(control)
        custom[key] = images
        forgetTextures()
    }

    /// The pictures a control is drawn with: its own, else the defaults.
    /// - Parameter control: a stick or a button
    public func images(for control: any TouchControl) -> ControlImages {
        custom[ObjectIdentifier(control)] ?? images
    }

    /// Draws every stick and button of a surface, first added first.
    /// - Parameters:
    ///   - surface: the controls
    ///   - dimmed: true to fade them to ``restAlpha``
    /// - Throws: ``SDLError`` when a texture cannot be made (only when an image or tint changed)
    public func draw(_ surface: ControlSurface, dimmed: Bool = false) throws {
        for control in surface.controls {
            if let stick = control as? JoyStick {
                try draw(stick, dimmed: dimmed)
            } else if let button = control as? TouchButton {
                try draw(button, dimmed: dimmed)
            }
        }
    }

    /// Draws one stick.
    /// - Parameters:
    ///   - stick: the stick
    ///   - dimmed: true to fade it to ``restAlpha``
    /// - Throws: ``SDLError`` when a texture cannot be made
    public func draw(_ stick: JoyStick, dimmed: Bool = false) throws {
        guard !stick.isHidden else { return }
        let set = images(for: stick)
        let fade = (dimmed ? restAlpha : 1) * stick.alpha * (stick.isEnabled ? 1 : Self.disabledAlpha)
        let frame = stick.frame
        try texture(for: set.base).draw(on: renderer, x: frame.minX, y: frame.minY, width: frame.width,
                                        height: frame.height, alpha: stick.baseAlpha * fade)
        let handle: Texture
        if let tint = stick.handleTintColor {
            handle = try tintedTexture(for: stick, image: set.handle, color: tint,
                                       mode: TintMode(colorFill: stick.colorFillHandleImage))
        } else {
            handle = try texture(for: set.handle)
        }
        // Held: the knob sinks a little and darkens.
        let pressed = stick.isActive
        let side = frame.width * stick.handleSizeRatio * (pressed ? 0.94 : 1)
        let center = stick.handlePosition
        handle.draw(on: renderer, x: center.x - side / 2, y: center.y - side / 2, width: side, height: side,
                    alpha: stick.handleAlpha * fade, brightness: pressed ? 0.85 : 1)
    }

    /// Draws one button, with its label when a font is set.
    /// - Parameters:
    ///   - button: the button
    ///   - dimmed: true to fade it to ``restAlpha``
    /// - Throws: ``SDLError`` when a texture cannot be made
    public func draw(_ button: TouchButton, dimmed: Bool = false) throws {
        guard !button.isHidden else { return }
        let set = images(for: button)
        let image = button.isPressed ? set.buttonPressed : set.button
        let picture: Texture
        if let tint = button.tintColor {
            picture = try tintedTexture(for: button, image: image, color: tint, mode: .monochrome)
        } else {
            picture = try texture(for: image)
        }
        let frame = button.frame
        let fade = (dimmed ? restAlpha : 1) * button.alpha * (button.isEnabled ? 1 : Self.disabledAlpha)
        picture.draw(on: renderer, x: frame.minX, y: frame.minY, width: frame.width, height: frame.height,
                     alpha: fade)
        if let font, !button.label.isEmpty {
            let scale = max(1, (button.radius / 12).rounded(.down))
            let width = font.width(ofCharacters: button.label.utf8.count, scale: scale)
            let origin = Point(x: button.center.x - width / 2,
                               y: button.center.y - font.glyphSize.height * scale / 2 + (button.isPressed ? 2 : 0))
            font.draw(string: button.label, on: renderer, at: origin, scale: scale,
                      color: Color(red: 255, green: 255, blue: 255, alpha: Texture.byte(fade)))
        }
    }

    private func texture(for image: Image) throws -> Texture {
        let key = ObjectIdentifier(image)
        if let entry = plain[key], entry.image === image { return entry.texture }
        let texture = try Texture(renderer: renderer, image: image)
        plain[key] = (image, texture)
        return texture
    }

    /// One tinted texture per control and picture (a button has two), remade only when the tint or the mode
    /// changes.
    private func tintedTexture(for control: AnyObject, image: Image, color: Color, mode: TintMode) throws
        -> Texture {
        let key = TintKey(control: ObjectIdentifier(control), image: ObjectIdentifier(image))
        if let entry = tinted[key], entry.image === image, entry.color == color, entry.mode == mode {
            return entry.texture
        }
        let texture = try Texture(renderer: renderer, image: try image.tinted(color, mode: mode))
        tinted[key] = TintedTexture(image: image, color: color, mode: mode, texture: texture)
        return texture
    }

    /// Drops every cached texture; they are made again, once, as they are drawn.
    private func forgetTextures() {
        plain.removeAll()
        tinted.removeAll()
    }

    /// Forgets a control's tinted textures (call it when a control is removed for good).
    /// - Parameter control: the stick or button
    public func forget(_ control: any TouchControl) {
        let key = ObjectIdentifier(control)
        tinted = tinted.filter { $0.key.control != key }
        custom[key] = nil
    }
}
