#if JOYSTICK_SDL3
import CSDL3
import JoyStickControls
import JoyStickEngine

/// The controls' SDL when it is SDL 3: the one place the core's keys and gamepads meet SDL 3's keyboard and
/// gamepads, with the canvas the controls draw on (the game's renderer, or an OpenGL window's frame; the events
/// are decoded in `InputEvent+SDL3.swift`).
package final class SDL3Backend: ControlsBackend {
    package let canvas: any ControlsCanvas
    /// The id of the window the controls are in, for the key events they push (nil: a renderer of a surface,
    /// which has no window).
    private let windowID: SDL_WindowID?
    /// The game's gamepads opened for the controls, by instance id.
    private var gamepads: [(pad: GamepadID, gamepad: OpaquePointer)] = []
    /// Decodes pictures with SDL 3's own loaders.
    private let pictures = SDLPictureDecoder()

    /// The SDL 3 of a game's renderer.
    /// - Parameter renderer: the renderer, its logical presentation set if the game uses one
    package init(renderer: OpaquePointer) {
        canvas = RendererCanvas(renderer: renderer)
        windowID = SDL_GetRenderWindow(renderer).map(SDL_GetWindowID)
    }

    /// The SDL 3 of a game that draws its frames with OpenGL in a window of its own, with no renderer: the
    /// controls are drawn over the frame with the OpenGL context current when they are drawn.
    /// - Parameter window: the game's window
    package init(openGLWindow window: OpaquePointer) {
        canvas = OpenGLCanvas(window: SDL3OpenGLWindow(window))
        windowID = SDL_GetWindowID(window)
    }

    deinit {
        for entry in gamepads { SDL_CloseGamepad(entry.gamepad) }
    }

    // MARK: Keys

    package func pushKey(_ key: Scancode, down: Bool) {
        let state = keyboardState()
        let index = Int(key.rawValue)
        guard index < 0 || index >= state.count || state[index] == 0 else { return }
        var event = Self.controlsKey(key, down: down, windowID: windowID ?? 0)
        SDL_PushEvent(&event)
    }

    /// A key event of the controls' own, marked as theirs (``isVirtual(_:)``): what ``pushKey(_:down:)`` pushes,
    /// and joystick-run's overlay the key-ups it owes a game that started SDL again.
    /// - Parameters:
    ///   - key: the key
    ///   - down: pressed or let go
    ///   - windowID: the window it is addressed to
    package static func controlsKey(_ key: Scancode, down: Bool, windowID: SDL_WindowID) -> SDL_Event {
        let scancode = SDL_Scancode(key)
        var event = SDL_Event()
        event.key.type = down ? SDL_EVENT_KEY_DOWN : SDL_EVENT_KEY_UP
        event.key.timestamp = SDL_GetTicksNS()
        event.key.windowID = windowID
        event.key.which = VirtualKeys.mark
        event.key.scancode = scancode
        event.key.key = SDL_GetKeyFromScancode(scancode, 0, true)
        event.key.down = down
        event.key.repeat = false
        return event
    }

    package func keyboardState() -> UnsafeBufferPointer<UInt8> {
        var count: Int32 = 0
        // SDL 3's state is an array of bool, one byte each.
        guard let state = SDL_GetKeyboardState(&count) else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: UnsafeRawPointer(state).assumingMemoryBound(to: UInt8.self),
                                   count: Int(max(count, 0)))
    }

    package var backKey: Scancode { Scancode(SDL_SCANCODE_AC_BACK) }

    /// Whether an event is a key event the controls pushed: its keyboard is the controls' mark.
    /// - Parameter event: any SDL event
    package static func isVirtual(_ event: SDL_Event) -> Bool {
        (event.type == SDL_EVENT_KEY_DOWN.rawValue || event.type == SDL_EVENT_KEY_UP.rawValue)
            && event.key.which == VirtualKeys.mark
    }

    // MARK: Gamepads

    package var gamepadsAreOn: Bool { SDL_WasInit(SDL_INIT_GAMEPAD) != 0 }

    package func connectedGamepads() -> [Int32] {
        var count: Int32 = 0
        guard let ids = SDL_GetGamepads(&count) else { return [] }
        defer { SDL_free(ids) }
        return UnsafeBufferPointer(start: ids, count: Int(max(count, 0))).map { Int32(bitPattern: $0) }
    }

    package func openGamepad(_ device: Int32, readsVirtual: Bool) -> GamepadID? {
        let id = SDL_JoystickID(bitPattern: device)
        guard SDL_IsGamepad(id) else { return nil }
        if !readsVirtual, SDL_IsJoystickVirtual(id) { return nil }
        let pad = GamepadID(rawValue: id)
        guard !gamepads.contains(where: { $0.pad == pad }), let gamepad = SDL_OpenGamepad(id) else { return nil }
        gamepads.append((pad, gamepad))
        return pad
    }

    package func closeGamepad(_ pad: GamepadID) {
        guard let index = gamepads.firstIndex(where: { $0.pad == pad }) else { return }
        SDL_CloseGamepad(gamepads[index].gamepad)
        gamepads.remove(at: index)
    }

    package func attachVirtualGamepad(named name: String) throws(ControlsError) -> any VirtualGamepadDevice {
        guard SDL_WasInit(SDL_INIT_JOYSTICK) != 0 else {
            throw ControlsError("SDL's gamepad subsystem is not on (SDL_INIT_GAMEPAD)")
        }
        return try SDLVirtualGamepad(name: name)
    }

    // MARK: Pictures

    package func decodePicture(_ bytes: UnsafeRawBufferPointer, name: String) throws(ControlsError) -> ImagePixels {
        try pictures.decodePicture(bytes, name: name)
    }
}
#endif
