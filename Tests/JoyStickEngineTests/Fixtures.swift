import JoyStickEngine

/// JoyStickView's UI-test stick: 80x80 with travel 1.25, so the radius is 50. Base centre (140, 140).
func referenceStick(travel: Double = 1.25) -> JoyStick {
    let stick = JoyStick(center: Point(x: 140, y: 140), size: 80)
    stick.travel = travel
    return stick
}

let finger1 = TouchID(device: 1, finger: 1)
let finger2 = TouchID(device: 1, finger: 2)
let finger3 = TouchID(device: 1, finger: 3)

/// True when two numbers agree within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// True when two points agree within `tolerance` in each coordinate.
func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

/// Collects the reports a stick sends to its monitor.
final class ReportLog {
    var polar: [PolarReport] = []
    var xy: [XYReport] = []

    func attachPolar(to stick: JoyStick) {
        stick.onPolar = { [weak self] in self?.polar.append($0) }
    }

    func attachXY(to stick: JoyStick) {
        stick.onXY = { [weak self] in self?.xy.append($0) }
    }
}

/// A tiny seeded generator so property tests replay exactly (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
