import Arcade
import CSDL2
import JoyStickEngine
import JoyStickSDL
import AppShell

/// Draws the game: the maze through a camera that follows the player, gems, the exit, enemies, shots and the
/// player, the HUD, the on-screen controls, the screens (title, pause, level complete, game over, victory,
/// level error) and the debug overlay. The same code draws the window and headless screenshots.
///
/// Every texture, tint and text buffer is made at start-up: drawing a frame allocates nothing in this code
/// (SDL's software renderer makes 3 small allocations of its own when it runs the frame's commands; see
/// Benchmarks/README.md).
public final class GameRenderer {
    /// The SDL renderer drawn to, with a 960x540 logical size.
    public let renderer: OpaquePointer
    /// The HUD font.
    package let font: BitmapFont
    /// Where the last frame's lines of text went, in logical pixels (at most 64), for tests that check every
    /// line fits the screen.
    public private(set) var textFrames: [Rect] = []
    /// The space kept clear at the screen's left and right edges by centred text.
    public static let textMargin = 12.0

    private let floor: Texture, wall: Texture, gem: Texture, shot: Texture, heart: Texture
    private let exitClosed: Texture, exitOpen: Texture
    private let player: [Texture], chaser: [Texture], patroller: [Texture]
    /// Keeps the player out of the band where the sticks rest.
    private let camera = Camera(viewWidth: ArcadeControls.logicalSize.width,
                                viewHeight: ArcadeControls.logicalSize.height,
                                clearBelow: ArcadeControls.logicalSize.height - ArcadeControls.stickBandTop)
    private var line = TextLine(capacity: 128)
    private static let tile = Double(Rules.tileSize)
    private static let hudHeight = 36.0

    /// Loads every picture the game draws from the game's Assets folder, wherever it is found
    /// (`AssetDirectory.locate()`).
    /// - Parameters:
    ///   - renderer: the SDL renderer
    ///   - scale: output pixels per logical pixel (`@2x` pictures at 1.5 and above)
    /// - Throws: `ControlsError` naming a missing or unreadable file, or where the folder was looked for
    public convenience init(renderer: OpaquePointer, scale: Double) throws {
        try self.init(renderer: renderer, assets: try AssetDirectory.locate(), scale: scale)
    }

    /// Loads every picture the game draws.
    /// - Parameters:
    ///   - renderer: the SDL renderer
    ///   - assets: the Assets folder
    ///   - scale: output pixels per logical pixel (`@2x` pictures at 1.5 and above)
    /// - Throws: `ControlsError` naming a missing or unreadable file
    public init(renderer: OpaquePointer, assets: AssetDirectory, scale: Double) throws {
        self.renderer = renderer
        func load(_ name: String) throws -> Texture {
            try Texture(renderer: renderer, image: try assets.image("game/" + name + ".png", scale: scale))
        }
        floor = try load("floor")
        wall = try load("wall")
        gem = try load("gem")
        shot = try load("shot")
        heart = try load("heart")
        exitClosed = try load("exit-closed")
        exitOpen = try load("exit-open")
        player = [try load("player-0"), try load("player-1")]
        chaser = [try load("chaser-0"), try load("chaser-1")]
        patroller = [try load("patroller-0"), try load("patroller-1")]
        font = try BitmapFont(renderer: renderer, image: try assets.image("game/font.png", scale: scale))
        textFrames.reserveCapacity(64)
    }

    /// Draws one frame (does not present it).
    /// - Parameters:
    ///   - runtime: the game
    ///   - bestScore: the best score to show on the title and end screens
    /// - Throws: `ControlsError` when a control's texture could not be made (the frame is drawn without it)
    public func draw(_ runtime: ArcadeRuntime, bestScore: Int?) throws {
        textFrames.removeAll(keepingCapacity: true)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, 10, 12, 28, 255)
        SDL_RenderClear(renderer)
        let session = runtime.session
        if let game = session.game ?? runtime.backdrop {
            drawWorld(game, frame: runtime.frame)
            drawHUD(game)
        }
        if runtime.isArrangingControls {
            // The layout editor over the level: the control module draws it with the controls.
            try runtime.onScreen.draw()
            return
        }
        var controlsError: ControlsError?
        switch session.screen {
        case .playing:
            controlsError = Self.drawing(runtime.onScreen)
        case .paused:
            controlsError = Self.drawing(runtime.onScreen, faded: true)
            banner("PAUSED", "tap, P or Esc to resume", score: nil, best: nil)
            drawArrangeItem()
        case .title:
            drawTitle(best: bestScore, frame: runtime.frame)
            drawArrangeItem()
        case .levelComplete:
            banner("LEVEL COMPLETE", "tap or press Enter for the next level", score: session.score, best: nil)
        case .gameOver:
            banner("GAME OVER", "tap or press Enter", score: session.score, best: bestScore)
        case .victory:
            banner("VICTORY!", "every level cleared - tap or press Enter", score: session.score, best: bestScore)
        case .error(let message):
            drawError(message)
        }
        if let controlsError { throw controlsError }
    }

    /// Draws the controls, keeping why a part was not drawn: the HUD after them is drawn in any case.
    private static func drawing(_ controls: OnScreenControls, faded: Bool = false) -> ControlsError? {
        do {
            try controls.draw(faded: faded)
            return nil
        } catch {
            return error
        }
    }

    // MARK: The world

    private func drawWorld(_ game: Game, frame: Int) {
        let level = game.level
        let origin = camera.origin(following: game.player.position, in: level)
        let t = Self.tile
        let firstCol = max(0, Int((origin.x / t).rounded(.down)))
        let firstRow = max(0, Int((origin.y / t).rounded(.down)))
        let lastCol = min(level.width - 1, Int(((origin.x + camera.viewWidth) / t).rounded(.down)))
        let lastRow = min(level.height - 1, Int(((origin.y + camera.viewHeight) / t).rounded(.down)))
        if firstRow <= lastRow, firstCol <= lastCol {
            for row in firstRow...lastRow {
                for col in firstCol...lastCol {
                    let texture = level.isWall(col: col, row: row) ? wall : floor
                    texture.draw(on: renderer, x: Double(col) * t - origin.x, y: Double(row) * t - origin.y,
                                 width: t, height: t)
                }
            }
        }
        // The exit glows once open.
        let exit = level.exit.center
        let glow = game.exitOpen ? 1 + 0.08 * Compass.sine(degrees: Double(frame) * 6) : 1
        sprite(game.exitOpen ? exitOpen : exitClosed, at: exit, origin: origin, size: t * glow)
        // Gems pulse.
        for i in game.gems.indices where !game.gems[i].isCollected {
            let pulse = 0.86 + 0.14 * Compass.sine(degrees: Double(frame * 5 + i * 40))
            sprite(gem, at: game.gems[i].position, origin: origin, size: t * pulse)
        }
        for i in game.enemies.indices where game.enemies[i].isAlive {
            let enemy = game.enemies[i]
            let frames = enemy.kind == .chaser ? chaser : patroller
            let texture = frames[(frame / 12 + i) % 2]
            sprite(texture, at: enemy.position, origin: origin, size: t)
            if enemy.hitFlash > 0 {
                // Flash white: the same sprite again, added on top.
                SDL_SetTextureBlendMode(texture.texture, SDL_BLENDMODE_ADD)
                sprite(texture, at: enemy.position, origin: origin, size: t)
                SDL_SetTextureBlendMode(texture.texture, SDL_BLENDMODE_BLEND)
            }
        }
        for i in game.shots.indices where game.shots[i].isActive {
            sprite(shot, at: game.shots[i].position, origin: origin, size: 16)
        }
        let hero = game.player
        // Blink while invulnerable; walk while moving; face the direction of travel.
        if hero.invulnerableSteps == 0 || (hero.invulnerableSteps / 6) % 2 == 0 {
            let moving = hero.velocity.lengthSquared > 0.01
            let texture = player[moving ? (frame / 8) % 2 : 0]
            let angle = Compass.degrees(east: hero.facing.x, north: -hero.facing.y)
            sprite(texture, at: hero.position, origin: origin, size: t, angle: angle)
        }
    }

    private func sprite(_ texture: Texture, at center: Vec2, origin: Vec2, size: Double, angle: Double = 0) {
        texture.draw(on: renderer, x: center.x - origin.x - size / 2, y: center.y - origin.y - size / 2,
                     width: size, height: size, angle: angle)
    }

    // MARK: HUD and screens

    private func drawHUD(_ game: Game) {
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 150)
        var bar = SDL_FRect(x: 0, y: 0, w: Float(camera.viewWidth), h: Float(Self.hudHeight))
        SDL_RenderFillRectF(renderer, &bar)
        line.clear()
        line.append("SCORE ")
        line.append(game.score)
        text(line.bytes, at: Point(x: Self.textMargin, y: 6), scale: 2)
        for i in 0..<max(0, min(game.lives, 10)) {
            heart.draw(on: renderer, x: 230 + Double(i) * 26, y: 8, width: 20, height: 20)
        }
        gem.draw(on: renderer, x: 330, y: 2, width: 30, height: 30)
        line.clear()
        line.append(game.gemsTotal - game.gemsCollected)
        line.append(" LEFT")
        if game.exitOpen { line.append(" - EXIT OPEN") }
        text(line.bytes, at: Point(x: 364, y: 6), scale: 2,
             color: game.exitOpen ? Color(red: 120, green: 255, blue: 160) : .white)
        let name = game.level.name.utf8
        let width = font.width(ofCharacters: name.count, scale: 2)
        text(name, at: Point(x: camera.viewWidth - 60 - width, y: 6), scale: 2,
             color: Color(red: 255, green: 220, blue: 90))
    }

    private func shade() {
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 160)
        var all = SDL_FRect(x: 0, y: 0, w: Float(camera.viewWidth), h: Float(camera.viewHeight))
        SDL_RenderFillRectF(renderer, &all)
    }

    /// Draws a line of text and notes where it went (``textFrames``).
    private func text<Text: Collection>(_ bytes: Text, at origin: Point, scale: Double, color: Color = .white)
        where Text.Element == UInt8 {
        font.draw(bytes, at: origin, scale: scale, color: color)
        if textFrames.count < textFrames.capacity {
            textFrames.append(Rect(x: origin.x, y: origin.y, width: font.width(ofCharacters: bytes.count, scale: scale),
                                   height: font.glyphSize.height * scale))
        }
    }

    /// Draws a line centred across the screen, smaller than `scale` when that is what it takes to keep
    /// ``textMargin`` clear on both sides.
    private func centered<Text: Collection>(_ bytes: Text, y: Double, scale: Double, color: Color = .white)
        where Text.Element == UInt8 {
        let widest = (camera.viewWidth - 2 * Self.textMargin) / max(font.width(ofCharacters: bytes.count), 1)
        let fitted = min(scale, widest)
        let width = font.width(ofCharacters: bytes.count, scale: fitted)
        text(bytes, at: Point(x: (camera.viewWidth - width) / 2, y: y), scale: fitted, color: color)
    }

    private func centered(_ text: StaticString, y: Double, scale: Double, color: Color = .white) {
        line.clear()
        line.append(text)
        centered(line.bytes, y: y, scale: scale, color: color)
    }

    private func banner(_ title: StaticString, _ hint: StaticString, score: Int?, best: Int?) {
        shade()
        centered(title, y: 170, scale: 5, color: Color(red: 255, green: 220, blue: 90))
        if let score {
            line.clear()
            line.append("SCORE ")
            line.append(score)
            centered(line.bytes, y: 250, scale: 3)
        }
        if let best {
            line.clear()
            line.append("BEST ")
            line.append(best)
            centered(line.bytes, y: 292, scale: 2, color: Color(red: 150, green: 200, blue: 255))
        }
        centered(hint, y: 340, scale: 2, color: Color(red: 170, green: 180, blue: 210))
    }

    /// The CONTROLS item of the title and pause screens: a framed label where a tap opens the layout editor.
    private func drawArrangeItem() {
        let item = ArcadeControls.arrangeItem
        var frame = SDL_FRect(x: Float(item.minX), y: Float(item.minY), w: Float(item.width), h: Float(item.height))
        SDL_SetRenderDrawColor(renderer, 30, 40, 80, 220)
        SDL_RenderFillRectF(renderer, &frame)
        SDL_SetRenderDrawColor(renderer, 40, 220, 255, 255)
        SDL_RenderDrawRectF(renderer, &frame)
        centered("CONTROLS (C)", y: item.minY + (item.height - font.glyphSize.height * 2) / 2, scale: 2,
                 color: Color(red: 40, green: 220, blue: 255))
    }

    private func drawTitle(best: Int?, frame: Int) {
        let bob = 6 * Compass.sine(degrees: Double(frame) * 3)
        centered("JOYSTICK ARCADE", y: 110 + bob, scale: 6, color: Color(red: 40, green: 220, blue: 255))
        centered("collect every gem, reach the exit, dodge or blast the guards", y: 210, scale: 2)
        centered("left stick or arrows/WASD: move    right stick or space: fire", y: 260, scale: 2,
                 color: Color(red: 170, green: 180, blue: 210))
        centered("P or Esc: pause    F11: fullscreen    M: sound    F3: debug", y: 290, scale: 2,
                 color: Color(red: 170, green: 180, blue: 210))
        if (frame / 30) % 2 == 0 {
            centered("tap, click or press Enter to start", y: 370, scale: 3, color: Color(red: 255, green: 220, blue: 90))
        }
        if let best {
            line.clear()
            line.append("BEST ")
            line.append(best)
            centered(line.bytes, y: 450, scale: 2, color: Color(red: 150, green: 200, blue: 255))
        }
    }

    private func drawError(_ message: String) {
        shade()
        centered("CANNOT LOAD THE LEVEL", y: 150, scale: 4, color: Color(red: 255, green: 96, blue: 96))
        // Wrap the message at 110 characters a line, without building new strings.
        let text = message.utf8
        var start = text.startIndex
        var y = 230.0
        while start < text.endIndex, y < 420 {
            let end = text.index(start, offsetBy: 110, limitedBy: text.endIndex) ?? text.endIndex
            self.text(text[start..<end], at: Point(x: 40, y: y), scale: 1)
            start = end
            y += 16
        }
        centered("tap or press Enter to go back", y: 440, scale: 2, color: Color(red: 170, green: 180, blue: 210))
    }
}
