import JoyStickEngine

/// A fixed-width bitmap font from a sheet of glyphs (Assets/game/font.png: ASCII 32...126, 16 glyphs per row,
/// white on transparent, 8x12 logical pixels a cell), coloured when drawn. No SDL_ttf needed.
package final class BitmapFont {
    private let texture: any ControlTexture
    private let columns: Int
    private let firstCharacter: UInt8
    private let cellWidth: Int
    private let cellHeight: Int
    /// The size of one glyph cell in logical pixels at scale 1.
    package let glyphSize: Size

    /// The font built into the library (the one the demo and the game use: 8x12 glyphs of printable ASCII),
    /// so labels and the debug overlay need no asset folder.
    /// - Parameters:
    ///   - backend: the SDL drawn with
    ///   - scale: output pixels per logical pixel; the @2x sheet from 1.5 on
    /// - Returns: the font
    /// - Throws: ``ControlsError`` if the texture cannot be made
    package static func builtIn(backend: any ControlsBackend, scale: Double = 1) throws(ControlsError) -> BitmapFont {
        let sheet = Image.builtIn("font", scale: scale, decoder: backend)
        return try BitmapFont(texture: backend.canvas.makeTexture(of: sheet), image: sheet)
    }

    /// A font of a sheet uploaded as a texture.
    /// - Parameters:
    ///   - texture: the sheet's texture
    ///   - image: the sheet (1x or 2x: the cell size in pixels follows the image width)
    ///   - columns: glyphs per row
    ///   - firstCharacter: the code of the first glyph
    ///   - glyphSize: a cell in logical pixels
    /// - Throws: ``ControlsError`` when the texture cannot be made
    package init(texture: any ControlTexture, image: Image, columns: Int = 16, firstCharacter: UInt8 = 32,
                glyphSize: Size = Size(width: 8, height: 12)) throws(ControlsError) {
        guard columns >= 1, firstCharacter < 127, image.width >= columns else {
            throw ControlsError("font \(image.path): needs at least one column of glyphs starting below 127")
        }
        self.texture = texture
        self.columns = columns
        self.firstCharacter = firstCharacter
        self.glyphSize = glyphSize
        cellWidth = image.width / max(columns, 1)
        cellHeight = Int((Double(cellWidth) * glyphSize.height / glyphSize.width).rounded())
    }

    /// Forgets the sheet's texture without destroying it, once its renderer is gone (see
    /// ``ControlTexture/abandon()``).
    package func abandonTexture() {
        texture.abandon()
    }

    /// The width of a text in logical pixels.
    /// - Parameters:
    ///   - count: number of characters
    ///   - scale: size factor
    /// - Returns: `count` glyph widths times `scale`, in logical pixels
    package func width(ofCharacters count: Int, scale: Double = 1) -> Double {
        Double(count) * glyphSize.width * scale
    }

    /// Draws a line of text with its top-left corner at `origin`.
    ///
    /// Inlinable so that each caller gets a loop specialised for its own collection: iterating an
    /// unspecialised `Sequence` across modules costs a heap allocation per character.
    /// - Parameters:
    ///   - text: the characters (ASCII; others show as '?')
    ///   - origin: top-left corner, logical pixels
    ///   - scale: size factor
    ///   - color: colour and opacity
    @inlinable
    package func draw<Text: Sequence>(_ text: Text, at origin: Point,
                                     scale: Double = 1, color: Color = .white) where Text.Element == UInt8 {
        var x = origin.x
        let advance = glyphSize.width * scale
        for byte in text {
            drawGlyph(byte, x: x, y: origin.y, scale: scale, color: color)
            x += advance
        }
    }

    /// Draws one character with its top-left corner at (`x`, `y`).
    @usableFromInline
    func drawGlyph(_ byte: UInt8, x: Double, y: Double, scale: Double, color: Color) {
        // Characters the sheet lacks show as '?', or as its first glyph when it has no '?'.
        let fallback: UInt8 = 63 >= firstCharacter ? 63 : firstCharacter
        let code = byte >= firstCharacter && byte < 127 ? byte : fallback
        guard code != 32 else { return }
        let index = Int(code - firstCharacter)
        let source = Rect(x: Double(index % columns * cellWidth), y: Double(index / columns * cellHeight),
                          width: Double(cellWidth), height: Double(cellHeight))
        texture.draw(source: source, destination: Rect(x: x, y: y, width: glyphSize.width * scale,
                                                       height: glyphSize.height * scale), color: color)
    }

    /// Draws a string with its top-left corner at `origin`.
    /// - Parameters:
    ///   - text: the text
    ///   - origin: top-left corner, logical pixels
    ///   - scale: size factor
    ///   - color: colour and opacity
    package func draw(string text: String, at origin: Point, scale: Double = 1,
                     color: Color = .white) {
        draw(text.utf8, at: origin, scale: scale, color: color)
    }
}
