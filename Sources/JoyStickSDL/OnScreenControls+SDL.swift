import CSDL2
import JoyStickControls
import JoyStickEngine

// OnScreenControls on SDL 2: made for an SDL 2 renderer, handed SDL 2's events.

extension OnScreenControls {
    /// Controls for a game's renderer, drawn with the built-in pictures and font at the renderer's density.
    /// The logical size, output size and window size are read from the renderer now and whenever the window
    /// changes; game controllers already connected are opened. The pictures and the font are decoded when
    /// first drawn, so controls that are never drawn (a headless run) cost no decoding.
    /// - Parameter renderer: the game's renderer, its logical size set if the game uses one
    public convenience init(renderer: OpaquePointer) {
        self.init(renderer: renderer, backend: SDL2Backend(renderer: renderer))
    }

    /// Controls drawn with OpenGL over the frames of a window with no SDL renderer, with the context current
    /// when ``draw(faded:)`` is called (just before `SDL_GL_SwapWindow`), in the window's points: joystick-run's
    /// overlay over an OpenGL game. `renderer` is then the window.
    /// - Parameter window: the game's window
    package convenience init(openGLWindow window: OpaquePointer) {
        self.init(renderer: window, backend: SDL2Backend(openGLWindow: window))
    }

    /// Gives one SDL event to the controls, timed by its SDL timestamp. Keys and game controller events drive
    /// the controls bound to them and stay the game's: they are never taken (but for a real key a finger also
    /// holds through a control while `pushesKeyEvents` is on: the game has it already).
    /// - Parameter event: an event as `SDL_PollEvent` returned it
    /// - Returns: true when a control took it (a touch or click on a control, the layout editor's events while
    ///   it is open: the game should not act on it too)
    @discardableResult @inline(__always)
    public func handle(_ event: SDL_Event) -> Bool {
        handle(event, at: nil)
    }

    /// Gives one SDL event to the controls, at a time of the game's clock: for a headless test on a fixed step,
    /// since `SDL_PushEvent` stamps events with the real clock.
    /// - Parameters:
    ///   - event: an event as `SDL_PollEvent` returned it
    ///   - time: seconds on the clock `update(time:)` is given; not finite: its SDL timestamp
    /// - Returns: true when a control took it
    @discardableResult
    public func handle(_ event: SDL_Event, time: Double) -> Bool {
        handle(event, at: time.isFinite ? time : nil)
    }

    @inline(__always)
    private func handle(_ event: SDL_Event, at time: Double?) -> Bool {
        // The commonest event, a finger's motion, outside the editor: what the general path does with it, without
        // asking what else it could be (nor making room for what it would need: a call of its own).
        guard event.type == SDL_FINGERMOTION.rawValue, !editing else { return handleAny(event, at: time) }
        return handle(motion: event.tfinger, at: time)
    }

    /// `handle(_:)` for an event C hands over by its address: a finger's motion is read where it lies, not
    /// copied first.
    /// - Parameter event: an event as `SDL_PollEvent` returned it
    /// - Returns: true when a control took it
    @inline(__always)
    package func handle(eventAt event: UnsafePointer<SDL_Event>) -> Bool {
        guard event.pointee.type == SDL_FINGERMOTION.rawValue, !editing else { return handleAny(eventAt: event) }
        return handle(motion: event.pointee.tfinger, at: nil)
    }

    /// Any other event C hands over: copied, then `handleAny(_:at:)`. A call of its own, so that the motion's
    /// path copies nothing.
    @inline(never)
    private func handleAny(eventAt event: UnsafePointer<SDL_Event>) -> Bool {
        handleAny(event.pointee, at: nil)
    }

    /// A finger's motion outside the editor: decoded as `InputEvent(_:screen:)` decodes it, then handed on
    /// without building the value in between (a third of the cost of a motion).
    @inline(__always)
    private func handle(motion finger: SDL_TouchFingerEvent, at time: Double?) -> Bool {
        guard finger.touchId != InputEvent.mouseTouchDevice else { return false }
        return handle(fingerMotion: TouchID(device: finger.touchId, finger: finger.fingerId),
                      to: input.screen.point(fingerX: finger.x, fingerY: finger.y),
                      time: time ?? ControlInput.time(milliseconds: finger.timestamp))
    }

    /// Any event, the general way: what the core needs to know of it, then the core.
    @inline(never)
    private func handleAny(_ event: SDL_Event, at time: Double?) -> Bool {
        var facts = BackendEvent(decoded: input.event(from: event), time: time ?? ControlInput.time(of: event))
        let type = SDL_EventType(event.type)
        if type == SDL_KEYDOWN || type == SDL_KEYUP {
            facts.key = (Scancode(event.key.keysym.scancode), type == SDL_KEYDOWN, event.key.repeat != 0)
            facts.isVirtualKey = SDL2Backend.isVirtual(event)
        }
        switch type {
        case SDL_MOUSEMOTION, SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP, SDL_MOUSEWHEEL:
            facts.isPointer = true
            facts.isMouse = true
        case SDL_FINGERMOTION, SDL_FINGERDOWN, SDL_FINGERUP:
            facts.isPointer = true
        case SDL_WINDOWEVENT, SDL_APP_WILLENTERBACKGROUND, SDL_APP_DIDENTERBACKGROUND:
            facts.isWindowEvent = true
        default:
            break
        }
        return handle(facts)
    }

    /// Decodes an SDL event in the controls' logical screen, or nil for what is not input (or is SDL's
    /// synthesized duplicate of a touch or a click). A key event the controls pushed (`pushesKeyEvents`)
    /// decodes as any key does, for the game; handed back to `handle(_:time:)` before the
    /// frame's `update(time:)`, one at a time or the whole poll at once, it drives no control, as the SDL event
    /// itself would not. (A decoded event cannot say where it came from: hand back every event decoded, the
    /// pushed keys too, or a real key equal to a pushed one not handed back may be taken for it.)
    /// - Parameter event: an event from `SDL_PollEvent`
    public func event(from event: SDL_Event) -> InputEvent? {
        let decoded = input.event(from: event)
        if let decoded, SDL2Backend.isVirtual(event) { notePushedKey(decoded) }
        return decoded
    }

    /// Whether an event is a key event the controls pushed (`pushesKeyEvents`).
    /// - Parameter event: any SDL event
    public static func isVirtualKey(_ event: SDL_Event) -> Bool {
        SDL2Backend.isVirtual(event)
    }

    /// The published game controller's device index, what `SDL_GameControllerOpen` takes (it shifts when
    /// other devices come and go: read it when opening), or nil when none is published.
    public var gamepadIndex: Int32? {
        gamepadInstanceID.flatMap(SDLVirtualGamepad.deviceIndex(of:))
    }
}

extension ControlInput {
    /// Decodes an SDL event with this input's `screen`: what the game, a recorder and
    /// `handle(_:time:)` take. Nil for events that are not input, and for SDL's synthesized duplicates.
    /// - Parameter event: an event from `SDL_PollEvent`
    package func event(from event: SDL_Event) -> InputEvent? {
        InputEvent(event, screen: screen)
    }

    /// Decodes one SDL event and feeds it to the controls.
    /// - Parameters:
    ///   - event: the event from `SDL_PollEvent`
    ///   - time: the engine time to use; by default the event's timestamp in seconds
    /// - Returns: true when a control consumed the event (the game need not act on it)
    @discardableResult
    package func handle(_ event: SDL_Event, time: Double? = nil) -> Bool {
        if event.type == SDL_FINGERMOTION.rawValue {
            let finger = event.tfinger
            guard finger.touchId != InputEvent.mouseTouchDevice else { return false }
            return handle(motion: TouchID(device: finger.touchId, finger: finger.fingerId),
                          to: screen.point(fingerX: finger.x, fingerY: finger.y),
                          time: time ?? Self.time(milliseconds: finger.timestamp))
        }
        guard let input = self.event(from: event) else { return false }
        return handle(input, time: time ?? Self.time(of: event))
    }

    /// The engine time of an event: its SDL timestamp in seconds.
    /// - Parameter event: an SDL event
    /// - Returns: the event's `timestamp` (milliseconds since SDL started) in seconds
    package static func time(of event: SDL_Event) -> Double {
        time(milliseconds: event.common.timestamp)
    }

    /// An SDL timestamp (milliseconds since SDL started) in seconds.
    @inline(__always)
    static func time(milliseconds: UInt32) -> Double {
        Double(milliseconds) / 1000
    }
}
