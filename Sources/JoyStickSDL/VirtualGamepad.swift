import CSDL2
import JoyStickEngine

/// Publishes on-screen sticks and buttons as an SDL virtual game controller (`SDL_JoystickAttachVirtualEx`),
/// so a game that only reads `SDL_GameController` sees the touch controls as a pad without changing its code.
///
/// Call ``publish()`` once per frame after the events. SDL ignores joystick changes while the application
/// has no focus unless `SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS` is "1"; set it before `SDL_Init` when the
/// pad must keep working in the background (and in tests, which have no focused window).
package final class VirtualGamepad {
    /// The device index the pad was attached at (open it with `SDL_GameControllerOpen`). Device indices
    /// shift when other devices come and go: it is valid right after attaching; ``instanceID`` stays valid.
    package let deviceIndex: Int32
    /// The pad's joystick instance id, stable for its whole life.
    package let instanceID: SDL_JoystickID
    /// The stick published as the left stick (`SDL_CONTROLLER_AXIS_LEFTX/LEFTY`).
    package var leftStick: JoyStick?
    /// The stick published as the right stick.
    package var rightStick: JoyStick?
    /// A button and the pad buttons it presses.
    package struct ButtonBinding {
        package var control: TouchButton
        package var padButtons: [SDL_GameControllerButton]
    }
    /// Buttons and the pad buttons each presses, by button.
    package typealias Buttons = IdentityList<ButtonBinding>
    /// Buttons published as pad buttons.
    package var buttons = Buttons()

    private let joystick: OpaquePointer
    private let name: UnsafeMutablePointer<CChar>

    /// Attaches a virtual game controller with every standard axis and button.
    /// - Parameter name: the name SDL reports for it
    /// - Throws: ``ControlsError`` when SDL cannot attach or open it (the joystick subsystem must be initialised)
    package convenience init(name: String = "JoyStick on-screen pad") throws(ControlsError) {
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
        self.init(deviceIndex: index, joystick: joystick, name: copy)
    }

    private init(deviceIndex: Int32, joystick: OpaquePointer, name: UnsafeMutablePointer<CChar>) {
        self.deviceIndex = deviceIndex
        instanceID = SDL_JoystickInstanceID(joystick)
        self.joystick = joystick
        self.name = name
    }

    deinit {
        SDL_JoystickClose(joystick)
        // Detach by the pad's current index: the one it was attached at may belong to another device now.
        for index in 0..<max(SDL_NumJoysticks(), 0) where SDL_JoystickGetDeviceInstanceID(index) == instanceID {
            SDL_JoystickDetachVirtual(index)
            break
        }
        SDL_free(name)
    }

    /// The axis value SDL reports for a unit deflection: -32768...32767, y down-positive as SDL's are.
    /// - Parameter unit: -1...1
    /// - Returns: the axis value, the input clamped to -1...1 first; 0 for NaN or infinity
    package static func axisValue(_ unit: Double) -> Int16 {
        guard unit.isFinite else { return 0 }
        return Int16((min(max(unit, -1), 1) * 32767).rounded())
    }

    /// Publishes a button as a pad button too.
    /// - Parameters:
    ///   - padButton: the pad button
    ///   - control: the button
    package func bind(_ padButton: SDL_GameControllerButton, to control: TouchButton) {
        let id = ObjectIdentifier(control)
        if buttons[id] == nil { buttons.append(ButtonBinding(control: control, padButtons: []), for: id) }
        buttons[id]?.padButtons.append(padButton)
    }

    /// Stops publishing a button (unbound or removed); the pad buttons it pressed come up (another button bound
    /// to one of them presses it again at the next ``publish(devices:)``).
    /// - Parameter control: the button
    package func unbind(_ control: TouchButton) {
        guard let removed = buttons.remove(ObjectIdentifier(control)) else { return }
        // A pad button another button is bound to keeps what that one says at the next publish.
        let (bound, _) = padButtonStates(devices: nil)
        for padButton in removed.padButtons where bound & Self.bit(padButton) == 0 {
            SDL_JoystickSetVirtualButton(joystick, padButton.rawValue, 0)
        }
    }

    /// Which pad buttons are bound, and which of those a bound button holds down (any of them, when several are
    /// bound to one), as bits by pad button.
    private func padButtonStates(devices: SDLControlInput?) -> (bound: UInt32, down: UInt32) {
        var bound: UInt32 = 0, down: UInt32 = 0
        for binding in buttons {
            let control = binding.control
            let isDown = SDLControlInput.passesOn(control, devices: devices)
            for padButton in binding.padButtons {
                bound |= Self.bit(padButton)
                if isDown { down |= Self.bit(padButton) }
            }
        }
        return (bound, down)
    }

    private static func bit(_ padButton: SDL_GameControllerButton) -> UInt32 {
        let value = padButton.rawValue
        return value >= 0 && value < 32 ? 1 << UInt32(value) : 0
    }

    /// Stops publishing a stick (it is being removed); its axes rest at 0.
    /// - Parameter stick: the stick
    package func unbind(_ stick: JoyStick) {
        if leftStick === stick {
            leftStick = nil
            SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_LEFTX.rawValue, 0)
            SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_LEFTY.rawValue, 0)
        }
        if rightStick === stick {
            rightStick = nil
            SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_RIGHTX.rawValue, 0)
            SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_RIGHTY.rawValue, 0)
        }
    }

    /// Copies the sticks' positions and the buttons' states into the pad: what fingers (and the game's own
    /// code) do to them. A stick a real pad or the keyboard pushes publishes nothing, so a real pad is never
    /// echoed by the virtual one.
    /// - Parameter devices: the input whose keys and pads drive controls
    package func publish(devices: SDLControlInput? = nil) {
        func xy(_ stick: JoyStick) -> XYReport {
            SDLControlInput.passesOn(stick, devices: devices) ? stick.xy : XYReport(x: 0, y: 0)
        }
        if let stick = leftStick {
            let xy = xy(stick)
            SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_LEFTX.rawValue, Self.axisValue(xy.x))
            SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_LEFTY.rawValue, Self.axisValue(-xy.y))
        }
        if let stick = rightStick {
            let xy = xy(stick)
            SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_RIGHTX.rawValue, Self.axisValue(xy.x))
            SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_RIGHTY.rawValue, Self.axisValue(-xy.y))
        }
        let (bound, down) = padButtonStates(devices: devices)
        for value in 0..<Int32(SDL_CONTROLLER_BUTTON_MAX.rawValue) where bound & (1 << UInt32(value)) != 0 {
            SDL_JoystickSetVirtualButton(joystick, value, down & (1 << UInt32(value)) != 0 ? 1 : 0)
        }
    }
}
