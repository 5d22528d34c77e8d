import JoyStickEngine

/// Which of a layout's two arrangements a screen uses: portrait when the logical screen is taller than wide.
public enum ScreenOrientation: String, CaseIterable, Sendable {
    /// As wide as tall, or wider.
    case landscape
    /// Taller than wide.
    case portrait

    /// The orientation of a logical screen.
    /// - Parameter size: the screen's logical size
    public init(_ size: Size) {
        self = size.height > size.width ? .portrait : .landscape
    }
}
