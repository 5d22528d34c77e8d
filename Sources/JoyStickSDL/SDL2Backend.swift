import CSDL2
import JoyStickControls
import JoyStickEngine

/// The controls' SDL when it is SDL 2: the one place the core's drawing, keys and gamepads meet SDL 2's
/// renderer, keyboard and game controllers (the events are decoded in `InputEvent+SDL.swift`).
package final class SDL2Backend: ControlsBackend {
    /// The game's renderer.
    package let renderer: OpaquePointer
    /// The id of the window the renderer draws to, to tell whether the renderer still exists (nil: a renderer
    /// of a surface, which has no window).
    private let windowID: UInt32?
    /// The game's controllers opened for the controls, by instance id.
    private var controllers: [(pad: GamepadID, controller: OpaquePointer)] = []
    /// What a frame's drawing put aside, to put back at its end.
    private var before: RendererState?
    private var pixelSpace: WindowPixelSpace?
    /// The points of the lines drawn now, as SDL takes them (kept: drawing allocates nothing after the first).
    private var points: [SDL_FPoint] = []

    /// The SDL 2 of a game's renderer.
    /// - Parameter renderer: the renderer, its logical size set if the game uses one
    package init(renderer: OpaquePointer) {
        self.renderer = renderer
        windowID = SDL_RenderGetWindow(renderer).map(SDL_GetWindowID)
        points.reserveCapacity(64)
    }

    deinit {
        for entry in controllers { SDL_GameControllerClose(entry.controller) }
    }

    // MARK: The screen

    package var rendererExists: Bool {
        guard let windowID else { return true }
        guard let window = SDL_GetWindowFromID(windowID) else { return false }
        return SDL_GetRenderer(window) == renderer
    }

    package func screen(ignoringLogicalSize: Bool) -> LogicalScreen? {
        var lw: Int32 = 0, lh: Int32 = 0, ow: Int32 = 0, oh: Int32 = 0, ww: Int32 = 0, wh: Int32 = 0
        SDL_RenderGetLogicalSize(renderer, &lw, &lh)
        guard SDL_GetRendererOutputSize(renderer, &ow, &oh) == 0 else { return nil }
        if let window = SDL_RenderGetWindow(renderer) {
            SDL_GetWindowSize(window, &ww, &wh)
        } else {
            (ww, wh) = (ow, oh)
        }
        return LogicalScreen(
            logicalSize: lw > 0 && lh > 0 && !ignoringLogicalSize ? Size(width: Double(lw), height: Double(lh)) : nil,
            windowSize: Size(width: Double(ww), height: Double(wh)),
            outputSize: Size(width: Double(ow), height: Double(oh)),
            presentation: Self.presentation())
    }

    /// How the running SDL presents a logical size: sdl2-compat, SDL2's library over SDL3, numbers its releases
    /// from patch level 50 and presents it as SDL3 does.
    private static func presentation() -> LogicalScreen.Presentation {
        var version = SDL_version()
        SDL_GetVersion(&version)
        return version.patch >= 50 ? .sdl3 : .sdl2
    }

    package var drawingScale: Double {
        var sx: Float = 1, sy: Float = 1
        SDL_RenderGetScale(renderer, &sx, &sy)
        return Double(max(sx, sy))
    }

    package var largestTextureSide: Int? {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0 else { return nil }
        let width = info.max_texture_width > 0 ? Int(info.max_texture_width) : Int.max
        let height = info.max_texture_height > 0 ? Int(info.max_texture_height) : Int.max
        let side = min(width, height)
        return side == Int.max ? nil : side
    }

    // MARK: Drawing

    package func beginDrawing(inWindowPixels: Bool) {
        before = RendererState(of: renderer)
        pixelSpace = inWindowPixels ? WindowPixelSpace(entering: renderer) : nil
    }

    package func endDrawing() {
        pixelSpace?.leave(renderer)
        before?.restore(on: renderer)
        pixelSpace = nil
        before = nil
    }

    package func makeTexture(of image: Image) throws(ControlsError) -> any ControlTexture {
        try Texture(renderer: renderer, image: image)
    }

    package func drawLines(_ points: [Point], color: Color) {
        use(color)
        self.points.removeAll(keepingCapacity: true)
        for point in points { self.points.append(SDL_FPoint(x: Float(point.x), y: Float(point.y))) }
        SDL_RenderDrawLinesF(renderer, self.points, Int32(self.points.count))
    }

    package func drawRect(_ rect: Rect, color: Color) {
        use(color)
        var area = Self.area(rect)
        SDL_RenderDrawRectF(renderer, &area)
    }

    package func fillRect(_ rect: Rect, color: Color) {
        use(color)
        var area = Self.area(rect)
        SDL_RenderFillRectF(renderer, &area)
    }

    private func use(_ color: Color) {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
    }

    private static func area(_ rect: Rect) -> SDL_FRect {
        SDL_FRect(x: Float(rect.minX), y: Float(rect.minY), w: Float(rect.width), h: Float(rect.height))
    }

    // MARK: Keys

    package func pushKey(_ key: Scancode, down: Bool) {
        guard !realKeyboardHolds(key) else { return }
        let scancode = SDL_Scancode(key)
        var event = SDL_Event()
        event.key.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
        event.key.timestamp = SDL_GetTicks()
        event.key.windowID = windowID ?? 0
        event.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.key.repeat = 0
        event.key.keysym.scancode = scancode
        event.key.keysym.sym = SDL_GetKeyFromScancode(scancode)
        event.key.keysym.unused = VirtualKeys.mark
        SDL_PushEvent(&event)
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
