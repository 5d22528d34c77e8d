// libFuzzer target: the bytes decide a stream of touch events on a `ControlSurface`.
//
// Built by scripts/fuzz.sh together with Sources/JoyStickEngine/*.swift as one module
// (`-module-name JoyStickEngine`). The surface holds a fixed stick (handle constraint, dead zone, tap
// handler), a movable stick (movable bounds, relative or absolute mode), a floating stick and a button.
// After EVERY event the harness checks the engine's promises and traps on the first one broken.
//
// Callbacks re-enter: an opcode byte of 240 or more arms a reaction that the next stick report or press or release
// of the big button runs from inside itself (the finger handed to the button, a move of the same finger routed
// again, the control removed from the surface and added back, everything cancelled, another finger lifted, the
// finger swapped for another on the same control, a new stick added on top and the finger moved onto it, the
// newest stick so added removed), so
// the surface's routing, its lending of a stick for a move, and the controls' deliveries are fuzzed with callbacks
// that change them under their feet.
//
// Input layout: byte 0 picks configuration variants; then each event is an opcode byte followed by the
// bytes it needs (touch id, coordinates, time). Missing bytes read as 0, so every input is valid.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `FUZZ_TRACE=1` prints every decoded event, to turn a crasher into a regression test.
private let traceEvents = getenv("FUZZ_TRACE") != nil

private struct ByteReader {
    let data: UnsafeBufferPointer<UInt8>
    var index = 0

    var isAtEnd: Bool { index >= data.count }

    mutating func byte() -> UInt8 {
        guard index < data.count else { return 0 }
        defer { index += 1 }
        return data[index]
    }

    mutating func raw64() -> UInt64 {
        var value: UInt64 = 0
        for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
        return value
    }
}

/// An event's description, built only when a message needs it (building it for every event halves the speed).
private struct Lazy: CustomStringConvertible {
    let make: () -> String
    var description: String { make() }
}

private func fail(_ message: String) -> Never {
    fatalError("engine invariant: \(message)")
}

/// Tolerance for comparing a coordinate of magnitude `scale`.
private func slack(_ scale: Double) -> Double { 1e-9 * max(1, abs(scale)) }

private func within(_ point: Point, _ rect: Rect) -> Bool {
    point.x >= rect.minX - slack(rect.minX) && point.x <= rect.maxX + slack(rect.maxX)
        && point.y >= rect.minY - slack(rect.minY) && point.y <= rect.maxY + slack(rect.maxY)
}

private final class Rig {
    let surface = ControlSurface()
    let fixed = JoyStick(center: Point(x: 100, y: 440), size: 120)
    let movable = JoyStick(center: Point(x: 860, y: 440), size: 120)
    let floating = JoyStick(center: Point(x: 450, y: 450), size: 100)
    let button = TouchButton(center: Point(x: 880, y: 100), size: 100, label: "A")
    let movableBounds = Rect(x: 700, y: 300, width: 240, height: 220)
    let floatingBounds = Rect(x: 300, y: 250, width: 360, height: 280)
    let fixedFrame: Rect
    let floatingHome: Point
    var sticks: [JoyStick] { [fixed, movable, floating] }
    /// Sixteen small buttons along the top: with the sticks and the button, more fingers can be held at once than
    /// the surface keeps in its fixed storage (16), so the rare path past it is fuzzed too.
    let crowd = (0..<16).map { TouchButton(center: Point(x: 20 + 40 * Double($0), y: 20), size: 36) }
    /// Every control, made once: the checks after each event walk it.
    let controls: [any TouchControl]
    var reports = 0
    var buttonPressed = false
    /// The time of the event under way, for the calls a reaction makes.
    var now = 0.0
    /// Armed by the input, run (once) by the next stick report, from inside it.
    var reaction: UInt8?
    /// How many reactions there are.
    static let reactions: UInt8 = 8
    /// Sticks added by reactions, from inside callbacks, still on the surface (at most ``maxAdded``): checked
    /// with the rest.
    var added: [JoyStick] = []
    static let maxAdded = 8
    /// Every control on the surface now.
    var onSurface: [any TouchControl] { controls + added.map { $0 as any TouchControl } }

    init(config: UInt8) {
        controls = [fixed, movable, floating, button] + crowd
        let deadZones: [Double] = [0.15, 0, 0.99, .nan, -1, 2, 0.5, .infinity]
        let travels: [Double] = [1, 1.3, 0.5, 0]
        fixed.handleConstraint = config & 0x40 == 0
            ? Rect(x: 50, y: -50, width: 100, height: 90)
            : Rect(x: 110, y: 110, width: -80, height: -30)
        fixed.deadZone = deadZones[Int(config & 7)]
        fixed.deadZoneShape = config & 8 == 0 ? .radial : .axial
        fixed.onTap = config & 0x80 == 0 ? {} : nil
        fixed.travel = config & 0x20 == 0 ? 1 : 1.25
        movable.movable = true
        movable.movableBounds = movableBounds
        movable.handlePositionMode = config & 0x10 == 0 ? .relative : .absolute
        movable.travel = travels[Int(config >> 4) & 3]
        movable.deadZone = deadZones[Int(config >> 3) & 7]
        movable.deadZoneShape = config & 8 == 0 ? .axial : .radial
        movable.onTap = config & 0x80 != 0 ? {} : nil
        floating.activationArea = Rect(x: 250, y: 150, width: 500, height: 390)
        floating.movableBounds = config & 4 == 0 ? floatingBounds : nil
        floating.directionMode = config & 2 == 0 ? .four : .eight
        floating.handlePositionMode = config & 1 == 0 ? .absolute : .relative
        fixedFrame = fixed.frame
        floatingHome = floating.center
        for stick in sticks { listen(to: stick) }
        button.onPress = { [unowned self] in
            if self.buttonPressed { fail("button pressed twice") }
            self.buttonPressed = true
            self.reactIfArmed(from: self.button)
        }
        button.onRelease = { [unowned self] in
            if !self.buttonPressed { fail("button released while up") }
            self.buttonPressed = false
            self.reactIfArmed(from: self.button)
        }
        for control in controls { surface.add(control) }
    }

    /// Checks a stick's reports, and runs the reaction armed from inside them.
    func listen(to stick: JoyStick) {
        stick.onPolar = { [unowned self, unowned stick] report in
            self.reports += 1
            guard report.displacement.isFinite, report.displacement >= 0, report.displacement <= 1 else {
                fail("reported displacement \(report.displacement)")
            }
            guard report.angle.isFinite, report.angle >= 0, report.angle < 360 else { fail("reported angle \(report.angle)") }
            self.reactIfArmed(from: stick)
        }
    }

    /// Runs the reaction armed, if any, once.
    func reactIfArmed(from control: any TouchControl) {
        guard let reaction else { return }
        self.reaction = nil
        react(reaction, from: control)
    }

    /// What a callback does from inside itself when the input armed a reaction.
    func react(_ reaction: UInt8, from control: any TouchControl) {
        if traceEvents {
            let from = control === button ? "the button" : added.contains { $0 === control } ? "an added stick" : "a stick"
            print("  reaction \(reaction % Self.reactions) from \(from)")
        }
        let finger = (control as? JoyStick)?.capturedTouch ?? (control as? TouchButton)?.capturedTouch
        let here = (control as? JoyStick)?.center ?? button.center
        switch reaction % Self.reactions {
        case 0:
            // The finger lifts and comes down on the button.
            guard let finger else { return }
            surface.touchEnded(finger, at: here, time: now)
            surface.touchBegan(finger, at: button.center, time: now)
        case 1:
            // The same finger moves on, routed through the surface again.
            guard let finger else { return }
            surface.touchMoved(finger, at: here + Vector(dx: 17, dy: -23), time: now)
        case 2:
            // The control leaves the surface and comes back on top.
            surface.remove(control, time: now)
            surface.add(control)
        case 3:
            surface.cancelAll(time: now)
        case 5:
            // The finger lifts and another comes down on the same control.
            guard let finger else { return }
            surface.touchEnded(finger, at: here, time: now)
            surface.touchBegan(TouchID(device: 7, finger: 7), at: here + Vector(dx: 5, dy: 0), time: now)
        case 6:
            // A new stick comes on top where the control is, and the finger lifts and comes down on it.
            guard added.count < Self.maxAdded, here.isFinite else { return }
            let stick = JoyStick(center: here, size: 80)
            listen(to: stick)
            added.append(stick)
            surface.add(stick)
            guard let finger else { return }
            surface.touchEnded(finger, at: here, time: now)
            surface.touchBegan(finger, at: here, time: now)
        case 7:
            // The newest stick a reaction added leaves (it may be this very one, or hold a finger).
            guard let newest = added.popLast() else { return }
            surface.remove(newest, time: now)
        default:
            // Another control's finger lifts.
            for other in controls where other !== control && other.isActive {
                let held: TouchID?
                if let stick = other as? JoyStick { held = stick.capturedTouch } else { held = (other as? TouchButton)?.capturedTouch }
                if let held { surface.touchEnded(held, at: Point(x: 0, y: 0), time: now) }
                break
            }
        }
    }

    func check(after describe: @escaping () -> String) {
        let event = Lazy(make: describe)
        for (index, stick) in (sticks + added).enumerated() {
            let name = Lazy(make: { "stick \(index) after \(event)" })
            let d = stick.displacement
            guard d.isFinite, d >= 0, d <= 1 else { fail("\(name): displacement \(d)") }
            let raw = stick.rawDisplacement
            guard raw.isFinite, raw >= 0, raw <= 1 else { fail("\(name): raw displacement \(raw)") }
            guard stick.angle.isFinite, stick.angle >= 0, stick.angle < 360 else { fail("\(name): angle \(stick.angle)") }
            if d == 0, stick.angle != 0 { fail("\(name): angle \(stick.angle) with displacement 0") }
            guard stick.xy.x.isFinite, stick.xy.y.isFinite, abs(stick.xy.x) <= 1, abs(stick.xy.y) <= 1 else {
                fail("\(name): xy \(stick.xy)")
            }
            guard stick.frame.isFinite, stick.handlePosition.isFinite, stick.radius.isFinite else {
                fail("\(name): frame \(stick.frame) handle \(stick.handlePosition)")
            }
            let reach = (stick.handlePosition - stick.center).magnitude
            guard reach <= stick.radius * (1 + 1e-9) + slack(stick.center.x) + slack(stick.center.y) else {
                fail("\(name): handle \(reach) from the centre, radius \(stick.radius)")
            }
            if (stick.direction == nil) != (d < stick.directionThreshold || d == 0) {
                fail("\(name): direction \(String(describing: stick.direction)) at displacement \(d)")
            }
            if !stick.isActive, stick.handleHasMoved { fail("\(name): handleHasMoved without a finger") }
        }
        guard fixed.frame == fixedFrame else { fail("fixed stick moved to \(fixed.frame) after \(event)") }
        if movable.movableCenter != nil, !within(movable.center, movableBounds) {
            fail("movable centre \(movable.center) outside \(movableBounds) after \(event)")
        }
        if let bounds = floating.movableBounds, !within(floating.center, bounds) {
            fail("floating centre \(floating.center) outside \(bounds) after \(event)")
        }
        if !floating.isActive {
            let c = floating.center
            guard abs(c.x - floatingHome.x) <= slack(c.x), abs(c.y - floatingHome.y) <= slack(c.y) else {
                fail("idle floating stick at \(c), home \(floatingHome), after \(event)")
            }
        }
        for (index, small) in crowd.enumerated() where small.isDown != small.isActive {
            fail("crowd button \(index) pressed \(small.isDown) active \(small.isActive) after \(event)")
        }
        guard button.isDown == button.isActive, button.isDown == buttonPressed else {
            fail("button pressed \(button.isDown) active \(button.isActive) after \(event)")
        }
        // The surface and the controls agree on who holds which finger.
        var active = 0
        for control in onSurface where control.isActive {
            active += 1
            let id: TouchID?
            if let stick = control as? JoyStick { id = stick.capturedTouch } else { id = (control as? TouchButton)?.capturedTouch }
            guard let id, let owner = surface.owner(of: id), owner === control else {
                fail("an active control is not the owner of its finger after \(event)")
            }
        }
        guard surface.capturedTouchCount == active else {
            fail("surface owns \(surface.capturedTouchCount) touches, \(active) controls active after \(event)")
        }
    }

    func checkAllReleased(after event: String) {
        guard surface.capturedTouchCount == 0 else { fail("touches still owned after \(event)") }
        for control in onSurface where control.isActive { fail("a control still active after \(event)") }
        for stick in sticks + added where stick.displacement != 0 || stick.rawDisplacement != 0 {
            fail("a stick still deflected after \(event)")
        }
        guard !button.isDown else { fail("button still pressed after \(event)") }
    }
}

private let fingers: [Int64] = [0, 1, 2, 3, 4, .max, .min, -1]
private let devices: [Int64] = [0, 1, -1, .min]

private func touchID(_ reader: inout ByteReader) -> TouchID {
    let b = reader.byte()
    return TouchID(device: devices[Int(b >> 3) & 3], finger: fingers[Int(b & 7)])
}

/// A coordinate along one axis: mostly on the screen or near a control, sometimes hostile.
private func coordinate(_ reader: inout ByteReader, near centres: [Double]) -> Double {
    let selector = reader.byte()
    switch selector {
    case 0..<160: return Double(selector) * 6.5 - 40 + Double(reader.byte()) / 256 * 6.5
    case 160..<200:
        let centre = centres[Int(selector) % centres.count]
        return centre + (Double(reader.byte()) - 128) * 0.75
    case 200: return .nan
    case 201: return .infinity
    case 202: return -.infinity
    case 203: return .greatestFiniteMagnitude
    case 204: return -.greatestFiniteMagnitude
    case 205: return 1e200
    case 206: return -1e200
    case 207: return .leastNonzeroMagnitude
    case 208: return -0.0
    case 209: return Double(bitPattern: reader.raw64())
    case 210: return 1e16
    case 211: return Double(reader.byte()) * 1e6
    case 212: return -Double(reader.byte()) * 1e6
    case 213: return 1e154
    case 214: return -1e154
    default:
        let centre = centres[Int(selector) % centres.count]
        return centre + (Double(reader.byte()) - 128) / 16
    }
}

/// A unit deflection for setDeflection: mostly within [-1.5, 1.5], sometimes hostile.
private func deflection(_ reader: inout ByteReader) -> Double {
    let b = reader.byte()
    switch b {
    case 250: return .nan
    case 251: return .infinity
    case 252: return 1e300
    case 253: return -1e300
    case 254: return Double(bitPattern: reader.raw64())
    default: return Double(b) / 83 - 1.5
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func engineEventFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = ByteReader(data: UnsafeBufferPointer(start: data, count: size))
    let config = reader.byte()
    if traceEvents { print("config \(config)") }
    let rig = Rig(config: config)
    rig.check(after: { "setup" })
    var clock = 0.0
    var events = 0
    while !reader.isAtEnd, events < 4096 {
        events += 1
        let opcode = reader.byte()
        // Time first: usually a small step forward, sometimes hostile.
        let t = reader.byte()
        var time: Double
        switch t {
        case 0..<230: clock += Double(t) / 1000; time = clock
        case 230: time = .nan
        case 231: time = .infinity
        case 232: time = -.infinity
        case 233: clock -= 1; time = clock
        case 234: clock += 1e9; time = clock
        case 235: time = Double(bitPattern: reader.raw64())
        case 236: time = -clock
        default: clock += Double(t) / 50; time = clock
        }
        let xs = [rig.fixed.center.x, rig.movable.center.x, rig.floating.center.x, rig.button.center.x, 960]
            + rig.crowd.map(\.center.x)
        let ys = [rig.fixed.center.y, rig.movable.center.y, rig.floating.center.y, rig.button.center.y, 540, 20]
        let name: () -> String
        rig.now = time
        if opcode >= 240 {
            rig.reaction = opcode - 240
            if traceEvents { print("arm reaction \((opcode - 240) % Rig.reactions)") }
            continue
        }
        switch opcode % 16 {
        case 0...3:
            let id = touchID(&reader)
            let point = Point(x: coordinate(&reader, near: xs), y: coordinate(&reader, near: ys))
            rig.surface.touchBegan(id, at: point, time: time)
            name = { "began \(id) \(point) \(time)" }
        case 4...8:
            let id = touchID(&reader)
            let point = Point(x: coordinate(&reader, near: xs), y: coordinate(&reader, near: ys))
            rig.surface.touchMoved(id, at: point, time: time)
            name = { "moved \(id) \(point) \(time)" }
        case 9, 10:
            let id = touchID(&reader)
            let point = Point(x: coordinate(&reader, near: xs), y: coordinate(&reader, near: ys))
            rig.surface.touchEnded(id, at: point, time: time)
            guard rig.surface.owner(of: id) == nil else { fail("touch \(id) still owned after it ended") }
            name = { "ended \(id) \(point) \(time)" }
        case 11:
            let id = touchID(&reader)
            rig.surface.touchCancelled(id, time: time)
            guard rig.surface.owner(of: id) == nil else { fail("touch \(id) still owned after a cancel") }
            name = { "cancelled \(id) \(time)" }
        case 12:
            rig.surface.update(time: time)
            name = { "update \(time)" }
        case 13:
            rig.surface.cancelAll(time: time)
            rig.checkAllReleased(after: "cancelAll \(time)")
            name = { "cancelAll \(time)" }
        case 14:
            let index = Int(reader.byte()) % 3
            let stick = rig.sticks[index]
            let x = deflection(&reader), y = deflection(&reader)
            name = { "stick \(index) setDeflection \(x) \(y) \(time)" }
            stick.setDeflection(x: x, y: y, time: time)
        default:
            // One control's own cancelAll (a game resetting one stick). The surface only learns of a release
            // through its own calls, so the finger is cancelled through it first; calling only the control
            // would leave the surface routing that finger to a control that no longer holds it.
            let index = Int(reader.byte()) % rig.controls.count
            let control = rig.controls[index]
            let held: TouchID?
            if let stick = control as? JoyStick { held = stick.capturedTouch } else { held = (control as? TouchButton)?.capturedTouch }
            if let held { rig.surface.touchCancelled(held, time: time) }
            control.cancelAll(time: time)
            name = { "control \(index) cancelAll \(time)" }
        }
        if traceEvents { print(name()) }
        rig.check(after: name)
    }
    return 0
}
