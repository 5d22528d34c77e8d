import CSDL2
import JoyStickEngine
import JoyStickSDL

// joystick_sdl.h, "Buttons", and the buttons' key and pad bindings.

@_cdecl("js_button_pressed")
public func js_button_pressed(_ handle: UnsafeRawPointer?) -> Int32 {
    button(handle)?.isPressed == true ? 1 : 0
}

@_cdecl("js_button_on_tap")
public func js_button_on_tap(_ handle: UnsafeMutableRawPointer?,
                             _ fn: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?,
                             _ user: UnsafeMutableRawPointer?) {
    button(handle)?.onTap = fn.map { fn in { fn(user) } }
}

@_cdecl("js_button_on_press")
public func js_button_on_press(_ handle: UnsafeMutableRawPointer?,
                               _ fn: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?,
                               _ user: UnsafeMutableRawPointer?) {
    button(handle)?.onPress = fn.map { fn in { fn(user) } }
}

@_cdecl("js_button_on_release")
public func js_button_on_release(_ handle: UnsafeMutableRawPointer?,
                                 _ fn: (@convention(c) (UnsafeMutableRawPointer?) -> Void)?,
                                 _ user: UnsafeMutableRawPointer?) {
    button(handle)?.onRelease = fn.map { fn in { fn(user) } }
}

@_cdecl("js_button_set_circle")
public func js_button_set_circle(_ handle: UnsafeMutableRawPointer?, _ x: Float, _ y: Float, _ radius: Float) {
    guard let button = button(handle), x.isFinite, y.isFinite, radius.isFinite, radius > 0 else { return }
    button.center = Point(x: Double(x), y: Double(y))
    button.radius = Double(radius)
}

@_cdecl("js_button_center")
public func js_button_center(_ handle: UnsafeRawPointer?, _ x: UnsafeMutablePointer<Double>?,
                             _ y: UnsafeMutablePointer<Double>?) {
    let center = button(handle)?.center ?? Point(x: 0, y: 0)
    x?.pointee = center.x
    y?.pointee = center.y
}

@_cdecl("js_button_radius")
public func js_button_radius(_ handle: UnsafeRawPointer?) -> Double {
    button(handle)?.radius ?? 0
}

@_cdecl("js_button_set_pressed")
public func js_button_set_pressed(_ handle: UnsafeMutableRawPointer?, _ pressed: Int32) {
    button(handle)?.setPressed(pressed != 0, time: CControls.now)
}

@_cdecl("js_button_set_alpha")
public func js_button_set_alpha(_ handle: UnsafeMutableRawPointer?, _ alpha: Double) {
    guard alpha.isFinite else { return }
    button(handle)?.alpha = min(max(alpha, 0), 1)
}

@_cdecl("js_button_set_hidden")
public func js_button_set_hidden(_ handle: UnsafeMutableRawPointer?, _ hidden: Int32) {
    button(handle)?.isHidden = hidden != 0
}

@_cdecl("js_button_set_enabled")
public func js_button_set_enabled(_ handle: UnsafeMutableRawPointer?, _ enabled: Int32) {
    button(handle)?.isEnabled = enabled != 0
}

@_cdecl("js_button_set_tint")
public func js_button_set_tint(_ handle: UnsafeMutableRawPointer?, _ tint: SDL_Color) {
    button(handle)?.tintColor = color(tint)
}

@_cdecl("js_button_clear_tint")
public func js_button_clear_tint(_ handle: UnsafeMutableRawPointer?) {
    button(handle)?.tintColor = nil
}

@_cdecl("js_button_set_images")
public func js_button_set_images(_ handle: UnsafeMutableRawPointer?, _ control: UnsafeMutableRawPointer?,
                                 _ upFile: UnsafePointer<CChar>?, _ pressedFile: UnsafePointer<CChar>?) -> Int32 {
    setImages("js_button_set_images", controls: handle, control: button(control),
              [(upFile, .button), (pressedFile, .buttonPressed)])
}

@_cdecl("js_button_bind_key")
public func js_button_bind_key(_ handle: UnsafeMutableRawPointer?, _ control: UnsafeMutableRawPointer?,
                               _ key: SDL_Keycode) {
    guard let controls = controls(handle), let button = button(control) else { return }
    controls.input.keyButtons.append((key, button))
}

@_cdecl("js_button_bind_pad_button")
public func js_button_bind_pad_button(_ handle: UnsafeMutableRawPointer?, _ control: UnsafeMutableRawPointer?,
                                      _ padButton: SDL_GameControllerButton) {
    guard let controls = controls(handle), let button = button(control) else { return }
    controls.input.padButtons.append((padButton, button))
}
