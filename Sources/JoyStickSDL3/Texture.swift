#if JOYSTICK_SDL3
import CSDL3
import JoyStickControls
import JoyStickEngine

/// An SDL 3 texture this object owns (destroyed with it), blended with alpha, drawn by the controls' core.
///
/// On a software renderer a picture drawn scaled, faded or darkened goes through SDL's slowest blitter, pixel by
/// pixel, every frame (SDL 3 scales with linear filtering, slower still): there, as on SDL 2, the texture keeps a
/// few copies of itself already scaled, faded and darkened ("baked" once, when first drawn so) and draws those pixel
/// for pixel with SDL's fast alpha blitter (Benchmarks/README.md, joystick-run on each stack). A GPU scales and
/// fades for nothing: there the texture is drawn as it is.
package final class Texture: ControlTexture {
    /// The renderer it belongs to.
    package let renderer: OpaquePointer
    /// The SDL texture.
    package let texture: UnsafeMutablePointer<SDL_Texture>
    /// Set by ``abandon()``: the texture died with its renderer.
    private var isAbandoned = false

    /// A copy drawn at a size, fade and brightness, for a software renderer.
    private struct Baked {
        var width: Int32
        var height: Int32
        var alpha: UInt8
        var level: UInt8
        var texture: UnsafeMutablePointer<SDL_Texture>
    }
    /// The copies, the most recently drawn last; at most `bakedLimit`.
    private var baked: [Baked] = []
    /// Whether the renderer draws in software, once asked (nil: not yet).
    private var isSoftware: Bool?
    /// The most copies kept: a stick's handle idle and held, a button up and down, and a size being changed.
    static let bakedLimit = 4

    /// Uploads an image to a renderer.
    /// - Parameters:
    ///   - renderer: the SDL renderer
    ///   - image: the pixels
    /// - Throws: ``ControlsError`` when SDL cannot make the texture
    package convenience init(renderer: OpaquePointer, image: Image) throws(ControlsError) {
        // What can fail comes before the instance is made: Embedded Swift does not free an instance whose
        // initializer throws.
        var pixels = try image.pixels()
        let made = pixels.bytes.withUnsafeMutableBytes { bytes -> UnsafeMutablePointer<SDL_Texture>? in
            guard let surface = SDL_CreateSurfaceFrom(Int32(pixels.width), Int32(pixels.height), SDL_PIXELFORMAT_RGBA32,
                                                      bytes.baseAddress, Int32(pixels.width * 4)) else { return nil }
            defer { SDL_DestroySurface(surface) }
            return SDL_CreateTextureFromSurface(renderer, surface)
        }
        guard let texture = made else { throw ControlsError.lastError("making a texture of \(image.path)") }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        self.init(renderer: renderer, texture: texture)
    }

    private init(renderer: OpaquePointer, texture: UnsafeMutablePointer<SDL_Texture>) {
        self.renderer = renderer
        self.texture = texture
    }

    deinit {
        guard !isAbandoned else { return }
        for copy in baked { SDL_DestroyTexture(copy.texture) }
        SDL_DestroyTexture(texture)
    }

    package func abandon() {
        isAbandoned = true
        baked.removeAll()
    }

    package func draw(x: Double, y: Double, width: Double, height: Double, alpha: Double, brightness: Double) {
        let alpha = Color.byte(alpha)
        let level = Color.byte(brightness)
        if drawsInSoftware(), let copy = bakedCopy(width: width, height: height, alpha: alpha, level: level) {
            // Where SDL's software renderer would have put the picture: it cuts a rectangle's coordinates to whole
            // pixels towards zero.
            var destination = SDL_FRect(x: Float(x.rounded(.towardZero)), y: Float(y.rounded(.towardZero)),
                                        w: Float(copy.width), h: Float(copy.height))
            SDL_RenderTexture(renderer, copy.texture, nil, &destination)
            return
        }
        SDL_SetTextureAlphaMod(texture, alpha)
        SDL_SetTextureColorMod(texture, level, level, level)
        var destination = SDL_FRect(x: Float(x), y: Float(y), w: Float(width), h: Float(height))
        SDL_RenderTexture(renderer, texture, nil, &destination)
    }

    private func drawsInSoftware() -> Bool {
        if let isSoftware { return isSoftware }
        var software = false
        if let name = SDL_GetRendererName(renderer) {
            // SDL_SOFTWARE_RENDERER, "software".
            software = name[0] == 0x73 && name[1] == 0x6F && name[2] == 0x66 && name[3] == 0x74 && name[4] == 0x77
                && name[5] == 0x61 && name[6] == 0x72 && name[7] == 0x65 && name[8] == 0
        }
        isSoftware = software
        return software
    }

    /// The copy at a size (in the renderer's pixels, whole), fade and brightness: found, or baked now (the least
    /// recently drawn one goes when there are `bakedLimit`); nil when the picture is not drawn pixel for pixel (a
    /// scale, a logical presentation) or SDL cannot make one (the texture is then drawn as it is).
    private func bakedCopy(width: Double, height: Double, alpha: UInt8, level: UInt8) -> Baked? {
        var scaleX: Float = 1, scaleY: Float = 1
        SDL_GetRenderScale(renderer, &scaleX, &scaleY)
        var logicalWidth: Int32 = 0, logicalHeight: Int32 = 0
        var mode = SDL_LOGICAL_PRESENTATION_DISABLED
        SDL_GetRenderLogicalPresentation(renderer, &logicalWidth, &logicalHeight, &mode)
        guard scaleX == 1, scaleY == 1, mode == SDL_LOGICAL_PRESENTATION_DISABLED, width.isFinite, height.isFinite,
              width >= 1, height >= 1, width <= 8192, height <= 8192 else { return nil }
        let w = Int32(width.rounded(.towardZero)), h = Int32(height.rounded(.towardZero))
        if let index = baked.firstIndex(where: { $0.width == w && $0.height == h && $0.alpha == alpha && $0.level == level }) {
            let copy = baked.remove(at: index)
            baked.append(copy)
            return copy
        }
        guard let made = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h) else {
            return nil
        }
        // Onto the copy: the picture scaled, its alpha and colour modulated, replacing what is there; then the
        // renderer back on what it drew on (a texture target keeps its own viewport and scale).
        let target = SDL_GetRenderTarget(renderer)
        guard SDL_SetRenderTarget(renderer, made) else {
            SDL_DestroyTexture(made)
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        SDL_SetTextureAlphaMod(texture, alpha)
        SDL_SetTextureColorMod(texture, level, level, level)
        SDL_RenderTexture(renderer, texture, nil, nil)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetRenderTarget(renderer, target)
        SDL_SetTextureBlendMode(made, SDL_BLENDMODE_BLEND)
        if baked.count == Self.bakedLimit { SDL_DestroyTexture(baked.removeFirst().texture) }
        let copy = Baked(width: w, height: h, alpha: alpha, level: level, texture: made)
        baked.append(copy)
        return copy
    }

    package func draw(source: Rect, destination: Rect, color: Color) {
        var from = SDL_FRect(x: Float(source.minX), y: Float(source.minY), w: Float(source.width), h: Float(source.height))
        var to = SDL_FRect(x: Float(destination.minX), y: Float(destination.minY), w: Float(destination.width),
                           h: Float(destination.height))
        SDL_SetTextureAlphaMod(texture, color.alpha)
        SDL_SetTextureColorMod(texture, color.red, color.green, color.blue)
        SDL_RenderTexture(renderer, texture, &from, &to)
    }
}
#endif
