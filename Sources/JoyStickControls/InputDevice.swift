/// The kind of device that drove the controls last.
public enum InputDevice: Sendable {
    /// A finger on a touch screen.
    case touch
    /// The mouse (its left button acts as one more finger).
    case mouse
    /// Arrow keys, WASD, space, enter.
    case keyboard
    /// An SDL game controller.
    case gamepad

    /// True for the devices that use the on-screen controls directly.
    public var usesScreen: Bool { self == .touch || self == .mouse }
}
