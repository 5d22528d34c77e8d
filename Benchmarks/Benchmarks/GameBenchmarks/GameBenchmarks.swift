// One simulation step (Game.step) on the largest shipped level and on a stress level.
//
// A sample is 1,000 steps (scalingFactor .kilo; the table shows the figures per step). A game is made and
// warmed up outside the measurement (Benchmark.startMeasurement), so samples see only steady-state steps.
import Arcade
import BenchSupport
import Benchmark

/// A game being stepped, its inputs, and what the steps saw.
final class Scenario {
    let make: () -> Game
    let inputs: [GameInput]
    let warmUp: Int
    var game: Game
    var next = 0
    var measuredSteps = 0
    var shotSum = 0
    var enemySum = 0
    let resetEverySample: Bool

    init(warmUp: Int, resetEverySample: Bool, inputs: [GameInput], make: @escaping () -> Game) {
        self.make = make
        self.inputs = inputs
        self.warmUp = warmUp
        self.resetEverySample = resetEverySample
        game = make()
        advance(warmUp)
    }

    func advance(_ steps: Int) {
        for _ in 0..<steps {
            game.step(inputs[next])
            next = next + 1 == inputs.count ? 0 : next + 1
        }
    }

    /// Outside the measurement: a fresh game when asked to (or when the last one ended), warmed up.
    func prepareSample() {
        if resetEverySample || game.result != .playing {
            game = make()
            next = 0
            advance(warmUp)
        }
    }

    func record() {
        measuredSteps += 1
        shotSum += game.activeShotCount
        var alive = 0
        for i in game.enemies.indices where game.enemies[i].isAlive { alive += 1 }
        enemySum += alive
    }
}

// Effectively endless lives: a game that ends would make later steps free.
private let lives = 1_000_000

nonisolated(unsafe) let deep: Scenario = {
    let level = try! BenchSupport.shippedLevel(10)
    precondition(level.width == 64 && level.height == 46, "Levels/10-the-deep.txt should be 64x46")
    return Scenario(warmUp: 600, resetEverySample: false,
                    inputs: BenchSupport.circlingInputs(period: 600),
                    make: { Game(level: level, seed: 1, lives: lives) })
}()

nonisolated(unsafe) let deepAutoPilot: (game: Game, pilot: AutoPilot) = {
    let level = try! BenchSupport.shippedLevel(10)
    return (Game(level: level, seed: 1, lives: lives), AutoPilot(level: level))
}()
nonisolated(unsafe) var deepPilotState = deepAutoPilot

nonisolated(unsafe) let stress: Scenario = {
    let level = try! BenchSupport.stressLevel()
    precondition(level.enemies.count == 40, "the stress level should have 40 enemies")
    // Fire every step the cooldown allows, sweeping the aim round several times per circle; move slowly.
    return Scenario(warmUp: 240, resetEverySample: true,
                    inputs: BenchSupport.circlingInputs(period: 1_200, speed: 0.3, firing: true, fireTurns: 23),
                    make: { Game(level: level, seed: 1, lives: lives) })
}()

nonisolated(unsafe) let perStep = Benchmark.Configuration(
    metrics: [.wallClock, .cpuTotal, .throughput, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 3,
    scalingFactor: .kilo,
    maxDuration: .seconds(3),
    maxIterations: 10_000
)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = perStep

    Benchmark("Game.step level 10 (64x46), circling move") { benchmark in
        let scenario = deep
        scenario.prepareSample()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            scenario.game.step(scenario.inputs[scenario.next])
            scenario.next = scenario.next + 1 == scenario.inputs.count ? 0 : scenario.next + 1
        }
        benchmark.stopMeasurement()
        blackHole(scenario.game.frame)
    }

    Benchmark("Game.step stress hall (40 enemies, firing)",
              configuration: .init(metrics: perStep.metrics + [
                  .custom("shots in flight x100", polarity: .prefersLarger, useScalingFactor: false),
                  .custom("enemies alive x100", polarity: .prefersLarger, useScalingFactor: false),
              ], timeUnits: .nanoseconds, warmupIterations: 3, scalingFactor: .kilo, maxDuration: .seconds(3),
              maxIterations: 10_000)) { benchmark in
        let scenario = stress
        scenario.prepareSample()
        var shots = 0
        var enemies = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            scenario.game.step(scenario.inputs[scenario.next])
            scenario.next = scenario.next + 1 == scenario.inputs.count ? 0 : scenario.next + 1
        }
        benchmark.stopMeasurement()
        // What the measured window looked like, from a replay of the same steps (same seed, same inputs).
        var replay = scenario.make()
        var next = 0
        for _ in 0..<scenario.warmUp {
            replay.step(scenario.inputs[next]); next += 1
        }
        for _ in benchmark.scaledIterations {
            replay.step(scenario.inputs[next]); next = next + 1 == scenario.inputs.count ? 0 : next + 1
            shots += replay.activeShotCount
            for i in replay.enemies.indices where replay.enemies[i].isAlive { enemies += 1 }
        }
        let steps = benchmark.scaledIterations.count
        benchmark.measurement(.custom("shots in flight x100", polarity: .prefersLarger, useScalingFactor: false),
                              shots * 100 / steps)
        benchmark.measurement(.custom("enemies alive x100", polarity: .prefersLarger, useScalingFactor: false),
                              enemies * 100 / steps)
    }

    Benchmark("AutoPilot.decide + Game.step level 10") { benchmark in
        // A level the bot wins ends early; a fresh game (made outside the measurement) replaces it.
        if deepPilotState.game.result != .playing {
            deepPilotState = deepAutoPilot
            deepPilotState.game.step(.idle)
        }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let input = deepPilotState.pilot.decide(deepPilotState.game)
            deepPilotState.game.step(input)
        }
        benchmark.stopMeasurement()
        blackHole(deepPilotState.game.frame)
    }
}
