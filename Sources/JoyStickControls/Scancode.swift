/// A key by its place on the keyboard, whatever the keyboard's layout: the value of the `SDL_Scancode` of the
/// SDL the controls run on (USB HID usage numbers, which SDL 2 and SDL 3 share up to the media keys), what
/// `SDL_GetKeyboardState` indexes. `import JoyStickSDL` or `JoyStickSDL3` converts it to and from that SDL's
/// `SDL_Scancode` (`Scancode(SDL_SCANCODE_SPACE)`), and matches one in a `switch`.
public struct Scancode: RawRepresentable, Hashable, Sendable, ExpressibleByIntegerLiteral {
    /// The SDL scancode's value.
    public var rawValue: Int32

    /// A scancode by its SDL value.
    /// - Parameter rawValue: the value of an `SDL_Scancode`
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// A scancode by its SDL value, written as a number.
    /// - Parameter value: the value of an `SDL_Scancode`
    public init(integerLiteral value: Int32) {
        rawValue = value
    }

    /// How many scancodes there are (`SDL_NUM_SCANCODES`, `SDL_SCANCODE_COUNT`): every value is below it.
    public static let count = 512

    // The keys the layout editor answers to: the same numbers on SDL 2 and SDL 3.
    static let c: Scancode = 6
    static let f: Scancode = 9
    static let g: Scancode = 10
    static let h: Scancode = 11
    static let m: Scancode = 16
    static let r: Scancode = 21
    static let returnKey: Scancode = 40
    static let escape: Scancode = 41
    static let tab: Scancode = 43
    static let minus: Scancode = 45
    static let equals: Scancode = 46
    static let leftBracket: Scancode = 47
    static let rightBracket: Scancode = 48
    static let right: Scancode = 79
    static let left: Scancode = 80
    static let down: Scancode = 81
    static let up: Scancode = 82
    static let keypadMinus: Scancode = 86
    static let keypadPlus: Scancode = 87
    static let keypadEnter: Scancode = 88
}

/// A gamepad's button: the value of SDL 2's `SDL_GameControllerButton` and SDL 3's `SDL_GamepadButton`, which
/// number the same buttons the same (A is SDL 3's south button, B its east one).
public struct GamepadButton: RawRepresentable, Hashable, Sendable, ExpressibleByIntegerLiteral {
    /// The SDL button's value.
    public var rawValue: Int32

    /// A button by its SDL value.
    /// - Parameter rawValue: the value of an `SDL_GameControllerButton` or `SDL_GamepadButton`
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// A button by its SDL value, written as a number.
    /// - Parameter value: the value of an `SDL_GameControllerButton` or `SDL_GamepadButton`
    public init(integerLiteral value: Int32) {
        rawValue = value
    }

    /// The number of buttons a gamepad has in SDL 2 (`SDL_CONTROLLER_BUTTON_MAX`), what the published pad has.
    public static let count: Int32 = 21

    /// A (SDL 3's south button).
    public static let a: GamepadButton = 0
    /// B (east).
    public static let b: GamepadButton = 1
    /// X (west).
    public static let x: GamepadButton = 2
    /// Y (north).
    public static let y: GamepadButton = 3
    /// Back (select).
    public static let back: GamepadButton = 4
    /// Start.
    public static let start: GamepadButton = 6
    /// The d-pad's up.
    public static let dpadUp: GamepadButton = 11
    /// The d-pad's down.
    public static let dpadDown: GamepadButton = 12
    /// The d-pad's left.
    public static let dpadLeft: GamepadButton = 13
    /// The d-pad's right.
    public static let dpadRight: GamepadButton = 14
}

/// A gamepad's axis: the value of SDL 2's `SDL_GameControllerAxis` and SDL 3's `SDL_GamepadAxis`.
public struct GamepadAxis: RawRepresentable, Hashable, Sendable, ExpressibleByIntegerLiteral {
    /// The SDL axis's value.
    public var rawValue: Int32

    /// An axis by its SDL value.
    /// - Parameter rawValue: the value of an `SDL_GameControllerAxis` or `SDL_GamepadAxis`
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// An axis by its SDL value, written as a number.
    /// - Parameter value: the value of an `SDL_GameControllerAxis` or `SDL_GamepadAxis`
    public init(integerLiteral value: Int32) {
        rawValue = value
    }

    /// The number of axes a gamepad has (both sticks and both triggers).
    public static let count: Int32 = 6

    /// The left stick's x, right positive.
    public static let leftX: GamepadAxis = 0
    /// The left stick's y, down positive.
    public static let leftY: GamepadAxis = 1
    /// The right stick's x.
    public static let rightX: GamepadAxis = 2
    /// The right stick's y.
    public static let rightY: GamepadAxis = 3
}

/// A gamepad SDL has opened or announced: its joystick instance id (`SDL_JoystickID`, a signed 32-bit number in
/// SDL 2 and an unsigned one in SDL 3, kept here by its bits).
public struct GamepadID: RawRepresentable, Hashable, Sendable, ExpressibleByIntegerLiteral {
    /// The instance id's bits.
    public var rawValue: UInt32

    /// An id by its bits.
    /// - Parameter rawValue: the joystick instance id
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// An id written as a number.
    /// - Parameter value: the joystick instance id
    public init(integerLiteral value: UInt32) {
        rawValue = value
    }
}

/// A key as any SDL names it: ``Scancode`` itself, and each backend's `SDL_Scancode`, so that
/// ``OnScreenControls/bindScancode(_:_:)`` takes `SDL_SCANCODE_SPACE` on SDL 2 and SDL 3 alike.
public protocol ScancodeValue {
    /// The key as the controls keep it.
    var scancode: Scancode { get }
}

extension Scancode: ScancodeValue {
    public var scancode: Scancode { self }
}

/// A gamepad button as any SDL names it: ``GamepadButton`` itself, SDL 2's `SDL_GameControllerButton` and SDL 3's
/// `SDL_GamepadButton`.
public protocol GamepadButtonValue {
    /// The button as the controls keep it.
    var gamepadButton: GamepadButton { get }
}

extension GamepadButton: GamepadButtonValue {
    public var gamepadButton: GamepadButton { self }
}
