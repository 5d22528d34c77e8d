import JoyStickEngine

/// Publishes on-screen sticks and buttons as an SDL virtual gamepad (SDL 2's `SDL_JoystickAttachVirtualEx`,
/// SDL 3's `SDL_AttachVirtualJoystick`), so a game that only reads `SDL_GameController` or `SDL_Gamepad` sees
/// the touch controls as a pad without changing its code.
///
/// Call ``publish()`` once per frame after the events. SDL ignores joystick changes while the application
/// has no focus unless `SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS` is "1"; set it before `SDL_Init` when the
/// pad must keep working in the background (and in tests, which have no focused window).
package final class VirtualGamepad {
    /// The pad's joystick instance id, stable for its whole life.
    package var instanceID: GamepadID { device.instanceID }
    /// The stick published as the left stick (the left x and y axes).
    package var leftStick: JoyStick?
    /// The stick published as the right stick.
    package var rightStick: JoyStick?
    /// A button and the pad buttons it presses.
    package struct ButtonBinding {
        package var control: TouchButton
        package var padButtons: [GamepadButton]
    }
    /// Buttons and the pad buttons each presses, by button.
    package typealias Buttons = IdentityList<ButtonBinding>
    /// Buttons published as pad buttons.
    package var buttons = Buttons()

    /// The SDL's virtual gamepad, detached when this goes.
    private let device: any VirtualGamepadDevice

    /// Attaches a virtual gamepad with every standard axis and button.
    /// - Parameters:
    ///   - backend: the SDL to attach it to
    ///   - name: the name SDL reports for it
    /// - Throws: ``ControlsError`` when SDL cannot attach or open it (the joystick subsystem must be initialised)
    package convenience init(backend: any ControlsBackend, name: String = "JoyStick on-screen pad") throws(ControlsError) {
        // What can fail comes before the instance is made: Embedded Swift does not free an instance whose
        // initializer throws.
        self.init(device: try backend.attachVirtualGamepad(named: name))
    }

    /// Publishes through a virtual gamepad already attached.
    package init(device: any VirtualGamepadDevice) {
        self.device = device
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
    package func bind(_ padButton: some GamepadButtonValue, to control: TouchButton) {
        let padButton = padButton.gamepadButton
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
            device.setButton(padButton, false)
        }
    }

    /// Which pad buttons are bound, and which of those a bound button holds down (any of them, when several are
    /// bound to one), as bits by pad button.
    private func padButtonStates(devices: ControlInput?) -> (bound: UInt32, down: UInt32) {
        var bound: UInt32 = 0, down: UInt32 = 0
        for binding in buttons {
            let control = binding.control
            let isDown = ControlInput.passesOn(control, devices: devices)
            for padButton in binding.padButtons {
                bound |= Self.bit(padButton)
                if isDown { down |= Self.bit(padButton) }
            }
        }
        return (bound, down)
    }

    private static func bit(_ padButton: GamepadButton) -> UInt32 {
        let value = padButton.rawValue
        return value >= 0 && value < 32 ? 1 << UInt32(value) : 0
    }

    /// Stops publishing a stick (it is being removed); its axes rest at 0.
    /// - Parameter stick: the stick
    package func unbind(_ stick: JoyStick) {
        if leftStick === stick {
            leftStick = nil
            device.setAxis(.leftX, 0)
            device.setAxis(.leftY, 0)
        }
        if rightStick === stick {
            rightStick = nil
            device.setAxis(.rightX, 0)
            device.setAxis(.rightY, 0)
        }
    }

    /// Copies the sticks' positions and the buttons' states into the pad: what fingers (and the game's own
    /// code) do to them. A stick a real pad or the keyboard pushes publishes nothing, so a real pad is never
    /// echoed by the virtual one.
    /// - Parameter devices: the input whose keys and pads drive controls
    package func publish(devices: ControlInput? = nil) {
        func xy(_ stick: JoyStick) -> XYReport {
            ControlInput.passesOn(stick, devices: devices) ? stick.xy : XYReport(x: 0, y: 0)
        }
        if let stick = leftStick {
            let xy = xy(stick)
            device.setAxis(.leftX, Self.axisValue(xy.x))
            device.setAxis(.leftY, Self.axisValue(-xy.y))
        }
        if let stick = rightStick {
            let xy = xy(stick)
            device.setAxis(.rightX, Self.axisValue(xy.x))
            device.setAxis(.rightY, Self.axisValue(-xy.y))
        }
        let (bound, down) = padButtonStates(devices: devices)
        for value in 0..<GamepadButton.count where bound & (1 << UInt32(value)) != 0 {
            device.setButton(GamepadButton(rawValue: value), down & (1 << UInt32(value)) != 0)
        }
    }
}
