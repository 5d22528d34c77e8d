/// How a stick's dead zone is measured.
public enum DeadZoneShape: Sendable {
    /// A circle around the centre: the displacement below the dead zone is zero, the direction is kept.
    case radial
    /// A cross along the axes: each axis below the dead zone is zero on its own, so a nearly vertical push
    /// reports exactly vertical (good for menus and four-way movement).
    case axial
}
