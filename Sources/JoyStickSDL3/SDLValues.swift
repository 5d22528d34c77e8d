#if JOYSTICK_SDL3
import CSDL3
import JoyStickControls

// SDL 3's names for keys, gamepad buttons, axes and joysticks, and the controls' own: converted both ways, SDL's
// taken wherever the controls take theirs, and matched in a `switch` over an InputEvent
// (`case .keyDown(SDL_SCANCODE_SPACE, _)`), as JoyStickSDL does for SDL 2's.

extension Scancode {
    /// An SDL 3 scancode as the controls keep it.
    public init(_ key: SDL_Scancode) {
        self.init(rawValue: Int32(bitPattern: key.rawValue))
    }
}

extension SDL_Scancode: ScancodeValue {
    /// The controls' scancode of this key.
    public var scancode: Scancode { Scancode(self) }

    /// The SDL 3 scancode of a key the controls name.
    public init(_ key: Scancode) {
        self.init(UInt32(bitPattern: key.rawValue))
    }
}

extension GamepadButton {
    /// An SDL 3 gamepad button as the controls keep it.
    public init(_ button: SDL_GamepadButton) {
        self.init(rawValue: button.rawValue)
    }
}

extension SDL_GamepadButton: GamepadButtonValue {
    /// The controls' name of this button.
    public var gamepadButton: GamepadButton { GamepadButton(self) }

    /// The SDL 3 button the controls name.
    public init(_ button: GamepadButton) {
        self.init(rawValue: button.rawValue)
    }
}

extension GamepadAxis {
    /// An SDL 3 gamepad axis as the controls keep it.
    public init(_ axis: SDL_GamepadAxis) {
        self.init(rawValue: axis.rawValue)
    }
}

extension SDL_GamepadAxis {
    /// The SDL 3 axis the controls name.
    public init(_ axis: GamepadAxis) {
        self.init(rawValue: axis.rawValue)
    }
}

extension GamepadID {
    /// The SDL 3 joystick instance id (`SDL_JoystickID`), which is the controls' own.
    public var sdlID: SDL_JoystickID { rawValue }
}

/// Whether the controls' key is this SDL scancode, for `case .keyDown(SDL_SCANCODE_SPACE, _)`.
public func ~= (pattern: SDL_Scancode, value: Scancode) -> Bool { Scancode(pattern) == value }
/// Whether the controls' button is this SDL button, for `case .padButtonDown(SDL_GAMEPAD_BUTTON_SOUTH, _)`.
public func ~= (pattern: SDL_GamepadButton, value: GamepadButton) -> Bool { GamepadButton(pattern) == value }
/// Whether the controls' axis is this SDL axis.
public func ~= (pattern: SDL_GamepadAxis, value: GamepadAxis) -> Bool { GamepadAxis(pattern) == value }
/// Whether the controls' key is this SDL scancode.
public func == (key: Scancode, sdl: SDL_Scancode) -> Bool { key == Scancode(sdl) }
/// Whether the controls' key is another than this SDL scancode.
public func != (key: Scancode, sdl: SDL_Scancode) -> Bool { key != Scancode(sdl) }
/// Whether the controls' button is this SDL button.
public func == (button: GamepadButton, sdl: SDL_GamepadButton) -> Bool { button == GamepadButton(sdl) }

extension InputEvent {
    /// ``keyDown(_:isRepeat:)`` of an SDL 3 scancode.
    public static func keyDown(_ key: SDL_Scancode, isRepeat: Bool) -> InputEvent {
        .keyDown(Scancode(key), isRepeat: isRepeat)
    }

    /// ``keyUp(_:)`` of an SDL 3 scancode.
    public static func keyUp(_ key: SDL_Scancode) -> InputEvent {
        .keyUp(Scancode(key))
    }

    /// ``padButtonDown(_:pad:)`` of SDL 3's button.
    public static func padButtonDown(_ button: SDL_GamepadButton, pad: GamepadID) -> InputEvent {
        .padButtonDown(GamepadButton(button), pad: pad)
    }

    /// ``padButtonUp(_:pad:)`` of SDL 3's button.
    public static func padButtonUp(_ button: SDL_GamepadButton, pad: GamepadID) -> InputEvent {
        .padButtonUp(GamepadButton(button), pad: pad)
    }

    /// ``padAxis(_:value:pad:)`` of SDL 3's axis.
    public static func padAxis(_ axis: SDL_GamepadAxis, value: Int16, pad: GamepadID) -> InputEvent {
        .padAxis(GamepadAxis(axis), value: value, pad: pad)
    }
}
#endif
