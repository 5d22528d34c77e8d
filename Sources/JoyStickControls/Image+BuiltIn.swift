import JoyStickImages

extension Image {
    /// One of the pictures built into the library (scripts/embed-images.py): `base`, `handle`, `button`,
    /// `button-pressed` or `font`, the @2x one from a scale of 1.5 on. It is decoded when first used; a
    /// picture that is missing, or that SDL_image cannot decode (a build without PNG), says so then.
    /// - Parameters:
    ///   - name: the picture's name
    ///   - scale: output pixels per logical pixel
    ///   - decoder: the SDL's image loader
    package static func builtIn(_ name: String, scale: Double, decoder: any PictureDecoder) -> Image {
        let wanted: Int32 = scale >= 1.5 ? 2 : 1
        let file = "built-in \(name)\(wanted == 2 ? "@2x" : "").png"
        var count: Int32 = 0
        if let table = js_builtin_images(&count) {
            for entry in UnsafeBufferPointer(start: table, count: Int(count))
            where entry.scale == wanted && Self.isNamed(entry.name, name) {
                return Image(staticBytes: UnsafeRawBufferPointer(start: entry.png, count: Int(entry.size)), name: file,
                             decoder: decoder)
            }
        }
        return Image(failure: ControlsError("the built-in image \(name) is missing"), name: file)
    }

    /// Whether a C string is a name, byte for byte.
    private static func isNamed(_ cString: UnsafePointer<CChar>?, _ name: String) -> Bool {
        guard let cString else { return false }
        var at = 0
        for byte in name.utf8 {
            guard UInt8(bitPattern: cString[at]) == byte else { return false }
            at += 1
        }
        return cString[at] == 0
    }
}
