import CSDL2
import JoyStickControls
import JoyStickEngine

/// An SDL texture this object owns (destroyed with it), blended with alpha.
///
/// On a software renderer a picture drawn scaled, faded or darkened goes through SDL's slowest blitter, pixel
/// by pixel, every frame; so there the texture keeps a few copies of itself already scaled, faded and darkened
/// ("baked" once, when first drawn so), and draws those pixel for pixel with SDL's fast alpha blitter: a
/// 300-pixel stick and two 144-pixel buttons over a 1280x720 frame took 0.72 ms a frame to draw in software,
/// and take 0.17 ms (Benchmarks/README.md, joystick-run). A GPU scales and fades for nothing: there the
/// texture is drawn as it is.
package final class Texture: ControlTexture {
    /// The renderer it belongs to.
    package let renderer: OpaquePointer
    /// The SDL texture.
    package let texture: OpaquePointer
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int

    /// Uploads an image to a renderer.
    /// - Parameters:
    ///   - renderer: the SDL renderer
    ///   - image: the pixels
    /// - Throws: `ControlsError` when SDL cannot make the texture
    package convenience init(renderer: OpaquePointer, image: Image) throws(ControlsError) {
        // What can fail comes before the instance is made: Embedded Swift does not free an instance whose
        // initializer throws.
        var pixels = try image.pixels()
        let made = pixels.bytes.withUnsafeMutableBytes { bytes -> OpaquePointer? in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                bytes.baseAddress, Int32(pixels.width), Int32(pixels.height), 32, Int32(pixels.width * 4),
                SDL_PIXELFORMAT_RGBA32.rawValue) else { return nil }
            defer { SDL_FreeSurface(surface) }
            return SDL_CreateTextureFromSurface(renderer, surface)
        }
        guard let texture = made else { throw ControlsError.lastError("making a texture of \(image.path)") }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        self.init(renderer: renderer, texture: texture, width: pixels.width, height: pixels.height)
    }

    private init(renderer: OpaquePointer, texture: OpaquePointer, width: Int, height: Int) {
        self.renderer = renderer
        self.texture = texture
        self.width = width
        self.height = height
    }

    /// Set by `abandon()`: the texture died with its renderer.
    private var isAbandoned = false

    /// A copy drawn at a size, fade and brightness, for a software renderer.
    private struct Baked {
        var width: Int32
        var height: Int32
        var alpha: UInt8
        var level: UInt8
        var texture: OpaquePointer
    }
    /// The copies, the most recently drawn last; at most `bakedLimit`.
    private var baked: [Baked] = []
    /// Whether the renderer draws in software, once asked (nil: not yet).
    private var isSoftware: Bool?
    /// The most copies kept: a stick's handle idle and held, a button up and down, and a size being changed.
    static let bakedLimit = 4

    deinit {
        guard !isAbandoned else { return }
        for copy in baked { SDL_DestroyTexture(copy.texture) }
        SDL_DestroyTexture(texture)
    }

    /// Forgets the SDL texture without destroying it: `SDL_DestroyRenderer` has destroyed it already, and
    /// SDL must not be called about a renderer that is gone. Drawing it afterwards is a mistake.
    package func abandon() {
        isAbandoned = true
        baked.removeAll()
    }

    /// Draws the texture into a rectangle of the renderer's (logical) coordinates.
    /// - Parameters:
    ///   - renderer: the SDL renderer
    ///   - x: left edge
    ///   - y: top edge
    ///   - width: drawn width
    ///   - height: drawn height
    ///   - alpha: opacity 0...1
    ///   - brightness: colour modulation 0...1 (1 draws the pixels as they are)
    ///   - angle: clockwise rotation in degrees about the centre
    package func draw(on renderer: OpaquePointer, x: Double, y: Double, width: Double, height: Double,
                     alpha: Double = 1, brightness: Double = 1, angle: Double = 0) {
        let alpha = Color.byte(alpha)
        let level = Color.byte(brightness)
        if angle == 0, drawsInSoftware(renderer), let copy = bakedCopy(on: renderer, width: width, height: height,
                                                                       alpha: alpha, level: level) {
            // Where SDL's software renderer would have put the picture: it cuts a rectangle's coordinates to
            // whole pixels towards zero.
            var destination = SDL_FRect(x: Float(x.rounded(.towardZero)), y: Float(y.rounded(.towardZero)),
                                        w: Float(copy.width), h: Float(copy.height))
            SDL_RenderCopyF(renderer, copy.texture, nil, &destination)
            return
        }
        SDL_SetTextureAlphaMod(texture, alpha)
        SDL_SetTextureColorMod(texture, level, level, level)
        var destination = SDL_FRect(x: Float(x), y: Float(y), w: Float(width), h: Float(height))
        if angle == 0 {
            SDL_RenderCopyF(renderer, texture, nil, &destination)
        } else {
            SDL_RenderCopyExF(renderer, texture, nil, &destination, angle, nil, SDL_FLIP_NONE)
        }
    }

    private func drawsInSoftware(_ renderer: OpaquePointer) -> Bool {
        if let isSoftware { return isSoftware }
        var info = SDL_RendererInfo()
        let software = SDL_GetRendererInfo(renderer, &info) == 0 && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
        isSoftware = software
        return software
    }

    /// The copy at a size (in the renderer's pixels, whole), fade and brightness: found, or baked now (the
    /// least recently drawn one goes when there are `bakedLimit`); nil when SDL cannot make one (the texture
    /// is then drawn as it is).
    private func bakedCopy(on renderer: OpaquePointer, width: Double, height: Double, alpha: UInt8, level: UInt8)
        -> Baked? {
        // The renderer's scale (a logical size) makes a rectangle of logical pixels more output pixels: the
        // copy has the output's, so that it is drawn pixel for pixel.
        var scaleX: Float = 1, scaleY: Float = 1
        SDL_RenderGetScale(renderer, &scaleX, &scaleY)
        guard scaleX == 1, scaleY == 1, width.isFinite, height.isFinite, width >= 1, height >= 1,
              width <= 8192, height <= 8192 else { return nil }
        let w = Int32(width.rounded(.towardZero)), h = Int32(height.rounded(.towardZero))
        if let index = baked.firstIndex(where: { $0.width == w && $0.height == h && $0.alpha == alpha && $0.level == level }) {
            let copy = baked.remove(at: index)
            baked.append(copy)
            return copy
        }
        guard let made = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                           Int32(SDL_TEXTUREACCESS_TARGET.rawValue), w, h) else { return nil }
        // Onto the copy: the picture scaled, its alpha and colour modulated, replacing what is there; then the
        // renderer back on what it drew on (a texture target keeps its own viewport and scale).
        let target = SDL_GetRenderTarget(renderer)
        guard SDL_SetRenderTarget(renderer, made) == 0 else {
            SDL_DestroyTexture(made)
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        SDL_SetTextureAlphaMod(texture, alpha)
        SDL_SetTextureColorMod(texture, level, level, level)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetRenderTarget(renderer, target)
        SDL_SetTextureBlendMode(made, SDL_BLENDMODE_BLEND)
        if baked.count == Self.bakedLimit { SDL_DestroyTexture(baked.removeFirst().texture) }
        let copy = Baked(width: w, height: h, alpha: alpha, level: level, texture: made)
        baked.append(copy)
        return copy
    }

    /// Draws a part of the texture (a glyph of a font sheet, a frame of a sprite sheet).
    /// - Parameters:
    ///   - renderer: the SDL renderer
    ///   - source: the part, in texture pixels
    ///   - destination: where, in the renderer's coordinates
    ///   - color: colour and alpha modulation
    package func draw(on renderer: OpaquePointer, source: SDL_Rect, destination: SDL_FRect,
                     color: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) {
        var source = source
        var destination = destination
        SDL_SetTextureAlphaMod(texture, color.alpha)
        SDL_SetTextureColorMod(texture, color.red, color.green, color.blue)
        SDL_RenderCopyF(renderer, texture, &source, &destination)
    }

    // MARK: ControlTexture

    package func draw(x: Double, y: Double, width: Double, height: Double, alpha: Double, brightness: Double) {
        draw(on: renderer, x: x, y: y, width: width, height: height, alpha: alpha, brightness: brightness)
    }

    package func draw(source: Rect, destination: Rect, color: Color) {
        draw(on: renderer,
             source: SDL_Rect(x: Int32(source.minX), y: Int32(source.minY), w: Int32(source.width), h: Int32(source.height)),
             destination: SDL_FRect(x: Float(destination.minX), y: Float(destination.minY), w: Float(destination.width),
                                    h: Float(destination.height)),
             color: (color.red, color.green, color.blue, color.alpha))
    }
}

extension BitmapFont {
    /// Uploads a font sheet to an SDL 2 renderer.
    /// - Parameters:
    ///   - renderer: the SDL renderer
    ///   - image: the sheet (1x or 2x: the cell size in pixels follows the image width)
    /// - Throws: `ControlsError` when the texture cannot be made or the sheet has no glyphs
    package convenience init(renderer: OpaquePointer, image: Image, columns: Int = 16, firstCharacter: UInt8 = 32)
        throws(ControlsError) {
        try self.init(texture: Texture(renderer: renderer, image: image), image: image, columns: columns,
                      firstCharacter: firstCharacter)
    }

    /// The font built into the library, on an SDL 2 renderer.
    package static func builtIn(renderer: OpaquePointer, scale: Double = 1) throws(ControlsError) -> BitmapFont {
        try builtIn(backend: SDL2Backend(renderer: renderer), scale: scale)
    }
}
