import CSDL2
import Foundation
import Testing
import JoyStickEngine
@testable import JoyStickSDL
@testable import JoyStickControls
import SDLTestSupport

/// The game's own arrangement read from a file (joystick-run places a profile's controls with it): the controls
/// go there, the player's layout goes over it, and RESET comes back to it, not to where the code put them.
extension SDLIntegrationTests {
    @Test func aDefaultLayoutFileIsWhereResetReturns() throws {
        let window = TestWindow(width: 640, height: 360, logicalSize: Size(width: 640, height: 360))
        let controls = OnScreenControls(renderer: window.renderer)
        let move = try controls.addStick("move", center: Point(x: 320, y: 180), size: 100)
        let fire = try controls.addButton("fire", center: Point(x: 320, y: 100), size: 50)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("defaults-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ controls: String) throws -> String {
            let path = folder.appendingPathComponent(name).path
            try """
                {"format": "joystick-sdl-layout", "version": 1,
                 "landscape": {"shorterSide": 180, "controls": {\(controls)}}}
                """.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        // The file is made for a screen half as tall: its places and sizes double on this one. It says
        // nothing of "fire", which keeps its place.
        let defaults = try write("defaults.json",
                                 "\"move\": {\"x\": [\"start\", 45], \"y\": [\"end\", 45], \"size\": 65, \"alpha\": 1, \"hidden\": false}")
        #expect(try controls.loadDefaultLayout(from: defaults))
        #expect(move.center == Point(x: 90, y: 270) && move.size == 130)
        #expect(fire.center == Point(x: 320, y: 100) && fire.size == 50)

        let player = try write("player.json",
                               "\"move\": {\"x\": [\"start\", 100], \"y\": [\"end\", 60], \"size\": 80, \"alpha\": 1, \"hidden\": false}")
        #expect(try controls.loadLayout(from: player))
        #expect(move.center == Point(x: 200, y: 240) && move.size == 160)
        controls.resetLayout()
        #expect(move.center == Point(x: 90, y: 270) && move.size == 130)

        // No file: nothing changes. A broken one: its line and column, and nothing changes.
        #expect(try !controls.loadDefaultLayout(from: folder.appendingPathComponent("none.json").path))
        let broken = try write("broken.json", "\"move\": {\"x\": [\"start\", 45], \"y\": [\"end\", 45], \"size\": -5, \"alpha\": 1, \"hidden\": false}")
        #expect(throws: ControlsError("\(broken): line 2, column 104: \"size\" is -5, not a number of pixels from 16 to the shorter side, 180")) {
            try controls.loadDefaultLayout(from: broken)
        }
        #expect(move.center == Point(x: 90, y: 270) && move.size == 130)
        controls.resetLayout()
        #expect(move.center == Point(x: 90, y: 270) && move.size == 130)
    }
}
