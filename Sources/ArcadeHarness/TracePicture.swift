import ArcadeSDL
import Arcade
import CSDL2
import JoyStickEngine
import JoyStickSDL

/// A picture of a whole level's run (`arcade --headless --trace-dir`): the maze, not just what the camera saw,
/// with the player's path over it coloured by time (blue at the start, through cyan, green and yellow, to red
/// at the end), a cyan ring where each gem was collected, a red cross where a life was lost, and a square
/// where the run ended: green if it was won, red if lost, white if stopped.
public enum TracePicture {
    /// The largest side of a picture in pixels; a bigger level is drawn smaller.
    public static let maxSide = 4096

    static let floor = Color(red: 28, green: 32, blue: 48)
    static let wall = Color(red: 92, green: 98, blue: 132)
    static let exit = Color(red: 60, green: 200, blue: 90)
    static let gem = Color(red: 250, green: 210, blue: 60)
    static let collected = Color(red: 0, green: 230, blue: 255)
    static let hit = Color(red: 255, green: 40, blue: 40)

    /// Draws a trace and writes it as a PNG of the level's size in pixels (scaled down to ``maxSide`` if
    /// larger), whole and only as a regular file (`PictureFile`).
    /// - Parameters:
    ///   - trace: the run
    ///   - path: the PNG file
    /// - Throws: `ControlsError` naming the file when it cannot be drawn, `ArcadeError` when it cannot be written
    public static func write(_ trace: RunTrace, to path: String) throws {
        let level = trace.level
        let scale = min(1, Double(maxSide) / Double(max(level.pixelWidth, level.pixelHeight, 1)))
        let width = max(1, Int32((Double(level.pixelWidth) * scale).rounded(.up)))
        let height = max(1, Int32((Double(level.pixelHeight) * scale).rounded(.up)))
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32.rawValue)
        else { throw ControlsError.lastError("making a \(width)x\(height) picture for \(path)") }
        defer { SDL_FreeSurface(surface) }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            throw ControlsError.lastError("drawing \(path)")
        }
        SDL_RenderSetScale(renderer, Float(scale), Float(scale))
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        drawMaze(level, on: renderer)
        drawPath(trace.path, on: renderer)
        for mark in trace.gems { ring(at: mark.position, radius: 11, color: collected, on: renderer) }
        for mark in trace.livesLost { cross(at: mark.position, color: hit, on: renderer) }
        if let end = trace.end {
            let color: Color = switch end.result {
            case .won: exit
            case .lost: hit
            case .playing: Color(red: 255, green: 255, blue: 255)
            }
            square(at: end.mark.position, side: 16, color: Color(red: 0, green: 0, blue: 0), on: renderer)
            square(at: end.mark.position, side: 12, color: color, on: renderer)
        }
        SDL_RenderPresent(renderer)
        SDL_DestroyRenderer(renderer)
        try PictureFile.write(to: path) { temporary in
            guard IMG_SavePNG(surface, temporary) == 0 else { throw ControlsError.lastError("IMG_SavePNG") }
        }
    }

    private static func drawMaze(_ level: Level, on renderer: OpaquePointer) {
        set(floor, on: renderer)
        SDL_RenderClear(renderer)
        let tile = Float(Rules.tileSize)
        set(wall, on: renderer)
        for row in 0..<level.height {
            for col in 0..<level.width where level.isWall(col: col, row: row) {
                var rect = SDL_FRect(x: Float(col) * tile, y: Float(row) * tile, w: tile, h: tile)
                SDL_RenderFillRectF(renderer, &rect)
            }
        }
        set(exit, on: renderer)
        for inset in 0..<3 {
            let edge = Float(inset)
            var rect = SDL_FRect(x: Float(level.exit.col) * tile + edge, y: Float(level.exit.row) * tile + edge,
                                 w: tile - 2 * edge, h: tile - 2 * edge)
            SDL_RenderDrawRectF(renderer, &rect)
        }
        for gem in level.gems {
            square(at: gem.center, side: 8, color: Self.gem, on: renderer)
        }
    }

    /// The path, three pixels wide, its colour running from blue to red over the run.
    private static func drawPath(_ path: [Vec2], on renderer: OpaquePointer) {
        guard path.count > 1 else { return }
        let last = Double(path.count - 1)
        for index in 1..<path.count where path[index] != path[index - 1] {
            set(timeColor(Double(index) / last), on: renderer)
            let a = path[index - 1], b = path[index]
            for (dx, dy) in [(0.0, 0.0), (1, 0), (-1, 0), (0, 1), (0, -1)] {
                SDL_RenderDrawLineF(renderer, Float(a.x + dx), Float(a.y + dy), Float(b.x + dx), Float(b.y + dy))
            }
        }
    }

    /// Blue (0) through cyan, green and yellow to red (1): the hue from 240 degrees down to 0.
    static func timeColor(_ t: Double) -> Color {
        let hue = 240 * (1 - min(max(t, 0), 1)) / 60          // 0...4 sextants
        let part = hue - hue.rounded(.down)
        let up = UInt8((255 * part).rounded()), down = UInt8((255 * (1 - part)).rounded())
        switch Int(hue) {
        case 0: return Color(red: 255, green: up, blue: 0)        // red to yellow
        case 1: return Color(red: down, green: 255, blue: 0)      // yellow to green
        case 2: return Color(red: 0, green: 255, blue: up)        // green to cyan
        case 3: return Color(red: 0, green: down, blue: 255)      // cyan to blue
        default: return Color(red: 0, green: 0, blue: 255)
        }
    }

    private static func set(_ color: Color, on renderer: OpaquePointer) {
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
    }

    private static func square(at point: Vec2, side: Double, color: Color, on renderer: OpaquePointer) {
        set(color, on: renderer)
        var rect = SDL_FRect(x: Float(point.x - side / 2), y: Float(point.y - side / 2), w: Float(side),
                             h: Float(side))
        SDL_RenderFillRectF(renderer, &rect)
    }

    private static func ring(at point: Vec2, radius: Double, color: Color, on renderer: OpaquePointer) {
        set(color, on: renderer)
        for width in 0..<3 {
            let r = radius - Double(width)
            for step in 0..<64 {
                let a = Double(step) * 360 / 64, b = a + 360.0 / 64
                SDL_RenderDrawLineF(renderer, Float(point.x + Compass.east(degrees: a) * r),
                                    Float(point.y - Compass.north(degrees: a) * r),
                                    Float(point.x + Compass.east(degrees: b) * r),
                                    Float(point.y - Compass.north(degrees: b) * r))
            }
        }
    }

    private static func cross(at point: Vec2, color: Color, on renderer: OpaquePointer) {
        set(color, on: renderer)
        for offset in -1...1 {
            let o = Float(offset)
            SDL_RenderDrawLineF(renderer, Float(point.x - 9) + o, Float(point.y - 9), Float(point.x + 9) + o,
                                Float(point.y + 9))
            SDL_RenderDrawLineF(renderer, Float(point.x - 9) + o, Float(point.y + 9), Float(point.x + 9) + o,
                                Float(point.y - 9))
        }
    }
}
