import CSDL2
import JoyStickEngine

/// Keys the on-screen controls press, for a game that reads the keyboard: a stick presses up to four keys by
/// its direction (a diagonal presses two), a button one key while it is down. The game reads them the way it
/// reads the keyboard already, polled or as events, or both:
///
/// - polled: ``keyboardState()`` is `SDL_GetKeyboardState` with the controls' keys pressed in;
/// - events: with ``pushesEvents`` on, `SDL_KEYDOWN` and `SDL_KEYUP` events go into SDL's queue as the keys
///   change, marked so that ``isVirtual(_:)`` tells them from the real keyboard's. SDL ends a polling loop at
///   the events that were queued when it began, so a key pushed while the game handles its events reaches it
///   in the next frame's loop.
///
/// Keys are scancodes: the index `SDL_GetKeyboardState` uses, a physical key whatever the layout; a pushed
/// event carries the keycode the layout gives it. A key held both on the real keyboard and by a control stays
/// down until both let go. A focus loss releases everything, these keys too. ``OnScreenControls`` owns one and
/// keeps it in step; its `update(time:)` closes a frame: ``keyboardState()`` then shows every key a control
/// pressed since the previous update, even for a tap shorter than a frame.
public final class VirtualKeys {
    /// Whether changes are pushed into SDL's queue as key events (off at first).
    public var pushesEvents = false
    /// The window whose id pushed events carry, so a game that checks `windowID` takes them.
    public var windowID: UInt32 = 0

    /// What `keysym.unused` holds in an event the controls pushed ("JSVK").
    public static let mark: UInt32 = 0x4A53_564B

    /// Whether an event is a key event the controls pushed.
    /// - Parameter event: any SDL event
    public static func isVirtual(_ event: SDL_Event) -> Bool {
        (event.type == SDL_KEYDOWN.rawValue || event.type == SDL_KEYUP.rawValue) && event.key.keysym.unused == mark
    }

    /// A stick's four keys (scancodes; `SDL_SCANCODE_UNKNOWN` for none) and the ones it holds now.
    private struct StickKeys {
        var stick: JoyStick
        /// Up, left, down, right.
        var keys: [SDL_Scancode]
        /// Which of the four it presses now, by the same index.
        var held: [Bool] = [false, false, false, false]
    }
    private struct ButtonKey {
        var button: TouchButton
        var key: SDL_Scancode
        var held = false
    }
    private var sticks: [StickKeys] = []
    private var buttons: [ButtonKey] = []

    /// How many controls hold each scancode now.
    private var holders = [UInt8](repeating: 0, count: VirtualKeys.scancodes)
    /// Scancodes a control pressed since the last update.
    private var pressedSinceUpdate = [UInt8](repeating: 0, count: VirtualKeys.scancodes)
    /// The controls' keys as of the last update: held then, or pressed since the update before.
    private var frame = [UInt8](repeating: 0, count: VirtualKeys.scancodes)
    /// ``keyboardState()``'s answer, filled when asked: memory of its own, so the pointer it returns stays
    /// valid until the next call.
    private let merged: UnsafeMutablePointer<UInt8>
    /// Whether ``keyboardState()`` was asked for: from then on ``refreshPolledState()`` keeps its array current.
    private(set) var isPolled = false
    private static let scancodes = Int(SDL_NUM_SCANCODES.rawValue)

    /// An empty set of virtual keys.
    public init() {
        merged = .allocate(capacity: Self.scancodes)
        merged.initialize(repeating: 0, count: Self.scancodes)
    }

    deinit {
        merged.deallocate()
    }

    /// Whether any control presses keys: nothing to keep in step otherwise.
    public var isEmpty: Bool { sticks.isEmpty && buttons.isEmpty }

    /// Makes a stick press keys by its `JoyStick.direction`: up, down, left or right one key, a diagonal
    /// two (a four-way stick presses one at a time); with the stick's own threshold and hysteresis. Replaces
    /// the stick's keys, if it had some.
    /// - Parameters:
    ///   - stick: the stick
    ///   - up: the key for up (`SDL_SCANCODE_UNKNOWN`: none)
    ///   - left: the key for left
    ///   - down: the key for down
    ///   - right: the key for right
    public func emit(from stick: JoyStick, up: SDL_Scancode, left: SDL_Scancode, down: SDL_Scancode,
                     right: SDL_Scancode) {
        stopEmitting(from: stick)
        sticks.append(StickKeys(stick: stick, keys: [up, left, down, right]))
        sync()
    }

    /// Makes a button press a key while it is down. Replaces the button's key, if it had one.
    /// - Parameters:
    ///   - button: the button
    ///   - key: the key (`SDL_SCANCODE_UNKNOWN`: none)
    public func emit(from button: TouchButton, key: SDL_Scancode) {
        stopEmitting(from: button)
        buttons.append(ButtonKey(button: button, key: key))
        sync()
    }

    /// Lets go of a stick's keys and forgets them.
    /// - Parameter stick: the stick
    public func stopEmitting(from stick: JoyStick) {
        guard let index = sticks.firstIndex(where: { $0.stick === stick }) else { return }
        for slot in 0..<4 where sticks[index].held[slot] { hold(sticks[index].keys[slot], false) }
        sticks.remove(at: index)
    }

    /// Lets go of a button's key and forgets it.
    /// - Parameter button: the button
    public func stopEmitting(from button: TouchButton) {
        guard let index = buttons.firstIndex(where: { $0.button === button }) else { return }
        if buttons[index].held { hold(buttons[index].key, false) }
        buttons.remove(at: index)
    }

    /// Presses and lets go of keys as the controls now ask; called after every event the controls handle.
    public func sync() {
        for index in sticks.indices {
            let wanted = Self.keys(for: sticks[index].stick.direction)
            for slot in 0..<4 where wanted[slot] != sticks[index].held[slot] {
                sticks[index].held[slot] = wanted[slot]
                hold(sticks[index].keys[slot], wanted[slot])
            }
        }
        for index in buttons.indices where buttons[index].button.isPressed != buttons[index].held {
            buttons[index].held.toggle()
            hold(buttons[index].key, buttons[index].held)
        }
    }

    /// Closes a frame: ``keyboardState()`` shows what the controls held at this moment or pressed since the
    /// last update.
    public func update() {
        sync()
        for scancode in frame.indices {
            frame[scancode] = holders[scancode] > 0 || pressedSinceUpdate[scancode] != 0 ? 1 : 0
            pressedSinceUpdate[scancode] = 0
        }
    }

    /// Whether a control holds a key now.
    /// - Parameter scancode: the key
    public func isHeld(_ scancode: SDL_Scancode) -> Bool {
        let index = Int(scancode.rawValue)
        return holders.indices.contains(index) && holders[index] > 0
    }

    /// `SDL_GetKeyboardState` with the controls' keys of the last update pressed in: SDL's array of
    /// `SDL_NUM_SCANCODES` bytes, 1 for a key down. Like SDL's own, the array stays valid and current for as
    /// long as the controls live: ``refreshPolledState()`` (at each update and key event) rewrites it.
    /// - Returns: the bytes, and how many
    public func keyboardState() -> (keys: UnsafePointer<UInt8>, count: Int32) {
        isPolled = true
        var count: Int32 = 0
        let real = SDL_GetKeyboardState(&count)
        return keyboardState(real: real, count: Int(count))
    }

    /// ``keyboardState()`` over a given real keyboard state (tests give one: SDL's dummy driver has no keys).
    func keyboardState(real: UnsafePointer<UInt8>?, count: Int) -> (keys: UnsafePointer<UInt8>, count: Int32) {
        let shared = real == nil ? 0 : min(count, Self.scancodes)
        for index in 0..<Self.scancodes {
            let held = index < shared ? (real?[index] ?? 0) : 0
            merged[index] = held != 0 || frame[index] != 0 ? 1 : 0
        }
        return (UnsafePointer(merged), Int32(Self.scancodes))
    }

    /// Rewrites the array ``keyboardState()`` gave, if it was ever asked for, so a pointer a game kept shows
    /// the keys now.
    public func refreshPolledState() {
        guard isPolled else { return }
        _ = keyboardState()
    }

    /// The four keys a direction presses: up, left, down, right.
    private static func keys(for direction: Direction?) -> [Bool] {
        switch direction {
        case nil: [false, false, false, false]
        case .up: [true, false, false, false]
        case .upRight: [true, false, false, true]
        case .right: [false, false, false, true]
        case .downRight: [false, false, true, true]
        case .down: [false, false, true, false]
        case .downLeft: [false, true, true, false]
        case .left: [false, true, false, false]
        case .upLeft: [true, true, false, false]
        }
    }

    /// One control presses or lets go of a key: the key goes down with the first and up with the last, and a
    /// pushed event says so unless the real keyboard holds it too.
    private func hold(_ scancode: SDL_Scancode, _ down: Bool) {
        let index = Int(scancode.rawValue)
        guard index > 0, index < holders.count else { return }
        if down {
            holders[index] = holders[index] &+ 1
            pressedSinceUpdate[index] = 1
            if holders[index] == 1 { push(scancode, down: true) }
        } else if holders[index] > 0 {
            holders[index] -= 1
            if holders[index] == 0 { push(scancode, down: false) }
        }
    }

    private func push(_ scancode: SDL_Scancode, down: Bool) {
        guard pushesEvents, !Self.realKeyboardHolds(scancode) else { return }
        var event = SDL_Event()
        event.key.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
        event.key.timestamp = SDL_GetTicks()
        event.key.windowID = windowID
        event.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.key.repeat = 0
        event.key.keysym.scancode = scancode
        event.key.keysym.sym = SDL_GetKeyFromScancode(scancode)
        event.key.keysym.unused = Self.mark
        SDL_PushEvent(&event)
    }

    private static func realKeyboardHolds(_ scancode: SDL_Scancode) -> Bool {
        var count: Int32 = 0
        guard let state = SDL_GetKeyboardState(&count), Int(scancode.rawValue) < Int(count) else { return false }
        return state[Int(scancode.rawValue)] != 0
    }
}
