import CSDL2
import JoyStickControls

// SDL 2's names for keys, gamepad buttons, axes and joysticks, and the controls' own: converted both ways, SDL's
// taken wherever the controls take theirs, and matched in a `switch` over an InputEvent
// (`case .keyDown(SDL_SCANCODE_SPACE, _)`).

extension Scancode {
    /// An SDL 2 scancode as the controls keep it.
    public init(_ key: SDL_Scancode) {
        self.init(rawValue: Int32(bitPattern: key.rawValue))
    }
}

extension SDL_Scancode: ScancodeValue {
    /// The controls' scancode of this key.
    public var scancode: Scancode { Scancode(self) }

    /// The SDL 2 scancode of a key the controls name.
    public init(_ key: Scancode) {
        self.init(UInt32(bitPattern: key.rawValue))
    }
}

extension GamepadButton {
    /// An SDL 2 game controller button as the controls keep it.
    public init(_ button: SDL_GameControllerButton) {
        self.init(rawValue: button.rawValue)
    }
}

extension SDL_GameControllerButton: GamepadButtonValue {
    /// The controls' name of this button.
    public var gamepadButton: GamepadButton { GamepadButton(self) }

    /// The SDL 2 button the controls name.
    public init(_ button: GamepadButton) {
        self.init(rawValue: button.rawValue)
    }
}

extension GamepadAxis {
    /// An SDL 2 game controller axis as the controls keep it.
    public init(_ axis: SDL_GameControllerAxis) {
        self.init(rawValue: axis.rawValue)
    }
}

extension SDL_GameControllerAxis {
    /// The SDL 2 axis the controls name.
    public init(_ axis: GamepadAxis) {
        self.init(rawValue: axis.rawValue)
    }
}

extension GamepadID {
    /// An SDL 2 joystick instance id as the controls keep it.
    public init(_ id: SDL_JoystickID) {
        self.init(rawValue: UInt32(bitPattern: id))
    }

    /// The SDL 2 joystick instance id (`SDL_JoystickID`).
    public var sdlID: SDL_JoystickID { SDL_JoystickID(bitPattern: rawValue) }
}

/// Whether the controls' key is this SDL scancode, for `case .keyDown(SDL_SCANCODE_SPACE, _)`.
public func ~= (pattern: SDL_Scancode, value: Scancode) -> Bool { Scancode(pattern) == value }
/// Whether the controls' button is this SDL button, for `case .padButtonDown(SDL_CONTROLLER_BUTTON_A, _)`.
public func ~= (pattern: SDL_GameControllerButton, value: GamepadButton) -> Bool { GamepadButton(pattern) == value }
/// Whether the controls' axis is this SDL axis.
public func ~= (pattern: SDL_GameControllerAxis, value: GamepadAxis) -> Bool { GamepadAxis(pattern) == value }
/// Whether the controls' key is this SDL scancode.
public func == (key: Scancode, sdl: SDL_Scancode) -> Bool { key == Scancode(sdl) }
/// Whether the controls' key is another than this SDL scancode.
public func != (key: Scancode, sdl: SDL_Scancode) -> Bool { key != Scancode(sdl) }
/// Whether the controls' button is this SDL button.
public func == (button: GamepadButton, sdl: SDL_GameControllerButton) -> Bool { button == GamepadButton(sdl) }
/// Whether the controls' gamepad is this SDL joystick.
public func == (pad: GamepadID, sdl: SDL_JoystickID) -> Bool { pad == GamepadID(sdl) }

extension InputEvent {
    /// `keyDown(_:isRepeat:)` of an SDL 2 scancode.
    public static func keyDown(_ key: SDL_Scancode, isRepeat: Bool) -> InputEvent {
        .keyDown(Scancode(key), isRepeat: isRepeat)
    }

    /// `keyUp(_:)` of an SDL 2 scancode.
    public static func keyUp(_ key: SDL_Scancode) -> InputEvent {
        .keyUp(Scancode(key))
    }

    /// `padButtonDown(_:pad:)` of SDL 2's button.
    public static func padButtonDown(_ button: SDL_GameControllerButton, pad: GamepadID) -> InputEvent {
        .padButtonDown(GamepadButton(button), pad: pad)
    }

    /// `padButtonUp(_:pad:)` of SDL 2's button.
    public static func padButtonUp(_ button: SDL_GameControllerButton, pad: GamepadID) -> InputEvent {
        .padButtonUp(GamepadButton(button), pad: pad)
    }

    /// `padAxis(_:value:pad:)` of SDL 2's axis.
    public static func padAxis(_ axis: SDL_GameControllerAxis, value: Int16, pad: GamepadID) -> InputEvent {
        .padAxis(GamepadAxis(axis), value: value, pad: pad)
    }
}
