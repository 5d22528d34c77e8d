import JoyStickEngine

/// JoyStickView's two ways of tinting the handle image (`colorFillHandleImage`).
package enum TintMode: Sendable {
    /// Monochrome, like Core Image's CIColorMonochrome: each pixel becomes the tint scaled by its luminance,
    /// so the image keeps its light and dark shading, all in one colour.
    case monochrome
    /// Colour fill: every pixel becomes the tint colour, its alpha kept (the image is only a mask).
    case colorFill

    /// The mode a stick asks for.
    /// - Parameter colorFill: the stick's `colorFillHandleImage`
    package init(colorFill: Bool) {
        self = colorFill ? .colorFill : .monochrome
    }

    /// Tints one straight-alpha pixel.
    /// - Parameters:
    ///   - pixel: the source pixel
    ///   - tint: the tint; its alpha scales the pixel's
    /// - Returns: the tinted pixel, straight alpha
    package func apply(_ pixel: Color, tint: Color) -> Color {
        let alpha = UInt8((Int(pixel.alpha) * Int(tint.alpha) + 127) / 255)
        switch self {
        case .colorFill:
            return Color(red: tint.red, green: tint.green, blue: tint.blue, alpha: alpha)
        case .monochrome:
            // Rec. 709 luminance, the weights Core Image uses.
            let luminance = (0.2125 * Double(pixel.red) + 0.7154 * Double(pixel.green)
                + 0.0721 * Double(pixel.blue)) / 255
            func scaled(_ c: UInt8) -> UInt8 { UInt8(min(255, (Double(c) * luminance).rounded())) }
            return Color(red: scaled(tint.red), green: scaled(tint.green), blue: scaled(tint.blue), alpha: alpha)
        }
    }
}
