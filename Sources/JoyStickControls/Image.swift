import JoyStickEngine

/// A picture, loaded with the SDL's own image loader (SDL_image on SDL 2, SDL 3's PNG and BMP loaders) and kept
/// as 32-bit RGBA pixels, so it can be tinted and turned into textures for any renderer. A picture built into
/// the library is decoded the first time it is used, so controls that are never drawn (a headless run) decode
/// nothing.
public final class Image {
    /// The file it came from (or a description of how it was made).
    public let path: String
    /// The pixels, once decoded.
    private var decoded: ImagePixels?
    /// What decoding gives: the encoded bytes still to decode, or why they could not be.
    private var pending: Pending?

    private enum Pending {
        /// A PNG built into the library (static bytes, never freed), and what decodes it.
        case encoded(UnsafeRawBufferPointer, any PictureDecoder)
        case failed(ControlsError)
    }

    /// Width in pixels (0 for a picture that cannot be decoded).
    public var width: Int { (try? pixels())?.width ?? 0 }
    /// Height in pixels (0 for a picture that cannot be decoded).
    public var height: Int { (try? pixels())?.height ?? 0 }

    /// The largest side of a picture loaded from a file, by default: far more than a control needs, and a
    /// 64 MB RGBA picture at most.
    public static let maxSide = 4096

    /// The largest picture file read, in bytes: 4 for each pixel of a `maxSide` x `maxSide` picture (an
    /// uncompressed 32-bit BMP, or a PNG stored without compression, takes that much) and 4 MB for what a file
    /// holds besides its pixels (EXIF, colour profiles). A larger file is refused by its size, unread.
    public static let maxFileSize = 4 * maxSide * maxSide + (4 << 20)

    /// Loads a picture file with a decoder: a file that is not a regular one is refused without being opened (a
    /// FIFO would block the reader forever), a file over ``maxFileSize`` bytes without being read; the file is
    /// then read whole (through `SystemFile`, the controls' one file layer) and its header looked at: a picture
    /// wider or taller than `maxSide` is refused before a pixel is decoded.
    /// - Parameters:
    ///   - path: the file
    ///   - maxSide: the largest width and height accepted (a renderer's largest texture, say)
    ///   - decoder: the SDL's image loader
    /// - Throws: ``ControlsError`` naming the file and the reason: missing, not a regular file, too large a
    ///   file, empty, not a picture it reads, too large a picture, or unreadable
    package convenience init(contentsOf path: String, maxSide: Int, decoder: any PictureDecoder) throws(ControlsError) {
        // Everything that can fail comes before the instance is made: Embedded Swift (the C library) does not
        // free an instance whose initializer throws.
        self.init(pixels: try Self.load(contentsOf: path, maxSide: maxSide, decoder: decoder), path: path)
    }

    private static func load(contentsOf path: String, maxSide: Int, decoder: any PictureDecoder)
        throws(ControlsError) -> ImagePixels {
        func refuse(_ reason: String) -> ControlsError { Self.refusal(of: path, reason) }
        switch SystemFile.kind(of: path) {
        case .regular: break
        case .missing: throw refuse("no such file")
        case .folder: throw refuse("not a regular file but a folder")
        case .other: throw refuse("not a regular file (a FIFO, a device or a socket)")
        }
        let read: [UInt8]?
        do {
            read = try SystemFile.read(path, limit: Self.maxFileSize)
        } catch {
            throw refuse("it \(error.reason)")
        }
        guard let bytes = read else { throw refuse("no such file") }   // gone since it was looked at
        guard !bytes.isEmpty else { throw refuse("an empty file") }
        // Array.withUnsafeBytes rethrows untyped errors: the outcome comes out as a Result.
        let outcome = bytes.withUnsafeBytes { file -> Result<ImagePixels, ControlsError> in
            do throws(ControlsError) {
                let header: PictureHeader
                do throws(ControlsError) {
                    header = try PictureHeader(reading: file)
                } catch {
                    throw refuse(error.description)
                }
                guard header.width <= maxSide, header.height <= maxSide else {
                    throw refuse("image too large (\(header.width) x \(header.height), at most \(maxSide) x \(maxSide))")
                }
                guard header.width > 0, header.height > 0 else { throw refuse("an image of no pixels") }
                do throws(ControlsError) {
                    return .success(try decoder.decodePicture(file, name: path))
                } catch {
                    throw refuse(error.description.isEmpty ? "unreadable" : error.description)
                }
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// Why a picture file cannot be loaded: "cannot load image PATH: REASON".
    private static func refusal(of path: String, _ reason: String) -> ControlsError {
        ControlsError("cannot load image \(path): \(reason)")
    }

    /// Decodes an image from a file's bytes in memory (PNG, or any format the SDL's loader reads).
    /// - Parameters:
    ///   - bytes: the file's bytes
    ///   - name: what to call it in messages
    ///   - decoder: the SDL's image loader
    /// - Throws: ``ControlsError`` naming it, with the SDL's reason
    package convenience init(bytes: UnsafeRawBufferPointer, name: String, decoder: any PictureDecoder)
        throws(ControlsError) {
        self.init(pixels: try Self.decode(bytes, name: name, decoder: decoder), path: name)
    }

    /// A picture whose bytes live as long as the program (the library's own), decoded on first use.
    init(staticBytes bytes: UnsafeRawBufferPointer, name: String, decoder: any PictureDecoder) {
        path = name
        pending = .encoded(bytes, decoder)
    }

    /// A picture that cannot be made, saying why when it is used.
    init(failure: ControlsError, name: String) {
        path = name
        pending = .failed(failure)
    }

    /// A picture of pixels.
    package init(pixels: ImagePixels, path: String) {
        decoded = pixels
        self.path = path
    }

    /// The pixels, decoding them first if they are not yet.
    /// - Throws: ``ControlsError`` naming the picture when it cannot be decoded (every later use says the same)
    package func pixels() throws(ControlsError) -> ImagePixels {
        if let decoded { return decoded }
        switch pending {
        case .encoded(let bytes, let decoder):
            do {
                let made = try Self.decode(bytes, name: path, decoder: decoder)
                decoded = made
                pending = nil
                return made
            } catch {
                pending = .failed(error)
                throw error
            }
        case .failed(let error):
            throw error
        case nil:
            throw ControlsError("image \(path) has no pixels")
        }
    }

    private static func decode(_ bytes: UnsafeRawBufferPointer, name: String, decoder: any PictureDecoder)
        throws(ControlsError) -> ImagePixels {
        do throws(ControlsError) {
            return try decoder.decodePicture(bytes, name: name)
        } catch {
            throw ControlsError("cannot decode image \(name): \(error.description.isEmpty ? "unreadable" : error.description)")
        }
    }

    /// The red, green, blue and alpha of one pixel.
    /// - Parameters:
    ///   - x: column
    ///   - y: row
    /// - Returns: the pixel's colour, or transparent black outside the image
    public func pixel(x: Int, y: Int) -> Color {
        guard let pixels = try? pixels(), x >= 0, y >= 0, x < pixels.width, y < pixels.height else {
            return Color(red: 0, green: 0, blue: 0, alpha: 0)
        }
        let at = (y * pixels.width + x) * 4
        let p = pixels.bytes
        return Color(red: p[at], green: p[at + 1], blue: p[at + 2], alpha: p[at + 3])
    }

    /// A copy with every pixel tinted.
    /// - Parameters:
    ///   - color: the tint
    ///   - mode: monochrome (shading kept) or colour fill
    /// - Returns: a new image; this one is unchanged
    /// - Throws: ``ControlsError`` when the picture cannot be decoded
    package func tinted(_ color: Color, mode: TintMode) throws(ControlsError) -> Image {
        var copy = try pixels()
        copy.bytes.withUnsafeMutableBufferPointer { p in
            var at = 0
            while at + 3 < p.count {
                let out = mode.apply(Color(red: p[at], green: p[at + 1], blue: p[at + 2], alpha: p[at + 3]), tint: color)
                (p[at], p[at + 1], p[at + 2], p[at + 3]) = (out.red, out.green, out.blue, out.alpha)
                at += 4
            }
        }
        return Image(pixels: copy, path: "\(path) tinted")
    }
}
