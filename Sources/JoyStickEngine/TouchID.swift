/// Identifies one finger on one touch device (or the mouse, as a device of its own) for the life of a touch.
public struct TouchID: Hashable, Sendable {
    /// The touch device (SDL's `touchId`).
    public var device: Int64
    /// The finger on that device (SDL's `fingerId`).
    public var finger: Int64

    /// Creates a touch identity.
    /// - Parameters:
    ///   - device: the device's id
    ///   - finger: the finger's id on that device
    public init(device: Int64, finger: Int64) {
        self.device = device
        self.finger = finger
    }
}
