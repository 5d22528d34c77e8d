#if JOYSTICK_SDL3
import CSDL3
import JoyStickControls
import JoyStickEngine

/// An SDL 3 texture this object owns (destroyed with it), blended with alpha, drawn by the controls' core.
package final class Texture: ControlTexture {
    /// The renderer it belongs to.
    package let renderer: OpaquePointer
    /// The SDL texture.
    package let texture: UnsafeMutablePointer<SDL_Texture>
    /// Set by ``abandon()``: the texture died with its renderer.
    private var isAbandoned = false

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
        if !isAbandoned { SDL_DestroyTexture(texture) }
    }

    package func abandon() {
        isAbandoned = true
    }

    package func draw(x: Double, y: Double, width: Double, height: Double, alpha: Double, brightness: Double) {
        let level = Color.byte(brightness)
        SDL_SetTextureAlphaMod(texture, Color.byte(alpha))
        SDL_SetTextureColorMod(texture, level, level, level)
        var destination = SDL_FRect(x: Float(x), y: Float(y), w: Float(width), h: Float(height))
        SDL_RenderTexture(renderer, texture, nil, &destination)
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
