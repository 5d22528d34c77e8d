// A fixed stick's move and the same move routed by a ControlSurface, with the engine built as its own module by
// swiftc (Benchmarks/engine-module.sh), against the C stick of Benchmarks/Sources/CStickBaseline in the same run.
// It rebuilds in seconds from any tree of the engine's sources, so a change to the engine (an attribute taken
// out, say) can be measured side by side with the tree before it. Best of 300 batches of 4,096 moves, ns a move.
import CStick
import Glibc
import JoyStickEngine

nonisolated(unsafe) var sink = 0.0
nonisolated(unsafe) var cSink = 0.0

func nanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

// With --capturing the callback captures a value, so its closure has a context to count references on.
let captured = [1.0]
let capturing = CommandLine.arguments.contains("--capturing")
let report: (PolarReport) -> Void = capturing ? { sink += $0.angle + $0.displacement + captured[0] }
    : { sink += $0.angle + $0.displacement }
let finger = TouchID(device: 0, finger: 3)
let stick = JoyStick(center: Point(x: 100, y: 440), size: 120)
stick.onPolar = report
stick.touchBegan(finger, at: Point(x: 100, y: 440), time: 0)
let surface = ControlSurface()
let routed = JoyStick(center: Point(x: 100, y: 440), size: 120)
routed.onPolar = report
surface.add(routed)
surface.add(TouchButton(center: Point(x: 700, y: 480), size: 80))
surface.touchBegan(finger, at: Point(x: 100, y: 440), time: 0)
var baseline = cstick()
cstick_init(&baseline, 100, 440, 60, 0, { _, angle, displacement in cSink += angle + displacement }, nil)

let points = (0..<4096).map { $0 & 1 == 0 ? Point(x: 130, y: 410) : Point(x: 80, y: 470) }
var best = (stick: Double.infinity, c: Double.infinity, surface: Double.infinity)
var time = 1.0
/// Nanoseconds a move of one batch.
func batch(_ move: (Point) -> Void) -> Double {
    let start = nanoseconds()
    for point in points { move(point) }
    return Double(nanoseconds() - start) / Double(points.count)
}
for _ in 0..<300 {
    best.stick = min(best.stick, batch { time += 1.0 / 120; stick.touchMoved(finger, at: $0, time: time) })
    best.c = min(best.c, batch { cstick_touch_moved(&baseline, $0.x, $0.y) })
    best.surface = min(best.surface, batch { time += 1.0 / 120; surface.touchMoved(finger, at: $0, time: time) })
}
func shown(_ value: Double) -> String { String(Double(Int(value * 100)) / 100) }
print("stick \(shown(best.stick)) ns, C stick \(shown(best.c)) ns, ratio \(shown(best.stick / best.c))x,",
      "routed by a surface \(shown(best.surface)) ns (\(capturing ? "capturing" : "plain") callback)",
      sink + cSink > 0 ? "" : "-")
