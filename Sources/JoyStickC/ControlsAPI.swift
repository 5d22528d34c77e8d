import CSDL2
import JoyStickCSupport
import JoyStickEngine
import JoyStickSDL

// joystick_sdl.h, "The controls": creating and destroying them, adding sticks and buttons, the frame's calls.
// (js_version and js_last_error are in JoyStickCSupport.)

@_cdecl("js_controls_create")
public func js_controls_create(_ renderer: OpaquePointer?) -> UnsafeMutableRawPointer? {
    guard let renderer else { return failed("js_controls_create", "the renderer is NULL") }
    return Unmanaged.passRetained(CControls(renderer: renderer)).toOpaque()
}

@_cdecl("js_controls_destroy")
public func js_controls_destroy(_ handle: UnsafeMutableRawPointer?) {
    // NULL is nothing to destroy, as with free(NULL): no error.
    guard let handle else { return }
    controls(handle, "js_controls_destroy")?.destroy()
}

@_cdecl("js_controls_add_stick")
public func js_controls_add_stick(_ handle: UnsafeMutableRawPointer?, _ x: Float, _ y: Float, _ size: Float)
    -> UnsafeMutableRawPointer? {
    guard let controls = controls(handle, "js_controls_add_stick") else { return nil }
    guard let frame = rect(x, y, size, size), size > 0 else {
        return failed("js_controls_add_stick", "the base (\(x), \(y), side \(size)) is not a finite square with a positive side")
    }
    let made = CStick(JoyStick(frame: frame), owner: controls)
    controls.add(made)
    return opaque(made)
}

@_cdecl("js_controls_add_button")
public func js_controls_add_button(_ handle: UnsafeMutableRawPointer?, _ x: Float, _ y: Float, _ radius: Float,
                          _ label: UnsafePointer<CChar>?) -> UnsafeMutableRawPointer? {
    guard let controls = controls(handle, "js_controls_add_button") else { return nil }
    guard x.isFinite, y.isFinite, radius.isFinite, radius > 0 else {
        return failed("js_controls_add_button", "the circle (\(x), \(y), radius \(radius)) is not finite with a positive radius")
    }
    let made = CButton(TouchButton(center: Point(x: Double(x), y: Double(y)), radius: Double(radius),
                                   label: label.map { String(cString: $0) } ?? ""), owner: controls)
    controls.add(made)
    return opaque(made)
}

@_cdecl("js_controls_handle_event")
public func js_controls_handle_event(_ handle: UnsafeMutableRawPointer?, _ event: UnsafePointer<SDL_Event>?) -> Int32 {
    guard let handle, let event else { return 0 }
    // Borrowed, not retained, on the commonest call: `firing` keeps the controls alive until it returns, even
    // when a callback destroys them.
    return Unmanaged<CControls>.fromOpaque(handle)._withUnsafeGuaranteedRef { controls in
        guard usable(controls, "js_controls_handle_event") else { return 0 }
        return controls.firing { controls.controls.handle(event.pointee) } ? 1 : 0
    }
}

@_cdecl("js_controls_handle_event_at")
public func js_controls_handle_event_at(_ handle: UnsafeMutableRawPointer?, _ event: UnsafePointer<SDL_Event>?,
                                        _ seconds: Double) -> Int32 {
    guard let controls = controls(handle, "js_controls_handle_event_at"), let event else { return 0 }
    guard seconds.isFinite else {
        _ = fail("js_controls_handle_event_at", "the time is not a finite number")
        return 0
    }
    return controls.firing { controls.controls.handle(event.pointee, time: seconds) } ? 1 : 0
}

@_cdecl("js_controls_update")
public func js_controls_update(_ handle: UnsafeMutableRawPointer?, _ seconds: Double) {
    guard let controls = controls(handle, "js_controls_update"), seconds.isFinite else { return }
    controls.firing { controls.controls.update(time: seconds) }
}

@_cdecl("js_controls_draw")
public func js_controls_draw(_ handle: UnsafeMutableRawPointer?) -> Int32 {
    guard let controls = controls(handle, "js_controls_draw") else { return -1 }
    if let error = controls.controls.draw() { return fail("js_controls_draw", error.description) }
    return 0
}

@_cdecl("js_controls_release_all")
public func js_controls_release_all(_ handle: UnsafeMutableRawPointer?) {
    guard let controls = controls(handle, "js_controls_release_all") else { return }
    controls.firing { controls.controls.releaseAll() }
}

@_cdecl("js_controls_refresh_screen")
public func js_controls_refresh_screen(_ handle: UnsafeMutableRawPointer?) {
    controls(handle, "js_controls_refresh_screen")?.controls.refreshScreen()
}

@_cdecl("js_controls_set_debug_overlay")
public func js_controls_set_debug_overlay(_ handle: UnsafeMutableRawPointer?, _ on: Int32) {
    controls(handle, "js_controls_set_debug_overlay")?.controls.showsDebugOverlay = on != 0
}

@_cdecl("js_controls_debug_overlay")
public func js_controls_debug_overlay(_ handle: UnsafeRawPointer?) -> Int32 {
    controls(handle, "js_controls_debug_overlay")?.controls.showsDebugOverlay == true ? 1 : 0
}

@_cdecl("js_controls_set_rest_alpha")
public func js_controls_set_rest_alpha(_ handle: UnsafeMutableRawPointer?, _ alpha: Double) {
    guard let alpha = unit(alpha) else { return }
    controls(handle, "js_controls_set_rest_alpha")?.controls.drawing.restAlpha = alpha
}

@_cdecl("js_controls_dimmed")
public func js_controls_dimmed(_ handle: UnsafeRawPointer?) -> Int32 {
    controls(handle, "js_controls_dimmed")?.controls.isDimmed == true ? 1 : 0
}

@_cdecl("js_controls_set_pad_dead_zone")
public func js_controls_set_pad_dead_zone(_ handle: UnsafeMutableRawPointer?, _ zone: Double) {
    guard let zone = unit(zone) else { return }
    controls(handle, "js_controls_set_pad_dead_zone")?.controls.input.padDeadZone = zone
}

@_cdecl("js_controls_publish_gamepad")
public func js_controls_publish_gamepad(_ handle: UnsafeMutableRawPointer?, _ left: UnsafeMutableRawPointer?,
                               _ right: UnsafeMutableRawPointer?) -> Int32 {
    guard let controls = controls(handle, "js_controls_publish_gamepad") else { return -1 }
    var sticks: [JoyStick?] = []
    for handle in [left, right] {
        guard let handle else {
            sticks.append(nil)
            continue
        }
        guard let stick = stick(handle, of: controls, "js_controls_publish_gamepad") else { return -1 }
        sticks.append(stick.stick)
    }
    do {
        return try controls.controls.publishGamepad(left: sticks[0], right: sticks[1]).deviceIndex
    } catch {
        return fail("js_controls_publish_gamepad", error.description)
    }
}

@_cdecl("js_controls_set_idle_alpha")
public func js_controls_set_idle_alpha(_ handle: UnsafeMutableRawPointer?, _ alpha: Double) {
    guard let alpha = unit(alpha) else { return }
    controls(handle, "js_controls_set_idle_alpha")?.controls.drawing.idleAlpha = alpha
}

@_cdecl("js_controls_keyboard_state")
public func js_controls_keyboard_state(_ handle: UnsafeMutableRawPointer?,
                                       _ count: UnsafeMutablePointer<Int32>?) -> UnsafePointer<UInt8>? {
    guard let controls = controls(handle, "js_controls_keyboard_state") else { return nil }
    let state = controls.controls.keyboardState()
    count?.pointee = state.count
    return state.keys
}

@_cdecl("js_controls_push_key_events")
public func js_controls_push_key_events(_ handle: UnsafeMutableRawPointer?, _ on: Int32) {
    controls(handle, "js_controls_push_key_events")?.controls.virtualKeys.pushesEvents = on != 0
}

@_cdecl("js_event_is_virtual_key")
public func js_event_is_virtual_key(_ event: UnsafePointer<SDL_Event>?) -> Int32 {
    guard let event else { return 0 }
    return VirtualKeys.isVirtual(event.pointee) ? 1 : 0
}
