import JoyStickSDL3
import Testing

/// OnScreenControls on SDL 3, through its public API: SDL 3's events in window coordinates read into the game's
/// logical presentation, keys, pushed keys, the published gamepad, pictures and drawing.
@Suite(.serialized)
struct SDL3ControlsTests {
    @Test func aFingerInTheWindowMovesAStickInTheLogicalPresentation() throws {
        // 640x360 letterboxed into 1280x720: a window point is twice the logical one.
        let sdl = try SDL3Window(logical: (640, 360))
        let controls = OnScreenControls(renderer: sdl.renderer)
        #expect(controls.screenSize == Size(width: 640, height: 360))
        let stick = try controls.addStick("move", center: Point(x: 160, y: 180), size: 100)
        #expect(controls.handle(sdl.finger(SDL_EVENT_FINGER_DOWN, id: 1, x: 320, y: 360), time: 0))
        #expect(stick.isActive)
        // 25 logical pixels right of the centre: half the travel (radius 50).
        #expect(controls.handle(sdl.finger(SDL_EVENT_FINGER_MOTION, id: 1, x: 370, y: 360), time: 0.1))
        #expect(stick.xy == XYReport(x: 0.5, y: 0))
        // SDL 3's cancelled finger lets the stick go home.
        #expect(controls.handle(sdl.finger(SDL_EVENT_FINGER_CANCELED, id: 1, x: 370, y: 360), time: 0.2))
        #expect(!stick.isActive)
        #expect(stick.xy == XYReport(x: 0, y: 0))
    }

    /// The controls map a finger's window point as SDL_RenderCoordinatesFromWindow does, to the last bit, in every
    /// logical presentation, with a render scale and a viewport, without calling it at each event; a presentation
    /// the game changes between frames is followed from the next frame drawn.
    @Test(arguments: [
        (640, 360, SDL_LOGICAL_PRESENTATION_LETTERBOX, 1.0, 0), (640, 400, SDL_LOGICAL_PRESENTATION_STRETCH, 1.0, 0),
        (500, 360, SDL_LOGICAL_PRESENTATION_OVERSCAN, 1.0, 0), (300, 200, SDL_LOGICAL_PRESENTATION_INTEGER_SCALE, 1.0, 0),
        (0, 0, SDL_LOGICAL_PRESENTATION_DISABLED, 1.5, 0), (0, 0, SDL_LOGICAL_PRESENTATION_DISABLED, 1.0, 40),
        (333, 217, SDL_LOGICAL_PRESENTATION_LETTERBOX, 0.75, 0),
    ] as [(Int32, Int32, SDL_RendererLogicalPresentation, Float, Int32)])
    func fingersMapAsSDLMapsThem(width: Int32, height: Int32, mode: SDL_RendererLogicalPresentation, scale: Float,
                                 viewport: Int32) throws {
        let sdl = try SDL3Window(logical: (640, 360))
        let controls = OnScreenControls(renderer: sdl.renderer)
        // The game changes its presentation after the controls read the screen, and draws a frame.
        SDL_SetRenderLogicalPresentation(sdl.renderer, width, height, mode)
        SDL_SetRenderScale(sdl.renderer, scale, scale)
        if viewport > 0 {
            var rect = SDL_Rect(x: viewport, y: viewport / 2, w: 1000, h: 600)
            SDL_SetRenderViewport(sdl.renderer, &rect)
        }
        try controls.draw()
        let home = Point(x: 1, y: 1000)
        let stick = try controls.addStick("move", center: home, size: 2)
        stick.activationArea = Rect(x: -10_000, y: -10_000, width: 20_000, height: 20_000)
        var checked = 0
        for step in 0..<97 {
            let wx = Float(step) * 13.37, wy = Float(step % 11) * 61.3 + 0.25
            let event = sdl.finger(SDL_EVENT_FINGER_DOWN, id: 1, x: wx, y: wy)
            var sx: Float = 0, sy: Float = 0
            SDL_RenderCoordinatesFromWindow(sdl.renderer, event.tfinger.x * 1280, event.tfinger.y * 720, &sx, &sy)
            #expect(controls.handle(event, time: Double(step)))
            #expect(stick.center == Point(x: Double(sx), y: Double(sy)))
            controls.handle(sdl.finger(SDL_EVENT_FINGER_UP, id: 1, x: wx, y: wy), time: Double(step) + 0.5)
            checked += 1
        }
        #expect(checked == 97 && stick.center == home)
    }

    @Test func theMouseAndAPenPressAButtonButSDLsCopiesOfTouchesDoNot() throws {
        let sdl = try SDL3Window(logical: (640, 360))
        let controls = OnScreenControls(renderer: sdl.renderer)
        let fire = try controls.addButton("fire", center: Point(x: 500, y: 300), size: 60)
        // SDL's mouse copy of a touch (SDL_TOUCH_MOUSEID) is not a second press.
        #expect(!controls.handle(sdl.mouse(down: true, x: 1000, y: 600, which: SDL_MouseID.max), time: 0))
        #expect(!fire.isDown)
        #expect(controls.handle(sdl.mouse(down: true, x: 1000, y: 600), time: 0))
        #expect(fire.isDown)
        #expect(controls.handle(sdl.mouse(down: false, x: 1000, y: 600), time: 0.1))
        #expect(!fire.isDown)
        // A pen's mouse events (SDL_PEN_MOUSEID) are the mouse's.
        #expect(controls.handle(sdl.mouse(down: true, x: 1000, y: 600, which: SDL_MouseID.max - 1), time: 0.2))
        #expect(fire.isDown)
    }

    @Test func keysHoldTheButtonsBoundToThemAndShowInTheKeyboardState() throws {
        let sdl = try SDL3Window()
        let controls = OnScreenControls(renderer: sdl.renderer)
        let fire = try controls.addButton("fire", center: Point(x: 500, y: 300), size: 60)
        controls.bindScancode(fire, SDL_SCANCODE_SPACE)
        #expect(!controls.handle(sdl.key(SDL_SCANCODE_SPACE, down: true), time: 0))
        #expect(fire.isDown)
        controls.update(time: 0)
        #expect(controls.isKeyDown(SDL_SCANCODE_SPACE))
        #expect(controls.wasKeyPressed(SDL_SCANCODE_SPACE))
        #expect(!controls.handle(sdl.key(SDL_SCANCODE_SPACE, down: false), time: 0.1))
        #expect(!fire.isDown)
        let decoded = controls.event(from: sdl.key(SDL_SCANCODE_SPACE, down: true))
        #expect(decoded == .keyDown(SDL_SCANCODE_SPACE, isRepeat: false))
        if case .keyDown(SDL_SCANCODE_SPACE, _)? = decoded {} else { Issue.record("not matched as SDL_SCANCODE_SPACE") }
    }

    @Test func aButtonPushesItsKeyIntoSDLsQueueMarkedAsTheControls() throws {
        let sdl = try SDL3Window()
        let controls = OnScreenControls(renderer: sdl.renderer)
        let fire = try controls.addButton("fire", center: Point(x: 500, y: 300), size: 60)
        controls.bindScancode(fire, SDL_SCANCODE_Z)
        controls.pushesKeyEvents = true
        #expect(controls.handle(sdl.finger(SDL_EVENT_FINGER_DOWN, id: 3, x: 500, y: 300), time: 0))
        var pushed: [(SDL_Scancode, Bool, Bool)] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) {
            if event.type == SDL_EVENT_KEY_DOWN.rawValue || event.type == SDL_EVENT_KEY_UP.rawValue {
                pushed.append((event.key.scancode, event.key.down, OnScreenControls.isVirtualKey(event)))
                // Handed back, the pushed key drives nothing.
                #expect(!controls.handle(event, time: 0))
            }
        }
        #expect(pushed.count == 1)
        #expect(pushed.first?.0 == SDL_SCANCODE_Z && pushed.first?.1 == true && pushed.first?.2 == true)
        #expect(!OnScreenControls.isVirtualKey(sdl.key(SDL_SCANCODE_Z, down: true)))
    }

    @Test func thePublishedPadIsAnSDL3GamepadTheGameOpens() throws {
        let sdl = try SDL3Window()
        let controls = OnScreenControls(renderer: sdl.renderer)
        let stick = try controls.addStick("move", center: Point(x: 200, y: 400), size: 200)
        let fire = try controls.addButton("fire", center: Point(x: 1000, y: 400), size: 100)
        controls.bindGamepadStick(stick, .left)
        controls.bindGamepadButton(fire, SDL_GAMEPAD_BUTTON_SOUTH)
        try controls.publishGamepad()
        let id = try #require(controls.gamepadInstanceID)
        var count: Int32 = 0
        let pads = SDL_GetGamepads(&count)
        defer { SDL_free(pads) }
        #expect(UnsafeBufferPointer(start: pads, count: Int(count)).contains(id.sdlID))
        let pad = try #require(SDL_OpenGamepad(id.sdlID))
        defer { SDL_CloseGamepad(pad) }
        #expect(controls.handle(sdl.finger(SDL_EVENT_FINGER_DOWN, id: 1, x: 1000, y: 400), time: 0))
        #expect(controls.handle(sdl.finger(SDL_EVENT_FINGER_DOWN, id: 2, x: 200, y: 400), time: 0))
        #expect(controls.handle(sdl.finger(SDL_EVENT_FINGER_MOTION, id: 2, x: 300, y: 400), time: 0.1))
        controls.update(time: 0.1)
        SDL_UpdateGamepads()
        #expect(SDL_GetGamepadButton(pad, SDL_GAMEPAD_BUTTON_SOUTH))
        #expect(SDL_GetGamepadAxis(pad, SDL_GAMEPAD_AXIS_LEFTX) == 32767)
        #expect(SDL_GetGamepadAxis(pad, SDL_GAMEPAD_AXIS_LEFTY) == 0)
        controls.unpublishGamepad()
        #expect(controls.gamepadInstanceID == nil)
    }

    @Test func drawingShowsTheControlsAndLeavesTheRendererAsItWas() throws {
        let sdl = try SDL3Window(logical: (640, 360))
        let controls = OnScreenControls(renderer: sdl.renderer)
        controls.idleAlpha = 1
        _ = try controls.addButton("fire", center: Point(x: 320, y: 180), size: 100)
        SDL_SetRenderDrawColor(sdl.renderer, 10, 20, 30, 255)
        SDL_RenderClear(sdl.renderer)
        try controls.draw()
        var color: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        SDL_GetRenderDrawColor(sdl.renderer, &color.0, &color.1, &color.2, &color.3)
        #expect(color == (10, 20, 30, 255))
        // The button's centre (the window's, twice the logical point) is drawn over; a corner is not.
        let centre = try sdl.pixel(x: 640, y: 360)
        #expect(centre != (10, 20, 30, 255))
        #expect(try sdl.pixel(x: 5, y: 5) == (10, 20, 30, 255))
    }

    @Test func picturesLoadWithSDL3sOwnLoaderAndBadOnesSayWhy() throws {
        let sdl = try SDL3Window()
        let controls = OnScreenControls(renderer: sdl.renderer)
        let root = String(#filePath).split(separator: "/").dropLast(5).joined(separator: "/")
        let picture = try controls.image(contentsOf: "/" + root + "/Assets/game/font.png")
        #expect(picture.width == 128 && picture.height == 72)
        #expect(throws: ControlsError("cannot load image /nowhere.png: no such file")) {
            try controls.image(contentsOf: "/nowhere.png")
        }
    }
}
