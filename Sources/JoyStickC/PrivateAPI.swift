import JoyStickControls
import JoyStickEngine
#if JOYSTICK_SDL3
import CSDL3
import JoyStickSDL3
#else
import CSDL2
import JoyStickSDL
#endif

// joystick_sdl_private.h: what joystick-run's overlay calls beside the header, exported and installed nowhere.

@_cdecl("js_private_controls_create_opengl")
public func js_private_controls_create_opengl(_ window: OpaquePointer?) -> UnsafeMutableRawPointer? {
    guard let window else { return failed("js_private_controls_create_opengl", "the window is NULL") }
    return ControlsHandle.make(openGLWindow: window)
}

/// InputEvent's own SDL event for a scripted input (`js_private_input`), in a window of its pixels and points.
@_cdecl("js_private_input_event")
public func js_private_input_event(_ kind: Int32, _ id: Int64, _ x: Double, _ y: Double, _ held: Bool,
                                   _ windowID: UInt32, _ pixelsW: Int32, _ pixelsH: Int32, _ pointsW: Int32,
                                   _ pointsH: Int32, _ keyboard: UnsafePointer<UInt8>?, _ numkeys: Int32,
                                   _ event: UnsafeMutablePointer<SDL_Event>?) -> Bool {
    guard let event else { return false }
    // The controls' own keys: marked as theirs, as they push them.
    if kind == 11 || kind == 12 {
        #if JOYSTICK_SDL3
        event.pointee = SDL3Backend.controlsKey(Scancode(rawValue: Int32(truncatingIfNeeded: id)), down: kind == 11,
                                                windowID: windowID)
        #else
        event.pointee = SDL2Backend.controlsKey(Scancode(rawValue: Int32(truncatingIfNeeded: id)), down: kind == 11,
                                                windowID: windowID)
        #endif
        return true
    }
    guard let input = scriptedInput(kind, id, Point(x: x, y: y), held) else { return false }
    let screen = LogicalScreen(
        logicalSize: nil, windowSize: Size(width: Double(max(pointsW, 1)), height: Double(max(pointsH, 1))),
        outputSize: Size(width: Double(max(pixelsW, 1)), height: Double(max(pixelsH, 1))))
    let keys = keyboard.map { UnsafeBufferPointer(start: $0, count: Int(max(numkeys, 0))) }
    guard let made = input.sdlEvent(screen: screen, windowID: windowID, keyboard: keys) else { return false }
    event.pointee = made
    return true
}

/// The input a `js_private_input` names, or nil for a kind it does not know.
private func scriptedInput(_ kind: Int32, _ id: Int64, _ point: Point, _ held: Bool) -> InputEvent? {
    let finger = TouchID(device: 1, finger: id)
    let key = Scancode(rawValue: Int32(truncatingIfNeeded: id))
    switch kind {
    case 0: return .touchDown(finger, at: point)
    case 1: return .touchMove(finger, to: point)
    case 2: return .touchUp(finger, at: point)
    case 3: return .mouseDown(at: point)
    case 4: return .mouseMove(to: point, buttonHeld: held)
    case 5: return .mouseUp(at: point)
    case 6: return .mouseWheel(steps: point.x)
    case 7: return .keyDown(key, isRepeat: false)
    case 8: return .keyUp(key)
    case 9: return .focusLost
    case 10: return .focusGained
    default: return nil
    }
}

/// A virtual gamepad with every standard axis and button (the one JoyStickReplay's injector and the controls'
/// published pad attach), given to C with a reference of its own: `js_private_gamepad_detach` lets go of it.
@_cdecl("js_private_gamepad_attach")
public func js_private_gamepad_attach(_ name: UnsafePointer<CChar>?) -> UnsafeMutableRawPointer? {
    do throws(ControlsError) {
        return Unmanaged.passRetained(try SDLVirtualGamepad(name: string(name) ?? "virtual pad")).toOpaque()
    } catch {
        return failed("js_private_gamepad_attach", error.description)
    }
}

@_cdecl("js_private_gamepad_id")
public func js_private_gamepad_id(_ pad: UnsafeMutableRawPointer?) -> Int32 {
    guard let pad else { return 0 }
    let gamepad = Unmanaged<SDLVirtualGamepad>.fromOpaque(pad).takeUnretainedValue()
    return Int32(truncatingIfNeeded: gamepad.instanceID.rawValue)
}

@_cdecl("js_private_gamepad_set_axis")
public func js_private_gamepad_set_axis(_ pad: UnsafeMutableRawPointer?, _ axis: Int32, _ value: Int16) {
    guard let pad else { return }
    Unmanaged<SDLVirtualGamepad>.fromOpaque(pad).takeUnretainedValue().setAxis(GamepadAxis(rawValue: axis), value)
}

@_cdecl("js_private_gamepad_set_button")
public func js_private_gamepad_set_button(_ pad: UnsafeMutableRawPointer?, _ button: Int32, _ down: Bool) {
    guard let pad else { return }
    Unmanaged<SDLVirtualGamepad>.fromOpaque(pad).takeUnretainedValue().setButton(GamepadButton(rawValue: button), down)
}

@_cdecl("js_private_gamepad_detach")
public func js_private_gamepad_detach(_ pad: UnsafeMutableRawPointer?, _ sdlClosedIt: Bool) {
    guard let pad else { return }
    let gamepad = Unmanaged<SDLVirtualGamepad>.fromOpaque(pad).takeRetainedValue()
    if sdlClosedIt { gamepad.abandon() }
}
