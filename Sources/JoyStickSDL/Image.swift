import CSDL2
import JoyStickEngine

/// A picture loaded with SDL_image and kept as 32-bit RGBA pixels, so it can be tinted and turned into
/// textures for any renderer. A picture built into the library is decoded the first time it is used, so
/// controls that are never drawn (a headless run) decode nothing.
public final class Image {
    /// The file it came from (or a description of how it was made).
    public let path: String
    /// The pixels, `SDL_PIXELFORMAT_RGBA32`, once decoded.
    private var decoded: UnsafeMutablePointer<SDL_Surface>?
    /// What decoding gives: the encoded bytes still to decode, or why they could not be.
    private var pending: Pending?

    private enum Pending {
        /// A PNG built into the library (static bytes, never freed).
        case encoded(UnsafeRawBufferPointer)
        case failed(ControlsError)
    }

    /// Width in pixels (0 for a picture that cannot be decoded).
    public var width: Int { (try? pixels()).map { Int($0.pointee.w) } ?? 0 }
    /// Height in pixels (0 for a picture that cannot be decoded).
    public var height: Int { (try? pixels()).map { Int($0.pointee.h) } ?? 0 }

    /// The largest side of a picture loaded from a file, by default: far more than a control needs, and a
    /// 64 MB RGBA picture at most.
    public static let maxSide = 4096

    /// The largest picture file read, in bytes: 4 for each pixel of a `maxSide` x `maxSide` picture (an
    /// uncompressed 32-bit BMP, or a PNG stored without compression, takes that much) and 4 MB for what a file
    /// holds besides its pixels (EXIF, colour profiles). A larger file is refused by its size, unread.
    public static let maxFileSize = 4 * maxSide * maxSide + (4 << 20)

    /// Loads a picture: a PNG, JPEG, GIF or BMP file. A path that is not a regular file is refused without
    /// being opened (a FIFO would block the reader forever), a file over ``maxFileSize`` bytes without being
    /// read; the file is then read whole (through `SystemFile`, the controls' one file layer) and its header
    /// looked at: a picture wider or taller than `maxSide` is refused before a pixel is decoded.
    /// - Parameters:
    ///   - path: the file
    ///   - maxSide: the largest width and height accepted (a renderer's largest texture, say)
    /// - Throws: ``ControlsError`` naming the file and the reason: missing, not a regular file, too large a
    ///   file, empty, not a picture it reads, too large a picture, or unreadable
    public convenience init(contentsOf path: String, maxSide: Int = Image.maxSide) throws(ControlsError) {
        // Everything that can fail comes before the instance is made: Embedded Swift (the C library) does not
        // free an instance whose initializer throws.
        self.init(surface: try Self.load(contentsOf: path, maxSide: maxSide), path: path)
    }

    private static func load(contentsOf path: String, maxSide: Int) throws(ControlsError)
        -> UnsafeMutablePointer<SDL_Surface> {
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
        let outcome = bytes.withUnsafeBytes { file -> Result<UnsafeMutablePointer<SDL_Surface>, ControlsError> in
            do throws(ControlsError) {
                return .success(try Self.decode(file: file, path: path, maxSide: maxSide))
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// Decodes a picture file's bytes, after refusing from its header a picture wider or taller than `maxSide`.
    /// - Parameters:
    ///   - file: the file's bytes, at least one
    ///   - path: the file, for messages
    ///   - maxSide: the largest width and height accepted
    /// - Returns: the pixels as RGBA
    /// - Throws: ``ControlsError`` naming the file and the reason
    private static func decode(file: UnsafeRawBufferPointer, path: String, maxSide: Int) throws(ControlsError)
        -> UnsafeMutablePointer<SDL_Surface> {
        func refuse(_ reason: String) -> ControlsError { refusal(of: path, reason) }
        guard let base = file.baseAddress, let stream = SDL_RWFromConstMem(base, Int32(clamping: file.count)) else {
            throw ControlsError.lastError("reading \(path)")
        }
        defer { SDL_RWclose(stream) }
        let header: PictureHeader
        do {
            header = try PictureHeader(reading: stream)
        } catch {
            throw refuse(error.description)
        }
        guard header.width <= maxSide, header.height <= maxSide else {
            throw refuse("image too large (\(header.width) x \(header.height), at most \(maxSide) x \(maxSide))")
        }
        guard header.width > 0, header.height > 0 else { throw refuse("an image of no pixels") }
        SDL_RWseek(stream, 0, RW_SEEK_SET)
        guard let loaded = IMG_Load_RW(stream, 0) else {
            let reason = SDL_GetError().map { String(cString: $0) } ?? ""
            throw refuse(reason.isEmpty ? "unreadable" : reason)
        }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw ControlsError.lastError("converting \(path) to RGBA")
        }
        return converted
    }

    /// Why a picture file cannot be loaded: "cannot load image PATH: REASON".
    private static func refusal(of path: String, _ reason: String) -> ControlsError {
        ControlsError("cannot load image \(path): \(reason)")
    }

    /// Decodes an image from a file's bytes in memory (PNG, or any format SDL_image reads).
    /// - Parameters:
    ///   - bytes: the file's bytes
    ///   - name: what to call it in messages
    /// - Throws: ``ControlsError`` naming it, with SDL's reason
    package convenience init(bytes: UnsafeRawBufferPointer, name: String) throws(ControlsError) {
        self.init(surface: try Self.decode(bytes, name: name), path: name)
    }

    /// A picture whose bytes live as long as the program (the library's own), decoded on first use.
    init(staticBytes bytes: UnsafeRawBufferPointer, name: String) {
        path = name
        pending = .encoded(bytes)
    }

    /// A picture that cannot be made, saying why when it is used.
    init(failure: ControlsError, name: String) {
        path = name
        pending = .failed(failure)
    }

    /// Wraps a surface this image now owns.
    package init(surface: UnsafeMutablePointer<SDL_Surface>, path: String) {
        decoded = surface
        self.path = path
    }

    deinit {
        if let decoded { SDL_FreeSurface(decoded) }
    }

    /// The pixels, decoding them first if they are not yet.
    /// - Throws: ``ControlsError`` naming the picture when it cannot be decoded (every later use says the same)
    package func pixels() throws(ControlsError) -> UnsafeMutablePointer<SDL_Surface> {
        if let decoded { return decoded }
        switch pending {
        case .encoded(let bytes):
            do {
                let made = try Self.decode(bytes, name: path)
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

    private static func decode(_ bytes: UnsafeRawBufferPointer, name: String) throws(ControlsError)
        -> UnsafeMutablePointer<SDL_Surface> {
        guard let base = bytes.baseAddress, let stream = SDL_RWFromConstMem(base, Int32(clamping: bytes.count)),
              let loaded = IMG_Load_RW(stream, 1) else {
            let reason = SDL_GetError().map { String(cString: $0) } ?? ""
            throw ControlsError("cannot decode image \(name): \(reason.isEmpty ? "unreadable" : reason)")
        }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw ControlsError.lastError("converting \(name) to RGBA")
        }
        return converted
    }

    /// The red, green, blue and alpha of one pixel.
    /// - Parameters:
    ///   - x: column
    ///   - y: row
    /// - Returns: the pixel's colour, or transparent black outside the image
    public func pixel(x: Int, y: Int) -> Color {
        guard let surface = try? pixels(), x >= 0, y >= 0, x < Int(surface.pointee.w), y < Int(surface.pointee.h),
              let pixels = surface.pointee.pixels else {
            return Color(red: 0, green: 0, blue: 0, alpha: 0)
        }
        let row = pixels.advanced(by: y * Int(surface.pointee.pitch)).assumingMemoryBound(to: UInt8.self)
        let p = row.advanced(by: x * 4)
        return Color(red: p[0], green: p[1], blue: p[2], alpha: p[3])
    }

    /// A copy with every pixel tinted.
    /// - Parameters:
    ///   - color: the tint
    ///   - mode: monochrome (shading kept) or colour fill
    /// - Returns: a new image; this one is unchanged
    /// - Throws: ``ControlsError`` when SDL cannot copy the surface
    package func tinted(_ color: Color, mode: TintMode) throws(ControlsError) -> Image {
        guard let copy = SDL_DuplicateSurface(try pixels()) else {
            throw ControlsError.lastError("copying \(path) for tinting")
        }
        SDL_LockSurface(copy)
        if let pixels = copy.pointee.pixels {
            let pitch = Int(copy.pointee.pitch)
            for y in 0..<Int(copy.pointee.h) {
                let row = pixels.advanced(by: y * pitch).assumingMemoryBound(to: UInt8.self)
                for x in 0..<Int(copy.pointee.w) {
                    let p = row.advanced(by: x * 4)
                    let out = mode.apply(Color(red: p[0], green: p[1], blue: p[2], alpha: p[3]), tint: color)
                    (p[0], p[1], p[2], p[3]) = (out.red, out.green, out.blue, out.alpha)
                }
            }
        }
        SDL_UnlockSurface(copy)
        return Image(surface: copy, path: "\(path) tinted")
    }
}
