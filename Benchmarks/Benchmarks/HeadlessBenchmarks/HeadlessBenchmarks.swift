// The whole headless game loop (HeadlessRunner: SDL's dummy driver, the SDL event queue, the controls, the
// autoplayer's synthesized touches, the session), the cost of drawing one 960x540 frame with the software
// renderer, and one SDL finger event's way to a stick (decoded into an InputEvent, routed, reported) against
// the same stick math in plain C.
import Arcade
import ArcadeSDL
import BenchSupport
import Benchmark
import CSDLShim
import CSDL2
import CStickBaseline
import JoyStickEngine
import JoyStickSDL

/// One runner for the process (SDL is started once), autoplay on, no screenshots.
nonisolated(unsafe) let runner: HeadlessRunner = {
    var options = HeadlessRunner.Options()
    options.autoplay = true
    return try! HeadlessRunner(options: options)
}()

let level5 = try! BenchSupport.shippedLevel(5)
let level10 = try! BenchSupport.shippedLevel(10)

/// Frames simulated by the last play, so the per-frame figures can be derived.
private func playWholeLevel(_ level: Level, benchmark: Benchmark) {
    let start = ContinuousClock.now
    let (game, _) = try! runner.play(level, seed: 0)
    let elapsed = ContinuousClock.now - start
    let nanoseconds = Int(elapsed.components.seconds) * 1_000_000_000 + Int(elapsed.components.attoseconds / 1_000_000_000)
    benchmark.measurement(.custom("frames", polarity: .prefersLarger, useScalingFactor: false), game.frame)
    benchmark.measurement(.custom("ns per frame", useScalingFactor: false), nanoseconds / max(1, game.frame))
    benchmark.measurement(.custom("frames per s", polarity: .prefersLarger, useScalingFactor: false),
                          Int(Double(game.frame) * 1e9 / Double(max(1, nanoseconds))))
    benchmark.measurement(.custom("won", polarity: .prefersLarger, useScalingFactor: false),
                          game.result == .won ? 1 : 0)
}

private let wholeLevelMetrics: [BenchmarkMetric] = [
    .wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident,
    .custom("frames", polarity: .prefersLarger, useScalingFactor: false),
    .custom("ns per frame", useScalingFactor: false),
    .custom("frames per s", polarity: .prefersLarger, useScalingFactor: false),
    .custom("won", polarity: .prefersLarger, useScalingFactor: false),
]

/// A level-10 game on the runner's renderer with the game's own drawing code, for the per-frame figures.
final class DrawFixture {
    let runtime: ArcadeRuntime
    let drawing: GameRenderer

    init() throws {
        runtime = runner.start(level10, seed: 0)
        var scale: Float = 1, unused: Float = 1
        SDL_RenderGetScale(runner.renderer, &scale, &unused)
        drawing = try GameRenderer(renderer: runner.renderer, scale: Double(scale))
    }

    /// Keeps the game playing (the idle player may lose its lives to the chasers): a new level when it ends.
    static func make() -> DrawFixture { try! DrawFixture() }
}

nonisolated(unsafe) var drawFixture = DrawFixture.make()

/// Where a read-back frame goes: 960x540 RGBA, made once.
nonisolated(unsafe) let framePixels = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 960 * 540 * 4)

/// A fixed stick (centre (100, 440), radius 60, an onPolar callback) of OnScreenControls on a 960x540 window
/// with a 960x540 logical size, one finger down on it, and two SDL finger motions to alternate between, as
/// SDL delivers them to a game (finger positions 0...1 over the picture).
final class EventFixture {
    let controls: OnScreenControls
    let a: SDL_Event
    let b: SDL_Event
    var sink = 0.0

    /// - Parameter keys: whether the controls also press keys, as `joystick-run`'s default profile has them: the
    ///   stick bound to the arrows and to WASD, two buttons to Space and Return. The finger then moves between
    ///   two points of the same direction, so the keys stay as they are: what is measured is finding that out.
    init(keys: Bool = false) throws {
        // SDL is on (the runner started it, on the dummy driver): a window of the controls' own.
        let window = SDL_CreateWindow("events", 0, 0, 960, 540, 0)
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw ControlsError("no renderer for the event benchmark")
        }
        SDL_RenderSetLogicalSize(renderer, 960, 540)
        controls = OnScreenControls(renderer: renderer)
        let stick = try controls.addStick(center: Point(x: 100, y: 440), size: 120)
        let finger = TouchID(device: 1, finger: 1)
        controls.handle(.touchDown(finger, at: Point(x: 100, y: 440)), time: 0)
        a = Self.motion(finger, x: 130, y: 410)
        b = keys ? Self.motion(finger, x: 135, y: 405) : Self.motion(finger, x: 80, y: 470)
        if keys {
            controls.bindScancodes(stick, up: SDL_SCANCODE_UP, left: SDL_SCANCODE_LEFT, down: SDL_SCANCODE_DOWN,
                                   right: SDL_SCANCODE_RIGHT)
            controls.bindScancodes(stick, up: SDL_SCANCODE_W, left: SDL_SCANCODE_A, down: SDL_SCANCODE_S,
                                   right: SDL_SCANCODE_D)
            let jump = try controls.addButton(center: Point(x: 860, y: 440), size: 80)
            let start = try controls.addButton(center: Point(x: 760, y: 480), size: 80)
            controls.bindScancode(jump, SDL_SCANCODE_SPACE)
            controls.bindScancode(start, SDL_SCANCODE_RETURN)
        }
        stick.onPolar = { [unowned self] report in sink += report.angle + report.displacement }
    }

    private static func motion(_ finger: TouchID, x: Float, y: Float) -> SDL_Event {
        var event = SDL_Event()
        event.tfinger.type = SDL_FINGERMOTION.rawValue
        event.tfinger.touchId = finger.device
        event.tfinger.fingerId = finger.finger
        event.tfinger.x = x / 960
        event.tfinger.y = y / 540
        return event
    }
}

nonisolated(unsafe) let eventFixture = try! EventFixture()
nonisolated(unsafe) let keysFixture = try! EventFixture(keys: true)

nonisolated(unsafe) var cSink = 0.0
nonisolated(unsafe) var cFixed: cstick = {
    var stick = cstick()
    cstick_init(&stick, 100, 440, 60, 0, { _, angle, displacement in cSink += angle + displacement }, nil)
    return stick
}()

/// Gives a fixture's controls its two finger motions in turn, one per scaled iteration.
private func moveFinger(_ fixture: EventFixture, _ benchmark: Benchmark) {
    var time = 1.0
    for i in benchmark.scaledIterations {
        time += 1.0 / 120
        fixture.controls.handle(i & 1 == 0 ? fixture.a : fixture.b, time: time)
    }
    blackHole(fixture.sink)
}

let benchmarks: @Sendable () -> Void = {
    // One event per scaled iteration, 1,000 per sample: the table shows figures per event.
    let perEvent = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .throughput, .mallocCountTotal], timeUnits: .nanoseconds,
        warmupIterations: 10, scalingFactor: .kilo, maxDuration: .seconds(2), maxIterations: 100_000)

    Benchmark("SDL_Event to stick: OnScreenControls.handle(SDL_Event, time:), finger motion, fixed stick, onPolar",
              configuration: perEvent) { benchmark in
        moveFinger(eventFixture, benchmark)
    }

    Benchmark("SDL_Event to stick: OnScreenControls.handle(SDL_Event, time:), finger motion, the stick and two buttons pressing keys",
              configuration: perEvent) { benchmark in
        moveFinger(keysFixture, benchmark)
    }

    Benchmark("SDL_Event to stick: C baseline (normalized finger to pixels, then the stick math)",
              configuration: perEvent) { benchmark in
        let fixture = eventFixture
        var x = 0.0
        for i in benchmark.scaledIterations {
            let event = i & 1 == 0 ? fixture.a : fixture.b
            cstick_touch_moved(&cFixed, Double(event.tfinger.x) * 960, Double(event.tfinger.y) * 540)
            x += cFixed.angle
        }
        blackHole(x + cSink)
    }

    Benchmark("HeadlessRunner autoplay, whole level 5 (no screenshots)",
              configuration: .init(metrics: wholeLevelMetrics, timeUnits: .milliseconds, warmupIterations: 1,
                                   scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 20)) { benchmark in
        playWholeLevel(level5, benchmark: benchmark)
    }

    Benchmark("HeadlessRunner autoplay, whole level 10 (no screenshots)",
              configuration: .init(metrics: wholeLevelMetrics, timeUnits: .milliseconds, warmupIterations: 1,
                                   scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 20)) { benchmark in
        playWholeLevel(level10, benchmark: benchmark)
    }

    let perFrame = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .throughput, .mallocCountTotal],
        timeUnits: .microseconds, warmupIterations: 30, scalingFactor: .one, maxDuration: .seconds(4),
        maxIterations: 5_000)

    Benchmark("Frame: runtime.step + GameRenderer.draw + flush, level 10, 960x540 software",
              configuration: perFrame) { benchmark in
        if drawFixture.runtime.session.screen != .playing {
            benchmark.stopMeasurement()
            drawFixture = DrawFixture.make()
            benchmark.startMeasurement()
        }
        let fixture = drawFixture
        fixture.runtime.step()
        try! fixture.drawing.draw(fixture.runtime, bestScore: nil)
        _ = bench_render_flush(UnsafeMutableRawPointer(runner.renderer))
    }

    // The frame benchmarks run one frame per sample (scaling factor 1), so the framework's own bookkeeping
    // shows in their malloc counts: this empty one measures it, to subtract from the others.
    Benchmark("Frame: nothing (the framework's own allocations per sample)", configuration: perFrame) { benchmark in
        blackHole(benchmark)
    }

    Benchmark("Frame: GameRenderer.draw + flush only, level 10, 960x540 software",
              configuration: perFrame) { benchmark in
        let fixture = drawFixture
        try! fixture.drawing.draw(fixture.runtime, bestScore: nil)
        _ = bench_render_flush(UnsafeMutableRawPointer(runner.renderer))
    }

    Benchmark("Frame: step + draw + SDL_RenderReadPixels (read pixels), level 10, 960x540",
              configuration: perFrame) { benchmark in
        if drawFixture.runtime.session.screen != .playing {
            benchmark.stopMeasurement()
            drawFixture = DrawFixture.make()
            benchmark.startMeasurement()
        }
        let fixture = drawFixture
        fixture.runtime.step()
        try! fixture.drawing.draw(fixture.runtime, bestScore: nil)
        blackHole(SDL_RenderReadPixels(runner.renderer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, framePixels.baseAddress,
                                       960 * 4))
    }
}
