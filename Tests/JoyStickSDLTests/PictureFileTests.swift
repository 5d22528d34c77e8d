import CSDL2
import Foundation
import Testing
import JoyStickEngine
@testable import JoyStickSDL
@testable import JoyStickControls
import SDLTestSupport

/// Picture files are checked before SDL_image decodes them: their kind, then the size their header states.
extension SDLIntegrationTests {
    /// A file of `bytes` in a fresh temporary folder, removed with it.
    private func temporaryFile(_ name: String, _ bytes: [UInt8]) throws -> (path: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (path, folder)
    }

    /// A PNG's signature and IHDR chunk claiming `width` x `height`, and nothing after.
    private func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 73, 72, 68, 82]
            + withUnsafeBytes(of: width.bigEndian, Array.init) + withUnsafeBytes(of: height.bigEndian, Array.init)
            + [8, 6, 0, 0, 0]
    }

    @Test func aPictureLargerThanAllowedIsRefusedFromItsHeader() throws {
        SDLTestEnvironment.start()
        let (path, folder) = try temporaryFile("huge.png", pngHeader(width: 30000, height: 30000))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: ControlsError("cannot load image \(path): image too large (30000 x 30000, at most 4096 x 4096)")) {
            try Image(contentsOf: path)
        }
        // A renderer's own limit, when smaller: here 100.
        let (small, _) = try temporaryFile("small.png", pngHeader(width: 101, height: 50))
        #expect(throws: ControlsError("cannot load image \(small): image too large (101 x 50, at most 100 x 100)")) {
            try Image(contentsOf: small, maxSide: 100)
        }
    }

    @Test func theOtherFormatsStateTheirSizesToo() throws {
        SDLTestEnvironment.start()
        // GIF: 7000 x 2 (little-endian sides at bytes 6 and 8).
        let gif: [UInt8] = Array("GIF89a".utf8) + [0x58, 0x1B, 2, 0] + [UInt8](repeating: 0, count: 16)
        // BMP: 5000 x -3 (a top-down picture), BITMAPINFOHEADER.
        var bmp = [UInt8](repeating: 0, count: 54)
        bmp[0] = 66; bmp[1] = 77; bmp[14] = 40
        bmp[18] = 0x88; bmp[19] = 0x13
        bmp[22] = 0xFD; bmp[23] = 0xFF; bmp[24] = 0xFF; bmp[25] = 0xFF
        // JPEG: an APP0 segment, then a baseline frame header of 300 high by 9000 wide.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 17, 8, 0x01, 0x2C, 0x23, 0x28, 3]
        for (name, bytes, size) in [("a.gif", gif, "7000 x 2"), ("a.bmp", bmp, "5000 x 3"), ("a.jpg", jpeg, "9000 x 300")] {
            let (path, folder) = try temporaryFile(name, bytes)
            defer { try? FileManager.default.removeItem(at: folder) }
            #expect(throws: ControlsError("cannot load image \(path): image too large (\(size), at most 4096 x 4096)")) {
                try Image(contentsOf: path)
            }
        }
        let (text, folder) = try temporaryFile("notes.png", Array("not a picture".utf8))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: ControlsError("cannot load image \(text): not a PNG, JPEG, GIF or BMP picture")) {
            try Image(contentsOf: text)
        }
    }

    /// The file is read whole, through the controls' file layer, so its size is bounded: a file larger than any
    /// picture of 4096 x 4096 can be is refused by its size, unread (a header of a small picture at its start
    /// changes nothing), and an empty file is no picture.
    @Test func aPictureFileLargerThanAnyPictureIsRefusedByItsSizeAndAnEmptyOneIsNoPicture() throws {
        SDLTestEnvironment.start()
        #expect(Image.maxFileSize == 4 * 4096 * 4096 + 4 * 1024 * 1024)
        let (path, folder) = try temporaryFile("huge-file.png", pngHeader(width: 16, height: 16))
        defer { try? FileManager.default.removeItem(at: folder) }
        let size = Image.maxFileSize + 1
        #expect(truncate(path, off_t(size)) == 0)   // sparse: no disk taken
        #expect(throws: ControlsError("cannot load image \(path): it is too large (\(size) bytes, at most \(Image.maxFileSize))")) {
            try Image(contentsOf: path)
        }
        let (empty, emptyFolder) = try temporaryFile("empty.png", [])
        defer { try? FileManager.default.removeItem(at: emptyFolder) }
        #expect(throws: ControlsError("cannot load image \(empty): an empty file")) { try Image(contentsOf: empty) }
    }

    @Test func aPathThatIsNotARegularFileIsRefusedWithoutOpeningIt() throws {
        SDLTestEnvironment.start()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Opening a FIFO with no writer would block forever: it is refused from what it is.
        #expect(throws: ControlsError("cannot load image \(fifo): not a regular file (a FIFO, a device or a socket)")) {
            try Image(contentsOf: fifo)
        }
        #expect(throws: ControlsError("cannot load image \(folder.path): not a regular file but a folder")) {
            try Image(contentsOf: folder.path)
        }
        #expect(throws: ControlsError("cannot load image /dev/null: not a regular file (a FIFO, a device or a socket)")) {
            try Image(contentsOf: "/dev/null")
        }
        let missing = folder.appendingPathComponent("missing.png").path
        #expect(throws: ControlsError("cannot load image \(missing): no such file")) { try Image(contentsOf: missing) }
    }

    /// A game that destroys its renderer before its controls: drawing says so and draws nothing, a window
    /// event reads nothing of the dead renderer, and the controls go without an SDL call about it.
    @Test func controlsOutlivingTheirRendererSayItIsGone() throws {
        SDLTestEnvironment.start()
        guard let window = SDL_CreateWindow("gone", 0, 0, 320, 200, SDL_WINDOW_HIDDEN.rawValue) else {
            throw ControlsError.lastError("SDL_CreateWindow")
        }
        defer { SDL_DestroyWindow(window) }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw ControlsError.lastError("SDL_CreateRenderer")
        }
        var controls: OnScreenControls? = OnScreenControls(renderer: renderer)
        controls?.stick(center: Point(x: 60, y: 60), size: 100)
        #expect(throws: Never.self) { try controls?.draw() }
        #expect(controls?.rendererExists == true)
        SDL_DestroyRenderer(renderer)
        #expect(controls?.rendererExists == false)
        #expect(throws: ControlsError("the renderer was destroyed before the controls")) { try controls?.draw() }
        controls?.handle(.windowResized, time: 1)
        controls = nil
    }
}
