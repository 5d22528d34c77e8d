import CSDL2
import JoyStickEngine
import JoyStickSDL

// joystick_sdl.h, "Buttons", and the buttons' key and pad bindings.

@_cdecl("js_button_pressed")
public func js_button_pressed(_ handle: UnsafeRawPointer?) -> Int32 {
    button(handle, "js_button_pressed")?.button.isPressed == true ? 1 : 0
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

@_cdecl("js_button_set_circle")
public func js_button_set_circle(_ handle: UnsafeMutableRawPointer?, _ x: Float, _ y: Float, _ radius: Float) {
    guard let button = button(handle, "js_button_set_circle"), x.isFinite, y.isFinite, radius.isFinite,
          radius > 0 else { return }
    button.button.center = Point(x: Double(x), y: Double(y))
    button.button.radius = Double(radius)
}

@_cdecl("js_button_center")
public func js_button_center(_ handle: UnsafeRawPointer?, _ x: UnsafeMutablePointer<Double>?,
                             _ y: UnsafeMutablePointer<Double>?) {
    let center = button(handle, "js_button_center")?.button.center ?? Point(x: 0, y: 0)
    x?.pointee = center.x
    y?.pointee = center.y
}

@_cdecl("js_button_radius")
public func js_button_radius(_ handle: UnsafeRawPointer?) -> Double {
    button(handle, "js_button_radius")?.button.radius ?? 0
}

@_cdecl("js_button_set_pressed")
public func js_button_set_pressed(_ handle: UnsafeMutableRawPointer?, _ pressed: Int32) {
    guard let button = button(handle, "js_button_set_pressed") else { return }
    let owner = button.owner
    owner.firing { button.button.setPressed(pressed != 0, time: owner.controls.input.lastTime) }
}

@_cdecl("js_button_set_alpha")
public func js_button_set_alpha(_ handle: UnsafeMutableRawPointer?, _ alpha: Double) {
    guard let alpha = unit(alpha) else { return }
    button(handle, "js_button_set_alpha")?.button.alpha = alpha
}

@_cdecl("js_button_set_hidden")
public func js_button_set_hidden(_ handle: UnsafeMutableRawPointer?, _ hidden: Int32) {
    guard let button = button(handle, "js_button_set_hidden") else { return }
    button.owner.firing { button.button.isHidden = hidden != 0 }
}

@_cdecl("js_button_set_enabled")
public func js_button_set_enabled(_ handle: UnsafeMutableRawPointer?, _ enabled: Int32) {
    guard let button = button(handle, "js_button_set_enabled") else { return }
    button.owner.firing { button.button.isEnabled = enabled != 0 }
}

@_cdecl("js_button_set_tint")
public func js_button_set_tint(_ handle: UnsafeMutableRawPointer?, _ tint: SDL_Color) {
    button(handle, "js_button_set_tint")?.button.tintColor = color(tint)
}

@_cdecl("js_button_clear_tint")
public func js_button_clear_tint(_ handle: UnsafeMutableRawPointer?) {
    button(handle, "js_button_clear_tint")?.button.tintColor = nil
}

@_cdecl("js_button_load_images")
public func js_button_load_images(_ handle: UnsafeMutableRawPointer?, _ upFile: UnsafePointer<CChar>?,
                                  _ pressedFile: UnsafePointer<CChar>?) -> Int32 {
    guard let button = button(handle, "js_button_load_images") else { return -1 }
    let controls = button.owner.controls
    do {
        let up = try upFile.map { (path) throws(SDLError) in try controls.image(contentsOf: String(cString: path)) }
        let pressed = try pressedFile.map { (path) throws(SDLError) in try controls.image(contentsOf: String(cString: path)) }
        controls.setImages(of: button.button, up: up, pressed: pressed)
        return 0
    } catch {
        return fail("js_button_load_images", error.description)
    }
}

@_cdecl("js_button_was_pressed")
public func js_button_was_pressed(_ handle: UnsafeRawPointer?) -> Int32 {
    button(handle, "js_button_was_pressed")?.button.wasPressed == true ? 1 : 0
}

@_cdecl("js_button_was_released")
public func js_button_was_released(_ handle: UnsafeRawPointer?) -> Int32 {
    button(handle, "js_button_was_released")?.button.wasReleased == true ? 1 : 0
}

@_cdecl("js_button_press_with_key")
public func js_button_press_with_key(_ handle: UnsafeMutableRawPointer?, _ key: SDL_Keycode) {
    guard let button = button(handle, "js_button_press_with_key") else { return }
    button.owner.controls.input.keyButtons.append((key, button.button))
}

@_cdecl("js_button_press_with_pad_button")
public func js_button_press_with_pad_button(_ handle: UnsafeMutableRawPointer?,
                                            _ padButton: SDL_GameControllerButton) {
    guard let button = button(handle, "js_button_press_with_pad_button") else { return }
    button.owner.controls.input.padButtons.append((padButton, button.button))
}

@_cdecl("js_button_publish_on_gamepad")
public func js_button_publish_on_gamepad(_ handle: UnsafeMutableRawPointer?, _ padButton: SDL_GameControllerButton) {
    guard let button = button(handle, "js_button_publish_on_gamepad") else { return }
    button.owner.controls.bindGamepadButton(button.button, to: padButton)
}

@_cdecl("js_button_emit_key")
public func js_button_emit_key(_ handle: UnsafeMutableRawPointer?, _ key: SDL_Scancode) {
    guard let button = button(handle, "js_button_emit_key") else { return }
    button.owner.controls.emitKey(from: button.button, key)
}

@_cdecl("js_button_remove")
public func js_button_remove(_ handle: UnsafeMutableRawPointer?) {
    // NULL is nothing to remove: no error.
    guard let handle, let button = button(handle, "js_button_remove") else { return }
    button.owner.remove(button)
}
