import JoyStickEngine
#if JOYSTICK_SDL3
import JoyStickSDL3
#else
import CSDL2
import JoyStickSDL
#endif

// joystick_sdl.h, "Buttons", and the buttons' key and pad bindings.

@_cdecl("js_button_is_down")
public func js_button_is_down(_ handle: UnsafeRawPointer?) -> Bool {
    button(handle, "js_button_is_down")?.button.isDown == true
}

@_cdecl("js_button_on_tap")
public func js_button_on_tap(_ handle: UnsafeMutableRawPointer?,
                             _ fn: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?,
                             _ user: UnsafeMutableRawPointer?) {
    guard let button = button(handle, "js_button_on_tap") else { return }
    button.button.onTap = callback(fn, user, owner: button.owner)
}

@_cdecl("js_button_on_press")
public func js_button_on_press(_ handle: UnsafeMutableRawPointer?,
                               _ fn: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?,
                               _ user: UnsafeMutableRawPointer?) {
    guard let button = button(handle, "js_button_on_press") else { return }
    button.button.onPress = callback(fn, user, owner: button.owner)
}

@_cdecl("js_button_on_release")
public func js_button_on_release(_ handle: UnsafeMutableRawPointer?,
                                 _ fn: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?,
                                 _ user: UnsafeMutableRawPointer?) {
    guard let button = button(handle, "js_button_on_release") else { return }
    button.button.onRelease = callback(fn, user, owner: button.owner)
}

@_cdecl("js_button_set_center")
public func js_button_set_center(_ handle: UnsafeMutableRawPointer?, _ x: Double, _ y: Double) {
    button(handle, "js_button_set_center")?.button.center = Point(x: x, y: y)
}

@_cdecl("js_button_set_size")
public func js_button_set_size(_ handle: UnsafeMutableRawPointer?, _ size: Double) {
    button(handle, "js_button_set_size")?.button.size = size
}

@_cdecl("js_button_center")
public func js_button_center(_ handle: UnsafeRawPointer?, _ x: UnsafeMutablePointer<Double>?,
                             _ y: UnsafeMutablePointer<Double>?) {
    let center = button(handle, "js_button_center")?.button.center ?? Point(x: 0, y: 0)
    x?.pointee = center.x
    y?.pointee = center.y
}

@_cdecl("js_button_size")
public func js_button_size(_ handle: UnsafeRawPointer?) -> Double {
    button(handle, "js_button_size")?.button.size ?? 0
}

@_cdecl("js_button_set_down")
public func js_button_set_down(_ handle: UnsafeMutableRawPointer?, _ down: Bool) {
    guard let button = button(handle, "js_button_set_down") else { return }
    let owner = button.owner
    owner.firing { owner.controls.setDown(button.button, down) }
}

@_cdecl("js_button_set_alpha")
public func js_button_set_alpha(_ handle: UnsafeMutableRawPointer?, _ alpha: Double) {
    button(handle, "js_button_set_alpha")?.button.alpha = alpha
}

@_cdecl("js_button_set_hidden")
public func js_button_set_hidden(_ handle: UnsafeMutableRawPointer?, _ hidden: Bool) {
    guard let button = button(handle, "js_button_set_hidden") else { return }
    button.owner.firing { button.button.isHidden = hidden }
}

@_cdecl("js_button_set_enabled")
public func js_button_set_enabled(_ handle: UnsafeMutableRawPointer?, _ enabled: Bool) {
    guard let button = button(handle, "js_button_set_enabled") else { return }
    button.owner.firing { button.button.isEnabled = enabled }
}

@_cdecl("js_button_set_tint")
public func js_button_set_tint(_ handle: UnsafeMutableRawPointer?, _ tint: SDL_Color) {
    button(handle, "js_button_set_tint")?.button.tintColor = color(tint)
}

@_cdecl("js_button_set_reach")
public func js_button_set_reach(_ handle: UnsafeMutableRawPointer?, _ share: Double) {
    guard let button = button(handle, "js_button_set_reach") else { return }
    button.button.reach = share
}

@_cdecl("js_button_clear_tint")
public func js_button_clear_tint(_ handle: UnsafeMutableRawPointer?) {
    button(handle, "js_button_clear_tint")?.button.tintColor = nil
}

@_cdecl("js_button_load_images")
public func js_button_load_images(_ handle: UnsafeMutableRawPointer?, _ upFile: UnsafePointer<CChar>?,
                                  _ downFile: UnsafePointer<CChar>?) -> Int32 {
    guard let button = button(handle, "js_button_load_images") else { return -1 }
    let controls = button.owner.controls
    do {
        let up = try upFile.map { (path) throws(ControlsError) in try controls.image(contentsOf: String(cString: path)) }
        let down = try downFile.map { (path) throws(ControlsError) in try controls.image(contentsOf: String(cString: path)) }
        controls.setImages(of: button.button, up: up, down: down)
        return 0
    } catch {
        return fail("js_button_load_images", error.description)
    }
}

@_cdecl("js_button_image_file")
public func js_button_image_file(_ handle: UnsafeMutableRawPointer?, _ down: Bool) -> UnsafePointer<CChar>? {
    guard let button = button(handle, "js_button_image_file") else { return nil }
    let controls = button.owner.controls
    let images = controls.images(of: button.button)
    let image = down ? images.down : images.up
    button.imageFile = controls.isBuiltIn(image) ? nil : CName(image.path)
    return button.imageFile.map { UnsafePointer($0.bytes) }
}

@_cdecl("js_button_reset_images")
public func js_button_reset_images(_ handle: UnsafeMutableRawPointer?) {
    guard let button = button(handle, "js_button_reset_images") else { return }
    button.owner.controls.resetImages(of: button.button)
}

@_cdecl("js_button_was_pressed")
public func js_button_was_pressed(_ handle: UnsafeRawPointer?) -> Bool {
    button(handle, "js_button_was_pressed")?.button.wasPressed == true
}

@_cdecl("js_button_was_released")
public func js_button_was_released(_ handle: UnsafeRawPointer?) -> Bool {
    button(handle, "js_button_was_released")?.button.wasReleased == true
}

@_cdecl("js_button_bind_scancode")
public func js_button_bind_scancode(_ handle: UnsafeMutableRawPointer?, _ key: SDL_Scancode) {
    guard let button = button(handle, "js_button_bind_scancode"), scancodes(key, call: "js_button_bind_scancode") else {
        return
    }
    button.owner.firing { button.owner.controls.bindScancode(button.button, key) }
}

@_cdecl("js_button_unbind_scancode")
public func js_button_unbind_scancode(_ handle: UnsafeMutableRawPointer?) {
    guard let button = button(handle, "js_button_unbind_scancode") else { return }
    button.owner.firing { button.owner.controls.unbindScancode(button.button) }
}

@_cdecl("js_button_bind_gamepad_button")
public func js_button_bind_gamepad_button(_ handle: UnsafeMutableRawPointer?, _ gamepadButton: PadButton) {
    guard let button = button(handle, "js_button_bind_gamepad_button") else { return }
    button.owner.firing { button.owner.controls.bindGamepadButton(button.button, gamepadButton) }
}

@_cdecl("js_button_unbind_gamepad_button")
public func js_button_unbind_gamepad_button(_ handle: UnsafeMutableRawPointer?) {
    guard let button = button(handle, "js_button_unbind_gamepad_button") else { return }
    button.owner.firing { button.owner.controls.unbindGamepadButton(button.button) }
}

@_cdecl("js_button_remove")
public func js_button_remove(_ handle: UnsafeMutableRawPointer?) {
    // NULL is nothing to remove: no error.
    guard let handle, let button = button(handle, "js_button_remove") else { return }
    button.owner.remove(button)
}

// MARK: Getters, one beside each setter (the header's naming rule)

@_cdecl("js_button_alpha")
public func js_button_alpha(_ handle: UnsafeRawPointer?) -> Double {
    button(handle, "js_button_alpha")?.button.alpha ?? 0
}

@_cdecl("js_button_is_hidden")
public func js_button_is_hidden(_ handle: UnsafeRawPointer?) -> Bool {
    button(handle, "js_button_is_hidden")?.button.isHidden == true
}

@_cdecl("js_button_is_enabled")
public func js_button_is_enabled(_ handle: UnsafeRawPointer?) -> Bool {
    button(handle, "js_button_is_enabled")?.button.isEnabled == true
}

@_cdecl("js_button_reach")
public func js_button_reach(_ handle: UnsafeRawPointer?) -> Double {
    button(handle, "js_button_reach")?.button.reach ?? 0
}

@_cdecl("js_button_tint")
public func js_button_tint(_ handle: UnsafeRawPointer?, _ color: UnsafeMutablePointer<SDL_Color>?) -> Bool {
    write(button(handle, "js_button_tint")?.button.tintColor, color)
}
