#if JOYSTICK_SDL3
import CSDL3
import JoyStickControls
import JoyStickEngine

// OnScreenControls on SDL 3: made for an SDL 3 renderer, handed SDL 3's events.

extension OnScreenControls {
    /// Controls for a game's SDL 3 renderer, drawn with the built-in pictures and font at the renderer's density.
    /// The logical presentation, output size and window size are read from the renderer now and whenever the
    /// window changes; gamepads already connected are opened. The pictures and the font are decoded when first
    /// drawn, so controls that are never drawn (a headless run) cost no decoding.
    /// - Parameter renderer: the game's renderer, its logical presentation set if the game uses one
    public convenience init(renderer: OpaquePointer) {
        self.init(renderer: renderer, backend: SDL3Backend(renderer: renderer))
    }

    /// Controls drawn with OpenGL over the frames of a window with no SDL renderer, with the context current
    /// when ``draw(faded:)`` is called (just before `SDL_GL_SwapWindow`), in the window's points: joystick-run's
    /// overlay over an OpenGL game. `renderer` is then the window.
    /// - Parameter window: the game's window
    package convenience init(openGLWindow window: OpaquePointer) {
        self.init(renderer: window, backend: SDL3Backend(openGLWindow: window))
    }

    /// Gives one SDL 3 event to the controls, as `SDL_PollEvent` returned it (window coordinates: not converted
    /// with `SDL_ConvertEventToRenderCoordinates`), timed by its SDL timestamp. Keys and gamepad events drive the
    /// controls bound to them and stay the game's (but for a real key a finger also holds through a control
    /// while ``pushesKeyEvents`` is on: the game has it already).
    /// - Parameter event: an event as `SDL_PollEvent` returned it
    /// - Returns: true when a control took it (a touch or click on a control, the layout editor's events while
    ///   it is open: the game should not act on it too)
    @discardableResult
    public func handle(_ event: SDL_Event) -> Bool {
        handle(event, at: nil)
    }

    /// Gives one SDL 3 event to the controls, at a time of the game's clock: for a headless test on a fixed step.
    /// - Parameters:
    ///   - event: an event as `SDL_PollEvent` returned it
    ///   - time: seconds on the clock ``update(time:)`` is given; not finite: its SDL timestamp
    /// - Returns: true when a control took it
    @discardableResult
    public func handle(_ event: SDL_Event, time: Double) -> Bool {
        handle(event, at: time.isFinite ? time : nil)
    }

    /// ``handle(_:)`` for an event C hands over by its address: a finger's motion is read where it lies, not
    /// copied first.
    /// - Parameter event: an event as `SDL_PollEvent` returned it
    /// - Returns: true when a control took it
    @inline(__always)
    package func handle(eventAt event: UnsafePointer<SDL_Event>) -> Bool {
        guard event.pointee.type == SDL_EVENT_FINGER_MOTION.rawValue, !editing else { return handleAny(eventAt: event) }
        return handle(motion: event.pointee.tfinger, at: nil)
    }

    private func handle(_ event: SDL_Event, at time: Double?) -> Bool {
        // The commonest event, a finger's motion, outside the editor: what the general path does with it, without
        // asking what else it could be (nor making room for what it would need: a call of its own).
        guard event.type == SDL_EVENT_FINGER_MOTION.rawValue, !editing else { return handleAny(event, at: time) }
        return handle(motion: event.tfinger, at: time)
    }

    /// Any other event C hands over: copied, then `handleAny(_:at:)`. A call of its own, so that the motion's
    /// path copies nothing.
    @inline(never)
    private func handleAny(eventAt event: UnsafePointer<SDL_Event>) -> Bool {
        handleAny(event.pointee, at: nil)
    }

    /// A finger's motion outside the editor: decoded as `InputEvent(_:screen:renderer:)` decodes it, then handed
    /// on without building the value in between.
    @inline(__always)
    private func handle(motion finger: SDL_TouchFingerEvent, at time: Double?) -> Bool {
        guard finger.touchID != InputEvent.mouseTouchDevice else { return false }
        return handle(fingerMotion: InputEvent.touch(finger),
                      to: InputEvent.point(of: finger, screen: input.screen, renderer: renderer),
                      time: time ?? Double(finger.timestamp) / 1_000_000_000)
    }

    /// Any event, the general way: what the core needs to know of it, then the core.
    @inline(never)
    private func handleAny(_ event: SDL_Event, at time: Double?) -> Bool {
        var facts = BackendEvent(decoded: InputEvent(event, screen: input.screen, renderer: renderer),
                                 time: time ?? Self.time(of: event))
        switch SDL_EventType(event.type) {
        case SDL_EVENT_KEY_DOWN, SDL_EVENT_KEY_UP:
            facts.key = (Scancode(event.key.scancode), event.key.down, event.key.repeat)
            facts.isVirtualKey = SDL3Backend.isVirtual(event)
        case SDL_EVENT_MOUSE_MOTION, SDL_EVENT_MOUSE_BUTTON_DOWN, SDL_EVENT_MOUSE_BUTTON_UP, SDL_EVENT_MOUSE_WHEEL:
            facts.isPointer = true
            facts.isMouse = true
        case SDL_EVENT_FINGER_MOTION, SDL_EVENT_FINGER_DOWN, SDL_EVENT_FINGER_UP, SDL_EVENT_FINGER_CANCELED:
            facts.isPointer = true
        case SDL_EVENT_WILL_ENTER_BACKGROUND, SDL_EVENT_DID_ENTER_BACKGROUND:
            facts.isWindowEvent = true
        default:
            facts.isWindowEvent = event.type >= SDL_EVENT_WINDOW_FIRST.rawValue && event.type <= SDL_EVENT_WINDOW_LAST.rawValue
        }
        return handle(facts)
    }

    /// Decodes an SDL 3 event in the controls' logical screen, or nil for what is not input (or is SDL's
    /// synthesized duplicate of a touch or a click). A key event the controls pushed (``pushesKeyEvents``)
    /// decodes as any key does, for the game; handed back to ``handle(_:time:)-(InputEvent,_)`` before the
    /// frame's ``update(time:)``, it drives no control, as the SDL event itself would not.
    /// - Parameter event: an event from `SDL_PollEvent`
    public func event(from event: SDL_Event) -> InputEvent? {
        guard let decoded = InputEvent(event, screen: input.screen, renderer: renderer) else { return nil }
        if SDL3Backend.isVirtual(event) { notePushedKey(decoded) }
        return decoded
    }

    /// Whether an event is a key event the controls pushed (``pushesKeyEvents``).
    /// - Parameter event: any SDL 3 event
    public static func isVirtualKey(_ event: SDL_Event) -> Bool {
        SDL3Backend.isVirtual(event)
    }

    /// The engine time of an event: its SDL timestamp (nanoseconds since SDL started) in seconds.
    /// - Parameter event: an SDL 3 event
    public static func time(of event: SDL_Event) -> Double {
        Double(event.common.timestamp) / 1_000_000_000
    }
}
#endif
