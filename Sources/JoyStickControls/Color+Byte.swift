import JoyStickEngine

extension Color {
    /// A 0...1 fraction as a colour channel's byte, rounded (not finite: 255).
    package static func byte(_ unit: Double) -> UInt8 {
        guard unit.isFinite else { return 255 }
        return UInt8((min(max(unit, 0), 1) * 255).rounded())
    }
}
