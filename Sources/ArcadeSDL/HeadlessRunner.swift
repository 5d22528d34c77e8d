import Arcade
import CSDL2
import Foundation
import JoyStickEngine
import JoyStickSDL

/// Runs the real game loop with no window on screen: SDL's dummy video driver, a software renderer, the
/// same ``ArcadeRuntime`` and event handling as the window, a fixed 1/60 s step and no waiting.
///
/// Scripted input and the autoplayer become the SDL events a real window of ``Options/windowSize`` would
/// receive (normalised finger positions, window mouse positions) and pass through SDL's queue, so SDL's
/// own letterbox rewrite and the game's conversion code run exactly as in play.
public final class HeadlessRunner {
    /// How a headless run behaves.
    public struct Options: Sendable {
        /// The window size the events are built for.
        public var windowWidth = 960
        /// The window height.
        public var windowHeight = 540
        /// Stop after this many frames if the level has not ended.
        public var frames = 36_000
        /// Play with the autoplayer's synthesized touches.
        public var autoplay = false
        /// Where screenshots go (nil: none).
        public var screenshotDirectory: String?
        /// A screenshot every this many frames (frame 0 included).
        public var screenshotEvery: Int?
        /// Screenshots of these frames.
        public var screenshotFrames: Set<Int> = []

        /// Default options: 960x540, 36,000 frames, no autoplay, no screenshots.
        public init() {}
    }

    /// The options in force.
    public let options: Options
    /// The SDL renderer (software) on the hidden window.
    public let renderer: OpaquePointer
    private let window: OpaquePointer
    private var drawing: GameRenderer?
    /// The game controller that scripted `pad-*` events come from, attached at the first of them.
    private var gamepad: VirtualGamepad?

    /// Starts SDL on the dummy video driver with a window of the requested size.
    /// - Parameter options: the run's options
    /// - Throws: ``SDLError`` when SDL cannot start
    public init(options: Options) throws {
        self.options = options
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        setenv("SDL_AUDIODRIVER", "dummy", 1)
        // Reference-counted, so a runner inside a process that already uses SDL (tests) leaves it running.
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw SDLError.lastError("SDL_InitSubSystem") }
        guard let window = SDL_CreateWindow("arcade (headless)", 0, 0, Int32(options.windowWidth),
                                            Int32(options.windowHeight), 0) else {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw SDLError.lastError("SDL_CreateWindow")
        }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw SDLError.lastError("SDL_CreateRenderer")
        }
        SDL_RenderSetLogicalSize(renderer, Int32(ArcadeControls.logicalSize.width),
                                 Int32(ArcadeControls.logicalSize.height))
        self.window = window
        self.renderer = renderer
        drain()
    }

    deinit {
        // Textures first: destroying the renderer frees them.
        drawing = nil
        if gamepad != nil {
            gamepad = nil
            SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER)
        }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }

    /// Starts a level from a fresh start (3 lives, score 0), playing at once (no title screen).
    /// - Parameters:
    ///   - level: the level
    ///   - seed: the session seed
    /// - Returns: the game's runtime, to drive with ``send(_:to:)`` and `step()`
    public func start(_ level: Level, seed: UInt64) -> ArcadeRuntime {
        var session = GameSession(levels: [level], seed: seed)
        session.start()
        mouseHeld = false
        drain()
        return ArcadeRuntime(session: session, renderer: renderer)
    }

    /// Plays one level from a fresh start (3 lives, score 0).
    /// - Parameters:
    ///   - level: the level
    ///   - seed: the session seed
    ///   - script: scripted input, events delivered before the frames they name
    ///   - prepare: called with the runtime before the first frame (to attach a recorder)
    /// - Returns: the final game and whether the frame limit cut it off
    /// - Throws: ``SDLError`` for a screenshot that cannot be written or a key name SDL does not know
    public func play(_ level: Level, seed: UInt64, script: InputScript? = nil, scriptFile: String = "script",
                     prepare: ((ArcadeRuntime) -> Void)? = nil) throws -> (game: Game, stopped: Bool) {
        let keys = try script.map { try Self.keyCodes(of: $0, file: scriptFile) } ?? [:]
        let runtime = start(level, seed: seed)
        prepare?(runtime)
        var pilot = options.autoplay ? AutoPilot(level: level) : nil
        var hands = AutoPilotHands()
        let events = script?.events ?? []
        var next = 0
        var frame = 0
        while frame < options.frames {
            while next < events.count, events[next].frame <= frame {
                deliver(events[next].action, keys: keys, to: runtime)
                next += 1
            }
            if let game = runtime.session.game, runtime.session.screen == .playing,
               let decision = pilot?.decide(game) {
                hands.touch(for: decision, game: game, controls: runtime.controls, screen: runtime.input.screen,
                            windowID: SDL_GetWindowID(window)) { send($0, to: runtime) }
            }
            try screenshotIfDue(frame, runtime: runtime)
            runtime.step()
            frame += 1
            let screen = runtime.session.screen
            if !screen.isInLevel { break }
        }
        try screenshotIfDue(frame, runtime: runtime, final: true)
        guard let game = runtime.session.game else { throw SDLError("the level did not start") }
        let stopped = runtime.session.screen.isInLevel
        return (game, stopped)
    }

    /// Resolves every key name of a script before the run, so a typo is an error naming its file and line.
    /// - Parameters:
    ///   - script: the script
    ///   - file: the script's path, for errors
    static func keyCodes(of script: InputScript, file: String) throws -> [String: SDL_Keycode] {
        var codes: [String: SDL_Keycode] = [:]
        for event in script.events {
            switch event.action {
            case .keyDown(let name), .keyUp(let name):
                let code = SDL_GetKeyFromName(name)
                guard code != SDL_Keycode(SDLK_UNKNOWN.rawValue) else {
                    throw SDLError("\(file):\(event.line): unknown key name '\(name)' (use SDL's names, e.g. Space, Left, Return)")
                }
                codes[name] = code
            case .padAxis(let name, _):
                guard Self.padAxis(named: name) != SDL_CONTROLLER_AXIS_INVALID else {
                    throw SDLError("\(file):\(event.line): this SDL has no game controller axis '\(name)'")
                }
            case .padDown(let name), .padUp(let name):
                guard Self.padButton(named: name) != SDL_CONTROLLER_BUTTON_INVALID else {
                    throw SDLError("\(file):\(event.line): this SDL has no game controller button '\(name)'")
                }
            default:
                break
            }
        }
        return codes
    }

    /// Sends one scripted action as the SDL event a real window would receive, through SDL's queue.
    /// - Parameters:
    ///   - action: what the player does
    ///   - runtime: the game
    /// - Throws: ``SDLError`` for a key name SDL does not know
    public func send(_ action: ScriptEvent.Action, to runtime: ArcadeRuntime) throws {
        let keys = try Self.keyCodes(of: InputScript(events: [ScriptEvent(frame: 0, line: 0, action: action)]),
                                     file: "input")
        deliver(action, keys: keys, to: runtime)
    }

    /// Turns one scripted action into the SDL event a real window would receive and handles it.
    private func deliver(_ action: ScriptEvent.Action, keys: [String: SDL_Keycode], to runtime: ArcadeRuntime) {
        let screen = runtime.input.screen
        let id = SDL_GetWindowID(window)
        func finger(_ type: SDL_EventType, _ touch: Int64, _ x: Double, _ y: Double) -> SDL_Event {
            SyntheticEvent.finger(type, touch: TouchID(device: Self.touchDevice, finger: touch),
                                  at: Point(x: x, y: y), screen: screen, windowID: id)
        }
        let event: SDL_Event
        switch action {
        case .touchDown(let touch, let x, let y): event = finger(SDL_FINGERDOWN, touch, x, y)
        case .touchMove(let touch, let x, let y): event = finger(SDL_FINGERMOTION, touch, x, y)
        case .touchUp(let touch, let x, let y): event = finger(SDL_FINGERUP, touch, x, y)
        case .touchCancel(let touch):
            // SDL 2 has no cancel event: platforms deliver a cancelled touch as a lift. Lifting far outside
            // every control releases whatever the finger held without counting as a tap.
            event = finger(SDL_FINGERUP, touch, -1000, -1000)
        case .mouseDown(let x, let y):
            event = SyntheticEvent.mouseButton(down: true, at: Point(x: x, y: y), screen: screen, windowID: id)
        case .mouseMove(let x, let y):
            event = SyntheticEvent.mouseMotion(to: Point(x: x, y: y), leftButtonDown: mouseHeld, screen: screen,
                                               windowID: id)
        case .mouseUp(let x, let y):
            event = SyntheticEvent.mouseButton(down: false, at: Point(x: x, y: y), screen: screen, windowID: id)
        case .keyDown(let name): event = SyntheticEvent.key(down: true, key: keys[name] ?? 0, windowID: id)
        case .keyUp(let name): event = SyntheticEvent.key(down: false, key: keys[name] ?? 0, windowID: id)
        case .focusLost: event = SyntheticEvent.window(SDL_WINDOWEVENT_FOCUS_LOST, windowID: id)
        case .focusGained: event = SyntheticEvent.window(SDL_WINDOWEVENT_FOCUS_GAINED, windowID: id)
        case .padAxis(let name, let value):
            guard let pad = connectGamepad(to: runtime) else { return }
            event = SyntheticEvent.padAxis(Self.padAxis(named: name), value: Int16(clamping: value),
                                           controller: pad.instanceID)
        case .padDown(let name), .padUp(let name):
            guard let pad = connectGamepad(to: runtime) else { return }
            var down = false
            if case .padDown = action { down = true }
            event = SyntheticEvent.padButton(down: down, Self.padButton(named: name), controller: pad.instanceID)
        }
        if case .mouseDown = action { mouseHeld = true }
        if case .mouseUp = action { mouseHeld = false }
        send(event, to: runtime)
    }

    private var mouseHeld = false

    /// The SDL axis for a script's axis name (`SDL_CONTROLLER_AXIS_INVALID` for an unknown one).
    static func padAxis(named name: String) -> SDL_GameControllerAxis {
        SDL_GameControllerGetAxisFromString(name)
    }

    /// The SDL button for a script's button name (`SDL_CONTROLLER_BUTTON_INVALID` for an unknown one).
    static func padButton(named name: String) -> SDL_GameControllerButton {
        SDL_GameControllerGetButtonFromString(name)
    }

    /// Attaches the scripted game controller on first use, and makes sure the runtime's input has it open.
    /// Returns nil (the event is dropped, with a message on stderr once) when SDL cannot attach one.
    private func connectGamepad(to runtime: ArcadeRuntime) -> VirtualGamepad? {
        if gamepad == nil, !gamepadFailed {
            do {
                guard SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) == 0 else {
                    throw SDLError.lastError("SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER)")
                }
                do {
                    gamepad = try VirtualGamepad(name: "arcade scripted pad")
                } catch {
                    SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER)
                    throw error
                }
            } catch {
                gamepadFailed = true
                FileHandle.standardError.write(Data("arcade: pad-* events ignored: \(error)\n".utf8))
            }
        }
        guard let gamepad else { return nil }
        runtime.input.readsVirtualControllers = true
        runtime.input.openConnectedControllers()
        return gamepad
    }

    private var gamepadFailed = false

    /// Whether an event polled from SDL's queue reaches the game: controller events only from the scripted
    /// pad, so a real pad on the machine running a headless test cannot change its result.
    private func reachesGame(_ event: SDL_Event) -> Bool {
        switch event.type {
        case SDL_CONTROLLERDEVICEADDED.rawValue, SDL_CONTROLLERDEVICEREMAPPED.rawValue:
            return false
        case SDL_CONTROLLERDEVICEREMOVED.rawValue:
            return event.cdevice.which == gamepad?.instanceID
        case SDL_CONTROLLERAXISMOTION.rawValue:
            return event.caxis.which == gamepad?.instanceID
        case SDL_CONTROLLERBUTTONDOWN.rawValue, SDL_CONTROLLERBUTTONUP.rawValue:
            return event.cbutton.which == gamepad?.instanceID
        default:
            return true
        }
    }

    /// The touch device id scripted and autoplayed fingers use.
    static let touchDevice: Int64 = 1

    /// Through SDL's queue, so the renderer's event watch rewrites it as it would a real event.
    private func send(_ event: SDL_Event, to runtime: ArcadeRuntime) {
        var event = event
        SDL_PushEvent(&event)
        var polled = SDL_Event()
        while SDL_PollEvent(&polled) != 0 {
            if reachesGame(polled) { runtime.handle(polled) }
        }
    }

    private func drain() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
    }

    private func screenshotIfDue(_ frame: Int, runtime: ArcadeRuntime, final: Bool = false) throws {
        guard let directory = options.screenshotDirectory else { return }
        let due = options.screenshotFrames.contains(frame)
            || (!final && options.screenshotEvery.map { $0 > 0 && frame % $0 == 0 } ?? false)
        guard due else { return }
        try screenshot(runtime, to: directory + "/" + Self.fileName(frame: frame))
    }

    /// Draws the current frame with the game's own drawing code and saves it as a PNG.
    /// - Parameters:
    ///   - runtime: the game
    ///   - path: the PNG file
    /// - Throws: ``SDLError`` naming a missing picture or an unwritable file
    public func screenshot(_ runtime: ArcadeRuntime, to path: String) throws {
        if drawing == nil {
            // The letterboxed picture's own scale: @2x art once it is drawn 1.5 times larger or more.
            drawing = try GameRenderer(renderer: renderer, assets: try AssetDirectory.locate(),
                                       scale: runtime.input.screen.scale)
        }
        try drawing?.draw(runtime, bestScore: nil)
        try Screenshot.save(renderer, to: path)
    }

    /// `frame-000120.png`.
    /// - Parameter frame: the frame number
    public static func fileName(frame: Int) -> String {
        let digits = String(frame)
        return "frame-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".png"
    }
}
