import CSDL2
import JoyStickEngine

/// Shows what the sticks see (bound to F3 in the demo and the game): each touch point with its id, every
/// stick's frame, travel radius, dead zone and direction sectors, the handle, and the live report.
package final class DebugOverlay {
    /// Whether ``draw(_:input:on:font:)`` draws anything.
    package var isEnabled = false

    private var outline: [SDL_FPoint]
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
    ///   - renderer: the SDL renderer
    ///   - font: the font for the labels (labels are skipped without one)
    package func draw(_ surface: ControlSurface, input: SDLControlInput?, on renderer: OpaquePointer,
                     font: BitmapFont?) {
        guard isEnabled else { return }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        for member in surface.members {
            switch member {
            case .stick(let stick):
                drawStick(stick, on: renderer, font: font)
            case .button(let button):
                setColor(renderer, 255, 255, 255, 160)
                circle(center: button.center, radius: button.radius, on: renderer)
            case .other: break
            }
        }
        guard let input else { return }
        for touch in input.activeTouches {
            setColor(renderer, 255, 64, 64, 255)
            cross(at: touch.point, size: 10, on: renderer)
            circle(center: touch.point, radius: 14, on: renderer)
            guard let font else { continue }
            line.clear()
            if touch.id == SDLControlInput.mouseTouch {
                line.append("mouse")
            } else {
                line.append("#")
                line.append(Int(truncatingIfNeeded: touch.id.finger))
            }
            font.draw(line.bytes, on: renderer, at: Point(x: touch.point.x + 16, y: touch.point.y - 20),
                      color: Color(red: 255, green: 96, blue: 96))
        }
    }

    private func drawStick(_ stick: JoyStick, on renderer: OpaquePointer, font: BitmapFont?) {
        let center = stick.center
        let radius = stick.radius
        setColor(renderer, 160, 160, 160, 200)
        var frame = SDL_FRect(x: Float(stick.frame.minX), y: Float(stick.frame.minY),
                              w: Float(stick.frame.width), h: Float(stick.frame.height))
        SDL_RenderDrawRectF(renderer, &frame)
        setColor(renderer, 255, 220, 0, 255)
        circle(center: center, radius: radius, on: renderer)
        let zone = min(max(stick.deadZone.isFinite ? stick.deadZone : 0, 0), 0.99) * radius
        if zone > 0 {
            setColor(renderer, 255, 80, 80, 255)
            circle(center: center, radius: zone, on: renderer)
        }
        // Sector edges, from the direction threshold out to the rim.
        setColor(renderer, 0, 220, 255, 150)
        let width = stick.directionMode.sectorWidth
        var edge = width / 2
        // The threshold applies to the output, which the dead zone rescales: back to a handle distance.
        let threshold = max(stick.directionThreshold.isFinite ? stick.directionThreshold : 0, 0)
        let fraction = radius > 0 ? zone / radius : 0
        let inner = stick.deadZoneShape == .radial ? (fraction + threshold * (1 - fraction)) * radius
            : threshold * radius
        while edge < 360 {
            let east = Compass.east(degrees: edge), north = Compass.north(degrees: edge)
            SDL_RenderDrawLineF(renderer, Float(center.x + east * inner), Float(center.y - north * inner),
                                Float(center.x + east * radius), Float(center.y - north * radius))
            edge += width
        }
        setColor(renderer, 0, 255, 120, 255)
        cross(at: stick.handlePosition, size: 8, on: renderer)
        guard let font else { return }
        line.clear()
        line.append(stick.angle, decimals: 1)
        line.append(" deg ")
        line.append(stick.displacement, decimals: 3)
        if let direction = stick.direction {
            line.append(" ")
            line.append(Self.name(of: direction))
        }
        font.draw(line.bytes, on: renderer, at: Point(x: stick.frame.minX, y: stick.frame.maxY + 4),
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

    private func setColor(_ renderer: OpaquePointer, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) {
        SDL_SetRenderDrawColor(renderer, r, g, b, a)
    }

    private func cross(at point: Point, size: Double, on renderer: OpaquePointer) {
        SDL_RenderDrawLineF(renderer, Float(point.x - size), Float(point.y), Float(point.x + size), Float(point.y))
        SDL_RenderDrawLineF(renderer, Float(point.x), Float(point.y - size), Float(point.x), Float(point.y + size))
    }

    private func circle(center: Point, radius: Double, on renderer: OpaquePointer) {
        outline.removeAll(keepingCapacity: true)
        for i in 0...Self.segments {
            let degrees = Double(i) * 360 / Double(Self.segments)
            outline.append(SDL_FPoint(x: Float(center.x + Compass.east(degrees: degrees) * radius),
                                      y: Float(center.y - Compass.north(degrees: degrees) * radius)))
        }
        SDL_RenderDrawLinesF(renderer, outline, Int32(outline.count))
    }
}
