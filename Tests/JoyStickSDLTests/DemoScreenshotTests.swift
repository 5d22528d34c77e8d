import CSDL2
import Foundation
import Testing
import JoyStickEngine
import JoyStickSDL
import SDLTestSupport
@testable import JoyStickDemo

extension SDLIntegrationTests {
    /// The demo's pages as `joystick-demo --headless --screenshot PATH --page N` draws them, each posed to show
    /// what it is about, compared with committed pictures (UPDATE_GOLDEN=1 rewrites them).
    private static let demoGolden = GoldenPictures("Tests/JoyStickSDLTests/Golden")

    private func demoScreenshot(page: Int) throws -> Image {
        SDLTestEnvironment.start()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(page)-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try JoyStickDemo.screenshot(to: path, page: page)
        return try Image(contentsOf: path)
    }

    /// The headless demo frame looks like JoyStickView's animation: the green handle pushed up-right inside
    /// its base, the magenta base held at the right end of the pink band with its handle on the rim.
    @Test func demoScreenshotShowsBothSticks() throws {
        let image = try demoScreenshot(page: 1)
        #expect(image.width == 960 && image.height == 540)
        // Green handle centre: the finger at (250, 320), 70.7 points from the base centre (200, 370).
        let green = image.pixel(x: 250, y: 320)
        #expect(green.green > 100 && green.red < green.green / 2 && green.blue < green.green / 2)
        // Magenta: the finger at (950, 350) drags the base centre to the band's right edge, x = 812 (the band
        // keeps the whole stick in the window), y 355.9; the handle is on the rim towards the finger, at
        // (891.9, 352.5).
        let magenta = image.pixel(x: 892, y: 352)
        #expect(magenta.red > 100 && magenta.blue > 100 && magenta.green < magenta.red / 2)
        // The band is pink-tinted, the background outside it is not (the band is drawn from y 260 to 472: its
        // base centres' rectangle, y 340...392, grown by the base's radius).
        let band = image.pixel(x: 540, y: 460), outside = image.pixel(x: 300, y: 500)
        #expect(band.red > outside.red + 20)
        // Button A (blue) is held in the picture, B (red) is not: both drawn in their tint.
        let a = image.pixel(x: 360, y: 460), b = image.pixel(x: 440, y: 460)
        #expect(a.blue > a.red + 40 && b.red > b.blue + 40)
        // No handle at the green base's centre any more.
        let centre = image.pixel(x: 200, y: 370)
        #expect(!(centre.green > 100 && centre.red < centre.green / 2))
    }

    /// Each page, posed: 1 the green and magenta sticks pushed and A held; 2 the four-way stick pushed up
    /// ("direction Up"), A tapped and C held ("last button C"); 3 five sticks pushed and two taps counted; 4 the
    /// layout editor, the stick dragged and selected, B made larger by the wheel.
    @Test(arguments: [(1, "demo-1-joystickview.png"), (2, "demo-2-four-way.png"), (3, "demo-3-variations.png"),
                      (4, "demo-4-arrange.png")])
    func demoPageMatchesItsGoldenPicture(page: Int, golden: String) throws {
        try Self.demoGolden.compare(try demoScreenshot(page: page), with: golden)
    }

    /// Page 2 draws the buttons with the lettered pictures, each in its own colour (the held C pushed in).
    @Test func fourWayPageDrawsTheLetteredButtons() throws {
        let image = try demoScreenshot(page: 2)
        // Just left of each letter, on the cap: A (660, 310) blue, B (780, 310) red, D (780, 430) yellow.
        let a = image.pixel(x: 640, y: 300), b = image.pixel(x: 760, y: 300), d = image.pixel(x: 760, y: 420)
        #expect(Int(a.blue) > Int(a.red) + 80, "\(a)")
        #expect(Int(b.red) > Int(b.blue) + 80, "\(b)")
        #expect(Int(d.red) > Int(d.blue) + 80 && Int(d.green) > Int(d.blue) + 60, "\(d)")
        // C (660, 430), held, is green too.
        let c = image.pixel(x: 640, y: 424)
        #expect(Int(c.green) > Int(c.red) + 40 && Int(c.green) > Int(c.blue) + 40, "\(c)")
    }
}
