import CSDL2
import AppShell
import Foundation
import Testing
import JoyStickEngine
import JoyStickLayout
@testable import JoyStickSDL
@testable import JoyStickControls
import SDLTestSupport

/// The example file of the article "Letting players arrange the controls", and the picture of it the article
/// shows. With UPDATE_DOC_PICTURES=1 the test writes the picture into the catalog
/// (`bash scripts/doc-pictures.sh` does, and then reduces its colours).
extension SDLIntegrationTests {
    static let layoutArticle = "Sources/JoyStickSDL/JoyStickSDL.docc/LettingPlayersArrangeTheControls.md"
    static let layoutPicture = "Sources/JoyStickSDL/JoyStickSDL.docc/Resources/layout-on-two-screens.png"

    /// The article's first ```json block.
    private static func articleExample() throws -> String {
        let article = try String(contentsOf: SDLTestEnvironment.repository.appendingPathComponent(layoutArticle),
                                 encoding: .utf8)
        var lines: [Substring]?
        for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
            if lines == nil, line == "```json" {
                lines = []
            } else if let found = lines, line == "```" {
                return found.joined(separator: "\n") + "\n"
            } else if lines != nil {
                lines?.append(line)
            }
        }
        throw ControlsError("\(layoutArticle) has no ```json block")
    }

    /// The article's controls on a screen 360 high, loaded from the example file: the stick "move", the buttons
    /// "fire" and "pause", placed first where the article's code puts them.
    private final class Example {
        let window: TestWindow
        let controls: OnScreenControls
        let move: JoyStick
        let fire: TouchButton
        let pause: TouchButton

        init(width: Double, file: String) throws {
            window = TestWindow(width: Int32(width), height: 360, logicalSize: Size(width: width, height: 360))
            controls = OnScreenControls(renderer: window.renderer)
            move = controls.stick(center: Point(x: 100, y: 260), size: 120)
            move.handleTintColor = Color(red: 40, green: 220, blue: 255)
            fire = controls.button(center: Point(x: width - 90, y: 280), size: 80, label: "FIRE")
            fire.tintColor = Color(red: 255, green: 96, blue: 64)
            pause = controls.button(center: Point(x: width / 2, y: 30), size: 40, label: "II")
            try controls.setName("move", for: move)
            try controls.setName("fire", for: fire)
            try controls.setName("pause", for: pause)
            try controls.loadLayout(from: file)
        }
    }

    /// The article's file, loaded on 640x360 (16:9) and 840x360 (21:9): the stick keeps its 100 pixels from the
    /// left edge, FIRE its 90 from the right edge, II its place at the centre; saved again on either screen, it
    /// is the same file, byte for byte.
    @Test func theLayoutArticlesExampleFileKeepsItsEdges() throws {
        let text = try Self.articleExample()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-picture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("layout.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))

        var panels: [Image] = []
        for width in [640.0, 840.0] {
            let example = try Example(width: width, file: file)
            #expect(example.move.center == Point(x: 100, y: 260) && example.move.frame.width == 136)
            #expect(example.fire.center == Point(x: width - 90, y: 279.5) && example.fire.radius * 2 == 87.125
                        && example.fire.alpha == 0.9)
            #expect(example.pause.center == Point(x: width / 2, y: 30) && example.pause.alpha == 0.6
                        && !example.pause.isHiddenByLayout)
            let saved = folder.appendingPathComponent("saved-\(Int(width)).json").path
            try example.controls.saveLayout(to: saved)
            #expect(try String(contentsOfFile: saved, encoding: .utf8) == text, "saved on \(Int(width))x360")
            panels.append(try Self.drawPanel(example, width: width))
        }
        // The portrait arrangement, on 360x640: the pause button hidden in the top right corner.
        let tall = TestWindow(width: 360, height: 640, logicalSize: Size(width: 360, height: 640))
        let controls = OnScreenControls(renderer: tall.renderer)
        let move = controls.stick(center: Point(x: 100, y: 540), size: 120)
        let pause = controls.button(center: Point(x: 180, y: 30), size: 40)
        try controls.setName("move", for: move)
        try controls.setName("pause", for: pause)
        try controls.loadLayout(from: file)
        #expect(move.center == Point(x: 100, y: 510) && pause.center == Point(x: 330, y: 30) && pause.isHiddenByLayout)

        if ProcessInfo.processInfo.environment["UPDATE_DOC_PICTURES"] == "1" {
            try Self.writeStacked(panels, to: SDLTestEnvironment.repository.appendingPathComponent(Self.layoutPicture).path)
        }
    }

    /// One screen as the game would draw it, with the distances the layout keeps marked in yellow and the
    /// screen's shape written in its top left corner.
    private static func drawPanel(_ example: Example, width: Double) throws -> Image {
        let renderer = example.window.renderer
        SDL_SetRenderDrawColor(renderer, 34, 38, 58, 255)
        SDL_RenderClear(renderer)
        example.controls.idleAlpha = 1                  // as if held: the layout's own alpha alone
        #expect(throws: Never.self) { try example.controls.draw() }
        let font = try #require(example.controls.drawing.font)
        let yellow = Color(red: 255, green: 220, blue: 0)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, yellow.red, yellow.green, yellow.blue, 255)
        // A dimension line along the bottom: from an edge to a control's centre, with ticks and its length.
        func dimension(from start: Double, to end: Double, label: String) {
            let y = Float(348)
            SDL_RenderDrawLineF(renderer, Float(start), y, Float(end), y)
            SDL_RenderDrawLineF(renderer, Float(start), y - 6, Float(start), y + 6)
            SDL_RenderDrawLineF(renderer, Float(end), y - 6, Float(end), y + 6)
            let middle = (start + end) / 2 - font.width(ofCharacters: label.utf8.count) / 2
            font.draw(string: label, at: Point(x: middle, y: 332), color: yellow)
        }
        dimension(from: 0, to: example.move.center.x, label: "100")
        dimension(from: example.fire.center.x, to: width - 1, label: "90")
        // The centre line, dashed, through the pause button's centre.
        var y = 56.0
        while y < 326 {
            SDL_RenderDrawLineF(renderer, Float(width / 2), Float(y), Float(width / 2), Float(y + 6))
            y += 12
        }
        font.draw(string: "centre", at: Point(x: width / 2 + 6, y: 58), color: yellow)
        let title = width == 640 ? "16:9  640 x 360" : "21:9  840 x 360"
        font.draw(string: title, at: Point(x: 12, y: 12), scale: 2, color: .white)
        return try Screenshot.capture(renderer)
    }

    /// The panels one above the other, left edges aligned, 12 pixels apart on a light grey, as one PNG.
    private static func writeStacked(_ panels: [Image], to path: String) throws {
        let gap: Int32 = 12
        let width = panels.map { Int32($0.width) }.max() ?? 0
        let height = panels.reduce(gap * Int32(panels.count - 1)) { $0 + Int32($1.height) }
        guard let sheet = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32.rawValue) else {
            throw ControlsError.lastError("a \(width)x\(height) surface")
        }
        defer { SDL_FreeSurface(sheet) }
        SDL_FillRect(sheet, nil, SDL_MapRGBA(sheet.pointee.format, 214, 218, 226, 255))
        var top: Int32 = 0
        for panel in panels {
            let blitted = try panel.withSDLSurface { pixels -> Int32? in
                SDL_SetSurfaceBlendMode(pixels, SDL_BLENDMODE_NONE)
                var place = SDL_Rect(x: 0, y: top, w: pixels.pointee.w, h: pixels.pointee.h)
                return SDL_UpperBlit(pixels, nil, sheet, &place) == 0 ? pixels.pointee.h : nil
            }
            guard let height = blitted else { throw ControlsError.lastError("SDL_BlitSurface") }
            top += height + gap
        }
        try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        guard IMG_SavePNG(sheet, path) == 0 else { throw ControlsError.lastError("writing \(path)") }
    }
}
