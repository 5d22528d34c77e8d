import JoyStickCSupport
import JoyStickEngine
#if JOYSTICK_SDL3
import JoyStickSDL3
#else
import CSDL2
import JoyStickSDL
#endif

// joystick_sdl.h, "Reading a stick", "Shaping a stick" and "Drawing a stick".

@_cdecl("js_stick_angle")
public func js_stick_angle(_ handle: UnsafeRawPointer?) -> Double {
    stick(handle, "js_stick_angle")?.stick.angle ?? 0
}

@_cdecl("js_stick_displacement")
public func js_stick_displacement(_ handle: UnsafeRawPointer?) -> Double {
    stick(handle, "js_stick_displacement")?.stick.displacement ?? 0
}

@_cdecl("js_stick_xy")
public func js_stick_xy(_ handle: UnsafeRawPointer?, _ x: UnsafeMutablePointer<Double>?,
                        _ y: UnsafeMutablePointer<Double>?) {
    let xy = stick(handle, "js_stick_xy")?.stick.xy ?? XYReport(x: 0, y: 0)
    x?.pointee = xy.x
    y?.pointee = xy.y
}

@_cdecl("js_stick_direction")
public func js_stick_direction(_ handle: UnsafeRawPointer?) -> Int32 {
    Int32(stick(handle, "js_stick_direction")?.stick.direction?.rawValue ?? -1)
}

@_cdecl("js_stick_raw_displacement")
public func js_stick_raw_displacement(_ handle: UnsafeRawPointer?) -> Double {
    stick(handle, "js_stick_raw_displacement")?.stick.rawDisplacement ?? 0
}

@_cdecl("js_stick_is_active")
public func js_stick_is_active(_ handle: UnsafeRawPointer?) -> Bool {
    stick(handle, "js_stick_is_active")?.stick.isActive == true
}

@_cdecl("js_stick_center")
public func js_stick_center(_ handle: UnsafeRawPointer?, _ x: UnsafeMutablePointer<Double>?,
                            _ y: UnsafeMutablePointer<Double>?) {
    let point = stick(handle, "js_stick_center")?.stick.center ?? Point(x: 0, y: 0)
    x?.pointee = point.x
    y?.pointee = point.y
}

@_cdecl("js_stick_size")
public func js_stick_size(_ handle: UnsafeRawPointer?) -> Double {
    stick(handle, "js_stick_size")?.stick.size ?? 0
}

@_cdecl("js_stick_handle_position")
public func js_stick_handle_position(_ handle: UnsafeRawPointer?, _ x: UnsafeMutablePointer<Double>?,
                                     _ y: UnsafeMutablePointer<Double>?) {
    let point = stick(handle, "js_stick_handle_position")?.stick.handlePosition ?? Point(x: 0, y: 0)
    x?.pointee = point.x
    y?.pointee = point.y
}

@_cdecl("js_stick_on_polar")
public func js_stick_on_polar(_ handle: UnsafeMutableRawPointer?,
                              _ fn: (@convention(c) (UnsafeMutableRawPointer?, Double, Double) -> Void)?,
                              _ user: UnsafeMutableRawPointer?) {
    guard let handle = stick(handle, "js_stick_on_polar") else { return }
    // Made here, not in `fn.map`: a closure made generically is called through a thunk at every report.
    guard let fn else { handle.stick.onPolar = nil; return }
    handle.stick.onPolar = { [liveness = handle.owner.liveness] in
        if !liveness.isDestroyed { fn(user, $0.angle, $0.displacement) }
    }
}

@_cdecl("js_stick_on_xy")
public func js_stick_on_xy(_ handle: UnsafeMutableRawPointer?,
                           _ fn: (@convention(c) (UnsafeMutableRawPointer?, Double, Double) -> Void)?,
                           _ user: UnsafeMutableRawPointer?) {
    guard let handle = stick(handle, "js_stick_on_xy") else { return }
    // Made here, not in `fn.map`: a closure made generically is called through a thunk at every report.
    guard let fn else { handle.stick.onXY = nil; return }
    handle.stick.onXY = { [liveness = handle.owner.liveness] in
        if !liveness.isDestroyed { fn(user, $0.x, $0.y) }
    }
}

@_cdecl("js_stick_on_direction")
public func js_stick_on_direction(_ handle: UnsafeMutableRawPointer?,
                                  _ fn: (@convention(c) (UnsafeMutableRawPointer?, Int32) -> Void)?,
                                  _ user: UnsafeMutableRawPointer?) {
    guard let handle = stick(handle, "js_stick_on_direction") else { return }
    // Made here, not in `fn.map`: a closure made generically is called through a thunk at every report.
    guard let fn else { handle.stick.onDirection = nil; return }
    handle.stick.onDirection = { [liveness = handle.owner.liveness] in
        if !liveness.isDestroyed { fn(user, Int32($0?.rawValue ?? -1)) }
    }
}

@_cdecl("js_stick_on_tap")
public func js_stick_on_tap(_ handle: UnsafeMutableRawPointer?,
                            _ fn: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?,
                            _ user: UnsafeMutableRawPointer?) {
    guard let handle = stick(handle, "js_stick_on_tap") else { return }
    handle.stick.onTap = callback(fn, user, owner: handle.owner)
}

@_cdecl("js_stick_set_center")
public func js_stick_set_center(_ handle: UnsafeMutableRawPointer?, _ x: Double, _ y: Double) {
    stick(handle, "js_stick_set_center")?.stick.center = Point(x: x, y: y)
}

@_cdecl("js_stick_set_size")
public func js_stick_set_size(_ handle: UnsafeMutableRawPointer?, _ size: Double) {
    stick(handle, "js_stick_set_size")?.stick.size = size
}

@_cdecl("js_stick_set_movable")
public func js_stick_set_movable(_ handle: UnsafeMutableRawPointer?, _ movable: Bool) {
    stick(handle, "js_stick_set_movable")?.stick.movable = movable
}

@_cdecl("js_stick_set_movable_bounds")
public func js_stick_set_movable_bounds(_ handle: UnsafeMutableRawPointer?, _ x: Double, _ y: Double,
                                        _ width: Double, _ height: Double) {
    // The engine ignores a rectangle that is not finite or has a negative side, for Swift and C alike.
    let bounds = Rect(x: x, y: y, width: width, height: height)
    stick(handle, "js_stick_set_movable_bounds")?.stick.movableBounds = bounds
}

@_cdecl("js_stick_clear_movable_bounds")
public func js_stick_clear_movable_bounds(_ handle: UnsafeMutableRawPointer?) {
    stick(handle, "js_stick_clear_movable_bounds")?.stick.movableBounds = nil
}

@_cdecl("js_stick_set_movable_bounds_contains_frame")
public func js_stick_set_movable_bounds_contains_frame(_ handle: UnsafeMutableRawPointer?, _ on: Bool) {
    stick(handle, "js_stick_set_movable_bounds_contains_frame")?.stick.movableBoundsContainsFrame = on
}

@_cdecl("js_stick_reset_frame")
public func js_stick_reset_frame(_ handle: UnsafeMutableRawPointer?) {
    stick(handle, "js_stick_reset_frame")?.stick.resetFrame()
}

@_cdecl("js_stick_set_activation_area")
public func js_stick_set_activation_area(_ handle: UnsafeMutableRawPointer?, _ x: Double, _ y: Double,
                                         _ width: Double, _ height: Double) {
    // The engine ignores a rectangle that is not finite or has a negative side, for Swift and C alike.
    let area = Rect(x: x, y: y, width: width, height: height)
    stick(handle, "js_stick_set_activation_area")?.stick.activationArea = area
}

@_cdecl("js_stick_set_floating")
public func js_stick_set_floating(_ handle: UnsafeMutableRawPointer?, _ floating: Bool) {
    guard let stick = stick(handle, "js_stick_set_floating") else { return }
    stick.owner.controls.setFloating(floating, for: stick.stick)
}

@_cdecl("js_stick_is_floating")
public func js_stick_is_floating(_ handle: UnsafeRawPointer?) -> Bool {
    guard let stick = stick(handle, "js_stick_is_floating") else { return false }
    return stick.owner.controls.isFloating(stick.stick)
}

@_cdecl("js_stick_set_reach")
public func js_stick_set_reach(_ handle: UnsafeMutableRawPointer?, _ share: Double) {
    guard let stick = stick(handle, "js_stick_set_reach") else { return }
    stick.stick.reach = share
}

@_cdecl("js_stick_clear_activation_area")
public func js_stick_clear_activation_area(_ handle: UnsafeMutableRawPointer?) {
    stick(handle, "js_stick_clear_activation_area")?.stick.activationArea = nil
}

@_cdecl("js_stick_set_handle_constraint")
public func js_stick_set_handle_constraint(_ handle: UnsafeMutableRawPointer?, _ x: Double, _ y: Double,
                                           _ width: Double, _ height: Double) {
    // The engine ignores a rectangle that is not finite or has a negative side, for Swift and C alike.
    let limit = Rect(x: x, y: y, width: width, height: height)
    stick(handle, "js_stick_set_handle_constraint")?.stick.handleConstraint = limit
}

@_cdecl("js_stick_clear_handle_constraint")
public func js_stick_clear_handle_constraint(_ handle: UnsafeMutableRawPointer?) {
    stick(handle, "js_stick_clear_handle_constraint")?.stick.handleConstraint = nil
}

@_cdecl("js_stick_set_travel")
public func js_stick_set_travel(_ handle: UnsafeMutableRawPointer?, _ travel: Double) {
    stick(handle, "js_stick_set_travel")?.stick.travel = travel
}

@_cdecl("js_stick_set_handle_position_mode")
public func js_stick_set_handle_position_mode(_ handle: UnsafeMutableRawPointer?, _ mode: Int32) {
    guard let stick = stick(handle, "js_stick_set_handle_position_mode") else { return }
    switch mode {
    case 0: stick.stick.handlePositionMode = .absolute
    case 1: stick.stick.handlePositionMode = .relative
    default:
        record("js_stick_set_handle_position_mode",
               "\(mode) is neither JS_HANDLE_POSITION_ABSOLUTE nor JS_HANDLE_POSITION_RELATIVE")
    }
}

@_cdecl("js_stick_handle_position_mode")
public func js_stick_handle_position_mode(_ handle: UnsafeRawPointer?) -> Int32 {
    stick(handle, "js_stick_handle_position_mode")?.stick.handlePositionMode == .relative ? 1 : 0
}

@_cdecl("js_stick_set_dead_zone")
public func js_stick_set_dead_zone(_ handle: UnsafeMutableRawPointer?, _ zone: Double) {
    stick(handle, "js_stick_set_dead_zone")?.stick.deadZone = zone
}

@_cdecl("js_stick_set_dead_zone_shape")
public func js_stick_set_dead_zone_shape(_ handle: UnsafeMutableRawPointer?, _ shape: Int32) {
    guard let stick = stick(handle, "js_stick_set_dead_zone_shape") else { return }
    switch shape {
    case 0: stick.stick.deadZoneShape = .radial
    case 1: stick.stick.deadZoneShape = .axial
    default: record("js_stick_set_dead_zone_shape", "\(shape) is neither JS_DEAD_ZONE_RADIAL nor JS_DEAD_ZONE_AXIAL")
    }
}

@_cdecl("js_stick_set_direction_mode")
public func js_stick_set_direction_mode(_ handle: UnsafeMutableRawPointer?, _ ways: Int32) {
    guard let stick = stick(handle, "js_stick_set_direction_mode") else { return }
    switch ways {
    case 4: stick.stick.directionMode = .four
    case 8: stick.stick.directionMode = .eight
    default:
        record("js_stick_set_direction_mode", "\(ways) is neither JS_DIRECTION_MODE_FOUR nor JS_DIRECTION_MODE_EIGHT")
    }
}

@_cdecl("js_stick_set_direction_threshold")
public func js_stick_set_direction_threshold(_ handle: UnsafeMutableRawPointer?, _ threshold: Double) {
    stick(handle, "js_stick_set_direction_threshold")?.stick.directionThreshold = threshold
}

@_cdecl("js_stick_set_direction_hysteresis")
public func js_stick_set_direction_hysteresis(_ handle: UnsafeMutableRawPointer?, _ degrees: Double) {
    stick(handle, "js_stick_set_direction_hysteresis")?.stick.directionHysteresis = degrees
}

@_cdecl("js_stick_set_delay_before_reporting")
public func js_stick_set_delay_before_reporting(_ handle: UnsafeMutableRawPointer?, _ seconds: Double) {
    stick(handle, "js_stick_set_delay_before_reporting")?.stick.delayBeforeReporting = seconds
}

@_cdecl("js_stick_set_tap_duration")
public func js_stick_set_tap_duration(_ handle: UnsafeMutableRawPointer?, _ seconds: Double) {
    stick(handle, "js_stick_set_tap_duration")?.stick.tapDuration = seconds
}

@_cdecl("js_stick_set_enable_double_tap_for_frame_reset")
public func js_stick_set_enable_double_tap_for_frame_reset(_ handle: UnsafeMutableRawPointer?, _ on: Bool) {
    stick(handle, "js_stick_set_enable_double_tap_for_frame_reset")?.stick.enableDoubleTapForFrameReset = on
}

@_cdecl("js_stick_set_double_tap_interval")
public func js_stick_set_double_tap_interval(_ handle: UnsafeMutableRawPointer?, _ seconds: Double) {
    stick(handle, "js_stick_set_double_tap_interval")?.stick.doubleTapInterval = seconds
}

@_cdecl("js_stick_set_base_alpha")
public func js_stick_set_base_alpha(_ handle: UnsafeMutableRawPointer?, _ alpha: Double) {
    stick(handle, "js_stick_set_base_alpha")?.stick.baseAlpha = alpha
}

@_cdecl("js_stick_set_handle_alpha")
public func js_stick_set_handle_alpha(_ handle: UnsafeMutableRawPointer?, _ alpha: Double) {
    stick(handle, "js_stick_set_handle_alpha")?.stick.handleAlpha = alpha
}

@_cdecl("js_stick_set_hidden")
public func js_stick_set_hidden(_ handle: UnsafeMutableRawPointer?, _ hidden: Bool) {
    guard let stick = stick(handle, "js_stick_set_hidden") else { return }
    stick.owner.firing { stick.stick.isHidden = hidden }
}

@_cdecl("js_stick_set_enabled")
public func js_stick_set_enabled(_ handle: UnsafeMutableRawPointer?, _ enabled: Bool) {
    guard let stick = stick(handle, "js_stick_set_enabled") else { return }
    stick.owner.firing { stick.stick.isEnabled = enabled }
}

@_cdecl("js_stick_set_alpha")
public func js_stick_set_alpha(_ handle: UnsafeMutableRawPointer?, _ alpha: Double) {
    stick(handle, "js_stick_set_alpha")?.stick.alpha = alpha
}

@_cdecl("js_stick_set_handle_tint")
public func js_stick_set_handle_tint(_ handle: UnsafeMutableRawPointer?, _ tint: SDL_Color) {
    stick(handle, "js_stick_set_handle_tint")?.stick.handleTintColor = color(tint)
}

@_cdecl("js_stick_clear_handle_tint")
public func js_stick_clear_handle_tint(_ handle: UnsafeMutableRawPointer?) {
    stick(handle, "js_stick_clear_handle_tint")?.stick.handleTintColor = nil
}

@_cdecl("js_stick_set_base_tint")
public func js_stick_set_base_tint(_ handle: UnsafeMutableRawPointer?, _ tint: SDL_Color) {
    stick(handle, "js_stick_set_base_tint")?.stick.baseTintColor = color(tint)
}

@_cdecl("js_stick_clear_base_tint")
public func js_stick_clear_base_tint(_ handle: UnsafeMutableRawPointer?) {
    stick(handle, "js_stick_clear_base_tint")?.stick.baseTintColor = nil
}

@_cdecl("js_stick_set_color_fill_handle_image")
public func js_stick_set_color_fill_handle_image(_ handle: UnsafeMutableRawPointer?, _ on: Bool) {
    stick(handle, "js_stick_set_color_fill_handle_image")?.stick.colorFillHandleImage = on
}

@_cdecl("js_stick_set_handle_size_ratio")
public func js_stick_set_handle_size_ratio(_ handle: UnsafeMutableRawPointer?, _ ratio: Double) {
    stick(handle, "js_stick_set_handle_size_ratio")?.stick.handleSizeRatio = ratio
}

@_cdecl("js_stick_load_images")
public func js_stick_load_images(_ handle: UnsafeMutableRawPointer?, _ baseFile: UnsafePointer<CChar>?,
                                 _ handleFile: UnsafePointer<CChar>?) -> Int32 {
    guard let stick = stick(handle, "js_stick_load_images") else { return -1 }
    let controls = stick.owner.controls
    do {
        let base = try baseFile.map { (path) throws(ControlsError) in try controls.image(contentsOf: String(cString: path)) }
        let knob = try handleFile.map { (path) throws(ControlsError) in try controls.image(contentsOf: String(cString: path)) }
        controls.setImages(of: stick.stick, base: base, handle: knob)
        return 0
    } catch {
        return fail("js_stick_load_images", error.description)
    }
}

@_cdecl("js_stick_image_file")
public func js_stick_image_file(_ handle: UnsafeMutableRawPointer?, _ ofHandle: Bool) -> UnsafePointer<CChar>? {
    guard let stick = stick(handle, "js_stick_image_file") else { return nil }
    let controls = stick.owner.controls
    let images = controls.images(of: stick.stick)
    let image = ofHandle ? images.handle : images.base
    stick.imageFile = controls.isBuiltIn(image) ? nil : CName(image.path)
    return stick.imageFile.map { UnsafePointer($0.bytes) }
}

@_cdecl("js_stick_reset_images")
public func js_stick_reset_images(_ handle: UnsafeMutableRawPointer?) {
    guard let stick = stick(handle, "js_stick_reset_images") else { return }
    stick.owner.controls.resetImages(of: stick.stick)
}

@_cdecl("js_stick_was_tapped")
public func js_stick_was_tapped(_ handle: UnsafeRawPointer?) -> Bool {
    stick(handle, "js_stick_was_tapped")?.stick.wasTapped == true
}

@_cdecl("js_stick_bind_scancodes")
public func js_stick_bind_scancodes(_ handle: UnsafeMutableRawPointer?, _ up: SDL_Scancode, _ left: SDL_Scancode,
                                    _ down: SDL_Scancode, _ right: SDL_Scancode) {
    guard let stick = stick(handle, "js_stick_bind_scancodes"),
          scancodes(up, left, down, right, call: "js_stick_bind_scancodes") else { return }
    stick.owner.firing { stick.owner.controls.bindScancodes(stick.stick, up: up, left: left, down: down, right: right) }
}

@_cdecl("js_stick_unbind_scancodes")
public func js_stick_unbind_scancodes(_ handle: UnsafeMutableRawPointer?) {
    guard let stick = stick(handle, "js_stick_unbind_scancodes") else { return }
    stick.owner.firing { stick.owner.controls.unbindScancodes(stick.stick) }
}

@_cdecl("js_stick_bind_gamepad_stick")
public func js_stick_bind_gamepad_stick(_ handle: UnsafeMutableRawPointer?, _ side: Int32) {
    guard let stick = stick(handle, "js_stick_bind_gamepad_stick") else { return }
    let pad: GamepadStick
    switch side {
    case 0: pad = .left
    case 1: pad = .right
    default:
        _ = fail("js_stick_bind_gamepad_stick", "\(side) is neither JS_GAMEPAD_STICK_LEFT nor JS_GAMEPAD_STICK_RIGHT")
        return
    }
    stick.owner.firing { stick.owner.controls.bindGamepadStick(stick.stick, pad) }
}

@_cdecl("js_stick_unbind_gamepad_stick")
public func js_stick_unbind_gamepad_stick(_ handle: UnsafeMutableRawPointer?) {
    guard let stick = stick(handle, "js_stick_unbind_gamepad_stick") else { return }
    stick.owner.firing { stick.owner.controls.unbindGamepadStick(stick.stick) }
}

@_cdecl("js_stick_remove")
public func js_stick_remove(_ handle: UnsafeMutableRawPointer?) {
    // NULL is nothing to remove: no error.
    guard let handle, let stick = stick(handle, "js_stick_remove") else { return }
    stick.owner.remove(stick)
}

// MARK: Getters, one beside each setter (the header's naming rule)

/// A stick's number, 0 for NULL.
private func number(_ handle: UnsafeRawPointer?, _ call: StaticString, _ read: (JoyStick) -> Double) -> Double {
    stick(handle, call).map { read($0.stick) } ?? 0
}

/// A stick's yes or no, false for NULL.
private func flag(_ handle: UnsafeRawPointer?, _ call: StaticString, _ read: (JoyStick) -> Bool) -> Bool {
    stick(handle, call).map { read($0.stick) } ?? false
}

@_cdecl("js_stick_movable")
public func js_stick_movable(_ handle: UnsafeRawPointer?) -> Bool {
    flag(handle, "js_stick_movable") { $0.movable }
}

@_cdecl("js_stick_movable_bounds")
public func js_stick_movable_bounds(_ handle: UnsafeRawPointer?, _ x: UnsafeMutablePointer<Double>?,
                                    _ y: UnsafeMutablePointer<Double>?, _ width: UnsafeMutablePointer<Double>?,
                                    _ height: UnsafeMutablePointer<Double>?) -> Bool {
    write(stick(handle, "js_stick_movable_bounds")?.stick.movableBounds, x, y, width, height)
}

@_cdecl("js_stick_movable_bounds_contains_frame")
public func js_stick_movable_bounds_contains_frame(_ handle: UnsafeRawPointer?) -> Bool {
    flag(handle, "js_stick_movable_bounds_contains_frame") { $0.movableBoundsContainsFrame }
}

@_cdecl("js_stick_activation_area")
public func js_stick_activation_area(_ handle: UnsafeRawPointer?, _ x: UnsafeMutablePointer<Double>?,
                                     _ y: UnsafeMutablePointer<Double>?, _ width: UnsafeMutablePointer<Double>?,
                                     _ height: UnsafeMutablePointer<Double>?) -> Bool {
    write(stick(handle, "js_stick_activation_area")?.stick.activationArea, x, y, width, height)
}

@_cdecl("js_stick_reach")
public func js_stick_reach(_ handle: UnsafeRawPointer?) -> Double {
    number(handle, "js_stick_reach") { $0.reach }
}

@_cdecl("js_stick_handle_constraint")
public func js_stick_handle_constraint(_ handle: UnsafeRawPointer?, _ x: UnsafeMutablePointer<Double>?,
                                       _ y: UnsafeMutablePointer<Double>?, _ width: UnsafeMutablePointer<Double>?,
                                       _ height: UnsafeMutablePointer<Double>?) -> Bool {
    write(stick(handle, "js_stick_handle_constraint")?.stick.handleConstraint, x, y, width, height)
}

@_cdecl("js_stick_travel")
public func js_stick_travel(_ handle: UnsafeRawPointer?) -> Double {
    number(handle, "js_stick_travel") { $0.travel }
}

@_cdecl("js_stick_dead_zone")
public func js_stick_dead_zone(_ handle: UnsafeRawPointer?) -> Double {
    number(handle, "js_stick_dead_zone") { $0.deadZone }
}

@_cdecl("js_stick_dead_zone_shape")
public func js_stick_dead_zone_shape(_ handle: UnsafeRawPointer?) -> Int32 {
    stick(handle, "js_stick_dead_zone_shape")?.stick.deadZoneShape == .axial ? 1 : 0
}

@_cdecl("js_stick_direction_mode")
public func js_stick_direction_mode(_ handle: UnsafeRawPointer?) -> Int32 {
    stick(handle, "js_stick_direction_mode")?.stick.directionMode == .four ? 4 : 8
}

@_cdecl("js_stick_direction_threshold")
public func js_stick_direction_threshold(_ handle: UnsafeRawPointer?) -> Double {
    number(handle, "js_stick_direction_threshold") { $0.directionThreshold }
}

@_cdecl("js_stick_direction_hysteresis")
public func js_stick_direction_hysteresis(_ handle: UnsafeRawPointer?) -> Double {
    number(handle, "js_stick_direction_hysteresis") { $0.directionHysteresis }
}

@_cdecl("js_stick_delay_before_reporting")
public func js_stick_delay_before_reporting(_ handle: UnsafeRawPointer?) -> Double {
    number(handle, "js_stick_delay_before_reporting") { $0.delayBeforeReporting }
}

@_cdecl("js_stick_tap_duration")
public func js_stick_tap_duration(_ handle: UnsafeRawPointer?) -> Double {
    number(handle, "js_stick_tap_duration") { $0.tapDuration }
}

@_cdecl("js_stick_enable_double_tap_for_frame_reset")
public func js_stick_enable_double_tap_for_frame_reset(_ handle: UnsafeRawPointer?) -> Bool {
    flag(handle, "js_stick_enable_double_tap_for_frame_reset") { $0.enableDoubleTapForFrameReset }
}

@_cdecl("js_stick_double_tap_interval")
public func js_stick_double_tap_interval(_ handle: UnsafeRawPointer?) -> Double {
    number(handle, "js_stick_double_tap_interval") { $0.doubleTapInterval }
}

@_cdecl("js_stick_is_hidden")
public func js_stick_is_hidden(_ handle: UnsafeRawPointer?) -> Bool {
    flag(handle, "js_stick_is_hidden") { $0.isHidden }
}

@_cdecl("js_stick_is_enabled")
public func js_stick_is_enabled(_ handle: UnsafeRawPointer?) -> Bool {
    flag(handle, "js_stick_is_enabled") { $0.isEnabled }
}

@_cdecl("js_stick_alpha")
public func js_stick_alpha(_ handle: UnsafeRawPointer?) -> Double {
    number(handle, "js_stick_alpha") { $0.alpha }
}

@_cdecl("js_stick_base_alpha")
public func js_stick_base_alpha(_ handle: UnsafeRawPointer?) -> Double {
    number(handle, "js_stick_base_alpha") { $0.baseAlpha }
}

@_cdecl("js_stick_handle_alpha")
public func js_stick_handle_alpha(_ handle: UnsafeRawPointer?) -> Double {
    number(handle, "js_stick_handle_alpha") { $0.handleAlpha }
}

@_cdecl("js_stick_handle_tint")
public func js_stick_handle_tint(_ handle: UnsafeRawPointer?, _ color: UnsafeMutablePointer<SDL_Color>?) -> Bool {
    write(stick(handle, "js_stick_handle_tint")?.stick.handleTintColor, color)
}

@_cdecl("js_stick_base_tint")
public func js_stick_base_tint(_ handle: UnsafeRawPointer?, _ color: UnsafeMutablePointer<SDL_Color>?) -> Bool {
    write(stick(handle, "js_stick_base_tint")?.stick.baseTintColor, color)
}

@_cdecl("js_stick_color_fill_handle_image")
public func js_stick_color_fill_handle_image(_ handle: UnsafeRawPointer?) -> Bool {
    flag(handle, "js_stick_color_fill_handle_image") { $0.colorFillHandleImage }
}

@_cdecl("js_stick_handle_size_ratio")
public func js_stick_handle_size_ratio(_ handle: UnsafeRawPointer?) -> Double {
    number(handle, "js_stick_handle_size_ratio") { $0.handleSizeRatio }
}
