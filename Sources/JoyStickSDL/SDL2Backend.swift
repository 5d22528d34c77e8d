import CSDL2
import JoyStickControls
import JoyStickEngine

/// The controls' SDL when it is SDL 2: the one place the core's keys and gamepads meet SDL 2's keyboard and game
/// controllers, with the canvas the controls draw on (the game's renderer, or an OpenGL window's frame; the events
/// are decoded in `InputEvent+SDL.swift`).
package final class SDL2Backend: ControlsBackend {
    package let canvas: any ControlsCanvas
    /// The id of the window the controls are in, for the key events they push (nil: a renderer of a surface,
    /// which has no window).
    private let windowID: UInt32?
    /// The game's controllers opened for the controls, by instance id.
    private var controllers: [(pad: GamepadID, controller: OpaquePointer)] = []

    /// The SDL 2 of a game's renderer.
    /// - Parameter renderer: the renderer, its logical size set if the game uses one
    package init(renderer: OpaquePointer) {
        canvas = RendererCanvas(renderer: renderer)
        windowID = SDL_RenderGetWindow(renderer).map(SDL_GetWindowID)
    }

    /// The SDL 2 of a game that draws its frames with OpenGL in a window of its own, with no renderer: the
    /// controls are drawn over the frame with the OpenGL context current when they are drawn.
    /// - Parameter window: the game's window
    package init(openGLWindow window: OpaquePointer) {
        canvas = OpenGLCanvas(window: SDL2OpenGLWindow(window))
        windowID = SDL_GetWindowID(window)
    }

    deinit {
        for entry in controllers { SDL_GameControllerClose(entry.controller) }
    }

    // MARK: Keys

    package func pushKey(_ key: Scancode, down: Bool) {
        guard !realKeyboardHolds(key) else { return }
        var event = Self.controlsKey(key, down: down, windowID: windowID ?? 0)
        SDL_PushEvent(&event)
    }

    /// A key event of the controls' own, marked as theirs (``isVirtual(_:)``): what ``pushKey(_:down:)`` pushes,
    /// and joystick-run's overlay the key-ups it owes a game that started SDL again.
    /// - Parameters:
    ///   - key: the key
    ///   - down: pressed or let go
    ///   - windowID: the window it is addressed to
    package static func controlsKey(_ key: Scancode, down: Bool, windowID: UInt32) -> SDL_Event {
        let scancode = SDL_Scancode(key)
        var event = SDL_Event()
        event.key.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
        event.key.timestamp = SDL_GetTicks()
        event.key.windowID = windowID
        event.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.key.repeat = 0
        event.key.keysym.scancode = scancode
        event.key.keysym.sym = SDL_GetKeyFromScancode(scancode)
        event.key.keysym.unused = VirtualKeys.mark
        return event
    }

    private func realKeyboardHolds(_ key: Scancode) -> Bool {
        let state = keyboardState()
        let index = Int(key.rawValue)
        return index >= 0 && index < state.count && state[index] != 0
    }

    package func keyboardState() -> UnsafeBufferPointer<UInt8> {
        var count: Int32 = 0
        let state = SDL_GetKeyboardState(&count)
        return UnsafeBufferPointer(start: state, count: state == nil ? 0 : Int(max(count, 0)))
    }

    package var backKey: Scancode { Scancode(SDL_SCANCODE_AC_BACK) }

    /// Whether an event is a key event the controls pushed.
    ///
    /// Classic SDL2 hands the mark back whole. sdl2-compat carries the event through SDL3's, whose `down` and
    /// `repeat` bytes overlay the mark's low half, and hands back the high half from SDL3's padding: there the
    /// low half holds `state | repeat << 8`.
    /// - Parameter event: any SDL event
    package static func isVirtual(_ event: SDL_Event) -> Bool {
        guard event.type == SDL_KEYDOWN.rawValue || event.type == SDL_KEYUP.rawValue else { return false }
        let unused = event.key.keysym.unused
        let mark = VirtualKeys.mark
        return unused == mark
            || unused == mark & 0xFFFF_0000 | UInt32(event.key.state) | UInt32(event.key.repeat) << 8
    }

    // MARK: Gamepads

    package var gamepadsAreOn: Bool { SDL_WasInit(SDL_INIT_GAMECONTROLLER) != 0 }

    package func connectedGamepads() -> [Int32] {
        Array(0..<max(SDL_NumJoysticks(), 0))
    }

    package func openGamepad(_ device: Int32, readsVirtual: Bool) -> GamepadID? {
        guard SDL_IsGameController(device) == SDL_TRUE else { return nil }
        if !readsVirtual, SDL_JoystickIsVirtual(device) == SDL_TRUE { return nil }
        let pad = GamepadID(SDL_JoystickGetDeviceInstanceID(device))
        guard !controllers.contains(where: { $0.pad == pad }),
              let controller = SDL_GameControllerOpen(device) else { return nil }
        controllers.append((pad, controller))
        return pad
    }

    package func closeGamepad(_ pad: GamepadID) {
        guard let index = controllers.firstIndex(where: { $0.pad == pad }) else { return }
        SDL_GameControllerClose(controllers[index].controller)
        controllers.remove(at: index)
    }

    package func attachVirtualGamepad(named name: String) throws(ControlsError) -> any VirtualGamepadDevice {
        guard SDL_WasInit(SDL_INIT_JOYSTICK) != 0 else {
            throw ControlsError("SDL's game controller subsystem is not on (SDL_INIT_GAMECONTROLLER)")
        }
        return try SDLVirtualGamepad(name: name)
    }

    // MARK: Pictures

    /// Decodes pictures with SDL_image.
    private let pictures = SDLPictureDecoder()

    package func decodePicture(_ bytes: UnsafeRawBufferPointer, name: String) throws(ControlsError) -> ImagePixels {
        try pictures.decodePicture(bytes, name: name)
    }
}
