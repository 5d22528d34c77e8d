import JoyStickSDL3

/// A headless SDL 3 window and software renderer for a test: SDL's dummy video driver, 1280x720, optionally
/// with a logical presentation. SDL is started once and shared; the tests run one at a time.
final class SDL3Window {
    let window: OpaquePointer
    let renderer: OpaquePointer

    static let started: Bool = {
        SDL_SetHint("SDL_VIDEO_DRIVER", "dummy")
        SDL_SetHint("SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", "1")
        return SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMEPAD)
    }()

    init(logical: (Int32, Int32)? = nil) throws {
        guard Self.started else { throw SDL3Failure("SDL_Init") }
        guard let window = SDL_CreateWindow("test", 1280, 720, 0) else { throw SDL3Failure("SDL_CreateWindow") }
        guard let renderer = SDL_CreateRenderer(window, "software") else {
            SDL_DestroyWindow(window)
            throw SDL3Failure("SDL_CreateRenderer")
        }
        self.window = window
        self.renderer = renderer
        if let logical {
            SDL_SetRenderLogicalPresentation(renderer, logical.0, logical.1, SDL_LOGICAL_PRESENTATION_LETTERBOX)
        }
        drain()
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        drain()
    }

    var windowID: SDL_WindowID { SDL_GetWindowID(window) }

    /// Polls every queued event away.
    func drain() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) {}
    }

    /// A finger event at a point of the window, in SDL 3's normalised coordinates.
    func finger(_ type: SDL_EventType, id: SDL_FingerID, x: Float, y: Float, time: UInt64 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.tfinger.type = type
        event.tfinger.timestamp = time
        event.tfinger.touchID = 7
        event.tfinger.fingerID = id
        event.tfinger.x = x / 1280
        event.tfinger.y = y / 720
        event.tfinger.windowID = windowID
        return event
    }

    /// A left-button mouse event at a point of the window.
    func mouse(down: Bool, x: Float, y: Float, which: SDL_MouseID = 1) -> SDL_Event {
        var event = SDL_Event()
        event.button.type = down ? SDL_EVENT_MOUSE_BUTTON_DOWN : SDL_EVENT_MOUSE_BUTTON_UP
        event.button.which = which
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.down = down
        event.button.x = x
        event.button.y = y
        event.button.windowID = windowID
        return event
    }

    /// A key event.
    func key(_ scancode: SDL_Scancode, down: Bool) -> SDL_Event {
        var event = SDL_Event()
        event.key.type = down ? SDL_EVENT_KEY_DOWN : SDL_EVENT_KEY_UP
        event.key.scancode = scancode
        event.key.down = down
        event.key.windowID = windowID
        return event
    }

    /// The renderer's output pixel at a point, as RGBA.
    func pixel(x: Int32, y: Int32) throws -> (UInt8, UInt8, UInt8, UInt8) {
        var area = SDL_Rect(x: x, y: y, w: 1, h: 1)
        guard let surface = SDL_RenderReadPixels(renderer, &area) else { throw SDL3Failure("SDL_RenderReadPixels") }
        defer { SDL_DestroySurface(surface) }
        var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0, a: UInt8 = 0
        guard SDL_ReadSurfacePixel(surface, 0, 0, &r, &g, &b, &a) else { throw SDL3Failure("SDL_ReadSurfacePixel") }
        return (r, g, b, a)
    }
}

struct SDL3Failure: Error, CustomStringConvertible {
    let description: String
    init(_ call: String) {
        description = "\(call) failed: \(String(cString: SDL_GetError()))"
    }
}
