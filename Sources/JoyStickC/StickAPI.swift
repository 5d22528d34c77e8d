import CSDL2
import JoyStickEngine
import JoyStickSDL

// joystick_sdl.h, "Reading a stick", "Shaping a stick" and "Drawing a stick".

@_cdecl("js_stick_angle")
public func js_stick_angle(_ handle: UnsafeRawPointer?) -> Double {
    stick(handle)?.angle ?? 0
}

@_cdecl("js_stick_displacement")
public func js_stick_displacement(_ handle: UnsafeRawPointer?) -> Double {
    stick(handle)?.displacement ?? 0
}

@_cdecl("js_stick_xy")
public func js_stick_xy(_ handle: UnsafeRawPointer?, _ x: UnsafeMutablePointer<Double>?,
                        _ y: UnsafeMutablePointer<Double>?) {
    let xy = stick(handle)?.xy ?? XYReport(x: 0, y: 0)
    x?.pointee = xy.x
    y?.pointee = xy.y
}

@_cdecl("js_stick_direction")
public func js_stick_direction(_ handle: UnsafeRawPointer?) -> Int32 {
    Int32(stick(handle)?.direction?.rawValue ?? -1)
}

@_cdecl("js_stick_raw_displacement")
public func js_stick_raw_displacement(_ handle: UnsafeRawPointer?) -> Double {
    stick(handle)?.rawDisplacement ?? 0
}

@_cdecl("js_stick_active")
public func js_stick_active(_ handle: UnsafeRawPointer?) -> Int32 {
    stick(handle)?.isActive == true ? 1 : 0
}

@_cdecl("js_stick_center")
public func js_stick_center(_ handle: UnsafeRawPointer?, _ x: UnsafeMutablePointer<Double>?,
                            _ y: UnsafeMutablePointer<Double>?) {
    let point = stick(handle)?.center ?? Point(x: 0, y: 0)
    x?.pointee = point.x
    y?.pointee = point.y
}

@_cdecl("js_stick_handle_position")
public func js_stick_handle_position(_ handle: UnsafeRawPointer?, _ x: UnsafeMutablePointer<Double>?,
                                     _ y: UnsafeMutablePointer<Double>?) {
    let point = stick(handle)?.handlePosition ?? Point(x: 0, y: 0)
    x?.pointee = point.x
    y?.pointee = point.y
}

@_cdecl("js_stick_on_polar")
public func js_stick_on_polar(_ handle: UnsafeMutableRawPointer?,
                              _ fn: (@convention(c) (UnsafeMutableRawPointer?, Double, Double) -> Void)?,
                              _ user: UnsafeMutableRawPointer?) {
    guard let stick = stick(handle) else { return }
    stick.monitor = fn.map { fn in .polar { fn(user, $0.angle, $0.displacement) } } ?? .none
}

@_cdecl("js_stick_on_xy")
public func js_stick_on_xy(_ handle: UnsafeMutableRawPointer?,
                           _ fn: (@convention(c) (UnsafeMutableRawPointer?, Double, Double) -> Void)?,
                           _ user: UnsafeMutableRawPointer?) {
    guard let stick = stick(handle) else { return }
    stick.monitor = fn.map { fn in .xy { fn(user, $0.x, $0.y) } } ?? .none
}

@_cdecl("js_stick_on_direction")
public func js_stick_on_direction(_ handle: UnsafeMutableRawPointer?,
                                  _ fn: (@convention(c) (UnsafeMutableRawPointer?, Int32) -> Void)?,
                                  _ user: UnsafeMutableRawPointer?) {
    stick(handle)?.directionMonitor = fn.map { fn in { fn(user, Int32($0?.rawValue ?? -1)) } }
}

@_cdecl("js_stick_on_tap")
public func js_stick_on_tap(_ handle: UnsafeMutableRawPointer?,
                            _ fn: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?,
                            _ user: UnsafeMutableRawPointer?) {
    stick(handle)?.tappedBlock = fn.map { fn in { fn(user) } }
}

@_cdecl("js_stick_set_frame")
public func js_stick_set_frame(_ handle: UnsafeMutableRawPointer?, _ x: Float, _ y: Float, _ size: Float) {
    guard let stick = stick(handle), let frame = rect(x, y, size, size), size > 0 else { return }
    stick.frame = frame
}

@_cdecl("js_stick_set_movable")
public func js_stick_set_movable(_ handle: UnsafeMutableRawPointer?, _ movable: Int32) {
    stick(handle)?.movable = movable != 0
}

@_cdecl("js_stick_set_movable_bounds")
public func js_stick_set_movable_bounds(_ handle: UnsafeMutableRawPointer?, _ x: Float, _ y: Float,
                                        _ width: Float, _ height: Float) {
    set(\.movableBounds, of: handle, to: rect(x, y, width, height))
}

@_cdecl("js_stick_clear_movable_bounds")
public func js_stick_clear_movable_bounds(_ handle: UnsafeMutableRawPointer?) {
    stick(handle)?.movableBounds = nil
}

@_cdecl("js_stick_set_movable_bounds_contain_frame")
public func js_stick_set_movable_bounds_contain_frame(_ handle: UnsafeMutableRawPointer?, _ on: Int32) {
    stick(handle)?.movableBoundsContainsFrame = on != 0
}

@_cdecl("js_stick_reset_frame")
public func js_stick_reset_frame(_ handle: UnsafeMutableRawPointer?) {
    stick(handle)?.resetFrame()
}

@_cdecl("js_stick_set_activation_area")
public func js_stick_set_activation_area(_ handle: UnsafeMutableRawPointer?, _ x: Float, _ y: Float,
                                         _ width: Float, _ height: Float) {
    set(\.activationArea, of: handle, to: rect(x, y, width, height))
}

@_cdecl("js_stick_clear_activation_area")
public func js_stick_clear_activation_area(_ handle: UnsafeMutableRawPointer?) {
    stick(handle)?.activationArea = nil
}

@_cdecl("js_stick_set_handle_constraint")
public func js_stick_set_handle_constraint(_ handle: UnsafeMutableRawPointer?, _ x: Float, _ y: Float,
                                           _ width: Float, _ height: Float) {
    set(\.handleConstraint, of: handle, to: rect(x, y, width, height))
}

@_cdecl("js_stick_clear_handle_constraint")
public func js_stick_clear_handle_constraint(_ handle: UnsafeMutableRawPointer?) {
    stick(handle)?.handleConstraint = nil
}

@_cdecl("js_stick_set_travel")
public func js_stick_set_travel(_ handle: UnsafeMutableRawPointer?, _ travel: Double) {
    guard travel.isFinite, travel > 0 else { return }
    stick(handle)?.travel = travel
}

@_cdecl("js_stick_set_relative")
public func js_stick_set_relative(_ handle: UnsafeMutableRawPointer?, _ relative: Int32) {
    stick(handle)?.handlePositionMode = relative != 0 ? .relative : .absolute
}

@_cdecl("js_stick_set_dead_zone")
public func js_stick_set_dead_zone(_ handle: UnsafeMutableRawPointer?, _ zone: Double) {
    guard zone.isFinite else { return }
    stick(handle)?.deadZone = min(max(zone, 0), 1)
}

@_cdecl("js_stick_set_dead_zone_shape")
public func js_stick_set_dead_zone_shape(_ handle: UnsafeMutableRawPointer?, _ shape: Int32) {
    switch shape {
    case 0: stick(handle)?.deadZoneShape = .radial
    case 1: stick(handle)?.deadZoneShape = .axial
    default: break
    }
}

@_cdecl("js_stick_set_direction_mode")
public func js_stick_set_direction_mode(_ handle: UnsafeMutableRawPointer?, _ ways: Int32) {
    switch ways {
    case 4: stick(handle)?.directionMode = .four
    case 8: stick(handle)?.directionMode = .eight
    default: break
    }
}

@_cdecl("js_stick_set_direction_threshold")
public func js_stick_set_direction_threshold(_ handle: UnsafeMutableRawPointer?, _ threshold: Double) {
    guard threshold.isFinite else { return }
    stick(handle)?.directionThreshold = min(max(threshold, 0), 1)
}

@_cdecl("js_stick_set_direction_hysteresis")
public func js_stick_set_direction_hysteresis(_ handle: UnsafeMutableRawPointer?, _ degrees: Double) {
    guard degrees.isFinite else { return }
    stick(handle)?.directionHysteresis = max(degrees, 0)
}

@_cdecl("js_stick_set_tap_delay")
public func js_stick_set_tap_delay(_ handle: UnsafeMutableRawPointer?, _ seconds: Double) {
    guard seconds.isFinite else { return }
    stick(handle)?.delayBeforeReporting = max(seconds, 0)
}

@_cdecl("js_stick_set_tap_duration")
public func js_stick_set_tap_duration(_ handle: UnsafeMutableRawPointer?, _ seconds: Double) {
    guard seconds.isFinite else { return }
    stick(handle)?.tapDuration = max(seconds, 0)
}

@_cdecl("js_stick_set_double_tap_reset")
public func js_stick_set_double_tap_reset(_ handle: UnsafeMutableRawPointer?, _ on: Int32) {
    stick(handle)?.enableDoubleTapForFrameReset = on != 0
}

@_cdecl("js_stick_set_double_tap_interval")
public func js_stick_set_double_tap_interval(_ handle: UnsafeMutableRawPointer?, _ seconds: Double) {
    guard seconds.isFinite else { return }
    stick(handle)?.doubleTapInterval = max(seconds, 0)
}

@_cdecl("js_stick_set_alpha")
public func js_stick_set_alpha(_ handle: UnsafeMutableRawPointer?, _ base: Double, _ knob: Double) {
    guard let stick = stick(handle) else { return }
    if base.isFinite { stick.baseAlpha = min(max(base, 0), 1) }
    if knob.isFinite { stick.handleAlpha = min(max(knob, 0), 1) }
}

@_cdecl("js_stick_set_hidden")
public func js_stick_set_hidden(_ handle: UnsafeMutableRawPointer?, _ hidden: Int32) {
    stick(handle)?.isHidden = hidden != 0
}

@_cdecl("js_stick_set_enabled")
public func js_stick_set_enabled(_ handle: UnsafeMutableRawPointer?, _ enabled: Int32) {
    stick(handle)?.isEnabled = enabled != 0
}

@_cdecl("js_stick_set_overall_alpha")
public func js_stick_set_overall_alpha(_ handle: UnsafeMutableRawPointer?, _ alpha: Double) {
    guard alpha.isFinite else { return }
    stick(handle)?.alpha = min(max(alpha, 0), 1)
}

@_cdecl("js_stick_set_handle_tint")
public func js_stick_set_handle_tint(_ handle: UnsafeMutableRawPointer?, _ tint: SDL_Color) {
    stick(handle)?.handleTintColor = color(tint)
}

@_cdecl("js_stick_clear_handle_tint")
public func js_stick_clear_handle_tint(_ handle: UnsafeMutableRawPointer?) {
    stick(handle)?.handleTintColor = nil
}

@_cdecl("js_stick_set_base_tint")
public func js_stick_set_base_tint(_ handle: UnsafeMutableRawPointer?, _ tint: SDL_Color) {
    stick(handle)?.baseTintColor = color(tint)
}

@_cdecl("js_stick_clear_base_tint")
public func js_stick_clear_base_tint(_ handle: UnsafeMutableRawPointer?) {
    stick(handle)?.baseTintColor = nil
}

@_cdecl("js_stick_set_color_fill")
public func js_stick_set_color_fill(_ handle: UnsafeMutableRawPointer?, _ on: Int32) {
    stick(handle)?.colorFillHandleImage = on != 0
}

@_cdecl("js_stick_set_handle_size")
public func js_stick_set_handle_size(_ handle: UnsafeMutableRawPointer?, _ ratio: Double) {
    guard ratio.isFinite, ratio > 0 else { return }
    stick(handle)?.handleSizeRatio = ratio
}

@_cdecl("js_stick_set_images")
public func js_stick_set_images(_ handle: UnsafeMutableRawPointer?, _ control: UnsafeMutableRawPointer?,
                                _ baseFile: UnsafePointer<CChar>?, _ handleFile: UnsafePointer<CChar>?) -> Int32 {
    setImages("js_stick_set_images", controls: handle, control: stick(control),
              [(baseFile, .base), (handleFile, .handle)])
}

@_cdecl("js_stick_bind_keyboard")
public func js_stick_bind_keyboard(_ handle: UnsafeMutableRawPointer?, _ control: UnsafeMutableRawPointer?) {
    controls(handle)?.input.keyboardStick = stick(control)
}

@_cdecl("js_stick_bind_pad")
public func js_stick_bind_pad(_ handle: UnsafeMutableRawPointer?, _ control: UnsafeMutableRawPointer?,
                              _ side: Int32) {
    guard let controls = controls(handle) else { return }
    switch side {
    case 0: controls.input.leftPadStick = stick(control)
    case 1: controls.input.rightPadStick = stick(control)
    default: break
    }
}

/// Sets one of a stick's optional rectangles from C's numbers; a rectangle that is not finite, or has a
/// negative side, is ignored.
private func set(_ property: ReferenceWritableKeyPath<JoyStick, Rect?>, of handle: UnsafeMutableRawPointer?,
                 to value: Rect?) {
    guard let stick = stick(handle), let value else { return }
    stick[keyPath: property] = value
}

/// Replaces some of a control's pictures with files (nil keeps a picture), for `js_stick_set_images` and
/// `js_button_set_images`; 0, or -1 with `js_last_error` naming the call and the file. Every file is read
/// before any picture changes, so a failure changes nothing.
func setImages(_ call: String, controls handle: UnsafeMutableRawPointer?, control: (any TouchControl)?,
               _ files: [(path: UnsafePointer<CChar>?, part: ControlImages.Part)]) -> Int32 {
    guard let controls = controls(handle), let control else {
        return fail("\(call): the controls or the control is NULL", -1)
    }
    do {
        let pictures = try files.map { file in (try file.path.map { try Image(contentsOf: String(cString: $0)) }, file.part) }
        for (image, part) in pictures {
            if let image { controls.drawing.setImage(image, as: part, for: control) }
        }
        return 0
    } catch {
        return fail("\(call): \(error)", -1)
    }
}
