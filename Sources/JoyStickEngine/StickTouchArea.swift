/// Where a touch-down must land for a ``JoyStick`` to take it (a floating stick's ``JoyStick/activationArea``
/// aside).
public enum StickTouchArea: Sendable, Equatable {
    /// The base's square frame, corners included: JoyStickView's, a UIView taking every touch in its bounds.
    case frame
    /// The circle drawn in that square (its rim included): a touch in a corner goes to what lies under it.
    case circle
}
