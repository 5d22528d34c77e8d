import Foundation
import JoyStickImages
@testable import JoyStickSDL
@testable import JoyStickControls
import CSDL2
import SDLTestSupport
import Testing

/// The default pictures built into the library: the same bytes as Assets/joystick/ and Assets/game/font
/// (scripts/embed-images.py writes them; this fails while they differ), decoded by SDL_image at their real
/// sizes.
@Suite(.serialized, .sdl) struct BuiltInImagesTests {
    @Test func theEmbeddedBytesAreTheAssetFiles() throws {
        var count: Int32 = 0
        let table = try #require(js_builtin_images(&count))
        #expect(count == 10)
        for entry in UnsafeBufferPointer(start: table, count: Int(count)) {
            let name = String(cString: entry.name) + (entry.scale == 2 ? "@2x" : "") + ".png"
            let folder = String(cString: entry.name) == "font" ? "/game/" : "/joystick/"
            let file = SDLTestEnvironment.assets.path + folder + name
            let onDisk = try Data(contentsOf: URL(fileURLWithPath: file))
            let embedded = Data(bytes: entry.png, count: Int(entry.size))
            #expect(embedded == onDisk, "\(name) differs from Assets/joystick: run python3 scripts/embed-images.py")
        }
    }

    @Test(arguments: [(1.0, 128, 96), (2.0, 256, 192), (1.49, 128, 96), (1.5, 256, 192)])
    func theBuiltInPicturesDecodeAtTheirScale(scale: Double, base: Int, button: Int) throws {
        SDLTestEnvironment.start()
        let images = ControlImages.builtIn(scale: scale)
        #expect(images.base.width == base && images.base.height == base)
        #expect(images.button.width == button && images.buttonPressed.width == button)
        #expect(images.base.path == (scale >= 1.5 ? "built-in base@2x.png" : "built-in base.png"))
        // Every pixel as the file on disk decodes.
        let file = try Image(contentsOf: SDLTestEnvironment.assets.file("joystick/handle.png", scale: scale))
        #expect(images.handle.width == file.width)
        var differing = 0
        for y in 0..<file.height {
            for x in 0..<file.width where images.handle.pixel(x: x, y: y) != file.pixel(x: x, y: y) { differing += 1 }
        }
        #expect(differing == 0)
    }

    /// The built-in font draws a label with no asset folder: "I" is a vertical bar in the middle of its cell.
    @Test func theBuiltInFontDrawsText() throws {
        SDLTestEnvironment.start()
        let target = SDL_CreateRGBSurfaceWithFormat(0, 32, 24, 32, SDL_PIXELFORMAT_RGBA32.rawValue)!
        let renderer = SDL_CreateSoftwareRenderer(target)!
        defer {
            SDL_DestroyRenderer(renderer)
            SDL_FreeSurface(target)
        }
        var font: BitmapFont? = try BitmapFont.builtIn(renderer: renderer)
        #expect(font?.glyphSize == Size(width: 8, height: 12))
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        font?.draw(string: "I", at: Point(x: 0, y: 0), scale: 2)
        font = nil
        let row = target.pointee.pixels!.advanced(by: 12 * Int(target.pointee.pitch)).assumingMemoryBound(to: UInt8.self)
        let lit = (0..<16).filter { row[$0 * 4] > 128 }
        #expect(!lit.isEmpty && lit.allSatisfy { $0 >= 5 && $0 <= 10 })
        // A picture the library lacks says so when it is used, every time, and is 0 by 0.
        let missing = Image.builtIn("no-such-picture", scale: 1)
        #expect(throws: ControlsError("the built-in image no-such-picture is missing")) { try missing.pixels() }
        #expect(throws: ControlsError("the built-in image no-such-picture is missing")) { try missing.pixels() }
        #expect(missing.width == 0 && missing.height == 0)
    }

    @Test func aPictureThatIsNotAnImageIsAnErrorNamingIt() throws {
        SDLTestEnvironment.start()
        let bytes: [UInt8] = Array("not a png".utf8)
        #expect(throws: ControlsError.self) {
            try bytes.withUnsafeBytes { try Image(bytes: $0, name: "mine.png") }
        }
        do {
            try bytes.withUnsafeBytes { _ = try Image(bytes: $0, name: "mine.png") }
        } catch {
            #expect("\(error)".hasPrefix("cannot decode image mine.png: "))
        }
    }
}

extension SDLIntegrationTests {
    /// Controls that are never drawn decode no picture: a headless run that makes controls for every level
    /// pays nothing for their looks. The first draw decodes the base, the handle and the font.
    @Test func controlsDecodeTheirPicturesOnlyWhenFirstDrawn() throws {
        let controls = OnScreenControls(renderer: SDLTestEnvironment.softwareRenderer)
        controls.stick(center: Point(x: 60, y: 60), size: 100)
        #expect(controls.drawing.font == nil && controls.drawing.texturesMade == 0)
        #expect(throws: Never.self) { try controls.draw() }
        #expect(controls.drawing.font != nil && controls.drawing.texturesMade == 2)
    }
}
