import JoyStickEngine
import JoyStickLayout
#if JOYSTICK_SDL3
import JoyStickSDL3
#else
import CSDL2
import JoyStickSDL
#endif

// joystick_sdl.h, "Layouts the player arranges".

@_cdecl("js_stick_set_name")
public func js_stick_set_name(_ handle: UnsafeMutableRawPointer?, _ name: UnsafePointer<CChar>?) -> Int32 {
    guard let stick = stick(handle, "js_stick_set_name") else { return -1 }
    guard let name = string(name) else { return fail("js_stick_set_name", "the name is NULL") }
    do {
        try stick.owner.controls.setName(name, for: stick.stick)
        stick.name = name
        return 0
    } catch {
        return fail("js_stick_set_name", error.description)
    }
}

@_cdecl("js_stick_name")
public func js_stick_name(_ handle: UnsafeRawPointer?) -> UnsafePointer<CChar>? {
    stick(handle, "js_stick_name")?.cName.map { UnsafePointer($0.bytes) }
}

@_cdecl("js_button_set_name")
public func js_button_set_name(_ handle: UnsafeMutableRawPointer?, _ name: UnsafePointer<CChar>?) -> Int32 {
    guard let button = button(handle, "js_button_set_name") else { return -1 }
    guard let name = string(name) else { return fail("js_button_set_name", "the name is NULL") }
    do {
        try button.owner.controls.setName(name, for: button.button)
        button.name = name
        return 0
    } catch {
        return fail("js_button_set_name", error.description)
    }
}

@_cdecl("js_button_name")
public func js_button_name(_ handle: UnsafeRawPointer?) -> UnsafePointer<CChar>? {
    button(handle, "js_button_name")?.cName.map { UnsafePointer($0.bytes) }
}

@_cdecl("js_controls_save_layout")
public func js_controls_save_layout(_ handle: UnsafeMutableRawPointer?, _ path: UnsafePointer<CChar>?) -> Int32 {
    guard let controls = controls(handle, "js_controls_save_layout") else { return -1 }
    guard let path = string(path) else { return fail("js_controls_save_layout", "the path is NULL") }
    do {
        try controls.controls.saveLayout(to: path)
        return 0
    } catch {
        return fail("js_controls_save_layout", error.description)
    }
}

@_cdecl("js_controls_load_layout")
public func js_controls_load_layout(_ handle: UnsafeMutableRawPointer?, _ path: UnsafePointer<CChar>?,
                                    _ found: UnsafeMutablePointer<Bool>?) -> Int32 {
    load("js_controls_load_layout", handle, path, found) { controls, path throws(ControlsError) in
        try controls.loadLayout(from: path)
    }
}

@_cdecl("js_controls_load_default_layout")
public func js_controls_load_default_layout(_ handle: UnsafeMutableRawPointer?, _ path: UnsafePointer<CChar>?,
                                            _ found: UnsafeMutablePointer<Bool>?) -> Int32 {
    load("js_controls_load_default_layout", handle, path, found) { controls, path throws(ControlsError) in
        try controls.loadDefaultLayout(from: path)
    }
}

/// A layout file read into the controls one way or another: 0 (found set to whether there was a file) or -1.
private func load(_ function: StaticString, _ handle: UnsafeMutableRawPointer?, _ path: UnsafePointer<CChar>?,
                  _ found: UnsafeMutablePointer<Bool>?,
                  _ read: (OnScreenControls, String) throws(ControlsError) -> Bool) -> Int32 {
    found?.pointee = false
    guard let controls = controls(handle, function) else { return -1 }
    guard let path = string(path) else { return fail(function, "the path is NULL") }
    // Loading releases and moves controls: their callbacks may fire, and may destroy the controls.
    let outcome = controls.firing { () -> Result<Bool, ControlsError> in
        do throws(ControlsError) {
            return .success(try read(controls.controls, path))
        } catch {
            return .failure(error)
        }
    }
    switch outcome {
    case .success(let read):
        found?.pointee = read
        return 0
    case .failure(let error):
        return fail(function, error.description)
    }
}

@_cdecl("js_controls_reset_layout")
public func js_controls_reset_layout(_ handle: UnsafeMutableRawPointer?) {
    guard let controls = controls(handle, "js_controls_reset_layout") else { return }
    controls.firing { controls.controls.resetLayout() }
}

@_cdecl("js_controls_set_editing_layout")
public func js_controls_set_editing_layout(_ handle: UnsafeMutableRawPointer?, _ editing: Bool) {
    guard let controls = controls(handle, "js_controls_set_editing_layout") else { return }
    controls.firing { controls.controls.isEditingLayout = editing }
}

@_cdecl("js_controls_cancel_editing_layout")
public func js_controls_cancel_editing_layout(_ handle: UnsafeMutableRawPointer?) {
    // The arrangement the editor opened with comes back and the close callback fires.
    guard let controls = controls(handle, "js_controls_cancel_editing_layout") else { return }
    controls.firing { controls.controls.cancelEditingLayout() }
}

@_cdecl("js_controls_is_editing_layout")
public func js_controls_is_editing_layout(_ handle: UnsafeRawPointer?) -> Bool {
    controls(handle, "js_controls_is_editing_layout")?.controls.isEditingLayout == true
}

@_cdecl("js_controls_on_screen_change")
public func js_controls_on_screen_change(_ handle: UnsafeMutableRawPointer?,
                                         _ fn: (@convention(c) (UnsafeMutableRawPointer?, Double, Double) -> Void)?,
                                         _ user: UnsafeMutableRawPointer?) {
    guard let owner = controls(handle, "js_controls_on_screen_change") else { return }
    guard let fn else { owner.controls.onScreenChange = nil; return }
    owner.controls.onScreenChange = { [liveness = owner.liveness] size in
        if !liveness.isDestroyed { fn(user, size.width, size.height) }
    }
}

@_cdecl("js_controls_on_editor_close")
public func js_controls_on_editor_close(_ handle: UnsafeMutableRawPointer?,
                                        _ fn: (@convention(c) (UnsafeMutableRawPointer?, Bool) -> Void)?,
                                        _ user: UnsafeMutableRawPointer?) {
    guard let owner = controls(handle, "js_controls_on_editor_close") else { return }
    guard let fn else { owner.controls.onEditorClose = nil; return }
    owner.controls.onEditorClose = { [liveness = owner.liveness] kept in
        if !liveness.isDestroyed { fn(user, kept) }
    }
}
