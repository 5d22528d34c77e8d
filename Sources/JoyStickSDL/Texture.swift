import CSDL2

/// An SDL texture this object owns (destroyed with it), blended with alpha.
package final class Texture {
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
    /// - Throws: ``ControlsError`` when SDL cannot make the texture
    package init(renderer: OpaquePointer, image: Image) throws(ControlsError) {
        guard let texture = SDL_CreateTextureFromSurface(renderer, try image.pixels()) else {
            throw ControlsError.lastError("making a texture of \(image.path)")
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        self.texture = texture
        width = image.width
        height = image.height
    }

    /// Set by ``abandon()``: the texture died with its renderer.
    private var isAbandoned = false

    deinit {
        if !isAbandoned { SDL_DestroyTexture(texture) }
    }

    /// Forgets the SDL texture without destroying it: `SDL_DestroyRenderer` has destroyed it already, and
    /// SDL must not be called about a renderer that is gone. Drawing it afterwards is a mistake.
    package func abandon() {
        isAbandoned = true
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
        SDL_SetTextureAlphaMod(texture, Self.byte(alpha))
        let level = Self.byte(brightness)
        SDL_SetTextureColorMod(texture, level, level, level)
        var destination = SDL_FRect(x: Float(x), y: Float(y), w: Float(width), h: Float(height))
        if angle == 0 {
            SDL_RenderCopyF(renderer, texture, nil, &destination)
        } else {
            SDL_RenderCopyExF(renderer, texture, nil, &destination, angle, nil, SDL_FLIP_NONE)
        }
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

    static func byte(_ unit: Double) -> UInt8 {
        guard unit.isFinite else { return 255 }
        return UInt8((min(max(unit, 0), 1) * 255).rounded())
    }
}
