import JoyStickEngine

extension Color {
    /// A 0...1 fraction as a colour channel's byte, rounded (not finite: 255).
    package static func byte(_ unit: Double) -> UInt8 {
        guard unit.isFinite else { return 255 }
        return UInt8((min(max(unit, 0), 1) * 255).rounded())
    }
}

extension Color {
    /// An opaque colour of `0xRRGGBB` (a layout's tint).
    package init(rgb: UInt32) {
        self.init(red: UInt8(rgb >> 16 & 0xFF), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF))
    }

    /// Its red, green and blue as `0xRRGGBB`.
    package var rgb: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }
}
