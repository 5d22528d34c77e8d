import JoyStickEngine

/// Shows what the sticks see (bound to F3 in the demo and the game): each touch point with its id, every
/// stick's frame, travel radius, dead zone and direction sectors, the handle, and the live report.
package final class DebugOverlay {
    /// Whether ``draw(_:input:on:font:)`` draws anything.
    package var isEnabled = false

    private var outline: [Point]
    private var line = TextLine(capacity: 64)
    private static let segments = 48

    /// Creates a switched-off overlay.
    package init() {
        outline = []
        outline.reserveCapacity(Self.segments + 1)
    }

    /// Switches the overlay on or off.
    package func toggle() {
        isEnabled.toggle()
    }

    /// Draws the overlay over the controls.
    /// - Parameters:
    ///   - surface: the controls
    ///   - input: the event router, for the touches that are down
    ///   - canvas: the SDL drawn with
    ///   - font: the font for the labels (labels are skipped without one)
    package func draw(_ surface: ControlSurface, input: ControlInput?, on canvas: any ControlsCanvas,
                     font: BitmapFont?) {
        guard isEnabled else { return }
        for member in surface.members {
            switch member {
            case .stick(let stick):
                drawStick(stick, on: canvas, font: font)
            case .button(let button):
                circle(center: button.center, radius: button.radius, Color(red: 255, green: 255, blue: 255, alpha: 160),
                       on: canvas)
            case .other: break
            }
        }
        guard let input else { return }
        for touch in input.activeTouches {
            let red = Color(red: 255, green: 64, blue: 64)
            cross(at: touch.point, size: 10, red, on: canvas)
            circle(center: touch.point, radius: 14, red, on: canvas)
            guard let font else { continue }
            line.clear()
            if touch.id == ControlInput.mouseTouch {
                line.append("mouse")
            } else {
                line.append("#")
                line.append(Int(truncatingIfNeeded: touch.id.finger))
            }
            font.draw(line.bytes, at: Point(x: touch.point.x + 16, y: touch.point.y - 20),
                      color: Color(red: 255, green: 96, blue: 96))
        }
    }

    private func drawStick(_ stick: JoyStick, on canvas: any ControlsCanvas, font: BitmapFont?) {
        let center = stick.center
        let radius = stick.radius
        canvas.drawRect(stick.frame, color: Color(red: 160, green: 160, blue: 160, alpha: 200))
        circle(center: center, radius: radius, Color(red: 255, green: 220, blue: 0), on: canvas)
        let zone = min(max(stick.deadZone.isFinite ? stick.deadZone : 0, 0), 0.99) * radius
        if zone > 0 {
            circle(center: center, radius: zone, Color(red: 255, green: 80, blue: 80), on: canvas)
        }
        // Sector edges, from the direction threshold out to the rim.
        let sectors = Color(red: 0, green: 220, blue: 255, alpha: 150)
        let width = stick.directionMode.sectorWidth
        var edge = width / 2
        // The threshold applies to the output, which the dead zone rescales: back to a handle distance.
        let threshold = max(stick.directionThreshold.isFinite ? stick.directionThreshold : 0, 0)
        let fraction = radius > 0 ? zone / radius : 0
        let inner = stick.deadZoneShape == .radial ? (fraction + threshold * (1 - fraction)) * radius
            : threshold * radius
        while edge < 360 {
            let east = Compass.east(degrees: edge), north = Compass.north(degrees: edge)
            segment(Point(x: center.x + east * inner, y: center.y - north * inner),
                 Point(x: center.x + east * radius, y: center.y - north * radius), sectors, on: canvas)
            edge += width
        }
        cross(at: stick.handlePosition, size: 8, Color(red: 0, green: 255, blue: 120), on: canvas)
        guard let font else { return }
        line.clear()
        line.append(stick.angle, decimals: 1)
        line.append(" deg ")
        line.append(stick.displacement, decimals: 3)
        if let direction = stick.direction {
            line.append(" ")
            line.append(Self.name(of: direction))
        }
        font.draw(line.bytes, at: Point(x: stick.frame.minX, y: stick.frame.maxY + 4),
                  color: Color(red: 255, green: 220, blue: 0))
    }

    private static func name(of direction: Direction) -> StaticString {
        switch direction {
        case .up: return "N"
        case .upRight: return "NE"
        case .right: return "E"
        case .downRight: return "SE"
        case .down: return "S"
        case .downLeft: return "SW"
        case .left: return "W"
        case .upLeft: return "NW"
        }
    }

    private func segment(_ from: Point, _ to: Point, _ color: Color, on canvas: any ControlsCanvas) {
        outline.removeAll(keepingCapacity: true)
        outline.append(from)
        outline.append(to)
        canvas.drawLines(outline, color: color)
    }

    private func cross(at point: Point, size: Double, _ color: Color, on canvas: any ControlsCanvas) {
        segment(Point(x: point.x - size, y: point.y), Point(x: point.x + size, y: point.y), color, on: canvas)
        segment(Point(x: point.x, y: point.y - size), Point(x: point.x, y: point.y + size), color, on: canvas)
    }

    private func circle(center: Point, radius: Double, _ color: Color, on canvas: any ControlsCanvas) {
        outline.removeAll(keepingCapacity: true)
        for i in 0...Self.segments {
            let degrees = Double(i) * 360 / Double(Self.segments)
            outline.append(Point(x: center.x + Compass.east(degrees: degrees) * radius,
                                 y: center.y - Compass.north(degrees: degrees) * radius))
        }
        canvas.drawLines(outline, color: color)
    }
}
