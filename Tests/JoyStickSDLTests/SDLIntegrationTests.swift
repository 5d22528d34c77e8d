import CSDL2
import Foundation
import Testing
import JoyStickEngine
@testable import JoyStickSDL
@testable import JoyStickControls
import SDLTestSupport
import AppShell

/// Everything that goes through SDL itself runs here, one test at a time: SDL's event queue is global.
@Suite(.serialized, .sdl) struct SDLIntegrationTests {
    /// A left stick at (100, 440) radius 60, a right stick at (860, 440), a button at (40, 30).
    final class Rig {
        let surface = ControlSurface()
        let left = JoyStick(center: Point(x: 100, y: 440), size: 120)
        let right = JoyStick(center: Point(x: 860, y: 440), size: 120)
        let button = TouchButton(center: Point(x: 40, y: 30), size: 60, label: "A")
        let window: TestWindow
        let input: ControlInput

        init(width: Int32 = 960, height: Int32 = 540) {
            window = TestWindow(width: width, height: height)
            surface.add(left)
            surface.add(right)
            surface.add(button)
            input = ControlInput(surface: surface,
                                    screen: LogicalScreen(logicalSize: nil, windowSize: TestWindow.logical),
                                    backend: SDL2Backend(renderer: window.renderer))
        }

        var screen: LogicalScreen { input.screen }

        @discardableResult
        func finger(_ type: SDL_EventType, _ finger: Int64, _ point: Point, time: Double = 0,
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
            let event = SyntheticEvent.finger(type, touch: TouchID(device: 7, finger: finger), at: point,
                                              screen: screen, windowID: window.windowID)
            return input.handle(try window.roundTrip(event, sourceLocation: sourceLocation), time: time)
        }

        @discardableResult
        func mouse(down: Bool, _ point: Point, time: Double = 0,
                   sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
            let event = SyntheticEvent.mouseButton(down: down, at: point, screen: screen, windowID: window.windowID)
            return input.handle(try window.roundTrip(event, sourceLocation: sourceLocation), time: time)
        }

        @discardableResult
        func mouseMove(_ point: Point, held: Bool = true, time: Double = 0,
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
            let event = SyntheticEvent.mouseMotion(to: point, leftButtonDown: held, screen: screen,
                                                   windowID: window.windowID)
            return input.handle(try window.roundTrip(event, sourceLocation: sourceLocation), time: time)
        }

        func key(_ down: Bool, _ key: SDL_Scancode, sourceLocation: SourceLocation = #_sourceLocation) throws {
            input.handle(try window.roundTrip(SyntheticEvent.key(down: down, key: key,
                                                                 windowID: window.windowID),
                                              sourceLocation: sourceLocation), time: 0)
        }
    }

    // MARK: Touch, mouse and coordinates

    @Test(arguments: [(Int32(960), Int32(540)), (1920, 1080), (1000, 1000), (960, 800), (1400, 540)])
    func fingersAndMouseLandOnTheSameLogicalPoint(width: Int32, height: Int32) throws {
        let rig = Rig(width: width, height: height)
        #expect(rig.screen.logicalSize == TestWindow.logical)
        #expect(try rig.finger(SDL_FINGERDOWN, 1, Point(x: 100, y: 440)))
        try rig.finger(SDL_FINGERMOTION, 1, Point(x: 130, y: 440))
        #expect(close(rig.left.handlePosition, Point(x: 130, y: 440), 0.01))
        #expect(close(rig.left.displacement, 0.5, 0.001))
        try rig.finger(SDL_FINGERUP, 1, Point(x: 130, y: 440))
        #expect(!rig.left.isActive)

        #expect(try rig.mouse(down: true, Point(x: 860, y: 440)))
        try rig.mouseMove(Point(x: 860, y: 410))
        #expect(rig.right.handlePosition == Point(x: 860, y: 410))
        #expect(rig.right.displacement == 0.5)
        #expect(rig.right.angle == 0)
        try rig.mouse(down: false, Point(x: 860, y: 410))
        #expect(!rig.right.isActive)
    }

    @Test func viewportAndScaleAreSDLsOwnAtEveryOutputSize() throws {
        // SDL computes the letterbox in 32-bit floats; at some sizes (e.g. 2436x1125, an iPhone X in
        // landscape) that floors to one pixel less than exact arithmetic would.
        var sizes: [(Int32, Int32)] = [(2436, 1125), (1280, 567), (2400, 1107), (2400, 1134), (2400, 1143),
                                       (4000, 2205), (1125, 2436), (960, 540), (961, 540)]
        for height in stride(from: Int32(300), through: 1300, by: 7) { sizes.append((2436, height)) }
        for width in stride(from: Int32(300), through: 2000, by: 11) { sizes.append((width, 1125)) }
        for (width, height) in sizes {
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32.rawValue))
            defer { SDL_FreeSurface(surface) }
            let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
            defer { SDL_DestroyRenderer(renderer) }
            SDL_RenderSetLogicalSize(renderer, 960, 540)
            var view = SDL_Rect()
            var sx: Float = 0, sy: Float = 0
            SDL_RenderGetScale(renderer, &sx, &sy)
            // SDL reports the viewport divided by its scale; at scale 1 it is the viewport in output pixels.
            SDL_RenderSetScale(renderer, 1, 1)
            SDL_RenderGetViewport(renderer, &view)
            let size = Size(width: Double(width), height: Double(height))
            let screen = LogicalScreen(logicalSize: Size(width: 960, height: 540), windowSize: size)
            let expected = Rect(x: Double(view.x), y: Double(view.y), width: Double(view.w), height: Double(view.h))
            #expect(screen.viewport == expected, "\(width)x\(height)")
            #expect(screen.scale == Double(sx), "\(width)x\(height)")
        }
    }

    @Test func aTouchInALetterboxBarMissesTheEdgeButton() throws {
        let rig = Rig(width: 960, height: 800)
        // The bar is 130 pixels tall above the picture; logical y -60 is inside it.
        #expect(try !rig.finger(SDL_FINGERDOWN, 1, Point(x: 40, y: -60)))
        #expect(!rig.button.isDown)
        #expect(try !rig.mouse(down: true, Point(x: 40, y: -60)))
        try rig.mouse(down: false, Point(x: 40, y: -60))
        #expect(!rig.button.isDown)
        #expect(try rig.finger(SDL_FINGERDOWN, 2, Point(x: 40, y: 10)))
        #expect(rig.button.isDown)
    }

    @Test func twoFingersDriveTwoSticks() throws {
        let rig = Rig()
        try rig.finger(SDL_FINGERDOWN, 1, Point(x: 100, y: 440))
        try rig.finger(SDL_FINGERDOWN, 2, Point(x: 860, y: 440))
        try rig.finger(SDL_FINGERMOTION, 1, Point(x: 70, y: 440))
        try rig.finger(SDL_FINGERMOTION, 2, Point(x: 860, y: 470))
        // Fingers travel as 32-bit floats: a few millionths of a pixel off.
        #expect(close(rig.left.angle, 270, 1e-4) && close(rig.left.displacement, 0.5, 1e-5))
        #expect(close(rig.right.angle, 180, 1e-4) && close(rig.right.displacement, 0.5, 1e-5))
        #expect(rig.input.activeTouches.count == 2)
    }

    @Test func duplicatesSDLMakesUpAreDropped() throws {
        let rig = Rig()
        // A mouse click SDL synthesised from a touch (which == SDL_TOUCH_MOUSEID).
        var click = SyntheticEvent.mouseButton(down: true, at: Point(x: 100, y: 440), screen: rig.screen,
                                               windowID: rig.window.windowID)
        click.button.which = UInt32.max
        #expect(!rig.input.handle(try rig.window.roundTrip(click), time: 0))
        #expect(!rig.left.isActive)
        // A touch SDL synthesised from the mouse (touchId == SDL_MOUSE_TOUCHID).
        let fromMouse = SyntheticEvent.finger(SDL_FINGERDOWN, touch: TouchID(device: -1, finger: 0),
                                              at: Point(x: 860, y: 440), screen: rig.screen)
        #expect(!rig.input.handle(try rig.window.roundTrip(fromMouse), time: 0))
        #expect(!rig.right.isActive)
        // The real finger and the real mouse still work, once each.
        #expect(try rig.finger(SDL_FINGERDOWN, 1, Point(x: 100, y: 440)))
        #expect(try rig.mouse(down: true, Point(x: 860, y: 440)))
        #expect(rig.surface.capturedTouchCount == 2)
    }

    @Test(arguments: [SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN])
    func losingTheWindowReleasesEverything(windowEvent: SDL_WindowEventID) throws {
        let rig = Rig()
        rig.input.bindArrowsAndWASD(to: rig.left)
        try rig.finger(SDL_FINGERDOWN, 1, Point(x: 860, y: 440))
        try rig.finger(SDL_FINGERMOTION, 1, Point(x: 890, y: 440))
        try rig.mouse(down: true, Point(x: 40, y: 30))
        try rig.key(true, SDL_SCANCODE_LEFT)
        #expect(rig.left.displacement == 1 && close(rig.right.displacement, 0.5, 1e-5) && rig.button.isDown)
        rig.input.handle(try rig.window.roundTrip(SyntheticEvent.window(windowEvent, windowID: rig.window.windowID)))
        #expect(rig.surface.capturedTouchCount == 0)
        #expect(rig.left.displacement == 0 && rig.right.displacement == 0 && !rig.button.isDown)
        #expect(rig.input.activeTouches.isEmpty)
        // The finger's late motion does nothing.
        #expect(try !rig.finger(SDL_FINGERMOTION, 1, Point(x: 900, y: 440)))
        #expect(rig.right.displacement == 0)
    }

    @Test func goingToTheBackgroundReleasesEverything() throws {
        let rig = Rig()
        try rig.finger(SDL_FINGERDOWN, 1, Point(x: 130, y: 440))
        var event = SDL_Event()
        event.type = SDL_APP_WILLENTERBACKGROUND.rawValue
        rig.input.handle(event, time: 1)
        #expect(!rig.left.isActive && rig.left.displacement == 0)
    }

    @Test func mouseReleasedOutsideTheWindowReleasesTheStick() throws {
        let rig = Rig()
        try rig.mouse(down: true, Point(x: 100, y: 440))
        try rig.mouseMove(Point(x: 130, y: 440))
        #expect(rig.left.displacement == 0.5)
        // The next motion SDL reports shows no button held: the release happened where we could not see it.
        try rig.mouseMove(Point(x: 140, y: 440), held: false)
        #expect(!rig.left.isActive && rig.left.displacement == 0)
    }

    @Test func timestampsBecomeEngineTime() {
        let rig = Rig()
        var tapped = 0
        rig.left.onTap = { tapped += 1 }
        var down = SyntheticEvent.finger(SDL_FINGERDOWN, touch: TouchID(device: 7, finger: 1),
                                         at: Point(x: 100, y: 440), screen: rig.screen)
        down.common.timestamp = 10_000
        var up = SyntheticEvent.finger(SDL_FINGERUP, touch: TouchID(device: 7, finger: 1),
                                       at: Point(x: 100, y: 440), screen: rig.screen)
        up.common.timestamp = 10_250
        rig.input.handle(down)
        rig.input.handle(up)
        // The tap waits for the double-tap interval, on the events' clock.
        rig.input.update(time: 10.5)
        #expect(tapped == 0)
        rig.input.update(time: 10.6)
        #expect(tapped == 1)
        down.common.timestamp = 20_000
        up.common.timestamp = 20_400
        rig.input.handle(down)
        rig.input.handle(up)
        #expect(tapped == 1)
    }

    // MARK: Keyboard and game controller

    @Test func keyboardDrivesTheSameOutputs() throws {
        let rig = Rig()
        rig.input.bindArrowsAndWASD(to: rig.left)
        rig.input.bind(key: SDL_SCANCODE_SPACE, to: rig.button)
        try rig.key(true, SDL_SCANCODE_RIGHT)
        #expect(rig.left.xy == XYReport(x: 1, y: 0))
        #expect(rig.input.dimsScreenControls)
        try rig.key(true, SDL_SCANCODE_UP)
        #expect(close(rig.left.xy.x, 0.7071067811865476) && close(rig.left.xy.y, 0.7071067811865476))
        #expect(close(rig.left.angle, 45, 1e-12))
        try rig.key(false, SDL_SCANCODE_RIGHT)
        try rig.key(true, SDL_SCANCODE_W)
        try rig.key(false, SDL_SCANCODE_UP)
        #expect(rig.left.xy == XYReport(x: 0, y: 1))
        try rig.key(false, SDL_SCANCODE_W)
        #expect(rig.left.displacement == 0)
        try rig.key(true, SDL_SCANCODE_SPACE)
        #expect(rig.button.isDown)
        try rig.key(false, SDL_SCANCODE_SPACE)
        #expect(!rig.button.isDown)
        // The next touch brings the on-screen controls back.
        try rig.finger(SDL_FINGERDOWN, 1, Point(x: 860, y: 440))
        #expect(!rig.input.dimsScreenControls)
    }

    @Test func aKeyAndAPadButtonBoundToOneButtonHoldItTogether() throws {
        let rig = Rig()
        rig.input.readsVirtualControllers = true
        rig.input.bind(key: SDL_SCANCODE_SPACE, to: rig.button)
        rig.input.bind(padButton: SDL_CONTROLLER_BUTTON_A, to: rig.button)
        var taps = 0
        rig.button.onTap = { taps += 1 }
        let a = TouchButton(center: .zero, size: 2)
        var pad: VirtualGamepad? = try VirtualGamepad()
        pad?.bind(SDL_CONTROLLER_BUTTON_A, to: a)
        func press(_ down: Bool) {
            a.setDown(down, time: 0)
            pad?.publish()
            SDL_GameControllerUpdate()
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 { rig.input.handle(event, time: 0) }
        }
        press(false)
        // Space, then A; A lets go first: Space still holds the button.
        try rig.key(true, SDL_SCANCODE_SPACE)
        press(true)
        press(false)
        #expect(rig.button.isDown)
        #expect(taps == 0)
        try rig.key(false, SDL_SCANCODE_SPACE)
        #expect(!rig.button.isDown)
        #expect(taps == 1)
        // A, then Space; Space lets go first: A still holds it.
        press(true)
        try rig.key(true, SDL_SCANCODE_SPACE)
        try rig.key(false, SDL_SCANCODE_SPACE)
        #expect(rig.button.isDown)
        press(false)
        #expect(!rig.button.isDown)
        #expect(taps == 2)
        // Unplugging the pad lets go of what A held, not of what Space holds.
        try rig.key(true, SDL_SCANCODE_SPACE)
        press(true)
        pad = nil
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 { rig.input.handle(event, time: 0) }
        #expect(rig.button.isDown)
        try rig.key(false, SDL_SCANCODE_SPACE)
        #expect(!rig.button.isDown)
    }

    @Test func anInputMadeAfterThePadWasAnnouncedOpensItOnRequest() throws {
        let pad = try VirtualGamepad()
        let source = JoyStick(center: Point(x: 50, y: 50), size: 100)
        pad.leftStick = source
        // SDL's SDL_CONTROLLERDEVICEADDED goes to nobody: the input does not exist yet.
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
        let rig = Rig()
        rig.input.leftPadStick = rig.left
        rig.input.readsVirtualControllers = true
        func push() {
            source.setDeflection(x: 1, y: 0, time: 0)
            pad.publish()
            SDL_GameControllerUpdate()
            while SDL_PollEvent(&event) != 0 { rig.input.handle(event, time: 0) }
        }
        push()
        #expect(rig.left.displacement == 0)
        rig.input.openConnectedControllers()
        // Twice is harmless: the pad is opened once.
        rig.input.openConnectedControllers()
        source.setDeflection(x: 0, y: 0, time: 0)
        pad.publish()
        SDL_GameControllerUpdate()
        while SDL_PollEvent(&event) != 0 { rig.input.handle(event, time: 0) }
        push()
        #expect(rig.left.xy == XYReport(x: 1, y: 0))
        #expect(rig.input.lastDevice == .gamepad)
    }

    @Test func gameControllerDrivesTheSameOutputs() throws {
        let rig = Rig()
        rig.input.leftPadStick = rig.left
        rig.input.rightPadStick = rig.right
        rig.input.readsVirtualControllers = true
        rig.input.bind(padButton: SDL_CONTROLLER_BUTTON_A, to: rig.button)
        let source = JoyStick(center: Point(x: 50, y: 50), size: 100)
        let sourceButton = TouchButton(center: .zero, size: 2)
        let pad = try VirtualGamepad()
        pad.leftStick = source
        pad.bind(SDL_CONTROLLER_BUTTON_A, to: sourceButton)

        func pump() {
            SDL_GameControllerUpdate()
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 { rig.input.handle(event, time: 0) }
        }
        pump()
        source.setDeflection(x: 0, y: 1, time: 0)
        sourceButton.setDown(true, time: 0)
        pad.publish()
        pump()
        #expect(rig.left.xy == XYReport(x: 0, y: 1))
        #expect(rig.left.angle == 0)
        #expect(rig.button.isDown)
        #expect(rig.input.lastDevice == .gamepad)
        // Below the pad's dead zone the stick rests.
        source.setDeflection(x: 0.1, y: 0, time: 0)
        pad.publish()
        pump()
        #expect(rig.left.displacement == 0)
        // Unplugging the pad leaves nothing deflected.
        source.setDeflection(x: 1, y: 0, time: 0)
        pad.publish()
        pump()
        #expect(rig.left.xy == XYReport(x: 1, y: 0))
        _ = consume pad
        pump()
        #expect(rig.left.displacement == 0)
    }

    @Test func keysAndPadShareAStickWithoutCancellingEachOther() throws {
        let rig = Rig()
        rig.input.bindArrowsAndWASD(to: rig.left)
        rig.input.leftPadStick = rig.left
        rig.input.readsVirtualControllers = true
        rig.input.bind(padButton: SDL_CONTROLLER_BUTTON_A, to: rig.button)
        let source = JoyStick(center: Point(x: 50, y: 50), size: 100)
        let sourceButton = TouchButton(center: .zero, size: 2)
        var pad: VirtualGamepad? = try VirtualGamepad()
        pad?.leftStick = source
        pad?.bind(SDL_CONTROLLER_BUTTON_A, to: sourceButton)
        func pump() {
            SDL_GameControllerUpdate()
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 { rig.input.handle(event, time: 0) }
        }
        pump()
        try rig.key(true, SDL_SCANCODE_RIGHT)
        // A resting pad's small axis changes (inside its dead zone) leave the held key in force.
        for noise in [0.05, -0.04, 0.08] {
            source.setDeflection(x: noise, y: noise / 2, time: 0)
            pad?.publish()
            pump()
            #expect(rig.left.xy == XYReport(x: 1, y: 0))
        }
        // The pad pushed up wins while pushed; back at rest, the key still held takes over again.
        source.setDeflection(x: 0, y: 1, time: 0)
        pad?.publish()
        pump()
        #expect(rig.left.xy == XYReport(x: 0, y: 1))
        source.setDeflection(x: 0, y: 0, time: 0)
        pad?.publish()
        pump()
        #expect(rig.left.xy == XYReport(x: 1, y: 0))
        try rig.key(false, SDL_SCANCODE_RIGHT)
        #expect(rig.left.displacement == 0)
        // Unplugged with A held: the button is let go.
        sourceButton.setDown(true, time: 0)
        pad?.publish()
        pump()
        #expect(rig.button.isDown)
        pad = nil
        pump()
        #expect(!rig.button.isDown)
    }

    /// The router's own reset on unplugging, not SDL's: the removal event arrives while the pad still reports
    /// a push and a held button.
    @Test func unpluggingResetsWhatThePadHeld() throws {
        let rig = Rig()
        rig.input.leftPadStick = rig.left
        rig.input.readsVirtualControllers = true
        rig.input.bind(padButton: SDL_CONTROLLER_BUTTON_A, to: rig.button)
        let source = JoyStick(center: Point(x: 50, y: 50), size: 100)
        let held = TouchButton(center: .zero, size: 2)
        let pad = try VirtualGamepad()
        pad.leftStick = source
        pad.bind(SDL_CONTROLLER_BUTTON_A, to: held)
        func pump() {
            SDL_GameControllerUpdate()
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 { rig.input.handle(event, time: 0) }
        }
        pump()
        source.setDeflection(x: 1, y: 0, time: 0)
        held.setDown(true, time: 0)
        pad.publish()
        pump()
        #expect(rig.left.xy == XYReport(x: 1, y: 0) && rig.button.isDown)
        var removed = SDL_Event()
        removed.type = SDL_CONTROLLERDEVICEREMOVED.rawValue
        removed.cdevice.which = pad.instanceID.sdlID
        rig.input.handle(removed, time: 1)
        #expect(rig.left.displacement == 0)
        #expect(!rig.button.isDown)
    }

    @Test func aMouseReleasedUnseenHandsTheStickBackToHeldKeys() throws {
        let rig = Rig()
        rig.input.bindArrowsAndWASD(to: rig.left)
        try rig.key(true, SDL_SCANCODE_DOWN)
        try rig.mouse(down: true, Point(x: 100, y: 440))
        try rig.mouseMove(Point(x: 160, y: 440))
        try rig.mouseMove(Point(x: 160, y: 440), held: false)
        #expect(!rig.left.isActive)
        #expect(rig.left.xy == XYReport(x: 0, y: -1))
    }

    @Test func aFingerLiftingHandsTheStickBackToHeldKeys() throws {
        let rig = Rig()
        rig.input.bindArrowsAndWASD(to: rig.left)
        try rig.key(true, SDL_SCANCODE_UP)
        try rig.finger(SDL_FINGERDOWN, 1, Point(x: 100, y: 440))
        try rig.finger(SDL_FINGERMOTION, 1, Point(x: 160, y: 440))
        #expect(rig.left.xy.x > 0.99)
        try rig.finger(SDL_FINGERUP, 1, Point(x: 160, y: 440))
        #expect(rig.left.xy == XYReport(x: 0, y: 1))
    }

    @Test func virtualGamepadReadsBackThroughGameControllerAPI() throws {
        SDLTestEnvironment.start()
        let stick = JoyStick(center: Point(x: 50, y: 50), size: 100)
        let fire = TouchButton(center: .zero, size: 2)
        let pad = try VirtualGamepad()
        pad.leftStick = stick
        pad.rightStick = stick
        pad.bind(SDL_CONTROLLER_BUTTON_B, to: fire)
        #expect(SDL_IsGameController(pad.deviceIndex) == SDL_TRUE)
        let controller = try #require(SDL_GameControllerOpen(pad.deviceIndex))
        defer { SDL_GameControllerClose(controller) }
        stick.setDeflection(x: 0.5, y: -0.25, time: 0)
        fire.setDown(true, time: 0)
        pad.publish()
        SDL_GameControllerUpdate()
        #expect(SDL_GameControllerGetAxis(controller, SDL_CONTROLLER_AXIS_LEFTX) == 16384)
        #expect(SDL_GameControllerGetAxis(controller, SDL_CONTROLLER_AXIS_LEFTY) == 8192)
        #expect(SDL_GameControllerGetAxis(controller, SDL_CONTROLLER_AXIS_RIGHTX) == 16384)
        #expect(SDL_GameControllerGetButton(controller, SDL_CONTROLLER_BUTTON_B) == 1)
        stick.setDeflection(x: -1, y: 1, time: 0)
        pad.publish()
        SDL_GameControllerUpdate()
        #expect(SDL_GameControllerGetAxis(controller, SDL_CONTROLLER_AXIS_LEFTX) == -23170)
        #expect(SDL_GameControllerGetAxis(controller, SDL_CONTROLLER_AXIS_LEFTY) == -23170)
        #expect(VirtualGamepad.axisValue(-1) == -32767 && VirtualGamepad.axisValue(.nan) == 0)
    }

    // MARK: Drawing

    /// A 200x200 software canvas, black, with the project's images.
    final class Canvas {
        let surface: UnsafeMutablePointer<SDL_Surface>
        let renderer: OpaquePointer
        // Released before the renderer: destroying a renderer frees its textures.
        private var drawing: ControlRenderer?
        var controls: ControlRenderer { drawing! }

        init() throws {
            SDLTestEnvironment.start()
            surface = SDL_CreateRGBSurfaceWithFormat(0, 200, 200, 32, SDL_PIXELFORMAT_RGBA32.rawValue)!
            renderer = SDL_CreateSoftwareRenderer(surface)!
            drawing = ControlRenderer(backend: SDL2Backend(renderer: renderer),
                                      images: try .standard(from: SDLTestEnvironment.assets))
            // Colours are checked as JoyStickView draws them: no fading at rest.
            drawing?.idleAlpha = 1
        }

        deinit {
            drawing = nil
            SDL_DestroyRenderer(renderer)
            SDL_FreeSurface(surface)
        }

        func draw(_ stick: JoyStick) throws {
            SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
            SDL_RenderClear(renderer)
            controls.draw(stick)
            SDL_RenderPresent(renderer)
        }

        func pixel(_ x: Int, _ y: Int) -> Color {
            let row = surface.pointee.pixels!.advanced(by: y * Int(surface.pointee.pitch))
                .assumingMemoryBound(to: UInt8.self)
            return Color(red: row[x * 4], green: row[x * 4 + 1], blue: row[x * 4 + 2], alpha: row[x * 4 + 3])
        }
    }

    /// Base 160 wide at (20, 20): centre (100, 100), handle drawn 136 wide with its knob about 68 wide.
    private func stick() -> JoyStick {
        JoyStick(center: Point(x: 100, y: 100), size: 160)
    }

    @Test func handleIsDrawnWhereTheEngineSaysInTheTintColour() throws {
        let canvas = try Canvas()
        let stick = stick()
        stick.handleTintColor = Color(red: 255, green: 0, blue: 0)
        stick.colorFillHandleImage = true
        stick.setDeflection(x: 1, y: 0, time: 0)
        #expect(stick.handlePosition == Point(x: 180, y: 100))
        try canvas.draw(stick)
        #expect(canvas.pixel(180, 100) == Color(red: 255, green: 0, blue: 0))
        #expect(canvas.pixel(180, 80) == Color(red: 255, green: 0, blue: 0))
        #expect(canvas.pixel(100, 100) != Color(red: 255, green: 0, blue: 0))
        stick.setDeflection(x: 0, y: 0, time: 0)
        try canvas.draw(stick)
        #expect(canvas.pixel(100, 100) == Color(red: 255, green: 0, blue: 0))
    }

    /// JoyStickView's isHidden, isUserInteractionEnabled and alpha, per control (issue 12, A4).
    @Test func hiddenSticksAreNotDrawnAndDisabledOrFadedOnesAreDimmer() throws {
        let canvas = try Canvas()
        let stick = stick()
        stick.baseAlpha = 0
        stick.handleTintColor = Color(red: 255, green: 0, blue: 0)
        stick.colorFillHandleImage = true
        try canvas.draw(stick)
        #expect(canvas.pixel(100, 100) == Color(red: 255, green: 0, blue: 0))
        stick.alpha = 0.5
        try canvas.draw(stick)
        #expect(canvas.pixel(100, 100).red == 128 || canvas.pixel(100, 100).red == 127)
        stick.alpha = 1
        stick.isEnabled = false
        try canvas.draw(stick)
        // Dimmed to ControlRenderer.disabledAlpha, 0.4.
        #expect(abs(Int(canvas.pixel(100, 100).red) - 102) <= 1)
        stick.isEnabled = true
        stick.isHidden = true
        try canvas.draw(stick)
        #expect(canvas.pixel(100, 100) == Color(red: 0, green: 0, blue: 0))
    }

    @Test func monochromeTintKeepsTheShading() throws {
        let canvas = try Canvas()
        let stick = stick()
        stick.baseAlpha = 0
        stick.handleTintColor = Color(red: 0, green: 200, blue: 0)
        try canvas.draw(stick)
        let highlight = canvas.pixel(88, 88), shade = canvas.pixel(115, 115)
        #expect(highlight.red == 0 && highlight.blue == 0 && shade.red == 0 && shade.blue == 0)
        #expect(highlight.green > shade.green + 20)
        #expect(highlight.green <= 200)
    }

    @Test func alphaIsBlended() throws {
        let canvas = try Canvas()
        let stick = stick()
        stick.baseAlpha = 0
        stick.handleTintColor = Color(red: 255, green: 0, blue: 0)
        stick.colorFillHandleImage = true
        stick.handleAlpha = 0.5
        try canvas.draw(stick)
        let pixel = canvas.pixel(100, 100)
        #expect(pixel.red >= 127 && pixel.red <= 129 && pixel.green == 0 && pixel.blue == 0)
        // baseAlpha 0 draws no base at all.
        #expect(canvas.pixel(25, 100) == Color(red: 0, green: 0, blue: 0))
    }

    @Test func heldHandleLooksPressed() throws {
        let canvas = try Canvas()
        let stick = stick()
        stick.baseAlpha = 0
        try canvas.draw(stick)
        let resting = canvas.pixel(100, 100)
        stick.touchBegan(TouchID(device: 0, finger: 0), at: Point(x: 100, y: 100), time: 0)
        try canvas.draw(stick)
        let held = canvas.pixel(100, 100)
        #expect(held.red < resting.red)
        // JoyStickView's look: the same held or not.
        canvas.controls.pressedHandleScale = 1
        canvas.controls.pressedHandleBrightness = 1
        try canvas.draw(stick)
        #expect(canvas.pixel(100, 100) == resting)
    }

    @Test func newPicturesReplaceTheCachedTextures() throws {
        let canvas = try Canvas()
        let stick = stick()
        stick.baseAlpha = 0
        stick.handleTintColor = Color(red: 255, green: 0, blue: 0)
        try canvas.draw(stick)
        let before = canvas.pixel(100, 100)
        // The same tint over the fancy handle: the tinted texture is made again from the new picture.
        canvas.controls.images.handle = try SDLTestEnvironment.assets.image("joystick/fancy-handle.png")
        try canvas.draw(stick)
        let after = canvas.pixel(100, 100)
        #expect(before != after)
        #expect(after.green == 0 && after.blue == 0)
    }

    @Test func aFontSheetWithNoColumnsIsAnError() throws {
        let canvas = try Canvas()
        let sheet = try SDLTestEnvironment.assets.image("game/font.png")
        #expect(throws: ControlsError.self) { try BitmapFont(renderer: canvas.renderer, image: sheet, columns: 0) }
        #expect(throws: ControlsError.self) { try BitmapFont(renderer: canvas.renderer, image: sheet, firstCharacter: 200) }
    }

    @Test func missingImageNamesTheFile() {
        SDLTestEnvironment.start()
        #expect(throws: ControlsError.self) { try Image(contentsOf: "/nonexistent/handle.png") }
        do {
            _ = try Image(contentsOf: "/nonexistent/handle.png")
        } catch {
            #expect("\(error)".contains("/nonexistent/handle.png"))
        }
        let broken = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(getpid()).png").path
        _ = FileManager.default.createFile(atPath: broken, contents: Data("not a png".utf8))
        defer { try? FileManager.default.removeItem(atPath: broken) }
        #expect(throws: ControlsError.self) { try Image(contentsOf: broken) }
    }

    @Test func screenshotCapturesLetterboxBars() throws {
        let window = TestWindow(width: 960, height: 800)
        SDL_SetRenderDrawColor(window.renderer, 0, 0, 255, 255)
        SDL_RenderClear(window.renderer)
        SDL_SetRenderDrawColor(window.renderer, 255, 255, 0, 255)
        var rect = SDL_FRect(x: 0, y: 0, w: 960, h: 540)
        SDL_RenderFillRectF(window.renderer, &rect)
        let image = try Screenshot.capture(window.renderer)
        #expect(image.width == 960 && image.height == 800)
        // SDL_RenderClear fills the whole output, bars included.
        #expect(image.pixel(x: 10, y: 10) == Color(red: 0, green: 0, blue: 255))
        #expect(image.pixel(x: 10, y: 140) == Color(red: 255, green: 255, blue: 0))
        var lw: Int32 = 0, lh: Int32 = 0
        SDL_RenderGetLogicalSize(window.renderer, &lw, &lh)
        #expect((lw, lh) == (960, 540))
    }
}
