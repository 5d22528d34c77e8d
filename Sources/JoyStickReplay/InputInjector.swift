import CSDL2
import JoyStickEngine
import JoyStickSDL

/// Delivers input to a game the way a real window receives it: each `InputEvent` becomes the SDL event a
/// window of the game's size would get (`InputEvent/sdlEvent(screen:windowID:)`), goes through SDL's own
/// queue, so the renderer's letterbox and hi-DPI rewrite runs on it as on real input, and comes back decoded.
/// For replays of recordings, scripted headless tests and bots that play through the on-screen controls.
///
/// Game controller events are sent from a virtual pad the injector attaches on first use (the game is told
/// with `InputEvent/padAdded(deviceIndex:)`; the controls are told to read it). Controller events of every other pad, a real one on the
/// machine running a headless test included, never reach the game, so they cannot change its result.
/// `InputEvent/touchCancel(_:)`, which SDL 2 cannot carry, is handed to the game directly.
public final class InputInjector {
    /// The window the events are addressed to.
    public let window: OpaquePointer
    /// The pad that scripted controller events come from, once attached.
    package private(set) var gamepad: SDLVirtualGamepad?
    /// Why no pad could be attached (controller events are then dropped), if so.
    public private(set) var gamepadFailure: ControlsError?

    /// Creates an injector for a window.
    /// - Parameter window: the game's `SDL_Window`
    public init(window: OpaquePointer) {
        self.window = window
    }

    deinit {
        if gamepad != nil {
            gamepad = nil
            SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER)
        }
    }

    /// Sends one event through SDL's queue, addressed to the controls' window as the controls map it, and
    /// hands the game every event polled back, decoded.
    /// - Parameters:
    ///   - event: what the player does, in logical coordinates (game controller events of any pad id)
    ///   - controls: the game's controls, whose screen maps the coordinates; they read the injector's pad
    ///   - handle: the game's handler, called with each event as the game would poll it
    public func deliver(_ event: InputEvent, through controls: OnScreenControls, to handle: (InputEvent) -> Void) {
        controls.input.readsVirtualControllers = true
        deliver(event, screen: controls.input.screen, to: handle)
    }

    /// Polls SDL's queue empty, handing the game what reaches it, decoded in the controls' screen.
    /// - Parameters:
    ///   - controls: the game's controls
    ///   - handle: the game's handler
    public func drain(through controls: OnScreenControls, to handle: (InputEvent) -> Void) {
        drain(screen: controls.input.screen, to: handle)
    }

    /// ``deliver(_:through:to:)`` with a screen of its own.
    package func deliver(_ event: InputEvent, screen: LogicalScreen, to handle: (InputEvent) -> Void) {
        var event = event
        switch event {
        case .touchCancel:
            drain(screen: screen, to: handle)
            handle(event)
            return
        case .padAxis(let axis, let value, _):
            guard let pad = attachGamepad(to: handle) else { return }
            event = .padAxis(axis, value: value, pad: pad)
        case .padButtonDown(let button, _):
            guard let pad = attachGamepad(to: handle) else { return }
            event = .padButtonDown(button, pad: pad)
        case .padButtonUp(let button, _):
            guard let pad = attachGamepad(to: handle) else { return }
            event = .padButtonUp(button, pad: pad)
        default:
            break
        }
        guard var sdl = event.sdlEvent(screen: screen, windowID: SDL_GetWindowID(window)) else { return }
        SDL_PushEvent(&sdl)
        drain(screen: screen, to: handle)
    }

    /// ``drain(through:to:)`` with a screen of its own.
    package func drain(screen: LogicalScreen, to handle: (InputEvent) -> Void) {
        var polled = SDL_Event()
        while SDL_PollEvent(&polled) != 0 {
            guard let event = InputEvent(polled, screen: screen), reachesGame(event) else { continue }
            handle(event)
        }
    }

    /// Controller events only from this injector's pad; plugging is announced by the injector itself.
    private func reachesGame(_ event: InputEvent) -> Bool {
        switch event {
        case .padAdded: return false
        case .padRemoved(let pad), .padAxis(_, _, let pad), .padButtonDown(_, let pad), .padButtonUp(_, let pad):
            return pad == gamepad?.instanceID
        default: return true
        }
    }

    /// The pad's instance id, attaching it (and telling the game) on first use; nil when SDL cannot.
    private func attachGamepad(to handle: (InputEvent) -> Void) -> GamepadID? {
        if let gamepad { return gamepad.instanceID }
        guard gamepadFailure == nil else { return nil }
        guard SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) == 0 else {
            gamepadFailure = ControlsError.lastError("SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER)")
            return nil
        }
        do throws(ControlsError) {
            let pad = try SDLVirtualGamepad(name: "scripted pad")
            gamepad = pad
            handle(.padAdded(deviceIndex: SDLVirtualGamepad.deviceIndex(of: pad.instanceID) ?? -1))
            return pad.instanceID
        } catch {
            SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER)
            gamepadFailure = error
            return nil
        }
    }
}
