import Arcade
import CSDL2
import CStopSignal
import Foundation
import JoyStickEngine
import JoyStickSDL
import AppShell
import JoyStickReplay

/// Runs the real game loop with no window on screen: a software renderer on whatever video driver the
/// process chose (`arcade --headless` sets SDL's dummy driver where it starts), the same ``ArcadeRuntime``
/// and event handling as the window, a fixed 1/60 s step and no waiting.
///
/// Scripted input and the autoplayer go through an `InputInjector`: each event becomes the SDL event a
/// real window of the options' size would receive and passes through SDL's queue, so SDL's own letterbox
/// rewrite and the game's decoding run exactly as in play.
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
        /// Where screenshots go (nil: none); with no frames asked for, the final frame's.
        public var screenshotDirectory: String?
        /// A screenshot every this many frames (frame 0 included).
        public var screenshotEvery: Int?
        /// Screenshots of these frames.
        public var screenshotFrames: Set<Int> = []
        /// Keep a `RunTrace` of each level played (``HeadlessRunner/lastTrace``), for a picture of the run.
        public var recordsTrace = false
        /// The player's layout of the controls (`--layout`): loaded at each level's start (a broken file
        /// leaves the game's own, ``HeadlessRunner/layoutWarning`` says why), saved when a script leaves
        /// the layout editor.
        public var layoutPath: String?

        /// Default options: 960x540, 36,000 frames, no autoplay, no screenshots.
        public init() {}
    }

    /// The options in force.
    public let options: Options
    /// The SDL renderer (software) on the hidden window.
    public let renderer: OpaquePointer
    private let window: OpaquePointer
    private var drawing: GameRenderer?
    /// Scripted and autoplayed input into SDL's queue and back.
    private let injector: InputInjector

    /// Starts SDL's video with a hidden window of the requested size.
    /// - Parameter options: the run's options
    /// - Throws: `ControlsError` when SDL cannot start
    public init(options: Options) throws {
        self.options = options
        // Reference-counted, so a runner inside a process that already uses SDL (tests) leaves it running.
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw ControlsError.lastError("SDL_InitSubSystem") }
        guard let window = SDL_CreateWindow("arcade (headless)", 0, 0, Int32(options.windowWidth),
                                            Int32(options.windowHeight), 0) else {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw ControlsError.lastError("SDL_CreateWindow")
        }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw ControlsError.lastError("SDL_CreateRenderer")
        }
        SDL_RenderSetLogicalSize(renderer, Int32(ArcadeControls.logicalSize.width),
                                 Int32(ArcadeControls.logicalSize.height))
        self.window = window
        self.renderer = renderer
        injector = InputInjector(window: window)
        drain()
    }

    deinit {
        // Textures first: destroying the renderer frees them.
        drawing = nil
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
    }

    /// Starts a level from a fresh start (3 lives, score 0), playing at once (no title screen).
    /// - Parameters:
    ///   - level: the level
    ///   - seed: the session seed
    /// - Returns: the game's runtime, to drive with ``send(_:to:observe:)`` and `step()`
    public func start(_ level: Level, seed: UInt64) -> ArcadeRuntime {
        var session = GameSession(levels: [level], seed: seed)
        session.start()
        drain()
        let runtime = ArcadeRuntime(session: session, renderer: renderer)
        // The injector's pad is the only one a headless game reads.
        runtime.input.readsVirtualControllers = true
        if let pad = injector.gamepad, let index = SDLVirtualGamepad.deviceIndex(of: pad.instanceID) {
            runtime.handle(.padAdded(deviceIndex: index))
        }
        if let path = options.layoutPath {
            let store = LayoutStore(path: path)
            layoutWarning = store.load(into: runtime.onScreen)
            runtime.layoutStore = store
            runtime.warn = { FileHandle.standardError.write(Data("arcade: \($0)\n".utf8)) }
        }
        return runtime
    }

    /// Plays one level from a fresh start (3 lives, score 0).
    /// - Parameters:
    ///   - level: the level
    ///   - seed: the session seed
    ///   - script: scripted input, events delivered before the frames they name
    ///   - recordPath: where to record the run as a script (saved when the level ends or is stopped)
    /// - Returns: the final game and whether the frame limit, or a SIGINT or SIGTERM caught with
    ///   `stop_signal_watch`, cut it off
    /// - Throws: `ArcadeError` for a screenshot that cannot be written, `InputScriptError` for a recording
    public func play(_ level: Level, seed: UInt64, script: InputScript? = nil,
                     recordPath: String? = nil) throws -> (game: Game, stopped: Bool) {
        let runtime = start(level, seed: seed)
        let recorder = try recordPath.map { path throws(InputScriptError) in
            ScriptRecorder(stream: try ScriptStream(path: path), runtime: runtime)
        }
        func send(_ event: InputEvent) {
            self.send(event, to: runtime) { recorder?.record($0, runtime: runtime) }
        }
        var pilot = options.autoplay ? AutoPilot(level: level) : nil
        var hands = AutoPilotHands()
        var player = InputScriptPlayer(script ?? InputScript())
        var frame = 0
        var trace = options.recordsTrace ? runtime.session.game.map { RunTrace(game: $0, frames: options.frames) }
            : nil
        var tracedFrame = runtime.session.game?.frame ?? 0
        // A caught SIGINT or SIGTERM (`stop_signal_watch`) stops the level within the frame.
        while frame < options.frames, stop_signal_received() == 0 {
            for line in player.events(before: frame) {
                send(line.event)
            }
            if let game = runtime.session.game, runtime.session.screen == .playing,
               let decision = pilot?.decide(game) {
                hands.touch(for: decision, game: game, controls: runtime.controls) { send($0) }
            }
            try screenshotIfDue(frame, runtime: runtime)
            runtime.step()
            recorder?.observe(runtime)
            if trace != nil, let game = runtime.session.game, game.frame != tracedFrame {
                trace?.record(game, events: runtime.session.stepEvents)
                tracedFrame = game.frame
            }
            frame += 1
            if !runtime.session.screen.isInLevel { break }
        }
        try screenshotIfDue(frame, runtime: runtime, final: true)
        finalFrame = frame
        missedScreenshotFrames = options.screenshotDirectory == nil ? [] : options.screenshotFrames.filter { $0 > frame }.sorted()
        try recorder?.save(runtime)
        guard let game = runtime.session.game else { throw ArcadeError("the level did not start") }
        trace?.finish(game)
        lastTrace = trace
        return (game, runtime.session.screen.isInLevel)
    }

    /// Sends one event as a real window would receive it, through SDL's queue, to the runtime.
    /// - Parameters:
    ///   - event: what the player does, in logical coordinates
    ///   - runtime: the game
    ///   - observe: called with each event just before the runtime handles it (a recorder)
    public func send(_ event: InputEvent, to runtime: ArcadeRuntime, observe: ((InputEvent) -> Void)? = nil) {
        injector.deliver(event, screen: runtime.input.screen) { event in
            observe?(event)
            runtime.handle(event)
        }
        if let failure = injector.gamepadFailure, !reportedGamepadFailure {
            reportedGamepadFailure = true
            FileHandle.standardError.write(Data("arcade: pad events ignored: \(failure)\n".utf8))
        }
    }

    private var reportedGamepadFailure = false

    private func drain() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {}
    }

    /// Screenshot frames the last ``play(_:seed:script:recordPath:)`` asked for but never reached: the level
    /// ended first.
    public private(set) var missedScreenshotFrames: [Int] = []
    /// The last ``play(_:seed:script:recordPath:)``'s run, when the options ask for traces.
    public private(set) var lastTrace: RunTrace?
    /// The frame the last ``play(_:seed:script:recordPath:)`` ended at (screenshot frames count these).
    public private(set) var finalFrame = 0
    /// Why the last level started could not use ``Options/layoutPath``, if it could not.
    public private(set) var layoutWarning: String?

    /// A screenshot of `frame` if one is asked for; with a screenshot folder but no frames asked for, the
    /// final frame.
    private func screenshotIfDue(_ frame: Int, runtime: ArcadeRuntime, final: Bool = false) throws {
        guard let directory = options.screenshotDirectory else { return }
        let nothingAsked = options.screenshotEvery == nil && options.screenshotFrames.isEmpty
        let due = options.screenshotFrames.contains(frame) || (final && nothingAsked)
            || (!final && options.screenshotEvery.map { $0 > 0 && frame % $0 == 0 } ?? false)
        guard due else { return }
        try screenshot(runtime, to: directory + "/" + Self.fileName(frame: frame))
    }

    /// Draws the current frame with the game's own drawing code and saves it as a PNG (``PictureFile``: whole,
    /// and only as a regular file).
    /// - Parameters:
    ///   - runtime: the game
    ///   - path: the PNG file
    /// - Throws: `ControlsError` naming a missing picture, `ArcadeError` naming a file that cannot be written
    public func screenshot(_ runtime: ArcadeRuntime, to path: String) throws {
        if drawing == nil {
            // The letterboxed picture's own scale: @2x art once it is drawn 1.5 times larger or more.
            drawing = try GameRenderer(renderer: renderer, assets: try AssetDirectory.locate(),
                                       scale: runtime.input.screen.scale)
        }
        try drawing?.draw(runtime, bestScore: nil)
        try PictureFile.write(to: path) { try Screenshot.save(renderer, to: $0) }
    }

    /// `frame-000120.png`.
    /// - Parameter frame: the frame number
    public static func fileName(frame: Int) -> String {
        "frame-" + String(format: "%06d", frame) + ".png"
    }
}
