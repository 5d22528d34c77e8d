/// An sRGB colour with 8-bit components, for a renderer to tint or draw with.
public struct Color: Equatable, Hashable, Sendable {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) ... 255 (opaque).
    public var alpha: UInt8

    /// Creates a colour.
    /// - Parameters:
    ///   - red: red component
    ///   - green: green component
    ///   - blue: blue component
    ///   - alpha: opacity, opaque by default
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque white.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// The green of JoyStickView's demo (its fixed stick).
    public static let green = Color(red: 0, green: 200, blue: 83)
    /// The magenta of JoyStickView's demo (its movable stick).
    public static let magenta = Color(red: 230, green: 0, blue: 230)
}
