import CSDL2
import JoyStickEngine
import JoyStickSDL

// joystick_sdl.h, "Older names (0.1), kept while the version is 0.x": each is the newer call under its old
// name and signature, so a game built against 0.1 still links and runs.

@_cdecl("js_add_stick")
public func js_add_stick(_ handle: UnsafeMutableRawPointer?, _ x: Float, _ y: Float, _ size: Float)
    -> UnsafeMutableRawPointer? {
    js_controls_add_stick(handle, x, y, size)
}

@_cdecl("js_add_button")
public func js_add_button(_ handle: UnsafeMutableRawPointer?, _ x: Float, _ y: Float, _ radius: Float,
                          _ label: UnsafePointer<CChar>?) -> UnsafeMutableRawPointer? {
    js_controls_add_button(handle, x, y, radius, label)
}

@_cdecl("js_handle_event")
public func js_handle_event(_ handle: UnsafeMutableRawPointer?, _ event: UnsafePointer<SDL_Event>?) -> Int32 {
    js_controls_handle_event(handle, event)
}

@_cdecl("js_update")
public func js_update(_ handle: UnsafeMutableRawPointer?, _ seconds: Double) {
    js_controls_update(handle, seconds)
}

@_cdecl("js_draw")
public func js_draw(_ handle: UnsafeMutableRawPointer?) -> Int32 {
    js_controls_draw(handle)
}

@_cdecl("js_publish_gamepad")
public func js_publish_gamepad(_ handle: UnsafeMutableRawPointer?, _ left: UnsafeMutableRawPointer?,
                               _ right: UnsafeMutableRawPointer?) -> Int32 {
    js_controls_publish_gamepad(handle, left, right)
}

@_cdecl("js_gamepad_bind_button")
public func js_gamepad_bind_button(_ handle: UnsafeMutableRawPointer?, _ control: UnsafeMutableRawPointer?,
                                   _ padButton: SDL_GameControllerButton) {
    guard let controls = controls(handle, "js_gamepad_bind_button"),
          let button = button(control, of: controls, "js_gamepad_bind_button") else { return }
    controls.controls.bindGamepadButton(button.button, to: padButton)
}

@_cdecl("js_stick_set_images")
public func js_stick_set_images(_ handle: UnsafeMutableRawPointer?, _ control: UnsafeMutableRawPointer?,
                                _ baseFile: UnsafePointer<CChar>?, _ handleFile: UnsafePointer<CChar>?) -> Int32 {
    guard let controls = controls(handle, "js_stick_set_images"),
          stick(control, of: controls, "js_stick_set_images") != nil else { return -1 }
    return js_stick_load_images(control, baseFile, handleFile)
}

@_cdecl("js_button_set_images")
public func js_button_set_images(_ handle: UnsafeMutableRawPointer?, _ control: UnsafeMutableRawPointer?,
                                 _ upFile: UnsafePointer<CChar>?, _ pressedFile: UnsafePointer<CChar>?) -> Int32 {
    guard let controls = controls(handle, "js_button_set_images"),
          button(control, of: controls, "js_button_set_images") != nil else { return -1 }
    return js_button_load_images(control, upFile, pressedFile)
}

@_cdecl("js_stick_bind_keyboard")
public func js_stick_bind_keyboard(_ handle: UnsafeMutableRawPointer?, _ control: UnsafeMutableRawPointer?) {
    guard let controls = controls(handle, "js_stick_bind_keyboard") else { return }
    guard let control else {
        controls.controls.input.keyboardStick = nil
        return
    }
    guard let stick = stick(control, of: controls, "js_stick_bind_keyboard") else { return }
    controls.controls.input.keyboardStick = stick.stick
}

@_cdecl("js_stick_bind_pad")
public func js_stick_bind_pad(_ handle: UnsafeMutableRawPointer?, _ control: UnsafeMutableRawPointer?,
                              _ side: Int32) {
    guard let controls = controls(handle, "js_stick_bind_pad") else { return }
    var bound: JoyStick?
    if let control {
        guard let stick = stick(control, of: controls, "js_stick_bind_pad") else { return }
        bound = stick.stick
    }
    switch side {
    case 0: controls.controls.input.leftPadStick = bound
    case 1: controls.controls.input.rightPadStick = bound
    default: break
    }
}

@_cdecl("js_button_bind_key")
public func js_button_bind_key(_ handle: UnsafeMutableRawPointer?, _ control: UnsafeMutableRawPointer?,
                               _ key: SDL_Keycode) {
    guard let controls = controls(handle, "js_button_bind_key"),
          button(control, of: controls, "js_button_bind_key") != nil else { return }
    js_button_press_with_key(control, key)
}

@_cdecl("js_button_bind_pad_button")
public func js_button_bind_pad_button(_ handle: UnsafeMutableRawPointer?, _ control: UnsafeMutableRawPointer?,
                                      _ padButton: SDL_GameControllerButton) {
    guard let controls = controls(handle, "js_button_bind_pad_button"),
          button(control, of: controls, "js_button_bind_pad_button") != nil else { return }
    js_button_press_with_pad_button(control, padButton)
}
