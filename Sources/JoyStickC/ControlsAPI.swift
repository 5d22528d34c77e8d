import CSDL2
import JoyStickCSupport
import JoyStickEngine
import JoyStickSDL

// joystick_sdl.h, "The controls": creating and destroying them, adding sticks and buttons, the frame's calls.

/// The library's version, kept with the header's JOYSTICK_SDL_*_VERSION macros.
private let version: StaticString = "0.1.0"

@_cdecl("js_version")
public func js_version() -> UnsafePointer<CChar> {
    UnsafeRawPointer(version.utf8Start).assumingMemoryBound(to: CChar.self)
}

@_cdecl("js_controls_create")
public func js_controls_create(_ renderer: OpaquePointer?) -> UnsafeMutableRawPointer? {
    guard let renderer else { return fail("js_controls_create: the renderer is NULL", nil) }
    do {
        return Unmanaged.passRetained(try CControls(renderer: renderer)).toOpaque()
    } catch {
        return fail("js_controls_create: \(error)", nil)
    }
}

@_cdecl("js_controls_destroy")
public func js_controls_destroy(_ handle: UnsafeMutableRawPointer?) {
    guard let handle else { return }
    Unmanaged<CControls>.fromOpaque(handle).release()
}

@_cdecl("js_add_stick")
public func js_add_stick(_ handle: UnsafeMutableRawPointer?, _ x: Float, _ y: Float, _ size: Float)
    -> UnsafeMutableRawPointer? {
    guard let controls = controls(handle) else { return fail("js_add_stick: the controls are NULL", nil) }
    guard let frame = rect(x, y, size, size), size > 0 else {
        return fail("js_add_stick: the base (\(x), \(y), side \(size)) is not a finite square with a positive side", nil)
    }
    let made = JoyStick(frame: frame)
    controls.add(made)
    return opaque(made)
}

@_cdecl("js_add_button")
public func js_add_button(_ handle: UnsafeMutableRawPointer?, _ x: Float, _ y: Float, _ radius: Float,
                          _ label: UnsafePointer<CChar>?) -> UnsafeMutableRawPointer? {
    guard let controls = controls(handle) else { return fail("js_add_button: the controls are NULL", nil) }
    guard x.isFinite, y.isFinite, radius.isFinite, radius > 0 else {
        return fail("js_add_button: the circle (\(x), \(y), radius \(radius)) is not finite with a positive radius", nil)
    }
    let made = TouchButton(center: Point(x: Double(x), y: Double(y)), radius: Double(radius),
                           label: label.map { String(cString: $0) } ?? "")
    controls.add(made)
    return opaque(made)
}

@_cdecl("js_handle_event")
public func js_handle_event(_ handle: UnsafeMutableRawPointer?, _ event: UnsafePointer<SDL_Event>?) -> Int32 {
    guard let handle, let event else { return 0 }
    // Borrowed, not retained: the per-event path pays no reference counting for the controls.
    return Unmanaged<CControls>.fromOpaque(handle)._withUnsafeGuaranteedRef { $0.input.handle(event.pointee) } ? 1 : 0
}

@_cdecl("js_update")
public func js_update(_ handle: UnsafeMutableRawPointer?, _ seconds: Double) {
    guard let controls = controls(handle), seconds.isFinite else { return }
    controls.input.update(time: seconds)
    controls.gamepad?.publish()
}

@_cdecl("js_draw")
public func js_draw(_ handle: UnsafeMutableRawPointer?) -> Int32 {
    guard let controls = controls(handle) else { return fail("js_draw: the controls are NULL", -1) }
    controls.drawing.draw(controls.surface, dimmed: controls.input.dimsScreenControls)
    controls.overlay.draw(controls.surface, input: controls.input, on: controls.renderer,
                          font: controls.drawing.font)
    if let error = controls.drawing.drawingError { return fail("js_draw: \(error)", -1) }
    return 0
}

@_cdecl("js_controls_release_all")
public func js_controls_release_all(_ handle: UnsafeMutableRawPointer?) {
    controls(handle)?.input.releaseAll(time: CControls.now)
}

@_cdecl("js_controls_refresh_screen")
public func js_controls_refresh_screen(_ handle: UnsafeMutableRawPointer?) {
    controls(handle)?.input.refreshScreen()
}

@_cdecl("js_controls_set_debug_overlay")
public func js_controls_set_debug_overlay(_ handle: UnsafeMutableRawPointer?, _ on: Int32) {
    controls(handle)?.overlay.isEnabled = on != 0
}

@_cdecl("js_controls_debug_overlay")
public func js_controls_debug_overlay(_ handle: UnsafeRawPointer?) -> Int32 {
    controls(handle)?.overlay.isEnabled == true ? 1 : 0
}

@_cdecl("js_controls_set_rest_alpha")
public func js_controls_set_rest_alpha(_ handle: UnsafeMutableRawPointer?, _ alpha: Double) {
    guard alpha.isFinite else { return }
    controls(handle)?.drawing.restAlpha = min(max(alpha, 0), 1)
}

@_cdecl("js_controls_dimmed")
public func js_controls_dimmed(_ handle: UnsafeRawPointer?) -> Int32 {
    controls(handle)?.input.dimsScreenControls == true ? 1 : 0
}

@_cdecl("js_controls_set_pad_dead_zone")
public func js_controls_set_pad_dead_zone(_ handle: UnsafeMutableRawPointer?, _ zone: Double) {
    guard zone.isFinite else { return }
    controls(handle)?.input.padDeadZone = min(max(zone, 0), 1)
}

@_cdecl("js_publish_gamepad")
public func js_publish_gamepad(_ handle: UnsafeMutableRawPointer?, _ left: UnsafeMutableRawPointer?,
                               _ right: UnsafeMutableRawPointer?) -> Int32 {
    guard let controls = controls(handle) else { return fail("js_publish_gamepad: the controls are NULL", -1) }
    guard SDL_WasInit(SDL_INIT_JOYSTICK) != 0 else {
        return fail("js_publish_gamepad: SDL's game controller subsystem is not on (SDL_INIT_GAMECONTROLLER)", -1)
    }
    controls.gamepad = nil
    do {
        let pad = try VirtualGamepad()
        pad.leftStick = stick(left)
        pad.rightStick = stick(right)
        pad.buttons = controls.gamepadButtons
        controls.gamepad = pad
        return pad.deviceIndex
    } catch {
        return fail("js_publish_gamepad: \(error)", -1)
    }
}

@_cdecl("js_gamepad_bind_button")
public func js_gamepad_bind_button(_ handle: UnsafeMutableRawPointer?, _ control: UnsafeMutableRawPointer?,
                                   _ sdlButton: SDL_GameControllerButton) {
    guard let controls = controls(handle), let control = button(control) else { return }
    controls.gamepadButtons.append((sdlButton, control))
    controls.gamepad?.buttons = controls.gamepadButtons
}
