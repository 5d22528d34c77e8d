import CSDL2
import JoyStickImages

extension Image {
    /// One of the pictures built into the library (scripts/embed-images.py): `base`, `handle`, `button`,
    /// `button-pressed` or `font`, the @2x one from a scale of 1.5 on.
    /// - Parameters:
    ///   - name: the picture's name
    ///   - scale: output pixels per logical pixel
    /// - Throws: ``SDLError`` if it is missing or SDL_image cannot decode it (a build without PNG)
    static func builtIn(_ name: String, scale: Double) throws(SDLError) -> Image {
        let wanted: Int32 = scale >= 1.5 ? 2 : 1
        var count: Int32 = 0
        guard let table = js_builtin_images(&count) else { throw SDLError("the built-in images are missing") }
        for entry in UnsafeBufferPointer(start: table, count: Int(count))
        where entry.scale == wanted && SDL_strcmp(entry.name, name) == 0 {
            return try Image(bytes: UnsafeRawBufferPointer(start: entry.png, count: Int(entry.size)),
                             name: "built-in \(name)\(wanted == 2 ? "@2x" : "").png")
        }
        throw SDLError("the built-in image \(name) is missing")
    }
}
