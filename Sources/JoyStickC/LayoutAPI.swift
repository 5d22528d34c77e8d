import CSDL2
import JoyStickEngine
import JoyStickLayout
import JoyStickSDL

// joystick_sdl.h, "Layouts the player arranges".

@_cdecl("js_stick_set_name")
public func js_stick_set_name(_ handle: UnsafeMutableRawPointer?, _ name: UnsafePointer<CChar>?) -> Int32 {
    guard let stick = stick(handle, "js_stick_set_name") else { return -1 }
    guard let name else { return fail("js_stick_set_name", "the name is NULL") }
    do {
        try stick.owner.controls.setName(String(cString: name), for: stick.stick)
        return 0
    } catch {
        return fail("js_stick_set_name", error.description)
    }
}

@_cdecl("js_button_set_name")
public func js_button_set_name(_ handle: UnsafeMutableRawPointer?, _ name: UnsafePointer<CChar>?) -> Int32 {
    guard let button = button(handle, "js_button_set_name") else { return -1 }
    guard let name else { return fail("js_button_set_name", "the name is NULL") }
    do {
        try button.owner.controls.setName(String(cString: name), for: button.button)
        return 0
    } catch {
        return fail("js_button_set_name", error.description)
    }
}

@_cdecl("js_controls_save_layout")
public func js_controls_save_layout(_ handle: UnsafeMutableRawPointer?, _ path: UnsafePointer<CChar>?) -> Int32 {
    guard let controls = controls(handle, "js_controls_save_layout") else { return -1 }
    guard let path else { return fail("js_controls_save_layout", "the path is NULL") }
    do {
        try controls.controls.saveLayout(to: String(cString: path))
        return 0
    } catch {
        return fail("js_controls_save_layout", error.description)
    }
}

@_cdecl("js_controls_load_layout")
public func js_controls_load_layout(_ handle: UnsafeMutableRawPointer?, _ path: UnsafePointer<CChar>?) -> Int32 {
    guard let controls = controls(handle, "js_controls_load_layout") else { return -1 }
    guard let path else { return fail("js_controls_load_layout", "the path is NULL") }
    // Loading releases and moves controls: their callbacks may fire, and may destroy the controls.
    let outcome = controls.firing { () -> Result<Bool, LayoutError> in
        do throws(LayoutError) {
            return .success(try controls.controls.loadLayout(from: String(cString: path)))
        } catch {
            return .failure(error)
        }
    }
    switch outcome {
    case .success(let read): return read ? 0 : 1
    case .failure(let error): return fail("js_controls_load_layout", error.description)
    }
}

@_cdecl("js_controls_reset_layout")
public func js_controls_reset_layout(_ handle: UnsafeMutableRawPointer?) {
    guard let controls = controls(handle, "js_controls_reset_layout") else { return }
    controls.firing { controls.controls.resetLayout() }
}

@_cdecl("js_controls_set_editing")
public func js_controls_set_editing(_ handle: UnsafeMutableRawPointer?, _ on: Int32) {
    guard let controls = controls(handle, "js_controls_set_editing") else { return }
    controls.firing { controls.controls.isEditingLayout = on != 0 }
}

@_cdecl("js_controls_editing")
public func js_controls_editing(_ handle: UnsafeRawPointer?) -> Int32 {
    controls(handle, "js_controls_editing")?.controls.isEditingLayout == true ? 1 : 0
}

@_cdecl("js_controls_on_screen_change")
public func js_controls_on_screen_change(_ handle: UnsafeMutableRawPointer?,
                                         _ fn: (@convention(c) (UnsafeMutableRawPointer?, Double, Double) -> Void)?,
                                         _ user: UnsafeMutableRawPointer?) {
    guard let owner = controls(handle, "js_controls_on_screen_change") else { return }
    owner.controls.onScreenChange = fn.map { fn in
        { [unowned(unsafe) owner] size in
            if !owner.isDestroyed { fn(user, size.width, size.height) }
        }
    }
}

@_cdecl("js_controls_set_step_aside")
public func js_controls_set_step_aside(_ handle: UnsafeMutableRawPointer?, _ on: Int32) {
    controls(handle, "js_controls_set_step_aside")?.controls.stepsAsideForPads = on != 0
}
