import JoyStickEngine

/// Keys the on-screen controls press, for a game that reads the keyboard: a stick bound to scancodes presses
/// up to four of them by its direction (a diagonal presses two), a button its keys while it is down. The game
/// reads them the way it reads the keyboard already, polled or as events, or both:
///
/// - polled: ``keyboardState()`` is `SDL_GetKeyboardState` with the controls' keys pressed in, and
///   ``isDown(_:)``, ``wasPressed(_:)`` and ``wasReleased(_:)`` read one key as raylib's `IsKeyDown`,
///   `IsKeyPressed` and `IsKeyReleased` do;
/// - events: with ``pushesEvents`` on, `SDL_KEYDOWN` and `SDL_KEYUP` events go into SDL's queue as the keys
///   change, marked so that ``isVirtual(_:)`` tells them from the real keyboard's. SDL ends a polling loop at
///   the events that were queued when it began, so a key pushed while the game handles its events reaches it
///   in the next frame's loop.
///
/// Only what a finger (or the mouse, or the game's own code) does to a control presses keys: a control driven
/// by its own bound keys or pad presses nothing more, so the keyboard is never echoed. A key held both on the
/// real keyboard and by a control stays down until both let go, and every key-down pushed gets its key-up,
/// whatever is removed, switched off or destroyed. ``OnScreenControls`` owns one and keeps it in step; its
/// `update(time:)` closes a frame: ``keyboardState()`` then shows every key a control pressed since the previous
/// update, even for a tap shorter than a frame.
package final class VirtualKeys {
    /// Whether changes are pushed into SDL's queue as key events (off at first). Turning it off lets go, in
    /// SDL's queue, of every key it pushed down.
    package var pushesEvents = false {
        didSet { if oldValue, !pushesEvents { pushKeyUps() } }
    }
    /// The SDL the keys are pushed into and the real keyboard read from; none: no events, no real keyboard.
    package var backend: (any ControlsBackend)? {
        didSet { backKey = backend?.backKey ?? 0 }
    }
    /// The phone's back key of ``backend``'s SDL: the editor's.
    private var backKey: Scancode = 0
    /// While on (the layout editor is open), the editor's keys read as up, in ``keyboardState()`` and the
    /// key queries alike: the game does not act on a key the editor took.
    package var masksEditorKeys = false {
        didSet { if masksEditorKeys != oldValue { refreshPolledState() } }
    }

    /// Raised by every control bound to keys when what it would press may have changed (a stick's direction or
    /// finger, a button's being down or finger): ``syncIfChanged(devices:)`` looks at the keys only then.
    private let changes = ChangeCounter()
    /// ``changes`` as of the last ``sync(devices:)``.
    private var changesSeen = 0

    /// What marks a key event the controls pushed ("JSVK"), where each SDL's backend puts it.
    package static let mark: UInt32 = 0x4A53_564B

    /// A stick's key sets (four scancodes each: up, left, down, right; `SDL_SCANCODE_UNKNOWN` for none) and the
    /// directions it presses now.
    private struct StickKeys {
        var stick: JoyStick
        var keys: [Scancode]
        /// Up, left, down, right (bits 0 to 3): which of the four it presses now, in every set.
        var held: UInt8 = 0
    }
    private struct ButtonKeys {
        var button: TouchButton
        var keys: [Scancode]
        var held = false
    }
    // By control: a control's keys are found, and forgotten, without a search through the others'.
    private var sticks = IdentityList<StickKeys>() {
        didSet { isEmpty = sticks.isEmpty && buttons.isEmpty }
    }
    private var buttons = IdentityList<ButtonKeys>() {
        didSet { isEmpty = sticks.isEmpty && buttons.isEmpty }
    }
    /// Counts the controls added and removed, to tell a walk of the lists by position that they moved.
    private var listsChanged = 0

    /// How many controls hold each scancode now.
    private var holders = [Int32](repeating: 0, count: VirtualKeys.scancodes)
    /// Per scancode, bits of what happened since the last update: went down (1), went up (2), on the real
    /// keyboard or by a control.
    private var sinceUpdate = [UInt8](repeating: 0, count: VirtualKeys.scancodes)
    /// Per scancode as of the last update: a control held it then or pressed it since the update before (1),
    /// it went down (2), it went up (4).
    private var frame = [UInt8](repeating: 0, count: VirtualKeys.scancodes)
    /// The scancodes the next update must look at (something happened to them, or their frame is not empty):
    /// an update costs what the keys in use cost, not every scancode's.
    private var active: [Int] = []
    private var isActive = [Bool](repeating: false, count: VirtualKeys.scancodes)
    /// ``keyboardState()``'s answer, filled when asked: memory of its own, so the pointer it returns stays
    /// valid as long as the keys.
    private let merged: UnsafeMutablePointer<UInt8>
    /// Whether ``keyboardState()`` was asked for: from then on ``refreshPolledState()`` keeps its array current.
    private(set) var isPolled = false
    private static let scancodes = Scancode.count
    private static let wentDown: UInt8 = 1, wentUp: UInt8 = 2

    /// An empty set of virtual keys.
    package init() {
        merged = .allocate(capacity: Self.scancodes)
        merged.initialize(repeating: 0, count: Self.scancodes)
        active.reserveCapacity(Self.scancodes)
    }

    deinit {
        if pushesEvents { pushKeyUps() }
        merged.deallocate()
    }

    /// The key-up of every key held and pushed down: the game never keeps a key the controls pressed.
    private func pushKeyUps() {
        for index in holders.indices where holders[index] > 0 { push(Scancode(rawValue: Int32(index)), down: false, force: true) }
    }

    /// Whether any control presses keys: read at every event, so kept apart from the arrays (an array, which
    /// grows through calls into the runtime, is checked for exclusivity at each access; this Bool is not).
    private(set) var isEmpty = true

    /// Adds a set of four keys a stick presses by its `JoyStick.direction`: up, down, left or right one key of
    /// each set, a diagonal two (a four-way stick presses one at a time), with the stick's own threshold and
    /// hysteresis.
    package func add<Key: ScancodeValue>(_ stick: JoyStick, up: Key, left: Key, down: Key, right: Key,
                     devices: ControlInput?) {
        let keys = [up.scancode, left.scancode, down.scancode, right.scancode]
        stick.changeCounter = changes
        // Reading its direction starts following it, so its changes raise the count even while a pad or keys
        // drive it and no sync reads it.
        _ = stick.direction
        let id = ObjectIdentifier(stick)
        if var known = sticks[id] {
            // The new set goes down with the others: let them all go, then press anew.
            let released = known
            known.held = 0
            known.keys += keys
            sticks[id] = known
            press(released.keys, changed: released.held, wanted: 0)
        } else {
            sticks.append(StickKeys(stick: stick, keys: keys), for: id)
            listsChanged &+= 1
        }
        sync(stick, devices: devices)
    }

    /// Adds a key a button presses while a finger or the game holds it.
    package func add(_ button: TouchButton, key: some ScancodeValue, devices: ControlInput?) {
        let key = key.scancode
        button.changeCounter = changes
        let id = ObjectIdentifier(button)
        if var known = buttons[id] {
            let released = known
            known.held = false
            known.keys.append(key)
            buttons[id] = known
            if released.held { press(released.keys, false) }
        } else {
            buttons.append(ButtonKeys(button: button, keys: [key]), for: id)
            listsChanged &+= 1
        }
        sync(button, devices: devices)
    }

    /// Lets go of a stick's keys and forgets them.
    package func remove(_ stick: JoyStick) {
        guard let removed = sticks.remove(ObjectIdentifier(stick)) else { return }
        listsChanged &+= 1
        press(removed.keys, changed: removed.held, wanted: 0)
        if stick.changeCounter === changes { stick.changeCounter = nil }
    }

    /// Lets go of a button's keys and forgets them.
    package func remove(_ button: TouchButton) {
        guard let removed = buttons.remove(ObjectIdentifier(button)) else { return }
        listsChanged &+= 1
        if removed.held { press(removed.keys, false) }
        if button.changeCounter === changes { button.changeCounter = nil }
    }

    // What a control presses is recorded before its keys go down or up: a key may be pushed as an event, and
    // SDL runs the game's event filter and watches inside that push, which may come back here (a watch handing
    // the controls their events) and must find the keys as they are about to be.

    /// Presses or lets go of a stick's keys for the directions in `changed`: down where `wanted` has them.
    private func press(_ keys: [Scancode], changed: UInt8, wanted: UInt8) {
        for slot in 0..<4 where changed & (1 << slot) != 0 {
            let down = wanted & (1 << slot) != 0
            for set in stride(from: 0, to: keys.count, by: 4) { hold(keys[set + slot], down) }
        }
    }

    /// Presses or lets go of a button's keys.
    private func press(_ keys: [Scancode], _ down: Bool) {
        for key in keys { hold(key, down) }
    }

    /// ``sync(devices:)`` if a control bound to keys changed since the last one (``changes``): what an event
    /// that cannot change what keys and pads drive (a finger, the mouse) costs the keys.
    /// - Parameter devices: the input whose keys and pads drive controls
    package func syncIfChanged(devices: ControlInput?) {
        if changes.value != changesSeen { sync(devices: devices) }
    }

    /// Presses and lets go of keys as the controls now ask; called after every event that may change what keys
    /// and pads drive, and after any other once a control bound to keys changed.
    /// - Parameter devices: the input whose keys and pads drive controls (what they drive presses nothing)
    package func sync(devices: ControlInput? = nil) {
        changesSeen = changes.value
        // By position, holding no access to the lists while keys are pressed; a control added or removed from
        // a push's event watch moves the positions: the walk starts again (what is done already is not done
        // twice: each control's keys are recorded as pressed before they are).
        var position = 0
        var shape = listsChanged
        while position < sticks.endIndex {
            if sticks.id(at: position) != nil {
                let keys = sticks[position]
                let wanted = wantedKeys(of: keys.stick, devices: devices)
                if wanted != keys.held {
                    sticks[position].held = wanted
                    press(keys.keys, changed: wanted ^ keys.held, wanted: wanted)
                }
            }
            position = shape == listsChanged ? position + 1 : 0
            shape = listsChanged
        }
        position = 0
        while position < buttons.endIndex {
            if buttons.id(at: position) != nil {
                let keys = buttons[position]
                let wanted = ControlInput.passesOn(keys.button, devices: devices)
                if wanted != keys.held {
                    buttons[position].held = wanted
                    press(keys.keys, wanted)
                }
            }
            position = shape == listsChanged ? position + 1 : 0
            shape = listsChanged
        }
    }

    /// Presses and lets go of one stick's keys as it now asks: what binding or unbinding what drives it changes.
    /// - Parameters:
    ///   - stick: the stick (nothing when it has no keys)
    ///   - devices: the input whose keys and pads drive controls
    package func sync(_ stick: JoyStick, devices: ControlInput?) {
        let id = ObjectIdentifier(stick)
        guard var keys = sticks[id] else { return }
        let wanted = wantedKeys(of: stick, devices: devices)
        let changed = wanted ^ keys.held
        guard changed != 0 else { return }
        keys.held = wanted
        sticks[id] = keys
        press(keys.keys, changed: changed, wanted: wanted)
    }

    /// Presses and lets go of one button's keys as it now asks.
    /// - Parameters:
    ///   - button: the button (nothing when it has no keys)
    ///   - devices: the input whose keys and pads drive controls
    package func sync(_ button: TouchButton, devices: ControlInput?) {
        let id = ObjectIdentifier(button)
        guard var keys = buttons[id] else { return }
        let wanted = ControlInput.passesOn(button, devices: devices)
        guard wanted != keys.held else { return }
        keys.held = wanted
        buttons[id] = keys
        press(keys.keys, wanted)
    }

    /// The directions whose keys a stick presses now: its direction, while it passes it on.
    private func wantedKeys(of stick: JoyStick, devices: ControlInput?) -> UInt8 {
        Self.keys(for: ControlInput.passesOn(stick, devices: devices) ? stick.direction : nil)
    }

    /// A real key event the controls were given: what ``wasPressed(_:)`` and ``wasReleased(_:)`` read of the
    /// real keyboard, and what ``isDown(_:)`` and ``keyboardState()`` read with SDL's own state (an event
    /// pushed with `SDL_PushEvent`, as a headless test sends keys, changes none of SDL's).
    package func noteRealKey(_ key: some ScancodeValue, down: Bool) {
        let index = Int(key.scancode.rawValue)
        guard index > 0, index < Self.scancodes else { return }
        sinceUpdate[index] |= down ? Self.wentDown : Self.wentUp
        heldByEvents[index] = down
        activate(index)
    }

    /// A focus loss: the keys the events held go up, as SDL lets go of the real keyboard's.
    package func forgetRealKeys() {
        for index in heldByEvents.indices where heldByEvents[index] {
            heldByEvents[index] = false
            sinceUpdate[index] |= Self.wentUp
            activate(index)
        }
    }

    /// Puts a scancode on the next update's list.
    private func activate(_ index: Int) {
        guard !isActive[index] else { return }
        isActive[index] = true
        active.append(index)
    }

    /// Closes a frame: ``keyboardState()`` and the key queries show what happened since the last update.
    package func update(devices: ControlInput? = nil) {
        syncIfChanged(devices: devices)
        var kept = 0
        for slot in active.indices {
            let scancode = active[slot]
            let happened = sinceUpdate[scancode]
            let now = (holders[scancode] > 0 || pressedByControl[scancode] ? 1 : 0)
                | (happened & Self.wentDown != 0 ? 2 : 0) | (happened & Self.wentUp != 0 ? 4 : 0)
            frame[scancode] = UInt8(now)
            sinceUpdate[scancode] = 0
            pressedByControl[scancode] = false
            // A key with a frame to clear, or held, is looked at again next update.
            if now != 0 {
                active[kept] = scancode
                kept += 1
            } else {
                isActive[scancode] = false
            }
        }
        active.removeLast(active.count - kept)
        refreshPolledState()
    }
    /// Scancodes a control pressed since the last update (a tap shorter than a frame still shows for one).
    private var pressedByControl = [Bool](repeating: false, count: VirtualKeys.scancodes)
    /// Scancodes whose last key event the controls were given was a key-down (``noteRealKey(_:down:)``).
    private var heldByEvents = [Bool](repeating: false, count: VirtualKeys.scancodes)

    /// Whether a control holds a key now.
    /// - Parameter key: the key
    package func isHeld(_ key: some ScancodeValue) -> Bool {
        let index = Int(key.scancode.rawValue)
        return holders.indices.contains(index) && holders[index] > 0
    }

    /// Whether a key is down, on the keyboard or by a control, as of the last update (a control's key pressed
    /// even briefly since the update before included), as ``keyboardState()`` shows it.
    package func isDown(_ key: some ScancodeValue) -> Bool {
        let index = Int(key.scancode.rawValue)
        guard index > 0, index < Self.scancodes, !isMasked(index) else { return false }
        let real = realKeyboard()
        return frame[index] & 1 != 0 || heldByEvents[index] || (index < real.count && real[index] != 0)
    }

    /// Whether a key went down, on the keyboard or by a control, between the two latest updates.
    package func wasPressed(_ key: some ScancodeValue) -> Bool {
        let index = Int(key.scancode.rawValue)
        return index > 0 && index < Self.scancodes && !isMasked(index) && frame[index] & 2 != 0
    }

    /// Whether a key went up, on the keyboard or by a control, between the two latest updates.
    package func wasReleased(_ key: some ScancodeValue) -> Bool {
        let index = Int(key.scancode.rawValue)
        return index > 0 && index < Self.scancodes && !isMasked(index) && frame[index] & 4 != 0
    }

    /// `SDL_GetKeyboardState` with the controls' keys of the last update pressed in: SDL's array of
    /// `SDL_NUM_SCANCODES` bytes, 1 for a key down. Like SDL's own, the array stays valid and current for as
    /// long as the controls live: ``refreshPolledState()`` (at each update and key event) rewrites it.
    /// - Returns: the bytes, and how many
    package func keyboardState() -> (keys: UnsafePointer<UInt8>, count: Int32) {
        isPolled = true
        let real = realKeyboard()
        return keyboardState(real: real.baseAddress, count: real.count)
    }

    /// ``keyboardState()`` over a given real keyboard state (tests give one: SDL's dummy driver has no keys).
    package func keyboardState(real: UnsafePointer<UInt8>?, count: Int) -> (keys: UnsafePointer<UInt8>, count: Int32) {
        let shared = real == nil ? 0 : min(count, Self.scancodes)
        for index in 0..<Self.scancodes {
            let held = index < shared ? (real?[index] ?? 0) : 0
            merged[index] = (held != 0 || frame[index] & 1 != 0 || heldByEvents[index]) && !isMasked(index) ? 1 : 0
        }
        return (UnsafePointer(merged), Int32(Self.scancodes))
    }

    /// Rewrites the array ``keyboardState()`` gave, if it was ever asked for, so a pointer a game kept shows
    /// the keys now.
    package func refreshPolledState() {
        guard isPolled else { return }
        _ = keyboardState()
    }

    /// Whether the layout editor takes a key now.
    private func isMasked(_ index: Int) -> Bool {
        masksEditorKeys && LayoutEditor.takes(Scancode(rawValue: Int32(index)), back: backKey)
    }

    /// The four keys a direction presses, one bit each: up (1), left (2), down (4), right (8). Bits, not an
    /// array: this runs at every event and allocates nothing.
    private static func keys(for direction: Direction?) -> UInt8 {
        switch direction {
        case nil: 0
        case .up: 1
        case .upRight: 1 | 8
        case .right: 8
        case .downRight: 4 | 8
        case .down: 4
        case .downLeft: 2 | 4
        case .left: 2
        case .upLeft: 1 | 2
        }
    }

    /// One control presses or lets go of a key: the key goes down with the first and up with the last, and a
    /// pushed event says so unless the real keyboard holds it too.
    private func hold(_ scancode: Scancode, _ down: Bool) {
        let index = Int(scancode.rawValue)
        guard index > 0, index < holders.count else { return }
        if down {
            holders[index] += 1
            activate(index)
            if holders[index] == 1 {
                sinceUpdate[index] |= Self.wentDown
                pressedByControl[index] = true
                push(scancode, down: true)
            }
        } else if holders[index] > 0 {
            holders[index] -= 1
            activate(index)
            if holders[index] == 0 {
                sinceUpdate[index] |= Self.wentUp
                push(scancode, down: false)
            }
        }
    }

    private func push(_ scancode: Scancode, down: Bool, force: Bool = false) {
        guard pushesEvents || force, let backend else { return }
        backend.pushKey(scancode, down: down)
    }

    /// The SDL's own keyboard state; none without a backend.
    private func realKeyboard() -> UnsafeBufferPointer<UInt8> {
        backend?.keyboardState() ?? UnsafeBufferPointer(start: nil, count: 0)
    }
}
