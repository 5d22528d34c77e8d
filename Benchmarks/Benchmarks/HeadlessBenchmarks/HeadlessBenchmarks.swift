// The whole headless game loop (HeadlessRunner: SDL's dummy driver, the SDL event queue, the controls, the
// autoplayer's synthesized touches, the session) and the cost of drawing one 960x540 frame with the
// software renderer.
import Arcade
import ArcadeSDL
import BenchSupport
import Benchmark
import CSDLShim
import JoyStickSDL

/// One runner for the process (SDL is started once), autoplay on, no screenshots.
nonisolated(unsafe) let runner: HeadlessRunner = {
    var options = HeadlessRunner.Options()
    options.autoplay = true
    return try! HeadlessRunner(options: options)
}()

nonisolated(unsafe) let level5 = try! BenchSupport.shippedLevel(5)
nonisolated(unsafe) let level10 = try! BenchSupport.shippedLevel(10)

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

nonisolated(unsafe) private let wholeLevelMetrics: [BenchmarkMetric] = [
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
        drawing = try GameRenderer(renderer: runner.renderer, assets: try AssetDirectory.locate(),
                                   scale: runtime.input.screen.scale)
    }

    /// Keeps the game playing (the idle player may lose its lives to the chasers): a new level when it ends.
    static func make() -> DrawFixture { try! DrawFixture() }
}

nonisolated(unsafe) var drawFixture = DrawFixture.make()

let benchmarks: @Sendable () -> Void = {
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

    Benchmark("Frame: step + draw + Screenshot.capture (read pixels), level 10, 960x540",
              configuration: perFrame) { benchmark in
        if drawFixture.runtime.session.screen != .playing {
            benchmark.stopMeasurement()
            drawFixture = DrawFixture.make()
            benchmark.startMeasurement()
        }
        let fixture = drawFixture
        fixture.runtime.step()
        try! fixture.drawing.draw(fixture.runtime, bestScore: nil)
        blackHole(try! Screenshot.capture(runner.renderer))
    }
}
