import CSDL2
import JoyStickSDL

/// Saves what a renderer has drawn as a PNG (headless runs, tests, the README's pictures).
public enum Screenshot {
    /// Reads the renderer's output pixels and writes them to a PNG file.
    /// - Parameters:
    ///   - renderer: the SDL renderer, after drawing and before `SDL_RenderPresent`
    ///   - path: the PNG file to write
    /// - Throws: ``ControlsError`` naming the file when reading or writing fails
    public static func save(_ renderer: OpaquePointer, to path: String) throws(ControlsError) {
        try write(try capture(renderer), to: path)
    }

    /// Writes an image as a PNG.
    /// - Parameters:
    ///   - image: the pixels
    ///   - path: the PNG file to write
    /// - Throws: ``ControlsError`` naming the file when it cannot be written
    public static func write(_ image: Image, to path: String) throws(ControlsError) {
        guard try image.withSDLSurface({ IMG_SavePNG($0, path) }) == 0 else {
            throw ControlsError.lastError("writing \(path)")
        }
    }

    /// Reads the renderer's output pixels into an image.
    /// - Parameter renderer: the SDL renderer
    /// - Returns: the whole output, letterbox bars included, as RGBA pixels
    /// - Throws: ``ControlsError`` when SDL cannot read them
    public static func capture(_ renderer: OpaquePointer) throws(ControlsError) -> Image {
        var width: Int32 = 0, height: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer, &width, &height) == 0 else {
            throw ControlsError.lastError("SDL_GetRendererOutputSize")
        }
        let format = SDL_PIXELFORMAT_RGBA32.rawValue
        var bytes = [UInt8](repeating: 0, count: Int(max(width, 0)) * Int(max(height, 0)) * 4)
        // SDL 2 reads only the viewport, which a logical size shrinks to the letterboxed picture: lift the
        // logical size while reading so the bars are captured too, then put it back.
        var lw: Int32 = 0, lh: Int32 = 0
        SDL_RenderGetLogicalSize(renderer, &lw, &lh)
        if lw > 0 { SDL_RenderSetLogicalSize(renderer, 0, 0) }
        defer { if lw > 0 { SDL_RenderSetLogicalSize(renderer, lw, lh) } }
        let result = bytes.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer, nil, format, $0.baseAddress, width * 4)
        }
        guard result == 0 else { throw ControlsError.lastError("SDL_RenderReadPixels") }
        return Image(pixels: ImagePixels(width: Int(width), height: Int(height), bytes: bytes), path: "screenshot")
    }
}
