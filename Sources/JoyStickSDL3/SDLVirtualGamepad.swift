#if JOYSTICK_SDL3
import CSDL3
import JoyStickControls

/// SDL 3's virtual gamepad (`SDL_AttachVirtualJoystick`) with the buttons and axes SDL 2's has, open while it
/// lives and detached after. The game finds it with `SDL_GetGamepads` and opens it with `SDL_OpenGamepad`.
package final class SDLVirtualGamepad: VirtualGamepadDevice {
    package let instanceID: GamepadID
    private let joystick: OpaquePointer
    private let name: UnsafeMutablePointer<CChar>
    /// Set by `abandon()`: SDL closed its joysticks, and the pad with them.
    private var isAbandoned = false

    /// Attaches and opens one.
    /// - Parameter name: the name SDL reports for it
    /// - Throws: ``ControlsError`` when SDL cannot attach or open it (the joystick subsystem must be on)
    package convenience init(name: String) throws(ControlsError) {
        // What can fail comes before the instance is made: Embedded Swift does not free an instance whose
        // initializer throws.
        guard let copy = SDL_strdup(name) else { throw ControlsError("out of memory naming the virtual pad") }
        var description = SDL_VirtualJoystickDesc()
        // SDL_INIT_INTERFACE: the structure's size is its version.
        description.version = UInt32(MemoryLayout<SDL_VirtualJoystickDesc>.size)
        description.type = UInt16(SDL_JOYSTICK_TYPE_GAMEPAD.rawValue)
        description.naxes = UInt16(GamepadAxis.count)
        description.nbuttons = UInt16(GamepadButton.count)
        description.axis_mask = (1 << UInt32(GamepadAxis.count)) - 1
        description.button_mask = (1 << UInt32(GamepadButton.count)) - 1
        description.name = UnsafePointer(copy)
        let id = SDL_AttachVirtualJoystick(&description)
        guard id != 0 else {
            SDL_free(copy)
            throw ControlsError.lastError("SDL_AttachVirtualJoystick")
        }
        guard let joystick = SDL_OpenJoystick(id) else {
            SDL_DetachVirtualJoystick(id)
            SDL_free(copy)
            throw ControlsError.lastError("SDL_OpenJoystick of the virtual pad")
        }
        self.init(id: id, joystick: joystick, name: copy)
    }

    private init(id: SDL_JoystickID, joystick: OpaquePointer, name: UnsafeMutablePointer<CChar>) {
        instanceID = GamepadID(rawValue: id)
        self.joystick = joystick
        self.name = name
    }

    deinit {
        if !isAbandoned {
            SDL_CloseJoystick(joystick)
            SDL_DetachVirtualJoystick(instanceID.rawValue)
        }
        SDL_free(name)
    }

    /// Forgets the joystick without closing or detaching it: SDL quit its joysticks, which closed and detached it
    /// (joystick-run's scripted pad, when the game quits SDL's joysticks).
    package func abandon() {
        isAbandoned = true
    }

    package func setAxis(_ axis: GamepadAxis, _ value: Int16) {
        SDL_SetJoystickVirtualAxis(joystick, axis.rawValue, value)
    }

    package func setButton(_ button: GamepadButton, _ down: Bool) {
        SDL_SetJoystickVirtualButton(joystick, button.rawValue, down)
    }
}
#endif
