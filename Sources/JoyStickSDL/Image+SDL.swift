import CSDL2
import JoyStickControls

extension Image {
    /// Loads a picture with SDL_image: a PNG, JPEG, GIF or BMP file. A path that is not a regular file is refused
    /// without being opened (a FIFO would block the reader forever), a file over `maxFileSize` bytes without
    /// being read; the file is then read whole and its header looked at: a picture wider or taller than `maxSide`
    /// is refused before a pixel is decoded.
    /// - Parameters:
    ///   - path: the file
    ///   - maxSide: the largest width and height accepted (a renderer's largest texture, say)
    /// - Throws: `ControlsError` naming the file and the reason: missing, not a regular file, too large a
    ///   file, empty, not a picture it reads, too large a picture, or unreadable
    public convenience init(contentsOf path: String, maxSide: Int = Image.maxSide) throws(ControlsError) {
        try self.init(contentsOf: path, maxSide: maxSide, decoder: SDLPictureDecoder())
    }

    /// Decodes an image from a file's bytes in memory (PNG, or any format SDL_image reads).
    /// - Parameters:
    ///   - bytes: the file's bytes
    ///   - name: what to call it in messages
    /// - Throws: `ControlsError` naming it, with SDL's reason
    package convenience init(bytes: UnsafeRawBufferPointer, name: String) throws(ControlsError) {
        try self.init(bytes: bytes, name: name, decoder: SDLPictureDecoder())
    }

    /// A picture built into the library, decoded by SDL_image (`builtIn(_:scale:decoder:)`).
    package static func builtIn(_ name: String, scale: Double) -> Image {
        builtIn(name, scale: scale, decoder: SDLPictureDecoder())
    }

    /// Runs `body` with an RGBA32 SDL surface over the picture's pixels (`IMG_SavePNG`, say), valid only meanwhile.
    /// - Throws: `ControlsError` when the picture cannot be decoded or SDL cannot make the surface
    package func withSDLSurface<Result>(_ body: (UnsafeMutablePointer<SDL_Surface>) -> Result) throws(ControlsError)
        -> Result {
        var pixels = try pixels()
        let outcome = pixels.bytes.withUnsafeMutableBytes { bytes -> Result? in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                bytes.baseAddress, Int32(pixels.width), Int32(pixels.height), 32, Int32(pixels.width * 4),
                SDL_PIXELFORMAT_RGBA32.rawValue) else { return nil }
            defer { SDL_FreeSurface(surface) }
            return body(surface)
        }
        guard let outcome else { throw ControlsError.lastError("making a surface of \(path)") }
        return outcome
    }
}

/// SDL_image as the controls' picture decoder: any format it reads, as RGBA pixels.
package final class SDLPictureDecoder: PictureDecoder {
    package init() {}

    package func decodePicture(_ bytes: UnsafeRawBufferPointer, name: String) throws(ControlsError) -> ImagePixels {
        guard let base = bytes.baseAddress, let stream = SDL_RWFromConstMem(base, Int32(clamping: bytes.count)),
              let loaded = IMG_Load_RW(stream, 1) else {
            throw ControlsError(SDL_GetError().map { String(cString: $0) } ?? "")
        }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw ControlsError.lastError("converting \(name) to RGBA")
        }
        defer { SDL_FreeSurface(converted) }
        SDL_LockSurface(converted)
        defer { SDL_UnlockSurface(converted) }
        return ImagePixels(copying: converted.pointee.pixels, width: Int(converted.pointee.w),
                           height: Int(converted.pointee.h), pitch: Int(converted.pointee.pitch))
    }
}

extension ControlImages {
    /// The pictures built into the library, decoded by SDL_image (`builtIn(scale:decoder:)`).
    package static func builtIn(scale: Double = 1) -> ControlImages {
        builtIn(scale: scale, decoder: SDLPictureDecoder())
    }
}
