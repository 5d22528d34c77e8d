#if JOYSTICK_SDL3
import CSDL3
import JoyStickControls

extension Image {
    /// Loads a picture with SDL 3's own loader: a PNG or BMP file (SDL 3 reads no other format without
    /// SDL3_image). A path that is not a regular file is refused without being opened, a file over
    /// ``maxFileSize`` bytes without being read; a picture wider or taller than `maxSide` is refused from its
    /// header, before a pixel is decoded.
    /// - Parameters:
    ///   - path: the file
    ///   - maxSide: the largest width and height accepted (a renderer's largest texture, say)
    /// - Throws: ``ControlsError`` naming the file and the reason
    public convenience init(contentsOf path: String, maxSide: Int = Image.maxSide) throws(ControlsError) {
        try self.init(contentsOf: path, maxSide: maxSide, decoder: SDLPictureDecoder())
    }
}

/// SDL 3's loaders (`SDL_LoadSurface_IO`: PNG and BMP) as the controls' picture decoder.
package final class SDLPictureDecoder: PictureDecoder {
    package init() {}

    package func decodePicture(_ bytes: UnsafeRawBufferPointer, name: String) throws(ControlsError) -> ImagePixels {
        guard let base = bytes.baseAddress, let stream = SDL_IOFromConstMem(base, bytes.count),
              let loaded = SDL_LoadSurface_IO(stream, true) else {
            throw ControlsError(SDL_GetError().map { String(cString: $0) } ?? "")
        }
        defer { SDL_DestroySurface(loaded) }
        guard let converted = SDL_ConvertSurface(loaded, SDL_PIXELFORMAT_RGBA32) else {
            throw ControlsError.lastError("converting \(name) to RGBA")
        }
        defer { SDL_DestroySurface(converted) }
        SDL_LockSurface(converted)
        defer { SDL_UnlockSurface(converted) }
        return ImagePixels(copying: converted.pointee.pixels, width: Int(converted.pointee.w),
                           height: Int(converted.pointee.h), pitch: Int(converted.pointee.pitch))
    }
}
#endif
