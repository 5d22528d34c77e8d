import CSDL2
import JoyStickControls

/// SDL 2's virtual game controller (`SDL_JoystickAttachVirtualEx`) with every standard axis and button, open
/// while it lives and detached after.
package final class SDLVirtualGamepad: VirtualGamepadDevice {
    package let instanceID: GamepadID
    private let joystick: OpaquePointer
    private let name: UnsafeMutablePointer<CChar>
    /// Set by `abandon()`: SDL closed its joysticks, and the pad with them.
    private var isAbandoned = false

    /// Attaches and opens one.
    /// - Parameter name: the name SDL reports for it
    /// - Throws: `ControlsError` when SDL cannot attach or open it (the joystick subsystem must be initialised)
    package convenience init(name: String) throws(ControlsError) {
        // What can fail comes before the instance is made: Embedded Swift does not free an instance whose
        // initializer throws.
        guard let copy = SDL_strdup(name) else { throw ControlsError("out of memory naming the virtual pad") }
        var description = SDL_VirtualJoystickDesc()
        description.version = UInt16(SDL_VIRTUAL_JOYSTICK_DESC_VERSION)
        description.type = UInt16(SDL_JOYSTICK_TYPE_GAMECONTROLLER.rawValue)
        description.naxes = UInt16(SDL_CONTROLLER_AXIS_MAX.rawValue)
        description.nbuttons = UInt16(SDL_CONTROLLER_BUTTON_MAX.rawValue)
        description.axis_mask = (1 << UInt32(SDL_CONTROLLER_AXIS_MAX.rawValue)) - 1
        description.button_mask = (1 << UInt32(SDL_CONTROLLER_BUTTON_MAX.rawValue)) - 1
        description.name = UnsafePointer(copy)
        let index = SDL_JoystickAttachVirtualEx(&description)
        guard index >= 0 else {
            SDL_free(copy)
            throw ControlsError.lastError("SDL_JoystickAttachVirtualEx")
        }
        guard let joystick = SDL_JoystickOpen(index) else {
            SDL_JoystickDetachVirtual(index)
            SDL_free(copy)
            throw ControlsError.lastError("SDL_JoystickOpen of the virtual pad")
        }
        self.init(joystick: joystick, name: copy)
    }

    private init(joystick: OpaquePointer, name: UnsafeMutablePointer<CChar>) {
        instanceID = GamepadID(SDL_JoystickInstanceID(joystick))
        self.joystick = joystick
        self.name = name
    }

    deinit {
        if !isAbandoned {
            SDL_JoystickClose(joystick)
            // Detach by the pad's current index: the one it was attached at may belong to another device now.
            if let index = Self.deviceIndex(of: instanceID) { SDL_JoystickDetachVirtual(index) }
        }
        SDL_free(name)
    }

    /// Forgets the joystick without closing or detaching it: SDL quit its joysticks, which closed and detached it
    /// (joystick-run's scripted pad, when the game quits SDL's joysticks).
    package func abandon() {
        isAbandoned = true
    }

    /// A joystick's device index now (what `SDL_GameControllerOpen` takes), or nil when it is not connected.
    package static func deviceIndex(of pad: GamepadID) -> Int32? {
        for index in 0..<max(SDL_NumJoysticks(), 0) where GamepadID(SDL_JoystickGetDeviceInstanceID(index)) == pad {
            return index
        }
        return nil
    }

    package func setAxis(_ axis: GamepadAxis, _ value: Int16) {
        SDL_JoystickSetVirtualAxis(joystick, axis.rawValue, value)
    }

    package func setButton(_ button: GamepadButton, _ down: Bool) {
        SDL_JoystickSetVirtualButton(joystick, button.rawValue, down ? 1 : 0)
    }
}

extension VirtualGamepad {
    /// Attaches SDL 2's virtual game controller with every standard axis and button.
    /// - Parameter name: the name SDL reports for it
    /// - Throws: `ControlsError` when SDL cannot attach or open it (the joystick subsystem must be initialised)
    package convenience init(name: String = "JoyStick on-screen pad") throws(ControlsError) {
        self.init(device: try SDLVirtualGamepad(name: name))
    }

    /// The pad's device index now, what `SDL_GameControllerOpen` takes (-1 once it is gone).
    package var deviceIndex: Int32 { SDLVirtualGamepad.deviceIndex(of: instanceID) ?? -1 }
}
