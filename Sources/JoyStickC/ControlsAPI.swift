import JoyStickCSupport
import JoyStickEngine
#if JOYSTICK_SDL3
import JoyStickSDL3
#else
import CSDL2
import JoyStickSDL
#endif

// joystick_sdl.h, "The controls", "Looks" and "Keys and a game controller": creating and destroying the
// controls, adding sticks and buttons, the frame's calls. (js_version and js_last_error are in JoyStickCSupport.)

@_cdecl("js_controls_create")
public func js_controls_create(_ renderer: OpaquePointer?) -> UnsafeMutableRawPointer? {
    guard let renderer else { return failed("js_controls_create", "the renderer is NULL") }
    return ControlsHandle.make(renderer: renderer)
}

@_cdecl("js_controls_destroy")
public func js_controls_destroy(_ handle: UnsafeMutableRawPointer?) {
    // NULL is nothing to destroy, as with free(NULL): no error.
    guard let handle else { return }
    controls(handle, "js_controls_destroy")?.destroy()
}

@_cdecl("js_controls_add_stick")
public func js_controls_add_stick(_ handle: UnsafeMutableRawPointer?, _ name: UnsafePointer<CChar>?, _ x: Double,
                                  _ y: Double, _ size: Double) -> UnsafeMutableRawPointer? {
    guard let controls = controls(handle, "js_controls_add_stick") else { return nil }
    do {
        return opaque(try controls.addStick(name: string(name), center: Point(x: x, y: y), size: size))
    } catch {
        return failed("js_controls_add_stick", error.description)
    }
}

@_cdecl("js_controls_add_button")
public func js_controls_add_button(_ handle: UnsafeMutableRawPointer?, _ name: UnsafePointer<CChar>?, _ x: Double,
                                   _ y: Double, _ size: Double, _ label: UnsafePointer<CChar>?) -> UnsafeMutableRawPointer? {
    guard let controls = controls(handle, "js_controls_add_button") else { return nil }
    do {
        return opaque(try controls.addButton(name: string(name), center: Point(x: x, y: y), size: size,
                                             label: string(label) ?? ""))
    } catch {
        return failed("js_controls_add_button", error.description)
    }
}

@_cdecl("js_controls_handle_event")
public func js_controls_handle_event(_ handle: UnsafeMutableRawPointer?, _ event: UnsafePointer<SDL_Event>?) -> Bool {
    // Lent, not counted: the per-event call. `firing` defers a destroy by a callback until it returns.
    withLentControls(handle, "js_controls_handle_event", failure: false) { controls in
        guard let event else { return failed("js_controls_handle_event", "the event is NULL") ?? false }
        return controls.firing { controls.controls.handle(eventAt: event) }
    }
}

@_cdecl("js_controls_handle_event_at")
public func js_controls_handle_event_at(_ handle: UnsafeMutableRawPointer?, _ event: UnsafePointer<SDL_Event>?,
                                        _ seconds: Double) -> Bool {
    withLentControls(handle, "js_controls_handle_event_at", failure: false) { controls in
        guard let event else { return failed("js_controls_handle_event_at", "the event is NULL") ?? false }
        guard seconds.isFinite else {
            _ = fail("js_controls_handle_event_at", "the time is not a finite number")
            return false
        }
        return controls.firing { controls.controls.handle(event.pointee, time: seconds) }
    }
}

@_cdecl("js_controls_update")
public func js_controls_update(_ handle: UnsafeMutableRawPointer?, _ seconds: Double) {
    guard let controls = controls(handle, "js_controls_update"), seconds.isFinite else { return }
    controls.firing { controls.controls.update(time: seconds) }
}

@_cdecl("js_controls_draw")
public func js_controls_draw(_ handle: UnsafeMutableRawPointer?, _ faded: Bool) -> Int32 {
    guard let controls = controls(handle, "js_controls_draw") else { return -1 }
    do {
        try controls.controls.draw(faded: faded)
        return 0
    } catch {
        return fail("js_controls_draw", error.description)
    }
}

@_cdecl("js_controls_release_all")
public func js_controls_release_all(_ handle: UnsafeMutableRawPointer?) {
    guard let controls = controls(handle, "js_controls_release_all") else { return }
    controls.firing { controls.controls.releaseAll() }
}

@_cdecl("js_controls_refresh_screen")
public func js_controls_refresh_screen(_ handle: UnsafeMutableRawPointer?) {
    // A new shape releases the controls and lays them out: their callbacks may fire.
    guard let controls = controls(handle, "js_controls_refresh_screen") else { return }
    controls.firing { controls.controls.refreshScreen() }
}

@_cdecl("js_controls_screen_size")
public func js_controls_screen_size(_ handle: UnsafeRawPointer?, _ width: UnsafeMutablePointer<Double>?,
                                    _ height: UnsafeMutablePointer<Double>?) {
    let size = controls(handle, "js_controls_screen_size")?.controls.screenSize ?? Size(width: 0, height: 0)
    width?.pointee = size.width
    height?.pointee = size.height
}

@_cdecl("js_controls_set_uses_window_pixels")
public func js_controls_set_uses_window_pixels(_ handle: UnsafeMutableRawPointer?, _ uses: Bool) {
    // A new screen lays the named controls out anew and releases what was held: callbacks may fire.
    guard let controls = controls(handle, "js_controls_set_uses_window_pixels") else { return }
    controls.firing { controls.controls.usesWindowPixels = uses }
}

// MARK: Looks

@_cdecl("js_controls_set_shows_debug_overlay")
public func js_controls_set_shows_debug_overlay(_ handle: UnsafeMutableRawPointer?, _ shows: Bool) {
    controls(handle, "js_controls_set_shows_debug_overlay")?.controls.showsDebugOverlay = shows
}

@_cdecl("js_controls_shows_debug_overlay")
public func js_controls_shows_debug_overlay(_ handle: UnsafeRawPointer?) -> Bool {
    controls(handle, "js_controls_shows_debug_overlay")?.controls.showsDebugOverlay == true
}

@_cdecl("js_controls_set_idle_alpha")
public func js_controls_set_idle_alpha(_ handle: UnsafeMutableRawPointer?, _ alpha: Double) {
    controls(handle, "js_controls_set_idle_alpha")?.controls.idleAlpha = alpha
}

@_cdecl("js_controls_set_dimmed_alpha")
public func js_controls_set_dimmed_alpha(_ handle: UnsafeMutableRawPointer?, _ alpha: Double) {
    controls(handle, "js_controls_set_dimmed_alpha")?.controls.dimmedAlpha = alpha
}

@_cdecl("js_controls_is_dimmed")
public func js_controls_is_dimmed(_ handle: UnsafeRawPointer?) -> Bool {
    controls(handle, "js_controls_is_dimmed")?.controls.isDimmed == true
}

@_cdecl("js_controls_set_steps_aside")
public func js_controls_set_steps_aside(_ handle: UnsafeMutableRawPointer?, _ stepsAside: Bool) {
    controls(handle, "js_controls_set_steps_aside")?.controls.stepsAside = stepsAside
}

@_cdecl("js_controls_set_hidden")
public func js_controls_set_hidden(_ handle: UnsafeMutableRawPointer?, _ hidden: Bool) {
    guard let controls = controls(handle, "js_controls_set_hidden") else { return }
    // Hiding lets go of what the controls hold: its callbacks fire now.
    controls.firing { controls.controls.isHidden = hidden }
}

@_cdecl("js_controls_is_hidden")
public func js_controls_is_hidden(_ handle: UnsafeRawPointer?) -> Bool {
    controls(handle, "js_controls_is_hidden")?.controls.isHidden == true
}

@_cdecl("js_controls_set_gamepad_dead_zone")
public func js_controls_set_gamepad_dead_zone(_ handle: UnsafeMutableRawPointer?, _ zone: Double) {
    controls(handle, "js_controls_set_gamepad_dead_zone")?.controls.gamepadDeadZone = zone
}

// MARK: Keys and a game controller

@_cdecl("js_controls_keyboard_state")
public func js_controls_keyboard_state(_ handle: UnsafeMutableRawPointer?,
                                       _ count: UnsafeMutablePointer<Int32>?) -> UnsafePointer<UInt8>? {
    guard let controls = controls(handle, "js_controls_keyboard_state") else { return nil }
    let state = controls.controls.keyboardState()
    count?.pointee = state.count
    return state.keys
}

@_cdecl("js_controls_is_key_down")
public func js_controls_is_key_down(_ handle: UnsafeRawPointer?, _ key: SDL_Scancode) -> Bool {
    controls(handle, "js_controls_is_key_down")?.controls.isKeyDown(key) == true
}

@_cdecl("js_controls_was_key_pressed")
public func js_controls_was_key_pressed(_ handle: UnsafeRawPointer?, _ key: SDL_Scancode) -> Bool {
    controls(handle, "js_controls_was_key_pressed")?.controls.wasKeyPressed(key) == true
}

@_cdecl("js_controls_was_key_released")
public func js_controls_was_key_released(_ handle: UnsafeRawPointer?, _ key: SDL_Scancode) -> Bool {
    controls(handle, "js_controls_was_key_released")?.controls.wasKeyReleased(key) == true
}

@_cdecl("js_controls_set_pushes_key_events")
public func js_controls_set_pushes_key_events(_ handle: UnsafeMutableRawPointer?, _ pushes: Bool) {
    controls(handle, "js_controls_set_pushes_key_events")?.controls.pushesKeyEvents = pushes
}

@_cdecl("js_event_is_virtual_key")
public func js_event_is_virtual_key(_ event: UnsafePointer<SDL_Event>?) -> Bool {
    guard let event else { return false }
    return OnScreenControls.isVirtualKey(event.pointee)
}

@_cdecl("js_controls_publish_gamepad")
public func js_controls_publish_gamepad(_ handle: UnsafeMutableRawPointer?) -> Int32 {
    guard let controls = controls(handle, "js_controls_publish_gamepad") else { return -1 }
    do {
        try controls.controls.publishGamepad()
        return 0
    } catch {
        return fail("js_controls_publish_gamepad", error.description)
    }
}

@_cdecl("js_controls_unpublish_gamepad")
public func js_controls_unpublish_gamepad(_ handle: UnsafeMutableRawPointer?) {
    controls(handle, "js_controls_unpublish_gamepad")?.controls.unpublishGamepad()
}

#if JOYSTICK_SDL3
/// SDL 3 opens a gamepad by its joystick id: the published pad's, 0 for none.
@_cdecl("js_controls_gamepad_index")
public func js_controls_gamepad_index(_ handle: UnsafeRawPointer?) -> UInt32 {
    controls(handle, "js_controls_gamepad_index")?.controls.gamepadInstanceID?.rawValue ?? 0
}
#else
@_cdecl("js_controls_gamepad_index")
public func js_controls_gamepad_index(_ handle: UnsafeRawPointer?) -> Int32 {
    controls(handle, "js_controls_gamepad_index")?.controls.gamepadIndex ?? -1
}
#endif

// MARK: Getters, one beside each setter (the header's naming rule)

@_cdecl("js_controls_uses_window_pixels")
public func js_controls_uses_window_pixels(_ handle: UnsafeRawPointer?) -> Bool {
    controls(handle, "js_controls_uses_window_pixels")?.controls.usesWindowPixels == true
}

@_cdecl("js_controls_idle_alpha")
public func js_controls_idle_alpha(_ handle: UnsafeRawPointer?) -> Double {
    controls(handle, "js_controls_idle_alpha")?.controls.idleAlpha ?? 0
}

@_cdecl("js_controls_dimmed_alpha")
public func js_controls_dimmed_alpha(_ handle: UnsafeRawPointer?) -> Double {
    controls(handle, "js_controls_dimmed_alpha")?.controls.dimmedAlpha ?? 0
}

@_cdecl("js_controls_steps_aside")
public func js_controls_steps_aside(_ handle: UnsafeRawPointer?) -> Bool {
    controls(handle, "js_controls_steps_aside")?.controls.stepsAside == true
}

@_cdecl("js_controls_gamepad_dead_zone")
public func js_controls_gamepad_dead_zone(_ handle: UnsafeRawPointer?) -> Double {
    controls(handle, "js_controls_gamepad_dead_zone")?.controls.gamepadDeadZone ?? 0
}

@_cdecl("js_controls_pushes_key_events")
public func js_controls_pushes_key_events(_ handle: UnsafeRawPointer?) -> Bool {
    controls(handle, "js_controls_pushes_key_events")?.controls.pushesKeyEvents == true
}
