import Foundation
import JoyStickImages
import JoyStickSDL
import SDLTestSupport
import Testing

/// The default pictures built into the library: the same bytes as Assets/joystick/ (scripts/embed-images.py
/// writes them; this fails while they differ), decoded by SDL_image at their real sizes.
@Suite(.serialized, .sdl) struct BuiltInImagesTests {
    @Test func theEmbeddedBytesAreTheAssetFiles() throws {
        var count: Int32 = 0
        let table = try #require(js_builtin_images(&count))
        #expect(count == 8)
        for entry in UnsafeBufferPointer(start: table, count: Int(count)) {
            let name = String(cString: entry.name) + (entry.scale == 2 ? "@2x" : "") + ".png"
            let file = SDLTestEnvironment.assets.path + "/joystick/" + name
            let onDisk = try Data(contentsOf: URL(fileURLWithPath: file))
            let embedded = Data(bytes: entry.png, count: Int(entry.size))
            #expect(embedded == onDisk, "\(name) differs from Assets/joystick: run python3 scripts/embed-images.py")
        }
    }

    @Test(arguments: [(1.0, 128, 96), (2.0, 256, 192), (1.49, 128, 96), (1.5, 256, 192)])
    func theBuiltInPicturesDecodeAtTheirScale(scale: Double, base: Int, button: Int) throws {
        SDLTestEnvironment.start()
        let images = try ControlImages.builtIn(scale: scale)
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

    @Test func aPictureThatIsNotAnImageIsAnErrorNamingIt() throws {
        SDLTestEnvironment.start()
        let bytes: [UInt8] = Array("not a png".utf8)
        #expect(throws: SDLError.self) {
            try bytes.withUnsafeBytes { try Image(bytes: $0, name: "mine.png") }
        }
        do {
            try bytes.withUnsafeBytes { _ = try Image(bytes: $0, name: "mine.png") }
        } catch {
            #expect("\(error)".hasPrefix("cannot decode image mine.png: "))
        }
    }
}
