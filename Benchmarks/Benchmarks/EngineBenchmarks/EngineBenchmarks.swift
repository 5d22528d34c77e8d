// Per-event cost of the joystick engine, and the same math in plain C as the baseline.
//
// Every benchmark routes one touch-moved event per scaled iteration (scalingFactor .kilo: a sample is 1,000
// events, and the table shows the figures per event). The finger alternates between two points so every
// event changes the report and the onPolar callback is called every time.
import Benchmark
import CStickBaseline
import JoyStickEngine

// MARK: Fixtures (globals: built once, on first use, during warm-up, so a sample sees only steady state)

/// Sums whatever the callbacks report so the optimiser cannot drop the work.
nonisolated(unsafe) var reportSink = 0.0

/// Two finger positions per stick: inside the radius for the fixed stick, beyond it for the movable one.
struct Route {
    let stick: JoyStick
    let finger: TouchID
    let a: Point
    let b: Point
}

private func polarStick(movable: Bool) -> JoyStick {
    let stick = JoyStick(center: Point(x: 100, y: 440), size: 120)   // centre (100, 440), radius 60
    stick.movable = movable
    stick.onPolar = { report in reportSink += report.angle + report.displacement }
    return stick
}

nonisolated(unsafe) let fixed: Route = {
    let stick = polarStick(movable: false)
    let finger = TouchID(device: 0, finger: 1)
    stick.touchBegan(finger, at: Point(x: 100, y: 440), time: 0)
    return Route(stick: stick, finger: finger, a: Point(x: 130, y: 410), b: Point(x: 80, y: 470))
}()

nonisolated(unsafe) let movable: Route = {
    let stick = polarStick(movable: true)
    let finger = TouchID(device: 0, finger: 2)
    stick.touchBegan(finger, at: Point(x: 100, y: 440), time: 0)
    // 100 points either side of the first centre: the base is dragged back and forth on every event.
    return Route(stick: stick, finger: finger, a: Point(x: 200, y: 440), b: Point(x: 0, y: 420))
}()

/// Two sticks (move on the left, aim on the right) and a button, three fingers down, as in the game.
struct SurfaceFixture {
    let surface: ControlSurface
    let fingers: [TouchID]
    let pointsA: [Point]
    let pointsB: [Point]
}

private func makeSurface() -> SurfaceFixture {
    let surface = ControlSurface()
    let left = JoyStick(center: Point(x: 100, y: 440), size: 120)      // centre (100, 440)
    left.movable = true
    left.movableBounds = Rect(x: 60, y: 300, width: 300, height: 220)
    left.onPolar = { report in reportSink += report.angle + report.displacement }
    let right = JoyStick(center: Point(x: 860, y: 440), size: 120)    // centre (860, 440)
    right.onXY = { report in reportSink += report.x + report.y }
    let button = TouchButton(center: Point(x: 700, y: 480), size: 80, label: "A")
    button.onPress = { reportSink += 1 }
    surface.add(left)
    surface.add(right)
    surface.add(button)
    let fingers = [TouchID(device: 1, finger: 1), TouchID(device: 1, finger: 2), TouchID(device: 1, finger: 3)]
    surface.touchBegan(fingers[0], at: Point(x: 100, y: 440), time: 0)
    surface.touchBegan(fingers[1], at: Point(x: 860, y: 440), time: 0)
    surface.touchBegan(fingers[2], at: Point(x: 700, y: 480), time: 0)
    precondition(surface.capturedTouchCount == 3, "every finger must be captured")
    return SurfaceFixture(surface: surface, fingers: fingers,
                          pointsA: [Point(x: 130, y: 410), Point(x: 890, y: 470), Point(x: 705, y: 470)],
                          pointsB: [Point(x: 70, y: 470), Point(x: 830, y: 410), Point(x: 695, y: 490)])
}

nonisolated(unsafe) let surfaceFixture = makeSurface()
nonisolated(unsafe) let cycleFixture = makeSurface()

// MARK: The C baseline

nonisolated(unsafe) var cSink = 0.0

private let cReport: cstick_report_fn = { _, angle, displacement in cSink += angle + displacement }

nonisolated(unsafe) var cFixed: cstick = {
    var stick = cstick()
    cstick_init(&stick, 100, 440, 60, 0, cReport, nil)
    return stick
}()

nonisolated(unsafe) var cMovable: cstick = {
    var stick = cstick()
    cstick_init(&stick, 100, 440, 60, 1, cReport, nil)
    return stick
}()

// MARK: Batches: the harness's per-iteration cost spread over 4096 events

/// Events per batch iteration.
let batch = 4096

/// The batch's finger positions, alternating between the fixed route's two points (every event reports).
let batchPoints: [Point] = (0..<batch).map { $0 & 1 == 0 ? Point(x: 130, y: 410) : Point(x: 80, y: 470) }

/// A second fixed stick for the batches, so they do not share state with the per-event benchmark.
nonisolated(unsafe) let batchStick: Route = {
    let stick = polarStick(movable: false)
    let finger = TouchID(device: 0, finger: 3)
    stick.touchBegan(finger, at: Point(x: 100, y: 440), time: 0)
    return Route(stick: stick, finger: finger, a: Point(x: 130, y: 410), b: Point(x: 80, y: 470))
}()

nonisolated(unsafe) var cBatch: cstick = {
    var stick = cstick()
    cstick_init(&stick, 100, 440, 60, 0, cReport, nil)
    return stick
}()

/// One iteration is 4096 events: the figures are per batch; divide by 4096 for ns per event
/// (Benchmarks/README.md does).
nonisolated(unsafe) let perBatch = Benchmark.Configuration(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
    timeUnits: .microseconds,
    warmupIterations: 10,
    scalingFactor: .one,
    maxDuration: .seconds(3),
    maxIterations: 20_000
)

// MARK: Benchmarks

nonisolated(unsafe) let perEvent = Benchmark.Configuration(
    metrics: [.wallClock, .cpuTotal, .throughput, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 10,
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 100_000
)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = perEvent

    Benchmark("JoyStick touchMoved (fixed, onPolar)") { benchmark in
        let route = fixed
        var time = 1.0
        for i in benchmark.scaledIterations {
            time += 1.0 / 120
            route.stick.touchMoved(route.finger, at: i & 1 == 0 ? route.a : route.b, time: time)
        }
        blackHole(reportSink)
    }

    Benchmark("Batch of 4096: JoyStick touchMoved (fixed, onPolar)", configuration: perBatch) { benchmark in
        let route = batchStick
        let points = batchPoints
        var time = 1.0
        for _ in benchmark.scaledIterations {
            for point in points {
                time += 1.0 / 120
                route.stick.touchMoved(route.finger, at: point, time: time)
            }
        }
        blackHole(reportSink)
    }

    Benchmark("Batch of 4096: C baseline touchMoved (fixed)", configuration: perBatch) { benchmark in
        let points = batchPoints
        for _ in benchmark.scaledIterations {
            for point in points {
                cstick_touch_moved(&cBatch, point.x, point.y)
            }
        }
        blackHole(cSink)
    }

    Benchmark("C baseline touchMoved (fixed)") { benchmark in
        var x = 0.0
        for i in benchmark.scaledIterations {
            if i & 1 == 0 { cstick_touch_moved(&cFixed, 130, 410) } else { cstick_touch_moved(&cFixed, 80, 470) }
            x += cFixed.angle
        }
        blackHole(x + cSink)
    }

    Benchmark("JoyStick touchMoved (movable, finger beyond radius)") { benchmark in
        let route = movable
        var time = 1.0
        for i in benchmark.scaledIterations {
            time += 1.0 / 120
            route.stick.touchMoved(route.finger, at: i & 1 == 0 ? route.a : route.b, time: time)
        }
        blackHole(reportSink)
    }

    Benchmark("C baseline touchMoved (movable, finger beyond radius)") { benchmark in
        var x = 0.0
        for i in benchmark.scaledIterations {
            if i & 1 == 0 { cstick_touch_moved(&cMovable, 200, 440) } else { cstick_touch_moved(&cMovable, 0, 420) }
            x += cMovable.angle
        }
        blackHole(x + cSink)
    }

    // Where the time goes: the angle alone, Swift's series arctangent against libm's atan2.
    Benchmark("Compass.degrees alone") { benchmark in
        var sum = 0.0
        var east = 0.5
        for _ in benchmark.scaledIterations {
            east = -east
            sum += Compass.degrees(east: east, north: 0.3)
        }
        blackHole(sum)
    }

    Benchmark("C baseline atan2 compass degrees alone") { benchmark in
        var sum = 0.0
        var east = 0.5
        for _ in benchmark.scaledIterations {
            east = -east
            sum += cstick_compass_degrees(east, 0.3)
        }
        blackHole(sum)
    }

    Benchmark("ControlSurface touchMoved (3 fingers: 2 sticks + button)") { benchmark in
        let fixture = surfaceFixture
        var time = 1.0
        for i in benchmark.scaledIterations {
            // Fingers in turn; each finger alternates between its two points.
            let finger = i % 3
            let point = (i / 3) & 1 == 0 ? fixture.pointsA[finger] : fixture.pointsB[finger]
            time += 1.0 / 360
            fixture.surface.touchMoved(fixture.fingers[finger], at: point, time: time)
        }
        blackHole(reportSink)
    }

    Benchmark("ControlSurface began+moved+ended (3 fingers)") { benchmark in
        // A whole touch cycle per scaled iteration: three downs, three moves, three lifts (9 events).
        let fixture = cycleFixture
        var time = 1_000.0
        fixture.surface.cancelAll(time: time)
        let downs = [Point(x: 100, y: 440), Point(x: 860, y: 440), Point(x: 700, y: 480)]
        for _ in benchmark.scaledIterations {
            time += 1
            for f in 0..<3 { fixture.surface.touchBegan(fixture.fingers[f], at: downs[f], time: time) }
            for f in 0..<3 { fixture.surface.touchMoved(fixture.fingers[f], at: fixture.pointsA[f], time: time + 0.5) }
            for f in 0..<3 { fixture.surface.touchEnded(fixture.fingers[f], at: fixture.pointsA[f], time: time + 0.6) }
        }
        blackHole(reportSink)
    }
}
