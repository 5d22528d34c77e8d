/// How a touch maps to the handle (JoyStickView's `HandlePositionMode`).
public enum HandlePositionMode: Sendable {
    /// The handle goes where the finger is, measured from the base centre (JoyStickView's default).
    case absolute
    /// The handle moves by how far the finger moved since it touched down, so an off-centre touch does not
    /// jump the handle. Once a movable base has moved, the handle is measured from the base centre again.
    case relative
}
